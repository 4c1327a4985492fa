#include "cli/commands.h"

#include "local/demo_data.h"
#include "local/demo_schema_data.h"
#include "local/local_cluster.h"
#include "local/local_kdc.h"
#include "local/local_tls.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>

KS_CLI_COMMAND("local")

namespace kafscope::cli {

namespace {

void printInfo(CliContext &ctx, const local::LocalClusterInfo &info, const QString &verb)
{
    if (ctx.json()) {
        ctx.printJson(info.toJson());
        return;
    }
    ctx.out() << verb << ": " << info.runningCount() << " of " << info.nodes.size()
              << " broker(s) running, Kafka " << info.version << "\n"
              << "bootstrap: " << info.bootstrap << "\n"
              << "dir:       " << info.dir << "\n";
    if (!info.schemaRegistry.isEmpty())
        ctx.out() << "schema registry: " << info.schemaRegistry << "\n";
    if (!info.connect.isEmpty())
        ctx.out() << "connect:   " << info.connect << "\n";
    if (info.security != local::LocalSecurity::Plaintext) {
        ctx.out() << "security:  " << local::securityName(info.security)
                  << (info.authorizer ? " with the StandardAuthorizer (admin is a super user)" : "")
                  << "\n";
        const QJsonArray listeners = info.toJson().value(QStringLiteral("listeners")).toArray();
        for (const QJsonValue &v : listeners) {
            const QJsonObject l = v.toObject();
            ctx.out() << "listener " << l.value(QStringLiteral("name")).toString() << ": "
                      << l.value(QStringLiteral("bootstrap")).toString() << " — "
                      << l.value(QStringLiteral("purpose")).toString() << "\n";
        }
        if (local::usesSasl(info.security))
            for (const QString &user : local::LocalCredentials::users())
                ctx.out() << "user " << user << ": password in "
                          << local::LocalCredentials::passwordFile(info.dir, user) << "\n";
        if (local::usesKerberos(info.security)) {
            const local::LocalKdc kdc(info.dir);
            ctx.out() << "realm:     " << local::LocalKdc::realm()
                      << ", KDC 127.0.0.1:" << kdc.port() << (kdc.running() ? "" : " (stopped)")
                      << "\n"
                      << "clients:   export KRB5_CONFIG=" << kdc.krb5Conf() << "\n";
            for (const QString &user : local::LocalCredentials::users())
                ctx.out() << "user " << user << ": principal "
                          << local::LocalKdc::userPrincipal(user) << ", keytab "
                          << kdc.userKeytab(user) << "\n";
        }
        if (local::usesTls(info.security)) {
            const local::LocalTls tls(info.dir);
            ctx.out() << "CA:        " << tls.caCert() << "\n";
            for (const QString &user : local::LocalCredentials::users())
                ctx.out() << "user " << user << ": certificate " << tls.clientCert(user) << ", key "
                          << tls.clientKey(user) << ", PKCS#12 " << tls.clientP12(user) << "\n";
        }
        ctx.out() << "client settings: local status --dir " << info.dir << " --json\n";
    }
    ctx.out().flush();
}

local::LocalCluster makeCluster(CliContext &ctx)
{
    local::LocalCluster::Options o;
    o.dir = ctx.args().value(KS_OPT("dir"));
    o.brokers = ctx.args().value(KS_OPT("brokers"), QStringLiteral("0")).toInt();
    o.basePort = ctx.args().value(KS_OPT("port"), QStringLiteral("0")).toInt();
    o.version = ctx.args().value(KS_OPT("kafka-version"));
    if (ctx.args().has(KS_OPT("security")))
        o.security = local::parseSecurity(ctx.args().value(KS_OPT("security")));
    o.authorizer = ctx.args().has(KS_OPT("authorizer"));
    o.schemaRegistry = ctx.args().has(KS_OPT("schema-registry"));
    o.connect = ctx.args().has(KS_OPT("connect"));
    o.connectPlugins = ctx.args().value(KS_OPT("connect-plugins"));
    return local::LocalCluster(o);
}

// A Kerberos cluster's brokers are checked with a GSSAPI login, which finds the local realm only
// through KRB5_CONFIG; librdkafka's kinit writes to the default ticket cache. This process (and
// nothing it leaves behind) gets both before any thread starts: the realm's krb5.conf and a cache
// in the cluster's folder, never the user's own.
void useLocalRealm(CliContext &ctx)
{
    QString dir = ctx.args().value(KS_OPT("dir"));
    if (dir.isEmpty())
        dir = local::LocalCluster::defaultDir();
    const local::LocalKdc kdc(QDir(dir).absolutePath());
    const bool kerberos =
        ctx.args().value(KS_OPT("security")).trimmed().toLower() == QLatin1String("sasl_gssapi") ||
        QFile::exists(kdc.krb5Conf());
    if (!kerberos)
        return;
    qputenv("KRB5_CONFIG", kdc.krb5Conf().toLocal8Bit());
    qputenv("KRB5CCNAME",
            (QStringLiteral("FILE:") + kdc.dir() + QStringLiteral("/local.ccache")).toLocal8Bit());
}

int nodeId(CliContext &ctx)
{
    bool ok = false;
    const int id = ctx.args().words.value(2).toInt(&ok);
    return ok ? id : -1;
}

} // namespace

int runLocal(CliContext &ctx)
{
    const QString sub = ctx.args().words.value(1);
    const bool takesNode = sub == QLatin1String("stop-node") || sub == QLatin1String("start-node");
    if (auto e = ctx.args().rejectExtraWords(takesNode ? 3 : 2))
        return ctx.fail(*e);
    if (ctx.args().has(KS_OPT("brokers"))) {
        const int n = ctx.args().value(KS_OPT("brokers")).toInt();
        if (n < 1 || n > 9)
            return ctx.usage(KS_ERR("--brokers takes 1 to 9"));
    }
    // --security, --authorizer and --schema-registry are declared for local start only.
    if (ctx.args().has(KS_OPT("security")) &&
        !local::parseSecurity(ctx.args().value(KS_OPT("security"))))
        return ctx.usage(
            KS_ERR("--security takes plaintext, sasl_plaintext, ssl, sasl_ssl or sasl_gssapi"));
    if (sub == QLatin1String("start") || sub == QLatin1String("start-node"))
        useLocalRealm(ctx);
    local::LocalCluster cluster = makeCluster(ctx);
    if (sub == QLatin1String("start")) {
        auto info = cluster.start();
        if (!info)
            return ctx.fail(info.error());
        printInfo(ctx, info.value(),
                  info->reused ? QStringLiteral("already running") : QStringLiteral("started"));
        return ExitOk;
    }
    if (sub == QLatin1String("stop")) {
        auto info = cluster.stop();
        if (!info)
            return ctx.fail(info.error());
        if (ctx.args().has(KS_OPT("purge")))
            if (auto s = cluster.purge(); !s)
                return ctx.fail(s.error());
        printInfo(ctx, info.value(), QStringLiteral("stopped"));
        return ExitOk;
    }
    if (sub == QLatin1String("status")) {
        auto info = cluster.status();
        if (!info)
            return ctx.fail(info.error());
        printInfo(ctx, info.value(), QStringLiteral("status"));
        return info->runningCount() == info->nodes.size() ? ExitOk : ExitKafkaError;
    }
    if (sub == QLatin1String("stop-node") || sub == QLatin1String("start-node")) {
        const int id = nodeId(ctx);
        if (id < 0)
            return ctx.usage(KS_ERR("local %1 takes a node id").arg(sub));
        auto s = sub == QLatin1String("stop-node") ? cluster.stopNode(id) : cluster.startNode(id);
        if (!s)
            return ctx.fail(s.error());
        auto info = cluster.status();
        if (!info)
            return ctx.fail(info.error());
        printInfo(ctx, info.value(), sub);
        return ExitOk;
    }
    if (sub == QLatin1String("seed-demo")) {
        auto info = cluster.status();
        ConnectionProfile profile = ctx.profile();
        if (ctx.args().has(KS_OPT("dir")) && info)
            profile.bootstrap = info->bootstrap;
        auto seeded = local::seedDemoData(profile);
        if (!seeded)
            return ctx.fail(seeded.error());
        // With the local schema registry running: an Avro and a Protobuf topic as well.
        const QString registry =
            info && info->bootstrap == profile.bootstrap ? info->schemaRegistry : QString();
        std::optional<bool> schemaSeeded;
        if (!registry.isEmpty()) {
            auto s = local::seedSchemaDemoData(profile, registry);
            if (!s)
                return ctx.fail(s.error());
            schemaSeeded = s.value();
        }
        if (ctx.json()) {
            QJsonObject o{{QStringLiteral("topic"), QStringLiteral("test-topic")},
                          {QStringLiteral("produced"), seeded.value() ? 7 : 0}};
            if (schemaSeeded)
                o.insert(QStringLiteral("schema_topics"),
                         QJsonObject{
                             {QStringLiteral("demo-orders-avro"), *schemaSeeded ? 24 : 0},
                             {QStringLiteral("demo-payments-protobuf"), *schemaSeeded ? 24 : 0}});
            ctx.printJson(o);
        } else {
            ctx.out() << (seeded.value() ? "created test-topic with 7 messages\n"
                                         : "test-topic already exists; left as it is\n");
            if (schemaSeeded)
                ctx.out() << (*schemaSeeded
                                  ? "created demo-orders-avro and demo-payments-protobuf with 24 "
                                    "records each\n"
                                  : "the schema demo topics already exist; left as they are\n");
        }
        return ExitOk;
    }
    return ctx.usage(KS_ERR("local takes start, stop, status, stop-node, start-node or seed-demo"));
}

} // namespace kafscope::cli
