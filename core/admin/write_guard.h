#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"

#include <QString>

namespace kafscope {

// Every action of Kafscope that changes a cluster (or its schema registry or Connect), as a type:
// the one write policy (WriteGuard::admit) decides on these, never on free text.
enum class WriteKind {
    CreateTopic,
    DeleteTopic,
    AddPartitions,
    AlterTopicConfig,
    AlterBrokerConfig,
    DeleteRecords,
    Produce,
    ResetOffsets,
    DeleteGroup,
    DeleteGroupOffsets,
    LabJoinAndCommit, // the rebalance lab's members join a real group and commit offsets
    HarnessRun, // the priority harness creates its level topics, produces, and its consumer commits
    CreateAcls,
    DeleteAcls,
    SetScramCredential,
    DeleteScramCredential,
    RegisterSchema,
    DeleteSchema,
    SeedDemo,
    AlterClientQuotas,  // set or remove a user's, client id's or IP's quotas
    ReassignPartitions, // move replicas between brokers (and the replication throttle)
    CancelReassignment, // stop a partition reassignment midway
    ElectLeaders,       // move partition leadership (preferred or unclean election)
    AbortTransaction,   // write an abort marker for a producer's open transaction on a partition
    // Kafka Connect: the target is the connector's name.
    CreateConnector,
    AlterConnectorConfig,
    PauseConnector,
    ResumeConnector,
    StopConnector,
    RestartConnector,
    DeleteConnector,
    AlterConnectorOffsets,
    ResetConnectorOffsets,
};

struct WriteCommand {
    WriteKind kind;
    QString target; // the topic, group, broker, principal, subject, ... the command changes
};

// The one gate every action that changes the cluster passes. A read-only connection refuses all of
// them. A destructive one (it deletes, or changes what others rely on: configs, offsets, ACLs,
// credentials) is admitted only with a confirmation the user gave: the target's name typed back in
// the GUI, or the CLI's --yes (confirmationFor). Core never invents a confirmation; a CTest check
// (tests/unit/check_no_invented_confirmation.cmake) fails if core calls confirmationFor.
class WriteGuard {
public:
    static Status admit(const ConnectionProfile &profile, const WriteCommand &command,
                        const QString &confirmation = {});
    // admit() for a command on one topic: an internal topic also needs internalOverrideFor(topic),
    // whatever the command.
    static Status admitTopic(const ConnectionProfile &profile, const WriteCommand &command,
                             const QString &confirmation = {});

    static bool isDestructive(WriteKind kind);
    // What the command does, as in "refusing to <verb> <target>".
    static ErrorText verb(WriteKind kind);

    // The confirmation a user gives by saying yes to `target` (the CLI's --yes): for the UI and CLI
    // only.
    static QString confirmationFor(const QString &target) { return target; }
    // Whether `confirmation` confirms `target` (typed back, or with the internal-topic override).
    static bool confirms(const QString &confirmation, const QString &target)
    {
        return confirmation == target || confirmation == internalOverrideFor(target);
    }

    // Kafka's own topics (__consumer_offsets, __transaction_state, __share_group_state, and any
    // other name starting with "__"): creating, changing or deleting one can break every group or
    // transaction of the cluster.
    static bool isInternalTopic(const QString &topic);
    // The confirmation that also overrides an internal topic's protection: the CLI's
    // --allow-internal, the GUI's override box. It confirms the action as confirmationFor() does.
    static QString internalOverrideFor(const QString &topic)
    {
        return QStringLiteral("internal:") + topic;
    }
};

} // namespace kafscope
