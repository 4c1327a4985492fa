#pragma once

#include "harness/harness_config.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace kafscope::ui {

// The harness settings: 2 to 5 levels (topic, partitions, rate, bursts, duration, weight), the
// consumer's capacity and strategy, and the faults to inject. config() reads them back as a
// HarnessConfig or says in plain words what is wrong.
class HarnessConfigPanel : public QWidget {
    Q_OBJECT
public:
    enum Column {
        ColLevel,
        ColTopic,
        ColPartitions,
        ColRate,
        ColBursts,
        ColBurstPeriod,
        ColDuration,
        ColWeight
    };

    explicit HarnessConfigPanel(QWidget *parent = nullptr);

    Result<harness::HarnessConfig> config() const;
    void setConfig(const harness::HarnessConfig &config);
    QTableWidget *levelTable() const { return m_levels; }
    // "weighted" with the Weight column, whatever strategy is chosen (to run every strategy in
    // turn).
    Result<harness::Strategy> weightedStrategy() const;
    // The strategy "External consumer" is chosen: config() runs the command in the command box.
    bool externalSelected() const;

private:
    void setLevelCount(int levels);
    void fillRow(int row, const harness::LevelLoad &load, int weight);
    void showDefaultTopics(); // placeholders PREFIX-level for levels without a topic of their own
    QWidget *buildFaults();
    Result<harness::Strategy> strategy(int levels) const;
    Status readFaults(harness::HarnessConfig &c) const;

    QSpinBox *m_levelCount = nullptr;
    QLineEdit *m_prefix = nullptr;
    QTableWidget *m_levels = nullptr;
    QSpinBox *m_capacity = nullptr;
    QComboBox *m_strategy = nullptr;
    QLineEdit *m_command = nullptr; // the external consumer's command line
    QSpinBox *m_tolerance = nullptr;
    QSpinBox *m_window = nullptr;
    struct FaultRow {
        harness::Fault::Kind kind;
        QCheckBox *on = nullptr;
        QDoubleSpinBox *at = nullptr;
    };
    QList<FaultRow> m_faults;
    QSpinBox *m_brokerNode = nullptr;
    QDoubleSpinBox *m_brokerDown =
        nullptr; // 0: restart at once; else broker-stop, then broker-start
    QLineEdit *m_localDir = nullptr;
};

} // namespace kafscope::ui
