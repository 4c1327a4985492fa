#pragma once

#include "admin/topic_admin.h"
#include "rebalance/lab_run.h"
#include "test_cluster.h"

#include <QtTest>

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

} // namespace kafscope::test
