#include "admin/broker_admin.h"
#include "admin/config_admin.h"
#include "admin/topic_name.h"
#include "topics/topic_listing.h"

#include <QtTest>

using namespace kafscope;

namespace {

ConfigEntry entry(const QString &name, const QString &value, ConfigSource source, bool readOnly = false)
{
    ConfigEntry c;
    c.name = name;
    c.value = value;
    c.hasValue = true;
    c.source = source;
    c.readOnly = readOnly;
    return c;
}

} // namespace

class TestTopicsLogic : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void legalNamesPass()
    {
        for (const char *n : {"orders", "a", "A-b_c.9", "..."})
            QVERIFY2(checkTopicName(QString::fromLatin1(n)).ok(), n);
        QVERIFY(checkTopicName(QString(kMaxTopicNameLength, QLatin1Char('x'))).ok());
    }
    void illegalNamesAreRefusedWithReason()
    {
        QVERIFY(checkTopicName(QString()).error.contains(QStringLiteral("empty")));
        QVERIFY(!checkTopicName(QStringLiteral(".")).ok());
        QVERIFY(!checkTopicName(QStringLiteral("..")).ok());
        const auto tooLong = checkTopicName(QString(kMaxTopicNameLength + 1, QLatin1Char('x')));
        QVERIFY(tooLong.error.contains(QStringLiteral("249")));
        for (const char *n : {"has space", "slash/", "colon:", "star*", "umlaut\xc3\xa4", "tab\t"}) {
            const auto c = checkTopicName(QString::fromUtf8(n));
            QVERIFY2(!c.ok(), n);
            QVERIFY2(c.error.contains(QStringLiteral("not allowed")), qPrintable(c.error));
        }
    }
    void dotAndUnderscoreWarnAndCollide()
    {
        const auto warned = checkTopicName(QStringLiteral("a.b"), {QStringLiteral("other")});
        QVERIFY(warned.ok());
        QVERIFY(!warned.warning.isEmpty());
        QVERIFY(checkTopicName(QStringLiteral("plain")).warning.isEmpty());
        const auto collides = checkTopicName(QStringLiteral("a.b"), {QStringLiteral("a_b")});
        QVERIFY(!collides.ok());
        QVERIFY(collides.error.contains(QStringLiteral("a_b")));
        QVERIFY(checkTopicName(QStringLiteral("a.b"), {QStringLiteral("a.b")}).ok()); // itself
    }
    void mergeKeepsEveryOtherOverride()
    {
        const QList<ConfigEntry> current = {
            entry(QStringLiteral("cleanup.policy"), QStringLiteral("delete"), ConfigSource::Default),
            entry(QStringLiteral("retention.ms"), QStringLiteral("1000"), ConfigSource::DynamicTopic),
            entry(QStringLiteral("segment.bytes"), QStringLiteral("1048576"), ConfigSource::DynamicTopic),
            entry(QStringLiteral("max.message.bytes"), QStringLiteral("2000"), ConfigSource::DynamicTopic),
            entry(QStringLiteral("min.insync.replicas"), QStringLiteral("1"), ConfigSource::StaticBroker),
        };
        auto merged = mergedTopicOverrides(current, {{{QStringLiteral("retention.ms"), QStringLiteral("5000")}},
                                                     {QStringLiteral("max.message.bytes")}});
        QVERIFY(merged.ok());
        const QList<QPair<QString, QString>> expected = {{QStringLiteral("segment.bytes"), QStringLiteral("1048576")},
                                                         {QStringLiteral("retention.ms"), QStringLiteral("5000")}};
        QCOMPARE(merged.value(), expected);
    }
    void mergeRefusesWhatWouldLoseOrCannotWork()
    {
        ConfigEntry hidden = entry(QStringLiteral("secret"), QString(), ConfigSource::DynamicTopic);
        hidden.hasValue = false;
        hidden.sensitive = true;
        auto lost = mergedTopicOverrides({hidden}, {{{QStringLiteral("retention.ms"), QStringLiteral("1")}}, {}});
        QVERIFY(!lost.ok());
        QVERIFY(lost.error().message.contains(QStringLiteral("secret")));
        auto notSet = mergedTopicOverrides({}, {{}, {QStringLiteral("retention.ms")}});
        QVERIFY(!notSet.ok());
        QVERIFY(notSet.error().message.contains(QStringLiteral("not overridden")));
        auto ro = mergedTopicOverrides({entry(QStringLiteral("x"), QStringLiteral("1"), ConfigSource::Default, true)},
                                       {{{QStringLiteral("x"), QStringLiteral("2")}}, {}});
        QVERIFY(!ro.ok());
        QVERIFY(ro.error().message.contains(QStringLiteral("read-only")));
    }
    void sourcesHaveStableKeys()
    {
        QCOMPARE(configSourceKey(ConfigSource::DynamicTopic), QStringLiteral("dynamic_topic"));
        QCOMPARE(configSourceKey(ConfigSource::StaticBroker), QStringLiteral("static_broker"));
        QCOMPARE(configSourceKey(ConfigSource::Default), QStringLiteral("default"));
    }
    void brokersMissingFromMetadataAreListedAsNotAnswering()
    {
        ClusterMetadata md;
        md.controllerId = 2;
        md.brokers = {{1, QStringLiteral("h1"), 9001}, {2, QStringLiteral("h2"), 9002}};
        TopicInfo t;
        t.name = QStringLiteral("t");
        t.partitions = {{0, 1, {1, 2, 3}, {1, 2}, 0}};
        md.topics = {t};
        const auto list = brokerStatuses(md);
        QCOMPARE(list.size(), 3);
        QVERIFY(list[0].answers && !list[0].controller);
        QVERIFY(list[1].controller);
        QCOMPARE(list[2].id, 3);
        QVERIFY(!list[2].answers);
        QVERIFY(list[2].host.isEmpty());
    }
    void summariesCountMessagesAndUnderReplication()
    {
        TopicInfo t;
        t.name = QStringLiteral("t");
        t.partitions = {{0, 1, {1, 2}, {1, 2}, 0}, {1, -1, {2, 1}, {1}, 0}};
        WatermarkTable wm;
        wm.byTopic.insert(t.name, {{3, 10}, {0, 5}});
        auto s = summarize({t}, wm);
        QCOMPARE(s.size(), 1);
        QCOMPARE(s[0].messages, qint64(12));
        QCOMPARE(s[0].underReplicated, 1);
        QCOMPARE(s[0].offline, 1);
        QCOMPARE(s[0].replicationFactor, 2);
        wm.byTopic[t.name][1] = {};
        QCOMPARE(summarize({t}, wm)[0].messages, qint64(-1)); // unknown, never a partial sum
    }
};

QTEST_GUILESS_MAIN(TestTopicsLogic)
#include "test_topics_logic.moc"
