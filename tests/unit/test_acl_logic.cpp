// ACL names, checks, the kafka-acls command and the "what may this principal do" decision.
#include "admin/acl_admin.h"
#include "test_main.h"
#include "admin/cluster_security.h"

#include <QtTest>

using namespace kafscope;

namespace {

AclBinding acl(const QString &principal, const QString &type, const QString &name,
               const QString &pattern, const QString &op,
               const QString &permission = QStringLiteral("allow"),
               const QString &host = QStringLiteral("*"))
{
    AclBinding b;
    b.principal = principal;
    b.resourceType = type;
    b.resourceName = name;
    b.patternType = pattern;
    b.operation = op;
    b.permission = permission;
    b.host = host;
    return b;
}

const AclDecision &decision(const QList<AclDecision> &ds, const char *op)
{
    for (const AclDecision &d : ds)
        if (d.operation == QLatin1String(op))
            return d;
    qFatal("no decision for %s", op);
}

} // namespace

class TestAclLogic : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void bindingsAreChecked()
    {
        const QString u = QStringLiteral("User:alice");
        QVERIFY(checkAclBinding(acl(u, QStringLiteral("topic"), QStringLiteral("t"),
                                    QStringLiteral("literal"), QStringLiteral("read")))
                    .ok());
        QVERIFY(checkAclBinding(acl(u, QStringLiteral("topic"), QStringLiteral("t"),
                                    QStringLiteral("prefixed"), QStringLiteral("describe-configs")))
                    .ok());
        QVERIFY(checkAclBinding(acl(u, QStringLiteral("topic"), QStringLiteral("t"),
                                    QStringLiteral("literal"), QStringLiteral("DESCRIBE_CONFIGS")))
                    .ok());
        QVERIFY(!checkAclBinding(acl(QStringLiteral("alice"), QStringLiteral("topic"),
                                     QStringLiteral("t"), QStringLiteral("literal"),
                                     QStringLiteral("read")))
                     .ok());
        QVERIFY(!checkAclBinding(acl(u, QStringLiteral("queue"), QStringLiteral("t"),
                                     QStringLiteral("literal"), QStringLiteral("read")))
                     .ok());
        QVERIFY(!checkAclBinding(acl(u, QStringLiteral("topic"), QStringLiteral("t"),
                                     QStringLiteral("match"), QStringLiteral("read")))
                     .ok());
        QVERIFY(!checkAclBinding(acl(u, QStringLiteral("topic"), QStringLiteral("t"),
                                     QStringLiteral("literal"), QStringLiteral("fly")))
                     .ok());
        QVERIFY(!checkAclBinding(acl(u, QStringLiteral("cluster"), QStringLiteral("other"),
                                     QStringLiteral("literal"), QStringLiteral("alter")))
                     .ok());
        const Status bad = checkAclBinding(acl(u, QStringLiteral("topic"), QStringLiteral("t"),
                                               QStringLiteral("literal"), QStringLiteral("fly")));
        QVERIFY2(bad.error().message().contains(QStringLiteral("idempotent-write")),
                 qPrintable(bad.error().message())); // says what it takes
    }

    // Issue 32 F8: the guard every delete passes (the CLI's and the GUI's, in deleteAcls).
    void deleteFiltersMustNameSomething()
    {
        const auto filter = [](const QString &principal, const QString &type, const QString &name,
                               const QString &pattern) {
            AclFilter f;
            f.principal = principal;
            f.resourceType = type;
            f.resourceName = name;
            f.patternType = pattern;
            return f;
        };
        const QString any = QStringLiteral("any"), none;
        // Could match every binding: refused, whatever the spelling.
        for (const AclFilter &f :
             {filter(none, none, none, none), filter(none, any, none, none),
              filter(none, QStringLiteral("topic"), none, QStringLiteral("literal")),
              filter(none, any, none, QStringLiteral("match")),
              filter(none, any, QStringLiteral("orders"), QStringLiteral("match")),
              filter(QStringLiteral("*"), none, none, none), filter(any, any, none, any),
              filter(QStringLiteral("User:"), none, none, none),
              filter(QStringLiteral("  "), any, QStringLiteral(" "), any)}) {
            const Status s = checkAclDeleteFilter(f);
            QVERIFY2(!s.ok(), qPrintable(f.text()));
            QCOMPARE(s.error().kind, Error::Kind::Usage);
        }
        // A principal or a named resource (literal, prefixed or any pattern): admitted.
        for (const AclFilter &f :
             {filter(QStringLiteral("User:bob"), none, none, none),
              filter(QStringLiteral("User:*"), any, none, QStringLiteral("match")),
              filter(none, any, QStringLiteral("orders"), none),
              filter(none, QStringLiteral("topic"), QStringLiteral("orders"),
                     QStringLiteral("prefixed")),
              filter(none, QStringLiteral("topic"), QStringLiteral("*"), QStringLiteral("literal")),
              filter(none, QStringLiteral("group"), QStringLiteral("g"), any)})
            QVERIFY2(checkAclDeleteFilter(f).ok(), qPrintable(f.text()));
    }

    void kafkaAclsCommand()
    {
        const AclBinding b =
            acl(QStringLiteral("User:bob"), QStringLiteral("group"), QStringLiteral("app-"),
                QStringLiteral("prefixed"), QStringLiteral("describe-configs"),
                QStringLiteral("deny"), QStringLiteral("10.0.0.1"));
        QCOMPARE(b.kafkaAclsCommand(QStringLiteral("h:9092")),
                 QStringLiteral(
                     "kafka-acls.sh --bootstrap-server h:9092 --add --deny-principal User:bob "
                     "--deny-host 10.0.0.1 "
                     "--operation DescribeConfigs --group app- --resource-pattern-type prefixed"));
        const AclBinding star =
            acl(QStringLiteral("User:*"), QStringLiteral("topic"), QStringLiteral("*"),
                QStringLiteral("literal"), QStringLiteral("read"));
        QCOMPARE(star.kafkaAclsCommand(QStringLiteral("h:9092")),
                 QStringLiteral("kafka-acls.sh --bootstrap-server h:9092 --add --allow-principal "
                                "'User:*' --operation Read --topic '*'"));
    }

    void effectiveAccessFollowsTheAuthorizer()
    {
        const QString alice = QStringLiteral("User:alice");
        const QList<AclBinding> acls{
            acl(alice, QStringLiteral("topic"), QStringLiteral("orders"), QStringLiteral("literal"),
                QStringLiteral("read")),
            acl(alice, QStringLiteral("topic"), QStringLiteral("ord"), QStringLiteral("prefixed"),
                QStringLiteral("alter-configs")),
            acl(QStringLiteral("User:*"), QStringLiteral("topic"), QStringLiteral("*"),
                QStringLiteral("literal"), QStringLiteral("write")),
            acl(alice, QStringLiteral("topic"), QStringLiteral("orders"), QStringLiteral("literal"),
                QStringLiteral("write"), QStringLiteral("deny")),
            acl(alice, QStringLiteral("topic"), QStringLiteral("orders"), QStringLiteral("literal"),
                QStringLiteral("delete"), QStringLiteral("allow"),
                QStringLiteral("10.9.9.9")), // another host only
            acl(QStringLiteral("User:bob"), QStringLiteral("topic"), QStringLiteral("orders"),
                QStringLiteral("literal"), QStringLiteral("all")),
        };
        const QList<AclDecision> ds =
            effectiveAccess(acls, alice, QStringLiteral("topic"), QStringLiteral("orders"));
        QVERIFY(decision(ds, "read").allowed);
        QVERIFY(decision(ds, "describe").allowed);         // implied by read
        QVERIFY(decision(ds, "alter-configs").allowed);    // prefixed "ord"
        QVERIFY(decision(ds, "describe-configs").allowed); // implied by alter-configs
        QVERIFY(!decision(ds, "write").allowed);           // the deny wins over User:* on *
        QCOMPARE(decision(ds, "write").because.size(), 1);
        QCOMPARE(decision(ds, "write").because.first().permission, QStringLiteral("deny"));
        QVERIFY(!decision(ds, "delete").allowed); // granted on another host only
        QVERIFY(decision(ds, "delete").because.isEmpty());
        QVERIFY(!decision(ds, "create").allowed);
        // bob: ALL grants every operation on that topic, not on others.
        const QList<AclDecision> bob = effectiveAccess(
            acls, QStringLiteral("User:bob"), QStringLiteral("topic"), QStringLiteral("orders"));
        QVERIFY(decision(bob, "idempotent-write").allowed);
        QVERIFY(decision(bob, "delete").allowed);
        const QList<AclDecision> other = effectiveAccess(
            acls, QStringLiteral("User:bob"), QStringLiteral("topic"), QStringLiteral("payments"));
        QVERIFY(!decision(other, "read").allowed);
        QVERIFY(decision(other, "write").allowed); // User:* on *
    }

    // The broker's listeners as Kafka reads them: names mapped to protocols, a name that is a
    // protocol speaks it, controller listeners are not for clients.
    void brokerListenersAreReadAsKafkaDoes()
    {
        const QString map = QStringLiteral(
            "CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT,SSL:SSL,SASL_PLAINTEXT:SASL_PLAINTEXT,"
            "SASL_SSL:SASL_SSL,INTERNAL:SASL_SSL");
        QCOMPARE(
            parseBrokerListeners(
                QStringLiteral("PLAINTEXT://127.0.0.1:9092,CONTROLLER://127.0.0.1:9093"), map,
                QStringLiteral("CONTROLLER")),
            (QList<BrokerListener>{{QStringLiteral("PLAINTEXT"), QStringLiteral("PLAINTEXT")}}));
        QCOMPARE(parseBrokerListeners(QStringLiteral("internal://:9094, SASL_PLAINTEXT://h:9095"),
                                      map, {}),
                 (QList<BrokerListener>{
                     {QStringLiteral("INTERNAL"), QStringLiteral("SASL_SSL")},
                     {QStringLiteral("SASL_PLAINTEXT"), QStringLiteral("SASL_PLAINTEXT")}}));
        // Not in the map and not a protocol's name: the protocol is not known.
        QCOMPARE(parseBrokerListeners(QStringLiteral("EXTERNAL://h:1"), {}, {}),
                 (QList<BrokerListener>{{QStringLiteral("EXTERNAL"), QString()}}));
        QVERIFY(parseBrokerListeners(QStringLiteral("garbage"), map, {}).isEmpty());
    }

    void scramIsUnusableWithoutASaslListener()
    {
        ClusterSecurity plain;
        plain.listeners = {{QStringLiteral("PLAINTEXT"), QStringLiteral("PLAINTEXT")}};
        plain.listenersKnown = true;
        plain.saslMechanisms = {QStringLiteral("GSSAPI")};
        QVERIFY(!plain.hasSaslListener() && plain.saslListenerKnownAbsent() &&
                !plain.scramEnabled());
        QVERIFY(scramUnusableNote(plain).contains(QStringLiteral("no SASL listener")));
        QVERIFY(scramUnusableNote(plain).contains(QStringLiteral("PLAINTEXT (PLAINTEXT)")));

        ClusterSecurity plainSasl = plain;
        plainSasl.listeners << BrokerListener{QStringLiteral("SASL_SSL"),
                                              QStringLiteral("SASL_SSL")};
        plainSasl.saslMechanisms = {QStringLiteral("PLAIN")};
        QVERIFY(plainSasl.hasSaslListener() && !plainSasl.scramEnabled());
        QVERIFY(scramUnusableNote(plainSasl).contains(QStringLiteral("enable PLAIN, not SCRAM")));

        ClusterSecurity scram = plainSasl;
        scram.saslMechanisms = {QStringLiteral("PLAIN"), QStringLiteral("SCRAM-SHA-512")};
        QVERIFY(scram.scramEnabled());
        QVERIFY(scramUnusableNote(scram).isEmpty());
        // Not read (no DESCRIBE_CONFIGS right): nothing is claimed.
        QVERIFY(scramUnusableNote(ClusterSecurity{}).isEmpty());
        QVERIFY(!ClusterSecurity{}.saslListenerKnownAbsent());
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestAclLogic)
#include "test_acl_logic.moc"
