// ACLs and SCRAM users on the kafka1 fixture: plaintext only and no authorizer. Both are said as
// such (CLI text, --json fields and the core facts), never as "no ACL matches" or an empty list
// that would read "nobody may do anything" or invite adding a user nobody can log in as.
#include "admin/acl_admin.h"
#include "test_main.h"
#include "admin/cluster_security.h"
#include "test_cluster.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace kafscope;

namespace {

test::ProcessResult cli(QStringList args)
{
    args.prepend(test::bootstrap("kafka1"));
    args.prepend(QStringLiteral("--bootstrap"));
    return test::runProgram("KAFSCOPE_CLI", args);
}

} // namespace

class TestSecurityPlaintext : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void coreReadsTheBrokersSecurity()
    {
        auto client = KafkaClient::create(test::profileFor("kafka1"), QStringLiteral("test-sec"));
        QVERIFY(client);
        auto sec = describeClusterSecurity(*client.value());
        QVERIFY2(sec, qPrintable(sec ? QString() : sec.error().message()));
        QCOMPARE(sec->authorizer, AuthorizerState::None);
        QVERIFY(sec->listenersKnown);
        QVERIFY(!sec->hasSaslListener());
        QVERIFY(sec->saslListenerKnownAbsent());
        for (const BrokerListener &l : sec->listeners)
            QVERIFY2(l.name != QLatin1String("CONTROLLER"), qPrintable(l.name));
        // DescribeAcls: librdkafka hands back an empty list; core says why instead.
        auto acls = describeAcls(*client.value(), AclFilter{});
        QVERIFY(!acls);
        QVERIFY(isNoAuthorizer(acls.error()));
        QVERIFY2(acls.error().text.english().startsWith(
                     QStringLiteral("This cluster has no authorizer: ACLs are not enforced")),
                 qPrintable(acls.error().message()));
    }

    void aclsListSaysThereIsNoAuthorizer()
    {
        for (const QStringList &args :
             {QStringList{QStringLiteral("acls"), QStringLiteral("list")},
              QStringList{QStringLiteral("acls"), QStringLiteral("list"),
                          QStringLiteral("--principal"), QStringLiteral("User:alice")}}) {
            const test::ProcessResult r = cli(args);
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QVERIFY2(r.out.contains("This cluster has no authorizer: ACLs are not enforced") &&
                         !r.out.contains("no ACL matches") && !r.out.contains("PRINCIPAL"),
                     r.out.constData());
        }
        const test::ProcessResult r =
            cli({QStringLiteral("acls"), QStringLiteral("list"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("authorizer")).toString(), QStringLiteral("none"));
        QCOMPARE(o.value(QStringLiteral("enforced")), QJsonValue(false));
        QVERIFY(o.value(QStringLiteral("acls")).isArray());
        QVERIFY(o.value(QStringLiteral("acls")).toArray().isEmpty());
        QVERIFY2(
            o.value(QStringLiteral("note")).toString().contains(QStringLiteral("no authorizer")),
            r.out.constData());
    }

    void usersListSaysNoSaslListener()
    {
        test::ProcessResult r = cli({QStringLiteral("users"), QStringLiteral("list")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("This cluster has no SASL listener") &&
                     r.out.contains("adding one has no effect"),
                 r.out.constData());
        r = cli({QStringLiteral("users"), QStringLiteral("list"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("sasl_listener")), QJsonValue(false));
        QCOMPARE(o.value(QStringLiteral("scram_login")), QJsonValue(false));
        QVERIFY(o.value(QStringLiteral("users")).isArray());
        QVERIFY2(
            o.value(QStringLiteral("listeners"))
                .toArray()
                .contains(QJsonObject{{QStringLiteral("name"), QStringLiteral("PLAINTEXT")},
                                      {QStringLiteral("protocol"), QStringLiteral("PLAINTEXT")}}),
            r.out.constData());
        QVERIFY2(o.value(QStringLiteral("note")).toString().contains(QStringLiteral("no SASL")),
                 r.out.constData());
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestSecurityPlaintext)
#include "test_security_plaintext.moc"
