#include "harness/harness_config.h"
#include "test_main.h"
#include "harness/harness_profiles.h"

#include <QtTest>

using namespace kafscope;
using namespace kafscope::harness;

class TestHarnessConfig : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void strategies()
    {
        QCOMPARE(Strategy::parse(QStringLiteral("strict"), 3)->kind, Strategy::Kind::Strict);
        QCOMPARE(Strategy::parse(QStringLiteral("FIFO"), 3)->kind, Strategy::Kind::Fifo);
        auto w = Strategy::parse(QStringLiteral("weighted:70,20,10"), 3);
        QVERIFY(w.ok());
        QCOMPARE(w->weights, (QList<int>{70, 20, 10}));
        QCOMPARE(w->name(), QStringLiteral("weighted:70,20,10"));
        QVERIFY(!Strategy::parse(QStringLiteral("weighted:70,30"), 3).ok()); // one weight per level
        QVERIFY(!Strategy::parse(QStringLiteral("weighted"), 3).ok());
        QVERIFY(!Strategy::parse(QStringLiteral("weighted:0,0,0"), 3).ok());
        QVERIFY(!Strategy::parse(QStringLiteral("weighted:a,1,1"), 3).ok());
        QVERIFY(!Strategy::parse(QStringLiteral("lottery"), 3).ok());
        QCOMPARE(Strategy::parse(QStringLiteral("lottery"), 3).error().kind, Error::Kind::Usage);
    }

    void strategyList()
    {
        auto list = Strategy::parseList(QStringLiteral("strict,weighted:70,20,10,fifo"), 3);
        QVERIFY(list.ok());
        QCOMPARE(list->size(), 3);
        QCOMPARE(list->at(0).kind, Strategy::Kind::Strict);
        QCOMPARE(list->at(1).weights, (QList<int>{70, 20, 10}));
        QCOMPARE(list->at(2).kind, Strategy::Kind::Fifo);
        QVERIFY(!Strategy::parseList(QStringLiteral("strict,10"), 3)
                     .ok()); // a number with no weighted before it
    }

    void durationsAndCapacity()
    {
        QCOMPARE(parseDurationMs(QStringLiteral("30s")).value(), 30000);
        QCOMPARE(parseDurationMs(QStringLiteral("500ms")).value(), 500);
        QCOMPARE(parseDurationMs(QStringLiteral("2m")).value(), 120000);
        QCOMPARE(parseDurationMs(QStringLiteral("1.5")).value(), 1500);
        QVERIFY(!parseDurationMs(QStringLiteral("soon")).ok());
        QCOMPARE(parseCapacity(QStringLiteral("800")).value(), 800.0);
        QCOMPARE(parseCapacity(QStringLiteral("2ms")).value(), 500.0);
        QCOMPARE(parseCapacity(QStringLiteral("0.5ms")).value(), 2000.0);
        QVERIFY(!parseCapacity(QStringLiteral("0")).ok());
        QVERIFY(!parseCapacity(QStringLiteral("fast")).ok());
    }

    void rates()
    {
        QCOMPARE(parseRates(QStringLiteral("200,500,1000"), 3).value(),
                 (QList<double>{200, 500, 1000}));
        QCOMPARE(parseRates(QStringLiteral("300"), 4).value(), (QList<double>{300, 300, 300, 300}));
        QVERIFY(!parseRates(QStringLiteral("1,2"), 3).ok());
        QVERIFY(!parseRates(QStringLiteral("1,-2,3"), 3).ok());
    }

    void faults()
    {
        auto f = Fault::parse(QStringLiteral("restart@10s"));
        QVERIFY(f.ok());
        QCOMPARE(f->kind, Fault::Kind::RestartConsumer);
        QCOMPARE(f->atMs, 10000);
        QCOMPARE(f->name(), QStringLiteral("restart@10s"));
        QCOMPARE(Fault::parse(QStringLiteral("add-consumer@15s"))->kind, Fault::Kind::AddConsumer);
        QCOMPARE(Fault::parse(QStringLiteral("crash@1500ms"))->name(),
                 QStringLiteral("crash@1500ms"));
        auto b = Fault::parse(QStringLiteral("broker-restart:2@20s"));
        QVERIFY(b.ok());
        QCOMPARE(b->kind, Fault::Kind::BrokerRestart);
        QCOMPARE(b->node, 2);
        QCOMPARE(Fault::parse(QStringLiteral("broker-restart@20s"))->node, -1);
        QCOMPARE(Fault::parse(QStringLiteral("broker-stop:3@5s"))->kind, Fault::Kind::BrokerStop);
        QCOMPARE(Fault::parse(QStringLiteral("broker-stop:3@5s"))->name(),
                 QStringLiteral("broker-stop:3@5s"));
        QCOMPARE(Fault::parse(QStringLiteral("broker-start@7s"))->kind, Fault::Kind::BrokerStart);
        QCOMPARE(Fault::parse(QStringLiteral("broker-start@7s"))->name(),
                 QStringLiteral("broker-start@7s"));
        QVERIFY(!Fault::parse(QStringLiteral("restart:2@1s")).ok());
        QVERIFY(!Fault::parse(QStringLiteral("explode@1s")).ok());
        QVERIFY(!Fault::parse(QStringLiteral("restart")).ok());
    }

    void levelsAndValidation()
    {
        QCOMPARE(levelNames(3), (QStringList{QStringLiteral("high"), QStringLiteral("mid"),
                                             QStringLiteral("low")}));
        QCOMPARE(levelNames(5).size(), 5);
        HarnessConfig c;
        c.load = {LevelLoad{200}, LevelLoad{400}, LevelLoad{800}};
        QVERIFY(c.validate().ok());
        QCOMPARE(c.topics(), (QStringList{QStringLiteral("prio-high"), QStringLiteral("prio-mid"),
                                          QStringLiteral("prio-low")}));
        HarnessConfig bad = c;
        bad.levels = 6;
        QVERIFY(!bad.validate().ok());
        bad = c;
        bad.load.removeLast();
        QVERIFY(!bad.validate().ok());
        bad = c;
        bad.faults << Fault{Fault::Kind::RestartConsumer, 20000, -1}; // after the load ends
        QVERIFY(!bad.validate().ok());
        bad = c;
        bad.faults << Fault{Fault::Kind::BrokerRestart, 2000, -1}; // no local cluster folder
        QVERIFY(bad.validate().error().message().contains(QStringLiteral("--local-dir")));
        bad.localClusterDir = QStringLiteral("/tmp/x");
        QVERIFY(bad.validate().ok());
        // A stop needs a later start of the same node, a start an earlier stop.
        HarnessConfig down = c;
        down.localClusterDir = QStringLiteral("/tmp/x");
        down.faults = {Fault{Fault::Kind::BrokerStop, 2000, 3}};
        QVERIFY(down.validate().error().message().contains(QStringLiteral("would stay down")));
        down.faults << Fault{Fault::Kind::BrokerStart, 6000, 2}; // another node
        QVERIFY(!down.validate().ok());
        down.faults.last().node = 3;
        QVERIFY(down.validate().ok());
        down.faults.last().atMs = 1000; // before the stop
        QVERIFY(!down.validate().ok());
        down.faults = {Fault{Fault::Kind::BrokerStart, 6000, -1}};
        QVERIFY(
            down.validate().error().message().contains(QStringLiteral("no earlier broker-stop")));
    }

    void perLevelTopicPartitionsAndDuration()
    {
        HarnessConfig c;
        c.load = {LevelLoad{200}, LevelLoad{400}, LevelLoad{800}};
        c.durationMs = 5000;
        c.load[1].topic = QStringLiteral("orders-urgent");
        c.load[1].partitions = 6;
        c.load[2].durationMs = 12000;
        QCOMPARE(c.topic(0), QStringLiteral("prio-high"));
        QCOMPARE(c.topic(1), QStringLiteral("orders-urgent"));
        QCOMPARE(c.partitionsOf(0), 2);
        QCOMPARE(c.partitionsOf(1), 6);
        QCOMPARE(c.levelDurationMs(0), 5000);
        QCOMPARE(c.levelDurationMs(2), 12000);
        QCOMPARE(c.loadDurationMs(), 12000);
        // A fault may come while only the longest level still produces.
        c.faults << Fault{Fault::Kind::RestartConsumer, 8000, -1};
        QVERIFY(c.validate().ok());
        c.load[2].topic = QStringLiteral("prio-high");
        QVERIFY(c.validate().error().message().contains(QStringLiteral("same topic")));
        c.load[2].topic.clear();
        c.load[0].durationMs = 500;
        QVERIFY(!c.validate().ok());
    }

    void builtInProfilesAreValid()
    {
        const QList<HarnessProfile> profiles = builtInProfiles();
        QVERIFY(profiles.size() >= 2);
        for (const HarnessProfile &p : profiles) {
            QVERIFY2(p.config.validate().ok(), qPrintable(p.name));
            QVERIFY(!p.strategies.isEmpty());
            QCOMPARE(p.config.strategy, p.strategies.first());
            double offered = 0;
            for (const LevelLoad &l : p.config.load)
                offered += l.rate;
            QVERIFY2(offered > p.config.capacity,
                     "a profile overloads the consumer, so priority matters");
        }
        QCOMPARE(builtInProfile(QStringLiteral("compare")).value().strategies.size(), 3);
        QVERIFY(builtInProfile(QStringLiteral("nope"))
                    .error()
                    .message()
                    .contains(QStringLiteral("quick")));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestHarnessConfig)
#include "test_harness_config.moc"
