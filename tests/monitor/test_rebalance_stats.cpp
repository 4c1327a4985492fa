// The monitor's rebalance counting from __consumer_offsets records: each completed rebalance is
// counted once, per group, with its window and stops observed; commits of groups never seen
// rebalancing make no group; the bounds hold.
#include "monitor/rebalance_stats.h"
#include "test_main.h"
#include "offsets/offsets_log_reader.h"

#include <QTest>

using namespace kafscope;
using namespace kafscope::monitor;

namespace {

offsets::OffsetsLogEntry generation(const QString &group, int gen, qint64 timeMs,
                                    const QList<QPair<QString, QList<int>>> &members,
                                    qint64 stateMs = -1)
{
    offsets::OffsetsLogEntry e;
    e.timestampMs = timeMs;
    offsets::OffsetsRecord &r = e.record;
    r.type = int(offsets::RecordType::GroupMetadata);
    r.keyDecoded = r.valueDecoded = true;
    r.group = group;
    offsets::GroupMetadataValue v;
    v.version = 3;
    v.protocolType = QStringLiteral("consumer");
    v.generation = gen;
    v.protocol = QStringLiteral("range");
    v.currentStateTimestamp = stateMs;
    for (const auto &[id, parts] : members) {
        offsets::ClassicMember m;
        m.memberId = id;
        m.clientId = id;
        m.clientHost = QStringLiteral("/127.0.0.1");
        m.sessionTimeout = 45000;
        m.rebalanceTimeout = 300000;
        offsets::ConsumerAssignment a;
        a.assignedPartitions = {{QStringLiteral("t"), parts}};
        m.assignment = a;
        v.members << m;
    }
    if (!v.members.isEmpty())
        v.leader = v.members.first().memberId;
    r.groupMetadata = v;
    return e;
}

offsets::OffsetsLogEntry commit(const QString &group, int partition, qint64 offset, qint64 timeMs)
{
    offsets::OffsetsLogEntry e;
    e.timestampMs = timeMs;
    offsets::OffsetsRecord &r = e.record;
    r.type = int(offsets::RecordType::OffsetCommit);
    r.keyDecoded = r.valueDecoded = true;
    r.group = group;
    r.topic = QStringLiteral("t");
    r.partition = partition;
    offsets::OffsetCommitValue v;
    v.offset = offset;
    v.commitTimestamp = timeMs;
    r.offsetCommit = v;
    return e;
}

} // namespace

class TestRebalanceStats : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void histogramBuckets()
    {
        SecondsHistogram h;
        h.observe(0.05);
        h.observe(0.1); // on a bound: counted in it (le)
        h.observe(700); // past the last bound: +Inf
        QCOMPARE(h.count, quint64(3));
        QCOMPARE(h.counts.front(), quint64(2));
        QCOMPARE(h.counts.back(), quint64(1));
        QCOMPARE(h.counts.size(), SecondsHistogram::bounds().size() + 1);
    }

    void eachRebalanceCountedOnce()
    {
        RebalanceWatch w;
        const qint64 t0 = 1'000'000;
        w.add(generation(QStringLiteral("g"), 1, t0, {{QStringLiteral("m1"), {0, 1}}}));
        w.update();
        QCOMPARE(w.stats().value(QStringLiteral("g")).rebalances, quint64(1));
        // Nothing new: nothing counted again.
        w.update();
        QCOMPARE(w.stats().value(QStringLiteral("g")).rebalances, quint64(1));
        // A second member joins: generation 2, the state changed 800 ms before the record.
        w.add(generation(QStringLiteral("g"), 2, t0 + 10000,
                         {{QStringLiteral("m1"), {0}}, {QStringLiteral("m2"), {1}}}, t0 + 9200));
        w.update();
        const GroupRebalanceStats s = w.stats().value(QStringLiteral("g"));
        QCOMPARE(s.rebalances, quint64(2));
        QCOMPARE(s.window.count, quint64(2));
        QVERIFY(s.window.sum >= 0.8 - 1e-9); // the second window starts at the state change
        QCOMPARE(s.lastEndMs >= t0 + 10000, true);
    }

    void commitsAloneMakeNoGroup()
    {
        RebalanceWatch w;
        w.add(commit(QStringLiteral("simple"), 0, 10, 1000));
        w.update();
        QVERIFY(!w.stats().contains(QStringLiteral("simple")));
    }

    void groupsAreBounded()
    {
        RebalanceWatch w({}, 2);
        for (int i = 0; i < 5; ++i)
            w.add(generation(QStringLiteral("g%1").arg(i), 1, 1000 + i,
                             {{QStringLiteral("m"), {0}}}));
        w.update();
        QCOMPARE(w.stats().size(), 2);
        QCOMPARE(w.groupsLeftOut(), quint64(3));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestRebalanceStats)
#include "test_rebalance_stats.moc"
