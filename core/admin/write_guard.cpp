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
    case WriteKind::SeedDemo: return false;
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
    case WriteKind::DeleteSchema: return true;
    }
    return true;
}

QString WriteGuard::verb(WriteKind kind)
{
    switch (kind) {
    case WriteKind::CreateTopic: return QStringLiteral("create topic");
    case WriteKind::DeleteTopic: return QStringLiteral("delete topic");
    case WriteKind::AddPartitions: return QStringLiteral("add partitions to");
    case WriteKind::AlterTopicConfig: return QStringLiteral("change configs of");
    case WriteKind::AlterBrokerConfig: return QStringLiteral("change configs of");
    case WriteKind::DeleteRecords: return QStringLiteral("delete records of");
    case WriteKind::Produce: return QStringLiteral("produce to");
    case WriteKind::ResetOffsets: return QStringLiteral("change the offsets of group");
    case WriteKind::DeleteGroup: return QStringLiteral("delete group");
    case WriteKind::DeleteGroupOffsets:
        return QStringLiteral("delete the committed offsets of group");
    case WriteKind::LabJoinAndCommit: return QStringLiteral("join and commit to group");
    case WriteKind::HarnessRun:
        return QStringLiteral("create, produce to and commit on the harness topics");
    case WriteKind::CreateAcls: return QStringLiteral("create the ACL");
    case WriteKind::DeleteAcls: return QStringLiteral("delete the ACLs matching");
    case WriteKind::SetScramCredential: return QStringLiteral("set the SCRAM credential of");
    case WriteKind::DeleteScramCredential: return QStringLiteral("delete the SCRAM credential of");
    case WriteKind::RegisterSchema: return QStringLiteral("register a schema under");
    case WriteKind::DeleteSchema: return QStringLiteral("delete schemas of");
    case WriteKind::SeedDemo: return QStringLiteral("create and produce to");
    }
    return QStringLiteral("change");
}

Status WriteGuard::admit(const ConnectionProfile &profile, const WriteCommand &command,
                         const QString &confirmation)
{
    const QString verbText = verb(command.kind);
    if (profile.readOnly)
        return Error::readOnly(QStringLiteral("Read-only connection: refusing to %1 %2")
                                   .arg(verbText, command.target));
    if (isDestructive(command.kind) && !confirms(confirmation, command.target))
        return Error::usage(QStringLiteral("Not confirmed: to %1 %2, type \"%2\" (CLI: --yes)")
                                .arg(verbText, command.target));
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
        return Error::readOnly(QStringLiteral("Read-only connection: refusing to %1 %2")
                                   .arg(verb(command.kind), command.target));
    if (isInternalTopic(command.target) && confirmation != internalOverrideFor(command.target))
        return Error::usage(
            QStringLiteral("%1 is an internal Kafka topic: refusing to %2 %1 without the explicit "
                           "internal-topic override (CLI: --allow-internal)")
                .arg(command.target, verb(command.kind)));
    return admit(profile, command, confirmation);
}

} // namespace kafscope
