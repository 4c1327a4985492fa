#include "lab_test_util.h"
#include "test_main.h"
#include "rebalance/group_observer.h"
#include "rebalance/lab_report.h"
#include "rebalance/lab_script.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>

using namespace kafscope;
using namespace kafscope::rebalance;

namespace {

constexpr int kCommitIntervalMs = 500; // the sarama peers' auto-commit interval
constexpr int kStatePollMs = 500;      // the observer's describe interval

// One sarama peer process (tests/peers/sarama-rebalance), its JSON lines in a file.
struct Peer {
    std::unique_ptr<QProcess> process;
    QString logPath;
};

Peer startPeer(const QTemporaryDir &dir, const QString &name, const QStringList &args)
{
    const QByteArray bin = qgetenv("KAFSCOPE_SARAMA_PEER");
    if (bin.isEmpty())
        qFatal("KAFSCOPE_SARAMA_PEER is not set (the sarama_peer fixture builds it)");
    Peer p{std::make_unique<QProcess>(), dir.filePath(name + QStringLiteral(".jsonl"))};
    p.process->setStandardOutputFile(p.logPath);
    p.process->setStandardErrorFile(dir.filePath(name + QStringLiteral(".err")));
    p.process->start(QString::fromLocal8Bit(bin),
                     QStringList{QStringLiteral("-brokers"), test::bootstrap("kafka1")} + args);
    if (!p.process->waitForStarted(10000))
        qFatal("the sarama peer did not start");
    return p;
}

QList<QJsonObject> peerLog(const Peer &p)
{
    QList<QJsonObject> out;
    QFile f(p.logPath);
    if (f.open(QIODevice::ReadOnly))
        for (const QByteArray &line : f.readAll().split('\n'))
            if (!line.isEmpty())
                out << QJsonDocument::fromJson(line).object();
    return out;
}

int setups(const Peer &p)
{
    int n = 0;
    for (const QJsonObject &o : peerLog(p))
        n += o.value(QStringLiteral("event")).toString() == QLatin1String("setup");
    return n;
}

// A stop the client logged itself: Cleanup, then its next Setup (in generation `generation`).
struct ClientStop {
    QString memberId;
    int generation = 0;
    qint64 ms = 0;
    qint64 cleanupMs = 0;
};

QList<ClientStop> clientStops(const Peer &p)
{
    QList<ClientStop> out;
    qint64 cleanupMs = -1;
    for (const QJsonObject &o : peerLog(p)) {
        const QString e = o.value(QStringLiteral("event")).toString();
        const qint64 t = o.value(QStringLiteral("time_ms")).toInteger();
        if (e == QLatin1String("cleanup"))
            cleanupMs = t;
        else if (e == QLatin1String("setup") && cleanupMs >= 0 &&
                 !o.value(QStringLiteral("claims")).toObject().isEmpty()) {
            out << ClientStop{o.value(QStringLiteral("member_id")).toString(),
                              o.value(QStringLiteral("generation")).toInt(), t - cleanupMs,
                              cleanupMs};
            cleanupMs = -1;
        }
    }
    return out;
}

const Rebalance *rebalanceOf(const Timeline &t, int generation)
{
    for (const Rebalance &r : t.rebalances)
        if (r.generations.contains(generation))
            return &r;
    return nullptr;
}

// `kafscope-cli rebalance watch G --json` as a user runs it, its JSON lines read as they come.
class Watch {
public:
    explicit Watch(const QString &group)
    {
        m_process.start(QString::fromLocal8Bit(qgetenv("KAFSCOPE_CLI")),
                        {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"),
                         QStringLiteral("rebalance"), QStringLiteral("watch"), group,
                         QStringLiteral("--state-interval"), QString::number(kStatePollMs),
                         QStringLiteral("--json")});
        if (!m_process.waitForStarted(10000))
            qFatal("kafscope-cli did not start");
    }
    ~Watch()
    {
        m_process.terminate();
        if (!m_process.waitForFinished(10000))
            m_process.kill();
        m_process.waitForFinished(10000);
    }

    // Waits up to `ms` for output and takes the complete lines.
    void read(int ms)
    {
        m_process.waitForReadyRead(ms);
        m_partial += m_process.readAllStandardOutput();
        const qsizetype end = m_partial.lastIndexOf('\n');
        if (end < 0)
            return;
        for (const QByteArray &line : m_partial.left(end).split('\n'))
            if (!line.isEmpty())
                m_lines << QJsonDocument::fromJson(line).object();
        m_partial.remove(0, end + 1);
    }

    // The members of the latest generation printed (-1: none yet).
    int members() const
    {
        for (auto it = m_lines.crbegin(); it != m_lines.crend(); ++it)
            if (it->value(QStringLiteral("event")).toString() == QLatin1String("generation"))
                return it->value(QStringLiteral("members")).toInt();
        return -1;
    }

    // The latest summary printed ("rebalance", or an update of it) of the rebalance that completed
    // `generation`; empty when none was.
    QJsonObject rebalanceOf(int generation) const
    {
        for (auto it = m_lines.crbegin(); it != m_lines.crend(); ++it) {
            const QString event = it->value(QStringLiteral("event")).toString();
            if ((event == QLatin1String("rebalance") ||
                 event == QLatin1String("rebalance_update")) &&
                it->value(QStringLiteral("generations")).toArray().contains(generation))
                return *it;
        }
        return {};
    }

    // The stop printed for `member` in the rebalance that completed `generation` (empty: none).
    QJsonObject stopOf(int generation, const QString &member) const
    {
        return rebalanceOf(generation)
            .value(QStringLiteral("member_stop_ms"))
            .toObject()
            .value(member)
            .toObject();
    }

    QByteArray errors() { return m_process.readAllStandardError(); }

private:
    QProcess m_process;
    QByteArray m_partial;
    QList<QJsonObject> m_lines;
};

} // namespace

class TestRebalanceStops : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<Watch> m_watch;

    // Reads the watch's output until `done` or 90 s.
    bool pump(const std::function<bool()> &done, int atLeastMs = 0)
    {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 90000) {
            m_watch->read(100);
            if (t.elapsed() >= atLeastMs && done())
                return true;
        }
        return false;
    }

private Q_SLOTS:
    // An independent sarama group (eager range) followed by `rebalance watch --json` as a user
    // runs it: every stop each member logged itself lies within the estimate the live output
    // gave (the summary, or its update once the commits after the rebalance came), and the
    // uncertainty stays within commit + poll.
    void saramaStopsLieWithinTheEstimates()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString topic = test::makeLabTopic(QStringLiteral("stops"), 6);
        const QString group = test::uniqueName(QStringLiteral("sarama-stops"));
        m_watch = std::make_unique<Watch>(group); // from the oldest record: the group is new
        const QStringList member{
            QStringLiteral("-topic"),           topic,
            QStringLiteral("-group"),           group,
            QStringLiteral("-commit-interval"), QString::number(kCommitIntervalMs)};
        Peer load = startPeer(
            dir, QStringLiteral("load"),
            {QStringLiteral("-topic"), topic, QStringLiteral("-produce"), QStringLiteral("300")});
        Peer a = startPeer(dir, QStringLiteral("a"), member);
        QVERIFY(pump([&] { return setups(a) >= 1 && m_watch->members() == 1; }, 3000));
        Peer b = startPeer(dir, QStringLiteral("b"), member);
        QVERIFY(pump([&] { return setups(b) >= 1 && setups(a) >= 2 && m_watch->members() == 2; }));
        QVERIFY(pump([] { return true; }, 3000)); // commits under the new assignment
        Peer c = startPeer(dir, QStringLiteral("c"), member);
        QVERIFY(pump([&] {
            return setups(c) >= 1 && setups(a) >= 3 && setups(b) >= 2 && m_watch->members() == 3;
        }));
        QVERIFY(pump([] { return true; }, 3000));
        c.process->terminate(); // SIGTERM: sarama closes and leaves the group
        QVERIFY(c.process->waitForFinished(30000));
        QVERIFY(pump([&] { return setups(a) >= 4 && setups(b) >= 3 && m_watch->members() == 2; }));
        QList<ClientStop> stops;
        for (const Peer *p : {&a, &b, &c})
            stops << clientStops(*p);
        // The estimates come a commit interval or so after each rebalance, in the live output.
        const bool estimated = pump([&] {
            return std::all_of(stops.begin(), stops.end(), [&](const ClientStop &s) {
                return !m_watch->stopOf(s.generation, s.memberId).isEmpty();
            });
        });
        if (!estimated)
            qWarning("the watch's stderr: %s", m_watch->errors().constData());

        int compared = 0;
        qint64 widest = 0;
        for (const ClientStop &s : stops) {
            const QJsonObject r = m_watch->rebalanceOf(s.generation);
            QVERIFY2(
                !r.isEmpty(),
                qPrintable(QStringLiteral("no rebalance for generation %1").arg(s.generation)));
            const QJsonObject e = m_watch->stopOf(s.generation, s.memberId);
            QVERIFY2(!e.isEmpty(),
                     qPrintable(QStringLiteral("no estimate for %1 in generation %2: %3")
                                    .arg(s.memberId)
                                    .arg(s.generation)
                                    .arg(QString::fromUtf8(
                                        QJsonDocument(r).toJson(QJsonDocument::Compact)))));
            const qint64 ms = e.value(QStringLiteral("ms")).toInteger();
            const qint64 uncertainty = e.value(QStringLiteral("uncertainty_ms")).toInteger();
            const qint64 interval = e.value(QStringLiteral("commit_interval_ms")).toInteger();
            qInfo("generation %d %s: client stop %lld ms, estimate %lld +- %lld ms (commit "
                  "interval %lld ms), duration %lld ms",
                  s.generation, qPrintable(s.memberId.right(8)), s.ms, ms, uncertainty, interval,
                  r.value(QStringLiteral("duration_ms")).toInteger());
            QVERIFY(!e.value(QStringLiteral("exact")).toBool());
            // The bound: the commit interval (as observed, so a loaded machine's slower
            // ticks count) plus the state-poll interval.
            QVERIFY(interval >= kCommitIntervalMs / 2);
            QVERIFY2(
                uncertainty <= interval + kStatePollMs,
                qPrintable(QStringLiteral("uncertainty %1 ms wider than commit %2 ms + poll %3 ms")
                               .arg(uncertainty)
                               .arg(interval)
                               .arg(kStatePollMs)));
            QVERIFY2(qAbs(ms - s.ms) <= uncertainty,
                     qPrintable(QStringLiteral("the client's own stop (%1 ms, cleanup at %2) lies "
                                               "outside the estimate: %3")
                                    .arg(s.ms)
                                    .arg(s.cleanupMs)
                                    .arg(QString::fromUtf8(
                                        QJsonDocument(r).toJson(QJsonDocument::Compact)))));
            widest = std::max(widest, uncertainty);
            ++compared;
        }
        qInfo("%d member stops compared, widest uncertainty %lld ms", compared, widest);
        QVERIFY2(compared >= 5, qPrintable(QString::number(
                                    compared))); // b joins: a; c joins: a, b; c leaves: a, b
        // The rebalance checked is the one c's leave caused (the highest generation a client
        // logged a stop in), not the last printed: on a loaded machine a member can miss a
        // heartbeat afterwards and begin another rebalance.
        int leaveGeneration = 0;
        for (const Peer *p : {&a, &b})
            for (const ClientStop &s : clientStops(*p))
                leaveGeneration = std::max(leaveGeneration, s.generation);
        const QJsonObject leave = m_watch->rebalanceOf(leaveGeneration);
        QVERIFY2(leave.value(QStringLiteral("member_stop_ms")).toObject().size() == 2,
                 QJsonDocument(leave).toJson(QJsonDocument::Compact).constData());
        QVERIFY(!leave.value(QStringLiteral("partition_stop_ms")).toObject().isEmpty());
        for (Peer *p : {&a, &b, &load}) {
            p->process->terminate();
            p->process->waitForFinished(30000);
        }
        m_watch.reset();
    }

    // The lab's exact stops (its members' callbacks) and the estimates for the same group made from
    // what the broker shows alone agree within the estimates' uncertainty.
    void labExactStopsAgreeWithEstimates()
    {
        const QString topic = test::makeLabTopic(QStringLiteral("stops-lab"), 6);
        LabConfig c = test::labConfig(topic, QStringLiteral("range"));
        const QString script = QStringLiteral("add 2; wait 4s; add 1; wait 4s; remove 1; wait 3s");
        auto steps = parseLabScript(script);
        QVERIFY(steps.ok());
        auto run = runLabScript(c, steps.value(), script);
        QVERIFY2(run.ok(), qPrintable(run.ok() ? QString() : run.error().message()));
        QList<TimelineEvent> outside;
        for (const TimelineEvent &e : run->events)
            if (!std::holds_alternative<MemberCallback>(e) && !std::holds_alternative<LabAction>(e))
                outside << e;
        const Timeline watched = buildTimeline(outside, run->partitions);
        int compared = 0;
        for (const Rebalance &r : run->timeline.rebalances) {
            if (r.generations.isEmpty())
                continue;
            const Rebalance *o = rebalanceOf(watched, r.generations.last());
            QVERIFY(o);
            for (auto it = r.memberStops.begin(); it != r.memberStops.end(); ++it) {
                const Lane *lane = run->timeline.lane(it.key());
                if (!it->exact || !lane || !o->memberStops.contains(lane->memberId))
                    continue;
                const StopEstimate e = o->memberStops.value(lane->memberId);
                qInfo("generation %d %s: exact %lld ms, estimate %lld +- %lld ms",
                      r.generations.last(), qPrintable(it.key()), it->ms, e.ms, e.uncertaintyMs);
                QVERIFY(!e.exact);
                QVERIFY2(qAbs(e.ms - it->ms) <= e.uncertaintyMs,
                         "the lab's exact stop lies outside the estimate");
                ++compared;
            }
        }
        qInfo("%d lab member stops compared", compared);
        QVERIFY2(compared >= 3, qPrintable(QString::number(compared)));
    }

    // Under the cooperative protocol and KIP-848 only moved partitions stop: a kept partition has
    // no stop and a member that kept partitions kept running, both in the lab's exact timeline and
    // in the estimates made from outside. Under eager every partition stops, kept ones too.
    void onlyMovedPartitionsStop_data()
    {
        QTest::addColumn<QString>("protocol");
        QTest::addColumn<QString>("assignor");
        QTest::addColumn<QString>("script");
        QTest::addColumn<bool>("incremental");
        // Each step waits for the group to settle: on a loaded machine a fixed wait can end
        // before the first two members' rebalance does, which then merges with the third's (and
        // a partition first given during it has no stop to measure).
        const QString script = QStringLiteral("add 2; wait stable; add 1; wait 3s; wait stable");
        QTest::newRow("eager range")
            << QStringLiteral("classic") << QStringLiteral("range") << script << false;
        QTest::newRow("cooperative-sticky")
            << QStringLiteral("classic") << QStringLiteral("cooperative-sticky") << script << true;
        // KIP-848 members learn of a new target at their next heartbeat (5 s by default).
        QTest::newRow("KIP-848 uniform")
            << QStringLiteral("consumer") << QStringLiteral("uniform") << script << true;
    }

    void onlyMovedPartitionsStop()
    {
        QFETCH(QString, protocol);
        QFETCH(QString, assignor);
        QFETCH(QString, script);
        QFETCH(bool, incremental);
        const QString topic = test::makeLabTopic(QStringLiteral("stops-moved"), 6);
        LabConfig c = test::labConfig(topic, assignor);
        c.groupProtocol = protocol;
        auto steps = parseLabScript(script);
        QVERIFY(steps.ok());
        auto run = runLabScript(c, steps.value(), script);
        QVERIFY2(run.ok(), qPrintable(run.ok() ? QString() : run.error().message()));
        QVERIFY(run->settled);
        QList<TimelineEvent> outside;
        for (const TimelineEvent &e : run->events)
            if (!std::holds_alternative<MemberCallback>(e) && !std::holds_alternative<LabAction>(e))
                outside << e;
        const Timeline watched = buildTimeline(outside, run->partitions);

        // The lab's own timeline: exact stops for exactly the moved partitions (and, under eager,
        // the kept ones too); members that kept a partition did not stop under the incremental
        // ones.
        int movedChecked = 0, keptChecked = 0;
        for (const Rebalance &r : run->timeline.rebalances) {
            if (!r.complete() || r.moved.empty())
                continue;
            QCOMPARE(r.incremental, incremental);
            for (const PartitionId &p : r.moved) {
                QVERIFY2(r.partitionStops.count(p), qPrintable(p.text()));
                QVERIFY(r.partitionStops.at(p).exact);
                ++movedChecked;
            }
            for (const PartitionId &p : r.kept) {
                QVERIFY2(bool(r.partitionStops.count(p)) == !incremental, qPrintable(p.text()));
                ++keptChecked;
            }
            for (const QString &m : r.membersBefore) {
                const Lane *lane = run->timeline.lane(m);
                QVERIFY(lane);
                const bool keptOne =
                    std::any_of(r.kept.begin(), r.kept.end(), [&](const PartitionId &p) {
                        return run->timeline.ownerAt(p, r.endMs) == lane;
                    });
                if (keptOne && incremental) {
                    QVERIFY2(r.memberStops.contains(m), qPrintable(m));
                    QCOMPARE(r.memberStops.value(m).ms, 0);
                }
            }
        }
        qInfo("exact: %d moved and %d kept partitions checked", movedChecked, keptChecked);
        QVERIFY(movedChecked >= 1 && keptChecked >= 1);

        // From outside: estimates only for moved partitions under the incremental protocols.
        int estimated = 0;
        for (const Rebalance &r : watched.rebalances) {
            if (!r.complete())
                continue;
            for (const auto &[p, stop] : r.partitionStops) {
                QVERIFY(!stop.exact);
                if (incremental)
                    QVERIFY2(r.moved.count(p),
                             qPrintable(p.text() + QStringLiteral(" stopped but was not moved")));
                ++estimated;
            }
            if (!incremental)
                continue;
            for (auto it = r.memberStops.begin(); it != r.memberStops.end(); ++it) {
                const Lane *lane = watched.lane(it.key());
                QVERIFY(lane);
                const bool keptOne =
                    std::any_of(r.kept.begin(), r.kept.end(), [&](const PartitionId &p) {
                        return watched.ownerAt(p, r.endMs) == lane;
                    });
                if (keptOne)
                    QVERIFY2(it->ms == 0 && it->uncertaintyMs == 0, qPrintable(it.key()));
            }
        }
        qInfo("outside: %d partition stops estimated", estimated);
        QVERIFY(estimated >= 1);
        // KIP-848: every member's lane has the member epochs its records gave, rising.
        if (protocol == QLatin1String("consumer"))
            for (const Timeline *t : {&run->timeline, &watched})
                for (const Lane &l : t->lanes) {
                    QVERIFY2(!l.epochs.isEmpty(), qPrintable(l.key));
                    for (qsizetype i = 1; i < l.epochs.size(); ++i)
                        QVERIFY2(l.epochs[i].second > l.epochs[i - 1].second ||
                                     l.epochs[i].second < 0,
                                 qPrintable(l.key));
                }
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestRebalanceStops)
#include "test_rebalance_stops.moc"
