#include "admin/topic_admin.h"
#include "test_main.h"
#include "produce/load_runner.h"
#include "test_cluster.h"
#include "test_produce_readback.h"

#include <QSignalSpy>
#include <QtTest>

using namespace kafscope;

class TestLoadRunner : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void stopMidRunLosesNothing()
    {
        const QString topic = test::uniqueName(QStringLiteral("load-stop"));
        auto admin = KafkaClient::create(test::profileFor("kafka1"), QStringLiteral("test-admin"));
        QVERIFY(createTopic(*admin.value(), {topic, 2, 1, {}}).ok());
        LoadSpec spec;
        spec.topic = topic;
        spec.count = 100000000; // far more than it gets to send
        spec.rate = 20000;
        spec.keyMode = KeyMode::Random;
        spec.keyCount = 50;
        spec.producer.compression = Compression::Zstd;
        spec.messageTemplate = TemplateSpec{QStringLiteral("k{{random_int:1:9}}"),
                                            QStringLiteral("{{seq}}-{{random_bytes:8}}"),
                                            {{QStringLiteral("at"), QStringLiteral("{{now_ms}}")},
                                             {QStringLiteral("nil"), std::nullopt}}};
        LoadRunner runner;
        QSignalSpy progress(&runner, &LoadRunner::progress);
        QSignalSpy finished(&runner, &LoadRunner::finished);
        QVERIFY(runner.start(test::profileFor("kafka1"), spec));
        QVERIFY(!runner.start(test::profileFor("kafka1"), spec)); // one run at a time
        QTRY_VERIFY_WITH_TIMEOUT(progress.size() >= 5, 20000);
        runner.stop();
        QVERIFY(finished.wait(40000));
        QVERIFY(!runner.isRunning());
        const auto stats = finished.first().first().value<LoadStats>();
        QVERIFY(stats.finished && stats.stopped);
        QVERIFY(stats.enqueued > 0);
        QCOMPARE(stats.inFlight(), 0);
        QCOMPARE(stats.acked + stats.failed, stats.enqueued + stats.notEnqueued);
        // Progress came in snapshots, far fewer than messages, with counters that only grow.
        QVERIFY(progress.size() < 200);
        qint64 last = 0;
        for (const auto &args : progress) {
            const auto s = args.first().value<LoadStats>();
            QVERIFY(s.enqueued >= last);
            last = s.enqueued;
        }
        const auto read = test::readTopic(test::profileFor("kafka1"), topic, stats.acked);
        QCOMPARE(qint64(read.size()), stats.acked);
        QCOMPARE(test::checksumOf(read), stats.ackedChecksum);
        QVERIFY(read.first().key->startsWith('k'));
        QCOMPARE(read.first().headers.size(), 2);
        QVERIFY(!read.first().headers[1].value);
    }

    void unreachableClusterIsReportedNotStarted()
    {
        // Nothing listens: the run does not start and says why.
        auto ports = local::freeLoopbackPorts(1);
        QVERIFY(ports.ok());
        ConnectionProfile p;
        p.bootstrap = QStringLiteral("127.0.0.1:%1").arg(ports->first());
        p.timeoutMs = 1000;
        LoadSpec spec;
        spec.topic = QStringLiteral("nowhere");
        spec.count = 10;
        LoadRunner runner;
        QSignalSpy failed(&runner, &LoadRunner::failed);
        QVERIFY(runner.start(p, spec));
        QVERIFY(failed.wait(20000)); // the topic check cannot reach a broker
        QCOMPARE(failed.first().first().value<Error>().kind, Error::Kind::Timeout);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestLoadRunner)
#include "test_load_runner.moc"
