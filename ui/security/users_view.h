#pragma once

#include "admin/scram_admin.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

class ReadOnlyGate;

// The cluster's SCRAM users with their mechanisms and iteration counts; add a user or a mechanism,
// change a password (typed masked, twice), delete a user's credentials with a typed confirmation.
class UsersView : public QWidget {
    Q_OBJECT
public:
    explicit UsersView(QWidget *parent = nullptr);
    void setSession(kafscope::ClusterSession *session);
    void refresh();
    const QList<ScramUser> &users() const { return m_users; }
    QString statusText() const;
    // Why SCRAM users would have no effect on this cluster (no SASL listener), as shown above the
    // table; empty when none is shown.
    QString noticeText() const;

Q_SIGNALS:
    void loaded();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void openSet(const QString &user);
    void openDelete(const QString &user);
    QString selectedUser() const;
    void showNotice(const QString &note);

    QPointer<ClusterSession> m_session;
    QList<ScramUser> m_users;
    QTreeWidget *m_table = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_notice = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_password = nullptr;
    QPushButton *m_delete = nullptr;
    ReadOnlyGate *m_gate = nullptr;
    quint64 m_generation = 0;
    bool m_loaded = false;
};

} // namespace kafscope::ui
