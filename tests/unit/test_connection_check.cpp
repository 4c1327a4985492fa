// The connection test's early steps and the verification-off marker, without a broker.
#include "cluster/connection_check.h"
#include "test_main.h"

#include <QtTest>

using namespace kafscope;

class TestConnectionCheck : public QObject {
    Q_OBJECT
    static QString stepResult(const ConnectionCheckResult &r, const QString &name)
    {
        for (const CheckStep &s : r.steps)
            if (s.name == name)
                return s.state == CheckStep::State::Passed   ? QStringLiteral("passed")
                       : s.state == CheckStep::State::Failed ? QStringLiteral("failed")
                                                             : QStringLiteral("skipped");
        return {};
    }

private Q_SLOTS:
    void verificationDisabledOnlyForTls()
    {
        using Props = QList<QPair<QString, QString>>;
        QVERIFY(!verificationDisabled(Props{}));
        QVERIFY(!verificationDisabled(
            Props{{QStringLiteral("security.protocol"), QStringLiteral("SSL")}}));
        QVERIFY(verificationDisabled(Props{
            {QStringLiteral("security.protocol"), QStringLiteral("sasl_ssl")},
            {QStringLiteral("enable.ssl.certificate.verification"), QStringLiteral("false")}}));
        QVERIFY(verificationDisabled(Props{
            {QStringLiteral("security.protocol"), QStringLiteral("SSL")},
            {QStringLiteral("ssl.endpoint.identification.algorithm"), QStringLiteral("none")}}));
        QVERIFY(!verificationDisabled(Props{
            {QStringLiteral("security.protocol"), QStringLiteral("SSL")},
            {QStringLiteral("ssl.endpoint.identification.algorithm"), QStringLiteral("https")}}));
        // Without TLS there is nothing to verify; the key alone does not mark it.
        QVERIFY(!verificationDisabled(Props{
            {QStringLiteral("enable.ssl.certificate.verification"), QStringLiteral("false")}}));
    }

    void unknownNameFailsAtDns()
    {
        ConnectionProfile p;
        p.bootstrap = QStringLiteral("no-such-host.invalid:9092");
        const ConnectionCheckResult r = checkConnection(p);
        QVERIFY(!r.ok());
        QCOMPARE(stepResult(r, QStringLiteral("DNS")), QStringLiteral("failed"));
        QVERIFY2(
            r.firstProblem().contains(QLatin1String("the name no-such-host.invalid is unknown")),
            qPrintable(r.firstProblem()));
        QCOMPARE(stepResult(r, QStringLiteral("Metadata")), QStringLiteral("skipped"));
    }

    void closedPortFailsAtTcp()
    {
        ConnectionProfile p;
        p.bootstrap = QStringLiteral("127.0.0.1:1");
        QStringList seen;
        ConnectionCheckOptions o;
        o.onStep = [&seen](const CheckStep &s) { seen << s.name; };
        const ConnectionCheckResult r = checkConnection(p, o);
        QCOMPARE(stepResult(r, QStringLiteral("DNS")), QStringLiteral("passed"));
        QCOMPARE(stepResult(r, QStringLiteral("TCP")), QStringLiteral("failed"));
        QVERIFY2(r.firstProblem().contains(
                     QLatin1String("nothing listens on 127.0.0.1:1 (connection refused)")),
                 qPrintable(r.firstProblem()));
        QCOMPARE(seen, (QStringList{QStringLiteral("DNS"), QStringLiteral("TCP"),
                                    QStringLiteral("TLS"), QStringLiteral("Kafka"),
                                    QStringLiteral("SASL"), QStringLiteral("Metadata")}));
        QCOMPARE(r.toJson().value(QStringLiteral("ok")).toBool(), false);
    }

    void notHostPortFails()
    {
        ConnectionProfile p;
        p.bootstrap = QStringLiteral("host:notaport");
        const ConnectionCheckResult r = checkConnection(p);
        QVERIFY(r.firstProblem().contains(QLatin1String("is not host:port")));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestConnectionCheck)
#include "test_connection_check.moc"
