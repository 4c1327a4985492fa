// The dashboard's history: samples kept in SQLite per cluster survive reopening the file (a
// restart), are pruned by age, and rates come from watermark deltas between two snapshots.
#include "cluster/broker_addresses.h"
#include "test_main.h"
#include "history/cluster_snapshot.h"
#include "history/history_store.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope::history;

class TestHistoryStore : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString path() const { return m_dir.filePath(QStringLiteral("sub/history.sqlite")); }

private Q_SLOTS:
    void samplesSurviveReopening()
    {
        {
            HistoryStore store(path());
            QVERIFY2(store.open(), "open");
            auto first = store.append(QStringLiteral("c1"),
                                      {{QStringLiteral("topic.rate"), QStringLiteral("a"), 1000, 5},
                                       {QStringLiteral("topic.rate"), QStringLiteral("b"), 1000, 7},
                                       {QStringLiteral("total.rate"), QString(), 1000, 12}});
            QVERIFY2(first, first ? "" : qPrintable(first.error().message()));
            QVERIFY(store.append(QStringLiteral("c1"),
                                 {{QStringLiteral("topic.rate"), QStringLiteral("a"), 2000, 6}}));
            QVERIFY(store.append(QStringLiteral("c2"),
                                 {{QStringLiteral("topic.rate"), QStringLiteral("a"), 1500, 99}}));
        }
        HistoryStore again(path()); // a new process would do the same
        QVERIFY(again.open());
        auto a = again.series(QStringLiteral("c1"), QStringLiteral("topic.rate"),
                              QStringLiteral("a"), 0);
        QVERIFY(a);
        QCOMPARE(a.value(), (Series{{1000, 5.0}, {2000, 6.0}}));
        QCOMPARE(again
                     .series(QStringLiteral("c1"), QStringLiteral("topic.rate"),
                             QStringLiteral("a"), 1500)
                     .value(),
                 (Series{{2000, 6.0}}));
        QCOMPARE(
            again.series(QStringLiteral("c2"), QStringLiteral("topic.rate"), QStringLiteral("a"), 0)
                .value(),
            (Series{{1500, 99.0}}));
        auto kinds = again.seriesOfKind(QStringLiteral("c1"), QStringLiteral("topic.rate"), 0);
        QVERIFY(kinds);
        QCOMPARE(kinds->keys().size(), 2);
        QCOMPARE(kinds->value(QStringLiteral("b")), (Series{{1000, 7.0}}));
        QCOMPARE(again.oldest(QStringLiteral("c1")).value(), qint64(1000));
        QCOMPARE(again.oldest(QStringLiteral("none")).value(), qint64(0));

        auto removed = again.prune(1600);
        QVERIFY(removed);
        QCOMPARE(removed.value(), 4); // c1 a@1000, b@1000, total@1000, c2 a@1500
        QCOMPARE(
            again.series(QStringLiteral("c1"), QStringLiteral("topic.rate"), QStringLiteral("a"), 0)
                .value(),
            (Series{{2000, 6.0}}));
        QVERIFY(again.seriesOfKind(QStringLiteral("c1"), QStringLiteral("topic.rate"), 0)
                    ->value(QStringLiteral("b"))
                    .isEmpty());
        QCOMPARE(again.oldest(QStringLiteral("c1")).value(), qint64(2000));
    }

    // Where each broker was last seen outlives the session, so a broker that is down when a new
    // window opens still has its host and port; an earlier session never overrides this one's.
    void brokerAddressesSurviveReopening()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("history.sqlite"));
        {
            HistoryStore store(file);
            QVERIFY(store.open());
            QVERIFY(store.rememberBrokers(QStringLiteral("c1"), {{1, QStringLiteral("h1"), 9001},
                                                                 {3, QStringLiteral("h3"), 9003}}));
            QVERIFY(
                store.rememberBrokers(QStringLiteral("c1"), {{3, QStringLiteral("h3b"), 9013}}));
            QVERIFY(store.rememberBrokers(QStringLiteral("c2"), {{1, QStringLiteral("x"), 1}}));
        }
        HistoryStore store(file);
        QVERIFY(store.open());
        auto b = store.brokers(QStringLiteral("c1"));
        QVERIFY(b);
        QCOMPARE(b->size(), 2);
        QCOMPARE(b->at(1).host, QStringLiteral("h3b"));
        QCOMPARE(b->at(1).port, 9013);

        const QString cluster = QStringLiteral("test-broker-addresses");
        kafscope::ClusterMetadata md;
        md.clusterId = cluster;
        md.brokers = {{1, QStringLiteral("now1"), 19001}};
        kafscope::broker_addresses::remember(md);
        kafscope::broker_addresses::rememberEarlier(cluster, b.value());
        QCOMPARE(kafscope::broker_addresses::lastSeen(cluster, 1)->host, QStringLiteral("now1"));
        QCOMPARE(kafscope::broker_addresses::lastSeen(cluster, 3)->host, QStringLiteral("h3b"));
        QCOMPARE(kafscope::broker_addresses::allSeen(cluster).size(), 2);
    }

    void anUnwritablePlaceIsAClearError()
    {
        HistoryStore store(QStringLiteral("/proc/kafscope-cannot-be-here/history.sqlite"));
        auto s = store.open();
        QVERIFY(!s);
        QVERIFY2(s.error().message().startsWith(QStringLiteral("History store:")),
                 qPrintable(s.error().message()));
    }

    // A damaged store (random bytes; SQLite's header followed by garbage) is moved aside, named,
    // and a new one takes its place, where samples are kept again; a later open finds it sound.
    void aDamagedStoreIsMovedAsideAndStartedAgain_data()
    {
        QTest::addColumn<QByteArray>("content");
        QByteArray random(65536, '\0');
        for (qsizetype i = 0; i < random.size(); ++i)
            random[i] = char((i * 7919 + (i >> 3) * 131) & 0xff);
        QTest::newRow("random bytes") << random;
        QTest::newRow("SQLite header, then garbage")
            << QByteArray("SQLite format 3\0") + random.left(8192);
    }

    void aDamagedStoreIsMovedAsideAndStartedAgain()
    {
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("history.sqlite"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
        }
        QString aside;
        {
            HistoryStore store(file);
            auto s = store.open();
            QVERIFY2(s, s ? "" : qPrintable(s.error().message()));
            aside = store.movedAside();
            QVERIFY2(aside.startsWith(file + QStringLiteral(".corrupt-")), qPrintable(aside));
            QVERIFY(!store.damage().isEmpty());
            QFile moved(aside);
            QVERIFY(moved.open(QIODevice::ReadOnly));
            QCOMPARE(moved.readAll(), content); // kept as it was
            QVERIFY(store.append(QStringLiteral("c"),
                                 {{QStringLiteral("total.rate"), QString(), 1000, 3}}));
        }
        HistoryStore again(file);
        QVERIFY(again.open());
        QVERIFY(again.movedAside().isEmpty());
        QCOMPARE(
            again.series(QStringLiteral("c"), QStringLiteral("total.rate"), QString(), 0).value(),
            (Series{{1000, 3.0}}));
    }

    void ratesFromWatermarkDeltas()
    {
        ClusterSnapshot a, b;
        a.cluster = b.cluster = QStringLiteral("c");
        a.timeMs = 10000;
        b.timeMs = 12000; // 2 s later
        a.topicEnd = {{QStringLiteral("orders"), 100},
                      {QStringLiteral("idle"), 5},
                      {QStringLiteral("recreated"), 50}};
        b.topicEnd = {{QStringLiteral("orders"), 300},
                      {QStringLiteral("idle"), 5},
                      {QStringLiteral("recreated"), 3},
                      {QStringLiteral("new"), 40}};
        const auto rates = ratesBetween(a, b);
        QCOMPARE(rates.value(QStringLiteral("orders")), 100.0);
        QCOMPARE(rates.value(QStringLiteral("idle"), -1), 0.0);
        QVERIFY(!rates.contains(
            QStringLiteral("recreated"))); // its end went back: no rate for this interval
        QVERIFY(!rates.contains(QStringLiteral("new"))); // no earlier value
        ClusterSnapshot other = b;
        other.cluster = QStringLiteral("another");
        QVERIFY(ratesBetween(a, other).isEmpty());

        b.brokers = {1, 3};
        b.groupLag = {
            {QStringLiteral("g1"), 10}, {QStringLiteral("g2"), -1}, {QStringLiteral("g3"), 5}};
        const QList<Sample> samples = samplesOf(b, &a, {1, 2, 3});
        auto value = [&samples](const QString &kind, const QString &key) {
            for (const Sample &s : samples)
                if (s.kind == kind && s.key == key)
                    return s.value;
            return -1.0;
        };
        QCOMPARE(value(QStringLiteral("broker.up"), QStringLiteral("2")), 0.0); // known, gone
        QCOMPARE(value(QStringLiteral("broker.up"), QStringLiteral("3")), 1.0);
        QCOMPARE(value(QStringLiteral("brokers.up"), QString()), 2.0);
        QCOMPARE(value(QStringLiteral("total.rate"), QString()), 100.0);
        QCOMPARE(value(QStringLiteral("group.lag"), QStringLiteral("g1")), 10.0);
        QCOMPARE(value(QStringLiteral("group.lag"), QStringLiteral("g2")),
                 -1.0); // unknown lag is not a sample
        QCOMPARE(value(QStringLiteral("total.lag"), QString()), 15.0);
        // The first snapshot of a session has no rates.
        for (const Sample &s : samplesOf(b, nullptr))
            QVERIFY(s.kind != QLatin1String("topic.rate") && s.kind != QLatin1String("total.rate"));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestHistoryStore)
#include "test_history_store.moc"
