#include "rebalance/rebalance_lab.h"
#include "test_main.h"

#include <QtTest>

using namespace kafscope::rebalance;

namespace {

QHash<QString, QString> asHash(const QList<QPair<QString, QString>> &list)
{
    QHash<QString, QString> out;
    for (const auto &p : list)
        out.insert(p.first, p.second);
    return out;
}

} // namespace

// Which librdkafka properties a lab member gets under each group protocol, and which assignors fit.
class TestLabProtocol : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void classicSetsClientSideAssignorAndSession()
    {
        LabMemberConfig c;
        c.group = QStringLiteral("g");
        c.label = QStringLiteral("m1");
        c.assignor = QStringLiteral("cooperative-sticky");
        c.sessionTimeoutMs = 4000;
        const auto p = asHash(labConsumerProperties(c));
        QCOMPARE(p.value(QStringLiteral("partition.assignment.strategy")),
                 QStringLiteral("cooperative-sticky"));
        QCOMPARE(p.value(QStringLiteral("session.timeout.ms")), QStringLiteral("4000"));
        QCOMPARE(p.value(QStringLiteral("heartbeat.interval.ms")), QStringLiteral("1000"));
        QVERIFY(!p.contains(QStringLiteral("group.protocol")));
        QVERIFY(!p.contains(QStringLiteral("group.remote.assignor")));
    }

    void consumerLeavesAssignmentAndSessionToTheBroker()
    {
        LabMemberConfig c;
        c.group = QStringLiteral("g");
        c.label = QStringLiteral("m1");
        c.groupProtocol = QStringLiteral("consumer");
        c.assignor = QStringLiteral("uniform");
        c.instanceId = QStringLiteral("g-m1");
        const auto p = asHash(labConsumerProperties(c));
        QCOMPARE(p.value(QStringLiteral("group.protocol")), QStringLiteral("consumer"));
        QCOMPARE(p.value(QStringLiteral("group.remote.assignor")), QStringLiteral("uniform"));
        QCOMPARE(p.value(QStringLiteral("group.instance.id")), QStringLiteral("g-m1"));
        QCOMPARE(p.value(QStringLiteral("group.id")), QStringLiteral("g"));
        for (const char *forbidden :
             {"partition.assignment.strategy", "session.timeout.ms", "heartbeat.interval.ms"})
            QVERIFY2(!p.contains(QLatin1String(forbidden)), forbidden);
    }

    void assignorsFitTheirProtocol()
    {
        QVERIFY(!checkLabAssignor(QStringLiteral("classic"), QStringLiteral("roundrobin")));
        QVERIFY(!checkLabAssignor(QStringLiteral("consumer"), QStringLiteral("uniform")));
        QVERIFY(!checkLabAssignor(QStringLiteral("consumer"), QStringLiteral("range")));
        const auto clientOnly =
            checkLabAssignor(QStringLiteral("consumer"), QStringLiteral("cooperative-sticky"));
        QVERIFY(clientOnly);
        QVERIFY2(clientOnly->message().contains(QStringLiteral("classic protocol")),
                 qPrintable(clientOnly->message()));
        const auto brokerOnly =
            checkLabAssignor(QStringLiteral("classic"), QStringLiteral("uniform"));
        QVERIFY(brokerOnly);
        QVERIFY(brokerOnly->message().contains(
            QStringLiteral("range, roundrobin, cooperative-sticky")));
        QVERIFY(checkLabAssignor(QStringLiteral("eager"), QStringLiteral("range")));

        LabConfig lab;
        lab.group = QStringLiteral("g");
        lab.topics = {QStringLiteral("t")};
        lab.groupProtocol = QStringLiteral("consumer");
        lab.assignor = QStringLiteral("roundrobin");
        QVERIFY(!lab.validate().ok());
        lab.assignor = QStringLiteral("uniform");
        QVERIFY(lab.validate().ok());
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestLabProtocol)
#include "test_lab_protocol.moc"
