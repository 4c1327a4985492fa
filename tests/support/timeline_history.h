#pragma once

// A long-lived group's history as the rebalance timeline receives it, for the chart's scale test
// and bench/timeline_bench: static members that restart one at a time (a rebalance each: three
// state changes and a generation record naming every member's assignment, rotated so partitions
// really move) and offset commits between rebalances, which are most of __consumer_offsets.
#include "rebalance/timeline_events.h"

#include <QList>
#include <QString>

#include <algorithm>

namespace kafscope::test {

struct TimelineHistoryShape {
    int events = 200000; // about this many (whole generations)
    int members = 8;
    int partitions = 24;         // of one topic, "orders"
    qint64 generationMs = 10000; // a rebalance every 10 s
    int commitsPerGeneration = 96;
    qint64 startMs = 1'700'000'000'000;
};

inline int timelineHistoryGenerations(const TimelineHistoryShape &shape)
{
    return std::max(1, shape.events / (4 + shape.commitsPerGeneration));
}

inline QList<rebalance::TimelineEvent> timelineHistory(const TimelineHistoryShape &shape)
{
    using namespace kafscope::rebalance;
    QList<TimelineEvent> events;
    events.reserve(shape.events);
    const int gens = timelineHistoryGenerations(shape);
    QList<QString> memberIds;
    for (int m = 0; m < shape.members; ++m)
        memberIds << QStringLiteral("consumer-%1-0").arg(m);
    for (int g = 1; g <= gens; ++g) {
        const qint64 t = shape.startMs + g * shape.generationMs;
        memberIds[g % shape.members] =
            QStringLiteral("consumer-%1-%2").arg(g % shape.members).arg(g); // restarted
        events << StateObservation{t, GroupState::PreparingRebalance}
               << StateObservation{t + 300, GroupState::CompletingRebalance}
               << StateObservation{t + 350, GroupState::Stable};
        GenerationRecord r;
        r.timeMs = t + 340;
        r.generation = g;
        r.protocolType = QStringLiteral("consumer");
        r.assignor = QStringLiteral("range");
        r.leader = memberIds[0];
        for (int m = 0; m < shape.members; ++m) {
            RecordMember member;
            member.memberId = memberIds[m];
            member.instanceId = QStringLiteral("instance-%1").arg(m);
            member.clientId = QStringLiteral("history");
            member.host = QStringLiteral("/127.0.0.1");
            member.sessionTimeoutMs = 10000;
            member.rebalanceTimeoutMs = 300000;
            for (int p = 0; p < shape.partitions; ++p)
                if ((p + g) % shape.members == m)
                    member.assignment.insert(PartitionId{QStringLiteral("orders"), p});
            r.members << member;
        }
        events << r;
        const qint64 gap = (shape.generationMs - 500) / std::max(1, shape.commitsPerGeneration);
        for (int c = 0; c < shape.commitsPerGeneration; ++c)
            events << CommitObservation{t + 400 + c * gap,
                                        PartitionId{QStringLiteral("orders"), c % shape.partitions},
                                        qint64(g) * 1000 + c};
    }
    return events;
}

} // namespace kafscope::test
