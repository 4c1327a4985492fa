#include "offsets/group_state_replay.h"

#include <QElapsedTimer>
#include <QJsonArray>

#include <algorithm>

namespace kafscope::offsets {

int GroupState::epoch() const
{
    for (const OffsetsLogEntry &e : records) {
        const int t = e.record.type;
        if (t == int(RecordType::ConsumerGroupMetadata) ||
            t == int(RecordType::ShareGroupMetadata) || t == int(RecordType::StreamsGroupMetadata))
            return e.record.value.value(QStringLiteral("epoch")).toInt(-1);
    }
    return -1;
}

QStringList GroupState::memberIds() const
{
    QStringList ids;
    for (const OffsetsLogEntry &e : records) {
        const int t = e.record.type;
        if (t == int(RecordType::ConsumerGroupMemberMetadata) ||
            t == int(RecordType::ShareGroupMemberMetadata) ||
            t == int(RecordType::StreamsGroupMemberMetadata))
            ids << e.record.memberId;
    }
    ids.sort();
    return ids;
}

void GroupStateReplay::setOnlyGroups(const QStringList &groups)
{
    m_only = QSet<QString>(groups.begin(), groups.end());
}

void GroupStateReplay::apply(const OffsetsLogEntry &entry)
{
    const OffsetsRecord &r = entry.record;
    if (!r.keyDecoded || (!m_only.isEmpty() && !m_only.contains(r.group)))
        return;
    ++m_applied;
    m_lastOffset[r.group] = entry.offset;
    m_partition[r.group] = entry.partition;
    auto &live = m_live[r.group];
    if (r.tombstone)
        live.remove(r.identity());
    else
        live.insert(r.identity(), entry);
}

QStringList GroupStateReplay::groups() const
{
    QStringList out;
    for (auto it = m_live.cbegin(); it != m_live.cend(); ++it)
        if (!it.value().isEmpty())
            out << it.key();
    out.sort();
    return out;
}

std::optional<GroupState> GroupStateReplay::state(const QString &group) const
{
    if (!m_lastOffset.contains(group))
        return std::nullopt;
    GroupState s;
    s.group = group;
    s.lastOffset = m_lastOffset.value(group);
    s.partition = m_partition.value(group);
    QList<OffsetsLogEntry> live = m_live.value(group).values();
    std::sort(live.begin(), live.end(), [](const OffsetsLogEntry &a, const OffsetsLogEntry &b) {
        return a.offset < b.offset;
    });
    for (OffsetsLogEntry &e : live) {
        const OffsetsRecord &r = e.record;
        if (s.kind.isEmpty() || s.kind == QLatin1String("classic"))
            if (r.type > 2 || r.groupMetadata)
                s.kind = groupKindOf(r.type);
        if (r.offsetCommit)
            s.offsets.insert({r.topic, r.partition}, *r.offsetCommit);
        else if (r.groupMetadata)
            s.classic = *r.groupMetadata;
        else
            s.records << e;
    }
    if (s.kind.isEmpty())
        s.kind = QStringLiteral("classic");
    s.deleted = live.isEmpty();
    return s;
}

GroupState replayGroupAt(const QList<OffsetsLogEntry> &entries, const QString &group,
                         qint64 upToOffset)
{
    GroupStateReplay replay;
    replay.setOnlyGroups({group});
    for (const OffsetsLogEntry &e : entries)
        if (upToOffset < 0 || e.offset <= upToOffset)
            replay.apply(e);
    if (auto s = replay.state(group))
        return *s;
    GroupState none;
    none.group = group;
    none.deleted = true;
    return none;
}

Result<GroupState> readGroupState(const ConnectionProfile &profile, const QString &group,
                                  int timeoutMs)
{
    OffsetsLogOptions opts;
    opts.stopAtEnd = true;
    opts.group = group;
    auto reader = OffsetsLogReader::open(profile, opts);
    if (!reader)
        return reader.error();
    GroupStateReplay replay;
    replay.setOnlyGroups({group});
    QElapsedTimer clock;
    clock.start();
    while (!reader.value()->finished()) {
        if (clock.elapsed() > timeoutMs)
            return Error::timeout(
                0, KS_ERR("Reading the records of group %1 in __consumer_offsets took "
                          "longer than %2 ms")
                       .arg(group)
                       .arg(timeoutMs));
        auto batch = reader.value()->poll(200);
        if (!batch)
            return batch.error();
        for (const OffsetsLogEntry &e : batch.value())
            replay.apply(e);
    }
    if (auto s = replay.state(group))
        return *s;
    GroupState none;
    none.group = group;
    none.partition = reader.value()->partitions().value(0, -1);
    none.deleted = true;
    return none;
}

} // namespace kafscope::offsets
