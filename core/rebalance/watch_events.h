#pragma once

#include "rebalance/timeline.h"

#include <QJsonObject>
#include <QList>
#include <QSet>

namespace kafscope::rebalance {

// Turns a group's observations into the events `rebalance watch` prints, in order:
// {"time", "group", "event": "state" | "generation" | "member_joined" | "member_left" |
// "assignment" | "rebalance" | "rebalance_update", ...}. Keeps what it needs to print each
// rebalance once, and again ("rebalance_update", the same generation) when more of its stops
// could be estimated.
class WatchEventStream {
public:
    explicit WatchEventStream(QString group) : m_group(std::move(group)) {}

    // The events one batch of observations gives (feed batches in time order).
    QList<QJsonObject> add(const QList<TimelineEvent> &batch);
    // The rebalances of the whole timeline not printed yet that are complete, and an update of
    // each printed one whose stops could be estimated since. A live rebalance is complete at
    // Stable, before the commits that bound its members' stops: those come a commit interval
    // later.
    QList<QJsonObject> completedRebalances(const Timeline &timeline,
                                           qint64 nowMs = currentTimeMs());
    static qint64 currentTimeMs();
    // How long after its end a printed rebalance may still get stop estimates.
    static constexpr qint64 kStopsWaitMs = 60000;
    const QList<TimelineEvent> &events() const { return m_events; }

private:
    QJsonObject base(qint64 timeMs, const QString &event) const;
    void onRecord(const GenerationRecord &r, QList<QJsonObject> &out);

    QString m_group;
    QList<TimelineEvent> m_events;
    GroupState m_state = GroupState::Unknown;
    int m_generation = -1;
    QHash<QString, RecordMember> m_members; // by member id, from the latest record
    int m_printedRebalances = 0;
    // Printed rebalances whose stops may still come: what was printed of them.
    struct Waiting {
        int generation = -1; // its last; -1: none known (then found by its start)
        qint64 startMs = 0;
        QSet<QString> members, partitions; // the stops printed
    };
    QList<Waiting> m_waiting;
};

} // namespace kafscope::rebalance
