#include "connect/connect_types.h"
#include "cli/cli_profile.h"
#include "cli/commands.h"

#include "common/translations.h"
#include "monitor/monitor_service.h"
#include "offsets/offsets_log_reader.h"

#include <QDateTime>
#include <QFile>
#include <QJsonObject>
#include <QMutex>
#include <QMutexLocker>

#include <chrono>
#include <csignal>
#include <thread>

KS_CLI_COMMAND("monitor")

namespace kafscope::cli {

using namespace kafscope::monitor;

namespace {

volatile std::sig_atomic_t g_monitorStop = 0;

// "30s", "500ms", "2m", "1h" or plain seconds.
std::optional<int> parseDurationMs(const QString &text)
{
    QString t = text.trimmed();
    double factor = 1000;
    if (t.endsWith(QLatin1String("ms"))) {
        factor = 1;
        t.chop(2);
    } else if (t.endsWith(QLatin1Char('s'))) {
        t.chop(1);
    } else if (t.endsWith(QLatin1Char('m'))) {
        factor = 60000;
        t.chop(1);
    } else if (t.endsWith(QLatin1Char('h'))) {
        factor = 3600000;
        t.chop(1);
    }
    bool ok = false;
    const double v = t.toDouble(&ok);
    if (!ok || v <= 0 || v * factor > 86400000.0)
        return std::nullopt;
    return int(v * factor);
}

Result<QList<MonitorTarget>> targetsOf(const CliArgs &a)
{
    QList<MonitorTarget> out;
    for (const QString &name : a.valuesOf(KS_OPT("profile"))) {
        CliArgs one = a;
        one.profile = ConnectionProfile{};
        one.profile.properties = a.commandLineProperties;
        one.profile.readOnly = true;
        if (a.timeoutGiven)
            one.profile.timeoutMs = a.profile.timeoutMs;
        one.bootstrapGiven = false; // --bootstrap names clusters of its own here
        one.profileName = name;
        if (auto s = applySavedProfile(one, false); !s)
            return s.error();
        out << MonitorTarget{name, one.profile};
    }
    const QStringList connectUrls = a.valuesOf(KS_OPT("connect-url"));
    for (const QString &url : connectUrls)
        if (auto s = connect::checkConnectUrl(url); !s)
            return s.error();
    for (const QString &bootstrap : a.valuesOf(KS_OPT("bootstrap"))) {
        ConnectionProfile p;
        p.bootstrap = bootstrap;
        p.connectUrls = connectUrls;
        p.properties = a.commandLineProperties;
        p.readOnly = true;
        if (a.timeoutGiven)
            p.timeoutMs = a.profile.timeoutMs;
        out << MonitorTarget{QString(), p};
    }
    if (out.isEmpty()) {
        // Neither given: the connection every command uses (KAFSCOPE_BOOTSTRAP, localhost:9092).
        ConnectionProfile p = a.profile;
        p.readOnly = true;
        if (!connectUrls.isEmpty())
            p.connectUrls = connectUrls;
        out << MonitorTarget{QString(), p};
    }
    return out;
}

Result<MonitorScope> scopeOf(const CliArgs &a)
{
    MonitorScope scope;
    struct Re {
        const char *option;
        QRegularExpression *target;
        QString value;
    };
    const Re regexes[] = {
        {"topic-filter", &scope.topicFilter, a.value(KS_OPT("topic-filter"))},
        {"topic-exclude", &scope.topicExclude, a.value(KS_OPT("topic-exclude"))},
        {"group-filter", &scope.groupFilter, a.value(KS_OPT("group-filter"))},
        {"group-exclude", &scope.groupExclude, a.value(KS_OPT("group-exclude"))},
    };
    for (const Re &r : regexes) {
        if (r.value.isEmpty())
            continue;
        auto re = parseScopeRegex(r.value, QString::fromLatin1(r.option));
        if (!re)
            return re.error();
        *r.target = re.value();
    }
    struct Bound {
        const char *option;
        int *target;
        QString value;
    };
    const Bound bounds[] = {
        {"max-partitions", &scope.maxPartitions, a.value(KS_OPT("max-partitions"))},
        {"max-groups", &scope.maxGroups, a.value(KS_OPT("max-groups"))},
        {"max-lag-reads", &scope.maxLagTimeReads, a.value(KS_OPT("max-lag-reads"))},
    };
    for (const Bound &b : bounds) {
        if (b.value.isEmpty())
            continue;
        bool ok = false;
        const int v = b.value.toInt(&ok);
        if (!ok || v < 0)
            return Error::usage(KS_ERR("--%1 takes a count >= 0, got %2")
                                    .arg(QString::fromLatin1(b.option), b.value));
        *b.target = v;
    }
    return scope;
}

QString cycleLine(const CycleReport &r)
{
    const QString time = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    if (!r.up)
        return KS_TR("%1 %2: down (%3); serving the last data with kafscope_up 0")
            .arg(time, r.cluster, r.error);
    return KS_TR("%1 %2: up, %3 topics (%4 partitions), %5 groups, collected in %6 s")
        .arg(time, r.cluster)
        .arg(r.topics)
        .arg(r.partitions)
        .arg(r.groups)
        .arg(r.seconds, 0, 'f', 2);
}

int once(CliContext &ctx, const QList<MonitorTarget> &targets, const MonitorScope &scope,
         NameStyle style)
{
    QList<PublishedCluster> all;
    for (const MonitorTarget &t : targets) {
        auto admin = KafkaClient::create(t.profile, QStringLiteral("monitor"));
        if (!admin)
            return ctx.fail(admin.error());
        auto reader = KafkaClient::create(
            t.profile, QStringLiteral("monitor-lag-time"), KafkaClient::Type::Consumer,
            {{QStringLiteral("group.id"),
              QString::fromLatin1(offsets::OffsetsLogReader::kPlaceholderGroup)},
             {QStringLiteral("enable.auto.commit"), QStringLiteral("false")},
             {QStringLiteral("enable.auto.offset.store"), QStringLiteral("false")}});
        if (!reader)
            return ctx.fail(reader.error());
        LagTimeCache cache;
        MonitorSnapshot label;
        label.cluster = t.label.isEmpty() ? t.profile.bootstrap : t.label;
        PublishedCluster pc;
        pc.snapshot = collectSnapshot(*admin.value(), reader.value().get(), scope, &label, cache);
        if (!pc.snapshot.up)
            return ctx.fail(Error::kafka(0, ErrorText::raw(pc.snapshot.lastError)));
        if (!t.profile.connectUrls.isEmpty())
            collectConnect(t.profile, pc.snapshot);
        if (t.label.isEmpty())
            pc.snapshot.cluster = pc.snapshot.clusterId;
        pc.errorsTotal = pc.snapshot.cycleErrors;
        pc.cycles = 1;
        all << pc;
    }
    ctx.out() << QString::fromUtf8(
        exposeText(exposition(all, style, QDateTime::currentMSecsSinceEpoch())));
    ctx.out().flush();
    return ExitOk;
}

} // namespace

int runMonitor(CliContext &ctx)
{
    const CliArgs &a = ctx.args();
    if (a.words.size() != 1)
        return ctx.usage(
            KS_ERR("monitor takes no words, only options (kafscope-cli help monitor)"));
    auto targets = targetsOf(a);
    if (!targets)
        return ctx.fail(targets.error());
    auto scope = scopeOf(a);
    if (!scope)
        return ctx.fail(scope.error());
    const QString names = a.value(KS_OPT("names"), QStringLiteral("kafka_exporter"));
    if (names != QLatin1String("kafka_exporter") && names != QLatin1String("kminion"))
        return ctx.usage(KS_ERR("--names takes kafka_exporter or kminion, got %1").arg(names));
    const NameStyle style =
        names == QLatin1String("kminion") ? NameStyle::Kminion : NameStyle::KafkaExporter;
    if (a.has(KS_OPT("once")))
        return once(ctx, targets.value(), scope.value(), style);

    const auto interval = parseDurationMs(a.value(KS_OPT("interval"), QStringLiteral("30s")));
    if (!interval || *interval < 1000)
        return ctx.usage(KS_ERR("--interval takes a duration of 1s or more (e.g. 30s, 2m)"));
    EndpointOptions endpoint;
    endpoint.listen = a.value(KS_OPT("listen"), QStringLiteral("127.0.0.1:9308"));
    endpoint.allowRemote = a.has(KS_OPT("allow-remote"));
    endpoint.tlsCertificate = a.value(KS_OPT("tls-cert"));
    endpoint.user = a.value(KS_OPT("basic-auth-user"));
    if (!endpoint.user.isEmpty()) {
        // The password never on the command line: a file (systemd's credentials, 0600) or the
        // environment.
        if (const QString file = a.value(KS_OPT("basic-auth-password-file")); !file.isEmpty()) {
            QFile f(file);
            if (!f.open(QIODevice::ReadOnly))
                return ctx.usage(KS_ERR("--basic-auth-password-file %1 cannot be read").arg(file));
            endpoint.password = QString::fromUtf8(f.read(4096)).section(QLatin1Char('\n'), 0, 0);
        } else {
            endpoint.password = qEnvironmentVariable("KAFSCOPE_MONITOR_PASSWORD");
        }
        if (endpoint.password.isEmpty())
            return ctx.usage(
                KS_ERR("--basic-auth-user needs a password: "
                       "--basic-auth-password-file FILE or KAFSCOPE_MONITOR_PASSWORD"));
    } else if (a.has(KS_OPT("basic-auth-password-file"))) {
        return ctx.usage(KS_ERR("--basic-auth-password-file needs --basic-auth-user"));
    }

    MonitorService service(targets.value(), scope.value(), *interval, style);
    QMutex printing;
    service.setCycleListener([&](const CycleReport &r) {
        QMutexLocker lock(&printing);
        if (ctx.json()) {
            QJsonObject o{{QStringLiteral("event"), QStringLiteral("cycle")},
                          {QStringLiteral("cluster"), r.cluster},
                          {QStringLiteral("up"), r.up},
                          {QStringLiteral("topics"), r.topics},
                          {QStringLiteral("partitions"), r.partitions},
                          {QStringLiteral("groups"), r.groups},
                          {QStringLiteral("seconds"), r.seconds}};
            if (!r.error.isEmpty())
                o.insert(QStringLiteral("error"), r.error);
            ctx.printJsonLine(o);
        } else {
            ctx.out() << cycleLine(r) << '\n';
        }
        ctx.out().flush();
    });
    auto port = service.listen(endpoint);
    if (!port)
        return ctx.fail(port.error());
    {
        QMutexLocker lock(&printing);
        auto addr = parseListen(endpoint.listen, endpoint.allowRemote);
        QString host = addr ? addr->host : QString();
        if (host.isEmpty())
            host = QStringLiteral("0.0.0.0");
        if (host.contains(QLatin1Char(':')))
            host = QLatin1Char('[') + host + QLatin1Char(']');
        const QString url = QStringLiteral("%1://%2:%3/metrics")
                                .arg(endpoint.tlsCertificate.isEmpty() ? QStringLiteral("http")
                                                                       : QStringLiteral("https"),
                                     host)
                                .arg(port.value());
        if (ctx.json())
            ctx.printJsonLine({{QStringLiteral("event"), QStringLiteral("listening")},
                               {QStringLiteral("url"), url},
                               {QStringLiteral("names"), names},
                               {QStringLiteral("interval_ms"), *interval},
                               {QStringLiteral("clusters"), int(targets->size())}});
        else
            ctx.out() << KS_TR("Serving %1 (%2 names) for %3 cluster(s), collecting every %4 s; "
                               "Ctrl-C stops")
                             .arg(url, names)
                             .arg(targets->size())
                             .arg(*interval / 1000.0)
                      << '\n';
        ctx.out().flush();
    }
    service.start();
    g_monitorStop = 0;
    auto previousInt = std::signal(SIGINT, [](int) { g_monitorStop = 1; });
    auto previousTerm = std::signal(SIGTERM, [](int) { g_monitorStop = 1; });
    while (!g_monitorStop)
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    std::signal(SIGINT, previousInt);
    std::signal(SIGTERM, previousTerm);
    service.stop();
    return ExitOk;
}

} // namespace kafscope::cli
