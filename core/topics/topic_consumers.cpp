#include "topics/topic_consumers.h"

#include "common/translations.h"
#include "groups/group_list.h"
#include "groups/group_offsets.h"

#include <algorithm>

namespace kafscope {

Result<QList<TopicConsumer>> topicConsumers(KafkaClient &client, const QString &topic)
{
    auto listed = groups::listGroups(client);
    if (!listed)
        return listed.error();
    QStringList names;
    for (const groups::GroupListing &g : listed.value())
        names << g.group;
    const QList<groups::GroupOffsets> committed = groups::committedOffsetsMany(client, names);

    // Only this topic's commits; the partitions any group committed to get one end-offset round.
    QList<QList<groups::CommittedOffset>> onTopic(committed.size());
    QList<groups::TopicPartition> tps;
    for (qsizetype i = 0; i < committed.size(); ++i)
        for (const groups::CommittedOffset &c : committed[i].offsets)
            if (c.tp.topic == topic && c.offset >= 0) {
                onTopic[i] << c;
                if (!tps.contains(c.tp))
                    tps << c.tp;
            }
    Result<QHash<groups::TopicPartition, qint64>> ends = QHash<groups::TopicPartition, qint64>{};
    if (!tps.isEmpty())
        ends = groups::listOffsets(client, tps, qint64(groups::OffsetSpec::End));

    QList<TopicConsumer> out;
    for (qsizetype i = 0; i < committed.size(); ++i) {
        const groups::GroupListing &g = listed.value()[i];
        if (committed[i].error || onTopic[i].isEmpty()) // nothing says it reads this topic
            continue;
        TopicConsumer c;
        c.group = g.group;
        c.state = groups::displayName(g.state);
        c.members = g.members;
        c.partitions = int(onTopic[i].size());
        if (!ends) {
            c.lagError = ends.error().message();
        } else {
            const groups::GroupLag lag = groups::computeLag(onTopic[i], ends.value());
            if (!lag.unknownEnds.isEmpty())
                c.lagError =
                    KS_TR("end offsets missing for %1 partition(s)").arg(lag.unknownEnds.size());
            else
                c.lag = lag.knownTotal();
        }
        out << c;
    }
    std::sort(out.begin(), out.end(), [](const TopicConsumer &a, const TopicConsumer &b) {
        if (a.lag != b.lag)
            return a.lag > b.lag; // unknown (-1) last
        return a.group < b.group;
    });
    return out;
}

} // namespace kafscope
