#include "lab_test_util.h"
#include "test_main.h"
#include "local/kafka_distribution.h"
#include "rebalance/group_observer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

using namespace kafscope;
using namespace kafscope::rebalance;
using kafscope::local::findJava;
using kafscope::local::KafkaDistribution;

namespace {

// A Java kafka-console-consumer (the Kafka distribution the fixtures run) in group `group`.
std::unique_ptr<QProcess> startJavaConsumer(const QString &topic, const QString &group)
{
    auto java = findJava();
    if (!java)
        qFatal("no java: %s", qPrintable(java.error().message()));
    const KafkaDistribution dist(KafkaDistribution::defaultVersion(),
                                 KafkaDistribution::defaultCacheRoot());
    auto p = std::make_unique<QProcess>();
    p->setProcessChannelMode(QProcess::MergedChannels);
    p->setStandardOutputFile(QProcess::nullDevice());
    p->start(java.value(),
             {QStringLiteral("-Xmx128m"), QStringLiteral("-cp"), dist.classpath(),
              QStringLiteral("org.apache.kafka.tools.consumer.ConsoleConsumer"),
              QStringLiteral("--bootstrap-server"), test::bootstrap("kafka1"),
              QStringLiteral("--topic"), topic, QStringLiteral("--group"), group,
              QStringLiteral("--consumer-property"), QStringLiteral("session.timeout.ms=6000"),
              QStringLiteral("--consumer-property"), QStringLiteral("heartbeat.interval.ms=1000"),
              QStringLiteral("--consumer-property"), QStringLiteral("client.id=java-ext")});
    if (!p->waitForStarted(10000))
        qFatal("java did not start");
    return p;
}

// Follows the group's records until one lists `members` members (false after 90 s).
bool waitForMembers(GroupObserver &o, int members, QList<TimelineEvent> &seen)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < 90000) {
        auto batch = o.step(200);
        if (!batch)
            return false;
        seen << batch.value();
        for (const TimelineEvent &e : batch.value())
            if (const auto *r = std::get_if<GenerationRecord>(&e);
                r && r->members.size() == members)
                return true;
    }
    return false;
}

} // namespace

class TestRebalanceExternal : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void javaGroupIsTrackedFromConsumerOffsetsAlone()
    {
        const QString topic = test::makeLabTopic(QStringLiteral("ext"), 4);
        const QString group = test::uniqueName(QStringLiteral("ext-java"));
        GroupObserverOptions opts;
        opts.group = group;
        opts.statePollMs = 0; // __consumer_offsets alone: no describe
        auto observer = GroupObserver::open(test::profileFor("kafka1"), opts);
        QVERIFY2(observer.ok(), qPrintable(observer.ok() ? QString() : observer.error().message()));
        QList<TimelineEvent> seen;
        auto first = startJavaConsumer(topic, group);
        QVERIFY(waitForMembers(*observer.value(), 1, seen));
        auto second = startJavaConsumer(topic, group);
        QVERIFY(waitForMembers(*observer.value(), 2, seen));
        first->terminate(); // SIGTERM: the console consumer closes and leaves the group
        QVERIFY(first->waitForFinished(30000));
        QVERIFY(waitForMembers(*observer.value(), 1, seen));

        const Timeline t = buildTimeline(seen);
        QVERIFY(t.generations.size() >= 3);
        QCOMPARE(t.generations.last().assignor, QStringLiteral("range"));
        for (const Lane &l : t.lanes)
            QCOMPARE(l.clientId, QStringLiteral("java-ext"));
        QVERIFY(t.lanes.size() >= 2);
        const Rebalance &last = t.rebalances.last();
        QVERIFY(last.complete());
        QCOMPARE(last.left.size(), 1);
        QCOMPARE(last.membersAfter.size(), 1);
        const Lane *survivor = t.lane(last.membersAfter.first());
        QVERIFY(survivor);
        QCOMPARE(survivor->intervals.last().partitions.size(), size_t(4));

        // The CLI replays the same history from __consumer_offsets.
        const auto r = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"), QStringLiteral("rebalance"),
             QStringLiteral("watch"), group, QStringLiteral("--for"), QStringLiteral("3"),
             QStringLiteral("--state-interval"), QStringLiteral("0"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QMap<QString, int> kinds;
        int twoMemberAssignments = 0;
        for (const QByteArray &line : r.out.split('\n')) {
            if (line.isEmpty())
                continue;
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            QCOMPARE(o.value(QStringLiteral("group")).toString(), group);
            QVERIFY(!o.value(QStringLiteral("time")).toString().isEmpty());
            ++kinds[o.value(QStringLiteral("event")).toString()];
            if (o.value(QStringLiteral("event")).toString() == QLatin1String("rebalance")) {
                QVERIFY(o.contains(QStringLiteral("duration_ms")));
                QVERIFY(o.contains(QStringLiteral("members_before")));
                QVERIFY2(o.value(QStringLiteral("generation")).toInt() > 0, line.constData());
            }
            if (o.value(QStringLiteral("event")).toString() == QLatin1String("assignment") &&
                o.value(QStringLiteral("partitions")).toArray().size() == 2)
                ++twoMemberAssignments;
        }
        QVERIFY(kinds.value(QStringLiteral("generation")) >= 3);
        QVERIFY(kinds.value(QStringLiteral("member_joined")) >= 2);
        QVERIFY(kinds.value(QStringLiteral("member_left")) >= 1);
        QVERIFY(kinds.value(QStringLiteral("rebalance")) >= 3);
        QCOMPARE(kinds.value(QStringLiteral("state")), 0);
        QCOMPARE(twoMemberAssignments, 2); // range splits 4 partitions 2 + 2
        second->terminate();
        second->waitForFinished(30000);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestRebalanceExternal)
#include "test_rebalance_external.moc"
