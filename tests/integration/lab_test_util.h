#pragma once

#include "admin/topic_admin.h"
#include "rebalance/lab_run.h"
#include "test_cluster.h"

#include <QtTest>

#include <algorithm>
#include <limits>

namespace kafscope::test {

// A new topic on kafka1 with `partitions` partitions.
inline QString makeLabTopic(const QString &prefix, int partitions)
{
    const QString name = uniqueName(prefix);
    auto admin = KafkaClient::create(profileFor("kafka1"), QStringLiteral("test-admin"));
    if (!admin)
        qFatal("admin: %s", qPrintable(admin.error().message()));
    auto s = createTopic(*admin.value(), NewTopicSpec{name, partitions, 1, {}});
    if (!s)
        qFatal("createTopic failed: %s", qPrintable(s.error().message()));
    return name;
}

inline rebalance::LabConfig labConfig(const QString &topic, const QString &assignor,
                                      int sessionMs = 3000)
{
    rebalance::LabConfig c;
    c.profile = profileFor("kafka1");
    c.group = uniqueName(QStringLiteral("lab-") + assignor);
    c.topics = {topic};
    c.assignor = assignor;
    c.sessionTimeoutMs = sessionMs;
    c.maxPollIntervalMs = std::max(sessionMs, 10000);
    c.produceRate = 100;
    return c;
}

// The members' callbacks, in time order.
inline QList<rebalance::MemberCallback> callbacks(const QList<rebalance::TimelineEvent> &events)
{
    QList<rebalance::MemberCallback> out;
    for (const auto &e : events)
        if (const auto *cb = std::get_if<rebalance::MemberCallback>(&e))
            out << *cb;
    std::stable_sort(out.begin(), out.end(),
                     [](const auto &a, const auto &b) { return a.timeMs < b.timeMs; });
    return out;
}

// The rebalance a lab action caused, or null.
inline const rebalance::Rebalance *causedBy(const rebalance::Timeline &t, const QString &cause)
{
    for (const rebalance::Rebalance &r : t.rebalances)
        if (r.causes.contains(cause))
            return &r;
    return nullptr;
}

// Checks that each lab member's assignment in every generation record of the coordinator is what
// the member's own callbacks gave it. A generation's callbacks are the member's assignments between
// its record and the next generation's record (the coordinator writes a record before it answers
// SyncGroup, so a member is told after the record); the member's partitions are replayed up to the
// last of them. A generation can end before a member applies it (the next rebalance starts before
// its SyncGroup answer arrives): with no assignment in that interval the pair is not compared.
// Returns how many (record, member) pairs were compared, or -1 at the first mismatch.
inline int checkRecordsMatchCallbacks(const rebalance::LabRunResult &r)
{
    using namespace rebalance;
    const QList<MemberCallback> cbs = callbacks(r.events);
    int compared = 0;
    for (const TimelineEvent &e : r.events) {
        const auto *rec = std::get_if<GenerationRecord>(&e);
        if (!rec)
            continue;
        qint64 nextRecordMs = std::numeric_limits<qint64>::max();
        for (const TimelineEvent &later : r.events)
            if (const auto *next = std::get_if<GenerationRecord>(&later);
                next && next->generation > rec->generation)
                nextRecordMs = std::min(nextRecordMs, next->timeMs);
        for (const RecordMember &m : rec->members) {
            QString label;
            qsizetype lastAssigned = -1;
            for (qsizetype i = 0; i < cbs.size(); ++i) {
                const MemberCallback &cb = cbs[i];
                if (cb.memberId != m.memberId)
                    continue;
                label = cb.label;
                if (cb.kind == MemberCallback::Kind::Assigned && cb.timeMs >= rec->timeMs - 50 &&
                    cb.timeMs < nextRecordMs)
                    lastAssigned = i;
            }
            if (lastAssigned < 0)
                continue;
            Partitions owned;
            for (qsizetype i = 0; i <= lastAssigned; ++i) {
                const MemberCallback &cb = cbs[i];
                if (cb.label != label)
                    continue;
                if (cb.kind == MemberCallback::Kind::Assigned) {
                    if (cb.incremental)
                        owned.insert(cb.partitions.begin(), cb.partitions.end());
                    else
                        owned = cb.partitions;
                } else if (cb.incremental) {
                    for (const PartitionId &p : cb.partitions)
                        owned.erase(p);
                } else {
                    owned.clear();
                }
            }
            if (owned != m.assignment) {
                qWarning("generation %d, %s: record %s, callbacks %s", rec->generation,
                         qPrintable(label), qPrintable(partitionsText(m.assignment)),
                         qPrintable(partitionsText(owned)));
                return -1;
            }
            ++compared;
        }
    }
    return compared;
}

} // namespace kafscope::test
