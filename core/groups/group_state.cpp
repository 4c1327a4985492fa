#include "groups/group_state.h"

#include "common/translations.h"

#include <librdkafka/rdkafka.h>

namespace kafscope::groups {

QString wireName(GroupState state)
{
    switch (state) {
    case GroupState::Unknown: return QStringLiteral("Unknown");
    case GroupState::PreparingRebalance: return QStringLiteral("PreparingRebalance");
    case GroupState::CompletingRebalance: return QStringLiteral("CompletingRebalance");
    case GroupState::Stable: return QStringLiteral("Stable");
    case GroupState::Empty: return QStringLiteral("Empty");
    case GroupState::Dead: return QStringLiteral("Dead");
    case GroupState::Assigning: return QStringLiteral("Assigning");
    case GroupState::Reconciling: return QStringLiteral("Reconciling");
    case GroupState::NotReady: return QStringLiteral("NotReady");
    }
    return QStringLiteral("Unknown");
}

QString wireName(GroupType type)
{
    switch (type) {
    case GroupType::Unknown: return QStringLiteral("unknown");
    case GroupType::Classic: return QStringLiteral("classic");
    case GroupType::Consumer: return QStringLiteral("consumer");
    case GroupType::Share: return QStringLiteral("share");
    case GroupType::Streams: return QStringLiteral("streams");
    }
    return QStringLiteral("unknown");
}

GroupState parseGroupState(QStringView name)
{
    const QString n = name.toString().toLower().remove(QLatin1Char('_'));
    if (n == QLatin1String("awaitingsync"))
        return GroupState::CompletingRebalance;
    for (GroupState s : {GroupState::PreparingRebalance, GroupState::CompletingRebalance,
                         GroupState::Stable, GroupState::Empty, GroupState::Dead,
                         GroupState::Assigning, GroupState::Reconciling, GroupState::NotReady})
        if (n == wireName(s).toLower())
            return s;
    return GroupState::Unknown;
}

GroupType parseGroupType(QStringView name)
{
    for (GroupType t :
         {GroupType::Classic, GroupType::Consumer, GroupType::Share, GroupType::Streams})
        if (name.compare(wireName(t), Qt::CaseInsensitive) == 0)
            return t;
    return GroupType::Unknown;
}

GroupState groupStateFromRdkafka(int state)
{
    switch (state) {
    case RD_KAFKA_CONSUMER_GROUP_STATE_PREPARING_REBALANCE: return GroupState::PreparingRebalance;
    case RD_KAFKA_CONSUMER_GROUP_STATE_COMPLETING_REBALANCE: return GroupState::CompletingRebalance;
    case RD_KAFKA_CONSUMER_GROUP_STATE_STABLE: return GroupState::Stable;
    case RD_KAFKA_CONSUMER_GROUP_STATE_DEAD: return GroupState::Dead;
    case RD_KAFKA_CONSUMER_GROUP_STATE_EMPTY: return GroupState::Empty;
    default: return GroupState::Unknown;
    }
}

GroupType groupTypeFromRdkafka(int type)
{
    switch (type) {
    case RD_KAFKA_CONSUMER_GROUP_TYPE_CLASSIC: return GroupType::Classic;
    case RD_KAFKA_CONSUMER_GROUP_TYPE_CONSUMER: return GroupType::Consumer;
    default: return GroupType::Unknown;
    }
}

QString displayName(GroupState state)
{
    switch (state) {
    case GroupState::Unknown: return KS_TR("Unknown");
    case GroupState::PreparingRebalance: return KS_TR("Preparing rebalance");
    case GroupState::CompletingRebalance: return KS_TR("Completing rebalance");
    case GroupState::Stable: return KS_TR("Stable");
    case GroupState::Empty: return KS_TR("Empty");
    case GroupState::Dead: return KS_TR("Dead");
    case GroupState::Assigning: return KS_TR("Assigning");
    case GroupState::Reconciling: return KS_TR("Reconciling");
    case GroupState::NotReady: return KS_TR("Not ready");
    }
    return KS_TR("Unknown");
}

QString displayName(GroupType type)
{
    switch (type) {
    case GroupType::Unknown: return KS_TR("unknown");
    case GroupType::Classic: return KS_TR("classic");
    case GroupType::Consumer: return KS_TR("consumer");
    case GroupType::Share: return KS_TR("share");
    case GroupType::Streams: return KS_TR("streams");
    }
    return KS_TR("unknown");
}

} // namespace kafscope::groups
