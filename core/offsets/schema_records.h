#pragma once

#include "offsets/offsets_decoder.h"

namespace kafscope::offsets {

// Decoding of the KIP-848 consumer, share and streams group records (types 3-23) by the codecs
// generated from their specifications in Kafka's kafka-group-coordinator jar (the build's
// release): fields named in snake_case, bytes in base64 and topic ids as Kafka writes them in
// JSON. Used by decodeRecord().
void decodeSchemaKey(OffsetsRecord &rec, const QByteArray &key);
void decodeSchemaValue(OffsetsRecord &rec, const QByteArray &value);

// "SubscribedTopicNames" -> "subscribed_topic_names"; "commitTimestamp" -> "commit_timestamp".
QString snakeCase(const char *name);

} // namespace kafscope::offsets
