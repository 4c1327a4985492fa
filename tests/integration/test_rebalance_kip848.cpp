// A KIP-848 (group.protocol=consumer) group of Kafka's own Java consumers, followed from
// __consumer_offsets alone: the timeline has the group epochs as generations, each member's epoch,
// and the incremental reconciliation (only the partitions that move stop; the rebalance lasts until
// the new owner has them).
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

std::unique_ptr<QProcess> startJavaConsumer(const QString &topic, const QString &group,
                                            const QString &clientId)
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
              QStringLiteral("--consumer-property"), QStringLiteral("group.protocol=consumer"),
              QStringLiteral("--consumer-property"), QStringLiteral("client.id=") + clientId});
    if (!p->waitForStarted(10000))
        qFatal("java did not start");
    return p;
}

// Follows the group until the timeline built from what was seen satisfies `done` (false after 90
// s).
bool followUntil(GroupObserver &o, QList<TimelineEvent> &seen,
                 const std::function<bool(const Timeline &)> &done)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < 90000) {
        auto batch = o.step(200);
        if (!batch)
            return false;
        seen << batch.value();
        if (!batch->isEmpty() && done(buildTimeline(seen)))
            return true;
    }
    return false;
}

const Lane *laneOf(const Timeline &t, const QString &client)
{
    for (const Lane &l : t.lanes)
        if (l.clientId == client)
            return &l;
    return nullptr;
}

bool ownsAll(const Lane *l, size_t n)
{
    return l && l->endMs < 0 && !l->intervals.isEmpty() && l->intervals.last().endMs < 0 &&
           l->intervals.last().partitions.size() == n;
}

} // namespace

class TestRebalanceKip848 : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void javaKip848GroupReconcilesIncrementally()
    {
        const QString topic = test::makeLabTopic(QStringLiteral("k848"), 4);
        const QString group = test::uniqueName(QStringLiteral("k848-java"));
        GroupObserverOptions opts;
        opts.group = group;
        opts.statePollMs = 0; // __consumer_offsets alone
        auto observer = GroupObserver::open(test::profileFor("kafka1"), opts);
        QVERIFY2(observer.ok(), qPrintable(observer.ok() ? QString() : observer.error().message()));
        QList<TimelineEvent> seen;
        auto a = startJavaConsumer(topic, group, QStringLiteral("k848-a"));
        QVERIFY(followUntil(*observer.value(), seen, [](const Timeline &t) {
            return ownsAll(laneOf(t, QStringLiteral("k848-a")), 4);
        }));
        auto b = startJavaConsumer(topic, group, QStringLiteral("k848-b"));
        // B joins: the rebalance ends once both own two partitions each (uniform assignor).
        QVERIFY(followUntil(*observer.value(), seen, [](const Timeline &t) {
            const Lane *la = laneOf(t, QStringLiteral("k848-a")),
                       *lb = laneOf(t, QStringLiteral("k848-b"));
            return la && lb && !la->intervals.isEmpty() && !lb->intervals.isEmpty() &&
                   la->intervals.last().partitions.size() == 2 &&
                   lb->intervals.last().partitions.size() == 2 && !t.rebalances.isEmpty() &&
                   t.rebalances.last().complete();
        }));
        const Timeline t = buildTimeline(seen);
        const Lane *la = laneOf(t, QStringLiteral("k848-a"));
        const Lane *lb = laneOf(t, QStringLiteral("k848-b"));
        // Member epochs from the records: B joined at a later group epoch than A's first.
        QVERIFY(la->memberEpoch >= 2);
        QCOMPARE(lb->memberEpoch, la->memberEpoch);
        QVERIFY(t.generations.size() >= 2);
        const Rebalance &join = t.rebalances.last();
        QVERIFY(join.joined.contains(lb->key));
        // Incremental: two partitions moved to B, two stayed with A the whole time.
        QCOMPARE(join.moved.size(), size_t(2));
        QCOMPARE(join.kept.size(), size_t(2));
        for (const LaneInterval &i : la->intervals)
            for (const PartitionId &p : join.kept)
                if (i.endMs < 0 || i.endMs > join.startMs)
                    QVERIFY2(i.partitions.count(p), qPrintable(p.text()));
        // The rebalance ends when B has its partitions, not at the epoch bump: its end is B's first
        // ownership, and it lasted as long as the members' heartbeats took to reconcile.
        qint64 bFirst = -1;
        for (const LaneInterval &i : lb->intervals)
            if (!i.partitions.empty()) {
                bFirst = i.startMs;
                break;
            }
        QCOMPARE(join.endMs, bFirst);
        QVERIFY(join.durationMs() > 0);

        // The CLI prints each member's epoch and what it revoked and got.
        const auto r = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"), QStringLiteral("rebalance"),
             QStringLiteral("watch"), group, QStringLiteral("--for"), QStringLiteral("3"),
             QStringLiteral("--state-interval"), QStringLiteral("0"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        int revokedByA = 0, addedToB = 0;
        for (const QByteArray &line : r.out.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value(QStringLiteral("event")).toString() != QLatin1String("assignment"))
                continue;
            const QString client = o.value(QStringLiteral("client_id")).toString();
            if (client == QLatin1String("k848-a"))
                revokedByA += int(o.value(QStringLiteral("revoked")).toArray().size());
            if (client == QLatin1String("k848-b") &&
                o.value(QStringLiteral("member_epoch")).toInt() >= 2)
                addedToB += int(o.value(QStringLiteral("added")).toArray().size());
        }
        QCOMPARE(revokedByA, 2);
        QCOMPARE(addedToB, 2);
        a->terminate();
        b->terminate();
        a->waitForFinished(30000);
        b->waitForFinished(30000);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestRebalanceKip848)
#include "test_rebalance_kip848.moc"
