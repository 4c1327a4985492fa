// The one write policy: every kind of cluster-changing command is refused on a read-only
// connection; a destructive one needs the confirmation the user gave (its target typed back, or
// --yes), a harmless one none; an internal topic needs the explicit override whatever the command.
#include "admin/write_guard.h"
#include "test_main.h"

#include <QtTest>

using namespace kafscope;

namespace {

const QList<WriteKind> kAllKinds = {
    WriteKind::CreateTopic,
    WriteKind::DeleteTopic,
    WriteKind::AddPartitions,
    WriteKind::AlterTopicConfig,
    WriteKind::AlterBrokerConfig,
    WriteKind::DeleteRecords,
    WriteKind::Produce,
    WriteKind::ResetOffsets,
    WriteKind::DeleteGroup,
    WriteKind::DeleteGroupOffsets,
    WriteKind::LabJoinAndCommit,
    WriteKind::HarnessRun,
    WriteKind::CreateAcls,
    WriteKind::DeleteAcls,
    WriteKind::SetScramCredential,
    WriteKind::DeleteScramCredential,
    WriteKind::RegisterSchema,
    WriteKind::DeleteSchema,
    WriteKind::SeedDemo,
    WriteKind::AlterClientQuotas,
    WriteKind::ReassignPartitions,
    WriteKind::CancelReassignment,
    WriteKind::ElectLeaders,
    WriteKind::AbortTransaction,
    WriteKind::CreateConnector,
    WriteKind::AlterConnectorConfig,
    WriteKind::PauseConnector,
    WriteKind::ResumeConnector,
    WriteKind::StopConnector,
    WriteKind::RestartConnector,
    WriteKind::DeleteConnector,
    WriteKind::AlterConnectorOffsets,
    WriteKind::ResetConnectorOffsets,
};

ConnectionProfile profile(bool readOnly)
{
    ConnectionProfile p;
    p.bootstrap = QStringLiteral("127.0.0.1:9092");
    p.readOnly = readOnly;
    return p;
}

} // namespace

class TestWritePolicy : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readOnlyRefusesEveryCommand()
    {
        for (WriteKind kind : kAllKinds) {
            const WriteCommand c{kind, QStringLiteral("orders")};
            // Even with the confirmation and the internal override: read-only wins.
            for (const QString &confirmation :
                 {QString(), QStringLiteral("orders"), QStringLiteral("internal:orders")}) {
                auto s = WriteGuard::admit(profile(true), c, confirmation);
                QVERIFY2(!s, qPrintable(WriteGuard::verb(kind).english()));
                QCOMPARE(s.error().kind, Error::Kind::ReadOnly);
                QVERIFY(s.error().message().contains(WriteGuard::verb(kind).english() +
                                                     QStringLiteral(" orders")));
                QVERIFY(!WriteGuard::admitTopic(profile(true), c, confirmation));
            }
        }
    }

    void destructiveCommandsNeedTheUsersConfirmation()
    {
        int destructive = 0;
        for (WriteKind kind : kAllKinds) {
            const WriteCommand c{kind, QStringLiteral("orders")};
            const bool needs = WriteGuard::isDestructive(kind);
            destructive += needs;
            QCOMPARE(bool(WriteGuard::admit(profile(false), c)), !needs);
            QCOMPARE(bool(WriteGuard::admit(profile(false), c, QStringLiteral("order"))), !needs);
            QVERIFY(WriteGuard::admit(profile(false), c, QStringLiteral("orders")));
            if (needs) {
                auto s = WriteGuard::admit(profile(false), c, QStringLiteral("Orders"));
                QVERIFY(!s);
                QCOMPARE(s.error().kind, Error::Kind::Usage);
                QVERIFY2(s.error().message().contains(QStringLiteral("type \"orders\"")),
                         qPrintable(s.error().message()));
            }
        }
        // Of them the quotas, reassignment, cancel, election and abort kinds, and a connector's
        // delete and offset changes.
        QCOMPARE(destructive, 20);
        for (WriteKind kind :
             {WriteKind::DeleteTopic, WriteKind::DeleteRecords, WriteKind::ResetOffsets,
              WriteKind::DeleteGroup, WriteKind::DeleteAcls, WriteKind::DeleteSchema,
              WriteKind::DeleteConnector, WriteKind::ResetConnectorOffsets})
            QVERIFY(WriteGuard::isDestructive(kind));
        for (WriteKind kind :
             {WriteKind::Produce, WriteKind::CreateTopic, WriteKind::LabJoinAndCommit})
            QVERIFY(!WriteGuard::isDestructive(kind));
    }

    void internalTopicsNeedTheOverride()
    {
        const QString topic = QStringLiteral("__consumer_offsets");
        for (WriteKind kind :
             {WriteKind::CreateTopic, WriteKind::DeleteTopic, WriteKind::AddPartitions,
              WriteKind::AlterTopicConfig, WriteKind::DeleteRecords}) {
            const WriteCommand c{kind, topic};
            auto plain = WriteGuard::admitTopic(profile(false), c, topic);
            QVERIFY(!plain);
            QVERIFY2(plain.error().message().contains(QStringLiteral("internal Kafka topic")),
                     qPrintable(plain.error().message()));
            QVERIFY(plain.error().message().contains(QStringLiteral("--allow-internal")));
            QVERIFY(
                WriteGuard::admitTopic(profile(false), c, WriteGuard::internalOverrideFor(topic)));
        }
        // An ordinary topic: the override string counts as the user's confirmation too.
        QVERIFY(WriteGuard::admitTopic(profile(false),
                                       {WriteKind::DeleteTopic, QStringLiteral("t")},
                                       WriteGuard::internalOverrideFor(QStringLiteral("t"))));
        QVERIFY(
            !WriteGuard::admitTopic(profile(false), {WriteKind::DeleteTopic, QStringLiteral("t")}));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestWritePolicy)
#include "test_write_policy.moc"
