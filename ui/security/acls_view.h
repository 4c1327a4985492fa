#pragma once

#include "admin/acl_admin.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

class ReadOnlyGate;

// Every ACL of the cluster, filtered (principal, resource type and name, operation, permission,
// host), grouped by principal or by resource; "what may this principal do on this resource"
// answered from the listed bindings; create (showing the equivalent kafka-acls command) and delete
// with a preview of exactly the matching bindings and a typed confirmation.
class AclsView : public QWidget {
    Q_OBJECT
public:
    explicit AclsView(QWidget *parent = nullptr);
    void setSession(kafscope::ClusterSession *session);
    void refresh();

    const QList<AclBinding> &acls() const { return m_acls; }
    QList<AclBinding> shown() const; // the bindings the filters let through
    QString statusText() const;
    // "This cluster has no authorizer: ACLs are not enforced ..." as shown above the filters;
    // empty when not shown.
    QString noticeText() const;
    bool noAuthorizer() const { return m_noAuthorizer; }
    // The decision table for the access question, as shown ("read: allowed (User:alice allow
    // ...)").
    QStringList accessAnswer() const;

Q_SIGNALS:
    void loaded();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void rebuild();
    void answerAccess();
    void openCreate();
    void openDelete();

    QPointer<ClusterSession> m_session;
    QList<AclBinding> m_acls;
    QLineEdit *m_principal = nullptr;
    QComboBox *m_type = nullptr;
    QLineEdit *m_resource = nullptr;
    QComboBox *m_operation = nullptr;
    QComboBox *m_permission = nullptr;
    QComboBox *m_pattern = nullptr;
    QLineEdit *m_host = nullptr;
    QComboBox *m_groupBy = nullptr;
    QTreeWidget *m_tree = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_notice = nullptr;
    bool m_noAuthorizer = false;
    QLineEdit *m_askPrincipal = nullptr;
    QComboBox *m_askType = nullptr;
    QLineEdit *m_askResource = nullptr;
    QTreeWidget *m_answer = nullptr;
    QPushButton *m_create = nullptr;
    QPushButton *m_delete = nullptr;
    ReadOnlyGate *m_gate = nullptr;
    quint64 m_generation = 0;
    bool m_loaded = false;
    QString m_error; // why the last refresh failed
};

} // namespace kafscope::ui
