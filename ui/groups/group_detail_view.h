#pragma once

#include "groups/group_describe.h"
#include "groups/group_offsets.h"
#include "groups/lag_history.h"
#include "groups/streams_group.h"
#include "history/history_store.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <optional>

class QCustomPlot;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTabWidget;
class QTableWidget;
class QTimer;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

// One group: the partition -> member view with committed offset, log end and lag (full width,
// first), members with their assignment and subscription in a tab beside it, per-topic and total
// lag, and a lag chart over time: what the overview stored of the group's lag over the last hour,
// then the samples this view takes while shown (unknown lag is a gap, never 0).
class GroupDetailView : public QWidget {
    Q_OBJECT
public:
    explicit GroupDetailView(QWidget *parent = nullptr);

    void setSession(kafscope::ClusterSession *session);
    // `type` from the group listing: a streams group (KIP-1071) is described by its own request
    // and its page shows its tasks, its topology and why it is not Stable.
    void showGroup(const QString &group, groups::GroupType type = groups::GroupType::Unknown);
    QString group() const { return m_group; }
    const groups::LagHistory *history() const;
    Status exportCsv(const QString &path) const;
    // The history store the overview writes (default: HistoryStore::defaultPath()).
    void setHistoryPath(const QString &path);

Q_SIGNALS:
    void loaded();

private:
    struct Snapshot {
        groups::GroupDescription description;
        std::optional<groups::StreamsGroupDescription> streams; // a streams group
        groups::GroupLag lag;
        history::Series stored; // the stored lag of the group (when read)
        bool storedRead = false;
    };
    void sample();
    void showChartMessage(const QString &text);
    void addChartPoint(qint64 timeMs, std::optional<qint64> lag);
    void fitChart();
    void show(const Snapshot &s);
    void showTabsFor(bool streams);
    void openReset();

    QPointer<ClusterSession> m_session;
    QString m_group;
    groups::GroupType m_type = groups::GroupType::Unknown;
    bool m_resetShare = false; // the group shown is a share group: its start offsets are reset
    class StreamsGroupPanel *m_streams = nullptr;
    QLabel *m_header = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableWidget *m_members = nullptr;
    QTableWidget *m_partitions = nullptr;
    QLabel *m_totals = nullptr;
    QCustomPlot *m_chart = nullptr;
    QLabel *m_chartTitle = nullptr;
    QLabel *m_chartMessage = nullptr;
    QStackedWidget *m_chartStack = nullptr;
    QString m_historyPath;
    bool m_storedLoaded = false;
    QPushButton *m_reset = nullptr;
    class ReadOnlyGate *m_gate = nullptr;
    QPushButton *m_export = nullptr;
    QTimer *m_timer = nullptr;
    QHash<QString, groups::LagHistory> m_histories; // per group, for the session
    bool m_loading = false;
    quint64 m_generation = 0;
};

} // namespace kafscope::ui
