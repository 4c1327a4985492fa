#pragma once

#include "rebalance/timeline.h"

#include <QJsonObject>
#include <QList>
#include <QSet>

namespace kafscope::rebalance {

// Turns a group's observations into the events `rebalance watch` prints, in order:
// {"time", "group", "event": "state" | "generation" | "member_joined" | "member_left" |
// "assignment" | "rebalance", ...}. Keeps what it needs to print each rebalance once.
class WatchEventStream {
public:
    explicit WatchEventStream(QString group) : m_group(std::move(group)) {}

    // The events one batch of observations gives (feed batches in time order).
    QList<QJsonObject> add(const QList<TimelineEvent> &batch);
    // The rebalances of the whole timeline not printed yet that are complete.
    QList<QJsonObject> completedRebalances(const Timeline &timeline);
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
};

} // namespace kafscope::rebalance
