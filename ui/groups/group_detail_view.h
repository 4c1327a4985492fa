#pragma once

#include "groups/group_describe.h"
#include "groups/group_offsets.h"
#include "groups/lag_history.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

class QCustomPlot;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableWidget;
class QTimer;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

// One group: members with their assignment and subscription, the partition -> member view with
// committed offset, log end and lag, per-topic and total lag, and a lag chart sampled while shown.
class GroupDetailView : public QWidget {
    Q_OBJECT
public:
    explicit GroupDetailView(QWidget *parent = nullptr);

    void setSession(kafscope::ClusterSession *session);
    void showGroup(const QString &group);
    QString group() const { return m_group; }
    const groups::LagHistory *history() const;
    Status exportCsv(const QString &path) const;

Q_SIGNALS:
    void loaded();

private:
    struct Snapshot {
        groups::GroupDescription description;
        groups::GroupLag lag;
    };
    void sample();
    void show(const Snapshot &s);
    void openReset();

    QPointer<ClusterSession> m_session;
    QString m_group;
    QLabel *m_header = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableWidget *m_members = nullptr;
    QTableWidget *m_partitions = nullptr;
    QLabel *m_totals = nullptr;
    QCustomPlot *m_chart = nullptr;
    QPushButton *m_reset = nullptr;
    class ReadOnlyGate *m_gate = nullptr;
    QPushButton *m_export = nullptr;
    QTimer *m_timer = nullptr;
    QHash<QString, groups::LagHistory> m_histories; // per group, for the session
    qint64 m_startMs = 0;
    bool m_loading = false;
    quint64 m_generation = 0;
};

} // namespace kafscope::ui
