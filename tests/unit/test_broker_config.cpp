#include "local/broker_config.h"
#include "local/kafka_distribution.h"
#include "test_main.h"

#include <QTemporaryDir>
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
        QCOMPARE(p.value(QStringLiteral("controller.quorum.bootstrap.servers")),
                 QStringLiteral("127.0.0.1:19093"));
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
    // Each release line gets the quorum it knows: 3.9 bootstraps a dynamic quorum, 3.7 and 3.8
    // name static voters and may not advertise the controller listener; 3.x has no share
    // coordinator settings.
    void quorumFollowsTheRelease()
    {
        const NodeSpec n{1, 19092, 19093};
        const auto v39 =
            parse(serverProperties(n, {n}, QStringLiteral("/d"), true, nullptr, {3, 9, 1}));
        QCOMPARE(v39.value(QStringLiteral("controller.quorum.bootstrap.servers")),
                 QStringLiteral("127.0.0.1:19093"));
        QCOMPARE(v39.value(QStringLiteral("advertised.listeners")),
                 QStringLiteral("PLAINTEXT://127.0.0.1:19092,CONTROLLER://127.0.0.1:19093"));
        QVERIFY(!v39.contains(QStringLiteral("share.coordinator.state.topic.replication.factor")));
        QVERIFY(standaloneQuorum(1, {3, 9, 1}));

        const auto v37 =
            parse(serverProperties(n, {n}, QStringLiteral("/d"), true, nullptr, {3, 7, 2}));
        QCOMPARE(v37.value(QStringLiteral("controller.quorum.voters")),
                 QStringLiteral("1@127.0.0.1:19093"));
        QVERIFY(!v37.contains(QStringLiteral("controller.quorum.bootstrap.servers")));
        QCOMPARE(v37.value(QStringLiteral("advertised.listeners")),
                 QStringLiteral("PLAINTEXT://127.0.0.1:19092"));
        QCOMPARE(v37.value(QStringLiteral("listeners")),
                 QStringLiteral("PLAINTEXT://127.0.0.1:19092,CONTROLLER://127.0.0.1:19093"));
        QVERIFY(!standaloneQuorum(1, {3, 8, 1}));
        QVERIFY(!standaloneQuorum(3, {4, 4, 0}));

        const auto v44 =
            parse(serverProperties(n, {n}, QStringLiteral("/d"), true, nullptr, {4, 4, 0}));
        QCOMPARE(v44.value(QStringLiteral("share.coordinator.state.topic.replication.factor")),
                 QStringLiteral("1"));
    }
    void localReleasesRange()
    {
        QCOMPARE(localRelease(QStringLiteral("3.9.1")).value(), (kafscope::KafkaRelease{3, 9, 1}));
        QCOMPARE(localRelease(QStringLiteral("4.4")).value(), (kafscope::KafkaRelease{4, 4, 0}));
        QVERIFY(localRelease(QStringLiteral("3.7.0")));
        QVERIFY(localRelease(QStringLiteral("4.4.9")));
        for (const char *bad : {"3.6.2", "4.5.0", "4.10.0", "5.0.0", "2.8.2"}) {
            const auto r = localRelease(QString::fromLatin1(bad));
            QVERIFY2(!r, bad);
            QCOMPARE(r.error().kind, kafscope::Error::Kind::Usage);
            QCOMPARE(r.error().text.english(),
                     QStringLiteral("Kafka %1 cannot run as a local cluster: local start runs "
                                    "Kafka 3.7 to 4.4 (KRaft)")
                         .arg(QString::fromLatin1(bad)));
        }
        for (const char *bad : {"latest", "4.1.1-rc2", "", "4..1"}) {
            const auto r = localRelease(QString::fromLatin1(bad));
            QVERIFY2(!r, bad);
            QVERIFY(r.error().text.english().contains(QLatin1String("is not a Kafka release")));
        }
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

    // sasl_ssl: every listener with its port and protocol, TLS from PEM files, per-listener key
    // stores for the bad listeners, mutual TLS only on SSL, OAUTHBEARER against the JWKS file.
    void saslSslListenersAndTls()
    {
        QTemporaryDir dir;
        auto creds = LocalCredentials::create(dir.path());
        QVERIFY(creds);
        NodeSpec n{1, 100, 101, {}};
        n.extraPorts = {{QStringLiteral("SSL"), 102},
                        {QStringLiteral("SASL_PLAINTEXT"), 103},
                        {QStringLiteral("WRONG_HOST"), 104},
                        {QStringLiteral("EXPIRED"), 105}};
        SecuritySetup setup;
        setup.security = LocalSecurity::SaslSsl;
        setup.sasl = &creds.value();
        setup.clusterDir = dir.path();
        setup.oidc = true;
        setup.authorizer = true;
        const auto p = parse(serverProperties(n, {n}, QStringLiteral("/d"), true, &setup));
        QCOMPARE(
            p.value(QStringLiteral("listeners")),
            QStringLiteral(
                "SASL_SSL://127.0.0.1:100,SSL://127.0.0.1:102,SASL_PLAINTEXT://127.0.0.1:103,"
                "WRONG_HOST://127.0.0.1:104,EXPIRED://127.0.0.1:105,CONTROLLER://127.0.0.1:101"));
        QCOMPARE(p.value(QStringLiteral("listener.security.protocol.map")),
                 QStringLiteral("SASL_SSL:SASL_SSL,SSL:SSL,SASL_PLAINTEXT:SASL_PLAINTEXT,WRONG_"
                                "HOST:SSL,EXPIRED:SSL,"
                                "CONTROLLER:PLAINTEXT"));
        QCOMPARE(p.value(QStringLiteral("inter.broker.listener.name")), QStringLiteral("SASL_SSL"));
        QCOMPARE(p.value(QStringLiteral("ssl.keystore.type")), QStringLiteral("PEM"));
        QCOMPARE(p.value(QStringLiteral("ssl.truststore.location")),
                 dir.path() + QStringLiteral("/tls/ca.pem"));
        QCOMPARE(p.value(QStringLiteral("listener.name.ssl.ssl.client.auth")),
                 QStringLiteral("required"));
        QVERIFY(!p.contains(QStringLiteral("listener.name.sasl_ssl.ssl.client.auth")));
        QCOMPARE(p.value(QStringLiteral("listener.name.wrong_host.ssl.keystore.location")),
                 dir.path() + QStringLiteral("/tls/bad/wrong-host-keystore.pem"));
        QCOMPARE(p.value(QStringLiteral("listener.name.expired.ssl.keystore.location")),
                 dir.path() + QStringLiteral("/tls/bad/expired-keystore.pem"));
        QCOMPARE(p.value(QStringLiteral("sasl.enabled.mechanisms")),
                 QStringLiteral("PLAIN,SCRAM-SHA-256,SCRAM-SHA-512,OAUTHBEARER"));
        QVERIFY(p.contains(QStringLiteral(
            "listener.name.sasl_ssl.oauthbearer.sasl.server.callback.handler.class")));
        QVERIFY(p.contains(
            QStringLiteral("listener.name.sasl_plaintext.scram-sha-512.sasl.jaas.config")));
        QCOMPARE(p.value(QStringLiteral("sasl.oauthbearer.jwks.endpoint.url")),
                 QStringLiteral("file://") + dir.path() + QStringLiteral("/tls/oidc/jwks.json"));
        QCOMPARE(p.value(QStringLiteral("authorizer.class.name")),
                 QStringLiteral("org.apache.kafka.metadata.authorizer.StandardAuthorizer"));
        QCOMPARE(p.value(QStringLiteral("super.users")),
                 QStringLiteral("User:admin;User:kafscope-broker;User:ANONYMOUS"));
    }

    // sasl_gssapi: one SASL_PLAINTEXT listener advertised as localhost (the host of the brokers'
    // service principal), GSSAPI only, the brokers logging in to each other with their keytab.
    void gssapiListenerAndBrokerLogin()
    {
        NodeSpec n{1, 100, 101, {}};
        SecuritySetup setup;
        setup.security = LocalSecurity::SaslGssapi;
        setup.clusterDir = QStringLiteral("/c");
        const auto p = parse(serverProperties(n, {n}, QStringLiteral("/d"), true, &setup));
        QCOMPARE(p.value(QStringLiteral("listeners")),
                 QStringLiteral("SASL_PLAINTEXT://localhost:100,CONTROLLER://127.0.0.1:101"));
        QCOMPARE(p.value(QStringLiteral("advertised.listeners")),
                 p.value(QStringLiteral("listeners")));
        QCOMPARE(p.value(QStringLiteral("sasl.enabled.mechanisms")), QStringLiteral("GSSAPI"));
        QCOMPARE(p.value(QStringLiteral("sasl.mechanism.inter.broker.protocol")),
                 QStringLiteral("GSSAPI"));
        QCOMPARE(p.value(QStringLiteral("sasl.kerberos.service.name")), QStringLiteral("kafka"));
        QCOMPARE(p.value(QStringLiteral("listener.name.sasl_plaintext.gssapi.sasl.jaas.config")),
                 QStringLiteral("com.sun.security.auth.module.Krb5LoginModule required "
                                "useKeyTab=true storeKey=true keyTab=\"/c/kerberos/kafka.keytab\" "
                                "principal=\"kafka/localhost@KAFSCOPE.LOCAL\";"));
        QCOMPARE(p.value(QStringLiteral("super.users")),
                 QStringLiteral("User:admin;User:kafscope-broker;User:kafka"));
        QVERIFY(!p.contains(QStringLiteral("authorizer.class.name")));
        QCOMPARE(bootstrapFor({n}, listenerHost(LocalSecurity::SaslGssapi)),
                 QStringLiteral("localhost:100"));
        QCOMPARE(parseSecurity(QStringLiteral("SASL_GSSAPI")), LocalSecurity::SaslGssapi);
        QVERIFY(!usesSasl(LocalSecurity::SaslGssapi) && usesKerberos(LocalSecurity::SaslGssapi));
    }

    // ssl: mutual TLS is the bootstrap and the brokers' own listener; no SASL, no authorizer.
    void sslHasNoSasl()
    {
        NodeSpec n{
            1, 100, 101, {{QStringLiteral("WRONG_HOST"), 102}, {QStringLiteral("EXPIRED"), 103}}};
        SecuritySetup setup;
        setup.security = LocalSecurity::Ssl;
        setup.clusterDir = QStringLiteral("/c");
        const auto p = parse(serverProperties(n, {n}, QStringLiteral("/d"), true, &setup));
        QCOMPARE(p.value(QStringLiteral("inter.broker.listener.name")), QStringLiteral("SSL"));
        QCOMPARE(p.value(QStringLiteral("listener.name.ssl.ssl.client.auth")),
                 QStringLiteral("required"));
        QCOMPARE(p.value(QStringLiteral("ssl.principal.mapping.rules")),
                 QStringLiteral("RULE:^CN=([^,]+).*$/$1/,DEFAULT"));
        QVERIFY(!p.contains(QStringLiteral("sasl.enabled.mechanisms")));
        QVERIFY(!p.contains(QStringLiteral("authorizer.class.name")));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestBrokerConfig)
#include "test_broker_config.moc"
