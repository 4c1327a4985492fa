#pragma once

#include "common/worker.h"
#include "groups/group_list.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QSet>
#include <QWidget>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class QTimer;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

class GroupDetailView;
class GroupTableModel;

// Consumer groups: the list (filter, timer refresh, lag computed in batches, visible rows first)
// beside the selected group's detail.
class GroupsView : public QWidget {
    Q_OBJECT
public:
    explicit GroupsView(QWidget *parent = nullptr);

    void setSession(kafscope::ClusterSession *session);
    void refresh();
    // The session answered its first metadata request: list the groups now if the view is shown,
    // else when it is (a hidden view asks the cluster nothing).
    void firstMetadata();
    // Selects `group` (after the next listing if it is not listed yet).
    void showGroup(const QString &group);
    GroupTableModel *model() const { return m_model; }
    GroupDetailView *detail() const { return m_detail; }

Q_SIGNALS:
    void listed(int groups);
    void lagBatchDone(int remaining);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void onListed(const QList<groups::GroupListing> &groups);
    groups::GroupType typeAt(int row) const; // the model's row, as listed
    void startNextBatch();
    QStringList pendingInViewOrder() const;
    void setBusy(bool busy);
    void updateBusy();

    QPointer<ClusterSession> m_session;
    GroupTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    QLineEdit *m_filter = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_authNote = nullptr;
    GroupDetailView *m_detail = nullptr;
    QTimer *m_timer = nullptr;
    QSet<QString> m_pending; // groups whose lag is still to compute this round
    bool m_batchRunning = false;
    bool m_listing = false;
    kafscope::Worker m_replay{this, QStringLiteral("kafscope-groups-replay")};
    bool m_listBusy = false;
    bool m_awaitingMetadata = false;
    QElapsedTimer m_lastRefresh; // invalid until the first listing of this session
    quint64 m_generation = 0;
    QString m_wanted;
};

} // namespace kafscope::ui
