#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"
#include "history/dashboard_sampler.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QCustomPlot;
class QCPAxisTickerDateTime;
class QCPItemText;
class QLabel;
class QStandardItemModel;
class QTableView;

namespace kafscope::ui {

class HealthStrip;

// The cluster overview's dashboard: a health strip (brokers up of known, controller,
// under-replicated and offline partitions, topics and partitions, groups by state, total lag),
// message rates from watermark deltas with their history (kept in SQLite across sessions), the
// busiest topics and the most lagging groups with sparklines; a double click opens the topic or
// group.
class DashboardPanel : public QWidget {
    Q_OBJECT
public:
    explicit DashboardPanel(QWidget *parent = nullptr);
    ~DashboardPanel() override;

    // Starts sampling `profile` (every `intervalMs`, default from the settings) into `storePath`
    // (default: the user's history file); stops the previous cluster's sampler.
    void setConnection(const ConnectionProfile &profile, const QString &storePath = {},
                       int intervalMs = 0);
    void clear();
    void sampleNow();
    // Text of a health tile by its name ("health", "brokers", "controller", "underReplicated",
    // "offline", "topics", "partitions", "groups", "lag"); tileProblem is why it is coloured (""
    // when it is not).
    QString tileProblem(const QString &name) const;
    QString tileText(const QString &name) const;
    const history::DashboardData &data() const { return m_data; }
    int samplesShown() const { return m_updates; }
    // What the chart's time axis covers, in words ("last 8 minutes, all the history there is").
    QString chartRangeText() const;
    QCustomPlot *chart() const { return m_chart; }

Q_SIGNALS:
    void openRequested(const QString &target); // "topic:NAME" or "group:NAME"
    // After each sample: the cluster's health (history::ClusterHealth::Level as an int) and the
    // reasons it is not healthy, in words ("" when healthy).
    void healthChanged(int level, const QString &reasons);
    void updated(); // after each sample, also a failed one (the error is then shown)

private:
    void showData(const history::DashboardData &d);
    void showFailure(const Error &e);
    void showHealth(const history::DashboardData &d);
    void drawChart();
    void showController(const ControllerView &c, const std::optional<protocol::QuorumInfo> &quorum,
                        const QString &quorumError);

    history::DashboardData m_data;
    int m_updates = 0;
    QString m_storeMoved; // a damaged history store was moved aside: said until disconnected
    QPointer<history::DashboardSampler> m_sampler;
    QComboBox *m_range = nullptr;
    HealthStrip *m_strip = nullptr;
    QLabel *m_historyNote = nullptr, *m_error = nullptr;
    QCustomPlot *m_chart = nullptr;
    QCPAxisTickerDateTime *m_timeTicker = nullptr; // owned by the x axis
    QCPItemText *m_noData = nullptr;
    QLabel *m_rangeLabel = nullptr;
    QString m_rangeText;
    class DashboardTables *m_tables = nullptr;
};

} // namespace kafscope::ui
