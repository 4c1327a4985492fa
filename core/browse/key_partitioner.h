#pragma once

#include <QByteArrayView>

namespace kafscope {

// Kafka's default partitioner for a record with a key (the Java client's BuiltInPartitioner,
// librdkafka's murmur2 and murmur2_random): murmur2 of the key's bytes with seed 0x9747b28c,
// made positive by clearing the sign bit, modulo the partition count. A browse for one key reads
// only the partition this names.
quint32 kafkaMurmur2(QByteArrayView key);
// The partition (0 .. partitionCount-1) a keyed record goes to; -1 when partitionCount < 1.
int defaultPartitionForKey(QByteArrayView key, int partitionCount);

} // namespace kafscope
