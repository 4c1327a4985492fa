// offsets-log against Kafka's own decoder (org.apache.kafka.tools.DumpLogSegments
// --offsets-decoder) on the same segments, the reader's promise not to join or commit, tail mode,
// and group-state replay.
#include "groups/group_list.h"
#include "test_main.h"
#include "groups_test_support.h"
#include "local/kafka_distribution.h"
#include "offsets/group_state_replay.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;

namespace {

ConnectionProfile profile()
{
    return profileFor("kafka1");
}

QString snake(const QString &camel)
{
    QString out;
    for (const QChar c : camel) {
        if (c.isUpper() && !out.isEmpty())
            out += QLatin1Char('_');
        out += c.toLower();
    }
    return out;
}

// Does Kafka's JSON (camelCase) say the same as ours (snake_case)? Fields Kafka prints must be in
// ours with equal values; bytes Kafka prints as base64 are hex (or decoded) in ours.
bool same(const QJsonValue &theirs, const QJsonValue &ours, const QString &path, QString *why)
{
    auto fail = [&](const QString &what) {
        *why = QStringLiteral("%1: %2 (Kafka %3, kafscope %4)")
                   .arg(path, what,
                        QString::fromUtf8(
                            QJsonDocument(QJsonArray{theirs}).toJson(QJsonDocument::Compact)),
                        QString::fromUtf8(
                            QJsonDocument(QJsonArray{ours}).toJson(QJsonDocument::Compact)));
        return false;
    };
    if (theirs.isObject()) {
        if (!ours.isObject())
            return fail(QStringLiteral("not an object"));
        const QJsonObject t = theirs.toObject(), o = ours.toObject();
        for (auto it = t.begin(); it != t.end(); ++it) {
            const QString k = snake(it.key());
            if (!o.contains(k))
                return fail(QStringLiteral("missing field %1").arg(k));
            if (!same(it.value(), o.value(k), path + QLatin1Char('.') + k, why))
                return false;
        }
        return true;
    }
    if (theirs.isArray()) {
        const QJsonArray t = theirs.toArray(), o = ours.toArray();
        if (!ours.isArray() || t.size() != o.size())
            return fail(QStringLiteral("array differs"));
        for (qsizetype i = 0; i < t.size(); ++i)
            if (!same(t[i], o[i], path + QStringLiteral("[%1]").arg(i), why))
                return false;
        return true;
    }
    if (theirs.isString() && ours.isObject()) {
        const QJsonObject o = ours.toObject();
        if (!o.contains(QStringLiteral("hex")))
            return true; // decoded sticky user data
        const QByteArray raw = QByteArray::fromBase64(theirs.toString().toLatin1());
        return raw.toHex() == o.value(QStringLiteral("hex")).toString().toLatin1() ||
               fail(QStringLiteral("bytes differ"));
    }
    if (theirs.isDouble())
        return (ours.isDouble() && ours.toInteger() == theirs.toInteger()) ||
               fail(QStringLiteral("number differs"));
    return theirs == ours || fail(QStringLiteral("value differs"));
}

struct DumpedRecord {
    QJsonObject key;
    std::optional<QJsonObject> payload;
};

// DumpLogSegments over every segment of __consumer_offsets: (partition, offset) -> record.
QMap<QPair<int, qint64>, DumpedRecord> dumpWithKafka(int *partitionsSeen)
{
    const QString data = clusterDir("kafka1") + QStringLiteral("/node-1/data");
    QStringList files;
    for (const QString &d :
         QDir(data).entryList({QStringLiteral("__consumer_offsets-*")}, QDir::Dirs))
        for (const QString &f :
             QDir(data + QLatin1Char('/') + d).entryList({QStringLiteral("*.log")}, QDir::Files))
            files << data + QLatin1Char('/') + d + QLatin1Char('/') + f;
    *partitionsSeen = int(files.size());
    auto java = local::findJava();
    if (!java)
        qFatal("java: %s", qPrintable(java.error().message()));
    const local::KafkaDistribution dist(local::KafkaDistribution::defaultVersion(),
                                        local::KafkaDistribution::defaultCacheRoot());
    QProcess p;
    p.start(java.value(), {QStringLiteral("-cp"), dist.classpath(),
                           QStringLiteral("org.apache.kafka.tools.DumpLogSegments"),
                           QStringLiteral("--offsets-decoder"), QStringLiteral("--files"),
                           files.join(QLatin1Char(','))});
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        qFatal("DumpLogSegments failed: %s", p.readAllStandardError().constData());
    QMap<QPair<int, qint64>, DumpedRecord> out;
    int partition = -1;
    const QRegularExpression dumping(QStringLiteral("^Dumping .*__consumer_offsets-(\\d+)/"));
    const QRegularExpression record(
        QStringLiteral("^\\| offset: (\\d+) .* key: (\\{.*\\}) payload: (.*)$"));
    for (const QString &line :
         QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\n'))) {
        if (auto m = dumping.match(line); m.hasMatch())
            partition = m.captured(1).toInt();
        else if (auto r = record.match(line); r.hasMatch()) {
            DumpedRecord d;
            d.key = QJsonDocument::fromJson(r.captured(2).toUtf8()).object();
            if (r.captured(3).startsWith(QLatin1Char('{')))
                d.payload = QJsonDocument::fromJson(r.captured(3).toUtf8()).object();
            out.insert({partition, r.captured(1).toLongLong()}, d);
        }
    }
    return out;
}

QList<QJsonObject> offsetsLog(const QStringList &more)
{
    auto r = cliJson("kafka1",
                     QStringList{QStringLiteral("offsets-log"), QStringLiteral("--json")} + more);
    if (r.run.exitCode != 0)
        qFatal("offsets-log failed: %s", r.run.err.constData());
    QList<QJsonObject> out;
    for (const QByteArray &line : r.run.out.split('\n'))
        if (!line.isEmpty())
            out << QJsonDocument::fromJson(line).object();
    return out;
}

} // namespace

class TestOffsetsLog : public QObject {
    Q_OBJECT
    QString m_group;
    QString m_topic;

private Q_SLOTS:
    void initTestCase()
    {
        // A group with members (cooperative-sticky), commits, and tombstones from a delete.
        m_topic = makeTopic(profile(), QStringLiteral("olog"), 2);
        m_group = uniqueName(QStringLiteral("olog"));
        produceMessages(profile(), m_topic, 6);
        {
            GroupConsumer a(profile(), {m_group,
                                        {m_topic},
                                        QStringLiteral("cooperative-sticky"),
                                        QStringLiteral("oa"),
                                        {},
                                        true});
            GroupConsumer b(profile(), {m_group,
                                        {m_topic},
                                        QStringLiteral("cooperative-sticky"),
                                        QStringLiteral("ob"),
                                        {},
                                        true});
            QVERIFY(waitUntil([&] {
                return a.consumed() + b.consumed() >= 6 && a.assignment().size() == 1 &&
                       b.assignment().size() == 1;
            }));
        }
        const QString gone = uniqueName(QStringLiteral("olog-gone"));
        commitOffsets(profile(), gone, {{m_topic, 0}}, 1);
        auto d = cliJson("kafka1", {QStringLiteral("groups"), QStringLiteral("delete"), gone,
                                    QStringLiteral("--yes")});
        QVERIFY2(d.run.exitCode == 0, d.run.err.constData());
    }

    void decodingMatchesKafkasOwnDecoder()
    {
        const QList<QJsonObject> ours =
            offsetsLog({QStringLiteral("--from"), QStringLiteral("oldest")});
        int segments = 0;
        const auto kafka = dumpWithKafka(&segments);
        QVERIFY(segments >= 1);
        int compared = 0, tombstones = 0, withMembers = 0;
        for (const QJsonObject &o : ours) {
            const QPair<int, qint64> at{o[QStringLiteral("partition")].toInt(),
                                        o[QStringLiteral("offset")].toInteger()};
            if (!kafka.contains(at))
                continue; // compacted away or written between the two reads
            const DumpedRecord &k = kafka[at];
            QString why;
            QCOMPARE(o[QStringLiteral("record_type")].toString(),
                     offsets::recordTypeName(k.key[QStringLiteral("type")].toString().toInt()));
            QVERIFY2(same(k.key[QStringLiteral("data")], o[QStringLiteral("key")],
                          QStringLiteral("key"), &why),
                     qPrintable(why));
            QCOMPARE(k.payload.has_value(), !o[QStringLiteral("value")].isNull());
            if (k.payload) {
                const QJsonObject v = o[QStringLiteral("value")].toObject();
                QCOMPARE(v[QStringLiteral("version")].toInt(),
                         (*k.payload)[QStringLiteral("version")].toString().toInt());
                QVERIFY2(
                    same((*k.payload)[QStringLiteral("data")], v, QStringLiteral("value"), &why),
                    qPrintable(why));
                withMembers += v[QStringLiteral("members")].toArray().isEmpty() ? 0 : 1;
            } else {
                ++tombstones;
            }
            QVERIFY(!o.contains(QStringLiteral("notes")));
            ++compared;
        }
        qInfo("%d records compared with DumpLogSegments (%d tombstones, %d groups with members)",
              compared, tombstones, withMembers);
        QVERIFY2(compared >= 10, qPrintable(QString::number(compared)));
        QVERIFY(tombstones >= 2);  // the deleted group and its offset
        QVERIFY(withMembers >= 1); // a GroupMetadata with decoded members was compared
    }

    void readerNeverJoinsOrCommits()
    {
        const QList<QJsonObject> records =
            offsetsLog({QStringLiteral("--from"), QStringLiteral("oldest")});
        QVERIFY(!records.isEmpty());
        const QString placeholder =
            QString::fromLatin1(offsets::OffsetsLogReader::kPlaceholderGroup);
        for (const QJsonObject &o : records) {
            const QJsonObject key = o[QStringLiteral("key")].toObject();
            QVERIFY(key[QStringLiteral("group")].toString() != placeholder);
            QVERIFY(key[QStringLiteral("group_id")].toString() != placeholder);
        }
        auto client = KafkaClient::create(profile(), QStringLiteral("test"));
        auto list = groups::listGroups(*client.value());
        QVERIFY(list);
        for (const groups::GroupListing &g : list.value())
            QVERIFY(g.group != placeholder);
    }

    void groupFilterAndMax()
    {
        const QList<QJsonObject> mine = offsetsLog({QStringLiteral("--group"), m_group});
        QVERIFY(mine.size() >= 4);
        for (const QJsonObject &o : mine)
            QCOMPARE(o[QStringLiteral("key")].toObject()[QStringLiteral("group")].toString(),
                     m_group);
        QCOMPARE(offsetsLog({QStringLiteral("--group"), m_group, QStringLiteral("--max"),
                             QStringLiteral("2")})
                     .size(),
                 2);
    }

    void tailSeesOnlyNewRecords()
    {
        const QString group = uniqueName(QStringLiteral("olog-tail"));
        QProcess tail;
        tail.start(QString::fromUtf8(qgetenv("KAFSCOPE_CLI")),
                   {QStringLiteral("--bootstrap"), bootstrap("kafka1"),
                    QStringLiteral("offsets-log"), QStringLiteral("--from"), QStringLiteral("tail"),
                    QStringLiteral("--group"), group, QStringLiteral("--max"), QStringLiteral("2"),
                    QStringLiteral("--json")});
        QVERIFY(tail.waitForStarted());
        // The tail starts wherever the log ends when it opens: keep committing until it has seen
        // two.
        qint64 next = 1;
        QVERIFY(waitUntil([&] {
            commitOffsets(profile(), group, {{m_topic, 0}}, next++);
            return tail.waitForFinished(300);
        }));
        QCOMPARE(tail.exitCode(), 0);
        const QList<QByteArray> lines = tail.readAllStandardOutput().trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        qint64 prev = 0;
        for (const QByteArray &l : lines) {
            const QJsonObject o = QJsonDocument::fromJson(l).object();
            QCOMPARE(o[QStringLiteral("record_type")].toString(), QStringLiteral("OffsetCommit"));
            const qint64 off =
                o[QStringLiteral("value")].toObject()[QStringLiteral("offset")].toInteger();
            QVERIFY(off > prev); // commits in order, starting after the tail opened
            prev = off;
        }
    }

    void groupStateAtOffset()
    {
        const QString group = uniqueName(QStringLiteral("olog-replay"));
        commitOffsets(profile(), group, {{m_topic, 0}}, 1);
        commitOffsets(profile(), group, {{m_topic, 0}}, 5);
        commitOffsets(profile(), group, {{m_topic, 0}}, 9);
        auto state = offsets::readGroupState(profile(), group);
        QVERIFY(state);
        QCOMPARE(state->offsets.value({m_topic, 0}).offset, qint64(9));
        QCOMPARE(state->kind, QStringLiteral("classic"));

        offsets::OffsetsLogOptions opts;
        opts.stopAtEnd = true;
        opts.group = group;
        auto reader = offsets::OffsetsLogReader::open(profile(), opts);
        QVERIFY(reader);
        QList<offsets::OffsetsLogEntry> entries;
        while (!reader.value()->finished()) {
            auto batch = reader.value()->poll(200);
            QVERIFY(batch);
            entries += batch.value();
        }
        QList<qint64> commitsAt;
        for (const auto &e : entries)
            if (e.record.group == group && e.record.offsetCommit)
                commitsAt << e.offset;
        QCOMPARE(commitsAt.size(), 3);
        QCOMPARE(
            offsets::replayGroupAt(entries, group, commitsAt[1]).offsets.value({m_topic, 0}).offset,
            qint64(5));
        QCOMPARE(
            offsets::replayGroupAt(entries, group, commitsAt[0]).offsets.value({m_topic, 0}).offset,
            qint64(1));
        // Before the first commit nothing is committed. (When that commit is its partition's first
        // record, at offset 0, there is no earlier offset to ask about: -1 means "the whole log" to
        // replayGroupAt.)
        if (commitsAt[0] > 0)
            QVERIFY(offsets::replayGroupAt(entries, group, commitsAt[0] - 1).offsets.isEmpty());
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestOffsetsLog)
#include "test_offsets_log.moc"
