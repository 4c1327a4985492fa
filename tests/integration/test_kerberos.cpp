// Kerberos (SASL GSSAPI) end to end on the kafka1gssapi fixture: one broker whose only client
// listener is SASL_PLAINTEXT with GSSAPI, and an MIT KDC of its own realm on loopback, both started
// by `kafscope-cli local start --security sasl_gssapi`. CTest gives this test the realm's
// krb5.conf (KRB5_CONFIG) and a ticket cache of its own (KRB5CCNAME, where librdkafka's kinit
// writes). Every login is alice's, from her keytab. librdkafka's side: topics, produce, consume,
// the connection test; Kafscope's own protocol layer: the disks and the quorum, and a connection
// opened directly, which must not touch the default ticket cache. Failures (a principal the keytab
// has no key for, an unknown service, an unreachable KDC) are typed errors in Kerberos' words.
#include "test_main.h"
#include "local/local_cluster.h"
#include "protocol/connection.h"
#include "test_cluster.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <librdkafka/rdkafka.h>

using namespace kafscope;

class TestKerberos : public QObject {
    Q_OBJECT
    QString m_dir, m_bootstrap, m_krb5Conf, m_principal, m_keytab, m_adminKeytab;

    QStringList gssapi(const QString &principal, const QString &keytab,
                       const QString &service = QStringLiteral("kafka")) const
    {
        return {QStringLiteral("security.protocol=SASL_PLAINTEXT"),
                QStringLiteral("sasl.mechanisms=GSSAPI"),
                QStringLiteral("sasl.kerberos.service.name=") + service,
                QStringLiteral("sasl.kerberos.principal=") + principal,
                QStringLiteral("sasl.kerberos.keytab=") + keytab};
    }
    test::ProcessResult cli(const QStringList &props, const QStringList &args,
                            const QStringList &env = {})
    {
        QStringList all{QStringLiteral("--bootstrap"), m_bootstrap};
        for (const QString &p : props)
            all << QStringLiteral("-X") << p;
        return test::runProgram("KAFSCOPE_CLI", all + args, 120000, env);
    }
    ConnectionProfile profile(const QString &principal, const QString &keytab,
                              const QString &service = QStringLiteral("kafka")) const
    {
        ConnectionProfile p;
        p.bootstrap = m_bootstrap;
        for (const QString &kv : gssapi(principal, keytab, service)) {
            const qsizetype eq = kv.indexOf(QLatin1Char('='));
            p.properties << qMakePair(kv.left(eq), kv.mid(eq + 1));
        }
        return p;
    }
    int port() const { return m_bootstrap.section(QLatin1Char(':'), 1).toInt(); }

private Q_SLOTS:
    void initTestCase()
    {
        m_dir = test::clusterDir("kafka1gssapi");
        const test::ProcessResult r = test::runProgram(
            "KAFSCOPE_CLI", {QStringLiteral("local"), QStringLiteral("status"),
                             QStringLiteral("--dir"), m_dir, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject status = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(status.value(QStringLiteral("security")).toString(),
                 QStringLiteral("sasl_gssapi"));
        m_bootstrap = status.value(QStringLiteral("bootstrap")).toString();
        QVERIFY2(m_bootstrap.startsWith(QLatin1String("localhost:")), qPrintable(m_bootstrap));
        const QJsonObject kerberos = status.value(QStringLiteral("kerberos")).toObject();
        QCOMPARE(kerberos.value(QStringLiteral("realm")).toString(),
                 QStringLiteral("KAFSCOPE.LOCAL"));
        QVERIFY(kerberos.value(QStringLiteral("running")).toBool());
        m_krb5Conf = kerberos.value(QStringLiteral("krb5_conf")).toString();
        QCOMPARE(qEnvironmentVariable("KRB5_CONFIG"), m_krb5Conf);
        const QJsonObject users = kerberos.value(QStringLiteral("users")).toObject();
        m_principal = users[QStringLiteral("alice")][QStringLiteral("principal")].toString();
        m_keytab = users[QStringLiteral("alice")][QStringLiteral("keytab")].toString();
        m_adminKeytab = users[QStringLiteral("admin")][QStringLiteral("keytab")].toString();
        QCOMPARE(m_principal, QStringLiteral("alice@KAFSCOPE.LOCAL"));
        QVERIFY(QFile::exists(m_keytab));
        // The keytabs are secrets: owner-only.
        QCOMPARE(QFile::permissions(m_keytab) & (QFile::ReadGroup | QFile::ReadOther),
                 QFileDevice::Permissions());
    }

    // librdkafka (kinit from the keytab, Cyrus GSSAPI): create, produce, consume, list.
    void produceConsumeAndListWithAKeytab()
    {
        const QStringList props = gssapi(m_principal, m_keytab);
        const QString topic = test::uniqueName(QStringLiteral("kerberos"));
        auto created = cli(props, {QStringLiteral("topics"), QStringLiteral("create"), topic,
                                   QStringLiteral("--partitions"), QStringLiteral("1"),
                                   QStringLiteral("--json")});
        QVERIFY2(created.exitCode == 0, created.err.constData());
        for (int i = 0; i < 3; ++i) {
            auto produced =
                cli(props, {QStringLiteral("produce"), topic, QStringLiteral("--key"),
                            QStringLiteral("k%1").arg(i), QStringLiteral("--value"),
                            QStringLiteral("kerberos record %1").arg(i), QStringLiteral("--json")});
            QVERIFY2(produced.exitCode == 0, produced.err.constData());
        }
        auto consumed =
            cli(props, {QStringLiteral("consume"), topic, QStringLiteral("--from"),
                        QStringLiteral("oldest"), QStringLiteral("--max"), QStringLiteral("3"),
                        QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(consumed.exitCode == 0, consumed.err.constData());
        const QList<QByteArray> lines = consumed.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        for (int i = 0; i < 3; ++i) {
            const QJsonObject line = QJsonDocument::fromJson(lines[i]).object();
            QCOMPARE(line.value(QStringLiteral("key")).toString(), QStringLiteral("k%1").arg(i));
            QCOMPARE(line.value(QStringLiteral("value")).toString(),
                     QStringLiteral("kerberos record %1").arg(i));
        }
        auto listed = cli(props, {QStringLiteral("topics"), QStringLiteral("list")});
        QVERIFY2(listed.exitCode == 0, listed.err.constData());
        QVERIFY2(listed.out.contains(topic.toUtf8()), listed.out.constData());
    }

    // Kafscope's own protocol layer: DescribeLogDirs and DescribeQuorum after a GSSAPI login.
    void logDirsAndQuorumThroughTheProtocolLayer()
    {
        const QStringList props = gssapi(m_principal, m_keytab);
        const QString topic = test::uniqueName(QStringLiteral("kerberos-disk"));
        auto produced = cli(props, {QStringLiteral("produce"), topic, QStringLiteral("--value"),
                                    QStringLiteral("on disk"), QStringLiteral("--json")});
        QVERIFY2(produced.exitCode == 0, produced.err.constData());
        auto dirs = cli(props, {QStringLiteral("brokers"), QStringLiteral("log-dirs"),
                                QStringLiteral("--json")});
        QVERIFY2(dirs.exitCode == 0, dirs.err.constData());
        const QJsonArray brokers =
            QJsonDocument::fromJson(dirs.out).object().value(QStringLiteral("brokers")).toArray();
        QCOMPARE(brokers.size(), 1);
        const QJsonObject broker = brokers[0].toObject();
        QCOMPARE(broker.value(QStringLiteral("broker")).toInt(), 1);
        QVERIFY(broker.value(QStringLiteral("error")).isNull());
        const QJsonArray logDirs = broker.value(QStringLiteral("log_dirs")).toArray();
        QCOMPARE(logDirs.size(), 1);
        QVERIFY(logDirs[0][QStringLiteral("path")].toString().startsWith(m_dir));
        bool found = false;
        for (const QJsonValue &r : logDirs[0][QStringLiteral("replicas")].toArray())
            found = found || r[QStringLiteral("topic")].toString() == topic;
        QVERIFY2(found, dirs.out.constData());

        auto quorum = cli(
            props, {QStringLiteral("cluster"), QStringLiteral("quorum"), QStringLiteral("--json")});
        QVERIFY2(quorum.exitCode == 0, quorum.err.constData());
        const QJsonObject q = QJsonDocument::fromJson(quorum.out).object();
        QCOMPARE(q.value(QStringLiteral("leader_id")).toInt(), 1);
        QCOMPARE(q.value(QStringLiteral("voters")).toArray().size(), 1);
    }

    // The protocol layer's own connection keeps its ticket in memory: the default ticket cache
    // (KRB5CCNAME, a file no one has written yet) stays untouched.
    void protocolConnectionLeavesTheDefaultCacheAlone()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString cache = tmp.filePath(QStringLiteral("default.ccache"));
        const QByteArray saved = qgetenv("KRB5CCNAME");
        qputenv("KRB5CCNAME", (QStringLiteral("FILE:") + cache).toLocal8Bit());
        auto c = protocol::Connection::open(profile(m_principal, m_keytab),
                                            QStringLiteral("localhost"), port());
        qputenv("KRB5CCNAME", saved);
        QVERIFY2(c, c ? "" : qPrintable(c.error().message()));
        QVERIFY((*c)->apiRange(32 /* DescribeConfigs */).has_value());
        QVERIFY(!QFile::exists(cache));
    }

    // Typed errors from the protocol layer, in Kerberos' words.
    void protocolLayerNamesKerberosFailures()
    {
        // A principal the keytab holds no key for.
        auto wrong =
            protocol::Connection::open(profile(QStringLiteral("admin@KAFSCOPE.LOCAL"), m_keytab),
                                       QStringLiteral("localhost"), port());
        QVERIFY(!wrong);
        QCOMPARE(wrong.error().kind, Error::Kind::Kafka);
        QCOMPARE(wrong.error().code, int(RD_KAFKA_RESP_ERR__AUTHENTICATION));
        QVERIFY2(wrong.error().message().contains(
                     QLatin1String("No key table entry found for admin@KAFSCOPE.LOCAL")),
                 qPrintable(wrong.error().message()));
        // A service the KDC does not know.
        auto service =
            protocol::Connection::open(profile(m_principal, m_keytab, QStringLiteral("zookeeper")),
                                       QStringLiteral("localhost"), port());
        QVERIFY(!service);
        QCOMPARE(service.error().code, int(RD_KAFKA_RESP_ERR__AUTHENTICATION));
        QVERIFY2(service.error().message().contains(
                     QLatin1String("zookeeper/localhost@KAFSCOPE.LOCAL not found")),
                 qPrintable(service.error().message()));
        // A keytab without a principal is a usage error, before any network traffic.
        ConnectionProfile noPrincipal = profile(m_principal, m_keytab);
        noPrincipal.properties.removeIf([](const QPair<QString, QString> &kv) {
            return kv.first == QLatin1String("sasl.kerberos.principal");
        });
        auto usage = protocol::Connection::open(noPrincipal, QStringLiteral("localhost"), port());
        QVERIFY(!usage);
        QCOMPARE(usage.error().kind, Error::Kind::Usage);
    }

    // The CLI with a keytab that has no key for the principal and no ticket in its cache:
    // librdkafka's typed error, exit 1, no crash; the same for a command of the protocol layer.
    void cliWithAWrongKeytabFails_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::newRow("topics list")
            << QStringList{QStringLiteral("topics"), QStringLiteral("list")};
        QTest::newRow("brokers log-dirs") << QStringList{
            QStringLiteral("brokers"), QStringLiteral("log-dirs"), QStringLiteral("--json")};
    }
    void cliWithAWrongKeytabFails()
    {
        QFETCH(QStringList, command);
        // A ticket cache of its own: librdkafka would use alice's ticket from the earlier tests.
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const auto r =
            cli(gssapi(m_principal, m_adminKeytab), command,
                {QStringLiteral("KRB5CCNAME=FILE:") + tmp.filePath(QStringLiteral("cc"))});
        QCOMPARE(r.exitCode, 1);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(
            err.contains(QLatin1String("kafscope-cli: Authentication failed at ") + m_bootstrap),
            qPrintable(err));
        QVERIFY2(err.contains(QLatin1String("No Kerberos credentials available")), qPrintable(err));
    }

    // The connection test: a pass names the principal; a wrong keytab fails at the SASL step with
    // the keytab's own reason, after DNS, TCP and the Kafka probe passed.
    void connectionTestReportsKerberos()
    {
        const auto ok =
            cli(gssapi(m_principal, m_keytab),
                {QStringLiteral("connect"), QStringLiteral("test"), QStringLiteral("--json")});
        QVERIFY2(ok.exitCode == 0, ok.err.constData());
        const QJsonArray passed =
            QJsonDocument::fromJson(ok.out).object().value(QStringLiteral("steps")).toArray();
        QCOMPARE(passed.size(), 6);
        QCOMPARE(passed[4][QStringLiteral("detail")].toString(),
                 QStringLiteral("logged in with GSSAPI as alice@KAFSCOPE.LOCAL"));

        const auto bad =
            cli(gssapi(QStringLiteral("mallory@KAFSCOPE.LOCAL"), m_keytab),
                {QStringLiteral("connect"), QStringLiteral("test"), QStringLiteral("--json")});
        QCOMPARE(bad.exitCode, 1);
        const QJsonObject report = QJsonDocument::fromJson(bad.out).object();
        const QJsonArray steps = report.value(QStringLiteral("steps")).toArray();
        QCOMPARE(steps.size(), 6);
        for (int i : {0, 1, 3})
            QCOMPARE(steps[i][QStringLiteral("result")].toString(), QStringLiteral("passed"));
        QCOMPARE(steps[4][QStringLiteral("result")].toString(), QStringLiteral("failed"));
        QCOMPARE(steps[4][QStringLiteral("problem")].toString(),
                 QStringLiteral("Kerberos: the keytab %1 cannot log mallory@KAFSCOPE.LOCAL in: No "
                                "key table entry found for mallory@KAFSCOPE.LOCAL")
                     .arg(m_keytab));
    }

    // Without a keytab: the ticket the user got with kinit, from the ticket cache, for librdkafka
    // and the protocol layer alike; with an empty cache the connection test says to run kinit.
    void theUsersTicketCacheWithoutAKeytab()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString cache =
            QStringLiteral("KRB5CCNAME=FILE:") + tmp.filePath(QStringLiteral("cc"));
        const QStringList props{QStringLiteral("security.protocol=SASL_PLAINTEXT"),
                                QStringLiteral("sasl.mechanisms=GSSAPI")};
        const auto empty = cli(
            props, {QStringLiteral("connect"), QStringLiteral("test"), QStringLiteral("--json")},
            {cache});
        QCOMPARE(empty.exitCode, 1);
        const QString problem =
            QJsonDocument::fromJson(empty.out).object().value(QStringLiteral("problem")).toString();
        QVERIFY2(problem.startsWith(QLatin1String("SASL: Kerberos: no ticket for the default "
                                                  "principal in the ticket cache (run kinit")),
                 qPrintable(problem));

        QProcess kinit;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("KRB5CCNAME"), cache.section(QLatin1Char('='), 1));
        kinit.setProcessEnvironment(env);
        kinit.start(QStringLiteral("kinit"),
                    {QStringLiteral("-k"), QStringLiteral("-t"), m_keytab, m_principal});
        QVERIFY(kinit.waitForFinished(30000));
        QVERIFY2(kinit.exitCode() == 0, kinit.readAllStandardError().constData());

        const auto dirs =
            cli(props,
                {QStringLiteral("brokers"), QStringLiteral("log-dirs"), QStringLiteral("--json")},
                {cache});
        QVERIFY2(dirs.exitCode == 0, dirs.err.constData());
        QCOMPARE(QJsonDocument::fromJson(dirs.out)
                     .object()
                     .value(QStringLiteral("brokers"))
                     .toArray()
                     .size(),
                 1);
        const auto ok = cli(
            props, {QStringLiteral("connect"), QStringLiteral("test"), QStringLiteral("--json")},
            {cache});
        QVERIFY2(ok.exitCode == 0, ok.err.constData());
        const QJsonArray steps =
            QJsonDocument::fromJson(ok.out).object().value(QStringLiteral("steps")).toArray();
        QCOMPARE(steps[4][QStringLiteral("detail")].toString(),
                 QStringLiteral("logged in with GSSAPI as alice@KAFSCOPE.LOCAL"));
    }

    // The broker refuses: a ticket for kafka/127.0.0.1, a service principal the KDC knows (added
    // here, with a random key) but whose key the broker lacks (its keytab is kafka/localhost's).
    void theBrokerRefusesATicketForAnotherService()
    {
        QProcess kadmin;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("KRB5_KDC_PROFILE"),
                   m_dir + QStringLiteral("/kerberos/kdc.conf"));
        kadmin.setProcessEnvironment(env);
        kadmin.start(QStringLiteral("/usr/sbin/kadmin.local"),
                     {QStringLiteral("-q"), QStringLiteral("addprinc -randkey kafka/127.0.0.1")});
        QVERIFY(kadmin.waitForFinished(30000));
        QVERIFY2(kadmin.exitCode() == 0, kadmin.readAllStandardError().constData());

        auto refused = protocol::Connection::open(profile(m_principal, m_keytab),
                                                  QStringLiteral("127.0.0.1"), port());
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, Error::Kind::Kafka);
        QCOMPARE(refused.error().code, int(RD_KAFKA_RESP_ERR__AUTHENTICATION));
        QVERIFY2(refused.error().message().startsWith(
                     QStringLiteral("SASL GSSAPI authentication with 127.0.0.1:%1 failed: ")
                         .arg(port())),
                 qPrintable(refused.error().message()));
    }

    // A KDC that cannot be reached: a krb5.conf naming a port where nothing listens.
    void connectionTestReportsAnUnreachableKdc()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        QFile in(m_krb5Conf);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QString conf = QString::fromUtf8(in.readAll());
        auto closed = local::freeLoopbackPorts(1);
        QVERIFY(closed);
        conf.replace(QRegularExpression(QStringLiteral("kdc = 127\\.0\\.0\\.1:\\d+")),
                     QStringLiteral("kdc = 127.0.0.1:%1").arg(closed->value(0)));
        const QString path = tmp.filePath(QStringLiteral("krb5.conf"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(conf.toUtf8());
        out.close();
        const auto r =
            cli(gssapi(m_principal, m_keytab),
                {QStringLiteral("connect"), QStringLiteral("test"), QStringLiteral("--json")},
                {QStringLiteral("KRB5_CONFIG=") + path});
        QCOMPARE(r.exitCode, 1);
        const QJsonArray steps =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("steps")).toArray();
        QCOMPARE(steps.size(), 6);
        QCOMPARE(steps[4][QStringLiteral("result")].toString(), QStringLiteral("failed"));
        const QString problem = steps[4][QStringLiteral("problem")].toString();
        QVERIFY2(problem.contains(QLatin1String("Cannot contact any KDC for realm "
                                                "'KAFSCOPE.LOCAL'")),
                 qPrintable(problem));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestKerberos)
#include "test_kerberos.moc"
