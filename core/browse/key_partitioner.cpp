#include "browse/key_partitioner.h"

namespace kafscope {

quint32 kafkaMurmur2(QByteArrayView key)
{
    // org.apache.kafka.common.utils.Utils.murmur2: 32-bit MurmurHash2, little-endian words, the
    // tail mixed in from its last byte down, as Java does with signed bytes masked to 0xff.
    constexpr quint32 seed = 0x9747b28c;
    constexpr quint32 m = 0x5bd1e995;
    constexpr int r = 24;
    const auto *data = reinterpret_cast<const unsigned char *>(key.data());
    const qsizetype length = key.size();
    quint32 h = seed ^ quint32(length);
    const qsizetype words = length / 4;
    for (qsizetype i = 0; i < words; ++i) {
        const qsizetype at = i * 4;
        quint32 k = quint32(data[at]) | quint32(data[at + 1]) << 8 | quint32(data[at + 2]) << 16 |
                    quint32(data[at + 3]) << 24;
        k *= m;
        k ^= k >> r;
        k *= m;
        h *= m;
        h ^= k;
    }
    const qsizetype tail = words * 4;
    switch (length % 4) {
    case 3: h ^= quint32(data[tail + 2]) << 16; [[fallthrough]];
    case 2: h ^= quint32(data[tail + 1]) << 8; [[fallthrough]];
    case 1: h ^= quint32(data[tail]); h *= m;
    }
    h ^= h >> 13;
    h *= m;
    h ^= h >> 15;
    return h;
}

int defaultPartitionForKey(QByteArrayView key, int partitionCount)
{
    if (partitionCount < 1)
        return -1;
    // Utils.toPositive: the sign bit cleared (not Math.abs, which overflows on INT_MIN).
    return int((kafkaMurmur2(key) & 0x7fffffffu) % quint32(partitionCount));
}

} // namespace kafscope
