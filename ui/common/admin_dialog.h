#pragma once

#include "common/result.h"
#include "common/worker.h"

#include <QDialog>

#include <functional>

class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QCheckBox;
class QLineEdit;
class QPushButton;

namespace kafscope {
class ClusterSession;
class KafkaClient;
} // namespace kafscope

namespace kafscope::ui {

// A small form for one admin action (create, delete, change config, ...). The action runs
// asynchronously; the dialog stays open until it succeeds and shows the cluster's refusal in plain
// words otherwise. Destructive actions ask for the target's name typed back.
class AdminDialog : public QDialog {
    Q_OBJECT
public:
    // Called with a completion callback the action must call exactly once (on the GUI thread).
    using Action = std::function<void(std::function<void(const Status &)> done)>;
    // Returns why the form cannot be sent yet ("" when it can), and an optional warning.
    using Check = std::function<QString(QString *warning)>;

    AdminDialog(const QString &title, const QString &explanation, const QString &actionLabel,
                QWidget *parent);

    QFormLayout *form() const { return m_form; }
    // Adds the typed confirmation: the action is enabled only once `name` is typed exactly.
    void requireConfirmation(const QString &name);
    void setCheck(Check check);
    void setAction(Action action) { m_action = std::move(action); }
    // The usual action: `makeJob()`, called on the GUI thread when the action starts (it reads the
    // form), gives the change to run on the session's worker with its client; its Status ends the
    // action, then `after(ok)` runs on the GUI thread (a view's refresh) unless `owner` is gone.
    // "Not connected" once the session is.
    using SessionJob = std::function<Status(KafkaClient &)>;
    void setSessionAction(ClusterSession *session, std::function<SessionJob()> makeJob,
                          QObject *owner = nullptr, std::function<void(bool ok)> after = {});
    // Shown when the connection is read-only: the action button stays off, with the reason.
    void setReadOnly(bool readOnly);
    // The topic the dialog changes: an internal one ("__…") gets a warning and an override box that
    // must be ticked before the action is enabled.
    void setTopic(const QString &topic);
    // The confirmation to hand to core: the typed name (or, without a typed confirmation, the
    // topic's), or the internal-topic override when the box is ticked.
    QString topicConfirmation() const;
    // Re-evaluates the check; call it whenever a form field changes.
    void revalidate();

    QString errorText() const;
    QPushButton *actionButton() const { return m_button; }
    // Where the action runs ("kafscope-admin"): a closed dialog cancels it and hears nothing.
    Worker &worker() { return m_worker; }

Q_SIGNALS:
    void succeeded();

private:
    void run();

    QFormLayout *m_form = nullptr;
    QLabel *m_message = nullptr;
    QLineEdit *m_confirm = nullptr;
    QCheckBox *m_internalOverride = nullptr;
    QString m_topic;
    QPushButton *m_button = nullptr;
    QString m_confirmName;
    Check m_check;
    Action m_action;
    bool m_readOnly = false;
    bool m_running = false;
    Worker m_worker{this, QStringLiteral("kafscope-admin")};
};

} // namespace kafscope::ui
