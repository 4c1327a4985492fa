// Hardening issue, CLI items against the kafka1 broker: writes that must not happen (read-only
// seed-demo and lab, add-partitions past Kafka's limit, internal topics, unchecked JSON files), a
// live tail whose topic is deleted, exit codes, the tail's default, conflicting options and
// unambiguous text output.
#include "browse_test_support.h"
#include "test_main.h"
#include "common/process_group.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;

namespace {

ProcessResult cli(const QStringList &args)
{
    return runProgram("KAFSCOPE_CLI",
                      QStringList{QStringLiteral("--bootstrap"), bootstrap("kafka1")} + args);
}

int partitionsOf(const QString &topic)
{
    auto admin = KafkaClient::create(profileFor("kafka1"), QStringLiteral("test-admin"));
    auto n = partitionCount(*admin.value(), topic);
    return n ? n.value() : -1;
}

// Every group the broker knows (listed with the CLI, as a user would).
QStringList groupNames()
{
    const ProcessResult r =
        cli({QStringLiteral("groups"), QStringLiteral("list"), QStringLiteral("--json")});
    QStringList names;
    for (const QJsonValue &v : QJsonDocument::fromJson(r.out).array())
        names << v.toObject().value(QStringLiteral("group")).toString();
    return names;
}

} // namespace

class TestHardeningCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void readOnlyWritesNothing()
    {
        // seed-demo: test-topic is created only if missing; read-only must not create or fill it.
        const int before = partitionsOf(QStringLiteral("test-topic"));
        ProcessResult r = cli(
            {QStringLiteral("--read-only"), QStringLiteral("local"), QStringLiteral("seed-demo")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("Read-only"), r.err.constData());
        QCOMPARE(partitionsOf(QStringLiteral("test-topic")), before);

        // lab run: its members would join the group and commit.
        const QString topic = makeBrowseTopic(QStringLiteral("ro-lab"), 2);
        const QString group = uniqueName(QStringLiteral("ro-lab-group"));
        r = cli({QStringLiteral("--read-only"), QStringLiteral("lab"), QStringLiteral("run"),
                 QStringLiteral("--group"), group, QStringLiteral("--topic"), topic,
                 QStringLiteral("--assignor"), QStringLiteral("range"), QStringLiteral("--script"),
                 QStringLiteral("add 1; wait 1s")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("Read-only"), r.err.constData());
        QVERIFY(!groupNames().contains(group));
    }

    void addPartitionsStaysWithinKafkasLimit()
    {
        const QString topic = makeBrowseTopic(QStringLiteral("grow"), 3);
        ProcessResult r = cli({QStringLiteral("topics"), QStringLiteral("add-partitions"), topic,
                               QStringLiteral("--total"), QStringLiteral("100000")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("nothing was changed"), r.err.constData());
        QCOMPARE(partitionsOf(topic), 3);
        // A large increase needs --yes; a small one does not.
        r = cli({QStringLiteral("topics"), QStringLiteral("add-partitions"), topic,
                 QStringLiteral("--total"), QStringLiteral("150")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("large change"), r.err.constData());
        QCOMPARE(partitionsOf(topic), 3);
        r = cli({QStringLiteral("topics"), QStringLiteral("add-partitions"), topic,
                 QStringLiteral("--total"), QStringLiteral("5")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(partitionsOf(topic), 5);
        r = cli({QStringLiteral("topics"), QStringLiteral("add-partitions"), topic,
                 QStringLiteral("--total"), QStringLiteral("150"), QStringLiteral("--yes")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(partitionsOf(topic), 150);
    }

    void internalTopicsNeedTheNamedOverride()
    {
        const QString name = uniqueName(QStringLiteral("__kafscope_probe"));
        ProcessResult r = cli({QStringLiteral("topics"), QStringLiteral("create"), name});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--allow-internal"), r.err.constData());
        QCOMPARE(partitionsOf(name), -1);
        r = cli({QStringLiteral("topics"), QStringLiteral("create"), name,
                 QStringLiteral("--allow-internal")});
        QCOMPARE(r.exitCode, 0);
        r = cli(
            {QStringLiteral("topics"), QStringLiteral("delete"), name, QStringLiteral("--yes")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("internal Kafka topic"), r.err.constData());
        QCOMPARE(partitionsOf(name), 1);
        // Deleting nothing (before offset 0) of __consumer_offsets: refused all the same.
        r = cli({QStringLiteral("topics"), QStringLiteral("delete-records"),
                 QStringLiteral("__consumer_offsets"), QStringLiteral("--partition"),
                 QStringLiteral("0"), QStringLiteral("--before"), QStringLiteral("0"),
                 QStringLiteral("--yes")});
        QCOMPARE(r.exitCode, 2);
        r = cli({QStringLiteral("topics"), QStringLiteral("alter-config"),
                 QStringLiteral("__consumer_offsets"), QStringLiteral("--set"),
                 QStringLiteral("segment.bytes=104857600")});
        QCOMPARE(r.exitCode, 2);
        r = cli({QStringLiteral("topics"), QStringLiteral("delete"), name, QStringLiteral("--yes"),
                 QStringLiteral("--allow-internal")});
        QCOMPARE(r.exitCode, 0);
    }

    void valueFileIsCheckedAsJson()
    {
        const QString topic = makeBrowseTopic(QStringLiteral("json-file"), 1);
        const QString path = m_dir.filePath(QStringLiteral("bad.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"a\": 1,");
        f.close();
        ProcessResult r = cli({QStringLiteral("produce"), topic, QStringLiteral("--value-file"),
                               path, QStringLiteral("--value-format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("not valid JSON"), r.err.constData());
        r = cli(
            {QStringLiteral("consume"), topic, QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY(r.out.isEmpty());
    }

    // Issue 32 F10 (probe 8e): what consume --format json writes, produce --from-jsonl takes back,
    // binary values of 300 KB (400,000 base64 characters) included.
    void bigBinaryValuesRoundTripThroughJsonl()
    {
        const QString from = makeBrowseTopic(QStringLiteral("b64-from"), 1);
        const QString to = makeBrowseTopic(QStringLiteral("b64-to"), 1);
        QByteArray value(300'000, Qt::Uninitialized);
        for (qsizetype i = 0; i < value.size(); ++i)
            value[i] = char((i * 131 + i / 977) & 0xFF);
        const QString valueFile = m_dir.filePath(QStringLiteral("b64.bin"));
        QFile f(valueFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(value);
        f.close();
        ProcessResult r =
            cli({QStringLiteral("produce"), from, QStringLiteral("--value-file"), valueFile});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = cli({QStringLiteral("consume"), from, QStringLiteral("--max"), QStringLiteral("0"),
                 QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("\"value_encoding\":\"base64\""));
        const QString jsonl = m_dir.filePath(QStringLiteral("b64.jsonl"));
        QFile j(jsonl);
        QVERIFY(j.open(QIODevice::WriteOnly));
        j.write(r.out);
        j.close();
        r = cli({QStringLiteral("produce"), to, QStringLiteral("--from-jsonl"), jsonl});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = cli({QStringLiteral("consume"), to, QStringLiteral("--max"), QStringLiteral("0"),
                 QStringLiteral("--format"), QStringLiteral("json")});
        const QJsonObject back = QJsonDocument::fromJson(r.out.trimmed()).object();
        QCOMPARE(QByteArray::fromBase64(back[QStringLiteral("value")].toString().toLatin1()),
                 value);
    }

    void tailEndsWhenItsTopicIsDeleted()
    {
        const QString topic = makeBrowseTopic(QStringLiteral("tail-deleted"), 2);
        QProcess tail;
        tail.start(QString::fromUtf8(qgetenv("KAFSCOPE_CLI")),
                   {QStringLiteral("--bootstrap"), bootstrap("kafka1"), QStringLiteral("consume"),
                    topic, QStringLiteral("--from"), QStringLiteral("tail")});
        QVERIFY(tail.waitForStarted());
        QTest::qWait(1500);
        QCOMPARE(tail.state(), QProcess::Running);
        QCOMPARE(cli({QStringLiteral("topics"), QStringLiteral("delete"), topic,
                      QStringLiteral("--yes")})
                     .exitCode,
                 0);
        QElapsedTimer t;
        t.start();
        if (!tail.waitForFinished(20000)) {
            tail.kill();
            tail.waitForFinished();
            QFAIL("the tail went on after its topic was deleted");
        }
        QCOMPARE(tail.exitCode(), 1);
        const QByteArray err = tail.readAllStandardError();
        QVERIFY2(err.contains("Topic " + topic.toUtf8() + " was deleted"), err.constData());
    }

    // A read to the end (--max 0) whose topic is deleted mid-read ends with the same words and
    // code as the tail: throttled fetching and a reader that takes nothing for a few seconds keep
    // the read going while the topic goes.
    void boundedReadEndsWhenItsTopicIsDeleted()
    {
        const QString topic = makeBrowseTopic(QStringLiteral("read-deleted"), 3);
        QCOMPARE(cli({QStringLiteral("produce"), topic, QStringLiteral("--generate"),
                      QStringLiteral("--count"), QStringLiteral("200000"), QStringLiteral("--size"),
                      QStringLiteral("100")})
                     .exitCode,
                 0);
        QTemporaryDir dir;
        const QString started = dir.filePath(QStringLiteral("started"));
        const QString rows = dir.filePath(QStringLiteral("rows.jsonl"));
        // The reader takes one byte (the read has begun), then nothing for 6 s, then the rest.
        QProcess read;
        process_group::prepare(read); // a failure ends the whole pipeline
        read.start(QStringLiteral("bash"),
                   {QStringLiteral("-c"),
                    QStringLiteral("\"$0\" \"$@\" | (head -c 1 > '%1'; sleep 6; cat > '%2'); "
                                   "exit ${PIPESTATUS[0]}")
                        .arg(started, rows),
                    QString::fromUtf8(qgetenv("KAFSCOPE_CLI")), QStringLiteral("--bootstrap"),
                    bootstrap("kafka1"), QStringLiteral("-X"),
                    QStringLiteral("queued.max.messages.kbytes=1000"), QStringLiteral("-X"),
                    QStringLiteral("max.partition.fetch.bytes=50000"), QStringLiteral("consume"),
                    topic, QStringLiteral("--max"), QStringLiteral("0"), QStringLiteral("--format"),
                    QStringLiteral("json")});
        QVERIFY(read.waitForStarted());
        const qint64 pgid = read.processId();
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(started).size() > 0, 30000);
        QCOMPARE(read.state(), QProcess::Running);
        QCOMPARE(cli({QStringLiteral("topics"), QStringLiteral("delete"), topic,
                      QStringLiteral("--yes")})
                     .exitCode,
                 0);
        if (!read.waitForFinished(60000)) {
            process_group::end(read, pgid, process_group::EndMode::Kill, 5000);
            QFAIL("the read went on after its topic was deleted");
        }
        const QByteArray err = read.readAllStandardError();
        QCOMPARE(read.exitCode(), 1);
        QVERIFY2(err.contains("Topic " + topic.toUtf8() + " was deleted"), err.constData());
        QFile f(rows);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().count('\n') < 200000); // it was cut short, not read to its end
    }

    void tailRunsPastFiveHundred()
    {
        const QString topic = makeBrowseTopic(QStringLiteral("tail-long"), 1);
        QProcess tail;
        tail.start(QString::fromUtf8(qgetenv("KAFSCOPE_CLI")),
                   {QStringLiteral("--bootstrap"), bootstrap("kafka1"), QStringLiteral("consume"),
                    topic, QStringLiteral("--from"), QStringLiteral("tail"),
                    QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY(tail.waitForStarted());
        QTest::qWait(1500);
        QList<OutgoingMessage> batch;
        for (int i = 0; i < 600; ++i)
            batch << message(topic, 0, std::nullopt, QByteArray::number(i));
        produceAll(batch);
        QByteArray out;
        QTRY_VERIFY_WITH_TIMEOUT((out += tail.readAllStandardOutput()).count('\n') >= 600, 20000);
        QCOMPARE(tail.state(), QProcess::Running); // still following, not stopped at 500
        tail.terminate();
        QVERIFY(tail.waitForFinished(10000));
    }

    void exitCodesAndOneLineErrors()
    {
        const QString missing = uniqueName(QStringLiteral("missing"));
        for (const QStringList &args :
             {QStringList{QStringLiteral("topics"), QStringLiteral("describe"), missing},
              QStringList{QStringLiteral("consume"), missing}}) {
            const ProcessResult r = cli(args);
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains("does not exist"), r.err.constData());
            QCOMPARE(r.err.trimmed().count('\n'), 0);
        }
        const ProcessResult bad =
            cli({QStringLiteral("cluster"), QStringLiteral("--no-such-option")});
        QCOMPARE(bad.exitCode, 2);
        QCOMPARE(bad.err.trimmed().count('\n'), 0);
        const ProcessResult unknown = cli({QStringLiteral("no-such-command")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains("commands:")); // the usage, for an unknown command only
    }

    void conflictsAreRefused()
    {
        const QString topic = makeBrowseTopic(QStringLiteral("conflicts"), 1);
        auto usage = [](const ProcessResult &r, const char *text) {
            return r.exitCode == 2 && r.err.contains(text);
        };
        QVERIFY(usage(cli({QStringLiteral("-X"), QString(), QStringLiteral("cluster")}),
                      "-X needs key=value"));
        QVERIFY(usage(cli({QStringLiteral("cluster"), QStringLiteral("extra")}),
                      "Unexpected argument \"extra\""));
        QVERIFY(usage(cli({QStringLiteral("topics"), QStringLiteral("list"), QStringLiteral("x")}),
                      "Unexpected argument"));
        QVERIFY(usage(cli({QStringLiteral("brokers"), QStringLiteral("list"), QStringLiteral("x")}),
                      "Unexpected argument"));
        QVERIFY(usage(
            cli({QStringLiteral("produce"), topic, QStringLiteral("--value"), QStringLiteral("x"),
                 QStringLiteral("--value-format"), QStringLiteral("null")}),
            "--value-format null sends no value"));
        const struct {
            const char *line;
            const char *expected;
        } lines[] = {
            {R"({"value":"a","partition":-5})", "Line 1: \"partition\" must be a whole number"},
            {R"({"value":"a","timestamp":"yesterday"})",
             "Line 1: \"timestamp\" must be a whole number"},
            {R"({"value":"a","headers":"abc"})", "Line 1: \"headers\" must be an array"},
            {R"({"value":"a","headers":["abc"]})", "Line 1: each header must be an object"},
            {R"({"value":"%%%","value_encoding":"base64"})", "Line 1: value is not valid base64"},
            {R"({"value":"abc","value_encoding":"base64"})", "Line 1: value is not valid base64"},
        };
        for (const auto &l : lines) {
            const QString path = m_dir.filePath(QStringLiteral("bad.jsonl"));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(l.line);
            f.write("\n");
            f.close();
            const ProcessResult r =
                cli({QStringLiteral("produce"), topic, QStringLiteral("--from-jsonl"), path,
                     QStringLiteral("--keep-partitions"), QStringLiteral("--keep-timestamps")});
            QVERIFY2(usage(r, l.expected), qPrintable(QString::fromUtf8(l.line) + " -> " + r.err));
        }
        const ProcessResult none = cli(
            {QStringLiteral("consume"), topic, QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY(none.out.isEmpty()); // nothing of a bad file was sent
    }

    void textFormatTellsEscapesFromBackslashes()
    {
        const QString topic = makeBrowseTopic(QStringLiteral("escapes"), 1);
        produceAll({message(topic, 0, std::nullopt,
                            QByteArray("a\x1b"
                                       "b")),
                    message(topic, 0, std::nullopt, QByteArray("a\\x1Bb"))});
        const ProcessResult r = cli(
            {QStringLiteral("consume"), topic, QStringLiteral("--format"), QStringLiteral("text")});
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> rows = r.out.trimmed().split('\n');
        QCOMPARE(rows.size(), 2);
        QVERIFY2(rows[0].endsWith("\ta\\x1Bb"), rows[0].constData());
        QVERIFY2(rows[1].endsWith("\ta\\\\x1Bb"), rows[1].constData());
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestHardeningCli)
#include "test_hardening_cli.moc"
