// Kafscope's own broker connection (core/protocol) on the secured local cluster (fixture
// kafka1secure, with the ACL authorizer): SASL_SSL with SCRAM-SHA-512 and PLAIN as the admin (a
// super user), mutual TLS with alice's certificate, OAUTHBEARER with a token from an OIDC token
// endpoint on loopback. The admin reads the quorum, the disks and the quotas; alice and the OIDC
// client, who have no ACL, get the broker's own authorization error (so the request went through
// TLS, the login and the codecs); a wrong password or secret is refused with the reason.
#include "test_cluster.h"
#include "test_main.h"
#include "token_endpoint.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace kafscope;

class TestProtocolSecure : public QObject {
    Q_OBJECT
    QJsonObject m_status;
    QMap<QString, QString> m_listener;
    QString m_dir;

    QString tls(const QString &file) const { return m_dir + QStringLiteral("/tls/") + file; }
    QString password(const QString &user) const
    {
        QFile f(m_dir + QStringLiteral("/sasl/") + user + QStringLiteral(".password"));
        return f.open(QIODevice::ReadOnly) ? QString::fromLatin1(f.readAll()).trimmed() : QString();
    }
    QStringList scram(const QString &user, const QString &pw,
                      const QString &mechanism = QStringLiteral("SCRAM-SHA-512")) const
    {
        return {QStringLiteral("security.protocol=SASL_SSL"),
                QStringLiteral("ssl.ca.location=") + tls(QStringLiteral("ca.pem")),
                QStringLiteral("sasl.mechanisms=") + mechanism,
                QStringLiteral("sasl.username=") + user, QStringLiteral("sasl.password=") + pw};
    }
    test::ProcessResult cli(const QString &listener, const QStringList &props,
                            const QStringList &args)
    {
        QStringList all{QStringLiteral("--bootstrap"), m_listener.value(listener),
                        QStringLiteral("--json")};
        for (const QString &p : props)
            all << QStringLiteral("-X") << p;
        return test::runProgram("KAFSCOPE_CLI", all + args);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_dir = test::clusterDir("kafka1secure");
        const test::ProcessResult r = test::runProgram(
            "KAFSCOPE_CLI", {QStringLiteral("local"), QStringLiteral("status"),
                             QStringLiteral("--dir"), m_dir, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        m_status = QJsonDocument::fromJson(r.out).object();
        for (const QJsonValue &v : m_status.value(QStringLiteral("listeners")).toArray())
            m_listener.insert(v[QStringLiteral("name")].toString(),
                              v[QStringLiteral("bootstrap")].toString());
        QVERIFY(m_listener.contains(QStringLiteral("SASL_SSL")));
    }

    void adminOverSaslSslWithScram_data()
    {
        QTest::addColumn<QString>("mechanism");
        QTest::newRow("SCRAM-SHA-512") << QStringLiteral("SCRAM-SHA-512");
        QTest::newRow("SCRAM-SHA-256") << QStringLiteral("SCRAM-SHA-256");
        QTest::newRow("PLAIN") << QStringLiteral("PLAIN");
    }
    void adminOverSaslSslWithScram()
    {
        QFETCH(QString, mechanism);
        const QStringList admin =
            scram(QStringLiteral("admin"), password(QStringLiteral("admin")), mechanism);
        const auto quorum = cli(QStringLiteral("SASL_SSL"), admin,
                                {QStringLiteral("cluster"), QStringLiteral("quorum")});
        QVERIFY2(quorum.exitCode == 0, quorum.err.constData());
        const QJsonObject q = QJsonDocument::fromJson(quorum.out).object();
        QVERIFY(q[QStringLiteral("leader_id")].toInt() >= 0);
        QCOMPARE(q[QStringLiteral("voters")].toArray().size(), 1);
        const auto disks = cli(QStringLiteral("SASL_SSL"), admin,
                               {QStringLiteral("brokers"), QStringLiteral("log-dirs")});
        QVERIFY2(disks.exitCode == 0, disks.err.constData());
        const QJsonArray brokers =
            QJsonDocument::fromJson(disks.out).object()[QStringLiteral("brokers")].toArray();
        QCOMPARE(brokers.size(), 1);
        QVERIFY(brokers[0][QStringLiteral("log_dirs")]
                    .toArray()[0][QStringLiteral("total_bytes")]
                    .toInteger() > 0);
        const QString user = test::uniqueName(QStringLiteral("squota"));
        const auto set = cli(QStringLiteral("SASL_SSL"), admin,
                             {QStringLiteral("quotas"), QStringLiteral("set"),
                              QStringLiteral("--user"), user, QStringLiteral("--quota"),
                              QStringLiteral("consumer_byte_rate=2048"), QStringLiteral("--yes")});
        QVERIFY2(set.exitCode == 0, set.err.constData());
        const auto listed = cli(QStringLiteral("SASL_SSL"), admin,
                                {QStringLiteral("quotas"), QStringLiteral("list")});
        QVERIFY2(listed.exitCode == 0, listed.err.constData());
        QVERIFY(listed.out.contains(user.toUtf8()));
        // Nothing of the password in what was printed.
        QVERIFY(!quorum.out.contains(password(QStringLiteral("admin")).toUtf8()));
    }

    void wrongPasswordIsRefusedWithTheReason()
    {
        const auto r = cli(QStringLiteral("SASL_SSL"),
                           scram(QStringLiteral("admin"), QStringLiteral("not-the-password")),
                           {QStringLiteral("cluster"), QStringLiteral("quorum")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("uthentication"), r.err.constData());
    }

    // Alice over mutual TLS: the broker knows her by her certificate and, without an ACL, says
    // no to DescribeQuorum itself.
    void mutualTlsReachesTheBroker()
    {
        const QStringList mtls{
            QStringLiteral("security.protocol=SSL"),
            QStringLiteral("ssl.ca.location=") + tls(QStringLiteral("ca.pem")),
            QStringLiteral("ssl.certificate.location=") + tls(QStringLiteral("alice.pem")),
            QStringLiteral("ssl.key.location=") + tls(QStringLiteral("alice.key"))};
        const auto r =
            cli(QStringLiteral("SSL"), mtls, {QStringLiteral("cluster"), QStringLiteral("quorum")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("uthoriz"), r.err.constData());
        // Without the client certificate the TLS listener does not let the request through.
        const auto without =
            cli(QStringLiteral("SSL"),
                {QStringLiteral("security.protocol=SSL"),
                 QStringLiteral("ssl.ca.location=") + tls(QStringLiteral("ca.pem"))},
                {QStringLiteral("brokers"), QStringLiteral("log-dirs")});
        QVERIFY(without.exitCode != 0);
    }

    void oauthbearerWithOidc()
    {
        const QJsonObject oidc =
            m_status[QStringLiteral("tls")].toObject()[QStringLiteral("oidc")].toObject();
        test::TokenEndpoint endpoint(
            oidc[QStringLiteral("signing_key")].toString(), oidc[QStringLiteral("kid")].toString(),
            oidc[QStringLiteral("audience")].toString(), QStringLiteral("reporting-app"),
            QStringLiteral("s3cret-for-tests"));
        QVERIFY(endpoint.start());
        auto props = [&](const QString &secret) {
            return QStringList{QStringLiteral("security.protocol=SASL_SSL"),
                               QStringLiteral("ssl.ca.location=") + tls(QStringLiteral("ca.pem")),
                               QStringLiteral("sasl.mechanisms=OAUTHBEARER"),
                               QStringLiteral("sasl.oauthbearer.method=oidc"),
                               QStringLiteral("sasl.oauthbearer.client.id=reporting-app"),
                               QStringLiteral("sasl.oauthbearer.client.secret=") + secret,
                               QStringLiteral("sasl.oauthbearer.token.endpoint.url=") +
                                   endpoint.url(),
                               QStringLiteral("sasl.oauthbearer.scope=kafka")};
        };
        const int before = endpoint.tokensIssued();
        const auto r = cli(QStringLiteral("SASL_SSL"), props(QStringLiteral("s3cret-for-tests")),
                           {QStringLiteral("cluster"), QStringLiteral("quorum")});
        // Two logins: librdkafka's (the metadata) and Kafscope's own connection's.
        QVERIFY(endpoint.tokensIssued() >= before + 2);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("uthoriz"), r.err.constData());
        const auto bad = cli(QStringLiteral("SASL_SSL"), props(QStringLiteral("wrong")),
                             {QStringLiteral("cluster"), QStringLiteral("quorum")});
        QVERIFY(bad.exitCode != 0);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestProtocolSecure)
#include "test_protocol_secure.moc"
