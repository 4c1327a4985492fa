#include "local/broker_config.h"

#include <QtTest>

using namespace kafscope::local;

static QMap<QString, QString> parse(const QString &text)
{
    QMap<QString, QString> out;
    for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (eq > 0)
            out.insert(line.left(eq), line.mid(eq + 1));
    }
    return out;
}

class TestBrokerConfig : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void singleNodeIsStandalone()
    {
        const NodeSpec n{1, 19092, 19093};
        const auto p = parse(serverProperties(n, {n}, QStringLiteral("/tmp/d")));
        QCOMPARE(p.value(QStringLiteral("node.id")), QStringLiteral("1"));
        QCOMPARE(p.value(QStringLiteral("controller.quorum.bootstrap.servers")), QStringLiteral("127.0.0.1:19093"));
        QVERIFY(!p.contains(QStringLiteral("controller.quorum.voters")));
        QCOMPARE(p.value(QStringLiteral("listeners")),
                 QStringLiteral("PLAINTEXT://127.0.0.1:19092,CONTROLLER://127.0.0.1:19093"));
        QCOMPARE(p.value(QStringLiteral("offsets.topic.replication.factor")), QStringLiteral("1"));
        QCOMPARE(p.value(QStringLiteral("transaction.state.log.min.isr")), QStringLiteral("1"));
        QCOMPARE(p.value(QStringLiteral("log.dirs")), QStringLiteral("/tmp/d"));
        // .properties values must not carry trailing comments
        for (const QString &v : p)
            QVERIFY2(!v.contains(QLatin1Char('#')), qPrintable(v));
    }
    void threeNodesVoteAndReplicate()
    {
        const QList<NodeSpec> nodes{{1, 100, 101}, {2, 102, 103}, {3, 104, 105}};
        const auto p = parse(serverProperties(nodes[1], nodes, QStringLiteral("/d2")));
        QCOMPARE(p.value(QStringLiteral("node.id")), QStringLiteral("2"));
        QCOMPARE(p.value(QStringLiteral("controller.quorum.voters")),
                 QStringLiteral("1@127.0.0.1:101,2@127.0.0.1:103,3@127.0.0.1:105"));
        QCOMPARE(p.value(QStringLiteral("offsets.topic.replication.factor")), QStringLiteral("3"));
        QCOMPARE(p.value(QStringLiteral("min.insync.replicas")), QStringLiteral("2"));
        QCOMPARE(p.value(QStringLiteral("default.replication.factor")), QStringLiteral("3"));
        QCOMPARE(bootstrapFor(nodes), QStringLiteral("127.0.0.1:100,127.0.0.1:102,127.0.0.1:104"));
    }
};

QTEST_GUILESS_MAIN(TestBrokerConfig)
#include "test_broker_config.moc"
