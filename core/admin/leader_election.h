#pragma once

#include "cluster/kafka_client.h"
#include "common/result.h"

#include <QList>
#include <QString>

#include <optional>

namespace kafscope {

// Which leader an election picks: the preferred replica (the first of the replica list, when in
// sync), or, unclean, any live replica when no in-sync one is left (records may be lost).
enum class ElectionType { Preferred, Unclean };

// One partition's election.
struct ElectionOutcome {
    int partition = -1;
    bool notNeeded = false;     // the preferred (or an in-sync) replica already leads
    std::optional<Error> error; // why it failed
};

// Elects the leaders of `partitions` of `topic` (every partition when empty) through librdkafka's
// ElectLeaders; admitted by the write policy as ElectLeaders with `confirmation` (the topic).
Result<QList<ElectionOutcome>> electLeaders(KafkaClient &client, const QString &topic,
                                            const QList<int> &partitions, ElectionType type,
                                            const QString &confirmation);

} // namespace kafscope
