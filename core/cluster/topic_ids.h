#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"

#include <QHash>
#include <QString>

namespace kafscope {

// Topic id -> topic name for every topic of the cluster, ids written as __consumer_offsets records
// show them (Kafka's base64 form). librdkafka 2.0.2's metadata carries no topic ids, and KIP-848
// groups record their assignments by id, so this sends one Metadata request (v12) itself to a
// bootstrap broker over a plain TCP connection. Only for PLAINTEXT listeners: with TLS or SASL
// configured it returns a Usage error saying so, and nothing is sent. Blocking; call it from a
// worker thread.
Result<QHash<QString, QString>> fetchTopicIds(const ConnectionProfile &profile, int timeoutMs);

// The Metadata v12 request for all topics, framed (size prefix included), and its response's
// parse (without the size prefix): exposed for the unit test.
QByteArray topicIdsRequest(qint32 correlationId, const QString &clientId);
Result<QHash<QString, QString>> parseTopicIdsResponse(const QByteArray &response, qint32 correlationId);

} // namespace kafscope
