#pragma once

#include "common/result.h"
#include "harness/harness_config.h"
#include "harness/harness_report.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace kafscope::ui {

// The results of harness runs: the latest run's report per level, its verdict and problems, and a
// comparison of every run made on the same load profile (different strategies side by side).
class HarnessResults : public QWidget {
    Q_OBJECT
public:
    enum Column {
        ColLevel,
        ColTopic,
        ColProduced,
        ColConsumed,
        ColLost,
        ColDuplicates,
        ColP50,
        ColP95,
        ColP99,
        ColMaxBacklog,
        ColStarved,
        ColInversions,
        ColShare,
        ColNotCommitted, // external consumers: acknowledged messages the group's final commits do
                         // not cover
        ColumnCount
    };

    explicit HarnessResults(QWidget *parent = nullptr);

    // `config` is the run's configuration: runs whose configurations differ only in strategy
    // share a comparison.
    void addReport(const harness::HarnessConfig &config, const harness::HarnessReport &report);
    void clearRuns();

    // Writes the latest run's JSON report, or {"runs": [...]} for the comparison's runs.
    Status exportJson(const QString &path, bool comparison) const;

    QTableWidget *resultsTable() const { return m_table; }
    QTableWidget *comparisonTable() const { return m_comparison; }
    QString verdictText() const;
    int runCount() const { return int(m_runs.size()); }

private:
    struct Run {
        QString profileKey;
        harness::HarnessReport report;
    };
    void showReport(const harness::HarnessReport &r);
    void showComparison();
    QList<harness::HarnessReport> comparedRuns() const;
    void exportClicked();

    QTableWidget *m_table = nullptr;
    QLabel *m_verdict = nullptr;
    QTableWidget *m_comparison = nullptr;
    QLabel *m_comparisonTitle = nullptr;
    QPushButton *m_export = nullptr;
    QList<Run> m_runs;
};

// The load profile of a configuration, without its strategy (runs with equal keys compare).
QString harnessProfileKey(const harness::HarnessConfig &config);

} // namespace kafscope::ui
