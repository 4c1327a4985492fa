// Logs in to the secured local cluster (fixture kafka1secure: `local start --security sasl_ssl
// --authorizer`, with SASL_SSL, mutual-TLS SSL, SASL_PLAINTEXT and two deliberately broken TLS
// listeners) through kafscope-cli: SASL_SSL with PLAIN and SCRAM, SASL_PLAINTEXT, mTLS with PEM and
// PKCS#12, OAUTHBEARER through librdkafka's OIDC client-credentials path against a token endpoint
// this test runs on loopback; and each way of getting it wrong, which must end within its bound
// with the plain-words message, in `cluster` (every command's connection) and in `connect test`.
#include "test_cluster.h"
#include "test_main.h"
#include "token_endpoint.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QtTest>

using namespace kafscope;

namespace {

// A functional bound (no hang), not speed: the profile's 10 s timeout plus process start-up.
constexpr int kFailWithinMs = 15000;

QString readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QString::fromLatin1(f.readAll()).trimmed();
}

} // namespace

class TestSecureConnect : public QObject {
    Q_OBJECT
    QJsonObject m_status;
    QMap<QString, QString> m_listener; // name -> bootstrap
    QString m_dir;

    QString tls(const QString &file) const { return m_dir + QStringLiteral("/tls/") + file; }
    QString password(const QString &user) const
    {
        return readFile(m_dir + QStringLiteral("/sasl/") + user + QStringLiteral(".password"));
    }

    test::ProcessResult cli(const QString &bootstrap, const QStringList &props,
                            const QStringList &args)
    {
        QStringList all{QStringLiteral("--bootstrap"), bootstrap};
        for (const QString &p : props)
            all << QStringLiteral("-X") << p;
        return test::runProgram("KAFSCOPE_CLI", all + args);
    }

    QStringList sasl(const QString &protocol, const QString &mechanism, const QString &user,
                     const QString &pw) const
    {
        QStringList p{QStringLiteral("security.protocol=") + protocol,
                      QStringLiteral("sasl.mechanisms=") + mechanism,
                      QStringLiteral("sasl.username=") + user,
                      QStringLiteral("sasl.password=") + pw};
        if (protocol == QLatin1String("SASL_SSL"))
            p << QStringLiteral("ssl.ca.location=") + tls(QStringLiteral("ca.pem"));
        return p;
    }
    QStringList mtlsPem(const QString &cert, const QString &key) const
    {
        return {QStringLiteral("security.protocol=SSL"),
                QStringLiteral("ssl.ca.location=") + tls(QStringLiteral("ca.pem")),
                QStringLiteral("ssl.certificate.location=") + cert,
                QStringLiteral("ssl.key.location=") + key};
    }

    // `cluster --json` must succeed and name the one broker.
    void expectCluster(const QString &bootstrap, const QStringList &props)
    {
        const test::ProcessResult r =
            cli(bootstrap, props, {QStringLiteral("cluster"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray brokers =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("brokers")).toArray();
        QCOMPARE(brokers.size(), 1);
        QCOMPARE(QStringLiteral("127.0.0.1:%1")
                     .arg(brokers[0].toObject().value(QStringLiteral("port")).toInt()),
                 bootstrap);
    }

    // `connect test --json`; returns the report.
    QJsonObject connectTest(const QString &bootstrap, const QStringList &props, int expectExit)
    {
        QElapsedTimer timer;
        timer.start();
        const test::ProcessResult r =
            cli(bootstrap, props,
                {QStringLiteral("connect"), QStringLiteral("test"), QStringLiteral("--json")});
        const qint64 ms = timer.elapsed();
        [&] {
            QVERIFY2(ms < kFailWithinMs,
                     qPrintable(QStringLiteral("connect test took %1 ms").arg(ms)));
        }();
        [&] {
            QVERIFY2(
                r.exitCode == expectExit,
                qPrintable(
                    QStringLiteral("exit %1: %2").arg(r.exitCode).arg(QString::fromUtf8(r.err))));
        }();
        return QJsonDocument::fromJson(r.out).object();
    }

    static QJsonObject step(const QJsonObject &report, const QString &name)
    {
        for (const QJsonValue &v : report.value(QStringLiteral("steps")).toArray())
            if (v.toObject().value(QStringLiteral("step")).toString() == name)
                return v.toObject();
        return {};
    }

    // `cluster` expecting a failure: exit 1 within the bound, one stderr line; returns that line.
    QString failingCluster(const QString &bootstrap, const QStringList &props)
    {
        QElapsedTimer timer;
        timer.start();
        const test::ProcessResult r =
            cli(bootstrap, props, {QStringLiteral("cluster"), QStringLiteral("--json")});
        const qint64 ms = timer.elapsed();
        qInfo("failed after %lld ms: %s", ms, r.err.trimmed().constData());
        if (r.exitCode != 1 || ms >= kFailWithinMs || !r.out.isEmpty() ||
            r.err.trimmed().contains('\n'))
            return QStringLiteral("exit %1 after %2 ms, stdout \"%3\", stderr \"%4\"")
                .arg(r.exitCode)
                .arg(ms)
                .arg(QString::fromUtf8(r.out), QString::fromUtf8(r.err));
        return QString::fromUtf8(r.err.trimmed());
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
            m_listener.insert(v.toObject().value(QStringLiteral("name")).toString(),
                              v.toObject().value(QStringLiteral("bootstrap")).toString());
    }

    // What `local status --json` says: listeners, client settings, files; secrets only in 0600
    // files.
    void statusDescribesTheCluster()
    {
        QCOMPARE(m_status.value(QStringLiteral("security")).toString(), QStringLiteral("sasl_ssl"));
        QCOMPARE(m_status.value(QStringLiteral("authorizer")).toString(),
                 QStringLiteral("StandardAuthorizer"));
        QCOMPARE(m_listener.keys(),
                 (QStringList{QStringLiteral("EXPIRED"), QStringLiteral("SASL_PLAINTEXT"),
                              QStringLiteral("SASL_SSL"), QStringLiteral("SSL"),
                              QStringLiteral("WRONG_HOST")}));
        QCOMPARE(m_listener.value(QStringLiteral("SASL_SSL")),
                 m_status.value(QStringLiteral("bootstrap")).toString());
        const QJsonObject admin = m_status.value(QStringLiteral("clients"))
                                      .toObject()
                                      .value(QStringLiteral("admin"))
                                      .toObject();
        QCOMPARE(admin.value(QStringLiteral("security.protocol")).toString(),
                 QStringLiteral("SASL_SSL"));
        QCOMPARE(admin.value(QStringLiteral("ssl.ca.location")).toString(),
                 tls(QStringLiteral("ca.pem")));
        const QJsonObject t = m_status.value(QStringLiteral("tls")).toObject();
        const QJsonObject alice = t.value(QStringLiteral("client_certificates"))
                                      .toObject()
                                      .value(QStringLiteral("alice"))
                                      .toObject();
        const QByteArray json = QJsonDocument(m_status).toJson();
        const auto others = QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup |
                            QFile::ReadOther | QFile::WriteOther | QFile::ExeOther;
        for (const QString &secret :
             {alice.value(QStringLiteral("key")).toString(),
              alice.value(QStringLiteral("pkcs12_password_file")).toString(),
              m_dir + QStringLiteral("/sasl/alice.password"), tls(QStringLiteral("ca.key")),
              t.value(QStringLiteral("oidc"))
                  .toObject()
                  .value(QStringLiteral("signing_key"))
                  .toString()}) {
            QVERIFY2(QFile::exists(secret), qPrintable(secret));
            QVERIFY2((QFile::permissions(secret) & others) == 0, qPrintable(secret));
        }
        QVERIFY(!json.contains(password(QStringLiteral("alice")).toLatin1()));
        QVERIFY(!json.contains(
            readFile(alice.value(QStringLiteral("pkcs12_password_file")).toString()).toLatin1()));
        for (const QString &f :
             {QStringLiteral("untrusted_ca"), QStringLiteral("expired_client_certificate")})
            QVERIFY(QFile::exists(t.value(QStringLiteral("bad")).toObject().value(f).toString()));
    }

    void saslConnects_data()
    {
        QTest::addColumn<QString>("listener");
        QTest::addColumn<QString>("mechanism");
        for (const QString &l : {QStringLiteral("SASL_SSL"), QStringLiteral("SASL_PLAINTEXT")})
            for (const QString &m : {QStringLiteral("PLAIN"), QStringLiteral("SCRAM-SHA-256"),
                                     QStringLiteral("SCRAM-SHA-512")})
                QTest::newRow(qPrintable(l + QLatin1Char('-') + m)) << l << m;
    }
    void saslConnects()
    {
        QFETCH(QString, listener);
        QFETCH(QString, mechanism);
        expectCluster(m_listener.value(listener), sasl(listener, mechanism, QStringLiteral("alice"),
                                                       password(QStringLiteral("alice"))));
    }

    // SASL_SSL with SCRAM end to end: the admin (a super user under the authorizer) creates,
    // produces and reads back; alice, without ACLs, may not create topics.
    void saslSslScramProducesAndAuthorizerRefusesAlice()
    {
        const QString bootstrap = m_listener.value(QStringLiteral("SASL_SSL"));
        const QStringList admin = sasl(QStringLiteral("SASL_SSL"), QStringLiteral("SCRAM-SHA-512"),
                                       QStringLiteral("admin"), password(QStringLiteral("admin")));
        const QString topic = test::uniqueName(QStringLiteral("secure"));
        auto created = cli(
            bootstrap, admin,
            {QStringLiteral("topics"), QStringLiteral("create"), topic, QStringLiteral("--json")});
        QVERIFY2(created.exitCode == 0, created.err.constData());
        auto produced = cli(bootstrap, admin,
                            {QStringLiteral("produce"), topic, QStringLiteral("--value"),
                             QStringLiteral("over SASL_SSL"), QStringLiteral("--json")});
        QVERIFY2(produced.exitCode == 0, produced.err.constData());
        auto consumed = cli(bootstrap, admin,
                            {QStringLiteral("consume"), topic, QStringLiteral("--from"),
                             QStringLiteral("oldest"), QStringLiteral("--max"), QStringLiteral("1"),
                             QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(consumed.exitCode == 0, consumed.err.constData());
        QCOMPARE(QJsonDocument::fromJson(consumed.out.trimmed())
                     .object()
                     .value(QStringLiteral("value"))
                     .toString(),
                 QStringLiteral("over SASL_SSL"));
        const QStringList alice = sasl(QStringLiteral("SASL_SSL"), QStringLiteral("SCRAM-SHA-256"),
                                       QStringLiteral("alice"), password(QStringLiteral("alice")));
        auto refused = cli(bootstrap, alice,
                           {QStringLiteral("topics"), QStringLiteral("create"),
                            test::uniqueName(QStringLiteral("denied"))});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("uthoriz"), refused.err.constData());
    }

    void mutualTlsPem()
    {
        expectCluster(m_listener.value(QStringLiteral("SSL")),
                      mtlsPem(tls(QStringLiteral("alice.pem")), tls(QStringLiteral("alice.key"))));
    }

    void mutualTlsPkcs12()
    {
        const QStringList props{QStringLiteral("security.protocol=SSL"),
                                QStringLiteral("ssl.ca.location=") + tls(QStringLiteral("ca.pem")),
                                QStringLiteral("ssl.keystore.location=") +
                                    tls(QStringLiteral("alice.p12")),
                                QStringLiteral("ssl.keystore.password=") +
                                    readFile(tls(QStringLiteral("alice.p12.password")))};
        expectCluster(m_listener.value(QStringLiteral("SSL")), props);
        const QJsonObject report = connectTest(m_listener.value(QStringLiteral("SSL")), props, 0);
        QCOMPARE(report.value(QStringLiteral("ok")).toBool(), true);
        const QJsonObject cert = report.value(QStringLiteral("certificate")).toObject();
        QCOMPARE(cert.value(QStringLiteral("subject")).toString(),
                 QStringLiteral("CN=kafscope-broker,O=Kafscope"));
        QCOMPARE(cert.value(QStringLiteral("issuer")).toString(),
                 QStringLiteral("CN=Kafscope local CA,O=Kafscope"));
        QVERIFY(QDateTime::fromString(cert.value(QStringLiteral("not_after")).toString(),
                                      Qt::ISODate) > QDateTime::currentDateTimeUtc());
        QVERIFY(cert.value(QStringLiteral("subject_alt_names"))
                    .toArray()
                    .contains(QStringLiteral("IP:127.0.0.1")));
        QCOMPARE(step(report, QStringLiteral("SASL")).value(QStringLiteral("result")).toString(),
                 QStringLiteral("skipped"));
        QCOMPARE(
            step(report, QStringLiteral("Metadata")).value(QStringLiteral("result")).toString(),
            QStringLiteral("passed"));
    }

    // librdkafka's own OIDC path: client credentials to our token endpoint, an RS256 JWT the broker
    // checks against the cluster's JWKS.
    void oauthbearerOidc()
    {
        const QJsonObject oidc = m_status.value(QStringLiteral("tls"))
                                     .toObject()
                                     .value(QStringLiteral("oidc"))
                                     .toObject();
        test::TokenEndpoint endpoint(oidc.value(QStringLiteral("signing_key")).toString(),
                                     oidc.value(QStringLiteral("kid")).toString(),
                                     oidc.value(QStringLiteral("audience")).toString(),
                                     QStringLiteral("reporting-app"),
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
        const QString bootstrap = m_listener.value(QStringLiteral("SASL_SSL"));
        expectCluster(bootstrap, props(QStringLiteral("s3cret-for-tests")));
        QVERIFY(endpoint.tokensIssued() >= 1);
        const QJsonObject report =
            connectTest(bootstrap, props(QStringLiteral("s3cret-for-tests")), 0);
        const QJsonObject saslStep = step(report, QStringLiteral("SASL"));
        QCOMPARE(saslStep.value(QStringLiteral("result")).toString(), QStringLiteral("passed"));
        QVERIFY2(saslStep.value(QStringLiteral("detail"))
                     .toString()
                     .contains(QLatin1String("OAUTHBEARER")),
                 qPrintable(saslStep.value(QStringLiteral("detail")).toString()));
        // A wrong client secret: the token endpoint says no, and the test says where.
        const int refusedBefore = endpoint.refused();
        const QJsonObject bad = connectTest(bootstrap, props(QStringLiteral("wrong")), 1);
        QVERIFY(endpoint.refused() > refusedBefore);
        QCOMPARE(step(bad, QStringLiteral("SASL")).value(QStringLiteral("result")).toString(),
                 QStringLiteral("failed"));
        QVERIFY2(bad.value(QStringLiteral("problem"))
                     .toString()
                     .contains(QLatin1String("token endpoint")),
                 qPrintable(bad.value(QStringLiteral("problem")).toString()));
    }

    // Each failure: `cluster` (what every command meets) and `connect test` name it in plain words.
    void failures_data()
    {
        QTest::addColumn<QString>("listener");
        QTest::addColumn<QStringList>("props");
        QTest::addColumn<QString>("step");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("cliWords");
        const QString ca = QStringLiteral("ssl.ca.location=") + tls(QStringLiteral("ca.pem"));
        QTest::newRow("wrong-password")
            << QStringLiteral("SASL_SSL")
            << sasl(QStringLiteral("SASL_SSL"), QStringLiteral("SCRAM-SHA-256"),
                    QStringLiteral("alice"), QStringLiteral("not-it"))
            << QStringLiteral("SASL") << QStringLiteral("wrong user or password")
            << QStringLiteral("Authentication failed");
        QTest::newRow("untrusted-ca")
            << QStringLiteral("SASL_SSL")
            << QStringList{QStringLiteral("security.protocol=SASL_SSL"),
                           QStringLiteral("sasl.mechanisms=PLAIN"),
                           QStringLiteral("sasl.username=alice"), QStringLiteral("sasl.password=x"),
                           QStringLiteral("ssl.ca.location=") +
                               tls(QStringLiteral("bad/untrusted-ca.pem"))}
            << QStringLiteral("TLS") << QStringLiteral("certificate not trusted")
            << QStringLiteral("certificate not trusted");
        QTest::newRow("hostname-mismatch")
            << QStringLiteral("WRONG_HOST")
            << QStringList{QStringLiteral("security.protocol=SSL"), ca} << QStringLiteral("TLS")
            << QStringLiteral("hostname mismatch") << QStringLiteral("hostname mismatch");
        QTest::newRow("expired-certificate")
            << QStringLiteral("EXPIRED") << QStringList{QStringLiteral("security.protocol=SSL"), ca}
            << QStringLiteral("TLS") << QStringLiteral("certificate expired")
            << QStringLiteral("certificate expired");
        QTest::newRow("tls-to-plaintext-port")
            << QStringLiteral("SASL_PLAINTEXT")
            << sasl(QStringLiteral("SASL_SSL"), QStringLiteral("PLAIN"), QStringLiteral("alice"),
                    QStringLiteral("x"))
            << QStringLiteral("TLS") << QStringLiteral("TLS spoken to a plaintext port")
            << QStringLiteral("does not speak TLS");
        QTest::newRow("plaintext-to-tls-port")
            << QStringLiteral("SSL") << QStringList{} << QStringLiteral("Kafka")
            << QStringLiteral("plaintext spoken to a TLS port")
            << QStringLiteral("Plaintext spoken to a TLS port");
        QTest::newRow("no-client-certificate")
            << QStringLiteral("SSL") << QStringList{QStringLiteral("security.protocol=SSL"), ca}
            << QStringLiteral("Kafka") << QStringLiteral("requires a client certificate")
            << QStringLiteral("requires a client certificate");
        QTest::newRow("expired-client-certificate")
            << QStringLiteral("SSL")
            << mtlsPem(tls(QStringLiteral("bad/expired-client.pem")),
                       tls(QStringLiteral("bad/expired-client.key")))
            << QStringLiteral("TLS") << QStringLiteral("your client certificate")
            << QStringLiteral("certificate expired");
    }
    void failures()
    {
        QFETCH(QString, listener);
        QFETCH(QStringList, props);
        QFETCH(QString, step);
        QFETCH(QString, words);
        QFETCH(QString, cliWords);
        const QString bootstrap = m_listener.value(listener);
        const QString err = failingCluster(bootstrap, props);
        QVERIFY2(err.contains(cliWords), qPrintable(err));
        const QJsonObject report = connectTest(bootstrap, props, 1);
        QCOMPARE(report.value(QStringLiteral("ok")).toBool(), false);
        QCOMPARE(TestSecureConnect::step(report, step).value(QStringLiteral("result")).toString(),
                 QStringLiteral("failed"));
        QVERIFY2(report.value(QStringLiteral("problem")).toString().contains(words),
                 qPrintable(report.value(QStringLiteral("problem")).toString()));
        // No step after the failing one was tried.
        QCOMPARE(TestSecureConnect::step(report, QStringLiteral("Metadata"))
                     .value(QStringLiteral("result"))
                     .toString(),
                 step == QLatin1String("Metadata") ? QStringLiteral("failed")
                                                   : QStringLiteral("skipped"));
    }

    // Something that is not Kafka at all (an HTTP-ish server) is named as such.
    void notAKafkaPort()
    {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        QObject::connect(&server, &QTcpServer::newConnection, &server, [&server] {
            QTcpSocket *s = server.nextPendingConnection();
            s->write("SSH-2.0-OpenSSH_9.2\r\n");
            s->flush();
            s->disconnectFromHost();
        });
        // The CLI runs as a child while this thread serves the port.
        QProcess p;
        p.setProgram(QString::fromUtf8(qgetenv("KAFSCOPE_CLI")));
        p.setArguments(
            {QStringLiteral("--bootstrap"), QStringLiteral("127.0.0.1:%1").arg(server.serverPort()),
             QStringLiteral("connect"), QStringLiteral("test"), QStringLiteral("--json")});
        p.start();
        QTRY_VERIFY_WITH_TIMEOUT(p.state() == QProcess::NotRunning, kFailWithinMs);
        QCOMPARE(p.exitCode(), 1);
        const QJsonObject report = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QVERIFY2(report.value(QStringLiteral("problem"))
                     .toString()
                     .contains(QLatin1String("not a Kafka port")),
                 qPrintable(report.value(QStringLiteral("problem")).toString()));
    }

    // Verification off: the test still passes but says so, in the report and the text output.
    void verificationOffIsMarked()
    {
        const QStringList props{QStringLiteral("security.protocol=SSL"),
                                QStringLiteral("ssl.ca.location=") + tls(QStringLiteral("ca.pem")),
                                QStringLiteral("ssl.endpoint.identification.algorithm=none")};
        const QJsonObject report =
            connectTest(m_listener.value(QStringLiteral("WRONG_HOST")), props, 0);
        QCOMPARE(report.value(QStringLiteral("verification_disabled")).toBool(), true);
        const test::ProcessResult text = cli(m_listener.value(QStringLiteral("WRONG_HOST")), props,
                                             {QStringLiteral("connect"), QStringLiteral("test")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("WARNING: certificate or hostname verification is off"),
                 text.out.constData());
        // Every other command warns on stderr and still works.
        const test::ProcessResult c = cli(m_listener.value(QStringLiteral("WRONG_HOST")), props,
                                          {QStringLiteral("cluster"), QStringLiteral("--json")});
        QCOMPARE(c.exitCode, 0);
        QVERIFY2(c.err.contains("warning: TLS certificate or hostname verification is off"),
                 c.err.constData());
        QVERIFY(!QJsonDocument::fromJson(c.out).object().isEmpty());
    }

    // --debug captures librdkafka's security and broker log into the report.
    void debugLogIsCaptured()
    {
        const QStringList props = sasl(QStringLiteral("SASL_SSL"), QStringLiteral("SCRAM-SHA-512"),
                                       QStringLiteral("admin"), password(QStringLiteral("admin")));
        const test::ProcessResult r = cli(m_listener.value(QStringLiteral("SASL_SSL")), props,
                                          {QStringLiteral("connect"), QStringLiteral("test"),
                                           QStringLiteral("--debug"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QString log =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("debug_log")).toString();
        QVERIFY2(log.contains(QLatin1String("Authenticated as")), qPrintable(log.left(2000)));
        QVERIFY(!log.contains(password(QStringLiteral("admin"))));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestSecureConnect)
#include "test_secure_connect.moc"
