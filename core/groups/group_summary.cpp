#include "groups/group_summary.h"

#include "groups/share_group.h"

#include <QSet>

namespace kafscope::groups {

namespace {

// A share group commits nothing: its lag is what DescribeShareGroupOffsets reports (Kafka 4.2+;
// unknown before), its topics those it has share-partitions of.
void addShareLag(KafkaClient &client, QList<GroupSummary> &summaries)
{
    std::optional<protocol::ProtocolClient> pc;
    for (GroupSummary &s : summaries) {
        if (s.listing.type != GroupType::Share)
            continue;
        if (!pc)
            pc.emplace(client);
        s.lag = -1;
        s.topics.clear();
        s.unknownEnds.clear();
        auto o = shareGroupOffsets(*pc, s.listing.group);
        if (!o) {
            s.lagError = o.error();
            continue;
        }
        s.lagError.reset();
        s.lag = o->knownLag();
        for (const SharePartitionOffset &p : o->partitions)
            if (!s.topics.contains(p.tp.topic))
                s.topics << p.tp.topic;
    }
}

} // namespace

QList<GroupSummary> summarizeGroups(KafkaClient &client, const QList<GroupListing> &groups,
                                    int concurrency)
{
    QStringList names;
    for (const GroupListing &g : groups)
        names << g.group;
    const QList<GroupOffsets> committed = committedOffsetsMany(client, names, concurrency);
    QSet<TopicPartition> seen;
    QList<TopicPartition> all;
    for (const GroupOffsets &o : committed)
        for (const CommittedOffset &c : o.offsets)
            if (!seen.contains(c.tp)) {
                seen.insert(c.tp);
                all << c.tp;
            }
    auto ends = listOffsets(client, all, qint64(OffsetSpec::End));
    QList<GroupSummary> out;
    for (qsizetype i = 0; i < groups.size(); ++i) {
        GroupSummary s{groups[i], -1, {}, committed[i].error};
        if (!s.lagError && !ends)
            s.lagError = ends.error();
        if (!s.lagError) {
            const GroupLag lag = computeLag(committed[i].offsets, ends.value());
            s.lag = lag.knownTotal();
            s.topics = lag.perTopic.keys();
            s.unknownEnds = lag.unknownEnds;
        }
        out << s;
    }
    addShareLag(client, out);
    return out;
}

} // namespace kafscope::groups
