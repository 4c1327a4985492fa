#pragma once

#include "harness/harness_run.h"
#include "test_cluster.h"

#include <QtTest>

namespace kafscope::test {

// A harness configuration on fresh topics, for a short run.
inline harness::HarnessConfig harnessConfig(const QString &strategy, const QList<double> &rates,
                                            double capacity, qint64 durationMs)
{
    harness::HarnessConfig c;
    c.levels = int(rates.size());
    c.topicPrefix = uniqueName(QStringLiteral("prio"));
    c.partitions = 2;
    c.replicationFactor = 1;
    for (double r : rates)
        c.load << harness::LevelLoad{r};
    c.capacity = capacity;
    c.durationMs = durationMs;
    c.strategy = harness::Strategy::parse(strategy, c.levels).value();
    // A shared 2-core test machine stalls fetches for a few hundred ms now and then; the stated
    // tolerance leaves room for that (the CLI's default is 250 ms).
    c.toleranceMs = 1000;
    return c;
}

inline harness::HarnessReport runHarness(const harness::HarnessConfig &c,
                                         const char *fixture = "kafka1")
{
    std::atomic<int> stop{0};
    auto r = harness::HarnessRun(c).run(profileFor(fixture), stop);
    if (!r)
        qWarning("harness run failed: %s", qPrintable(r.error().message()));
    if (!r)
        return {};
    qInfo("%s", qPrintable(r->table()));
    return r.value();
}

// Nothing acknowledged was lost, every duplicate came after a fault or rebalance, order kept.
inline bool accountedFor(const harness::HarnessReport &r)
{
    if (r.levels.isEmpty())
        return false;
    for (const harness::LevelReport &l : r.levels)
        if (l.produced == 0 || l.lost != 0 || l.consumed != l.produced ||
            l.unexpectedDuplicates != 0 || l.orderViolations != 0)
            return false;
    return r.verdict == harness::Verdict::Pass;
}

} // namespace kafscope::test
