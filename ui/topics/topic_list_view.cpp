#include "topics/topic_list_view.h"
#include "protocol/log_dirs.h"

#include "common/read_only_gate.h"

#include "cluster/cluster_session.h"
#include "common/table_setup.h"
#include "topics/streams_topics.h"
#include "topics/topic_dialogs.h"
#include "topics/topic_table_model.h"

#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace kafscope::ui {

TopicListView::TopicListView(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("<h2>Topics</h2>"), this));
    auto *bar = new QHBoxLayout;
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("topicFilter"));
    m_filter->setPlaceholderText(tr("Filter by name"));
    m_filter->setClearButtonEnabled(true);
    m_internal = new QCheckBox(tr("Show internal topics"), this);
    m_internal->setObjectName(QStringLiteral("showInternal"));
    auto *refresh = new QPushButton(tr("Refresh"), this);
    refresh->setObjectName(QStringLiteral("refreshTopics"));
    m_interval = new QComboBox(this);
    m_interval->setObjectName(QStringLiteral("autoRefresh"));
    m_interval->addItem(tr("Auto-refresh off"), 0);
    for (int s : {10, 30, 60})
        m_interval->addItem(tr("Every %1 s").arg(s), s * 1000);
    // A Kafka Streams application's topics (inputs, repartition topics, changelogs) on their own.
    m_application = new QComboBox(this);
    m_application->setObjectName(QStringLiteral("applicationFilter"));
    // Long application ids are elided here (the list shows them whole): the bar fits 960 px.
    m_application->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_application->setMinimumContentsLength(14);
    m_application->setToolTip(tr("Show the topics of one Kafka Streams application"));
    m_application->addItem(tr("All topics"), QString());
    m_application->hide(); // until the cluster has a Streams application
    auto *create = new QPushButton(tr("Create…"), this);
    create->setObjectName(QStringLiteral("createTopic"));
    m_delete = new QPushButton(tr("Delete…"), this);
    m_delete->setObjectName(QStringLiteral("deleteTopic"));
    m_delete->setEnabled(false);
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_application);
    bar->addWidget(m_internal);
    bar->addWidget(refresh);
    bar->addWidget(m_interval);
    bar->addWidget(create);
    bar->addWidget(m_delete);
    layout->addLayout(bar);
    m_gate = new ReadOnlyGate(this, tr("creating and deleting topics is turned off"));
    layout->addWidget(m_gate->banner());
    m_gate->guard(create);
    m_gate->guard(m_delete);

    m_model = new TopicTableModel(this);
    m_table = makeAdminTable(QStringLiteral("topicTable"), m_model, this);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(TopicTableModel::Name, Qt::AscendingOrder);
    TopicTableModel::layoutColumns(m_table);
    m_table->setColumnHidden(TopicTableModel::Application, true); // until an application is found
    m_table->setColumnHidden(TopicTableModel::Role, true);
    m_table->setColumnHidden(TopicTableModel::Internal, true); // until internal topics are shown
    // The columns beside the name grow to what they show, once per batch of answers.
    m_fit = new QTimer(this);
    m_fit->setSingleShot(true);
    m_fit->setInterval(0);
    connect(m_fit, &QTimer::timeout, this, [this] { m_model->fitColumns(m_table); });
    const auto fitLater = [this] { m_fit->start(); };
    connect(m_model, &QAbstractItemModel::modelReset, this, fitLater);
    connect(m_model, &QAbstractItemModel::dataChanged, this, fitLater);
    connect(m_model, &QAbstractItemModel::layoutChanged, this, fitLater);
    // A name cut in its middle keeps what tells names apart: a Streams application's topics share
    // its id as their prefix and differ at the end (-repartition, -changelog).
    m_table->setTextElideMode(Qt::ElideMiddle);
    layout->addWidget(m_table, 1);
    // What Kafka leaves out for this login (issue #17): never an empty list passed off as "no
    // topics".
    m_authNote = new QLabel(this);
    m_authNote->setObjectName(QStringLiteral("authorizerNote"));
    m_authNote->setWordWrap(true);
    m_authNote->hide();
    layout->addWidget(m_authNote);
    m_status = new QLabel(tr("Not connected"), this);
    m_status->setObjectName(QStringLiteral("topicStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    m_timer = new QTimer(this);
    connect(m_timer, &QTimer::timeout, this, &TopicListView::reload);
    connect(m_interval, &QComboBox::currentIndexChanged, this, [this] {
        const int ms = m_interval->currentData().toInt();
        ms > 0 ? m_timer->start(ms) : m_timer->stop();
    });
    connect(refresh, &QPushButton::clicked, this, &TopicListView::reload);
    connect(m_filter, &QLineEdit::textChanged, this, &TopicListView::applyFilter);
    connect(m_internal, &QCheckBox::toggled, this, &TopicListView::applyFilter);
    connect(m_application, &QComboBox::currentIndexChanged, this, [this] {
        showApplicationColumns();
        applyFilter();
    });
    connect(create, &QPushButton::clicked, this, &TopicListView::createTopic);
    connect(m_delete, &QPushButton::clicked, this, &TopicListView::deleteSelected);
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &i) {
        if (const TopicSummary *t = m_model->topicAt(i.row()))
            Q_EMIT topicActivated(t->name);
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_delete->setEnabled(!selectedTopic().isEmpty()); });
    connect(m_model, &QAbstractItemModel::modelReset, this,
            [this] { m_delete->setEnabled(!selectedTopic().isEmpty()); });
}

void TopicListView::setSession(ClusterSession *session)
{
    m_session = session;
    m_gate->setReadOnly(session && session->profile().readOnly);
    m_model->setTopics({});
    reload();
}

void TopicListView::setLoading(bool loading)
{
    m_loading = loading;
    Q_EMIT loadingChanged(loading);
}

void TopicListView::reload()
{
    if (!m_session)
        return;
    const quint64 generation = ++m_generation;
    setLoading(true);
    m_status->setText(tr("Loading topics…"));
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    m_session->call<TopicListing>(
        this, [](KafkaClient &c) { return listTopics(c, true); },
        [this, generation, timer](const Result<TopicListing> &r) {
            if (generation != m_generation)
                return; // a newer reload is on its way
            showListing(r);
            if (r) {
                m_status->setText(m_status->text() +
                                  tr(" — loaded in %1 ms").arg(timer->elapsed()));
                loadConfigs(generation);
            }
        });
}

void TopicListView::loadConfigs(quint64 generation)
{
    // Cleanup policy and retention of every listed topic: batched DescribeConfigs on the session's
    // worker, after the list is shown, so the list never waits for them.
    const QStringList names = m_model->allNames();
    if (!m_session || names.isEmpty())
        return;
    m_session->call<QHash<QString, TopicConfigSummary>>(
        this, [names](KafkaClient &c) { return describeTopicSummaries(c, names); },
        [this, generation](const Result<QHash<QString, TopicConfigSummary>> &r) {
            if (generation != m_generation)
                return;
            if (r)
                m_model->setConfigSummaries(r.value());
            else
                m_model->setConfigSummaries(
                    {}, tr("Configs could not be read: %1").arg(r.error().message()));
            loadSizes(generation);
        });
}

void TopicListView::loadSizes(quint64 generation)
{
    // Bytes on disk: each broker's log dirs (DescribeLogDirs, Kafscope's own request), after the
    // configs; a broker that does not answer leaves its replicas uncounted and says so.
    if (!m_session)
        return;
    m_session->call<QPair<QList<protocol::TopicSize>, QString>>(
        this,
        [](KafkaClient &c) -> Result<QPair<QList<protocol::TopicSize>, QString>> {
            protocol::ProtocolClient proto(c);
            auto disks = protocol::describeLogDirs(proto);
            if (!disks)
                return disks.error();
            QStringList missing;
            for (const protocol::BrokerDisks &b : *disks)
                if (b.error)
                    missing << tr("broker %1: %2").arg(b.brokerId).arg(b.error->message());
            return qMakePair(protocol::topicSizes(*disks), missing.join(QStringLiteral("; ")));
        },
        [this, generation](const Result<QPair<QList<protocol::TopicSize>, QString>> &r) {
            if (generation != m_generation)
                return;
            if (r)
                m_model->setSizes(r->first,
                                  r->second.isEmpty()
                                      ? QString()
                                      : tr("Some replicas are not counted: %1").arg(r->second));
            else
                m_model->setSizes({}, tr("Sizes could not be read: %1").arg(r.error().message()));
            loadApplications(generation);
        });
}

void TopicListView::loadApplications(quint64 generation)
{
    // Kafka Streams applications: the groups listed, the streams groups described (their
    // topologies name their topics); after the sizes, so nothing before waits for it.
    const QStringList names = m_model->allNames();
    if (!m_session || names.isEmpty())
        return;
    m_session->call<StreamsTopicMap>(
        this, [names](KafkaClient &c) { return streamsTopicMap(c, names); },
        [this, generation](const Result<StreamsTopicMap> &r) {
            if (generation != m_generation)
                return;
            if (!r) {
                m_applicationNote =
                    tr("Streams applications could not be found: %1").arg(r.error().message());
                m_model->setApplications({}, m_applicationNote);
                showApplications({});
            } else {
                m_applicationNote =
                    r->error.isEmpty()
                        ? QString()
                        : tr("Some Streams applications could not be described: %1").arg(r->error);
                m_model->setApplications(r->roles, m_applicationNote);
                showApplications(r->applications);
            }
            if (!m_application->currentData().toString().isEmpty())
                applyFilter(); // the rows shown changed
            else if (!m_applicationNote.isEmpty())
                m_status->setText(m_status->text() + QStringLiteral(" — ") + m_applicationNote);
        });
}

// With one application chosen its name would repeat on every row: only the roles are shown.
void TopicListView::showApplicationColumns()
{
    const QString chosen = m_application->currentData().toString();
    const bool any = m_application->count() > 1;
    m_table->setColumnHidden(TopicTableModel::Application, !any || !chosen.isEmpty());
    m_table->setColumnHidden(TopicTableModel::Role, !any);
    m_model->setApplicationFilter(chosen);
    // A long application id is cut in the closed list: its tooltip says it whole.
    m_application->setToolTip(
        chosen.isEmpty() ? tr("Show the topics of one Kafka Streams application")
                         : tr("The topics of the Kafka Streams application %1").arg(chosen));
    m_fit->start();
}

void TopicListView::showApplications(const QStringList &applications)
{
    const QString current = m_application->currentData().toString();
    const QSignalBlocker block(m_application);
    while (m_application->count() > 1)
        m_application->removeItem(1);
    for (const QString &app : applications)
        m_application->addItem(app, app);
    const int at = m_application->findData(current);
    m_application->setCurrentIndex(at < 0 ? 0 : at);
    m_application->setVisible(!applications.isEmpty());
    showApplicationColumns();
    m_fit->start();
}

void TopicListView::showListing(const Result<TopicListing> &r)
{
    setLoading(false);
    if (!r) {
        m_status->setText(tr("Could not list topics: %1").arg(r.error().message()));
        return;
    }
    const QString selected = selectedTopic();
    m_authNote->setText(r->hiddenNote);
    m_authNote->setVisible(!r->hiddenNote.isEmpty());
    m_brokerCount = int(r->metadata.brokers.size());
    m_model->setTopics(r->topics);
    const QLocale locale;
    QString text = tr("%1 of %2 topics shown")
                       .arg(locale.toString(m_model->rowCount()))
                       .arg(locale.toString(m_model->totalCount()));
    if (!r->watermarkError.isEmpty())
        text += QStringLiteral(" — ") + tr("message counts incomplete: %1").arg(r->watermarkError);
    m_status->setText(text);
    for (int row = 0; !selected.isEmpty() && row < m_model->rowCount(); ++row)
        if (m_model->topicAt(row)->name == selected)
            m_table->selectRow(row);
}

void TopicListView::applyFilter()
{
    m_model->setFilter(m_filter->text(), m_internal->isChecked());
    // The Internal column says something only while internal topics are listed.
    m_table->setColumnHidden(TopicTableModel::Internal, !m_internal->isChecked());
    if (!m_loading && m_model->totalCount() > 0)
        m_status->setText(
            tr("%1 of %2 topics shown")
                .arg(QLocale().toString(m_model->rowCount()))
                .arg(QLocale().toString(m_model->totalCount())) +
            (m_applicationNote.isEmpty() ? QString() : QStringLiteral(" — ") + m_applicationNote));
}

QString TopicListView::selectedTopic() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    const TopicSummary *t = rows.isEmpty() ? nullptr : m_model->topicAt(rows.first().row());
    return t ? t->name : QString();
}

QString TopicListView::statusText() const
{
    return m_status->text();
}

void TopicListView::createTopic()
{
    AdminDialog *d = createTopicDialog(m_session, m_model->allNames(), m_brokerCount, this);
    connect(d, &AdminDialog::succeeded, this, &TopicListView::reload);
    d->open();
}

void TopicListView::deleteSelected()
{
    const QString topic = selectedTopic();
    if (topic.isEmpty())
        return;
    AdminDialog *d = deleteTopicDialog(m_session, topic, this);
    connect(d, &AdminDialog::succeeded, this, &TopicListView::reload);
    d->open();
}

} // namespace kafscope::ui
