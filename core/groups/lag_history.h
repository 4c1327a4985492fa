#pragma once

#include <QList>
#include <QMap>
#include <QString>

namespace kafscope::groups {

// Lag samples of one group taken while its detail view is open, kept for the session.
class LagHistory {
public:
    struct Sample {
        qint64 timeMs = 0;
        qint64 total = 0;
        QMap<QString, qint64> perTopic;
    };
    void add(Sample s);
    const QList<Sample> &samples() const { return m_samples; }
    // "time_ms,iso_time,total,<topic>..." with one line per sample (topics as columns).
    QString toCsv() const;

private:
    QList<Sample> m_samples;
    static constexpr int kMaxSamples = 100000; // ~2.3 days at one sample every 2 s
};

} // namespace kafscope::groups
