#pragma once

#include "offsets/offsets_decoder.h"

namespace kafscope::offsets {

// Schema-table decoding of the KIP-848 consumer, share and streams group records (types 3-23):
// fields in Kafka's order and encoding, named in snake_case. Used by decodeRecord().
void decodeSchemaKey(OffsetsRecord &rec, const QByteArray &key);
void decodeSchemaValue(OffsetsRecord &rec, const QByteArray &value);

// "SubscribedTopicNames" -> "subscribed_topic_names"; "commitTimestamp" -> "commit_timestamp".
QString snakeCase(const char *name);

} // namespace kafscope::offsets
