#include "admin/write_guard.h"

namespace kafscope {

bool WriteGuard::isDestructive(WriteKind kind)
{
    switch (kind) {
    case WriteKind::CreateTopic:
    case WriteKind::AddPartitions: // a large increase asks for a confirmation of its own
                                   // (topic_admin)
    case WriteKind::Produce:
    case WriteKind::LabJoinAndCommit:
    case WriteKind::HarnessRun:
    case WriteKind::RegisterSchema:
    case WriteKind::SeedDemo:
    case WriteKind::CreateConnector:
    case WriteKind::AlterConnectorConfig:
    case WriteKind::PauseConnector:
    case WriteKind::ResumeConnector:
    case WriteKind::StopConnector:
    case WriteKind::RestartConnector: return false;
    case WriteKind::DeleteTopic:
    case WriteKind::AlterTopicConfig:
    case WriteKind::AlterBrokerConfig:
    case WriteKind::DeleteRecords:
    case WriteKind::ResetOffsets:
    case WriteKind::DeleteGroup:
    case WriteKind::DeleteGroupOffsets:
    case WriteKind::CreateAcls:
    case WriteKind::DeleteAcls:
    case WriteKind::SetScramCredential:
    case WriteKind::DeleteScramCredential:
    case WriteKind::DeleteSchema:
    case WriteKind::AlterClientQuotas:
    case WriteKind::ReassignPartitions:
    case WriteKind::CancelReassignment:
    case WriteKind::ElectLeaders:
    case WriteKind::AbortTransaction:
    case WriteKind::DeleteConnector:
    case WriteKind::AlterConnectorOffsets:
    case WriteKind::ResetConnectorOffsets: return true;
    }
    return true;
}

ErrorText WriteGuard::verb(WriteKind kind)
{
    switch (kind) {
    case WriteKind::CreateTopic: return KS_ERR("create topic");
    case WriteKind::DeleteTopic: return KS_ERR("delete topic");
    case WriteKind::AddPartitions: return KS_ERR("add partitions to");
    case WriteKind::AlterTopicConfig: return KS_ERR("change configs of");
    case WriteKind::AlterBrokerConfig: return KS_ERR("change configs of");
    case WriteKind::DeleteRecords: return KS_ERR("delete records of");
    case WriteKind::Produce: return KS_ERR("produce to");
    case WriteKind::ResetOffsets: return KS_ERR("change the offsets of group");
    case WriteKind::DeleteGroup: return KS_ERR("delete group");
    case WriteKind::DeleteGroupOffsets: return KS_ERR("delete the committed offsets of group");
    case WriteKind::LabJoinAndCommit: return KS_ERR("join and commit to group");
    case WriteKind::HarnessRun:
        return KS_ERR("create, produce to and commit on the harness topics");
    case WriteKind::CreateAcls: return KS_ERR("create the ACL");
    case WriteKind::DeleteAcls: return KS_ERR("delete the ACLs matching");
    case WriteKind::SetScramCredential: return KS_ERR("set the SCRAM credential of");
    case WriteKind::DeleteScramCredential: return KS_ERR("delete the SCRAM credential of");
    case WriteKind::RegisterSchema: return KS_ERR("register a schema under");
    case WriteKind::DeleteSchema: return KS_ERR("delete schemas of");
    case WriteKind::SeedDemo: return KS_ERR("create and produce to");
    case WriteKind::AlterClientQuotas: return KS_ERR("change the quotas of");
    case WriteKind::ReassignPartitions: return KS_ERR("move the replicas of");
    case WriteKind::CancelReassignment: return KS_ERR("cancel the reassignment of");
    case WriteKind::ElectLeaders: return KS_ERR("elect the leaders of");
    case WriteKind::AbortTransaction: return KS_ERR("abort the open transaction of");
    case WriteKind::CreateConnector: return KS_ERR("create connector");
    case WriteKind::AlterConnectorConfig: return KS_ERR("change the config of connector");
    case WriteKind::PauseConnector: return KS_ERR("pause connector");
    case WriteKind::ResumeConnector: return KS_ERR("resume connector");
    case WriteKind::StopConnector: return KS_ERR("stop connector");
    case WriteKind::RestartConnector: return KS_ERR("restart connector");
    case WriteKind::DeleteConnector: return KS_ERR("delete connector");
    case WriteKind::AlterConnectorOffsets: return KS_ERR("change the offsets of connector");
    case WriteKind::ResetConnectorOffsets: return KS_ERR("reset the offsets of connector");
    }
    return KS_ERR("change");
}

Status WriteGuard::admit(const ConnectionProfile &profile, const WriteCommand &command,
                         const QString &confirmation)
{
    const ErrorText verbText = verb(command.kind);
    if (profile.readOnly)
        return Error::readOnly(
            KS_ERR("Read-only connection: refusing to %1 %2").arg(verbText, command.target));
    if (isDestructive(command.kind) && !confirms(confirmation, command.target))
        return Error::usage(KS_ERR("Not confirmed: to %1 %2, type \"%2\" (CLI: --yes)")
                                .arg(verbText, command.target))
            .withCause(Error::Cause::ConfirmationNeeded);
    return Ok{};
}

bool WriteGuard::isInternalTopic(const QString &topic)
{
    return topic.startsWith(QLatin1String("__"));
}

Status WriteGuard::admitTopic(const ConnectionProfile &profile, const WriteCommand &command,
                              const QString &confirmation)
{
    if (profile.readOnly)
        return Error::readOnly(KS_ERR("Read-only connection: refusing to %1 %2")
                                   .arg(verb(command.kind), command.target));
    if (isInternalTopic(command.target) && confirmation != internalOverrideFor(command.target))
        return Error::usage(
            KS_ERR("%1 is an internal Kafka topic: refusing to %2 %1 without the explicit "
                   "internal-topic override (CLI: --allow-internal)")
                .arg(command.target, verb(command.kind)));
    return admit(profile, command, confirmation);
}

} // namespace kafscope
