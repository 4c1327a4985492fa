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
// comparison of every run made on the same load profile (different strategies side by side),
// ranked best first with the basis stated and the best value of each column marked.
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
    // The comparison's columns: rank, strategy, then the compared quantities of
    // harness::compareStrategies (lost, duplicates, inversions, p99 and starved per level), then
    // the verdict. A cell with the best value of its column holds true under BestRole.
    enum ComparisonField { CmpRank, CmpStrategy, CmpFirstValue };
    static constexpr int BestRole = Qt::UserRole + 1;

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
    QString rankingBasisText() const;
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
    QLabel *m_rankingBasis = nullptr;
    QPushButton *m_export = nullptr;
    QList<Run> m_runs;
};

// The load profile of a configuration, without its strategy (runs with equal keys compare).
QString harnessProfileKey(const harness::HarnessConfig &config);

} // namespace kafscope::ui
