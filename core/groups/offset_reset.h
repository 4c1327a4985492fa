#pragma once

#include "cluster/connection_profile.h"
#include "cluster/kafka_client.h"
#include "common/result.h"
#include "groups/group_offsets.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace kafscope::groups {

// Where to move a group's offsets: "earliest", "latest", "offset:N", "time:ISO8601" or "shift:±N".
struct ResetTarget {
    enum class Mode { Earliest, Latest, Timestamp, Offset, Shift };
    Mode mode = Mode::Latest;
    qint64 value = 0; // offset, ms since epoch, or shift

    static Result<ResetTarget> parse(const QString &text);
    QString describe() const; // "earliest", "time:2024-01-01T00:00:00Z (1704067200000)", ...
};

// One partition of the preview: where the group is and where it would go.
struct ResetRow {
    TopicPartition tp;
    qint64 current = -1; // committed now (-1: none)
    qint64 target = -1;  // what would be written
    qint64 logStart = -1;
    qint64 logEnd = -1;
    QString note; // clamped to the log, no committed offset, ...
};

// A previewed, not yet written, change of a group's committed offsets.
struct ResetPlan {
    QString group;
    QString source; // "reset to …" or "copy from group X"
    QList<ResetRow> rows;
    qint64 changes() const; // rows whose target differs from current
};

// Builds the preview for `topics` (every partition of each), or for every topic the group has
// committed offsets for when `topics` is empty. Writes nothing.
Result<ResetPlan> planReset(KafkaClient &client, const QString &group, const QStringList &topics,
                            const ResetTarget &target);
// planReset's preview from given current offsets (partition -> offset, -1 or absent: none) for
// every partition of `topics`: share groups bring their share-partition start offsets.
Result<ResetPlan> planResetFrom(KafkaClient &client, const QString &group,
                                const QStringList &topics,
                                const QHash<TopicPartition, qint64> &current,
                                const ResetTarget &target);
// The preview of copying `fromGroup`'s committed offsets (restricted to `topics` if given) to
// `group`.
Result<ResetPlan> planCopy(KafkaClient &client, const QString &fromGroup, const QString &group,
                           const QStringList &topics = {});

// Writes a plan. Refused on a read-only connection, without the confirmation (WriteGuard), and
// while the group has active members (Kafka only lets an empty group's offsets be altered).
Status applyPlan(KafkaClient &client, const ResetPlan &plan, const QString &confirmation);

// Deletes a group (it must have no active members).
Status deleteGroup(KafkaClient &client, const QString &group, const QString &confirmation);
// Deletes a group's committed offsets for every partition of `topic`.
Status deleteGroupOffsets(KafkaClient &client, const QString &group, const QString &topic,
                          const QString &confirmation);

// The plain-words refusal when a group has members, or Ok.
Status requireNoActiveMembers(KafkaClient &client, const QString &group, const QString &action);

} // namespace kafscope::groups
