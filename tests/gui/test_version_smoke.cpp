// The version matrix's smoke test (issue #37): against one broker of an older Kafka release (the
// kafka_smoke fixture of tests_versions.cmake, started by `local start --kafka-version`), every
// read view of the CLI answers in JSON with the cluster's own values, and the main GUI views
// (overview, topics, a topic page, messages, groups) show them with no error.
#include "browse/message_browser_view.h"
#include "test_main.h"
#include "browse/message_table_model.h"
#include "common/kafka_release.h"
#include "rebalance/rebalance_lab.h"
#include "cluster/cluster_overview_view.h"
#include "groups/group_table_model.h"
#include "groups/groups_view.h"
#include "groups_test_support.h"
#include "gui/application.h"
#include "test_cluster.h"
#include "topics/partition_table_model.h"
#include "topics/topic_detail_view.h"
#include "topics/topic_list_view.h"
#include "topics/topic_table_model.h"
#include "topics/topics_view.h"

#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QTableView>
#include <QtTest>

#include <memory>

using namespace kafscope;
using namespace kafscope::ui;

namespace {

constexpr int kPartitions = 3;
constexpr int kPerPartition = 4;
constexpr qint64 kIdleCommitted = 1;

int rowOf(const QAbstractItemModel *m, const QString &text)
{
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, 0).data().toString() == text)
            return r;
    return -1;
}

// The object of `items` whose `key` is `value` (empty when none is).
QJsonObject named(const QJsonArray &items, const QString &key, const QString &value)
{
    for (const auto &v : items)
        if (v.toObject().value(key).toString() == value)
            return v.toObject();
    return {};
}

} // namespace

class TestVersionSmoke : public QObject {
    Q_OBJECT

    ConnectionProfile profile() const { return test::profileFor("kafka_smoke"); }

    // `kafscope-cli <args> --bootstrap B --json`: exit 0, nothing on stderr, JSON on stdout.
    QJsonDocument cli(QStringList args)
    {
        args << QStringLiteral("--bootstrap") << profile().bootstrap << QStringLiteral("--json");
        const auto r = test::runProgram("KAFSCOPE_CLI", args, 60000);
        const QString what = args.join(QLatin1Char(' '));
        if (r.exitCode != 0 || !r.err.isEmpty()) {
            qWarning("%s: exit %d: %s", qPrintable(what), r.exitCode, r.err.constData());
            return {};
        }
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out);
        if (error.error != QJsonParseError::NoError)
            qWarning("%s: not JSON: %s", qPrintable(what), r.out.left(300).constData());
        return doc;
    }

    local::LocalClusterInfo m_info;
    QString m_topic, m_active, m_idle;
    qint64 m_messages = 0; // in m_topic so far
    qint64 idleLag() const { return m_messages - kPartitions * kIdleCommitted; }
    // The fixture's release, and its line as the brokers' ApiVersions name it ("3.9").
    KafkaRelease release() const
    {
        return KafkaRelease::parse(qEnvironmentVariable("KAFSCOPE_TEST_SMOKE_VERSION"))
            .value_or(KafkaRelease{});
    }
    std::unique_ptr<test::GroupConsumer> m_consumer;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_info = test::clusterInfo("kafka_smoke");
        // The fixture runs the release this test was registered for, not the default one.
        QCOMPARE(m_info.version, qEnvironmentVariable("KAFSCOPE_TEST_SMOKE_VERSION"));
        m_topic = test::makeTopic(profile(), QStringLiteral("smoke"), kPartitions);
        for (int p = 0; p < kPartitions; ++p)
            test::produceMessages(profile(), m_topic, kPerPartition, p);
        m_messages = kPartitions * kPerPartition;
        m_idle = test::uniqueName(QStringLiteral("smoke-idle"));
        test::commitOffsets(profile(), m_idle, {{m_topic, 0}, {m_topic, 1}, {m_topic, 2}},
                            kIdleCommitted);
        m_active = test::uniqueName(QStringLiteral("smoke-active"));
        test::GroupConsumer::Options o;
        o.group = m_active;
        o.topics = {m_topic};
        o.clientId = QStringLiteral("smoke-consumer");
        o.commitOnEveryMessage = true;
        m_consumer = std::make_unique<test::GroupConsumer>(profile(), o);
        QVERIFY(test::waitUntil(
            [this] {
                return m_consumer->assignment().size() == kPartitions &&
                       m_consumer->consumed() == kPartitions * kPerPartition;
            },
            60000));
    }

    void cleanupTestCase() { m_consumer.reset(); }

    void cliClusterAndBrokers()
    {
        const QJsonObject cluster = cli({QStringLiteral("cluster")}).object();
        QCOMPARE(cluster.value(QStringLiteral("cluster_id")).toString(), m_info.clusterId);
        QCOMPARE(cluster.value(QStringLiteral("metadata_quorum")).toString(),
                 QStringLiteral("kraft"));
        QCOMPARE(cluster.value(QStringLiteral("kafka_version")).toString(), release().line());
        QCOMPARE(cluster.value(QStringLiteral("brokers")).toArray().size(), 1);
        QCOMPARE(cluster.value(QStringLiteral("brokers"))
                     .toArray()[0]
                     .toObject()
                     .value(QStringLiteral("port"))
                     .toInt(),
                 m_info.nodes[0].spec.port);

        const QJsonObject quorum =
            cli({QStringLiteral("cluster"), QStringLiteral("quorum")}).object();
        QCOMPARE(quorum.value(QStringLiteral("leader_id")).toInt(-1), 1);
        QCOMPARE(quorum.value(QStringLiteral("voters")).toArray().size(), 1);
        QVERIFY(quorum.value(QStringLiteral("high_watermark")).toInteger() > 0);

        const QJsonArray brokers = cli({QStringLiteral("brokers"), QStringLiteral("list")}).array();
        QCOMPARE(brokers.size(), 1);
        QCOMPARE(brokers[0].toObject().value(QStringLiteral("id")).toInt(), 1);
        QVERIFY(brokers[0].toObject().value(QStringLiteral("answers")).toBool());

        QJsonObject logDirsConfig = named(
            cli({QStringLiteral("brokers"), QStringLiteral("config"), QStringLiteral("1")}).array(),
            QStringLiteral("name"), QStringLiteral("log.dirs"));
        QCOMPARE(logDirsConfig.value(QStringLiteral("value")).toString(),
                 m_info.dir + QStringLiteral("/node-1/data"));

        const QJsonObject logDirs =
            cli({QStringLiteral("brokers"), QStringLiteral("log-dirs")}).object();
        const QJsonObject broker = logDirs.value(QStringLiteral("brokers")).toArray()[0].toObject();
        QVERIFY(broker.value(QStringLiteral("error")).isNull());
        const QJsonObject dir = broker.value(QStringLiteral("log_dirs")).toArray()[0].toObject();
        QCOMPARE(dir.value(QStringLiteral("path")).toString(),
                 m_info.dir + QStringLiteral("/node-1/data"));
        QVERIFY(dir.value(QStringLiteral("replica_bytes")).toInteger() > 0);
    }

    void cliTopics()
    {
        QJsonObject listed = named(cli({QStringLiteral("topics"), QStringLiteral("list")}).array(),
                                   QStringLiteral("name"), m_topic);
        QCOMPARE(listed.value(QStringLiteral("partitions")).toInt(), kPartitions);
        QCOMPARE(listed.value(QStringLiteral("messages")).toInteger(), m_messages);

        const QJsonObject described =
            cli({QStringLiteral("topics"), QStringLiteral("describe"), m_topic}).object();
        const QJsonArray partitions = described.value(QStringLiteral("partitions")).toArray();
        QCOMPARE(partitions.size(), kPartitions);
        for (const auto &p : partitions) {
            QCOMPARE(p.toObject().value(QStringLiteral("high")).toInteger(), kPerPartition);
            QCOMPARE(p.toObject().value(QStringLiteral("leader")).toInt(), 1);
        }
        QJsonObject retention = named(described.value(QStringLiteral("configs")).toArray(),
                                      QStringLiteral("name"), QStringLiteral("retention.ms"));
        QCOMPARE(retention.value(QStringLiteral("value")).toString(), QStringLiteral("604800000"));

        QJsonObject size = named(cli({QStringLiteral("topics"), QStringLiteral("size"), m_topic})
                                     .object()
                                     .value(QStringLiteral("topics"))
                                     .toArray(),
                                 QStringLiteral("topic"), m_topic);
        QCOMPARE(size.value(QStringLiteral("partitions")).toInt(), kPartitions);
        QVERIFY(size.value(QStringLiteral("bytes")).toInteger() > 0);
    }

    void cliProduceAndConsume()
    {
        const QJsonObject produced =
            cli({QStringLiteral("produce"), m_topic, QStringLiteral("--partition"),
                 QStringLiteral("2"), QStringLiteral("--key"), QStringLiteral("smoke-key"),
                 QStringLiteral("--value"), QStringLiteral("smoke-value")})
                .object();
        QCOMPARE(produced.value(QStringLiteral("partition")).toInt(), 2);
        QCOMPARE(produced.value(QStringLiteral("offset")).toInteger(), kPerPartition);
        ++m_messages;

        // JSON lines, one record each: the produced one is read back by offset.
        const auto r = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("consume"), m_topic, QStringLiteral("--partitions"),
             QStringLiteral("2"), QStringLiteral("--from"),
             QStringLiteral("offset:%1").arg(kPerPartition), QStringLiteral("--max"),
             QStringLiteral("1"), QStringLiteral("--bootstrap"), profile().bootstrap,
             QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QJsonObject record = QJsonDocument::fromJson(r.out.trimmed()).object();
        QCOMPARE(record.value(QStringLiteral("key")).toString(), QStringLiteral("smoke-key"));
        QCOMPARE(record.value(QStringLiteral("value")).toString(), QStringLiteral("smoke-value"));
        QCOMPARE(record.value(QStringLiteral("partition")).toInt(), 2);
    }

    void cliGroupsAndOffsets()
    {
        const QJsonArray groups = cli({QStringLiteral("groups"), QStringLiteral("list")}).array();
        const QJsonObject active = named(groups, QStringLiteral("group"), m_active);
        const QJsonObject idle = named(groups, QStringLiteral("group"), m_idle);
        QCOMPARE(active.value(QStringLiteral("state")).toString(), QStringLiteral("Stable"));
        QCOMPARE(active.value(QStringLiteral("type")).toString(), QStringLiteral("classic"));
        QCOMPARE(active.value(QStringLiteral("members")).toInt(), 1);
        QCOMPARE(idle.value(QStringLiteral("state")).toString(), QStringLiteral("Empty"));
        QCOMPARE(idle.value(QStringLiteral("lag")).toInteger(), idleLag());

        const QJsonObject described =
            cli({QStringLiteral("groups"), QStringLiteral("describe"), m_active}).object();
        const QJsonArray members = described.value(QStringLiteral("members")).toArray();
        QCOMPARE(members.size(), 1);
        QCOMPARE(members[0].toObject().value(QStringLiteral("client_id")).toString(),
                 QStringLiteral("smoke-consumer"));
        const QJsonArray offsets = described.value(QStringLiteral("offsets")).toArray();
        QCOMPARE(offsets.size(), kPartitions);

        // The offsets log decodes this release's __consumer_offsets records.
        const auto r = test::runProgram("KAFSCOPE_CLI",
                                        {QStringLiteral("offsets-log"), QStringLiteral("--group"),
                                         m_idle, QStringLiteral("--max"), QStringLiteral("3"),
                                         QStringLiteral("--bootstrap"), profile().bootstrap,
                                         QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), kPartitions);
        for (const QByteArray &line : lines) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            QCOMPARE(o.value(QStringLiteral("record_type")).toString(),
                     QStringLiteral("OffsetCommit"));
            QCOMPARE(o.value(QStringLiteral("key")).toObject().value(QStringLiteral("group")),
                     QJsonValue(m_idle));
        }
    }

    void cliSecurityAndQuotas()
    {
        const QJsonObject acls = cli({QStringLiteral("acls"), QStringLiteral("list")}).object();
        QCOMPARE(acls.value(QStringLiteral("authorizer")).toString(), QStringLiteral("none"));
        QVERIFY(acls.value(QStringLiteral("note"))
                    .toString()
                    .startsWith(QStringLiteral("This cluster has no authorizer")));
        const QJsonObject users = cli({QStringLiteral("users"), QStringLiteral("list")}).object();
        QVERIFY(users.value(QStringLiteral("note"))
                    .toString()
                    .startsWith(QStringLiteral("This cluster has no SASL listener")));
        const QJsonObject quotas = cli({QStringLiteral("quotas"), QStringLiteral("list")}).object();
        QVERIFY(quotas.value(QStringLiteral("quotas")).isArray());
    }

    // The consumer group protocol (KIP-848) arrived in Kafka 4.0: on 3.x the lab names it as not
    // supported by this cluster's release instead of failing in the members.
    void consumerProtocolNamedWhereMissing()
    {
        if (release().atLeast(4, 0)) {
            const Status s = rebalance::checkConsumerProtocol(profile());
            QVERIFY2(s, qPrintable(s ? QString() : s.error().message()));
            return;
        }
        const auto r = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("--group"),
             test::uniqueName(QStringLiteral("smoke-lab")), QStringLiteral("--topic"), m_topic,
             QStringLiteral("--protocol"), QStringLiteral("consumer"), QStringLiteral("--assignor"),
             QStringLiteral("uniform"), QStringLiteral("--script"),
             QStringLiteral("add 1; wait stable"), QStringLiteral("--bootstrap"),
             profile().bootstrap});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(QString::fromUtf8(r.err).trimmed(),
                 QStringLiteral("kafscope-cli: The consumer group protocol (KIP-848) is not "
                                "supported by this cluster (Kafka %1)")
                     .arg(release().line()));
    }

    void guiOverviewTopicsAndGroups()
    {
        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(profile());
        QVERIFY(answered.wait(30000));
        ClusterOverviewView *overview = w.overview();
        QCOMPARE(overview->valueText(QStringLiteral("clusterId")), m_info.clusterId);
        QVERIFY(!overview->findChild<QLabel *>(QStringLiteral("error"))->isVisible());
        QTRY_COMPARE_WITH_TIMEOUT(overview->valueText(QStringLiteral("kafkaRelease")),
                                  release().line(), 30000);

        QVERIFY(w.openView(QStringLiteral("topics")));
        TopicListView *list = w.findChild<TopicsView *>()->list();
        QTRY_VERIFY_WITH_TIMEOUT(!list->isLoading() && rowOf(list->model(), m_topic) >= 0, 30000);
        QCOMPARE(list->model()
                     ->index(rowOf(list->model(), m_topic), TopicTableModel::Partitions)
                     .data()
                     .toString(),
                 QString::number(kPartitions));

        QVERIFY(w.openView(QStringLiteral("topic:") + m_topic));
        TopicDetailView *detail = w.findChild<TopicsView *>()->detail();
        QTRY_VERIFY_WITH_TIMEOUT(
            !detail->isLoading() && detail->partitions()->rowCount() == kPartitions, 30000);
        QCOMPARE(detail->partitions()->index(0, PartitionTableModel::Leader).data().toString(),
                 QStringLiteral("1"));

        QVERIFY(w.openView(QStringLiteral("groups")));
        auto *groups = w.findChild<GroupsView *>();
        QAbstractItemModel *table =
            groups->findChild<QTableView *>(QStringLiteral("groupTable"))->model();
        auto cell = [table](const QString &group, int column) {
            for (int r = 0; r < table->rowCount(); ++r)
                if (table->index(r, GroupTableModel::Group).data().toString() == group)
                    return table->index(r, column).data().toString();
            return QString();
        };
        QTRY_VERIFY_WITH_TIMEOUT(!cell(m_idle, GroupTableModel::Lag).isEmpty() &&
                                     !groups->property("kafscopeBusy").toBool(),
                                 30000);
        QCOMPARE(cell(m_active, GroupTableModel::State), QStringLiteral("Stable"));
        QCOMPARE(cell(m_active, GroupTableModel::Members), QStringLiteral("1"));
        QCOMPARE(cell(m_idle, GroupTableModel::Lag), QString::number(idleLag()));

        // Nothing went wrong anywhere: the log stayed folded away.
        QVERIFY2(!w.findChild<QDockWidget *>(QStringLiteral("logDock"))->isVisible(),
                 qPrintable(w.logText()));
    }

    void guiMessages()
    {
        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openView(QStringLiteral("messages:") + m_topic));
        auto *view = w.findChild<MessageBrowserView *>();
        QSignalSpy done(view, &MessageBrowserView::browseFinished);
        w.connectTo(profile());
        QVERIFY(done.wait(30000));
        // Every record of the topic, the one the CLI produced included.
        QVERIFY2(view->model()->rowCount() == m_messages, qPrintable(view->statusText()));
        QVERIFY2(view->errorText().isEmpty(), qPrintable(view->errorText()));
        QSet<int> partitions;
        for (int i = 0; i < view->model()->rowCount(); ++i)
            partitions.insert(view->model()->record(i).partition);
        QCOMPARE(partitions.size(), kPartitions);
    }
};

KAFSCOPE_TEST_MAIN(TestVersionSmoke)
#include "test_version_smoke.moc"
