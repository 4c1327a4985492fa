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
        qFatal("admin: %s", qPrintable(admin.error().message));
    auto s = createTopic(*admin.value(), NewTopicSpec{name, partitions, 1, {}});
    if (!s)
        qFatal("createTopic failed: %s", qPrintable(s.error().message));
    return name;
}

inline rebalance::LabConfig labConfig(const QString &topic, const QString &assignor, int sessionMs = 3000)
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
    std::stable_sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.timeMs < b.timeMs; });
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
// the member's own callbacks gave it (replayed up to its first assignment after the record).
// A generation can end before a member applies it (the next rebalance starts before its SyncGroup
// answer is delivered): when the member's first assignment after the record comes only after the
// next generation's record, the member never had that generation, and the pair is not compared.
// Returns how many (record, member) pairs were compared.
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
            if (const auto *next = std::get_if<GenerationRecord>(&later); next && next->generation > rec->generation)
                nextRecordMs = std::min(nextRecordMs, next->timeMs);
        for (const RecordMember &m : rec->members) {
            Partitions owned;
            bool found = false;
            QString label;
            for (const MemberCallback &cb : cbs)
                if (cb.memberId == m.memberId)
                    label = cb.label;
            for (const MemberCallback &cb : cbs) {
                if (cb.label != label || label.isEmpty())
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
                if (cb.kind == MemberCallback::Kind::Assigned && cb.memberId == m.memberId && cb.timeMs >= rec->timeMs - 50) {
                    found = cb.timeMs < nextRecordMs - 50;
                    break;
                }
            }
            if (!found)
                continue;
            if (owned != m.assignment) {
                qWarning("generation %d, %s: record %s, callbacks %s", rec->generation, qPrintable(label),
                         qPrintable(partitionsText(m.assignment)), qPrintable(partitionsText(owned)));
                return -1;
            }
            ++compared;
        }
    }
    return compared;
}

} // namespace kafscope::test
