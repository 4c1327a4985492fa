#pragma once

#include "rebalance/timeline_events.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>

#include <functional>
#include <map>
#include <optional>

namespace kafscope::offsets {
struct OffsetsLogEntry;
}

namespace kafscope::rebalance {

// Follows one KIP-848 ("consumer" protocol) group, or a share group (KIP-932, the same protocol for
// queues), through its __consumer_offsets records and turns
// each change into a GenerationRecord the timeline already understands: the generation is the
// group epoch, and every member is listed with its member epoch and what it owns at that moment.
// A member owns its assigned partitions plus those it has not revoked yet (pending revocation), so
// the lanes show the incremental reconciliation: which partitions each member gave up and got,
// when. Records name topics by id; names come from `resolve` (e.g. DescribeTopics), asked once per
// unknown id, else "topic-id:ID".
class Kip848Tracker {
public:
    using TopicResolver = std::function<QHash<QString, QString>()>; // id -> name

    explicit Kip848Tracker(QString group, TopicResolver resolve = {});

    // Applies one record of the group's partition; returns the group as it stands afterwards when
    // the record changed the members, an epoch or an assignment (nullopt for other records).
    std::optional<GenerationRecord> apply(const offsets::OffsetsLogEntry &entry);

    bool seenKip848() const { return m_seen; }
    // The group's records are a share group's (KIP-932).
    bool isShare() const { return m_share; }

private:
    struct Member {
        QString clientId, host, instanceId;
        int rebalanceTimeoutMs = 0;
        int epoch = -1;
        int state = 0; // 0 stable, 1 unrevoked partitions, 2 unreleased partitions, 3 unknown
        Partitions owned;
    };
    Partitions partitionsOf(const QJsonArray &tps);
    GenerationRecord snapshot(qint64 timeMs) const;

    QString m_group;
    TopicResolver m_resolve;
    QHash<QString, QString> m_names;
    QSet<QString> m_asked;
    bool m_seen = false;
    bool m_share = false;
    int m_groupEpoch = -1;
    int m_targetEpoch = -1; // the target assignment's epoch
    QString m_assignor;
    std::map<QString, Member> m_members; // by member id
};

} // namespace kafscope::rebalance
