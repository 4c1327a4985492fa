#include "produce/latency_histogram.h"

#include <bit>
#include <cmath>

namespace kafscope {

int LatencyHistogram::bucketOf(qint64 micros)
{
    if (micros < kSub)
        return int(qMax<qint64>(0, micros));
    const int exponent = 63 - std::countl_zero(quint64(micros)); // >= 4
    const int sub = int((quint64(micros) >> (exponent - 4)) & (kSub - 1));
    return qMin(kBuckets - 1, kSub + (exponent - 4) * kSub + sub);
}

qint64 LatencyHistogram::bucketMidpoint(int bucket)
{
    if (bucket < kSub)
        return bucket;
    const int exponent = (bucket - kSub) / kSub + 4;
    const int sub = (bucket - kSub) % kSub;
    const qint64 width = qint64(1) << (exponent - 4);
    return qint64(kSub + sub) * width + width / 2;
}

void LatencyHistogram::record(qint64 micros)
{
    ++m_buckets[size_t(bucketOf(micros))];
    ++m_count;
    m_max = qMax(m_max, micros);
}

void LatencyHistogram::merge(const LatencyHistogram &other)
{
    for (size_t i = 0; i < m_buckets.size(); ++i)
        m_buckets[i] += other.m_buckets[i];
    m_count += other.m_count;
    m_max = qMax(m_max, other.m_max);
}

void LatencyHistogram::clear()
{
    m_buckets.fill(0);
    m_count = 0;
    m_max = 0;
}

qint64 LatencyHistogram::percentileMicros(double quantile) const
{
    if (m_count == 0)
        return 0;
    const quint64 rank =
        qMax<quint64>(1, quint64(std::ceil(qBound(0.0, quantile, 1.0) * double(m_count))));
    quint64 seen = 0;
    for (int b = 0; b < kBuckets; ++b) {
        seen += m_buckets[size_t(b)];
        if (seen >= rank)
            return qMin(bucketMidpoint(b), m_max);
    }
    return m_max;
}

} // namespace kafscope
