// The composition root of the GUI: every view made, put in the window and wired to it and to the
// other views. Views never include the shell, nor one another for wiring.
#include "gui/application.h"

#include "browse/message_browser_view.h"
#include "cluster/broker_list_view.h"
#include "cluster/cluster_overview_view.h"
#include "cluster/dashboard_panel.h"
#include "groups/groups_view.h"
#include "harness/harness_view.h"
#include "offsets/offsets_view.h"
#include "produce/produce_view.h"
#include "rebalance/rebalance_view.h"
#include "connect/connect_view.h"
#include "schemas/schemas_view.h"
#include "security/acls_view.h"
#include "security/quotas_view.h"
#include "security/users_view.h"
#include "topics/topic_detail_view.h"
#include "topics/topics_view.h"
#include "transactions/transactions_view.h"

#include <cstdio>

namespace kafscope::app {

using ui::MainWindow;

Window::Window(QWidget *parent) : ui::MainWindow(parent)
{
    // In the navigator's order (UI guide): Cluster, Data, Consumers, Security, Testing.
    addClusterViews();
    addDataViews();
    addConsumerViews();
    addTestingViews();
    addSecurityViews();
}

ui::MainWindow *Window::newWindow() const
{
    return new Window;
}

void Window::addClusterViews()
{
    m_overview = new ui::ClusterOverviewView(this);
    connect(m_overview, &ui::ClusterOverviewView::refreshRequested, this, &MainWindow::refresh);
    connect(this, &MainWindow::sessionChanged, m_overview, &ui::ClusterOverviewView::setSession);
    // Connected before any other view's: the overview shows the metadata first, as it always did.
    connect(this, &MainWindow::metadataChanged, m_overview, &ui::ClusterOverviewView::showMetadata);
    connect(this, &MainWindow::metadataFailed, m_overview, &ui::ClusterOverviewView::showError);
    connect(m_overview->dashboard(), &ui::DashboardPanel::openRequested, this,
            [this](const QString &target) { openView(target); });
    // The cluster's health, judged from the dashboard's samples, colours the status bar too.
    connect(m_overview->dashboard(), &ui::DashboardPanel::healthChanged, this,
            &MainWindow::showClusterHealth);
    addView(QStringLiteral("cluster"), MainWindow::tr("Overview"), m_overview);

    auto *brokers = new ui::BrokerListView(this);
    connect(this, &MainWindow::metadataChanged, brokers, &ui::BrokerListView::showMetadata);
    connect(this, &MainWindow::sessionChanged, brokers, &ui::BrokerListView::setSession);
    addView(QStringLiteral("brokers"), MainWindow::tr("Brokers"), brokers);

    auto *topics = new ui::TopicsView(this);
    connect(this, &MainWindow::sessionChanged, topics, &ui::TopicsView::setSession);
    addView(QStringLiteral("topics"), ui::TopicsView::tr("Topics"), topics);
    registerOpener(QStringLiteral("topic"), [this, topics](const QString &topic) {
        if (topic.isEmpty())
            return false;
        topics->showTopic(topic);
        return openView(QStringLiteral("topics"));
    });
    connect(topics->detail(), &ui::TopicDetailView::browseRequested, topics,
            [this, topics](const QString &topic, int partition) {
                // The selected partition, or every partition when none is selected.
                const QString target =
                    QStringLiteral("messages:") + topic +
                    (partition >= 0 ? QStringLiteral(":%1").arg(partition) : QString());
                if (!openView(target))
                    topics->detail()->showNotice(ui::TopicsView::tr(
                        "The message browser is not available in this version."));
            });
    connect(topics->detail(), &ui::TopicDetailView::produceRequested, topics,
            [this, topics](const QString &topic) {
                if (!openView(QStringLiteral("produce:") + topic))
                    topics->detail()->showNotice(
                        ui::TopicsView::tr("The Produce view is not available."));
            });
    connect(topics->detail(), &ui::TopicDetailView::groupRequested, topics,
            [this](const QString &group) { openView(QStringLiteral("group:") + group); });
}

void Window::addDataViews()
{
    auto *messages = new ui::MessageBrowserView(this);
    connect(this, &MainWindow::sessionChanged, messages, &ui::MessageBrowserView::setSession);
    connect(this, &MainWindow::metadataChanged, messages, &ui::MessageBrowserView::setMetadata);
    addView(QStringLiteral("messages"), MainWindow::tr("Messages"), messages);
    registerOpener(QStringLiteral("messages"), [this, messages](const QString &arg) {
        // Topic names cannot hold ':', so a last ":N" is a partition.
        QString topic = arg;
        int partition = -1;
        if (const qsizetype colon = arg.lastIndexOf(QLatin1Char(':')); colon > 0) {
            bool ok = false;
            partition = arg.mid(colon + 1).toInt(&ok);
            if (!ok || partition < 0)
                return false;
            topic = arg.left(colon);
        }
        if (topic.isEmpty())
            return false;
        if (!openView(QStringLiteral("messages")))
            return false;
        messages->browseTopic(topic, partition);
        return true;
    });

    auto *produce = new ui::ProduceView(this);
    connect(this, &MainWindow::sessionChanged, produce, &ui::ProduceView::setSession);
    connect(this, &MainWindow::metadataChanged, produce, &ui::ProduceView::setMetadata);
    addView(QStringLiteral("produce"), MainWindow::tr("Produce"), produce);
    registerOpener(QStringLiteral("produce"), [this, produce](const QString &topic) {
        produce->setTopic(topic);
        return openView(QStringLiteral("produce"));
    });
    // "Produce again": the browsed message goes into the producer view, which is then shown.
    connect(messages, &ui::MessageBrowserView::produceAgainRequested, produce,
            [this, produce](const OutgoingMessage &message) {
                produce->loadMessage(message);
                openView(QStringLiteral("produce"));
            });

    auto *schemas = new ui::SchemasView(this);
    connect(this, &MainWindow::sessionChanged, schemas, &ui::SchemasView::setSession);
    connect(this, &MainWindow::metadataChanged, schemas, &ui::SchemasView::setTopics);
    connect(schemas, &ui::SchemasView::openRequested, this,
            [this](const QString &target) { openView(target); });
    addView(QStringLiteral("schemas"), MainWindow::tr("Schemas"), schemas);
    registerOpener(QStringLiteral("schemas"), [this, schemas](const QString &subject) {
        if (subject.isEmpty() || !openView(QStringLiteral("schemas")))
            return false;
        schemas->showSubject(subject);
        return true;
    });

    auto *connectors = new ui::ConnectView(this);
    connect(this, &MainWindow::sessionChanged, connectors, &ui::ConnectView::setSession);
    connect(connectors, &ui::ConnectView::openRequested, this,
            [this](const QString &target) { openView(target); });
    addView(QStringLiteral("connect"), MainWindow::tr("Kafka Connect"), connectors);
    // connect:NAME shows that connector.
    registerOpener(QStringLiteral("connect"), [this, connectors](const QString &name) {
        if (name.isEmpty() || !openView(QStringLiteral("connect")))
            return false;
        connectors->showConnector(name);
        return true;
    });
}

void Window::addConsumerViews()
{
    auto *groups = new ui::GroupsView(this);
    connect(this, &MainWindow::sessionChanged, groups, &ui::GroupsView::setSession);
    connect(this, &MainWindow::metadataChanged, groups, &ui::GroupsView::firstMetadata);
    addView(QStringLiteral("groups"), MainWindow::tr("Consumer groups"), groups);
    registerOpener(QStringLiteral("group"), [this, groups](const QString &group) {
        groups->showGroup(group);
        return openView(QStringLiteral("groups"));
    });

    auto *offsets = new ui::OffsetsView(this);
    connect(this, &MainWindow::sessionChanged, offsets, &ui::OffsetsView::setSession);
    connect(this, &MainWindow::metadataChanged, offsets, &ui::OffsetsView::firstMetadata);
    addView(QStringLiteral("offsets"), MainWindow::tr("Offsets log"), offsets);
    // offsets:__transaction_state (or offsets:__consumer_offsets): the explorer on that log.
    registerOpener(QStringLiteral("offsets"), [this, offsets](const QString &log) {
        using kafscope::offsets::OffsetsLogOptions;
        using kafscope::offsets::OffsetsLogReader;
        if (log == QLatin1String(OffsetsLogReader::kTransactionTopic))
            offsets->setLog(OffsetsLogOptions::Log::TransactionState);
        else if (log == QLatin1String(OffsetsLogReader::kTopic))
            offsets->setLog(OffsetsLogOptions::Log::ConsumerOffsets);
        else
            return false;
        return openView(QStringLiteral("offsets"));
    });

    auto *rebalance = new ui::RebalanceView(this);
    connect(this, &MainWindow::sessionChanged, rebalance, &ui::RebalanceView::setSession);
    addView(QStringLiteral("rebalance"), MainWindow::tr("Rebalances"), rebalance);
    registerOpener(QStringLiteral("rebalance"), [this, rebalance](const QString &group) {
        rebalance->watch(group);
        return openView(QStringLiteral("rebalance"));
    });

    auto *transactions = new ui::TransactionsView(this);
    connect(this, &MainWindow::sessionChanged, transactions, &ui::TransactionsView::setSession);
    addView(QStringLiteral("transactions"), MainWindow::tr("Transactions"), transactions);
    // transactions:MIN: hanging past MIN minutes open (Kafka's tool's --max-transaction-timeout).
    registerOpener(QStringLiteral("transactions"), [this, transactions](const QString &minutes) {
        bool ok = false;
        const int m = minutes.toInt(&ok);
        if (!ok || m < 0 || m > 7 * 24 * 60)
            return false;
        transactions->setHangingAfterMinutes(m);
        return openView(QStringLiteral("transactions"));
    });
}

void Window::addTestingViews()
{
    auto *harness = new ui::HarnessView(this);
    connect(this, &MainWindow::sessionChanged, harness, &ui::HarnessView::setSession);
    connect(harness, &ui::HarnessView::logMessage, this, &MainWindow::appendLog);
    addView(QStringLiteral("harness"), MainWindow::tr("Priority harness"), harness);
    registerOpener(QStringLiteral("harness"), [this, harness](const QString &profile) {
        if (auto s = harness->runProfile(profile); !s) {
            std::fprintf(stderr, "kafscope: %s\n", qPrintable(s.error().message()));
            return false;
        }
        return openView(QStringLiteral("harness"));
    });
}

void Window::addSecurityViews()
{
    auto *acls = new ui::AclsView(this);
    connect(this, &MainWindow::sessionChanged, acls, &ui::AclsView::setSession);
    addView(QStringLiteral("acls"), MainWindow::tr("ACLs"), acls);
    auto *users = new ui::UsersView(this);
    connect(this, &MainWindow::sessionChanged, users, &ui::UsersView::setSession);
    addView(QStringLiteral("users"), MainWindow::tr("SCRAM users"), users);
    auto *quotas = new ui::QuotasView(this);
    connect(this, &MainWindow::sessionChanged, quotas, &ui::QuotasView::setSession);
    addView(QStringLiteral("quotas"), MainWindow::tr("Client quotas"), quotas);
}

} // namespace kafscope::app
