#include "security/users_view.h"

#include "admin/cluster_security.h"
#include "cluster/cluster_session.h"
#include "common/notice_banner.h"
#include "common/palette.h"
#include "common/read_only_gate.h"
#include "common/admin_dialog.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kafscope::ui {

namespace {

struct UsersAnswer {
    QList<ScramUser> users;
    QString note; // why SCRAM users would have no effect here; empty when they work
};

} // namespace

UsersView::UsersView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("usersView"));
    auto *layout = new QVBoxLayout(this);
    m_gate = new ReadOnlyGate(this, tr("adding, changing and deleting users is turned off"));
    layout->addWidget(m_gate->banner());
    // Said above the buttons: on a cluster without a SASL listener "Add user" changes nothing.
    m_notice = makeNoticeBanner(this, QStringLiteral("scramNotice"));
    layout->addWidget(m_notice);
    auto *buttons = new QHBoxLayout;
    auto *refresh = new QPushButton(tr("Refresh"), this);
    refresh->setObjectName(QStringLiteral("usersRefresh"));
    m_add = new QPushButton(tr("Add user…"), this);
    m_add->setObjectName(QStringLiteral("userAdd"));
    m_password = new QPushButton(tr("Set password / mechanism…"), this);
    m_password->setObjectName(QStringLiteral("userSetPassword"));
    m_delete = new QPushButton(tr("Delete user…"), this);
    m_delete->setObjectName(QStringLiteral("userDelete"));
    buttons->addWidget(refresh);
    buttons->addWidget(m_add);
    buttons->addWidget(m_password);
    buttons->addWidget(m_delete);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_table = new QTreeWidget(this);
    m_table->setObjectName(QStringLiteral("usersTable"));
    m_table->setHeaderLabels({tr("User"), tr("SCRAM-SHA-256"), tr("SCRAM-SHA-512")});
    m_table->setRootIsDecorated(false);
    m_table->setAlternatingRowColors(true);
    m_table->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_table->header()->setStretchLastSection(false);
    layout->addWidget(m_table, 1);
    m_status = new QLabel(tr("Not loaded yet."), this);
    m_status->setObjectName(QStringLiteral("usersStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    connect(refresh, &QPushButton::clicked, this, &UsersView::refresh);
    connect(m_add, &QPushButton::clicked, this, [this] { openSet(QString()); });
    connect(m_password, &QPushButton::clicked, this, [this] { openSet(selectedUser()); });
    connect(m_delete, &QPushButton::clicked, this, [this] { openDelete(selectedUser()); });
    const auto selection = [this] {
        const bool any = !selectedUser().isEmpty();
        m_password->setEnabled(any);
        m_delete->setEnabled(any);
    };
    connect(m_table, &QTreeWidget::itemSelectionChanged, this, selection);
    selection();
    for (QPushButton *b : {m_add, m_password, m_delete})
        m_gate->guard(b);
}

void UsersView::setSession(ClusterSession *session)
{
    m_session = session;
    m_users.clear();
    m_table->clear();
    m_loaded = false;
    ++m_generation;
    m_gate->setReadOnly(session && session->profile().readOnly);
    m_status->setText(tr("Not loaded yet."));
    showNotice({});
    if (session && isVisible())
        refresh();
}

void UsersView::showNotice(const QString &note)
{
    m_notice->setText(note);
    m_notice->setVisible(!note.isEmpty());
}

QString UsersView::noticeText() const
{
    return m_notice->isVisibleTo(this) ? m_notice->text() : QString();
}

void UsersView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_session && !m_loaded && !property("kafscopeBusy").toBool())
        refresh();
}

void UsersView::refresh()
{
    if (!m_session)
        return;
    const quint64 generation = ++m_generation;
    setProperty("kafscopeBusy", true);
    m_status->setText(tr("Reading the cluster's SCRAM users…"));
    m_session->call<UsersAnswer>(
        this,
        [](KafkaClient &c) -> Result<UsersAnswer> {
            auto users = describeScramUsers(c);
            if (!users)
                return users.error();
            // Whether a SCRAM user could log in at all: read beside the list, on the worker.
            auto security = describeClusterSecurity(c);
            return UsersAnswer{users.value(),
                               security ? scramUnusableNote(security.value()) : QString()};
        },
        [this, generation](const Result<UsersAnswer> &a) {
            if (generation != m_generation)
                return;
            setProperty("kafscopeBusy", false);
            m_loaded = true;
            const Result<QList<ScramUser>> r =
                a ? Result<QList<ScramUser>>(a->users) : Result<QList<ScramUser>>(a.error());
            showNotice(a ? a->note : QString());
            m_users = r ? r.value() : QList<ScramUser>{};
            m_table->clear();
            for (const ScramUser &u : m_users) {
                QString cells[2];
                for (const ScramCredential &c : u.credentials)
                    cells[c.mechanism == QLatin1String("SCRAM-SHA-512") ? 1 : 0] =
                        tr("%1 iterations").arg(c.iterations);
                new QTreeWidgetItem(m_table,
                                    {u.user, cells[0].isEmpty() ? QStringLiteral("–") : cells[0],
                                     cells[1].isEmpty() ? QStringLiteral("–") : cells[1]});
            }
            m_status->setText(r ? tr("%n SCRAM user(s)", nullptr, int(m_users.size()))
                                : r.error().message());
            Q_EMIT loaded();
        });
}

QString UsersView::statusText() const
{
    return m_status->text();
}

QString UsersView::selectedUser() const
{
    const QList<QTreeWidgetItem *> items = m_table->selectedItems();
    return items.isEmpty() ? QString() : items.first()->text(0);
}

void UsersView::openSet(const QString &existing)
{
    if (!m_session)
        return;
    auto *d = new AdminDialog(
        existing.isEmpty() ? tr("Add a SCRAM user") : tr("Set a password for %1").arg(existing),
        tr("Adds the credential, or replaces the password of a mechanism the user already has. "
           "Kafka keeps only a salted hash; the password is not shown or stored by Kafscope."),
        existing.isEmpty() ? tr("Add") : tr("Set"), this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    auto *user = new QLineEdit(existing, d);
    user->setObjectName(QStringLiteral("userName"));
    user->setReadOnly(!existing.isEmpty());
    auto *mechanism = new QComboBox(d);
    mechanism->setObjectName(QStringLiteral("userMechanism"));
    mechanism->addItems(scramMechanisms());
    auto *iterations = new QSpinBox(d);
    iterations->setObjectName(QStringLiteral("userIterations"));
    iterations->setRange(4096, 16384);
    iterations->setValue(8192);
    auto *password = new QLineEdit(d);
    password->setObjectName(QStringLiteral("userPassword"));
    password->setEchoMode(QLineEdit::Password);
    auto *again = new QLineEdit(d);
    again->setObjectName(QStringLiteral("userPasswordAgain"));
    again->setEchoMode(QLineEdit::Password);
    d->form()->addRow(tr("User:"), user);
    d->form()->addRow(tr("Mechanism:"), mechanism);
    d->form()->addRow(tr("Iterations:"), iterations);
    d->form()->addRow(tr("Password:"), password);
    d->form()->addRow(tr("Password again:"), again);
    d->setCheck([=](QString *) {
        if (user->text().trimmed().isEmpty())
            return tr("Name the user");
        if (password->text().isEmpty())
            return tr("Type the password");
        if (password->text() != again->text())
            return tr("The two passwords differ");
        return QString();
    });
    for (QLineEdit *e : {user, password, again})
        connect(e, &QLineEdit::textChanged, d, &AdminDialog::revalidate);
    d->setReadOnly(m_session->profile().readOnly);
    d->setSessionAction(
        m_session,
        [=]() -> AdminDialog::SessionJob {
            const QString name = user->text().trimmed();
            const QString mech = mechanism->currentText();
            const int iters = iterations->value();
            const QByteArray pw = password->text().toUtf8();
            return [=](KafkaClient &c) {
                return upsertScramCredential(c, name, mech, iters, pw,
                                             QStringLiteral("%1 (%2)").arg(name, mech));
            };
        },
        this,
        [this](bool ok) {
            if (ok)
                refresh();
        });
    d->open();
}

void UsersView::openDelete(const QString &user)
{
    if (!m_session || user.isEmpty())
        return;
    QStringList mechanisms;
    for (const ScramUser &u : m_users)
        if (u.user == user)
            for (const ScramCredential &c : u.credentials)
                mechanisms << c.mechanism;
    auto *d = new AdminDialog(
        tr("Delete %1").arg(user),
        tr("Deletes the SCRAM credentials of %1 (%2): the user can no longer log in with SCRAM. "
           "ACLs naming User:%1 stay.")
            .arg(user, mechanisms.join(QStringLiteral(", "))),
        tr("Delete"), this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->requireConfirmation(user);
    d->setReadOnly(m_session->profile().readOnly);
    d->setSessionAction(
        m_session,
        [=]() -> AdminDialog::SessionJob {
            return [=](KafkaClient &c) -> Status {
                for (const QString &m : mechanisms)
                    if (auto s = deleteScramCredential(c, user, m,
                                                       QStringLiteral("%1 (%2)").arg(user, m));
                        !s)
                        return s;
                return Ok{};
            };
        },
        this, [this](bool) { refresh(); });
    d->open();
}

} // namespace kafscope::ui
