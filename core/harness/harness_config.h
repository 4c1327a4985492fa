#pragma once

#include "common/result.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace kafscope::harness {

// How the consumer under test picks the next message.
struct Strategy {
    enum class Kind { Strict, Weighted, Fifo };
    Kind kind = Kind::Strict;
    QList<int> weights; // Weighted: one weight per level, highest level first

    // "strict", "weighted:70,20,10" or "fifo"; weights must match the number of levels.
    static Result<Strategy> parse(const QString &text, int levels);
    // A comma-separated list of strategies ("strict,weighted:70,20,10,fifo"): numbers after a
    // "weighted:" belong to it.
    static Result<QList<Strategy>> parseList(const QString &text, int levels);
    QString name() const; // the text parse() reads back
    bool operator==(const Strategy &) const = default;
};

// Something done to the system under test during a run.
struct Fault {
    enum class Kind {
        RestartConsumer, // close the consumer (committing what it processed) and start a new one
        CrashConsumer,   // destroy the consumer without closing it: no final commit, duplicates
        AddConsumer,     // a second consumer joins the group (rebalance)
        BrokerRestart,   // stop one node of the local cluster, then start it again
        BrokerStop,      // stop one node (a later BrokerStart of the same node brings it back)
        BrokerStart,     // start a node stopped by BrokerStop
    };
    Kind kind = Kind::RestartConsumer;
    qint64 atMs = 0; // since the load started
    int node = -1;   // broker faults: node id; -1: the highest id

    // "restart@10s", "crash@5s", "add-consumer@15s", "broker-restart@20s", "broker-restart:2@20s",
    // "broker-stop:2@5s" with "broker-start:2@15s" (10 s down).
    static Result<Fault> parse(const QString &text);
    QString name() const;
    bool isBroker() const
    {
        return kind == Kind::BrokerRestart || kind == Kind::BrokerStop || kind == Kind::BrokerStart;
    }
    bool operator==(const Fault &) const = default;
};

// One priority level's load.
struct LevelLoad {
    double rate = 100;   // messages per second while on
    bool bursts = false; // alternate burstOnMs at `rate` with burstOffMs of silence
    int burstOnMs = 1000;
    int burstOffMs = 1000;
    QString topic{};       // empty: prefix-levelName
    int partitions = 0;    // when the topic is created; 0: the run's default
    qint64 durationMs = 0; // how long this level's producer runs; 0: the run's duration
};

// A whole harness run: levels and their topics, load, the consumer under test, faults.
struct HarnessConfig {
    int levels = 3; // 2..5; level 0 is the most important
    QString topicPrefix = QStringLiteral("prio");
    int partitions = 2;         // per level topic, when it is created
    int replicationFactor = -1; // when created; -1: the broker default
    QList<LevelLoad> load;      // one per level
    qint64 durationMs = 10000;  // how long the producers run
    double capacity = 800;      // messages per second the consumer processes
    Strategy strategy;
    int toleranceMs = 250;   // a higher level's backlog younger than this is no inversion
    int weightedWindow = 20; // messages per weighted scheduling window
    QList<Fault> faults;
    QString localClusterDir;       // for broker faults: the local cluster's folder
    qint64 drainTimeoutMs = 60000; // after the load, how long to wait for the backlog to drain
    qint64 duplicateWindowMs =
        15000;                   // duplicates this soon after a fault or rebalance are expected
    int sessionTimeoutMs = 3000; // the consumers' group session timeout (classic protocol only)
    QString groupProtocol =
        QStringLiteral("classic"); // the consumer under test's: classic or consumer (KIP-848)
    // Not empty: the consumer under test is this program of the user's (see ExternalConsumer), not
    // the built-in one; `strategy` and `capacity` do not apply.
    QString consumerCommand;
    // Not empty: no consumer is started; the user runs theirs in this group, and it is judged from
    // the group's commits. Consumer faults need a command and do not apply.
    QString observeGroup;
    qint64 joinTimeoutMs =
        60000; // how long an external consumer may take to join with every partition

    QString levelName(int level) const; // high, mid, low ...
    QString topic(int level) const;     // the level's own topic, else prefix-levelName
    int partitionsOf(int level) const;  // the level's own count, else `partitions`
    qint64 levelDurationMs(int level) const;
    qint64 loadDurationMs() const; // until the last producer stops
    QStringList topics() const;
    Status validate() const;
};

// "10s", "500ms", "2m", or a plain number of seconds.
Result<qint64> parseDurationMs(const QString &text);
// "800" (messages per second) or "2ms" / "1.5ms" (time per message) -> messages per second.
Result<double> parseCapacity(const QString &text);
// "200,500,1000": one rate per level (a single value applies to every level).
Result<QList<double>> parseRates(const QString &text, int levels);
// Level names for 2..5 levels, most important first.
QStringList levelNames(int levels);

} // namespace kafscope::harness
