#include "topics/topic_detail_view.h"

#include "admin/write_guard.h"
#include "common/read_only_gate.h"

#include "cluster/cluster_session.h"
#include "topics/config_table_model.h"
#include "topics/partition_table_model.h"
#include "topics/table_setup.h"
#include "topics/topic_dialogs.h"

#include <QHBoxLayout>
#include <QLabel>
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
    layout->addLayout(head);
    auto *bar = new QHBoxLayout;
    auto *refresh = button(tr("Refresh"), QStringLiteral("refreshTopic"), this, bar);
    auto *browse = button(tr("Browse messages"), QStringLiteral("browseMessages"), this, bar);
    auto *config = button(tr("Change config…"), QStringLiteral("editConfig"), this, bar);
    auto *grow = button(tr("Add partitions…"), QStringLiteral("addPartitions"), this, bar);
    m_deleteRecords = button(tr("Delete records…"), QStringLiteral("deleteRecords"), this, bar);
    auto *remove = button(tr("Delete topic…"), QStringLiteral("deleteTopic"), this, bar);
    bar->addStretch(1);
    layout->addLayout(bar);
    m_gate = new ReadOnlyGate(
        this, tr("changing configs, adding partitions and deleting are turned off"));
    layout->addWidget(m_gate->banner());
    for (QWidget *w : {static_cast<QWidget *>(config), static_cast<QWidget *>(grow),
                       static_cast<QWidget *>(m_deleteRecords), static_cast<QWidget *>(remove)})
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
    m_configTable = makeAdminTable(QStringLiteral("configTable"), m_configs, this);
    m_configTable->setColumnWidth(ConfigTableModel::Name, 260);
    m_configTable->setColumnWidth(ConfigTableModel::Value, 220);
    auto *tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("detailTabs"));
    tabs->addTab(m_partitionTable, tr("Partitions"));
    tabs->addTab(m_configTable, tr("Configs"));
    layout->addWidget(tabs, 1);

    connect(back, &QPushButton::clicked, this, &TopicDetailView::backRequested);
    connect(refresh, &QPushButton::clicked, this, &TopicDetailView::reload);
    connect(browse, &QPushButton::clicked, this, [this] {
        const int row = selectedPartitionRow();
        const PartitionInfo *p = m_partitions->partitionAt(row);
        Q_EMIT browseRequested(m_topic, p ? p->id : -1);
    });
    connect(config, &QPushButton::clicked, this, [this] {
        const QModelIndexList rows = m_configTable->selectionModel()->selectedRows();
        const QString key =
            rows.isEmpty() ? QString() : m_configs->configs().value(rows.first().row()).name;
        openDialog(alterConfigDialog(m_session, m_topic, m_detail.configs, key, this));
    });
    connect(grow, &QPushButton::clicked, this, [this] {
        openDialog(
            addPartitionsDialog(m_session, m_topic, int(m_detail.info.partitions.size()), this));
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
    m_deleteRecords->setEnabled(false);
    connect(m_partitionTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_deleteRecords->setEnabled(selectedPartitionRow() >= 0); });
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
    reload(); // the same topic on the new connection (a --open topic:NAME comes before connecting)
}

void TopicDetailView::showTopic(const QString &topic)
{
    if (topic != m_topic) {
        m_detail = {};
        m_partitions->setDetail({});
        m_configs->setConfigs({});
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
    Q_EMIT loadingChanged(loading);
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

int TopicDetailView::selectedPartitionRow() const
{
    const QModelIndexList rows = m_partitionTable->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

} // namespace kafscope::ui
