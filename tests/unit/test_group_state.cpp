// Group states and types are enums in core; their wire names (Kafka's, librdkafka's, the CLI's
// JSON) are converted in one place, and what a person reads comes through the translation.
#include "common/translations.h"
#include "test_main.h"
#include "groups/group_state.h"

#include <librdkafka/rdkafka.h>

#include <QCoreApplication>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::groups;

class TestGroupState : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void wireNamesRoundTrip()
    {
        const QList<QPair<GroupState, const char *>> states = {
            {GroupState::Unknown, "Unknown"},
            {GroupState::PreparingRebalance, "PreparingRebalance"},
            {GroupState::CompletingRebalance, "CompletingRebalance"},
            {GroupState::Stable, "Stable"},
            {GroupState::Empty, "Empty"},
            {GroupState::Dead, "Dead"},
            {GroupState::Assigning, "Assigning"},
            {GroupState::Reconciling, "Reconciling"},
            {GroupState::NotReady, "NotReady"},
        };
        for (const auto &[state, name] : states) {
            QCOMPARE(wireName(state), QLatin1String(name));
            QCOMPARE(parseGroupState(QString::fromLatin1(name)), state);
        }
        const QList<QPair<GroupType, const char *>> types = {
            {GroupType::Unknown, "unknown"},   {GroupType::Classic, "classic"},
            {GroupType::Consumer, "consumer"}, {GroupType::Share, "share"},
            {GroupType::Streams, "streams"},
        };
        for (const auto &[type, name] : types) {
            QCOMPARE(wireName(type), QLatin1String(name));
            QCOMPARE(parseGroupType(QString::fromLatin1(name)), type);
        }
    }
    void otherSpellingsOfTheWireNames()
    {
        // Kafka's Java tools and the legacy DescribeGroups answer say these.
        QCOMPARE(parseGroupState(u"PREPARING_REBALANCE"), GroupState::PreparingRebalance);
        QCOMPARE(parseGroupState(u"AwaitingSync"), GroupState::CompletingRebalance);
        QCOMPARE(parseGroupState(u"stable"), GroupState::Stable);
        QCOMPARE(parseGroupState(u""), GroupState::Unknown);
        QCOMPARE(parseGroupState(u"Rebalancing"), GroupState::Unknown);
        QCOMPARE(parseGroupState(u"NOT_READY"), GroupState::NotReady); // a streams group's
        QCOMPARE(parseGroupType(u"Consumer"), GroupType::Consumer);
        QCOMPARE(parseGroupType(u"connect"), GroupType::Unknown);
    }
    void librdkafkaValues()
    {
        QCOMPARE(groupStateFromRdkafka(RD_KAFKA_CONSUMER_GROUP_STATE_STABLE), GroupState::Stable);
        QCOMPARE(groupStateFromRdkafka(RD_KAFKA_CONSUMER_GROUP_STATE_PREPARING_REBALANCE),
                 GroupState::PreparingRebalance);
        QCOMPARE(groupStateFromRdkafka(RD_KAFKA_CONSUMER_GROUP_STATE_COMPLETING_REBALANCE),
                 GroupState::CompletingRebalance);
        QCOMPARE(groupStateFromRdkafka(RD_KAFKA_CONSUMER_GROUP_STATE_EMPTY), GroupState::Empty);
        QCOMPARE(groupStateFromRdkafka(RD_KAFKA_CONSUMER_GROUP_STATE_DEAD), GroupState::Dead);
        QCOMPARE(groupStateFromRdkafka(RD_KAFKA_CONSUMER_GROUP_STATE_UNKNOWN), GroupState::Unknown);
        QCOMPARE(groupTypeFromRdkafka(RD_KAFKA_CONSUMER_GROUP_TYPE_CLASSIC), GroupType::Classic);
        QCOMPARE(groupTypeFromRdkafka(RD_KAFKA_CONSUMER_GROUP_TYPE_CONSUMER), GroupType::Consumer);
        QCOMPARE(groupTypeFromRdkafka(RD_KAFKA_CONSUMER_GROUP_TYPE_UNKNOWN), GroupType::Unknown);
    }
    void displayNamesAreTranslated()
    {
        QCOMPARE(displayName(GroupState::PreparingRebalance),
                 QStringLiteral("Preparing rebalance"));
        QCOMPARE(displayName(GroupType::Consumer), QStringLiteral("consumer"));
        QCOMPARE(i18n::install(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        for (GroupState s :
             {GroupState::Unknown, GroupState::PreparingRebalance, GroupState::CompletingRebalance,
              GroupState::Stable, GroupState::Empty, GroupState::Dead, GroupState::Assigning,
              GroupState::Reconciling, GroupState::NotReady}) {
            QVERIFY2(displayName(s) != wireName(s), qPrintable(wireName(s)));
            QCOMPARE(wireName(s), wireName(parseGroupState(wireName(s)))); // wire stays English
        }
        for (GroupType t : {GroupType::Unknown, GroupType::Classic, GroupType::Consumer,
                            GroupType::Share, GroupType::Streams})
            QVERIFY2(displayName(t) != wireName(t), qPrintable(wireName(t)));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestGroupState)
#include "test_group_state.moc"
