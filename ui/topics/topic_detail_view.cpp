#include "topics/topic_detail_view.h"

#include "admin/write_guard.h"
#include "common/read_only_gate.h"

#include "cluster/cluster_session.h"
#include "common/config_table_model.h"
#include "topics/partition_table_model.h"
#include "common/table_setup.h"
#include "topics/topic_consumers_model.h"
#include "topics/reassign_dialog.h"
#include "topics/topic_dialogs.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace kafscope::ui {

namespace {

QPushButton *button(const QString &text, const QString &name, QWidget *parent, QHBoxLayout *bar)
{
    auto *b = new QPushButton(text, parent);
    b->setObjectName(name);
    bar->addWidget(b);
    return b;
}

} // namespace

TopicDetailView::TopicDetailView(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *head = new QHBoxLayout;
    auto *back = button(tr("← Topics"), QStringLiteral("backToList"), this, head);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("topicTitle"));
    head->addWidget(m_title, 1);
    auto *refresh = button(tr("Refresh"), QStringLiteral("refreshTopic"), this, head);
    layout->addLayout(head);
    auto *bar = new QHBoxLayout;
    auto *browse = button(tr("Browse messages"), QStringLiteral("browseMessages"), this, bar);
    auto *produce = button(tr("Produce…"), QStringLiteral("produceToTopic"), this, bar);
    produce->setToolTip(tr("Open the Produce view on this topic"));
    auto *config = button(tr("Change config…"), QStringLiteral("editConfig"), this, bar);
    auto *grow = button(tr("Add partitions…"), QStringLiteral("addPartitions"), this, bar);
    auto *move = button(tr("Move replicas…"), QStringLiteral("moveReplicas"), this, bar);
    move->setToolTip(tr("Move this topic's replicas to other brokers or change its replication "
                        "factor, with a plan shown first and the progress after"));
    m_deleteRecords = button(tr("Delete records…"), QStringLiteral("deleteRecords"), this, bar);
    auto *remove = button(tr("Delete topic…"), QStringLiteral("deleteTopic"), this, bar);
    bar->addStretch(1);
    layout->addLayout(bar);
    m_gate = new ReadOnlyGate(
        this, tr("changing configs, adding partitions and deleting are turned off"));
    layout->addWidget(m_gate->banner());
    for (QWidget *w : {static_cast<QWidget *>(config), static_cast<QWidget *>(grow),
                       static_cast<QWidget *>(move), static_cast<QWidget *>(m_deleteRecords),
                       static_cast<QWidget *>(remove)})
        m_gate->guard(w);
    m_internalWarning =
        new QLabel(tr("This is an internal Kafka topic: changing it can break every consumer group "
                      "and transaction of the cluster. Its dialogs ask for an explicit override."),
                   this);
    m_internalWarning->setObjectName(QStringLiteral("internalWarning"));
    m_internalWarning->setWordWrap(true);
    m_internalWarning->setStyleSheet(QStringLiteral("font-weight:bold;"));
    m_internalWarning->hide();
    layout->addWidget(m_internalWarning);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("detailStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    m_partitions = new PartitionTableModel(this);
    m_configs = new ConfigTableModel(this);
    m_partitionTable = makeAdminTable(QStringLiteral("partitionTable"), m_partitions, this);
    const int narrow = fontMetrics().horizontalAdvance(QStringLiteral("00000")) + 16;
    m_partitionTable->setColumnWidth(PartitionTableModel::Id, narrow);
    m_partitionTable->setColumnWidth(PartitionTableModel::Leader, narrow);

    // Configs: a search over names and values, the value in human units (raw on hover).
    auto *configPage = new QWidget(this);
    auto *configLayout = new QVBoxLayout(configPage);
    configLayout->setContentsMargins(0, 0, 0, 0);
    m_configSearch = new QLineEdit(configPage);
    m_configSearch->setObjectName(QStringLiteral("configSearch"));
    m_configSearch->setPlaceholderText(tr("Search configs by name or value"));
    m_configSearch->setClearButtonEnabled(true);
    connect(m_configSearch, &QLineEdit::textChanged, m_configs, &ConfigTableModel::setFilter);
    configLayout->addWidget(m_configSearch);
    m_configTable = makeAdminTable(QStringLiteral("configTable"), m_configs, configPage);
    ConfigTableModel::layoutColumns(m_configTable);
    configLayout->addWidget(m_configTable, 1);

    // The groups that read this topic, with their lag on it.
    auto *consumersPage = new QWidget(this);
    auto *consumersLayout = new QVBoxLayout(consumersPage);
    consumersLayout->setContentsMargins(0, 0, 0, 0);
    m_consumersStatus = new QLabel(consumersPage);
    m_consumersStatus->setObjectName(QStringLiteral("consumersStatus"));
    m_consumersStatus->setWordWrap(true);
    consumersLayout->addWidget(m_consumersStatus);
    m_consumers = new TopicConsumersModel(this);
    m_consumersTable = makeAdminTable(QStringLiteral("consumersTable"), m_consumers, consumersPage);
    TopicConsumersModel::layoutColumns(m_consumersTable);
    m_consumersTable->setToolTip(tr("Double-click a group to open it"));
    consumersLayout->addWidget(m_consumersTable, 1);
    connect(m_consumersTable, &QTableView::activated, this, [this](const QModelIndex &i) {
        const QString group = m_consumers->groupAt(i.row());
        if (!group.isEmpty())
            Q_EMIT groupRequested(group);
    });

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("detailTabs"));
    m_tabs->addTab(m_partitionTable, tr("Partitions"));
    m_tabs->addTab(consumersPage, tr("Consumers"));
    m_tabs->addTab(configPage, tr("Configs"));
    layout->addWidget(m_tabs, 1);
    connect(produce, &QPushButton::clicked, this, [this] { Q_EMIT produceRequested(m_topic); });

    connect(back, &QPushButton::clicked, this, &TopicDetailView::backRequested);
    connect(refresh, &QPushButton::clicked, this, &TopicDetailView::reload);
    connect(browse, &QPushButton::clicked, this, [this] {
        const int row = selectedPartitionRow();
        const PartitionInfo *p = m_partitions->partitionAt(row);
        Q_EMIT browseRequested(m_topic, p ? p->id : -1);
    });
    connect(config, &QPushButton::clicked, this, [this] {
        const QModelIndexList rows = m_configTable->selectionModel()->selectedRows();
        const ConfigEntry *entry =
            rows.isEmpty() ? nullptr : m_configs->configAt(rows.first().row());
        const QString key = entry ? entry->name : QString();
        openDialog(alterConfigDialog(m_session, m_topic, m_detail.configs, key, this));
    });
    connect(grow, &QPushButton::clicked, this, [this] {
        openDialog(
            addPartitionsDialog(m_session, m_topic, int(m_detail.info.partitions.size()), this));
    });
    connect(move, &QPushButton::clicked, this, [this] {
        auto *d = new ReassignDialog(m_session, m_topic, this);
        d->setAttribute(Qt::WA_DeleteOnClose);
        connect(d, &ReassignDialog::replicasChanged, this, &TopicDetailView::reload);
        d->open();
    });
    connect(m_deleteRecords, &QPushButton::clicked, this, [this] {
        const int row = selectedPartitionRow();
        if (const PartitionInfo *p = m_partitions->partitionAt(row))
            openDialog(deleteRecordsDialog(m_session, m_topic, p->id,
                                           m_partitions->watermarkAt(row), this));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        AdminDialog *d = deleteTopicDialog(m_session, m_topic, this);
        connect(d, &AdminDialog::succeeded, this, [this] { Q_EMIT deleted(m_topic); });
        d->open();
    });
    updateDeleteRecords();
    connect(m_partitionTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &TopicDetailView::updateDeleteRecords);
    connect(m_partitions, &QAbstractItemModel::modelReset, this,
            &TopicDetailView::updateDeleteRecords);
}

// Records are deleted per partition: the button says which one, or why it is off.
void TopicDetailView::updateDeleteRecords()
{
    const PartitionInfo *p = m_partitions->partitionAt(selectedPartitionRow());
    m_deleteRecords->setEnabled(p != nullptr);
    if (m_gate->readOnly())
        return; // the gate says why
    m_deleteRecords->setToolTip(
        p ? tr("Delete the records of partition %1 before an offset").arg(p->id)
          : tr("Select a partition in the Partitions tab first: records are deleted per "
               "partition"));
}

void TopicDetailView::openDialog(AdminDialog *d)
{
    connect(d, &AdminDialog::succeeded, this, &TopicDetailView::reload);
    d->open();
}

void TopicDetailView::setSession(ClusterSession *session)
{
    m_session = session;
    m_gate->setReadOnly(session && session->profile().readOnly);
    m_detail = {};
    m_partitions->setDetail({});
    m_configs->setConfigs({});
    m_consumers->setConsumers({});
    updateDeleteRecords();
    reload(); // the same topic on the new connection (a --open topic:NAME comes before connecting)
}

void TopicDetailView::showTopic(const QString &topic)
{
    if (topic != m_topic) {
        m_detail = {};
        m_partitions->setDetail({});
        m_configs->setConfigs({});
        m_consumers->setConsumers({});
        m_configSearch->clear();
    }
    m_topic = topic;
    setProperty("kafscopeTopic", topic); // a view opened from here (Produce) takes it
    m_title->setText(QStringLiteral("<h2>%1</h2>").arg(topic.toHtmlEscaped()));
    m_internalWarning->setVisible(WriteGuard::isInternalTopic(topic));
    reload();
}

void TopicDetailView::setLoading(bool loading)
{
    m_loading = loading;
    Q_EMIT loadingChanged(isLoading());
}

void TopicDetailView::reload()
{
    if (m_topic.isEmpty())
        return;
    if (!m_session) {
        m_status->setText(tr("Not connected to a cluster"));
        return;
    }
    const quint64 generation = ++m_generation;
    setLoading(true);
    m_status->setText(tr("Loading %1…").arg(m_topic));
    const QString topic = m_topic;
    m_session->call<TopicDetail>(
        this, [topic](KafkaClient &c) { return describeTopic(c, topic); },
        [this, generation](const Result<TopicDetail> &r) {
            if (generation == m_generation)
                showDetail(r);
        });
    loadConsumers(generation);
}

void TopicDetailView::loadConsumers(quint64 generation)
{
    m_consumersLoading = true;
    m_consumersStatus->setText(tr("Looking for the groups that read %1…").arg(m_topic));
    const QString topic = m_topic;
    m_session->call<QList<TopicConsumer>>(
        this, [topic](KafkaClient &c) { return topicConsumers(c, topic); },
        [this, generation](const Result<QList<TopicConsumer>> &r) {
            if (generation != m_generation)
                return;
            m_consumersLoading = false;
            setLoading(m_loading); // tell whoever waits that the page is complete
            if (!r) {
                m_consumers->setConsumers({});
                m_consumersStatus->setText(
                    tr("The groups could not be read: %1").arg(r.error().message()));
                return;
            }
            m_consumers->setConsumers(r.value());
            m_consumersStatus->setText(
                r->isEmpty() ? tr("No consumer group has committed offsets for this topic — "
                                  "groups that commit here appear in this list")
                             : tr("%n group(s) with committed offsets on this topic; lag is "
                                  "counted on this topic only",
                                  nullptr, int(r->size())));
        });
}

void TopicDetailView::showDetail(const Result<TopicDetail> &r)
{
    setLoading(false);
    if (!r) {
        m_status->setText(r.error().message());
        return;
    }
    m_detail = r.value();
    m_partitions->setDetail(m_detail);
    m_configs->setConfigs(m_detail.configs);
    int under = 0;
    for (const PartitionInfo &p : m_detail.info.partitions)
        under += p.underReplicated() ? 1 : 0;
    QStringList parts;
    parts << tr("%n partition(s)", nullptr, int(m_detail.info.partitions.size()))
          << tr("replication factor %1").arg(m_detail.info.replicationFactor());
    if (under > 0)
        parts << tr("%n under-replicated", nullptr, under);
    if (m_detail.info.internal)
        parts << tr("internal topic");
    if (!m_detail.watermarkError.isEmpty())
        parts << m_detail.watermarkError;
    if (!m_detail.configError.isEmpty())
        parts << m_detail.configError;
    m_status->setText(parts.join(QStringLiteral(" · ")));
}

void TopicDetailView::showNotice(const QString &text)
{
    m_status->setText(text);
}

QString TopicDetailView::statusText() const
{
    return m_status->text();
}

QString TopicDetailView::consumersStatus() const
{
    return m_consumersStatus->text();
}

int TopicDetailView::selectedPartitionRow() const
{
    const QModelIndexList rows = m_partitionTable->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

} // namespace kafscope::ui
