#include "test_cluster.h"
#include "test_main.h"
#include "test_topics_support.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QtTest>

using namespace kafscope;

namespace {

test::ProcessResult cli(QStringList args)
{
    args.prepend(test::bootstrap("kafka1"));
    args.prepend(QStringLiteral("--bootstrap"));
    return test::runProgram("KAFSCOPE_CLI", args);
}

QSet<QString> keys(const QJsonObject &o)
{
    const QStringList k = o.keys();
    return QSet<QString>(k.begin(), k.end());
}

QSet<QString> set(std::initializer_list<const char *> names)
{
    QSet<QString> s;
    for (const char *n : names)
        s.insert(QString::fromLatin1(n));
    return s;
}

#define CLI_OK(r) QVERIFY2((r).exitCode == 0, (r).err.constData())

} // namespace

class TestTopicsCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void createListDescribeDeleteWithJsonShapes()
    {
        const QString t = test::uniqueName(QStringLiteral("cli-topics"));
        auto created = cli({QStringLiteral("topics"), QStringLiteral("create"), t,
                            QStringLiteral("--partitions"), QStringLiteral("3"),
                            QStringLiteral("--replication-factor"), QStringLiteral("1"),
                            QStringLiteral("--config"), QStringLiteral("retention.ms=3600000")});
        CLI_OK(created);
        QVERIFY(created.out.contains("Created topic"));

        auto list =
            cli({QStringLiteral("topics"), QStringLiteral("list"), QStringLiteral("--json")});
        CLI_OK(list);
        const QJsonArray topics = QJsonDocument::fromJson(list.out).array();
        QJsonObject mine;
        for (const auto &v : topics) {
            QCOMPARE(keys(v.toObject()),
                     set({"name", "partitions", "replication_factor", "internal", "messages"}));
            QVERIFY(!v.toObject().value(QStringLiteral("internal")).toBool());
            if (v.toObject().value(QStringLiteral("name")).toString() == t)
                mine = v.toObject();
        }
        QCOMPARE(mine.value(QStringLiteral("partitions")).toInt(), 3);
        QCOMPARE(mine.value(QStringLiteral("replication_factor")).toInt(), 1);
        QCOMPARE(mine.value(QStringLiteral("messages")).toInteger(), 0);
        test::ensureOffsetsTopic("kafka1");
        QTRY_VERIFY_WITH_TIMEOUT(cli({QStringLiteral("topics"), QStringLiteral("list"),
                                      QStringLiteral("--internal"), QStringLiteral("--json")})
                                     .out.contains("\"__consumer_offsets\""),
                                 15000);

        auto describe = cli(
            {QStringLiteral("topics"), QStringLiteral("describe"), t, QStringLiteral("--json")});
        CLI_OK(describe);
        const QJsonObject d = QJsonDocument::fromJson(describe.out).object();
        QCOMPARE(keys(d), set({"name", "partitions", "configs"}));
        const QJsonArray parts = d.value(QStringLiteral("partitions")).toArray();
        QCOMPARE(parts.size(), 3);
        QCOMPARE(keys(parts[0].toObject()),
                 set({"id", "leader", "replicas", "isr", "low", "high"}));
        QCOMPARE(parts[2].toObject().value(QStringLiteral("id")).toInt(), 2);
        QCOMPARE(parts[2].toObject().value(QStringLiteral("replicas")).toArray(), QJsonArray{1});
        QCOMPARE(parts[2].toObject().value(QStringLiteral("high")).toInteger(), 0);
        bool sawRetention = false;
        for (const auto &v : d.value(QStringLiteral("configs")).toArray()) {
            const QJsonObject c = v.toObject();
            QCOMPARE(keys(c), set({"name", "value", "source", "sensitive", "read_only"}));
            if (c.value(QStringLiteral("name")).toString() == QLatin1String("retention.ms")) {
                sawRetention = true;
                QCOMPARE(c.value(QStringLiteral("value")).toString(), QStringLiteral("3600000"));
                QCOMPARE(c.value(QStringLiteral("source")).toString(),
                         QStringLiteral("dynamic_topic"));
            }
        }
        QVERIFY(sawRetention);

        auto noYes = cli({QStringLiteral("topics"), QStringLiteral("delete"), t});
        QCOMPARE(noYes.exitCode, 2);
        QVERIFY(noYes.err.contains("--yes"));
        auto readOnly = cli({QStringLiteral("--read-only"), QStringLiteral("topics"),
                             QStringLiteral("delete"), t, QStringLiteral("--yes")});
        QCOMPARE(readOnly.exitCode, 1);
        QVERIFY2(readOnly.err.contains("Read-only"), readOnly.err.constData());
        CLI_OK(
            cli({QStringLiteral("topics"), QStringLiteral("delete"), t, QStringLiteral("--yes")}));
    }
    void alterConfigAddPartitionsDeleteRecords()
    {
        const QString t = test::uniqueName(QStringLiteral("cli-topics"));
        CLI_OK(cli({QStringLiteral("topics"), QStringLiteral("create"), t,
                    QStringLiteral("--config"), QStringLiteral("segment.bytes=2097152")}));
        CLI_OK(cli({QStringLiteral("topics"), QStringLiteral("alter-config"), t,
                    QStringLiteral("--set"), QStringLiteral("retention.ms=60000")}));
        auto d = cli(
            {QStringLiteral("topics"), QStringLiteral("describe"), t, QStringLiteral("--json")});
        int overrides = 0;
        for (const auto &v :
             QJsonDocument::fromJson(d.out).object().value(QStringLiteral("configs")).toArray())
            overrides += v.toObject().value(QStringLiteral("source")).toString() ==
                                 QLatin1String("dynamic_topic")
                             ? 1
                             : 0;
        QCOMPARE(overrides, 2); // segment.bytes untouched by the incremental change
        CLI_OK(cli({QStringLiteral("topics"), QStringLiteral("alter-config"), t,
                    QStringLiteral("--append"), QStringLiteral("cleanup.policy=compact"),
                    QStringLiteral("--delete"), QStringLiteral("retention.ms")}));
        const auto policy = [&] {
            auto again = cli({QStringLiteral("topics"), QStringLiteral("describe"), t,
                              QStringLiteral("--json")});
            QString value;
            for (const auto &v : QJsonDocument::fromJson(again.out)
                                     .object()
                                     .value(QStringLiteral("configs"))
                                     .toArray())
                if (v.toObject().value(QStringLiteral("name")).toString() ==
                    QLatin1String("cleanup.policy"))
                    value = v.toObject().value(QStringLiteral("value")).toString();
            return value;
        };
        QTRY_COMPARE_WITH_TIMEOUT(policy(), QStringLiteral("delete,compact"), 10000);
        // Back to delete only: the keyless messages produced below would be refused by a compacted
        // topic.
        CLI_OK(cli({QStringLiteral("topics"), QStringLiteral("alter-config"), t,
                    QStringLiteral("--subtract"), QStringLiteral("cleanup.policy=compact")}));
        QTRY_COMPARE_WITH_TIMEOUT(policy(), QStringLiteral("delete"), 10000);
        auto twice = cli({QStringLiteral("topics"), QStringLiteral("alter-config"), t,
                          QStringLiteral("--set"), QStringLiteral("retention.ms=1"),
                          QStringLiteral("--delete"), QStringLiteral("retention.ms")});
        QCOMPARE(twice.exitCode, 2);
        QVERIFY2(twice.err.contains("more than once"), twice.err.constData());
        auto nothing = cli({QStringLiteral("topics"), QStringLiteral("alter-config"), t});
        QCOMPARE(nothing.exitCode, 2);
        QVERIFY2(nothing.err.contains("Nothing to change"), nothing.err.constData());

        CLI_OK(cli({QStringLiteral("topics"), QStringLiteral("add-partitions"), t,
                    QStringLiteral("--total"), QStringLiteral("4")}));
        auto shrink = cli({QStringLiteral("topics"), QStringLiteral("add-partitions"), t,
                           QStringLiteral("--total"), QStringLiteral("2")});
        QCOMPARE(shrink.exitCode, 2);
        QVERIFY(shrink.err.contains("only grow"));

        auto produced = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"), QStringLiteral("produce"), t,
             QStringLiteral("--partition"), QStringLiteral("3"), QStringLiteral("--generate"),
             QStringLiteral("--count"), QStringLiteral("5")});
        CLI_OK(produced);
        auto del =
            cli({QStringLiteral("topics"), QStringLiteral("delete-records"), t,
                 QStringLiteral("--partition"), QStringLiteral("3"), QStringLiteral("--before"),
                 QStringLiteral("2"), QStringLiteral("--yes"), QStringLiteral("--json")});
        CLI_OK(del);
        const QJsonObject o = QJsonDocument::fromJson(del.out).object();
        QCOMPARE(o.value(QStringLiteral("partitions"))
                     .toArray()[0]
                     .toObject()
                     .value(QStringLiteral("low"))
                     .toInteger(),
                 2);
        auto list =
            cli({QStringLiteral("topics"), QStringLiteral("list"), QStringLiteral("--json")});
        for (const auto &v : QJsonDocument::fromJson(list.out).array())
            if (v.toObject().value(QStringLiteral("name")).toString() == t)
                QCOMPARE(v.toObject().value(QStringLiteral("messages")).toInteger(), 3);
    }
    void badInputIsRefusedPlainly()
    {
        auto illegal =
            cli({QStringLiteral("topics"), QStringLiteral("create"), QStringLiteral("no spaces")});
        QCOMPARE(illegal.exitCode, 2);
        QVERIFY(illegal.err.contains("not allowed"));
        auto rf = cli({QStringLiteral("topics"), QStringLiteral("create"),
                       test::uniqueName(QStringLiteral("cli-rf")),
                       QStringLiteral("--replication-factor"), QStringLiteral("2")});
        QCOMPARE(rf.exitCode, 1);
        QVERIFY2(rf.err.contains("replication factor"), rf.err.constData());
        auto unknown = cli({QStringLiteral("topics"), QStringLiteral("describe"),
                            QStringLiteral("no-such-topic-xyz")});
        QCOMPARE(unknown.exitCode, 1);
        QCOMPARE(QString::fromUtf8(unknown.err).trimmed(),
                 QStringLiteral("kafscope-cli: Topic no-such-topic-xyz does not exist"));
        auto warn = cli({QStringLiteral("topics"), QStringLiteral("create"),
                         test::uniqueName(QStringLiteral("cli.dots"))});
        CLI_OK(warn);
        QVERIFY(warn.err.contains("warning"));
    }
    void brokersListAndConfig()
    {
        auto list =
            cli({QStringLiteral("brokers"), QStringLiteral("list"), QStringLiteral("--json")});
        CLI_OK(list);
        const QJsonArray brokers = QJsonDocument::fromJson(list.out).array();
        QCOMPARE(brokers.size(), 1);
        const QJsonObject b = brokers[0].toObject();
        QCOMPARE(keys(b), set({"id", "host", "port", "controller", "answers"}));
        QCOMPARE(b.value(QStringLiteral("answers")).toBool(), true);
        QCOMPARE(b.value(QStringLiteral("port")).toInt(),
                 test::clusterInfo("kafka1").nodes[0].spec.port);
        auto config = cli({QStringLiteral("brokers"), QStringLiteral("config"), QStringLiteral("1"),
                           QStringLiteral("--json")});
        CLI_OK(config);
        bool sawOffsets = false;
        for (const auto &v : QJsonDocument::fromJson(config.out).array()) {
            QCOMPARE(keys(v.toObject()),
                     set({"name", "value", "source", "sensitive", "read_only"}));
            if (v.toObject().value(QStringLiteral("name")).toString() ==
                QLatin1String("offsets.topic.num.partitions")) {
                sawOffsets = true;
                QCOMPARE(v.toObject().value(QStringLiteral("value")).toString(),
                         QStringLiteral("3"));
                QCOMPARE(v.toObject().value(QStringLiteral("source")).toString(),
                         QStringLiteral("static_broker"));
            }
        }
        QVERIFY(sawOffsets);
        auto missing =
            cli({QStringLiteral("brokers"), QStringLiteral("config"), QStringLiteral("42")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains("Broker 42"));
    }
    void brokersAlterConfigSetsAndDeletesOneBrokersConfig()
    {
        // Per-broker dynamic and harmless; not the key test_topics_admin changes on the same broker
        // at the same time (the two ran in parallel and undid each other's change).
        const QString key = QStringLiteral("log.cleaner.io.buffer.load.factor");
        const auto valueAndSource = [&] {
            auto config = cli({QStringLiteral("brokers"), QStringLiteral("config"),
                               QStringLiteral("1"), QStringLiteral("--json")});
            for (const auto &v : QJsonDocument::fromJson(config.out).array())
                if (v.toObject().value(QStringLiteral("name")).toString() == key)
                    return v.toObject().value(QStringLiteral("value")).toString() +
                           QLatin1Char('/') +
                           v.toObject().value(QStringLiteral("source")).toString();
            return QString();
        };
        auto set =
            cli({QStringLiteral("brokers"), QStringLiteral("alter-config"), QStringLiteral("1"),
                 QStringLiteral("--set"), key + QStringLiteral("=0.8"), QStringLiteral("--json")});
        CLI_OK(set);
        QCOMPARE(QJsonDocument::fromJson(set.out).object().value(QStringLiteral("ok")).toBool(),
                 true);
        QTRY_COMPARE_WITH_TIMEOUT(valueAndSource(), QStringLiteral("0.8/dynamic_broker"), 10000);
        CLI_OK(cli({QStringLiteral("brokers"), QStringLiteral("alter-config"), QStringLiteral("1"),
                    QStringLiteral("--delete"), key}));
        QTRY_VERIFY_WITH_TIMEOUT(!valueAndSource().endsWith(QLatin1String("/dynamic_broker")),
                                 10000);
        auto readOnly = cli({QStringLiteral("--read-only"), QStringLiteral("brokers"),
                             QStringLiteral("alter-config"), QStringLiteral("1"),
                             QStringLiteral("--set"), key + QStringLiteral("=1")});
        QCOMPARE(readOnly.exitCode, 1);
        QVERIFY2(readOnly.err.contains("Read-only"), readOnly.err.constData());
        auto missing =
            cli({QStringLiteral("brokers"), QStringLiteral("alter-config"), QStringLiteral("42"),
                 QStringLiteral("--set"), key + QStringLiteral("=1")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains("Broker 42"), missing.err.constData());
        auto badId =
            cli({QStringLiteral("brokers"), QStringLiteral("alter-config"), QStringLiteral("one"),
                 QStringLiteral("--set"), key + QStringLiteral("=1")});
        QCOMPARE(badId.exitCode, 2);
        auto badOption = cli({QStringLiteral("brokers"), QStringLiteral("alter-config"),
                              QStringLiteral("1"), QStringLiteral("--set"), key});
        QCOMPARE(badOption.exitCode, 2);
        QVERIFY2(badOption.err.contains("key=value"), badOption.err.constData());
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestTopicsCli)
#include "test_topics_cli.moc"
