#pragma once

#include "cluster/kafka_client.h"
#include "common/result.h"
#include "groups/group_state.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QString>

#include <atomic>
#include <optional>

namespace kafscope::monitor {

// Which topics and groups the monitor reports (kafka_exporter's --topic.filter/--topic.exclude and
// --group.filter/--group.exclude: a name is kept when the filter matches it and the exclusion does
// not), and the bounds that keep its series countable.
struct MonitorScope {
    QRegularExpression topicFilter{QStringLiteral(".*")};
    QRegularExpression topicExclude{QStringLiteral("^$")};
    QRegularExpression groupFilter{QStringLiteral(".*")};
    QRegularExpression groupExclude{QStringLiteral("^$")};
    int maxPartitions = 50000;   // partitions reported (topic series); the rest counted as left out
    int maxGroups = 5000;        // groups reported; the rest counted as left out
    int maxLagTimeReads = 2000;  // partitions whose oldest unconsumed record is read per cycle
    int lagTimeBudgetMs = 10000; // the time those reads may take per cycle

    bool keepsTopic(const QString &topic) const;
    bool keepsGroup(const QString &group) const;
};

// A regular expression given on the command line, anchored as kafka_exporter's Go
// regexp.MatchString is not: a match anywhere counts. An invalid one is a usage error naming the
// option.
Result<QRegularExpression> parseScopeRegex(const QString &pattern, const QString &option);

struct PartitionRow {
    QString topic;
    int partition = -1;
    int leader = -1;
    int replicas = 0;
    int inSync = 0;
    bool preferredLeader = false; // the leader is the first replica
    qint64 oldest = -1;           // log start; -1: its leader did not answer
    qint64 newest = -1;           // log end (next offset)
};

// How the age of a partition's oldest unconsumed record was obtained.
enum class LagTimeSource {
    None,          // no lag, or not read (bounds, errors)
    CreateTime,    // the record's producer timestamp
    LogAppendTime, // the broker's append time (the topic's message.timestamp.type)
};
QString wireName(LagTimeSource s); // "create_time", "log_append_time", ""

struct GroupPartitionRow {
    QString topic;
    int partition = -1;
    qint64 committed = -1;
    qint64 end = -1; // -1: unknown
    qint64 lag = -1; // -1: unknown (no end offset)
    // The age in seconds of the oldest record the group has not consumed (0 with no lag); -1 when
    // it was not read.
    double lagSeconds = -1;
    LagTimeSource lagTimeSource = LagTimeSource::None;
    // The committed offset is below the log start: records were deleted before the group read them.
    bool behindLogStart = false;
};

struct GroupRow {
    QString group;
    groups::GroupState state = groups::GroupState::Unknown;
    groups::GroupType type = groups::GroupType::Unknown;
    QString protocolType; // "consumer", "connect", "" (simple)
    QString assignor;
    int members = 0;
    int coordinator = -1;
    QList<GroupPartitionRow> partitions; // sorted; kept topics only
    bool offsetsFailed = false;          // its committed offsets could not be read
    // Lag change per second since the previous cycle (messages/s; + growing); nullopt: unknown.
    std::optional<double> lagChangePerSecond;

    qint64 lagSum() const;        // -1 when some partition's lag is unknown
    double maxLagSeconds() const; // -1 when some lagging partition's age is unknown
};

// One connector of a Kafka Connect cluster the profile names, as one cycle saw it.
struct ConnectorRow {
    QString connect; // the Connect cluster's REST URL (without a login)
    QString name;
    QString type;  // source, sink
    QString state; // RUNNING, PAUSED, STOPPED, FAILED, UNASSIGNED, RESTARTING ("": no status yet)
    QMap<QString, int> tasksByState;
};

// Errors of one cycle by kind: "metadata", "watermarks", "groups", "group_offsets",
// "group_describe", "lag_time".
using ErrorCounts = QMap<QString, quint64>;

// What one cycle of the monitor saw of one cluster: immutable once made, served to every scrape
// until the next cycle ends.
struct MonitorSnapshot {
    QString cluster;           // the label: profile name, else the cluster id
    QString clusterId;         // as the cluster says ("" when never reached)
    bool up = false;           // this cycle's metadata answered
    qint64 takenMs = 0;        // when the data was collected (kept from the last good cycle)
    qint64 cycleEndMs = 0;     // when the last cycle ended, good or not
    double collectSeconds = 0; // the last cycle's duration
    QString lastError;         // the last cycle's failure in words ("" when up)
    int brokers = 0;
    QList<int> brokerIds;
    int controllerId = -1;
    QList<int> absentReplicaBrokers;    // named as replicas but not listed: stopped or fenced
    QList<PartitionRow> partitions;     // kept topics, sorted
    QMap<QString, int> topicPartitions; // kept topics -> partition count
    int underReplicated = 0, offline = 0;
    QList<GroupRow> groups; // kept groups, sorted
    ErrorCounts cycleErrors;
    // Left out by the bounds in this cycle: "partitions", "groups", "lag_time".
    QMap<QString, quint64> leftOut;
    // The profile's Kafka Connect clusters: whether each answered this cycle, and the connectors
    // of those that did (at most kMaxConnectors over all; more are counted in leftOut).
    QMap<QString, bool> connectUp;
    QList<ConnectorRow> connectors;
    static constexpr int kMaxConnectors = 5000;
};

// Per-partition cache of oldest-unconsumed-record timestamps: a group that has not moved its
// commit keeps the same oldest record, so only moved commits are read again.
class LagTimeCache {
public:
    struct Entry {
        qint64 offset = -1;
        qint64 timestampMs = -1;
        LagTimeSource source = LagTimeSource::None;
    };
    std::optional<Entry> find(const QString &topic, int partition, qint64 offset) const;
    void put(const QString &topic, int partition, const Entry &e);
    // Drops what the last cycle did not ask for (deleted topics, moved groups); `keys` are
    // key(topic, partition) + '@' + offset.
    void keepOnly(const QSet<QString> &keys);
    static QString key(const QString &topic, int partition);
    int size() const { return int(m_entries.size()); }

private:
    QHash<QString, Entry> m_entries;
};

// Collects one snapshot with `admin` (metadata, every kept partition's watermarks, every kept
// group's state, members and committed offsets) and, with `reader` (a consumer that never joins),
// the timestamps of the oldest unconsumed records. `previous` gives lag trends. Blocking; run it
// on the cluster's monitor worker. A failed metadata request makes an "up = false" snapshot
// carrying `previous`'s data.
MonitorSnapshot collectSnapshot(KafkaClient &admin, KafkaClient *reader, const MonitorScope &scope,
                                const MonitorSnapshot *previous, LagTimeCache &cache,
                                const std::atomic<int> *cancelled = nullptr);

// Reads the connectors of `profile`'s Kafka Connect clusters into `s` (connectUp, connectors; a
// Connect cluster that does not answer counts a "connect" error). Blocking.
void collectConnect(const ConnectionProfile &profile, MonitorSnapshot &s,
                    const std::atomic<int> *cancelled = nullptr);

// Reads the timestamps of the records at the given offsets (one fetch round over one assignment,
// each partition stopped after its first record) within `budgetMs`. Missing from the map: not
// read (gone, aborted, or no answer in time). Blocking.
struct OffsetAt {
    QString topic;
    int partition = -1;
    qint64 offset = -1;
};
QHash<QString, LagTimeCache::Entry> readRecordTimes(KafkaClient &reader,
                                                    const QList<OffsetAt> &wanted, int budgetMs,
                                                    const std::atomic<int> *cancelled = nullptr);

} // namespace kafscope::monitor
