// Which Kafka Streams application each topic belongs to (topics/streams_topics.h): from a streams
// group's topology, and for a classic-protocol application from its internal topics' names.
#include "groups/group_list.h"
#include "groups/streams_group.h"
#include "test_main.h"
#include "topics/streams_topics.h"

#include <QtTest>

using namespace kafscope;
using Role = StreamsTopicRole::Role;

namespace {

groups::StreamsInternalTopic internal(const QString &name)
{
    groups::StreamsInternalTopic t;
    t.name = name;
    return t;
}

// A word count: subtopology 0 reads the words and writes a repartition topic, subtopology 1
// reads it and keeps a store whose changelog it writes.
groups::StreamsGroupDescription wordCount(const QString &app)
{
    groups::StreamsGroupDescription d;
    d.group = app;
    groups::StreamsSubtopology first;
    first.id = QStringLiteral("0");
    first.sourceTopics = {app + QStringLiteral("-words")};
    first.repartitionSinkTopics = {app + QStringLiteral("-counts-repartition")};
    groups::StreamsSubtopology second;
    second.id = QStringLiteral("1");
    second.repartitionSourceTopics = {internal(app + QStringLiteral("-counts-repartition"))};
    second.stateChangelogTopics = {internal(app + QStringLiteral("-counts-changelog"))};
    d.subtopologies = QList<groups::StreamsSubtopology>{first, second};
    return d;
}

groups::GroupListing listing(const QString &group, groups::GroupType type, const QString &assignor)
{
    groups::GroupListing g;
    g.group = group;
    g.type = type;
    g.assignor = assignor;
    return g;
}

} // namespace

class TestStreamsTopics : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void topologyNamesEveryRole()
    {
        const auto roles = streamsTopicRoles({wordCount(QStringLiteral("wc"))}, {},
                                             {QStringLiteral("wc-words"), QStringLiteral("other")});
        QCOMPARE(roles.size(), 3);
        QCOMPARE(roles.value(QStringLiteral("wc-words")),
                 (QList<StreamsTopicRole>{{QStringLiteral("wc"), Role::Source, false}}));
        // Written by one subtopology and read by the next: a repartition topic, once.
        QCOMPARE(roles.value(QStringLiteral("wc-counts-repartition")),
                 (QList<StreamsTopicRole>{{QStringLiteral("wc"), Role::Repartition, false}}));
        QCOMPARE(roles.value(QStringLiteral("wc-counts-changelog")).first().role, Role::Changelog);
        QVERIFY(!roles.contains(QStringLiteral("other")));
        QCOMPARE(applicationsText(roles.value(QStringLiteral("wc-counts-changelog"))),
                 QStringLiteral("wc (changelog)"));
    }

    void aSharedInputNamesBothApplications()
    {
        groups::StreamsGroupDescription b = wordCount(QStringLiteral("b"));
        (*b.subtopologies)[0].sourceTopics = {QStringLiteral("a-words")};
        const auto roles = streamsTopicRoles({b, wordCount(QStringLiteral("a"))}, {}, {});
        const QList<StreamsTopicRole> shared = roles.value(QStringLiteral("a-words"));
        QCOMPARE(shared.size(), 2);
        QCOMPARE(shared[0].application, QStringLiteral("a")); // sorted by application
        QCOMPARE(shared[1].application, QStringLiteral("b"));
        QCOMPARE(applicationsText(shared), QStringLiteral("a (source), b (source)"));
    }

    void aTopologyNotConfiguredNamesNothing()
    {
        groups::StreamsGroupDescription d;
        d.group = QStringLiteral("waiting");
        QVERIFY(streamsTopicRoles({d}, {}, {QStringLiteral("waiting-x-changelog")}).isEmpty());
    }

    void classicApplicationsByTheirInternalTopicsNames()
    {
        const QList<groups::GroupListing> listed = {
            listing(QStringLiteral("app"), groups::GroupType::Classic, QStringLiteral("stream")),
            listing(QStringLiteral("app-v2"), groups::GroupType::Classic, QStringLiteral("stream")),
            // A plain consumer group is no Streams application, whatever its topics are named.
            listing(QStringLiteral("orders"), groups::GroupType::Classic, QStringLiteral("range")),
        };
        const QStringList topics = {QStringLiteral("app-store-changelog"),
                                    QStringLiteral("app-v2-KSTREAM-AGG-0000000003-repartition"),
                                    QStringLiteral("app-words"),
                                    QStringLiteral("orders-x-changelog"),
                                    QStringLiteral("app-changelog-audit")};
        const auto roles = streamsTopicRoles({}, listed, topics);
        QCOMPARE(roles.size(), 2);
        QCOMPARE(roles.value(QStringLiteral("app-store-changelog")),
                 (QList<StreamsTopicRole>{{QStringLiteral("app"), Role::Changelog, true}}));
        // The longest application id that prefixes it.
        QCOMPARE(roles.value(QStringLiteral("app-v2-KSTREAM-AGG-0000000003-repartition")),
                 (QList<StreamsTopicRole>{{QStringLiteral("app-v2"), Role::Repartition, true}}));
        QCOMPARE(applicationsText(roles.value(QStringLiteral("app-store-changelog"))),
                 QStringLiteral("app (changelog, by name)"));
    }

    void theTopologyWinsOverTheName()
    {
        // A streams group's own topic is never guessed again for a classic group of a prefix.
        const auto roles = streamsTopicRoles(
            {wordCount(QStringLiteral("wc-x"))},
            {listing(QStringLiteral("wc"), groups::GroupType::Classic, QStringLiteral("stream"))},
            {QStringLiteral("wc-x-counts-changelog")});
        QCOMPARE(roles.value(QStringLiteral("wc-x-counts-changelog")),
                 (QList<StreamsTopicRole>{{QStringLiteral("wc-x"), Role::Changelog, false}}));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestStreamsTopics)
#include "test_streams_topics.moc"
