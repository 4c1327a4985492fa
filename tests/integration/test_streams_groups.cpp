// Streams groups (KIP-1071) against a real broker, with Kafka's own Streams library as the peer:
// two instances of a word-count application (tests/peers/java-streams: a repartition topic and a
// state store with its changelog, group.protocol=streams) form a streams group, and Kafscope's
// describe (core and `kafscope-cli groups describe --json`) agrees with Kafka's
// kafka-streams-groups tool (StreamsGroupCommand, same release) on the state, the epochs, every
// member's process, client id, epochs and tasks, and the committed offsets and lag. An application
// whose input topic does not exist leaves its group NotReady, and Kafscope says why.
#include "groups/streams_group.h"
#include "kafka_tools.h"
#include "streams_support.h"
#include "test_cluster.h"
#include "test_main.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace kafscope;
using namespace kafscope::groups;

namespace {

constexpr const char *kFixture = "kafka1";

// kafka-streams-groups --describe --group G <extra>: the data rows, each split at whitespace.
QList<QStringList> toolRows(const QString &group, const QStringList &extra)
{
    const QByteArray out = test::kafkaTool(
        QStringLiteral("org.apache.kafka.tools.streams.StreamsGroupCommand"),
        QStringList{QStringLiteral("--bootstrap-server"), test::bootstrap(kFixture),
                    QStringLiteral("--describe"), QStringLiteral("--group"), group} +
            extra);
    QList<QStringList> rows;
    for (const QByteArray &line : out.split('\n')) {
        const QStringList cells = QString::fromUtf8(line).split(
            QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        if (!cells.isEmpty() && cells.first() == group)
            rows << cells;
    }
    return rows;
}

// A member's tasks as the tool writes them: "ACTIVE: 0:[1,3]; 1:[1,3]; " then the target's.
QString toolAssignments(const StreamsMember &m)
{
    const auto part = [](const char *label, const QList<StreamsTasks> &tasks) {
        if (tasks.isEmpty())
            return QString();
        QString s = QLatin1String(label) + QStringLiteral(": ");
        for (const StreamsTasks &t : tasks) {
            QStringList ps;
            for (int p : t.partitions)
                ps << QString::number(p);
            s += QStringLiteral("%1:[%2]; ").arg(t.subtopology, ps.join(QLatin1Char(',')));
        }
        return s;
    };
    const QString s = part("ACTIVE", m.assignment.active) + part("STANDBY", m.assignment.standby) +
                      part("WARMUP", m.assignment.warmup) +
                      part("TARGET-ACTIVE", m.targetAssignment.active) +
                      part("TARGET-STANDBY", m.targetAssignment.standby) +
                      part("TARGET-WARMUP", m.targetAssignment.warmup);
    return s.split(QLatin1Char(' '), Qt::SkipEmptyParts).join(QLatin1Char(' '));
}

} // namespace

class TestStreamsGroups : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        m_app = test::uniqueName(QStringLiteral("wordcount"));
        m_input = m_app + QStringLiteral("-words");
        QCOMPARE(test::createTopicWithData(kFixture, m_input, 4, 400), QString());
        const test::ProcessResult out =
            test::cliOn(kFixture, {QStringLiteral("topics"), QStringLiteral("create"),
                                   m_app + QStringLiteral("-counts"),
                                   QStringLiteral("--partitions"), QStringLiteral("1"),
                                   QStringLiteral("--replication-factor"), QStringLiteral("1")});
        QCOMPARE(out.exitCode, 0);
        for (const char *name : {"a", "b"}) {
            m_apps.push_back(std::make_unique<test::StreamsApp>(
                test::bootstrap(kFixture), m_app, m_input, m_app + QStringLiteral("-counts"),
                m_dir.filePath(QString::fromLatin1(name))));
        }
        for (auto &a : m_apps)
            QVERIFY(a->waitRunning());
        auto client = KafkaClient::create(test::profileFor(kFixture), QStringLiteral("test-admin"));
        QVERIFY2(client, qPrintable(client ? QString() : client.error().message()));
        m_client = std::move(client).value();
    }

    void describeAgreesWithKafkaStreamsGroups()
    {
        // Both instances in, every task placed and the 400 records processed (every partition
        // committed, lag 0): a group at rest, so two readers asking one after the other see the
        // same thing.
        StreamsGroupDescription d;
        GroupLag lag;
        const auto settled = [&] {
            auto r = describeStreamsGroup(*m_client, m_app);
            if (!r)
                return false;
            d = *r;
            auto l = streamsGroupLag(*m_client, d);
            if (!l)
                return false;
            lag = *l;
            bool allActive = d.members.size() == 2;
            for (const StreamsMember &m : d.members)
                allActive = allActive && !m.assignment.active.isEmpty();
            // Every input and repartition partition has records, so each gets a commit.
            bool allCommitted = lag.partitions.size() == 8;
            for (const PartitionLag &p : lag.partitions)
                allCommitted = allCommitted && p.committed >= 0 && p.lag == 0;
            return d.state == GroupState::Stable && allActive && d.blockers.isEmpty() &&
                   allCommitted;
        };
        QTRY_VERIFY_WITH_TIMEOUT(settled(), 120000);

        // The topology: the input topic, the repartition topic between the two subtopologies and
        // the store's changelog.
        QVERIFY(d.subtopologies);
        QCOMPARE(d.subtopologies->size(), 2);
        const QString repartition = m_app + QStringLiteral("-word-counts-repartition");
        const QString changelog = m_app + QStringLiteral("-word-counts-changelog");
        QCOMPARE(d.subtopologies->at(0).sourceTopics, QStringList{m_input});
        QCOMPARE(d.subtopologies->at(0).repartitionSinkTopics, QStringList{repartition});
        QCOMPARE(d.subtopologies->at(1).repartitionSourceTopics.first().name, repartition);
        QCOMPARE(d.subtopologies->at(1).stateChangelogTopics.first().name, changelog);
        QCOMPARE(d.internalTopics(), (QStringList{changelog, repartition}));

        // --describe --state --verbose: GROUP COORDINATOR (ID) ASSIGNOR STATE GROUP-EPOCH
        // TARGET-ASSIGNMENT-EPOCH #MEMBERS
        const QList<QStringList> state =
            toolRows(m_app, {QStringLiteral("--state"), QStringLiteral("--verbose")});
        QCOMPARE(state.size(), 1);
        QCOMPARE(state[0].size(), 8);
        QCOMPARE(state[0][1],
                 QStringLiteral("%1:%2").arg(d.coordinator.host).arg(d.coordinator.port));
        QCOMPARE(state[0][2], QStringLiteral("(%1)").arg(d.coordinator.id));
        QCOMPARE(state[0][3], d.assignor.value_or(QString()));
        QCOMPARE(state[0][4], d.stateName);
        QCOMPARE(state[0][5].toInt(), d.groupEpoch);
        QCOMPARE(state[0][6].toInt(), d.assignmentEpoch);
        QCOMPARE(state[0][7].toInt(), d.members.size());

        // --members --verbose: GROUP TARGET-ASSIGNMENT-EPOCH TOPOLOGY-EPOCH MEMBER MEMBER-PROTOCOL
        // MEMBER-EPOCH PROCESS CLIENT-ID ASSIGNMENTS...
        const QList<QStringList> members =
            toolRows(m_app, {QStringLiteral("--members"), QStringLiteral("--verbose")});
        QCOMPARE(members.size(), d.members.size());
        for (const QStringList &row : members) {
            QVERIFY2(row.size() > 8, qPrintable(row.join(QLatin1Char(' '))));
            const auto m =
                std::find_if(d.members.cbegin(), d.members.cend(),
                             [&](const StreamsMember &x) { return x.memberId == row[3]; });
            QVERIFY2(m != d.members.cend(), qPrintable(row[3]));
            QCOMPARE(row[1].toInt(), d.assignmentEpoch);
            QCOMPARE(row[2].toInt(), m->topologyEpoch);
            QCOMPARE(row[4], m->isClassic ? QStringLiteral("classic") : QStringLiteral("streams"));
            QCOMPARE(row[5].toInt(), m->memberEpoch);
            QCOMPARE(row[6], m->processId);
            QCOMPARE(row[7], m->clientId);
            QCOMPARE(row.mid(8).join(QLatin1Char(' ')), toolAssignments(*m));
        }
        // Without --verbose the tool shows the same members and current tasks.
        const QList<QStringList> brief = toolRows(m_app, {QStringLiteral("--members")});
        QCOMPARE(brief.size(), d.members.size());
        for (const QStringList &row : brief) {
            const auto m =
                std::find_if(d.members.cbegin(), d.members.cend(),
                             [&](const StreamsMember &x) { return x.memberId == row[1]; });
            QVERIFY2(m != d.members.cend(), qPrintable(row[1]));
            QCOMPARE(row[2], m->processId);
            StreamsMember current = *m; // the tool shows no target without --verbose
            current.targetAssignment = {};
            QCOMPARE(row.mid(4).join(QLatin1Char(' ')), toolAssignments(current));
        }

        // --offsets --verbose: GROUP TOPIC PARTITION CURRENT-OFFSET LEADER-EPOCH LOG-END-OFFSET
        // OFFSET-LAG, for the input and repartition partitions.
        const QList<QStringList> offsets =
            toolRows(m_app, {QStringLiteral("--offsets"), QStringLiteral("--verbose")});
        QCOMPARE(offsets.size(), lag.partitions.size());
        for (const QStringList &row : offsets) {
            QCOMPARE(row.size(), 7);
            const TopicPartition tp{row[1], row[2].toInt()};
            const auto p = std::find_if(lag.partitions.cbegin(), lag.partitions.cend(),
                                        [&](const PartitionLag &x) { return x.tp == tp; });
            QVERIFY2(p != lag.partitions.cend(), qPrintable(row.join(QLatin1Char(' '))));
            QCOMPARE(row[3],
                     p->committed < 0 ? QStringLiteral("-") : QString::number(p->committed));
            QCOMPARE(row[5].toLongLong(), p->end);
            QCOMPARE(row[6].toLongLong(), qMax<qint64>(p->lag, 0));
        }
        m_described = d;
    }

    void cliShowsTheStreamsGroup()
    {
        QVERIFY2(m_described.members.size() == 2, "needs describeAgreesWithKafkaStreamsGroups");
        const test::ProcessResult r =
            test::cliOn(kFixture, {QStringLiteral("--json"), QStringLiteral("groups"),
                                   QStringLiteral("describe"), m_app});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o[QStringLiteral("type")].toString(), QStringLiteral("streams"));
        QCOMPARE(o[QStringLiteral("state")].toString(), QStringLiteral("Stable"));
        QCOMPARE(o[QStringLiteral("group_epoch")].toInt(), m_described.groupEpoch);
        QCOMPARE(o[QStringLiteral("topology_epoch")].toInt(), *m_described.topologyEpoch);
        QCOMPARE(o[QStringLiteral("not_stable")].toArray().size(), 0);
        const QJsonArray subs = o[QStringLiteral("subtopologies")].toArray();
        QCOMPARE(subs.size(), 2);
        QCOMPARE(subs[0][QStringLiteral("source_topics")].toArray().first().toString(), m_input);
        QCOMPARE(subs[1][QStringLiteral("state_changelog_topics")]
                     .toArray()
                     .first()[QStringLiteral("name")]
                     .toString(),
                 m_app + QStringLiteral("-word-counts-changelog"));
        const QJsonArray members = o[QStringLiteral("members")].toArray();
        QCOMPARE(members.size(), 2);
        for (const QJsonValue &v : members) {
            const auto m = std::find_if(m_described.members.cbegin(), m_described.members.cend(),
                                        [&](const StreamsMember &x) {
                                            return x.memberId == v[QStringLiteral("member_id")];
                                        });
            QVERIFY(m != m_described.members.cend());
            QCOMPARE(v[QStringLiteral("process_id")].toString(), m->processId);
            QCOMPARE(v[QStringLiteral("client_id")].toString(), m->clientId);
            QStringList active;
            for (const QJsonValue &t :
                 v[QStringLiteral("assignment")][QStringLiteral("active")].toArray()) {
                QStringList ps;
                for (const QJsonValue &p : t[QStringLiteral("partitions")].toArray())
                    ps << QString::number(p.toInt());
                active << t[QStringLiteral("subtopology")].toString() + QLatin1Char(':') +
                              ps.join(QLatin1Char(','));
            }
            QCOMPARE(active.join(QLatin1Char(' ')), tasksText(m->assignment.active));
        }
        QCOMPARE(o[QStringLiteral("offsets")].toArray().size(), 8); // 4 input + 4 repartition
        QCOMPARE(o[QStringLiteral("lag")].toInt(), 0);

        // The text form names the topology and every member with its tasks.
        const test::ProcessResult text =
            test::cliOn(kFixture, {QStringLiteral("groups"), QStringLiteral("describe"), m_app});
        QCOMPARE(text.exitCode, 0);
        const QString t = QString::fromUtf8(text.out);
        QVERIFY2(t.contains(QStringLiteral("subtopology 1")), qPrintable(t));
        QVERIFY(t.contains(m_app + QStringLiteral("-word-counts-changelog")));
        for (const StreamsMember &m : m_described.members) {
            QVERIFY(t.contains(m.memberId));
            QVERIFY(t.contains(QStringLiteral("active:  ") + tasksText(m.assignment.active)));
        }
    }

    // `topics list --applications`: the application's input, repartition and changelog topics as
    // its topology names them (the output topic is none: a topology names no sink).
    void topicsListNamesTheApplication()
    {
        const test::ProcessResult r =
            test::cliOn(kFixture, {QStringLiteral("--json"), QStringLiteral("topics"),
                                   QStringLiteral("list"), QStringLiteral("--applications")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QMap<QString, QString> mine;
        for (const QJsonValue &t : QJsonDocument::fromJson(r.out).array())
            for (const QJsonValue &a : t[QStringLiteral("streams_applications")].toArray())
                if (a[QStringLiteral("application")].toString() == m_app) {
                    QCOMPARE(a[QStringLiteral("by_name")].toBool(true), false);
                    mine.insert(t[QStringLiteral("name")].toString(),
                                a[QStringLiteral("role")].toString());
                }
        const QMap<QString, QString> expected = {
            {m_input, QStringLiteral("source")},
            {m_app + QStringLiteral("-word-counts-repartition"), QStringLiteral("repartition")},
            {m_app + QStringLiteral("-word-counts-changelog"), QStringLiteral("changelog")}};
        QCOMPARE(mine, expected);
        // The text form shows them in a column of their own.
        const test::ProcessResult text =
            test::cliOn(kFixture, {QStringLiteral("topics"), QStringLiteral("list"),
                                   QStringLiteral("--applications")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("STREAMS-APPLICATION"));
        QVERIFY2(text.out.contains((m_app + QStringLiteral(" (changelog)")).toUtf8()),
                 text.out.constData());
    }

    void missingSourceTopicKeepsTheGroupNotReady()
    {
        const QString app = test::uniqueName(QStringLiteral("notready"));
        test::StreamsApp instance(
            test::bootstrap(kFixture), app, app + QStringLiteral("-no-such-topic"),
            app + QStringLiteral("-out"), m_dir.filePath(QStringLiteral("nr")));
        StreamsGroupDescription d;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                auto r = describeStreamsGroup(*m_client, app);
                if (r)
                    d = *r;
                return r && d.state == GroupState::NotReady && d.members.size() == 1;
            }(),
            120000);
        // The coordinator names no reason; the topics the topology reads and the cluster lacks
        // are the reason (the internal topics wait for it: the coordinator does not create them).
        const QString missing = app + QStringLiteral("-no-such-topic");
        QVERIFY(!d.blockers.isEmpty());
        QCOMPARE(d.blockers.first(),
                 (StreamsBlocker{StreamsBlocker::Kind::MissingSourceTopics, {missing}}));
        const QList<QStringList> state =
            toolRows(app, {QStringLiteral("--state"), QStringLiteral("--verbose")});
        QCOMPARE(state.size(), 1);
        QCOMPARE(state[0].value(4), QStringLiteral("NotReady"));

        const test::ProcessResult r =
            test::cliOn(kFixture, {QStringLiteral("--json"), QStringLiteral("groups"),
                                   QStringLiteral("describe"), app});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o[QStringLiteral("state")].toString(), QStringLiteral("NotReady"));
        QCOMPARE(o[QStringLiteral("not_stable")][0][QStringLiteral("reason")].toString(),
                 QStringLiteral("missing_source_topics"));
        QCOMPARE(o[QStringLiteral("not_stable")][0][QStringLiteral("names")][0].toString(),
                 missing);
    }

    void cleanupTestCase()
    {
        for (auto &a : m_apps)
            a->stop();
    }

private:
    QTemporaryDir m_dir;
    QString m_app, m_input;
    std::vector<std::unique_ptr<test::StreamsApp>> m_apps;
    std::unique_ptr<KafkaClient> m_client;
    StreamsGroupDescription m_described;
};

KAFSCOPE_TEST_GUILESS_MAIN(TestStreamsGroups)
#include "test_streams_groups.moc"
