#include "admin/broker_admin.h"
#include "test_main.h"
#include "admin/config_admin.h"
#include "admin/topic_name.h"
#include "topics/topic_listing.h"

#include <QtTest>

using namespace kafscope;

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
        QVERIFY(checkTopicName(QString()).error.english().contains(QStringLiteral("empty")));
        QVERIFY(!checkTopicName(QStringLiteral(".")).ok());
        QVERIFY(!checkTopicName(QStringLiteral("..")).ok());
        const auto tooLong = checkTopicName(QString(kMaxTopicNameLength + 1, QLatin1Char('x')));
        QVERIFY(tooLong.error.english().contains(QStringLiteral("249")));
        for (const char *n :
             {"has space", "slash/", "colon:", "star*", "umlaut\xc3\xa4", "tab\t"}) {
            const auto c = checkTopicName(QString::fromUtf8(n));
            QVERIFY2(!c.ok(), n);
            QVERIFY2(c.error.english().contains(QStringLiteral("not allowed")),
                     qPrintable(c.error.english()));
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
        QVERIFY(collides.error.english().contains(QStringLiteral("a_b")));
        QVERIFY(checkTopicName(QStringLiteral("a.b"), {QStringLiteral("a.b")}).ok()); // itself
    }
    void configChangeNamesEachKeyOnce()
    {
        QVERIFY(checkConfigChange({{{QStringLiteral("retention.ms"), QStringLiteral("5000")}},
                                   {QStringLiteral("max.message.bytes")}})
                    .ok());
        ConfigChange lists;
        lists.append = {{QStringLiteral("cleanup.policy"), QStringLiteral("compact")}};
        lists.subtract = {
            {QStringLiteral("leader.replication.throttled.replicas"), QStringLiteral("0:1")}};
        QVERIFY(checkConfigChange(lists).ok());
        auto nothing = checkConfigChange({});
        QVERIFY(!nothing.ok());
        QCOMPARE(nothing.error().kind, Error::Kind::Usage);
        QVERIFY(nothing.error().message().contains(QStringLiteral("Nothing to change")));
        auto twice = checkConfigChange({{{QStringLiteral("retention.ms"), QStringLiteral("1")}},
                                        {QStringLiteral("retention.ms")}});
        QVERIFY(!twice.ok());
        QVERIFY(twice.error().message().contains(QStringLiteral("retention.ms")));
        ConfigChange appendAndSet;
        appendAndSet.set = {{QStringLiteral("cleanup.policy"), QStringLiteral("delete")}};
        appendAndSet.append = {{QStringLiteral("cleanup.policy"), QStringLiteral("compact")}};
        QVERIFY(!checkConfigChange(appendAndSet).ok());
        auto empty = checkConfigChange({{{QStringLiteral(" "), QStringLiteral("1")}}, {}});
        QVERIFY(!empty.ok());
        QVERIFY(empty.error().message().contains(QStringLiteral("empty")));
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
        // The metadata's controller id marks no broker unless the caller knows it is the real one
        // (ZooKeeper): under KRaft it is a random broker.
        QVERIFY(list[0].answers && !list[0].controller);
        QVERIFY(!list[1].controller);
        QVERIFY(brokerStatuses(md, 2)[1].controller);
        QCOMPARE(list[0].partitions, 1);
        QCOMPARE(list[0].leaders, 1);
        QCOMPARE(list[1].leaders, 0);
        QCOMPARE(list[2].partitions, 1);
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

KAFSCOPE_TEST_GUILESS_MAIN(TestTopicsLogic)
#include "test_topics_logic.moc"
