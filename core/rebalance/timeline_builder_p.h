#pragma once

// The timeline builder's state (internal to rebalance/): timeline_builder.cpp has what the
// coordinator's records and the group's states do to it, timeline_lab_events.cpp what the lab's own
// members and actions do.
#include "rebalance/timeline.h"

#include <QHash>
#include <QSet>

#include <map>
#include <optional>

namespace kafscope::rebalance::detail {

constexpr qint64 kMaxCauseAgeMs = 120000; // a lab action older than this caused nothing still open
constexpr qint64 kLateRecordMs =
    2000; // clock skew between a record's timestamp and local callbacks
// A member removed from the group after this long without a sign of life was timed out, when its
// session timeout is not known (KIP-848 records do not carry it).
constexpr qint64 kUnknownSessionSilenceMs = 10000;

using Owners = std::map<PartitionId, QString>;

// "m2" before "m10": runs of digits compare by value.
inline bool naturalLess(const QString &a, const QString &b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            while (i + 1 < a.size() && a[i] == QLatin1Char('0') && a[i + 1].isDigit())
                ++i; // leading zeros
            while (j + 1 < b.size() && b[j] == QLatin1Char('0') && b[j + 1].isDigit())
                ++j;
            qsizetype ie = i, je = j;
            while (ie < a.size() && a[ie].isDigit())
                ++ie;
            while (je < b.size() && b[je].isDigit())
                ++je;
            if (ie - i != je - j)
                return ie - i < je - j;
            for (; i < ie; ++i, ++j)
                if (a[i] != b[j])
                    return a[i] < b[j];
            continue;
        }
        if (a[i] != b[j])
            return a[i] < b[j];
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

struct LaneState {
    Lane lane;
    Partitions owned;
    bool alive = true;
    QString pendingEnd; // set by remove: the closing revocation ends the lane with this reason
    bool restarting = false;
    std::optional<Partitions>
        expected;         // a lab member's assignment in the latest record, until it applied it
    qint64 idleFrom = -1; // within an open rebalance: since when the member owned nothing
    qint64 idleMs = 0;
    bool silent = false;      // a lab member crashed; the coordinator has not timed it out yet
    qint64 lastLifeMs = -1;   // its last sign of life: a commit of a partition it owned, a record
    qint64 lastCommitMs = -1; // its last commit seen
    int sessionTimeoutMs = 0; // from its records (0: unknown)
};

class Builder {
public:
    explicit Builder(const Partitions &universe) : m_universe(universe) {}

    void learnAliases(const QList<TimelineEvent> &events);

    void handle(const TimelineEvent &e);

    Timeline finish(qint64 firstMs, qint64 lastMs);

private:
    struct Open {
        Rebalance r;
        Owners before;
    };

    QString keyFor(const QString &memberId, const QString &instanceId,
                   const QString &clientId = {}) const
    {
        if (const QString a = m_alias.value(memberId); !a.isEmpty())
            return a;
        if (const QString a = m_alias.value(instanceId); !a.isEmpty())
            return a;
        if (!clientId.isEmpty())
            if (const QString a = externalByClientId(clientId); !a.isEmpty())
                return a;
        return instanceId.isEmpty() ? memberId : instanceId;
    }

    // An external member's label when its client id holds its {instance} (as "lab-G-m2" or
    // "G-m2" does, "G-m20" does not).
    QString externalByClientId(const QString &clientId) const;

    LaneState &laneFor(const QString &key, qint64 t);

    void revive(LaneState &s, qint64 t);

    void setOwned(LaneState &s, const Partitions &p, qint64 t);

    void endLane(LaneState &s, qint64 t, const QString &reason);

    Owners owners() const;

    // The index of owners().value(p) in m_lanes (-1: none) without building the whole map:
    // commits are most of a group's records.
    qsizetype ownerOf(const PartitionId &p) const;

    QStringList aliveKeys() const;

    const Partitions &universe() const { return m_universe.empty() ? m_seen : m_universe; }

    bool allAssigned() const;

    void open(qint64 t, const QString &evidence);

    static void addCause(Rebalance &r, const LabAction &a);

    void checkClose(qint64 t);

    void on(const StateObservation &e);

    void on(const GenerationRecord &e);

    // A member the coordinator's record no longer has: it left, or it was timed out after a
    // silence (no commit nor record for about its session timeout before the rebalance that
    // removed it). A member never seen committing gives no baseline: it is taken to have left.
    void removeMember(LaneState &s, qint64 recordMs);

    void on(const CommitObservation &e);

    void on(const MemberCallback &e);

    void dropPendingRestart(const QString &label);

    void on(const LabAction &e);

    Partitions m_universe;
    Partitions m_seen;
    QHash<QString, QString> m_alias;
    QSet<QString> m_callbackLabels; // labels of members that report their own callbacks
    QSet<QString> m_externalLabels; // labels of external members (lanes from the records)
    QList<LaneState> m_lanes;
    QList<GenerationMarker> m_generations;
    QList<StateBand> m_states;
    QList<CommitPoint> m_commits;
    QList<Rebalance> m_rebalances;
    QList<LabAction> m_pendingCauses;
    std::optional<Open> m_open;
    Owners m_stableOwners;
    QStringList m_stableMembers;
    bool m_haveStable = false;
    bool m_coordinatorStable = true;
    int m_lastGeneration = -1;
};

} // namespace kafscope::rebalance::detail
