// Groups benchmark helper (bench/groups_bench.sh drives it).
//   groups_bench BOOTSTRAP --seed GROUPS PREFIX   a topic PREFIX-t-… (4 partitions, 1,000 messages)
//   and
//                                                 GROUPS groups PREFIX-NNNN with committed offsets
//   groups_bench BOOTSTRAP PREFIX                 times, in one process, what the GUI and CLI do
//   for
//                                                 every group: list, describe, committed offsets +
//                                                 lag
// Prints one JSON object.
#include "groups/group_describe.h"
#include "groups/group_list.h"
#include "groups/group_summary.h"
#include "groups_test_support.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

using namespace kafscope;

namespace {

constexpr int kPartitions = 4;

int seed(const ConnectionProfile &profile, int groups, const QString &prefix)
{
    const QString topic = test::makeTopic(profile, prefix + QStringLiteral("-t"), kPartitions);
    for (int p = 0; p < kPartitions; ++p)
        test::produceMessages(profile, topic, 250, p);
    QStringList names;
    for (int i = 0; i < groups; ++i)
        names << QStringLiteral("%1-%2").arg(prefix).arg(i, 4, 10, QLatin1Char('0'));
    QList<QPair<QString, int>> tps;
    for (int p = 0; p < kPartitions; ++p)
        tps << qMakePair(topic, p);
    // Group i has committed i % 250 on every partition.
    test::commitOffsetsForGroups(profile, names, tps, [](int i) { return qint64(i % 250); });
    std::printf("{\"seeded\": %d}\n", groups);
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3) {
        std::fprintf(stderr, "usage: groups_bench BOOTSTRAP [--seed GROUPS] PREFIX\n");
        return 2;
    }
    ConnectionProfile profile;
    profile.name = QStringLiteral("bench");
    profile.bootstrap = args[1];
    profile.timeoutMs = 60000;
    if (args[2] == QLatin1String("--seed") && args.size() == 5)
        return seed(profile, args[3].toInt(), args[4]);
    const QString prefix = args[2];

    auto client = KafkaClient::create(profile, QStringLiteral("groups-bench"));
    if (!client) {
        std::fprintf(stderr, "%s\n", qPrintable(client.error().message()));
        return 1;
    }
    QElapsedTimer t;
    t.start();
    auto listed = groups::listGroups(*client.value());
    const qint64 listMs = t.restart();
    if (!listed) {
        std::fprintf(stderr, "list: %s\n", qPrintable(listed.error().message()));
        return 1;
    }
    QList<groups::GroupListing> mine;
    QStringList names;
    for (const groups::GroupListing &g : listed.value())
        if (g.group.startsWith(prefix)) {
            mine << g;
            names << g.group;
        }
    t.restart();
    auto described = groups::describeGroups(*client.value(), names);
    const qint64 describeMs = t.restart();
    const QList<groups::GroupSummary> summaries = groups::summarizeGroups(*client.value(), mine);
    const qint64 lagMs = t.elapsed();
    qint64 totalLag = 0;
    int lagErrors = 0, describeErrors = described ? 0 : int(names.size());
    for (const groups::GroupSummary &s : summaries) {
        lagErrors += s.lagError ? 1 : 0;
        totalLag += qMax<qint64>(0, s.lag);
    }
    if (described)
        for (const groups::GroupDescription &d : described.value())
            describeErrors += d.error ? 1 : 0;
    const QJsonObject out{{QStringLiteral("groups"), qint64(mine.size())},
                          {QStringLiteral("list_ms"), listMs},
                          {QStringLiteral("describe_ms"), describeMs},
                          {QStringLiteral("lag_ms"), lagMs},
                          {QStringLiteral("total_lag"), totalLag},
                          {QStringLiteral("lag_errors"), lagErrors},
                          {QStringLiteral("describe_errors"), describeErrors}};
    std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    return 0;
}
