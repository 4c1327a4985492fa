// ACLs and SCRAM users on the kafka1secure fixture (Kafka 4.1 with the StandardAuthorizer), checked
// both ways against Kafka's own tools: ACLs that AclCommand adds are what `acls list` prints, and
// ACLs that Kafscope adds are what AclCommand --list prints; the format-time SCRAM users are listed
// with their mechanisms, and a user Kafscope adds can log in. Read-only refuses every change.
#include "acl_tools.h"
#include "test_main.h"
#include "test_cluster.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <set>
#include <tuple>

using namespace kafscope;
using test::Acl;

namespace {

QString readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QString::fromLatin1(f.readAll()).trimmed();
}

} // namespace

class TestAclsUsers : public QObject {
    Q_OBJECT
    QString m_dir, m_bootstrap; // the SASL_PLAINTEXT listener
    QTemporaryDir m_tmp;

    QString password(const QString &user) const
    {
        return readFile(m_dir + QStringLiteral("/sasl/") + user + QStringLiteral(".password"));
    }
    QStringList login(const QString &user, const QString &pw,
                      const QString &mechanism = QStringLiteral("SCRAM-SHA-512")) const
    {
        return {QStringLiteral("-X"), QStringLiteral("security.protocol=SASL_PLAINTEXT"),
                QStringLiteral("-X"), QStringLiteral("sasl.mechanisms=") + mechanism,
                QStringLiteral("-X"), QStringLiteral("sasl.username=") + user,
                QStringLiteral("-X"), QStringLiteral("sasl.password=") + pw};
    }
    test::ProcessResult cli(const QStringList &auth, const QStringList &args,
                            const QStringList &env = {})
    {
        return test::runProgram(
            "KAFSCOPE_CLI", QStringList{QStringLiteral("--bootstrap"), m_bootstrap} + auth + args,
            120000, env);
    }
    test::ProcessResult admin(const QStringList &args, const QStringList &env = {})
    {
        return cli(login(QStringLiteral("admin"), password(QStringLiteral("admin"))), args, env);
    }

    // AclCommand --list --principal P as the admin user, parsed.
    std::set<test::Acl> javaList(const QString &principal)
    {
        return test::javaAclList(m_bootstrap, password(QStringLiteral("admin")), m_tmp.path(),
                                 principal);
    }
    QByteArray aclCommand(const QStringList &args)
    {
        return test::aclCommand(m_bootstrap, password(QStringLiteral("admin")), m_tmp.path(), args);
    }

    std::set<test::Acl> kafscopeList(const QString &principal)
    {
        const test::ProcessResult r =
            admin({QStringLiteral("acls"), QStringLiteral("list"), QStringLiteral("--principal"),
                   principal, QStringLiteral("--json")});
        if (r.exitCode != 0)
            qFatal("acls list: %s", r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        // This cluster has an authorizer: said as such, so an empty list means "no ACL matches".
        if (o.value(QStringLiteral("authorizer")).toString() != QLatin1String("configured") ||
            !o.value(QStringLiteral("enforced")).toBool())
            qFatal("acls list --json: %s", r.out.constData());
        std::set<test::Acl> acls;
        for (const QJsonValue &v : o.value(QStringLiteral("acls")).toArray())
            acls.insert(
                {v[QStringLiteral("principal")].toString(),
                 v[QStringLiteral("resource_type")].toString(),
                 v[QStringLiteral("resource")].toString(), v[QStringLiteral("pattern")].toString(),
                 v[QStringLiteral("operation")].toString(),
                 v[QStringLiteral("permission")].toString(), v[QStringLiteral("host")].toString()});
        return acls;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_dir = test::clusterDir("kafka1secure");
        const test::ProcessResult r = test::runProgram(
            "KAFSCOPE_CLI", {QStringLiteral("local"), QStringLiteral("status"),
                             QStringLiteral("--dir"), m_dir, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        for (const QJsonValue &l :
             QJsonDocument::fromJson(r.out).object().value(QStringLiteral("listeners")).toArray())
            if (l[QStringLiteral("name")].toString() == QLatin1String("SASL_PLAINTEXT"))
                m_bootstrap = l[QStringLiteral("bootstrap")].toString();
        QVERIFY2(!m_bootstrap.isEmpty(), r.out.constData());
    }

    void aclsFromKafkasToolAreListedExactly()
    {
        const QString principal =
            QStringLiteral("User:") + test::uniqueName(QStringLiteral("java-acl"));
        aclCommand({QStringLiteral("--add"), QStringLiteral("--allow-principal"), principal,
                    QStringLiteral("--operation"), QStringLiteral("Write"),
                    QStringLiteral("--operation"), QStringLiteral("DescribeConfigs"),
                    QStringLiteral("--topic"), QStringLiteral("pay"),
                    QStringLiteral("--resource-pattern-type"), QStringLiteral("prefixed")});
        aclCommand({QStringLiteral("--add"), QStringLiteral("--deny-principal"), principal,
                    QStringLiteral("--deny-host"), QStringLiteral("10.0.0.7"),
                    QStringLiteral("--operation"), QStringLiteral("Read"),
                    QStringLiteral("--group"), QStringLiteral("billing")});
        aclCommand({QStringLiteral("--add"), QStringLiteral("--allow-principal"), principal,
                    QStringLiteral("--operation"), QStringLiteral("IdempotentWrite"),
                    QStringLiteral("--cluster")});
        const std::set<Acl> expected{
            {principal, QStringLiteral("topic"), QStringLiteral("pay"), QStringLiteral("prefixed"),
             QStringLiteral("write"), QStringLiteral("allow"), QStringLiteral("*")},
            {principal, QStringLiteral("topic"), QStringLiteral("pay"), QStringLiteral("prefixed"),
             QStringLiteral("describe-configs"), QStringLiteral("allow"), QStringLiteral("*")},
            {principal, QStringLiteral("group"), QStringLiteral("billing"),
             QStringLiteral("literal"), QStringLiteral("read"), QStringLiteral("deny"),
             QStringLiteral("10.0.0.7")},
            {principal, QStringLiteral("cluster"), QStringLiteral("kafka-cluster"),
             QStringLiteral("literal"), QStringLiteral("idempotent-write"), QStringLiteral("allow"),
             QStringLiteral("*")}};
        QCOMPARE(javaList(principal), expected); // the parse of Kafka's output is right
        QCOMPARE(kafscopeList(principal), expected);
    }

    void aclsFromKafscopeAreListedByKafkasTool()
    {
        const QString principal =
            QStringLiteral("User:") + test::uniqueName(QStringLiteral("kafscope-acl"));
        test::ProcessResult r = admin(
            {QStringLiteral("acls"), QStringLiteral("create"), QStringLiteral("--principal"),
             principal, QStringLiteral("--resource-type"), QStringLiteral("topic"),
             QStringLiteral("--resource"), QStringLiteral("orders"), QStringLiteral("--operation"),
             QStringLiteral("read"), QStringLiteral("--operation"), QStringLiteral("describe")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        // The output names the equivalent command of Kafka's tool.
        QVERIFY2(r.out.contains("kafka-acls.sh --bootstrap-server") &&
                     r.out.contains("--operation Describe --topic orders"),
                 r.out.constData());
        r = admin({QStringLiteral("acls"), QStringLiteral("create"), QStringLiteral("--principal"),
                   principal, QStringLiteral("--resource-type"), QStringLiteral("group"),
                   QStringLiteral("--resource"), QStringLiteral("app-"),
                   QStringLiteral("--pattern"), QStringLiteral("prefixed"),
                   QStringLiteral("--operation"), QStringLiteral("read")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const std::set<Acl> expected{{principal, QStringLiteral("topic"), QStringLiteral("orders"),
                                      QStringLiteral("literal"), QStringLiteral("read"),
                                      QStringLiteral("allow"), QStringLiteral("*")},
                                     {principal, QStringLiteral("topic"), QStringLiteral("orders"),
                                      QStringLiteral("literal"), QStringLiteral("describe"),
                                      QStringLiteral("allow"), QStringLiteral("*")},
                                     {principal, QStringLiteral("group"), QStringLiteral("app-"),
                                      QStringLiteral("prefixed"), QStringLiteral("read"),
                                      QStringLiteral("allow"), QStringLiteral("*")}};
        QCOMPARE(javaList(principal), expected);

        // Delete: the dry run shows what the filter matches, --yes deletes exactly that.
        r = admin({QStringLiteral("acls"), QStringLiteral("delete"), QStringLiteral("--principal"),
                   principal, QStringLiteral("--resource-type"), QStringLiteral("topic"),
                   QStringLiteral("--dry-run"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(QJsonDocument::fromJson(r.out).array().size(), 2);
        QCOMPARE(javaList(principal).size(), size_t(3)); // nothing deleted by the preview
        r = admin({QStringLiteral("acls"), QStringLiteral("delete"), QStringLiteral("--principal"),
                   principal, QStringLiteral("--resource-type"), QStringLiteral("topic"),
                   QStringLiteral("--yes"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(QJsonDocument::fromJson(r.out)
                     .object()
                     .value(QStringLiteral("deleted"))
                     .toArray()
                     .size(),
                 2);
        // What is left is the group binding alone (the set is ordered by principal, then resource
        // type).
        const std::set<Acl> groupOnly{{principal, QStringLiteral("group"), QStringLiteral("app-"),
                                       QStringLiteral("prefixed"), QStringLiteral("read"),
                                       QStringLiteral("allow"), QStringLiteral("*")}};
        QCOMPARE(javaList(principal), groupOnly);
        // Without a narrowing filter, delete is refused (it would take every ACL of the cluster).
        r = admin({QStringLiteral("acls"), QStringLiteral("delete"), QStringLiteral("--yes")});
        QCOMPARE(r.exitCode, 2);
    }

    // Issue 32 F8 (probes 2b, 2e): a delete filter that could match every ACL is refused whatever
    // its spelling; the pattern is literal unless given, as in kafka-acls --remove.
    void aclDeleteNeedsANameAndDefaultsToLiteral()
    {
        const QString principal =
            QStringLiteral("User:") + test::uniqueName(QStringLiteral("f8-acl"));
        const QString topic = test::uniqueName(QStringLiteral("f8-orders"));
        for (const QString &pattern : {QStringLiteral("literal"), QStringLiteral("prefixed")}) {
            const test::ProcessResult r = admin(
                {QStringLiteral("acls"), QStringLiteral("create"), QStringLiteral("--principal"),
                 principal, QStringLiteral("--resource-type"), QStringLiteral("topic"),
                 QStringLiteral("--resource"), topic, QStringLiteral("--pattern"), pattern,
                 QStringLiteral("--operation"), QStringLiteral("read")});
            QVERIFY2(r.exitCode == 0, r.err.constData());
        }
        QCOMPARE(javaList(principal).size(), size_t(2));
        const QList<QStringList> refused = {
            {QStringLiteral("--resource-type"), QStringLiteral("any")},
            {QStringLiteral("--resource-type"), QStringLiteral("topic")},
            {QStringLiteral("--resource-type"), QStringLiteral("any"), QStringLiteral("--pattern"),
             QStringLiteral("match")},
            {QStringLiteral("--resource-type"), QStringLiteral("topic"),
             QStringLiteral("--resource"), topic, QStringLiteral("--pattern"),
             QStringLiteral("match")},
            {QStringLiteral("--principal"), QStringLiteral("any")},
            {QStringLiteral("--principal"), QStringLiteral("*")},
            {QStringLiteral("--operation"), QStringLiteral("read"), QStringLiteral("--host"),
             QStringLiteral("*")},
        };
        for (const QStringList &filter : refused) {
            for (const QString &mode : {QStringLiteral("--dry-run"), QStringLiteral("--yes")}) {
                const test::ProcessResult r =
                    admin(QStringList{QStringLiteral("acls"), QStringLiteral("delete")} + filter +
                          QStringList{mode});
                QVERIFY2(r.exitCode == 2, qPrintable(filter.join(QLatin1Char(' '))));
                QVERIFY2(r.out.isEmpty(), r.out.constData());
            }
        }
        QCOMPARE(javaList(principal).size(), size_t(2)); // nothing deleted
        // Named resource, no --pattern: the literal binding only, in the preview and the delete.
        const QStringList byResource{QStringLiteral("acls"),
                                     QStringLiteral("delete"),
                                     QStringLiteral("--resource-type"),
                                     QStringLiteral("topic"),
                                     QStringLiteral("--resource"),
                                     topic};
        test::ProcessResult r =
            admin(byResource + QStringList{QStringLiteral("--dry-run"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray preview = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(preview.size(), 1);
        QCOMPARE(preview[0][QStringLiteral("pattern")].toString(), QStringLiteral("literal"));
        r = admin(byResource + QStringList{QStringLiteral("--yes"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(QJsonDocument::fromJson(r.out)[QStringLiteral("deleted")].toArray().size(), 1);
        const std::set<Acl> prefixedOnly{{principal, QStringLiteral("topic"), topic,
                                          QStringLiteral("prefixed"), QStringLiteral("read"),
                                          QStringLiteral("allow"), QStringLiteral("*")}};
        QCOMPARE(javaList(principal), prefixedOnly);
        r = admin({QStringLiteral("acls"), QStringLiteral("delete"), QStringLiteral("--principal"),
                   principal, QStringLiteral("--pattern"), QStringLiteral("any"),
                   QStringLiteral("--yes")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(javaList(principal).empty());
    }

    // Issue 32 F7 (probe 9b): a SCRAM user and an ACL principal with terminal control sequences
    // are printed escaped in text (listings and echoes), exact in --json.
    void namesWithControlSequencesAreEscaped()
    {
        const auto hasRawControl = [](const QByteArray &bytes) {
            for (const QChar c : QString::fromUtf8(bytes))
                if ((c.unicode() < 0x20 && c != QLatin1Char('\n') && c != QLatin1Char('\t')) ||
                    (c.unicode() >= 0x7F && c.unicode() < 0xA0))
                    return true;
            return false;
        };
        const QString user = test::uniqueName(QStringLiteral("ev")) + QStringLiteral("\x1b[31mil");
        const QString principal = QStringLiteral("User:") + user;
        test::ProcessResult r = admin({QStringLiteral("users"), QStringLiteral("add"), user},
                                      {QStringLiteral("KAFSCOPE_USER_PASSWORD=pw12345678")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(!hasRawControl(r.out) && r.out.contains("\\x1B[31mil"), r.out.constData());
        r = admin({QStringLiteral("users"), QStringLiteral("list"), user});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(!hasRawControl(r.out) && r.out.contains("\\x1B[31mil"), r.out.constData());
        r = admin(
            {QStringLiteral("users"), QStringLiteral("list"), user, QStringLiteral("--json")});
        QCOMPARE(QJsonDocument::fromJson(r.out)
                     .object()
                     .value(QStringLiteral("users"))
                     .toArray()[0][QStringLiteral("user")]
                     .toString(),
                 user);

        r = admin({QStringLiteral("acls"), QStringLiteral("create"), QStringLiteral("--principal"),
                   principal, QStringLiteral("--resource-type"), QStringLiteral("topic"),
                   QStringLiteral("--resource"), QStringLiteral("esct"),
                   QStringLiteral("--operation"), QStringLiteral("read")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(!hasRawControl(r.out) && r.out.contains("\\x1B[31mil"), r.out.constData());
        r = admin({QStringLiteral("acls"), QStringLiteral("list"), QStringLiteral("--principal"),
                   principal});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(!hasRawControl(r.out) && r.out.contains("\\x1B[31mil"), r.out.constData());
        QCOMPARE(kafscopeList(principal).size(), size_t(1));
        QCOMPARE(std::get<0>(*kafscopeList(principal).begin()), principal); // --json: exact

        r = admin({QStringLiteral("acls"), QStringLiteral("delete"), QStringLiteral("--principal"),
                   principal, QStringLiteral("--yes")});
        QVERIFY2(r.exitCode == 0 && !hasRawControl(r.out), r.out.constData());
        r = admin(
            {QStringLiteral("users"), QStringLiteral("delete"), user, QStringLiteral("--yes")});
        QVERIFY2(r.exitCode == 0 && !hasRawControl(r.out), r.out.constData());
    }

    void usersAreListedAndAnAddedUserLogsIn()
    {
        test::ProcessResult r =
            admin({QStringLiteral("users"), QStringLiteral("list"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        // The SASL_PLAINTEXT listener takes SCRAM: no note that users would have no effect.
        const QJsonObject listed0 = QJsonDocument::fromJson(r.out).object();
        QVERIFY2(listed0.value(QStringLiteral("sasl_listener")).toBool() &&
                     listed0.value(QStringLiteral("scram_login")).toBool() &&
                     !listed0.contains(QStringLiteral("note")),
                 r.out.constData());
        QVERIFY2(listed0.value(QStringLiteral("listeners"))
                     .toArray()
                     .contains(QJsonObject{
                         {QStringLiteral("name"), QStringLiteral("SASL_PLAINTEXT")},
                         {QStringLiteral("protocol"), QStringLiteral("SASL_PLAINTEXT")}}),
                 r.out.constData());
        r = admin({QStringLiteral("users"), QStringLiteral("list")});
        QVERIFY2(r.exitCode == 0 && !r.out.contains("no SASL listener"), r.out.constData());
        r = admin({QStringLiteral("users"), QStringLiteral("list"), QStringLiteral("--json")});
        QMap<QString, QStringList> mechanisms;
        for (const QJsonValue &u :
             QJsonDocument::fromJson(r.out).object().value(QStringLiteral("users")).toArray())
            for (const QJsonValue &c : u[QStringLiteral("credentials")].toArray())
                mechanisms[u[QStringLiteral("user")].toString()]
                    << c[QStringLiteral("mechanism")].toString();
        // Created at format time with both mechanisms.
        for (const char *u : {"admin", "alice"})
            QCOMPARE(
                mechanisms.value(QLatin1String(u)),
                (QStringList{QStringLiteral("SCRAM-SHA-256"), QStringLiteral("SCRAM-SHA-512")}));

        const QString user = test::uniqueName(QStringLiteral("bob"));
        const QString pw = QStringLiteral("pw-") + test::uniqueName(QStringLiteral("x"));
        // The password comes from the environment (or stdin), never from argv.
        r = admin({QStringLiteral("users"), QStringLiteral("add"), user,
                   QStringLiteral("--mechanism"), QStringLiteral("SCRAM-SHA-512"),
                   QStringLiteral("--iterations"), QStringLiteral("4096")},
                  {QStringLiteral("KAFSCOPE_USER_PASSWORD=") + pw});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(!r.out.contains(pw.toUtf8()) && !r.err.contains(pw.toUtf8()));
        r = admin(
            {QStringLiteral("users"), QStringLiteral("list"), user, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray listed =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("users")).toArray();
        QCOMPARE(listed.size(), 1);
        QCOMPARE(listed[0][QStringLiteral("credentials")]
                     .toArray()[0][QStringLiteral("iterations")]
                     .toInt(),
                 4096);
        // The new user logs in (SCRAM propagates to the broker's cache right after the change).
        bool loggedIn = false;
        for (int i = 0; i < 20 && !loggedIn; ++i) {
            loggedIn = cli(login(user, pw), {QStringLiteral("cluster"), QStringLiteral("--json")})
                           .exitCode == 0;
            if (!loggedIn)
                QTest::qWait(500);
        }
        QVERIFY(loggedIn);
        // A wrong password does not.
        QCOMPARE(cli(login(user, pw + QStringLiteral("x")), {QStringLiteral("cluster")}).exitCode,
                 1);
        // Deleted: no longer listed, no longer logs in.
        r = admin(
            {QStringLiteral("users"), QStringLiteral("delete"), user, QStringLiteral("--yes")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = admin({QStringLiteral("users"), QStringLiteral("list"), QStringLiteral("--json")});
        QVERIFY(!r.out.contains(user.toUtf8()));
        QTRY_VERIFY_WITH_TIMEOUT(cli(login(user, pw), {QStringLiteral("cluster")}).exitCode != 0,
                                 20000);
    }

    void readOnlyRefusesEveryChange()
    {
        const QString principal = QStringLiteral("User:") + test::uniqueName(QStringLiteral("ro"));
        const QStringList ro{QStringLiteral("--read-only")};
        const auto refused = [](const test::ProcessResult &r) {
            return r.exitCode == 1 && r.err.contains("Read-only connection");
        };
        test::ProcessResult r =
            admin(ro + QStringList{QStringLiteral("acls"), QStringLiteral("create"),
                                   QStringLiteral("--principal"), principal,
                                   QStringLiteral("--resource"), QStringLiteral("t"),
                                   QStringLiteral("--operation"), QStringLiteral("read")});
        QVERIFY2(refused(r), r.err.constData());
        QVERIFY(kafscopeList(principal).empty());
        r = admin(ro + QStringList{QStringLiteral("acls"), QStringLiteral("delete"),
                                   QStringLiteral("--principal"), principal,
                                   QStringLiteral("--yes")});
        QVERIFY2(refused(r), r.err.constData());
        r = admin(ro + QStringList{QStringLiteral("users"), QStringLiteral("add"),
                                   QStringLiteral("ro-user")},
                  {QStringLiteral("KAFSCOPE_USER_PASSWORD=secret-ro")});
        QVERIFY2(refused(r), r.err.constData());
        r = admin(ro + QStringList{QStringLiteral("users"), QStringLiteral("delete"),
                                   QStringLiteral("alice"), QStringLiteral("--yes")});
        QVERIFY2(refused(r), r.err.constData());
        // Nothing changed.
        r = admin({QStringLiteral("users"), QStringLiteral("list"), QStringLiteral("--json")});
        QVERIFY(r.out.contains("\"alice\"") && !r.out.contains("ro-user"));
    }

    void aRestrictedUserIsToldWhichRightIsMissing()
    {
        // alice is no super user. As admin: one topic she may use, one she may only describe, one
        // she may not see; she may read one group.
        const QString base = test::uniqueName(QStringLiteral("restricted"));
        const QString open = base + QStringLiteral("-open"),
                      describeOnly = base + QStringLiteral("-desc"),
                      hidden = base + QStringLiteral("-hidden"),
                      group = base + QStringLiteral("-g");
        for (const QString &t : {open, describeOnly, hidden}) {
            const test::ProcessResult r =
                admin({QStringLiteral("topics"), QStringLiteral("create"), t,
                       QStringLiteral("--partitions"), QStringLiteral("2")});
            QVERIFY2(r.exitCode == 0, r.err.constData());
        }
        const auto grant = [&](const QString &type, const QString &name, const QStringList &ops) {
            QStringList args{QStringLiteral("acls"),
                             QStringLiteral("create"),
                             QStringLiteral("--principal"),
                             QStringLiteral("User:alice"),
                             QStringLiteral("--resource-type"),
                             type,
                             QStringLiteral("--resource"),
                             name};
            for (const QString &op : ops)
                args << QStringLiteral("--operation") << op;
            return admin(args).exitCode;
        };
        QCOMPARE(
            grant(QStringLiteral("topic"), open,
                  {QStringLiteral("describe"), QStringLiteral("read"), QStringLiteral("write")}),
            0);
        QCOMPARE(grant(QStringLiteral("topic"), describeOnly, {QStringLiteral("describe")}), 0);
        QCOMPARE(grant(QStringLiteral("group"), group, {QStringLiteral("read")}), 0);
        QVERIFY(admin({QStringLiteral("produce"), describeOnly, QStringLiteral("--value"),
                       QStringLiteral("x")})
                    .exitCode == 0);

        const QStringList alice = login(QStringLiteral("alice"), password(QStringLiteral("alice")),
                                        QStringLiteral("SCRAM-SHA-256"));
        const auto as = [&](const QStringList &args) { return cli(alice, args); };
        // Each refusal names the right, the resource and the command that grants it.
        const auto refused = [&](const QStringList &args, const QString &right,
                                 const QString &resource) {
            const test::ProcessResult r = as(args);
            const QString err = QString::fromUtf8(r.err);
            if (r.exitCode != 1 || !err.contains(QStringLiteral("Not authorized to")) ||
                !err.contains(QStringLiteral("User:alice")) || !err.contains(right) ||
                !err.contains(resource) || !err.contains(QStringLiteral("kafka-acls.sh")))
                return QStringLiteral("%1 -> exit %2: %3")
                    .arg(args.join(QLatin1Char(' ')))
                    .arg(r.exitCode)
                    .arg(err);
            return QString();
        };

        // Lists: what she may describe, and a note that Kafka hides the rest.
        test::ProcessResult r =
            as({QStringLiteral("topics"), QStringLiteral("list"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains(open.toUtf8()) && r.out.contains(describeOnly.toUtf8()) &&
                !r.out.contains(hidden.toUtf8()));
        QVERIFY2(r.err.contains("Kafka lists only the topics User:alice may describe"),
                 r.err.constData());
        r = as({QStringLiteral("groups"), QStringLiteral("list")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains("Kafka lists only the groups User:alice may describe"),
                 r.err.constData());
        // The admin is told nothing of the kind.
        r = admin({QStringLiteral("topics"), QStringLiteral("list")});
        QVERIFY2(r.exitCode == 0 && !r.err.contains("Kafka lists only"), r.err.constData());

        QString why;
        QVERIFY2(
            (why = refused({QStringLiteral("topics"), QStringLiteral("describe"), hidden},
                           QStringLiteral("DESCRIBE right"), QStringLiteral("topic ") + hidden))
                .isEmpty(),
            qPrintable(why));
        QVERIFY2(
            (why = refused({QStringLiteral("consume"), hidden, QStringLiteral("--from"),
                            QStringLiteral("oldest"), QStringLiteral("--max"), QStringLiteral("1")},
                           QStringLiteral("DESCRIBE right"), QStringLiteral("topic ") + hidden))
                .isEmpty(),
            qPrintable(why));
        QVERIFY2(
            (why = refused({QStringLiteral("consume"), describeOnly, QStringLiteral("--from"),
                            QStringLiteral("oldest"), QStringLiteral("--max"), QStringLiteral("1")},
                           QStringLiteral("READ right"),
                           QStringLiteral("--operation Read --topic ") + describeOnly))
                .isEmpty(),
            qPrintable(why));
        QVERIFY2((why = refused({QStringLiteral("groups"), QStringLiteral("describe"),
                                 base + QStringLiteral("-other")},
                                QStringLiteral("DESCRIBE right"),
                                QStringLiteral("group ") + base + QStringLiteral("-other")))
                     .isEmpty(),
                 qPrintable(why));
        QVERIFY2((why = refused(
                      {QStringLiteral("offsets-log"), QStringLiteral("--max"), QStringLiteral("1")},
                      QStringLiteral("READ right"), QStringLiteral("topic __consumer_offsets")))
                     .isEmpty(),
                 qPrintable(why));
        QVERIFY2((why = refused({QStringLiteral("rebalance"), QStringLiteral("watch"), group,
                                 QStringLiteral("--for"), QStringLiteral("2")},
                                QStringLiteral("READ right"),
                                QStringLiteral("topic __consumer_offsets")))
                     .isEmpty(),
                 qPrintable(why));
        QVERIFY2((why = refused({QStringLiteral("harness"), QStringLiteral("priority"),
                                 QStringLiteral("--duration"), QStringLiteral("1s"),
                                 QStringLiteral("--topic-prefix"), base + QStringLiteral("-prio")},
                                QStringLiteral("CREATE right"),
                                QStringLiteral("topic ") + base + QStringLiteral("-prio")))
                     .isEmpty(),
                 qPrintable(why));
        QVERIFY2((why = refused({QStringLiteral("topics"), QStringLiteral("create"),
                                 base + QStringLiteral("-new")},
                                QStringLiteral("CREATE right"),
                                QStringLiteral("topic ") + base + QStringLiteral("-new")))
                     .isEmpty(),
                 qPrintable(why));

        // Topic configs need DESCRIBE_CONFIGS: the describe still shows partitions and says what is
        // missing.
        r = as({QStringLiteral("topics"), QStringLiteral("describe"), open});
        QVERIFY2(r.exitCode == 0 && r.out.contains("partitions: 2"), r.err.constData());
        QVERIFY2(r.err.contains("Not authorized to read the configs of topic " + open.toUtf8()) &&
                     r.err.contains("DESCRIBE_CONFIGS"),
                 r.err.constData());

        // Producing: allowed where WRITE is granted, named where not.
        r = as(
            {QStringLiteral("produce"), open, QStringLiteral("--value"), QStringLiteral("hello")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = as({QStringLiteral("produce"), describeOnly, QStringLiteral("--value"),
                QStringLiteral("hello")});
        QVERIFY2(r.exitCode == 1 &&
                     r.err.contains("Not authorized to write to topic " + describeOnly.toUtf8()) &&
                     r.err.contains("WRITE right"),
                 r.err.constData());
        r = as({QStringLiteral("consume"), open, QStringLiteral("--from"), QStringLiteral("oldest"),
                QStringLiteral("--max"), QStringLiteral("1")});
        QVERIFY2(r.exitCode == 0 && r.out.contains("hello"), r.err.constData());

        // ACLs and SCRAM users need rights on the cluster: refused, never an empty list and never a
        // crash.
        for (const QStringList &args :
             {QStringList{QStringLiteral("acls"), QStringLiteral("list")},
              QStringList{QStringLiteral("users"), QStringLiteral("list")}}) {
            r = as(args);
            QVERIFY2(r.exitCode == 1 && r.err.contains("not authorized") &&
                         r.err.contains("cluster"),
                     r.err.constData());
        }
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestAclsUsers)
#include "test_acls_users.moc"
