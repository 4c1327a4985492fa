// What the overview and the topic page put into words: the controller (KRaft hides the active
// one from clients, so no id is shown and none can differ between two places) and config values
// in human units.
#include "admin/config_admin.h"
#include "test_main.h"
#include "admin/controller_info.h"
#include "topics/config_units.h"
#include "topics/topic_config_summary.h"

#include <QLocale>
#include <QtTest>

using namespace kafscope;

namespace {

ConfigEntry entry(const char *name, const char *value)
{
    ConfigEntry e;
    e.name = QString::fromLatin1(name);
    if (value) {
        e.value = QString::fromLatin1(value);
        e.hasValue = true;
    }
    return e;
}

} // namespace

class TestTopicPageLogic : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void quorumIsReadFromProcessRoles()
    {
        QCOMPARE(quorumFromBrokerConfigs({entry("process.roles", "broker,controller")}),
                 MetadataQuorum::KRaft);
        QCOMPARE(quorumFromBrokerConfigs(
                     {entry("process.roles", "broker"), entry("zookeeper.connect", nullptr)}),
                 MetadataQuorum::KRaft);
        // Kafka 3.x in ZooKeeper mode lists process.roles without a value.
        QCOMPARE(quorumFromBrokerConfigs(
                     {entry("process.roles", ""), entry("zookeeper.connect", "zk:2181")}),
                 MetadataQuorum::ZooKeeper);
        QCOMPARE(quorumFromBrokerConfigs({entry("zookeeper.connect", "zk:2181")}),
                 MetadataQuorum::ZooKeeper);
        QCOMPARE(quorumFromBrokerConfigs({entry("process.roles", nullptr)}),
                 MetadataQuorum::Unknown);
        QCOMPARE(quorumFromBrokerConfigs({}), MetadataQuorum::Unknown);
    }

    void kraftNamesNoController()
    {
        // Two refreshes of a KRaft cluster: the Metadata answer names a different random broker
        // each time, and what is shown stays the same.
        const ControllerView a{MetadataQuorum::KRaft, 2, {}};
        const ControllerView b{MetadataQuorum::KRaft, 3, {}};
        QCOMPARE(a.visibleId(), -1);
        QCOMPARE(controllerShortText(a), QStringLiteral("KRaft"));
        QCOMPARE(controllerShortText(a), controllerShortText(b));
        QCOMPARE(controllerSentence(a), controllerSentence(b));
        QVERIFY2(controllerSentence(a).contains(QStringLiteral("cannot see the active controller")),
                 qPrintable(controllerSentence(a)));
        QVERIFY(!controllerSentence(a).contains(QStringLiteral("2")));
        QCOMPARE(quorumKey(a.quorum), QStringLiteral("kraft"));
    }

    void zookeeperNamesItsController()
    {
        ClusterMetadata md;
        md.brokers = {{1, QStringLiteral("h1"), 9001}, {2, QStringLiteral("h2"), 9002}};
        const ControllerView c{MetadataQuorum::ZooKeeper, 2, {}};
        QCOMPARE(c.visibleId(), 2);
        QCOMPARE(controllerShortText(c), QStringLiteral("2"));
        QCOMPARE(controllerSentence(c, &md),
                 QStringLiteral("Broker 2 (h2:9002), elected through ZooKeeper"));
        QCOMPARE(controllerSentence(c), QStringLiteral("Broker 2, elected through ZooKeeper"));
        QCOMPARE(quorumKey(c.quorum), QStringLiteral("zookeeper"));
    }

    void unknownSaysWhyAndNamesNoBroker()
    {
        const ControllerView c{MetadataQuorum::Unknown, 3, QStringLiteral("not authorized")};
        QCOMPARE(c.visibleId(), -1);
        QCOMPARE(controllerShortText(c), QStringLiteral("unknown"));
        QCOMPARE(controllerSentence(c),
                 QStringLiteral("Unknown: whether the cluster runs KRaft could not be read (not "
                                "authorized)"));
        QCOMPARE(quorumKey(c.quorum), QStringLiteral("unknown"));
    }

    void durations()
    {
        QCOMPARE(humanConfigValue(QStringLiteral("retention.ms"), QStringLiteral("86400000")),
                 QStringLiteral("1 day"));
        QCOMPARE(humanConfigValue(QStringLiteral("retention.ms"), QStringLiteral("604800000")),
                 QStringLiteral("7 days"));
        QCOMPARE(humanConfigValue(QStringLiteral("segment.ms"), QStringLiteral("3600000")),
                 QStringLiteral("1 hour"));
        QCOMPARE(humanConfigValue(QStringLiteral("file.delete.delay.ms"), QStringLiteral("60000")),
                 QStringLiteral("1 minute"));
        QCOMPARE(humanConfigValue(QStringLiteral("x.ms"), QStringLiteral("5400000")),
                 QStringLiteral("1 h 30 min"));
        QCOMPARE(humanConfigValue(QStringLiteral("x.ms"), QStringLiteral("1500")),
                 QStringLiteral("1.5 s"));
        QCOMPARE(humanDurationMs(250), QStringLiteral("250 ms"));
        QCOMPARE(humanDurationMs(0), QStringLiteral("0 ms"));
        QCOMPARE(humanDurationMs(86400001), QStringLiteral("1.0 d"));
        QCOMPARE(humanConfigValue(QStringLiteral("x.seconds"), QStringLiteral("120")),
                 QStringLiteral("2 minutes"));
    }

    void specialValues()
    {
        // Long.MAX_VALUE: forever (message.timestamp.difference.max.ms's default).
        QCOMPARE(humanConfigValue(QStringLiteral("message.timestamp.difference.max.ms"),
                                  QStringLiteral("9223372036854775807")),
                 QStringLiteral("forever"));
        QCOMPARE(humanConfigValue(QStringLiteral("retention.ms"), QStringLiteral("-1")),
                 QStringLiteral("forever"));
        QCOMPARE(humanConfigValue(QStringLiteral("retention.bytes"), QStringLiteral("-1")),
                 QStringLiteral("no limit"));
        QCOMPARE(humanConfigValue(QStringLiteral("local.retention.ms"), QStringLiteral("-2")),
                 QStringLiteral("same as retention.ms"));
        QCOMPARE(humanConfigValue(QStringLiteral("local.retention.bytes"), QStringLiteral("-2")),
                 QStringLiteral("same as retention.bytes"));
        QCOMPARE(humanConfigValue(QStringLiteral("x.ms"), QStringLiteral("-5")), QString());
    }

    void sizes()
    {
        QCOMPARE(humanConfigValue(QStringLiteral("segment.bytes"), QStringLiteral("1073741824")),
                 QStringLiteral("1 GiB"));
        QCOMPARE(humanConfigValue(QStringLiteral("max.message.bytes"), QStringLiteral("1048588")),
                 QStringLiteral("1.0 MiB"));
        QCOMPARE(humanConfigValue(QStringLiteral("index.interval.bytes"), QStringLiteral("4096")),
                 QStringLiteral("4 KiB"));
        QCOMPARE(humanBytes(1), QStringLiteral("1 byte"));
        QCOMPARE(humanBytes(1000), QStringLiteral("1,000 bytes"));
        QCOMPARE(humanBytes(qint64(3) << 29), QStringLiteral("1.5 GiB"));
    }

    void othersStayRaw()
    {
        QCOMPARE(humanConfigValue(QStringLiteral("cleanup.policy"), QStringLiteral("delete")),
                 QString());
        QCOMPARE(humanConfigValue(QStringLiteral("min.insync.replicas"), QStringLiteral("2")),
                 QString());
        QCOMPARE(humanConfigValue(QStringLiteral("retention.ms"), QStringLiteral("soon")),
                 QString());
    }

    void retentionSortsForeverLast()
    {
        TopicConfigSummary day{QStringLiteral("delete"), QStringLiteral("86400000"), {}};
        TopicConfigSummary noLimit{QStringLiteral("compact"), QStringLiteral("-1"), {}};
        TopicConfigSummary unread;
        QVERIFY(day.retentionSortKey() < noLimit.retentionSortKey());
        QVERIFY(unread.retentionSortKey() < day.retentionSortKey());
    }
};

KAFSCOPE_TEST_MAIN(TestTopicPageLogic)
#include "test_topic_page_logic.moc"
