#pragma once

#include "offsets/offsets_log_reader.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace kafscope::offsets {

// What __consumer_offsets says about one group once replayed: the latest value of every key,
// tombstoned keys removed.
struct GroupState {
    QString group;
    QString kind; // "classic", "consumer" (KIP-848), "share", "streams" (from its record types)
    std::optional<GroupMetadataValue> classic;            // type 2
    QMap<QPair<QString, int>, OffsetCommitValue> offsets; // committed offsets by topic/partition
    QList<OffsetsLogEntry> records; // live records of the other types, in log order
    bool deleted = false;           // the group record was tombstoned and nothing is left
    qint64 lastOffset = -1;         // last applied record of this group
    int partition = -1;

    // For KIP-848/share/streams groups: the epoch and member ids the records give.
    int epoch() const; // ConsumerGroupMetadata/ShareGroupMetadata/StreamsGroupMetadata epoch, -1
    QStringList memberIds() const; // from the member metadata records
};

// Replays __consumer_offsets records in log order, last value per key wins. Keeps one entry per
// live key, so memory follows the number of live keys, not the log length.
class GroupStateReplay {
public:
    // Entries must come in offset order per partition. Records of groups not in `onlyGroups`
    // (when set) are skipped.
    void apply(const OffsetsLogEntry &entry);
    void setOnlyGroups(const QStringList &groups);

    QStringList groups() const; // groups with live records, sorted
    std::optional<GroupState> state(const QString &group) const;
    qint64 applied() const { return m_applied; }

private:
    QHash<QString, QHash<QByteArray, OffsetsLogEntry>> m_live; // group -> identity -> latest
    QHash<QString, qint64> m_lastOffset;
    QHash<QString, int> m_partition;
    QSet<QString> m_only;
    qint64 m_applied = 0;
};

// "Group state at offset X": replays `entries` of the group's partition up to and including
// `upToOffset` (-1: everything).
GroupState replayGroupAt(const QList<OffsetsLogEntry> &entries, const QString &group,
                         qint64 upToOffset = -1);

// Reads the group's partition of __consumer_offsets from the start to its current end and replays
// it. Blocking (worker thread or CLI).
Result<GroupState> readGroupState(const ConnectionProfile &profile, const QString &group,
                                  int timeoutMs = 30000);

} // namespace kafscope::offsets
