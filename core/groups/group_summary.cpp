#include "groups/group_summary.h"

#include <QSet>

namespace kafscope::groups {

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
    return out;
}

} // namespace kafscope::groups
