#include "browse_test_support.h"
#include "test_main.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryFile>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;

namespace {

ProcessResult cli(const QStringList &args)
{
    return runProgram("KAFSCOPE_CLI",
                      QStringList{QStringLiteral("--bootstrap"), bootstrap("kafka1")} + args);
}

QList<QJsonObject> jsonLines(const QByteArray &out)
{
    QList<QJsonObject> lines;
    for (const QByteArray &line : out.split('\n')) {
        if (line.isEmpty())
            continue;
        QJsonParseError err;
        const QJsonDocument d = QJsonDocument::fromJson(line, &err);
        if (err.error != QJsonParseError::NoError)
            qFatal("not JSON: %s", line.constData());
        lines << d.object();
    }
    std::sort(lines.begin(), lines.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return a.value("partition").toInt() != b.value("partition").toInt()
                   ? a.value("partition").toInt() < b.value("partition").toInt()
                   : a.value("offset").toInteger() < b.value("offset").toInteger();
    });
    return lines;
}

} // namespace

class TestConsumeCli : public QObject {
    Q_OBJECT
    QString m_topic;

private Q_SLOTS:
    void initTestCase()
    {
        m_topic = makeBrowseTopic(QStringLiteral("consume-cli"), 2);
        OutgoingMessage h = message(m_topic, 1, QByteArray("hk"), QByteArray("\x00\x01\xfe", 3));
        h.headers = {{QStringLiteral("a"), QByteArray("1")},
                     {QStringLiteral("n"), std::nullopt},
                     {QStringLiteral("bin"), QByteArray("\xff", 1)}};
        produceAll({message(m_topic, 0, QByteArray("k0"), QByteArray("{\"user\":{\"id\":42}}")),
                    message(m_topic, 0, std::nullopt, std::nullopt), h,
                    message(m_topic, 1, QByteArray("k2"), QByteArray("line\nwith \x1b escape"))});
    }

    void jsonLinesCarryEveryField()
    {
        const ProcessResult r = cli({QStringLiteral("consume"), m_topic, QStringLiteral("--format"),
                                     QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const QList<QJsonObject> lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 4);
        const QJsonObject first = lines[0];
        for (const char *field : {"topic", "partition", "offset", "timestamp", "timestamp_type",
                                  "key", "value", "headers", "key_encoding", "value_encoding"})
            QVERIFY2(first.contains(QLatin1String(field)), field);
        QCOMPARE(first.value("topic").toString(), m_topic);
        QCOMPARE(first.value("value").toString(), QStringLiteral("{\"user\":{\"id\":42}}"));
        QCOMPARE(first.value("timestamp_type").toString(), QStringLiteral("create"));
        QVERIFY(lines[1].value("key").isNull());
        QCOMPARE(lines[1].value("value_encoding").toString(), QStringLiteral("null"));
        QCOMPARE(lines[2].value("value").toString(), QStringLiteral("AAH+"));
        QCOMPARE(lines[2].value("value_encoding").toString(), QStringLiteral("base64"));
        const QJsonArray headers = lines[2].value("headers").toArray();
        QCOMPARE(headers.size(), 3);
        QCOMPARE(headers[0].toObject().value("key").toString(), QStringLiteral("a"));
        QVERIFY(headers[1].toObject().value("value").isNull());
        QCOMPARE(headers[2].toObject().value("value_encoding").toString(),
                 QStringLiteral("base64"));
    }

    void jsonRoundTripsThroughProduceFromJsonl()
    {
        const ProcessResult r = cli({QStringLiteral("consume"), m_topic, QStringLiteral("--format"),
                                     QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QTemporaryFile file;
        QVERIFY(file.open());
        file.write(r.out);
        file.flush();
        const QString copy = makeBrowseTopic(QStringLiteral("consume-copy"), 2);
        const ProcessResult p =
            cli({QStringLiteral("produce"), copy, QStringLiteral("--from-jsonl"), file.fileName(),
                 QStringLiteral("--keep-partitions"), QStringLiteral("--keep-timestamps")});
        QVERIFY2(p.exitCode == 0, p.err.constData());
        const ProcessResult back = cli(
            {QStringLiteral("consume"), copy, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(back.exitCode, 0);
        QList<QJsonObject> a = jsonLines(r.out), b = jsonLines(back.out);
        QCOMPARE(b.size(), a.size());
        for (int i = 0; i < a.size(); ++i) {
            a[i].remove("topic");
            b[i].remove("topic");
            QCOMPARE(b[i],
                     a[i]); // same partition, offset, timestamp, key, value, headers, encodings
        }
    }

    void textFormatEscapesAndFilters()
    {
        const ProcessResult r = cli({QStringLiteral("consume"), m_topic, QStringLiteral("--filter"),
                                     QStringLiteral("key == \"k2\"")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.endsWith("\tk2\tline\\nwith \\x1B escape\n"), r.out.constData());
        QCOMPARE(r.out.count('\n'), 1);
        const ProcessResult j = cli({QStringLiteral("consume"), m_topic, QStringLiteral("--format"),
                                     QStringLiteral("json"), QStringLiteral("--filter"),
                                     QStringLiteral("value.user.id == 42")});
        QCOMPARE(jsonLines(j.out).size(), 1);
    }

    void startModesPartitionsAndLimits()
    {
        const ProcessResult newest =
            cli({QStringLiteral("consume"), m_topic, QStringLiteral("--from"),
                 QStringLiteral("newest:1"), QStringLiteral("--partitions"), QStringLiteral("1"),
                 QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(newest.exitCode, 0);
        const QList<QJsonObject> lines = jsonLines(newest.out);
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines[0].value("key").toString(), QStringLiteral("k2"));
        const ProcessResult max =
            cli({QStringLiteral("consume"), m_topic, QStringLiteral("--max"), QStringLiteral("3"),
                 QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(jsonLines(max.out).size(), 3);
        const ProcessResult past = cli({QStringLiteral("consume"), m_topic,
                                        QStringLiteral("--from"), QStringLiteral("offset:99")});
        QCOMPARE(past.exitCode, 0);
        QVERIFY(past.out.isEmpty());
        QVERIFY2(past.err.contains("partition 0: the start is past the end"), past.err.constData());
        const ProcessResult time = cli(
            {QStringLiteral("consume"), m_topic, QStringLiteral("--from"),
             QStringLiteral("time:2000-01-01T00:00:00Z"), QStringLiteral("--isolation"),
             QStringLiteral("uncommitted"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(jsonLines(time.out).size(), 4);
    }

    void aCatastrophicRegexKeepsEveryMatch()
    {
        // 50 values of forty 'a' and a 'b': each matches through a+b. A backtracking engine gave up
        // on (a+)+x first and the filter returned nothing, silently.
        const QString topic = makeBrowseTopic(QStringLiteral("consume-regex"), 1);
        QList<OutgoingMessage> values;
        for (int i = 0; i < 50; ++i)
            values << message(topic, 0, std::nullopt, QByteArray(40, 'a') + 'b');
        produceAll(values);
        const ProcessResult r = cli({QStringLiteral("consume"), topic, QStringLiteral("--filter"),
                                     QStringLiteral("value matches \"^(?:(a+)+x|a+b)$\""),
                                     QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(jsonLines(r.out).size(), 50);
    }

    void usageErrorsArePlainWords()
    {
        ProcessResult r = cli({QStringLiteral("consume"), m_topic, QStringLiteral("--filter"),
                               QStringLiteral("value ==")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("Filter error at position 9"), r.err.constData());
        r = cli({QStringLiteral("consume"), m_topic, QStringLiteral("--from"),
                 QStringLiteral("latest")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("oldest, newest:N, offset:N, time:ISO8601 or tail"));
        r = cli({QStringLiteral("consume"), QStringLiteral("no-such-topic-consume"),
                 QStringLiteral("--max"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 1); // a missing topic is Kafka's answer, not bad usage
        QVERIFY(r.err.contains("Topic no-such-topic-consume does not exist"));
        r = cli({QStringLiteral("consume"), m_topic, QStringLiteral("--partitions"),
                 QStringLiteral("5")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("has no partition 5"));
        r = cli({QStringLiteral("consume"), m_topic, QStringLiteral("--format"),
                 QStringLiteral("xml")});
        QCOMPARE(r.exitCode, 2);
        r = cli({QStringLiteral("consume"), m_topic, QStringLiteral("--isolation"),
                 QStringLiteral("dirty")});
        QCOMPARE(r.exitCode, 2);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestConsumeCli)
#include "test_consume_cli.moc"
