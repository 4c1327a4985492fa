#include "gui/app_options.h"

#include "cluster/property_policy.h"
#include "common/translations.h"
#include "schema/registry_http.h"

namespace kafscope::app {

QString AppOptions::usage()
{
    return QStringLiteral(
        "usage: kafscope [--profile NAME | --bootstrap HOST:PORT [-X key=value]... "
        "[--schema-registry URL]]\n"
        "                [--read-only] [--timeout MS] [--open VIEW] [--screenshot FILE.png]\n"
        "                [--theme light|dark|system] [--lang zh_CN|en|system]\n");
}

Result<AppOptions> AppOptions::parse(const QStringList &args)
{
    AppOptions o;
    ConnectionProfile p;
    QStringList props;
    bool haveBootstrap = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        auto value = [&]() -> Result<QString> {
            if (i + 1 >= args.size())
                return Error::usage(KS_ERR("%1 needs a value").arg(a));
            return args[++i];
        };
        if (a == QLatin1String("--read-only")) {
            p.readOnly = true;
            o.readOnly = true;
            continue;
        }
        if (a != QLatin1String("--bootstrap") && a != QLatin1String("-X") &&
            a != QLatin1String("--open") && a != QLatin1String("--screenshot") &&
            a != QLatin1String("--timeout") && a != QLatin1String("--profile") &&
            a != QLatin1String("--theme") && a != QLatin1String("--schema-registry") &&
            a != QLatin1String("--lang"))
            return Error::usage(KS_ERR("Unknown argument %1").arg(a));
        auto v = value();
        if (!v)
            return v.error();
        if (a == QLatin1String("--bootstrap")) {
            p.bootstrap = v.value();
            haveBootstrap = true;
        } else if (a == QLatin1String("-X")) {
            if (v.value().trimmed().isEmpty())
                return Error::usage(KS_ERR("-X needs key=value, got an empty argument"));
            props << v.value();
        } else if (a == QLatin1String("--profile")) {
            if (v.value().trimmed().isEmpty())
                return Error::usage(KS_ERR("--profile needs a profile name"));
            o.savedProfile = v.value();
        } else if (a == QLatin1String("--schema-registry")) {
            if (auto s = schema::checkRegistryUrl(v.value()); !s)
                return s.error();
            p.registryUrl = v.value();
        } else if (a == QLatin1String("--open")) {
            o.open = v.value();
        } else if (a == QLatin1String("--theme")) {
            o.theme = ui::Palette::parseTheme(v.value());
            if (!o.theme)
                return Error::usage(
                    KS_ERR("--theme takes light, dark or system, got %1").arg(v.value()));
        } else if (a == QLatin1String("--lang")) {
            if (!i18n::isKnown(v.value()))
                return Error::usage(
                    KS_ERR("--lang takes en, system or one of %1, got %2")
                        .arg(i18n::available().join(QStringLiteral(", ")), v.value()));
            o.language = v.value();
        } else if (a == QLatin1String("--screenshot")) {
            o.screenshot = v.value();
        } else if (a == QLatin1String("--timeout")) {
            p.timeoutMs = v.value().toInt();
            if (p.timeoutMs <= 0)
                return Error::usage(KS_ERR("--timeout takes milliseconds > 0"));
        }
    }
    if (!o.savedProfile.isEmpty() &&
        (haveBootstrap || !props.isEmpty() || !p.registryUrl.isEmpty()))
        return Error::usage(
            KS_ERR("--profile takes its servers and properties from the saved profile: "
                   "leave out --bootstrap, -X and --schema-registry"));
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
