#pragma once

#include "cluster/cluster_session.h"
#include "rebalance/lab_worker.h"
#include "rebalance/live_timeline.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace kafscope::ui {

class LabPanel;
class RebalanceListModel;
class TimelineChart;

// The "Rebalances" view: a group's live timeline (from __consumer_offsets, its polled state and the
// lab's callbacks) on a chart, the list of its rebalances beside it, and the rebalance lab below.
// Sets the dynamic property kafscopeBusy while the group's past is being read.
class RebalanceView : public QWidget {
    Q_OBJECT
public:
    explicit RebalanceView(QWidget *parent = nullptr);
    ~RebalanceView() override;

    // Watches `group` (now, or once a session is there).
    void watch(const QString &group);
    QString group() const { return m_group; }

    TimelineChart *chart() const { return m_chart; }
    RebalanceListModel *rebalanceModel() const { return m_model; }
    QTableView *rebalanceList() const { return m_list; }
    LabPanel *labPanel() const { return m_lab; }
    QString statusText() const;
    qint64 snapshots() const { return m_snapshots; }

    bool exportPng(const QString &path);
    bool exportCsv(const QString &path, QString *error = nullptr);

public Q_SLOTS:
    void setSession(kafscope::ClusterSession *session);

Q_SIGNALS:
    void timelineUpdated(); // a new snapshot is shown

private:
    void restart();
    void showSnapshot(const std::shared_ptr<const rebalance::LiveSnapshot> &s);
    void showLabResult(const rebalance::LabCommandResult &r);
    void startLab();
    void setStatus(const QString &text, bool error = false);
    void chooseExport(bool png);

    ConnectionProfile m_profile;
    bool m_haveSession = false;
    QString m_group;
    std::unique_ptr<rebalance::LiveTimeline> m_live;
    std::unique_ptr<rebalance::LabWorker> m_labWorker;
    quint64 m_liveToken = 0;
    qint64 m_snapshots = 0;
    QLineEdit *m_groupEdit = nullptr;
    QCheckBox *m_follow = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_detail = nullptr;
    TimelineChart *m_chart = nullptr;
    RebalanceListModel *m_model = nullptr;
    QTableView *m_list = nullptr;
    LabPanel *m_lab = nullptr;
};

} // namespace kafscope::ui
