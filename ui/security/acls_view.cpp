#include "security/acls_view.h"

#include "cluster/cluster_session.h"
#include "common/notice_banner.h"
#include "common/palette.h"
#include "common/read_only_gate.h"
#include "common/admin_dialog.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <map>

namespace kafscope::ui {

namespace {

QComboBox *choice(QWidget *parent, const QString &name, const QStringList &items,
                  const QString &any)
{
    auto *c = new QComboBox(parent);
    c->setObjectName(name);
    if (!any.isEmpty())
        c->addItem(any, QString());
    for (const QString &i : items)
        c->addItem(i, i);
    return c;
}

QString describe(const AclBinding &b)
{
    return QStringLiteral("%1 %2 %3 on %4 %5%6%7")
        .arg(b.principal, b.permission, b.operation, b.resourceType, b.resourceName,
             b.patternType == QLatin1String("prefixed") ? QStringLiteral(" (prefix)") : QString(),
             b.host == QLatin1String("*") ? QString() : QStringLiteral(" from ") + b.host);
}

} // namespace

AclsView::AclsView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("aclsView"));
    auto *layout = new QVBoxLayout(this);
    m_gate = new ReadOnlyGate(this, tr("creating and deleting ACLs is turned off"));
    layout->addWidget(m_gate->banner());
    // "No authorizer" said above everything: an empty list would read "nobody may do anything".
    m_notice = makeNoticeBanner(this, QStringLiteral("aclNotice"));
    layout->addWidget(m_notice);

    auto *filters = new QHBoxLayout;
    m_principal = new QLineEdit(this);
    m_principal->setObjectName(QStringLiteral("aclPrincipalFilter"));
    m_principal->setPlaceholderText(tr("principal, e.g. User:alice"));
    m_type =
        choice(this, QStringLiteral("aclTypeFilter"), aclResourceTypes(), tr("any resource type"));
    m_resource = new QLineEdit(this);
    m_resource->setObjectName(QStringLiteral("aclResourceFilter"));
    m_resource->setPlaceholderText(tr("resource name contains"));
    m_operation =
        choice(this, QStringLiteral("aclOperationFilter"), aclOperations(), tr("any operation"));
    m_permission = choice(this, QStringLiteral("aclPermissionFilter"),
                          {QStringLiteral("allow"), QStringLiteral("deny")}, tr("allow and deny"));
    m_pattern = choice(this, QStringLiteral("aclPatternFilter"),
                       {QStringLiteral("literal"), QStringLiteral("prefixed")}, tr("any pattern"));
    m_host = new QLineEdit(this);
    m_host->setObjectName(QStringLiteral("aclHostFilter"));
    m_host->setPlaceholderText(tr("host"));
    m_groupBy = new QComboBox(this);
    m_groupBy->setObjectName(QStringLiteral("aclGroupBy"));
    m_groupBy->addItem(tr("Group by principal"), QStringLiteral("principal"));
    m_groupBy->addItem(tr("Group by resource"), QStringLiteral("resource"));
    auto *refresh = new QPushButton(tr("Refresh"), this);
    refresh->setObjectName(QStringLiteral("aclRefresh"));
    m_create = new QPushButton(tr("Create ACL…"), this);
    m_create->setObjectName(QStringLiteral("aclCreate"));
    m_delete = new QPushButton(tr("Delete shown…"), this);
    m_delete->setObjectName(QStringLiteral("aclDelete"));
    m_delete->setToolTip(
        tr("Deletes the ACLs the filters show, after a preview and a typed confirmation"));
    filters->addWidget(m_principal, 2);
    filters->addWidget(m_type);
    filters->addWidget(m_resource, 2);
    filters->addWidget(m_pattern);
    filters->addWidget(m_operation);
    filters->addWidget(m_permission);
    filters->addWidget(m_host, 1);
    layout->addLayout(filters);
    // A second row for the grouping and the actions, so that no filter is squeezed.
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_groupBy);
    actions->addStretch(1);
    actions->addWidget(refresh);
    actions->addWidget(m_create);
    actions->addWidget(m_delete);
    layout->addLayout(actions);

    auto *split = new QSplitter(Qt::Horizontal, this);
    m_tree = new QTreeWidget(split);
    m_tree->setObjectName(QStringLiteral("aclTree"));
    m_tree->setHeaderLabels(
        {tr("Principal / resource"), tr("Permission"), tr("Operation"), tr("Pattern"), tr("Host")});
    m_tree->setRootIsDecorated(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < 5; ++c)
        m_tree->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    split->addWidget(m_tree);

    auto *ask = new QGroupBox(tr("What may this principal do?"), split);
    auto *askLayout = new QVBoxLayout(ask);
    auto *askForm = new QFormLayout;
    m_askPrincipal = new QLineEdit(ask);
    m_askPrincipal->setObjectName(QStringLiteral("askPrincipal"));
    m_askPrincipal->setPlaceholderText(QStringLiteral("User:alice"));
    m_askType = choice(ask, QStringLiteral("askType"), aclResourceTypes(), {});
    m_askResource = new QLineEdit(ask);
    m_askResource->setObjectName(QStringLiteral("askResource"));
    m_askResource->setPlaceholderText(tr("topic, group or transactional id"));
    askForm->addRow(tr("Principal:"), m_askPrincipal);
    askForm->addRow(tr("Resource type:"), m_askType);
    askForm->addRow(tr("Resource:"), m_askResource);
    askLayout->addLayout(askForm);
    m_answer = new QTreeWidget(ask);
    m_answer->setObjectName(QStringLiteral("accessAnswer"));
    m_answer->setHeaderLabels({tr("Operation"), tr("Decision"), tr("Because of")});
    m_answer->setRootIsDecorated(false);
    m_answer->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    askLayout->addWidget(m_answer, 1);
    auto *note = new QLabel(
        tr("Decided from the ACLs listed here, as Kafka's StandardAuthorizer does. Super users "
           "(super.users) may do everything and are not in the ACLs."),
        ask);
    note->setWordWrap(true);
    askLayout->addWidget(note);
    split->addWidget(ask);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);

    m_status = new QLabel(tr("Not loaded yet."), this);
    m_status->setObjectName(QStringLiteral("aclStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    for (QLineEdit *e : {m_principal, m_resource, m_host})
        connect(e, &QLineEdit::textChanged, this, &AclsView::rebuild);
    for (QComboBox *c : {m_type, m_pattern, m_operation, m_permission, m_groupBy})
        connect(c, &QComboBox::currentIndexChanged, this, &AclsView::rebuild);
    for (QLineEdit *e : {m_askPrincipal, m_askResource})
        connect(e, &QLineEdit::textChanged, this, &AclsView::answerAccess);
    connect(m_askType, &QComboBox::currentIndexChanged, this, &AclsView::answerAccess);
    connect(refresh, &QPushButton::clicked, this, &AclsView::refresh);
    connect(m_create, &QPushButton::clicked, this, &AclsView::openCreate);
    connect(m_delete, &QPushButton::clicked, this, &AclsView::openDelete);
    m_gate->guard(m_create);
    m_gate->guard(m_delete);
}

void AclsView::setSession(ClusterSession *session)
{
    m_session = session;
    m_acls.clear();
    m_loaded = false;
    m_noAuthorizer = false;
    m_error.clear();
    ++m_generation;
    m_gate->setReadOnly(session && session->profile().readOnly);
    rebuild();
    if (session && isVisible())
        refresh();
}

void AclsView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_session && !m_loaded && !property("kafscopeBusy").toBool())
        refresh(); // read only once the view is first shown
}

void AclsView::refresh()
{
    if (!m_session)
        return;
    const quint64 generation = ++m_generation;
    setProperty("kafscopeBusy", true);
    m_status->setText(tr("Reading the cluster's ACLs…"));
    m_session->call<QList<AclBinding>>(
        this, [](KafkaClient &c) { return describeAcls(c, AclFilter{}); },
        [this, generation](const Result<QList<AclBinding>> &r) {
            if (generation != m_generation)
                return; // a newer refresh or another session
            setProperty("kafscopeBusy", false);
            m_loaded = true;
            m_noAuthorizer = !r && isNoAuthorizer(r.error());
            m_error = r ? QString() : r.error().message();
            m_acls = r ? r.value() : QList<AclBinding>{};
            rebuild();
            answerAccess();
            Q_EMIT loaded();
        });
}

QList<AclBinding> AclsView::shown() const
{
    QList<AclBinding> out;
    const QString principal = m_principal->text().trimmed();
    const QString resource = m_resource->text().trimmed();
    const QString host = m_host->text().trimmed();
    for (const AclBinding &b : m_acls) {
        if (!principal.isEmpty() && !b.principal.contains(principal, Qt::CaseInsensitive))
            continue;
        if (!m_type->currentData().toString().isEmpty() &&
            b.resourceType != m_type->currentData().toString())
            continue;
        if (!resource.isEmpty() && !b.resourceName.contains(resource, Qt::CaseInsensitive))
            continue;
        if (!m_operation->currentData().toString().isEmpty() &&
            b.operation != m_operation->currentData().toString())
            continue;
        if (!m_permission->currentData().toString().isEmpty() &&
            b.permission != m_permission->currentData().toString())
            continue;
        if (!m_pattern->currentData().toString().isEmpty() &&
            b.patternType != m_pattern->currentData().toString())
            continue;
        if (!host.isEmpty() && b.host != host)
            continue;
        out << b;
    }
    return out;
}

void AclsView::rebuild()
{
    const QList<AclBinding> rows = shown();
    const bool byPrincipal = m_groupBy->currentData().toString() == QLatin1String("principal");
    std::map<QString, QList<AclBinding>> groups;
    for (const AclBinding &b : rows)
        groups[byPrincipal ? b.principal
                           : QStringLiteral("%1 %2%3").arg(
                                 b.resourceType, b.resourceName,
                                 b.patternType == QLatin1String("prefixed") ? QStringLiteral("*")
                                                                            : QString())]
            << b;
    m_tree->clear();
    for (const auto &[key, bindings] : groups) {
        auto *top =
            new QTreeWidgetItem(m_tree, {QStringLiteral("%1  (%2)").arg(key).arg(bindings.size())});
        QFont bold = top->font(0);
        bold.setBold(true);
        top->setFont(0, bold);
        for (const AclBinding &b : bindings) {
            const QString what = byPrincipal
                                     ? QStringLiteral("%1 %2").arg(b.resourceType, b.resourceName)
                                     : b.principal;
            auto *child =
                new QTreeWidgetItem(top, {what, b.permission, b.operation, b.patternType, b.host});
            if (b.permission == QLatin1String("deny"))
                child->setForeground(1, Palette::color(Palette::Role::Error));
        }
        top->setExpanded(true);
    }
    m_notice->setText(m_noAuthorizer ? m_error : QString());
    m_notice->setVisible(m_noAuthorizer);
    m_status->setText(m_noAuthorizer       ? tr("No ACLs: this cluster does not keep any.")
                      : !m_error.isEmpty() ? m_error
                      : !m_loaded
                          ? tr("Not loaded yet.")
                          : tr("%n ACL(s) in the cluster, %1 shown", nullptr, int(m_acls.size()))
                                .arg(rows.size()));
    m_delete->setEnabled(!rows.isEmpty());
}

QString AclsView::statusText() const
{
    return m_status->text();
}

QString AclsView::noticeText() const
{
    return m_notice->isVisibleTo(this) ? m_notice->text() : QString();
}

void AclsView::answerAccess()
{
    m_answer->clear();
    const QString principal = m_askPrincipal->text().trimmed();
    const QString resource = m_askResource->text().trimmed();
    if (principal.isEmpty() || resource.isEmpty())
        return;
    for (const AclDecision &d :
         effectiveAccess(m_acls, principal, m_askType->currentData().toString(), resource)) {
        QStringList why;
        for (const AclBinding &b : d.because)
            why << describe(b);
        // Without an authorizer nothing is checked: every operation is allowed.
        const bool allowed = d.allowed || m_noAuthorizer;
        auto *item =
            new QTreeWidgetItem(m_answer, {d.operation, allowed ? tr("allowed") : tr("denied"),
                                           m_noAuthorizer  ? tr("no authorizer: nothing is checked")
                                           : why.isEmpty() ? tr("no ACL grants it")
                                                           : why.join(QStringLiteral("; "))});
        item->setForeground(1, Palette::color(allowed ? Palette::Role::Ok : Palette::Role::Error));
    }
}

QStringList AclsView::accessAnswer() const
{
    QStringList out;
    for (int i = 0; i < m_answer->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *it = m_answer->topLevelItem(i);
        out << QStringLiteral("%1: %2 (%3)").arg(it->text(0), it->text(1), it->text(2));
    }
    return out;
}

void AclsView::openCreate()
{
    if (!m_session)
        return;
    auto *d = new AdminDialog(
        tr("Create an ACL"),
        tr("Grants (or denies) one operation on one resource to one principal. The command below "
           "does the same with Kafka's own tool."),
        tr("Create"), this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    auto *principal = new QLineEdit(d);
    principal->setObjectName(QStringLiteral("createPrincipal"));
    principal->setPlaceholderText(QStringLiteral("User:alice"));
    principal->setText(m_principal->text());
    auto *type = choice(d, QStringLiteral("createType"), aclResourceTypes(), {});
    auto *resource = new QLineEdit(d);
    resource->setObjectName(QStringLiteral("createResource"));
    auto *pattern = choice(d, QStringLiteral("createPattern"),
                           {QStringLiteral("literal"), QStringLiteral("prefixed")}, {});
    QStringList ops = aclOperations();
    auto *operation = choice(d, QStringLiteral("createOperation"), ops, {});
    auto *permission = choice(d, QStringLiteral("createPermission"),
                              {QStringLiteral("allow"), QStringLiteral("deny")}, {});
    auto *host = new QLineEdit(QStringLiteral("*"), d);
    host->setObjectName(QStringLiteral("createHost"));
    auto *command = new QPlainTextEdit(d);
    command->setObjectName(QStringLiteral("kafkaAclsCommand"));
    command->setReadOnly(true);
    command->setMaximumHeight(70);
    d->form()->addRow(tr("Principal:"), principal);
    d->form()->addRow(tr("Resource type:"), type);
    d->form()->addRow(tr("Resource:"), resource);
    d->form()->addRow(tr("Pattern:"), pattern);
    d->form()->addRow(tr("Operation:"), operation);
    d->form()->addRow(tr("Permission:"), permission);
    d->form()->addRow(tr("Host:"), host);
    d->form()->addRow(tr("kafka-acls:"), command);
    const auto binding = [=] {
        AclBinding b;
        b.principal = principal->text().trimmed();
        b.resourceType = type->currentData().toString();
        b.resourceName = b.resourceType == QLatin1String("cluster")
                             ? QStringLiteral("kafka-cluster")
                             : resource->text().trimmed();
        b.patternType = pattern->currentData().toString();
        b.operation = operation->currentData().toString();
        b.permission = permission->currentData().toString();
        b.host = host->text().trimmed();
        return b;
    };
    const QString bootstrap = m_session->profile().bootstrap;
    d->setCheck([=](QString *) {
        const AclBinding b = binding();
        const Status s = checkAclBinding(b);
        command->setPlainText(s.ok() ? b.kafkaAclsCommand(bootstrap) : QString());
        return s.ok() ? QString() : s.error().message();
    });
    for (QLineEdit *e : {principal, resource, host})
        connect(e, &QLineEdit::textChanged, d, &AdminDialog::revalidate);
    for (QComboBox *c : {type, pattern, operation, permission})
        connect(c, &QComboBox::currentIndexChanged, d, &AdminDialog::revalidate);
    d->setReadOnly(m_session->profile().readOnly);
    d->setSessionAction(
        m_session,
        [=]() -> AdminDialog::SessionJob {
            const AclBinding b = binding();
            return [b](KafkaClient &c) { return createAcls(c, {b}, b.text()); };
        },
        this,
        [this](bool ok) {
            if (ok)
                refresh();
        });
    d->revalidate();
    d->open();
}

void AclsView::openDelete()
{
    if (!m_session)
        return;
    const QList<AclBinding> rows = shown();
    if (rows.isEmpty())
        return;
    auto *d = new AdminDialog(
        tr("Delete ACLs"),
        tr("These %n ACL(s) will be deleted, exactly as listed:", nullptr, int(rows.size())),
        tr("Delete"), this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    auto *preview = new QPlainTextEdit(d);
    preview->setObjectName(QStringLiteral("deletePreview"));
    preview->setReadOnly(true);
    QStringList lines;
    for (const AclBinding &b : rows)
        lines << describe(b);
    preview->setPlainText(lines.join(QLatin1Char('\n')));
    d->form()->addRow(preview);
    const QString confirm = QStringLiteral("delete %1").arg(rows.size());
    d->requireConfirmation(confirm);
    d->setReadOnly(m_session->profile().readOnly);
    // One exact filter per binding: deletes what was previewed and nothing else.
    d->setSessionAction(
        m_session,
        [rows]() -> AdminDialog::SessionJob {
            return [rows](KafkaClient &c) -> Status {
                for (const AclBinding &b : rows) {
                    AclFilter f{b.resourceType, b.resourceName, b.patternType, b.principal,
                                b.host,         b.operation,    b.permission};
                    if (auto r = deleteAcls(c, f, f.text()); !r)
                        return r.error();
                }
                return Ok{};
            };
        },
        this, [this](bool) { refresh(); });
    d->open();
}

} // namespace kafscope::ui
