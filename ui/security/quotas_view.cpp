#include "security/quotas_view.h"

#include "cluster/cluster_session.h"
#include "common/admin_dialog.h"
#include "common/read_only_gate.h"
#include "topics/config_units.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kafscope::ui {

namespace {

// After a write, how often and how many times the quotas are read again until the change shows.
constexpr int kSettleRetryMs = 500;
constexpr int kSettleAttempts = 12;

using protocol::ClientQuota;
using protocol::QuotaEntity;
using protocol::QuotaEntityPart;

// One part of an entity in the set dialog: a name, or the default for every such entity.
struct PartFields {
    QLineEdit *name = nullptr;
    QCheckBox *isDefault = nullptr;
    QString type;
    bool used() const { return isDefault->isChecked() || !name->text().trimmed().isEmpty(); }
    QuotaEntityPart part() const
    {
        return {type, isDefault->isChecked() ? std::nullopt
                                             : std::optional<QString>(name->text().trimmed())};
    }
};

PartFields partRow(AdminDialog *d, const QString &label, const QString &type, const QString &name,
                   const std::optional<QuotaEntityPart> &initial)
{
    PartFields f;
    f.type = type;
    f.name = new QLineEdit(d);
    f.name->setObjectName(name);
    f.isDefault = new QCheckBox(QObject::tr("the default"), d);
    f.isDefault->setObjectName(name + QStringLiteral("Default"));
    f.isDefault->setToolTip(QObject::tr("The quota of every %1 without one of its own").arg(type));
    if (initial) {
        f.isDefault->setChecked(!initial->name);
        f.name->setText(initial->name.value_or(QString()));
    }
    QObject::connect(f.isDefault, &QCheckBox::toggled, f.name, &QLineEdit::setDisabled);
    f.name->setDisabled(f.isDefault->isChecked());
    auto *row = new QHBoxLayout;
    row->addWidget(f.name, 1);
    row->addWidget(f.isDefault);
    d->form()->addRow(label, row);
    QObject::connect(f.name, &QLineEdit::textChanged, d, &AdminDialog::revalidate);
    QObject::connect(f.isDefault, &QCheckBox::toggled, d, &AdminDialog::revalidate);
    return f;
}

std::optional<QuotaEntityPart> partOf(const QuotaEntity &entity, const QString &type)
{
    for (const QuotaEntityPart &p : entity)
        if (p.type == type)
            return p;
    return std::nullopt;
}

} // namespace

QString QuotasView::keyTitle(const QString &key)
{
    if (key == QLatin1String("producer_byte_rate"))
        return tr("Produce rate");
    if (key == QLatin1String("consumer_byte_rate"))
        return tr("Fetch rate");
    if (key == QLatin1String("request_percentage"))
        return tr("Request time");
    if (key == QLatin1String("controller_mutation_rate"))
        return tr("Mutations");
    if (key == QLatin1String("connection_creation_rate"))
        return tr("New connections");
    return key;
}

QString QuotasView::valueText(const QString &key, double value)
{
    if (key.endsWith(QLatin1String("_byte_rate")))
        return tr("%1/s").arg(humanBytes(qint64(value)));
    if (key == QLatin1String("request_percentage"))
        return tr("%1% of a thread").arg(QLocale().toString(value, 'g', 6));
    return tr("%1/s").arg(QLocale().toString(value, 'g', 6));
}

QuotasView::QuotasView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("quotasView"));
    auto *layout = new QVBoxLayout(this);
    m_gate = new ReadOnlyGate(this, tr("setting and removing quotas is turned off"));
    layout->addWidget(m_gate->banner());
    auto *buttons = new QHBoxLayout;
    auto *refresh = new QPushButton(tr("Refresh"), this);
    refresh->setObjectName(QStringLiteral("quotasRefresh"));
    m_set = new QPushButton(tr("Set quota…"), this);
    m_set->setObjectName(QStringLiteral("quotaSet"));
    m_set->setToolTip(
        tr("Set one quota of a user, client id or IP (the selected one, or another)"));
    m_remove = new QPushButton(tr("Remove quota…"), this);
    m_remove->setObjectName(QStringLiteral("quotaRemove"));
    buttons->addWidget(refresh);
    buttons->addWidget(m_set);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_table = new QTreeWidget(this);
    m_table->setObjectName(QStringLiteral("quotasTable"));
    QStringList headers{tr("Entity")};
    for (const QString &key : protocol::quotaKeys())
        headers << keyTitle(key);
    m_table->setHeaderLabels(headers);
    for (int c = 1; c < headers.size(); ++c)
        m_table->headerItem()->setToolTip(c, protocol::quotaKeys().value(c - 1));
    m_table->setRootIsDecorated(false);
    m_table->setAlternatingRowColors(true);
    m_table->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < headers.size(); ++c)
        m_table->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_table->header()->setStretchLastSection(false);
    layout->addWidget(m_table, 1);
    m_status = new QLabel(tr("Not loaded yet."), this);
    m_status->setObjectName(QStringLiteral("quotasStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);
    connect(refresh, &QPushButton::clicked, this, &QuotasView::refresh);
    connect(m_set, &QPushButton::clicked, this, &QuotasView::openSet);
    connect(m_remove, &QPushButton::clicked, this, &QuotasView::openRemove);
    const auto selection = [this] { m_remove->setEnabled(selectedRow() >= 0); };
    connect(m_table, &QTreeWidget::itemSelectionChanged, this, selection);
    selection();
    for (QPushButton *b : {m_set, m_remove})
        m_gate->guard(b);
}

void QuotasView::setSession(ClusterSession *session)
{
    m_session = session;
    m_quotas.clear();
    m_table->clear();
    m_loaded = false;
    ++m_generation;
    m_gate->setReadOnly(session && session->profile().readOnly);
    m_status->setText(tr("Not loaded yet."));
    if (session && isVisible())
        refresh();
}

void QuotasView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_session && !m_loaded && !property("kafscopeBusy").toBool())
        refresh();
}

QString QuotasView::statusText() const
{
    return m_status->text();
}

int QuotasView::selectedRow() const
{
    const QList<QTreeWidgetItem *> items = m_table->selectedItems();
    return items.isEmpty() ? -1 : m_table->indexOfTopLevelItem(items.first());
}

void QuotasView::refresh()
{
    readQuotas({}, 0);
}

void QuotasView::readQuotas(Settled settled, int attempts)
{
    if (!m_session)
        return;
    const quint64 generation = ++m_generation;
    setProperty("kafscopeBusy", true);
    m_status->setText(tr("Reading the client quotas…"));
    m_session->call<QList<ClientQuota>>(
        this,
        [](KafkaClient &c) -> Result<QList<ClientQuota>> {
            protocol::ProtocolClient proto(c);
            return protocol::describeClientQuotas(proto);
        },
        [this, generation, settled, attempts](const Result<QList<ClientQuota>> &r) {
            if (generation != m_generation)
                return;
            if (r && settled && attempts > 0 && !settled(r.value())) {
                // The broker that answered has not applied the write yet: read again shortly.
                QTimer::singleShot(kSettleRetryMs, this, [this, generation, settled, attempts] {
                    if (generation == m_generation)
                        readQuotas(settled, attempts - 1);
                });
                return;
            }
            setProperty("kafscopeBusy", false);
            m_loaded = true;
            m_quotas = r ? r.value() : QList<ClientQuota>{};
            m_table->clear();
            const QStringList keys = protocol::quotaKeys();
            for (const ClientQuota &q : std::as_const(m_quotas)) {
                QStringList cells{protocol::quotaEntityText(q.entity)};
                for (const QString &key : keys)
                    cells << (q.limits.contains(key) ? valueText(key, q.limits.value(key))
                                                     : QStringLiteral("–"));
                auto *item = new QTreeWidgetItem(m_table, cells);
                for (int c = 1; c < cells.size(); ++c)
                    item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
            }
            m_status->setText(
                r ? (m_quotas.isEmpty()
                         ? tr("No client quotas: every client may use the brokers freely")
                         : tr("%n entity(ies) with quotas", nullptr, int(m_quotas.size())))
                  : tr("Could not read the quotas: %1").arg(r.error().message()));
            Q_EMIT loaded();
        });
}

void QuotasView::openSet()
{
    if (!m_session)
        return;
    const int row = selectedRow();
    const QuotaEntity selected = row >= 0 ? m_quotas.value(row).entity : QuotaEntity{};
    auto *d = new AdminDialog(
        tr("Set a client quota"),
        tr("Kafka throttles the clients of this entity once they go over the quota. A user and a "
           "client id may be combined; an IP stands alone."),
        tr("Set"), this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    const PartFields user =
        partRow(d, tr("User:"), QStringLiteral("user"), QStringLiteral("quotaUser"),
                partOf(selected, QStringLiteral("user")));
    const PartFields client =
        partRow(d, tr("Client id:"), QStringLiteral("client-id"), QStringLiteral("quotaClientId"),
                partOf(selected, QStringLiteral("client-id")));
    const PartFields ip = partRow(d, tr("IP:"), QStringLiteral("ip"), QStringLiteral("quotaIp"),
                                  partOf(selected, QStringLiteral("ip")));
    auto *key = new QComboBox(d);
    key->setObjectName(QStringLiteral("quotaKey"));
    for (const QString &k : protocol::quotaKeys())
        key->addItem(QStringLiteral("%1 (%2)").arg(keyTitle(k), k), k);
    auto *value = new QLineEdit(d);
    value->setObjectName(QStringLiteral("quotaValue"));
    value->setPlaceholderText(QStringLiteral("1048576"));
    auto *unit = new QLabel(d);
    auto *valueRow = new QHBoxLayout;
    valueRow->addWidget(value, 1);
    valueRow->addWidget(unit);
    auto *confirm = new QLineEdit(d);
    confirm->setObjectName(QStringLiteral("confirmation"));
    auto *confirmLabel = new QLabel(d);
    confirmLabel->setWordWrap(true);
    d->form()->addRow(tr("Quota:"), key);
    d->form()->addRow(tr("Value:"), valueRow);
    d->form()->addRow(confirmLabel, confirm);
    const auto entity = [=] {
        QuotaEntity e;
        for (const PartFields &f : {user, client, ip})
            if (f.used())
                e << f.part();
        return e;
    };
    const auto updateUnit = [=] {
        const QString k = key->currentData().toString();
        unit->setText(k.endsWith(QLatin1String("_byte_rate"))    ? tr("bytes/s")
                      : k == QLatin1String("request_percentage") ? tr("% of a thread")
                                                                 : tr("per second"));
    };
    updateUnit();
    connect(key, &QComboBox::currentIndexChanged, d, updateUnit);
    d->setCheck([=](QString *) {
        const QuotaEntity e = entity();
        const QString text = protocol::quotaEntityText(e);
        confirmLabel->setText(e.isEmpty() ? tr("Type the entity to confirm")
                                          : tr("Type %1 to confirm").arg(text));
        confirm->setPlaceholderText(text);
        if (e.isEmpty())
            return tr("Name a user, a client id or an IP (or tick the default)");
        if (ip.used() && e.size() > 1)
            return tr("An IP quota stands alone: clear the user and the client id");
        bool ok = false;
        const double v = value->text().trimmed().toDouble(&ok);
        if (!ok || v < 0)
            return tr("Type the quota as a number (not negative)");
        if (confirm->text() != text)
            return tr("Type %1 to confirm").arg(text);
        return QString();
    });
    for (QLineEdit *e : {value, confirm})
        connect(e, &QLineEdit::textChanged, d, &AdminDialog::revalidate);
    d->setReadOnly(m_session->profile().readOnly);
    const ConnectionProfile profile = m_session->profile();
    d->setSessionAction(
        m_session,
        [=]() -> AdminDialog::SessionJob {
            const QuotaEntity e = entity();
            const QMap<QString, std::optional<double>> changes{
                {key->currentData().toString(), value->text().trimmed().toDouble()}};
            const QString typed = confirm->text();
            return [=](KafkaClient &c) {
                protocol::ProtocolClient proto(c);
                return protocol::alterClientQuotas(proto, profile, e, changes, typed);
            };
        },
        this,
        [this, entity, key, value](bool ok) {
            if (!ok)
                return;
            const QuotaEntity e = entity();
            const QString k = key->currentData().toString();
            const double v = value->text().trimmed().toDouble();
            readQuotas(
                [e, k, v](const QList<ClientQuota> &quotas) {
                    for (const ClientQuota &q : quotas)
                        if (q.entity == e)
                            return q.limits.contains(k) && q.limits.value(k) == v;
                    return false;
                },
                kSettleAttempts);
        });
    d->revalidate();
    d->open();
}

void QuotasView::openRemove()
{
    const int row = selectedRow();
    if (!m_session || row < 0 || row >= m_quotas.size())
        return;
    const ClientQuota quota = m_quotas[row];
    const QString text = protocol::quotaEntityText(quota.entity);
    auto *d = new AdminDialog(tr("Remove a quota of %1").arg(text),
                              tr("Without it, the entity falls back to a default quota if one "
                                 "applies, otherwise to none."),
                              tr("Remove"), this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    auto *key = new QComboBox(d);
    key->setObjectName(QStringLiteral("quotaKey"));
    for (auto it = quota.limits.constBegin(); it != quota.limits.constEnd(); ++it)
        key->addItem(
            QStringLiteral("%1: %2").arg(keyTitle(it.key()), valueText(it.key(), it.value())),
            it.key());
    d->form()->addRow(tr("Quota:"), key);
    d->requireConfirmation(text);
    d->setReadOnly(m_session->profile().readOnly);
    const ConnectionProfile profile = m_session->profile();
    d->setSessionAction(
        m_session,
        [=]() -> AdminDialog::SessionJob {
            const QMap<QString, std::optional<double>> changes{
                {key->currentData().toString(), std::nullopt}};
            const QString typed = d->topicConfirmation();
            return [=](KafkaClient &c) {
                protocol::ProtocolClient proto(c);
                return protocol::alterClientQuotas(proto, profile, quota.entity, changes, typed);
            };
        },
        this,
        [this, quota, key](bool ok) {
            const QString k = key->currentData().toString();
            readQuotas(
                [quota, k](const QList<ClientQuota> &quotas) {
                    for (const ClientQuota &q : quotas)
                        if (q.entity == quota.entity)
                            return !q.limits.contains(k);
                    return true;
                },
                ok ? kSettleAttempts : 0);
        });
    d->open();
}

} // namespace kafscope::ui
