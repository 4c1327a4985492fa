#include "rebalance/timeline_events.h"

#include <QStringList>

namespace kafscope::rebalance {

QString partitionsText(const Partitions &p)
{
    QStringList out;
    for (const PartitionId &id : p)
        out << id.text();
    return out.join(QStringLiteral(", "));
}

QString groupStateName(GroupState s)
{
    switch (s) {
    case GroupState::Unknown: return QStringLiteral("Unknown");
    case GroupState::PreparingRebalance: return QStringLiteral("PreparingRebalance");
    case GroupState::CompletingRebalance: return QStringLiteral("CompletingRebalance");
    case GroupState::Stable: return QStringLiteral("Stable");
    case GroupState::Empty: return QStringLiteral("Empty");
    case GroupState::Dead: return QStringLiteral("Dead");
    }
    return {};
}

GroupState parseGroupState(const QString &name)
{
    const QString n = name.toLower().remove(QLatin1Char('_'));
    if (n == QLatin1String("preparingrebalance"))
        return GroupState::PreparingRebalance;
    if (n == QLatin1String("completingrebalance") || n == QLatin1String("awaitingsync"))
        return GroupState::CompletingRebalance;
    if (n == QLatin1String("stable"))
        return GroupState::Stable;
    if (n == QLatin1String("empty"))
        return GroupState::Empty;
    if (n == QLatin1String("dead"))
        return GroupState::Dead;
    return GroupState::Unknown;
}

QString labActionName(LabAction::Kind kind)
{
    switch (kind) {
    case LabAction::Kind::Add: return QStringLiteral("add");
    case LabAction::Kind::Remove: return QStringLiteral("remove");
    case LabAction::Kind::Crash: return QStringLiteral("crash");
    case LabAction::Kind::Stall: return QStringLiteral("stall");
    case LabAction::Kind::StallEnd: return QStringLiteral("stall end");
    case LabAction::Kind::Restart: return QStringLiteral("restart");
    case LabAction::Kind::Migrate: return QStringLiteral("migrate");
    case LabAction::Kind::BrokerRestart: return QStringLiteral("restart");
    }
    return {};
}

qint64 eventTime(const TimelineEvent &e)
{
    return std::visit([](const auto &v) { return v.timeMs; }, e);
}

} // namespace kafscope::rebalance
