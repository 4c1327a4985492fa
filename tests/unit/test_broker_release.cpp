// The Kafka release a broker's ApiVersions answer names (the metadata.version table), and the
// typed error for a feature the cluster's release lacks.
#include "protocol/broker_release.h"
#include "test_main.h"

#include <QtTest>

#include <librdkafka/rdkafka.h>

using namespace kafscope;
using namespace kafscope::protocol;

class TestBrokerRelease : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Each release's newest production metadata.version (read from its kafka-server-common jar's
    // MetadataVersion.LATEST_PRODUCTION) names its own line.
    void newestProductionLevelNamesTheLine_data()
    {
        QTest::addColumn<int>("level");
        QTest::addColumn<QString>("line");
        QTest::newRow("3.7.2") << 19 << QStringLiteral("3.7");
        QTest::newRow("3.8") << 20 << QStringLiteral("3.8");
        QTest::newRow("3.9.1") << 21 << QStringLiteral("3.9");
        QTest::newRow("4.0.2") << 25 << QStringLiteral("4.0");
        QTest::newRow("4.1-IV0") << 26 << QStringLiteral("4.1");
        QTest::newRow("4.2-IV1") << 29 << QStringLiteral("4.2");
        QTest::newRow("4.3-IV0") << 30 << QStringLiteral("4.3");
        QTest::newRow("4.4.0") << 33 << QStringLiteral("4.4");
        QTest::newRow("3.3-IV3") << 7 << QStringLiteral("3.3");
    }
    void newestProductionLevelNamesTheLine()
    {
        QFETCH(int, level);
        QFETCH(QString, line);
        const auto release = releaseOfMetadataVersion(level);
        QVERIFY(release);
        QCOMPARE(release->line(), line);
    }
    void unknownLevels()
    {
        QVERIFY(!releaseOfMetadataVersion(-1));
        QVERIFY(!releaseOfMetadataVersion(6));
        QVERIFY(!releaseOfMetadataVersion(34)); // 4.5-IV0: newer than the table
    }
    void notSupportedNamesTheRelease()
    {
        BrokerApis broker;
        broker.apis.insert(18, ApiRange{0, 4});
        broker.metadataVersionMax = 21;
        QVERIFY(broker.has(18));
        QVERIFY(!broker.has(api::kConsumerGroupHeartbeat));
        const Error e =
            notSupportedByCluster(KS_ERR("The consumer group protocol (KIP-848)"), broker);
        QCOMPARE(e.kind, Error::Kind::Kafka);
        QCOMPARE(e.code, int(RD_KAFKA_RESP_ERR__UNSUPPORTED_FEATURE));
        QCOMPARE(e.cause, Error::Cause::NotSupported);
        QCOMPARE(e.text.english(), QStringLiteral("The consumer group protocol (KIP-848) is not "
                                                  "supported by this cluster (Kafka 3.9)"));
        broker.metadataVersionMax = -1;
        QCOMPARE(notSupportedByCluster(KS_ERR("The consumer group protocol (KIP-848)"), broker)
                     .text.english(),
                 QStringLiteral("The consumer group protocol (KIP-848) is not supported by this "
                                "cluster (a Kafka release "
                                "before 3.3 or in ZooKeeper mode)"));
        broker.metadataVersionMax = 34;
        QVERIFY(notSupportedByCluster(KS_ERR("The consumer group protocol (KIP-848)"), broker)
                    .text.english()
                    .endsWith(QStringLiteral("(a Kafka release newer than 4.4)")));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestBrokerRelease)
#include "test_broker_release.moc"
