#pragma once

#include <QtGlobal>

#include <array>

namespace kafscope {

// Delivery latencies in microseconds, in log-linear buckets (16 per power of two, so a percentile
// is within ~6% of the true value): constant memory whatever the message count.
class LatencyHistogram {
public:
    void record(qint64 micros);
    void merge(const LatencyHistogram &other);
    void clear();
    quint64 count() const { return m_count; }
    qint64 maxMicros() const { return m_max; }
    // The latency below which `quantile` (0..1) of the samples lie, in microseconds; 0 when empty.
    qint64 percentileMicros(double quantile) const;
    double percentileMs(double quantile) const
    {
        return double(percentileMicros(quantile)) / 1000.0;
    }

    static int bucketOf(qint64 micros);
    static qint64 bucketMidpoint(int bucket);

private:
    static constexpr int kSub = 16;
    static constexpr int kBuckets = kSub + 40 * kSub;
    std::array<quint64, kBuckets> m_buckets{};
    quint64 m_count = 0;
    qint64 m_max = 0;
};

} // namespace kafscope
