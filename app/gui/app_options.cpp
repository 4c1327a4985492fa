#include "gui/app_options.h"

#include "cluster/property_policy.h"
#include "common/translations.h"
#include "connect/connect_types.h"
#include "schema/registry_http.h"

#include <QUrl>

#include <QCommandLineParser>
#include <QRegularExpression>

namespace kafscope::app {

namespace {

// The GUI's options, declared once: parse() and usage() both come from this parser.
struct Parser {
    QCommandLineParser parser;
    QCommandLineOption help{{QStringLiteral("h"), QStringLiteral("help")},
                            KS_TR("Show these options and exit.")};
    QCommandLineOption version{{QStringLiteral("v"), QStringLiteral("version")},
                               KS_TR("Show the version and exit.")};
    QCommandLineOption profile{
        QStringLiteral("profile"),
        KS_TR("Connect with a saved profile (its secrets from the keychain)."),
        QStringLiteral("NAME")};
    QCommandLineOption bootstrap{QStringLiteral("bootstrap"),
                                 KS_TR("Connect to these bootstrap servers."),
                                 QStringLiteral("HOST:PORT[,...]")};
    QCommandLineOption property{QStringLiteral("X"),
                                KS_TR("A librdkafka client property (repeatable)."),
                                QStringLiteral("key=value")};
    QCommandLineOption registry{QStringLiteral("schema-registry"),
                                KS_TR("The schema registry's URL."), QStringLiteral("URL")};
    QCommandLineOption connectUrl{
        QStringLiteral("connect-url"),
        KS_TR("A Kafka Connect cluster's REST URL (repeatable): the Kafka Connect view."),
        QStringLiteral("URL")};
    QCommandLineOption prometheus{
        QStringLiteral("prometheus"),
        KS_TR("A Prometheus scraping kafscope-cli monitor: the dashboard's history from it."),
        QStringLiteral("URL")};
    QCommandLineOption readOnly{QStringLiteral("read-only"),
                                KS_TR("Turn off every action that changes the cluster.")};
    QCommandLineOption timeout{QStringLiteral("timeout"),
                               KS_TR("How long a request may take, in milliseconds."),
                               QStringLiteral("MS")};
    QCommandLineOption open{QStringLiteral("open"),
                            KS_TR("The view or target to open (cluster, topics, topic:T, "
                                  "messages:T, groups, group:G, rebalance, harness, ...)."),
                            QStringLiteral("VIEW")};
    QCommandLineOption screenshot{QStringLiteral("screenshot"),
                                  KS_TR("Render the opened view into this PNG file and exit."),
                                  QStringLiteral("FILE.png")};
    QCommandLineOption size{QStringLiteral("size"),
                            KS_TR("The window's size in pixels, e.g. 960x600 (else 1280x800)."),
                            QStringLiteral("WIDTHxHEIGHT")};
    QCommandLineOption theme{QStringLiteral("theme"), KS_TR("light, dark or system."),
                             QStringLiteral("THEME")};
    QCommandLineOption lang{QStringLiteral("lang"), KS_TR("zh_CN, en or system."),
                            QStringLiteral("LANG")};

    Parser()
    {
        parser.setApplicationDescription(
            KS_TR("Kafscope shows an Apache Kafka cluster and lets you test it."));
        parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        parser.addOptions({help, version, profile, bootstrap, property, registry, connectUrl,
                           prometheus, readOnly, timeout, open, screenshot, size, theme, lang});
    }
};

} // namespace

QString AppOptions::usage()
{
    Parser p;
    return p.parser.helpText();
}

bool AppOptions::asksHelpOrVersion(const QStringList &args)
{
    Parser p;
    if (!p.parser.parse(QStringList{QStringLiteral("kafscope")} + args))
        return false;
    return p.parser.isSet(p.help) || p.parser.isSet(p.version);
}

Result<AppOptions> AppOptions::parse(const QStringList &args)
{
    Parser cl;
    QCommandLineParser &parser = cl.parser;
    if (!parser.parse(QStringList{QStringLiteral("kafscope")} + args)) {
        const QStringList unknown = parser.unknownOptionNames();
        if (!unknown.isEmpty()) {
            const QString &name = unknown.first();
            return Error::usage(
                KS_ERR("Unknown argument %1")
                    .arg((name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name));
        }
        return Error::usage(KS_ERR("Cannot read the command line: %1").arg(parser.errorText()));
    }
    if (!parser.positionalArguments().isEmpty())
        return Error::usage(
            KS_ERR("Unknown argument %1").arg(parser.positionalArguments().first()));
    AppOptions o;
    o.help = parser.isSet(cl.help);
    o.version = parser.isSet(cl.version);
    ConnectionProfile p;
    if (parser.isSet(cl.readOnly)) {
        p.readOnly = true;
        o.readOnly = true;
    }
    const bool haveBootstrap = parser.isSet(cl.bootstrap);
    if (haveBootstrap)
        p.bootstrap = parser.value(cl.bootstrap);
    const QStringList props = parser.values(cl.property);
    for (const QString &x : props)
        if (x.trimmed().isEmpty())
            return Error::usage(KS_ERR("-X needs key=value, got an empty argument"));
    if (parser.isSet(cl.profile)) {
        o.savedProfile = parser.value(cl.profile);
        if (o.savedProfile.trimmed().isEmpty())
            return Error::usage(KS_ERR("--profile needs a profile name"));
    }
    if (parser.isSet(cl.registry)) {
        if (auto s = schema::checkRegistryUrl(parser.value(cl.registry)); !s)
            return s.error();
        p.registryUrl = parser.value(cl.registry);
    }
    for (const QString &url : parser.values(cl.connectUrl)) {
        if (auto s = connect::checkConnectUrl(url); !s)
            return s.error();
        p.connectUrls << url;
    }
    if (parser.isSet(cl.prometheus)) {
        const QUrl u(parser.value(cl.prometheus));
        if (!u.isValid() ||
            (u.scheme() != QLatin1String("http") && u.scheme() != QLatin1String("https")))
            return Error::usage(KS_ERR("--prometheus takes an http(s) URL, got %1")
                                    .arg(parser.value(cl.prometheus)));
        p.prometheusUrl = parser.value(cl.prometheus);
    }
    if (parser.isSet(cl.open))
        o.open = parser.value(cl.open);
    if (parser.isSet(cl.theme)) {
        o.theme = ui::Palette::parseTheme(parser.value(cl.theme));
        if (!o.theme)
            return Error::usage(
                KS_ERR("--theme takes light, dark or system, got %1").arg(parser.value(cl.theme)));
    }
    if (parser.isSet(cl.lang)) {
        const QString lang = parser.value(cl.lang);
        if (!i18n::isKnown(lang))
            return Error::usage(KS_ERR("--lang takes en, system or one of %1, got %2")
                                    .arg(i18n::available().join(QStringLiteral(", ")), lang));
        o.language = lang;
    }
    if (parser.isSet(cl.screenshot))
        o.screenshot = parser.value(cl.screenshot);
    if (parser.isSet(cl.size)) {
        const QString text = parser.value(cl.size);
        static const QRegularExpression form(QStringLiteral("^(\\d{1,5})[xX](\\d{1,5})$"));
        const QRegularExpressionMatch m = form.match(text);
        const QSize size =
            m.hasMatch() ? QSize(m.captured(1).toInt(), m.captured(2).toInt()) : QSize();
        if (!m.hasMatch() || size.width() < 320 || size.height() < 240 || size.width() > 16384 ||
            size.height() > 16384)
            return Error::usage(
                KS_ERR("--size takes WIDTHxHEIGHT in pixels, from 320x240 to 16384x16384, got %1")
                    .arg(text));
        o.size = size;
    }
    if (parser.isSet(cl.timeout)) {
        p.timeoutMs = parser.value(cl.timeout).toInt();
        if (p.timeoutMs <= 0)
            return Error::usage(KS_ERR("--timeout takes milliseconds > 0"));
    }
    if (!o.savedProfile.isEmpty() &&
        (haveBootstrap || !props.isEmpty() || !p.registryUrl.isEmpty() ||
         !p.prometheusUrl.isEmpty() || !p.connectUrls.isEmpty()))
        return Error::usage(
            KS_ERR("--profile takes its servers and properties from the saved profile: "
                   "leave out --bootstrap, -X, --schema-registry, --connect-url and --prometheus"));
    auto parsed = ConnectionProfile::parseProperties(props);
    if (!parsed)
        return parsed.error();
    p.properties = parsed.value();
    if (auto s = property_policy::checkProperties(p.properties); !s)
        return s.error();
    if (haveBootstrap) {
        if (auto s = validateProfile(p); !s)
            return s.error();
        o.profile = p;
    }
    return o;
}

} // namespace kafscope::app
