// Every reset mode with --dry-run and --yes, copy from another group, the refusals (active
// members, read-only), and deleting groups and offsets, through kafscope-cli on a real broker.
#include "groups/group_offsets.h"
#include "test_main.h"
#include "groups_test_support.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;

namespace {

ConnectionProfile profile()
{
    return profileFor("kafka1");
}

// partition -> committed offset (-1 none).
QMap<int, qint64> committed(const QString &group, const QString &topic)
{
    auto client = KafkaClient::create(profile(), QStringLiteral("test"));
    auto offs = groups::committedOffsets(*client.value(), group);
    if (!offs)
        qFatal("committed: %s", qPrintable(offs.error().message()));
    QMap<int, qint64> out;
    for (const groups::CommittedOffset &c : offs.value())
        if (c.tp.topic == topic)
            out.insert(c.tp.partition, c.offset);
    return out;
}

CliJson reset(const QString &group, const QStringList &more)
{
    return cliJson("kafka1", QStringList{QStringLiteral("groups"), QStringLiteral("reset"), group} +
                                 more + QStringList{QStringLiteral("--json")});
}

QMap<int, qint64> newOffsets(const QJsonDocument &d)
{
    QMap<int, qint64> out;
    for (const QJsonValue &r : d.object()[QStringLiteral("partitions")].toArray())
        out.insert(r[QStringLiteral("partition")].toInt(), r[QStringLiteral("new")].toInteger());
    return out;
}

} // namespace

class TestGroupsReset : public QObject {
    Q_OBJECT
    QString m_topic;
    qint64 m_firstTs = 0;

private Q_SLOTS:
    void initTestCase()
    {
        // 2 partitions x 20 messages, timestamps one second apart starting an hour ago.
        m_topic = makeTopic(profile(), QStringLiteral("reset"), 2);
        m_firstTs = (QDateTime::currentMSecsSinceEpoch() / 1000 - 3600) * 1000;
        produceMessages(profile(), m_topic, 20, 0, m_firstTs);
        produceMessages(profile(), m_topic, 20, 1, m_firstTs);
    }

    void everyModePreviewsThenWrites_data()
    {
        QTest::addColumn<QString>("to");
        QTest::addColumn<qint64>("expected"); // same for both partitions; starting from 10
        QTest::newRow("earliest") << QStringLiteral("earliest") << qint64(0);
        QTest::newRow("latest") << QStringLiteral("latest") << qint64(20);
        QTest::newRow("offset") << QStringLiteral("offset:4") << qint64(4);
        QTest::newRow("offset-clamped") << QStringLiteral("offset:999") << qint64(20);
        QTest::newRow("shift-back") << QStringLiteral("shift:-3") << qint64(7);
        QTest::newRow("shift-forward") << QStringLiteral("shift:+5") << qint64(15);
        QTest::newRow("shift-clamped") << QStringLiteral("shift:-50") << qint64(0);
        QTest::newRow("time") << QStringLiteral("time:") << qint64(13);
    }
    void everyModePreviewsThenWrites()
    {
        QFETCH(QString, to);
        QFETCH(qint64, expected);
        if (to == QLatin1String("time:")) // the first message at or after message 13's time
            to += QDateTime::fromMSecsSinceEpoch(m_firstTs + 13 * 1000 - 500, Qt::UTC)
                      .toString(Qt::ISODateWithMs);
        const QString group = uniqueName(QStringLiteral("reset"));
        commitOffsets(profile(), group, {{m_topic, 0}, {m_topic, 1}}, 10);

        auto preview = reset(group, {QStringLiteral("--topic"), m_topic, QStringLiteral("--to"), to,
                                     QStringLiteral("--dry-run")});
        QVERIFY2(preview.run.exitCode == 0, preview.run.err.constData());
        QCOMPARE(preview.json.object()[QStringLiteral("applied")].toBool(), false);
        const QJsonArray rows = preview.json.object()[QStringLiteral("partitions")].toArray();
        QCOMPARE(rows.size(), 2);
        for (const QJsonValue &r : rows) {
            QCOMPARE(r[QStringLiteral("current")].toInteger(), 10);
            QCOMPARE(r[QStringLiteral("new")].toInteger(), expected);
            QCOMPARE(r[QStringLiteral("log_end")].toInteger(), 20);
        }
        QCOMPARE(committed(group, m_topic),
                 (QMap<int, qint64>{{0, 10}, {1, 10}})); // nothing written

        auto applied = reset(group, {QStringLiteral("--topic"), m_topic, QStringLiteral("--to"), to,
                                     QStringLiteral("--yes")});
        QVERIFY2(applied.run.exitCode == 0, applied.run.err.constData());
        QCOMPARE(applied.json.object()[QStringLiteral("applied")].toBool(), true);
        QCOMPARE(committed(group, m_topic), (QMap<int, qint64>{{0, expected}, {1, expected}}));
    }

    void allTopicsWhenNoneNamedAndCopyFromAnotherGroup()
    {
        const QString source = uniqueName(QStringLiteral("src"));
        const QString target = uniqueName(QStringLiteral("dst"));
        commitOffsets(profile(), source, {{m_topic, 0}}, 3);
        commitOffsets(profile(), source, {{m_topic, 1}}, 17);
        commitOffsets(profile(), target, {{m_topic, 0}, {m_topic, 1}}, 1);
        auto all = reset(target, {QStringLiteral("--to"), QStringLiteral("latest"),
                                  QStringLiteral("--dry-run")});
        QVERIFY2(all.run.exitCode == 0, all.run.err.constData());
        QCOMPARE(newOffsets(all.json), (QMap<int, qint64>{{0, 20}, {1, 20}}));

        auto copy =
            reset(target, {QStringLiteral("--from-group"), source, QStringLiteral("--yes")});
        QVERIFY2(copy.run.exitCode == 0, copy.run.err.constData());
        QCOMPARE(committed(target, m_topic), (QMap<int, qint64>{{0, 3}, {1, 17}}));
    }

    void refusedWhileMembersAreActive()
    {
        const QString group = uniqueName(QStringLiteral("busy"));
        GroupConsumer c(
            profile(),
            {group, {m_topic}, QStringLiteral("range"), QStringLiteral("busy-client"), {}, true});
        QVERIFY(waitUntil([&] { return c.assignment().size() == 2 && c.consumed() == 40; }));
        const auto before = committed(group, m_topic);
        auto r = reset(
            group, {QStringLiteral("--to"), QStringLiteral("earliest"), QStringLiteral("--yes")});
        QCOMPARE(r.run.exitCode, 2);
        QVERIFY2(r.run.err.contains("active member") && r.run.err.contains("busy-client"),
                 r.run.err.constData());
        QCOMPARE(committed(group, m_topic), before);
        // The preview is still allowed: it writes nothing.
        auto preview = reset(group, {QStringLiteral("--to"), QStringLiteral("earliest"),
                                     QStringLiteral("--dry-run")});
        QCOMPARE(preview.run.exitCode, 0);
        auto del = cliJson("kafka1", {QStringLiteral("groups"), QStringLiteral("delete"), group,
                                      QStringLiteral("--yes")});
        QCOMPARE(del.run.exitCode, 2);
        QVERIFY(del.run.err.contains("active member"));
    }

    void refusedReadOnlyAndWithoutConfirmation()
    {
        const QString group = uniqueName(QStringLiteral("ro"));
        commitOffsets(profile(), group, {{m_topic, 0}}, 5);
        auto ro = cliJson("kafka1", {QStringLiteral("--read-only"), QStringLiteral("groups"),
                                     QStringLiteral("reset"), group, QStringLiteral("--to"),
                                     QStringLiteral("earliest"), QStringLiteral("--yes")});
        QCOMPARE(ro.run.exitCode, 1);
        QVERIFY2(ro.run.err.contains("Read-only"), ro.run.err.constData());
        auto none = reset(group, {QStringLiteral("--to"), QStringLiteral("earliest")});
        QCOMPARE(none.run.exitCode, 2);
        QVERIFY(none.run.err.contains("--dry-run"));
        auto bad = reset(group, {QStringLiteral("--to"), QStringLiteral("yesterday"),
                                 QStringLiteral("--dry-run")});
        QCOMPARE(bad.run.exitCode, 2);
        QVERIFY(bad.run.err.contains("Cannot read the reset target"));
        auto delRo = cliJson("kafka1", {QStringLiteral("--read-only"), QStringLiteral("groups"),
                                        QStringLiteral("delete"), group, QStringLiteral("--yes")});
        QCOMPARE(delRo.run.exitCode, 1);
        QCOMPARE(committed(group, m_topic), (QMap<int, qint64>{{0, 5}}));
    }

    void deleteOffsetsThenGroup()
    {
        const QString other = makeTopic(profile(), QStringLiteral("reset-other"), 1);
        const QString group = uniqueName(QStringLiteral("del"));
        commitOffsets(profile(), group, {{m_topic, 0}, {m_topic, 1}}, 2);
        commitOffsets(profile(), group, {{other, 0}}, 0);
        auto delOffsets =
            cliJson("kafka1", {QStringLiteral("groups"), QStringLiteral("delete-offsets"), group,
                               QStringLiteral("--topic"), m_topic, QStringLiteral("--yes"),
                               QStringLiteral("--json")});
        QVERIFY2(delOffsets.run.exitCode == 0, delOffsets.run.err.constData());
        QVERIFY(committed(group, m_topic).isEmpty());
        QCOMPARE(committed(group, other), (QMap<int, qint64>{{0, 0}}));
        auto noYes = cliJson("kafka1", {QStringLiteral("groups"), QStringLiteral("delete"), group});
        QCOMPARE(noYes.run.exitCode, 2);
        auto del = cliJson("kafka1", {QStringLiteral("groups"), QStringLiteral("delete"), group,
                                      QStringLiteral("--yes")});
        QVERIFY2(del.run.exitCode == 0, del.run.err.constData());
        auto list = cliJson(
            "kafka1", {QStringLiteral("groups"), QStringLiteral("list"), QStringLiteral("--json")});
        for (const QJsonValue &g : list.json.array())
            QVERIFY(g[QStringLiteral("group")].toString() != group);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestGroupsReset)
#include "test_groups_reset.moc"
