// 2,000 groups listed, described and given their lag, by the core calls and by the CLI.
#include "groups/group_describe.h"
#include "test_main.h"
#include "groups/group_summary.h"
#include "groups_test_support.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;

class TestGroupsMany : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void twoThousandGroups()
    {
        const ConnectionProfile profile = profileFor("kafka1");
        const QString topic = makeTopic(profile, QStringLiteral("many"), 2);
        produceMessages(profile, topic, 10, 0);
        produceMessages(profile, topic, 10, 1);
        const QString prefix = uniqueName(QStringLiteral("many"));
        QStringList names;
        for (int i = 0; i < 2000; ++i)
            names << QStringLiteral("%1-%2").arg(prefix).arg(i, 4, 10, QLatin1Char('0'));
        // Group i has committed i % 10 on both partitions: lag 2 * (10 - i % 10).
        commitOffsetsForGroups(profile, names, {{topic, 0}, {topic, 1}},
                               [](int i) { return qint64(i % 10); });

        auto client = KafkaClient::create(profile, QStringLiteral("test"));
        auto listed = groups::listGroups(*client.value());
        QVERIFY2(listed, listed ? "" : qPrintable(listed.error().message()));
        QList<groups::GroupListing> mine;
        for (const groups::GroupListing &g : listed.value())
            if (g.group.startsWith(prefix))
                mine << g;
        QCOMPARE(mine.size(), 2000);
        const QList<groups::GroupSummary> summaries =
            groups::summarizeGroups(*client.value(), mine);
        QCOMPARE(summaries.size(), 2000);
        for (int i = 0; i < 2000; ++i) {
            QCOMPARE(summaries[i].listing.group, names[i]);
            QVERIFY(!summaries[i].lagError);
            QCOMPARE(summaries[i].lag, qint64(2 * (10 - i % 10)));
            QCOMPARE(summaries[i].topics, QStringList{topic});
        }
        auto described = groups::describeGroups(*client.value(), names);
        QVERIFY(described);
        QCOMPARE(described->size(), 2000);
        for (const groups::GroupDescription &d : described.value()) {
            QVERIFY2(!d.error, d.error ? qPrintable(d.error->message()) : "");
            QCOMPARE(d.state, groups::GroupState::Empty);
            QVERIFY(d.members.isEmpty());
        }

        auto cli = cliJson(
            "kafka1", {QStringLiteral("groups"), QStringLiteral("list"), QStringLiteral("--json")});
        QVERIFY2(cli.run.exitCode == 0, cli.run.err.constData());
        int seen = 0;
        for (const QJsonValue &g : cli.json.array()) {
            const QString name = g[QStringLiteral("group")].toString();
            if (!name.startsWith(prefix))
                continue;
            const int i = name.section(QLatin1Char('-'), -1).toInt();
            QCOMPARE(g[QStringLiteral("lag")].toInt(), 2 * (10 - i % 10));
            ++seen;
        }
        QCOMPARE(seen, 2000);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestGroupsMany)
#include "test_groups_many.moc"
