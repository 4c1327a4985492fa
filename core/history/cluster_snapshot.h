#pragma once

#include "admin/controller_info.h"
#include "cluster/kafka_client.h"
#include "common/result.h"
#include "groups/group_summary.h"
#include "history/history_store.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>

#include <optional>

namespace kafscope::history {

// What the dashboard shows of a cluster at one moment, from one metadata request, the watermarks
// of every partition and the lag of every consumer group. Rates come from two snapshots.
struct ClusterSnapshot {
    qint64 timeMs = 0;
    QString cluster; // the cluster id, or the bootstrap servers where the cluster tells none
    QList<int> brokers;
    // Brokers that partitions name as replicas but the metadata does not list: stopped or fenced.
    QList<int> absentReplicaBrokers;
    ControllerView controller; // the quorum, and the Metadata answer's (KRaft: random) id
    int topics = 0, internalTopics = 0, partitions = 0;
    int underReplicated = 0; // fewer in-sync replicas than replicas
    int offline = 0;         // no leader
    // Per topic (internal ones too): the sum of its partitions' next offsets, and its messages
    // (next - first). Only topics whose every partition answered.
    QHash<QString, qint64> topicEnd, topicMessages;
    QString watermarkError;
    // Per group: its state (the wire name, groups::wireName) and total lag (-1 where there is none:
    // nothing committed, or unknown).
    QMap<QString, QString> groupState;
    QHash<QString, qint64> groupLag;
    // Groups whose lag is unknown: their offsets or some end offset of a topic that exists could
    // not be read. Their lag is not 0, and neither is the total.
    QSet<QString> lagUnknown;
    std::optional<Error> groupsError; // the groups could not be listed (e.g. not authorized)

    // The sum over every group, or nothing while some group's lag is unknown (a partial sum would
    // read as a fall in lag).
    std::optional<qint64> totalLag() const;
    QMap<QString, int> groupsByState() const;
};

// Whether `g`'s lag is unknown: its offsets could not be read, or the end offset of a partition it
// committed to did not come although its topic exists (commits for a deleted topic do not count).
bool lagIsUnknown(const groups::GroupSummary &g, const QSet<QString> &existingTopics);

// Takes a snapshot with `client` (blocking; call it off the GUI thread). The quorum is asked of a
// broker (one DescribeConfigs) unless `knownQuorum` already says it.
Result<ClusterSnapshot> takeSnapshot(KafkaClient &client, int timeoutMs = -1,
                                     MetadataQuorum knownQuorum = MetadataQuorum::Unknown);

// The samples to keep for `current`: its broker, lag and totals, and the message rates since
// `previous` (messages/s per topic and in total; a topic whose end went back — deleted and
// created again — gets no rate for that interval).
QList<Sample> samplesOf(const ClusterSnapshot &current, const ClusterSnapshot *previous,
                        const QList<int> &knownBrokers = {});

// Messages/s per topic between two snapshots.
QHash<QString, double> ratesBetween(const ClusterSnapshot &previous,
                                    const ClusterSnapshot &current);

} // namespace kafscope::history
