#pragma once

#include "produce/load_runner.h"

#include <QGroupBox>
#include <QPointer>
#include <QPushButton>

#include <functional>

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QStringListModel;
class QTimer;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

// The load generator: count or duration, target rate, keys, size or template, batching,
// compression, acks; live counters and a chart of sent/acked rate and p95 latency, replotted on a
// timer from batched snapshots. The generator runs in its own thread (LoadRunner).
class LoadPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit LoadPanel(QWidget *parent = nullptr);

    void setSession(kafscope::ClusterSession *session);
    QPushButton *startButton() const { return m_start; }
    void setTopicNames(const QStringList &names);
    void setTopic(const QString &topic);
    LoadRunner *runner() const { return m_runner; }
    QString countersText() const;
    QCustomPlot *chart() const { return m_chart; }

    // Attaches the schema encoder to a run's spec before it starts, then hands the spec (or why it
    // cannot run) back on the GUI thread: the Produce view fetches the value schema chosen above
    // from the registry, off the GUI thread. Used when "Encode each value" is ticked.
    using SchemaPreparer =
        std::function<void(LoadSpec spec, std::function<void(Result<LoadSpec>)> done)>;
    void setSchemaPreparer(SchemaPreparer preparer) { m_preparer = std::move(preparer); }

public Q_SLOTS:
    void start();
    void stop();

private:
    QWidget *buildSettings();
    Result<LoadSpec> spec() const;
    void onProgress(const LoadStats &stats);
    void onFinished(const LoadStats &stats);
    void showCounters(const LoadStats &stats);
    void launch(const Result<LoadSpec> &spec);

    QPointer<ClusterSession> m_session;
    LoadRunner *m_runner = nullptr;
    QComboBox *m_topic = nullptr;
    QStringListModel *m_topicNames = nullptr;
    QSpinBox *m_count = nullptr;
    QDoubleSpinBox *m_duration = nullptr;
    QSpinBox *m_rate = nullptr;
    QSpinBox *m_size = nullptr;
    QLineEdit *m_template = nullptr;
    QCheckBox *m_withSchema = nullptr;
    SchemaPreparer m_preparer;
    QComboBox *m_keyMode = nullptr;
    QSpinBox *m_keyCount = nullptr;
    QLineEdit *m_fixedKey = nullptr;
    QSpinBox *m_linger = nullptr;
    QSpinBox *m_batch = nullptr;
    QComboBox *m_compression = nullptr;
    QComboBox *m_acks = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_stop = nullptr;
    QLabel *m_counters = nullptr;
    QCustomPlot *m_chart = nullptr;
    QTimer *m_replot = nullptr;
    bool m_dirty = false;
    LoadStats m_last;
};

} // namespace kafscope::ui
