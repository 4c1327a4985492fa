#include "common/admin_dialog.h"

#include "admin/write_guard.h"
#include "cluster/cluster_session.h"
#include "common/palette.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

namespace kafscope::ui {

AdminDialog::AdminDialog(const QString &title, const QString &explanation,
                         const QString &actionLabel, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(title);
    setObjectName(QStringLiteral("adminDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *text = new QLabel(explanation, this);
    text->setWordWrap(true);
    layout->addWidget(text);
    m_form = new QFormLayout;
    layout->addLayout(m_form);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_message);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_button = buttons->addButton(actionLabel, QDialogButtonBox::AcceptRole);
    m_button->setObjectName(QStringLiteral("action"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_button, &QPushButton::clicked, this, &AdminDialog::run);
    layout->addWidget(buttons);
}

void AdminDialog::requireConfirmation(const QString &name)
{
    m_confirmName = name;
    m_confirm = new QLineEdit(this);
    m_confirm->setObjectName(QStringLiteral("confirmation"));
    m_confirm->setPlaceholderText(name);
    m_form->addRow(tr("Type %1 to confirm").arg(name), m_confirm);
    connect(m_confirm, &QLineEdit::textChanged, this, &AdminDialog::revalidate);
    revalidate();
}

void AdminDialog::setCheck(Check check)
{
    m_check = std::move(check);
    revalidate();
}

void AdminDialog::setTopic(const QString &topic)
{
    m_topic = topic;
    if (!WriteGuard::isInternalTopic(topic) || m_internalOverride)
        return;
    auto *warning =
        new QLabel(tr("%1 is an internal Kafka topic. Changing it can break every consumer group, "
                      "transaction or share group of the cluster.")
                       .arg(topic),
                   this);
    warning->setObjectName(QStringLiteral("internalWarning"));
    warning->setWordWrap(true);
    warning->setStyleSheet(QStringLiteral("font-weight:bold;"));
    m_form->insertRow(0, warning);
    m_internalOverride =
        new QCheckBox(tr("I know what this does: override the protection of %1").arg(topic), this);
    m_internalOverride->setObjectName(QStringLiteral("internalOverride"));
    m_form->insertRow(1, QString(), m_internalOverride);
    connect(m_internalOverride, &QCheckBox::toggled, this, &AdminDialog::revalidate);
    revalidate();
}

void AdminDialog::setSessionAction(ClusterSession *session, std::function<SessionJob()> makeJob,
                                   QObject *owner, std::function<void(bool ok)> after)
{
    QPointer<ClusterSession> s(session);
    QPointer<QObject> o(owner);
    setAction([this, s, o, makeJob = std::move(makeJob),
               after = std::move(after)](std::function<void(const Status &)> done) {
        if (!s)
            return done(Error::usage(KS_ERR("Not connected")));
        SessionJob job = makeJob();
        s->call<bool>(
            this,
            [job](KafkaClient &c) -> Result<bool> {
                if (Status st = job(c); !st)
                    return st.error();
                return true;
            },
            [done, o, after](const Result<bool> &r) {
                done(r ? Status(Ok{}) : Status(r.error()));
                if (o && after)
                    after(bool(r));
            });
    });
}

QString AdminDialog::topicConfirmation() const
{
    if (m_internalOverride)
        return m_internalOverride->isChecked() ? WriteGuard::internalOverrideFor(m_topic)
                                               : QString();
    return m_confirm ? m_confirm->text() : WriteGuard::confirmationFor(m_topic);
}

void AdminDialog::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    revalidate();
}

void AdminDialog::revalidate()
{
    QString warning;
    QString problem;
    if (m_readOnly)
        problem = tr("This connection is read-only: nothing can be changed.");
    else if (m_check)
        problem = m_check(&warning);
    const bool confirmed = (!m_confirm || m_confirm->text() == m_confirmName) &&
                           (!m_internalOverride || m_internalOverride->isChecked());
    m_button->setEnabled(problem.isEmpty() && confirmed && !m_running);
    Palette::setTextRole(m_message,
                         problem.isEmpty() ? Palette::Role::Warning : Palette::Role::Error);
    m_message->setText(problem.isEmpty() ? warning : problem);
}

QString AdminDialog::errorText() const
{
    return m_message->text();
}

void AdminDialog::run()
{
    if (!m_action || m_running)
        return;
    m_running = true;
    revalidate();
    Palette::clearTextRole(m_message);
    m_message->setText(tr("Working…"));
    QPointer<AdminDialog> self(this);
    m_action([self](const Status &s) {
        if (!self)
            return;
        self->m_running = false;
        if (s.ok()) {
            Q_EMIT self->succeeded();
            self->accept();
            return;
        }
        self->revalidate();
        Palette::setTextRole(self->m_message, Palette::Role::Error);
        self->m_message->setText(s.error().message());
    });
}

} // namespace kafscope::ui
