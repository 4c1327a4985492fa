#include "cli/cli_context.h"

#include "common/translations.h"

#include "cluster/property_policy.h"

#include <QJsonDocument>

namespace kafscope::cli {

const QSet<QString> &knownFlags()
{
    static const QSet<QString> flags = {
        QStringLiteral("json"),
        QStringLiteral("yes"),
        QStringLiteral("dry-run"),
        QStringLiteral("internal"),
        QStringLiteral("purge"),
        QStringLiteral("read-only"),
        QStringLiteral("help"),
        QStringLiteral("no-seed"),
        QStringLiteral("follow"),
        QStringLiteral("generate"),
        QStringLiteral("no-idempotence"),
        QStringLiteral("keep-partitions"),
        QStringLiteral("keep-timestamps"),
        QStringLiteral("static"),
        QStringLiteral("allow-internal"),
        QStringLiteral("password-stdin"),
        QStringLiteral("authorizer"),
        QStringLiteral("debug"),
        QStringLiteral("writable"),
    };
    return flags;
}

Result<CliArgs> CliArgs::parse(const QStringList &args)
{
    CliArgs out;
    if (const QByteArray env = qgetenv("KAFSCOPE_BOOTSTRAP"); !env.isEmpty()) {
        out.profile.bootstrap = QString::fromUtf8(env);
        out.bootstrapGiven = true;
    } else
        out.profile.bootstrap = QStringLiteral("localhost:9092");
    QStringList rawProps;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        auto next = [&](const QString &name) -> Result<QString> {
            if (i + 1 >= args.size())
                return Error::usage(KS_ERR("%1 needs a value").arg(name));
            return args[++i];
        };
        if (a == QLatin1String("-X")) {
            auto v = next(a);
            if (!v)
                return v.error();
            if (v.value().trimmed().isEmpty())
                return Error::usage(KS_ERR("-X needs key=value, got an empty argument"));
            rawProps << v.value();
        } else if (a.startsWith(QLatin1String("--")) && a.size() > 2) {
            QString name = a.mid(2);
            std::optional<QString> inlineValue;
            if (const qsizetype eq = name.indexOf(QLatin1Char('=')); eq > 0) {
                inlineValue = name.mid(eq + 1);
                name = name.left(eq);
            }
            // --schema-registry is a flag for `local start` and takes a URL before other commands.
            const bool urlFollows =
                i + 1 < args.size() && (args[i + 1].startsWith(QLatin1String("http://")) ||
                                        args[i + 1].startsWith(QLatin1String("https://")));
            if (knownFlags().contains(name) ||
                (name == QLatin1String("schema-registry") && !inlineValue && !urlFollows)) {
                if (inlineValue)
                    return Error::usage(KS_ERR("--%1 takes no value").arg(name));
                out.flags.insert(name);
                continue;
            }
            QString value;
            if (inlineValue) {
                value = *inlineValue;
            } else {
                auto v = next(a);
                if (!v)
                    return v.error();
                value = v.value();
            }
            if (name == QLatin1String("bootstrap")) {
                out.profile.bootstrap = value;
                out.bootstrapGiven = true;
            } else if (name == QLatin1String("timeout")) {
                out.profile.timeoutMs = value.toInt();
                out.timeoutGiven = true;
            } else if (name == QLatin1String("profile")) {
                if (value.trimmed().isEmpty())
                    return Error::usage(KS_ERR("--profile needs a profile name"));
                out.profileName = value;
            } else if (name == QLatin1String("lang")) {
                // Installed by cli_main before parsing (i18n::languageArgument); checked here.
                if (!i18n::isKnown(value))
                    return Error::usage(
                        KS_ERR("--lang takes en, system or one of %1, got %2")
                            .arg(i18n::available().join(QStringLiteral(", ")), value));
            } else
                out.values.insert(name, value);
            if (name == QLatin1String("timeout") && out.profile.timeoutMs <= 0)
                return Error::usage(KS_ERR("--timeout takes milliseconds > 0"));
        } else {
            out.words << a;
        }
    }
    auto props = ConnectionProfile::parseProperties(rawProps);
    if (!props)
        return props.error();
    out.profile.properties = props.value();
    if (auto s = property_policy::checkProperties(out.profile.properties); !s)
        return s.error();
    out.json = out.flags.contains(QStringLiteral("json"));
    out.profile.readOnly = out.flags.contains(QStringLiteral("read-only"));
    return out;
}

QString CliArgs::value(const QString &name, const QString &fallback) const
{
    const QStringList all = valuesOf(name);
    return all.isEmpty() ? fallback : all.last();
}

QStringList CliArgs::valuesOf(const QString &name) const
{
    QStringList all = values.values(name);
    std::reverse(all.begin(), all.end()); // QMultiMap returns the newest first
    return all;
}

std::optional<Error> CliArgs::rejectUnknown(const QStringList &allowed) const
{
    static const QStringList global = {QStringLiteral("json"), QStringLiteral("read-only"),
                                       QStringLiteral("help")};
    for (const QString &k : values.keys())
        if (!allowed.contains(k) && k != QLatin1String("profile"))
            return Error::usage(KS_ERR("Unknown option --%1").arg(k));
    for (const QString &k : flags)
        if (!allowed.contains(k) && !global.contains(k))
            return Error::usage(KS_ERR("Unknown option --%1").arg(k));
    return std::nullopt;
}

std::optional<Error> CliArgs::rejectExtraWords(qsizetype count) const
{
    if (words.size() > count)
        return Error::usage(KS_ERR("Unexpected argument \"%1\"").arg(words[count]));
    return std::nullopt;
}

CliContext::CliContext(CliArgs args, QTextStream &out, QTextStream &err)
    : m_args(std::move(args)), m_out(out), m_err(err)
{
}

void CliContext::printJson(const QJsonObject &o)
{
    m_out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    m_out.flush();
}

void CliContext::printJson(const QJsonArray &a)
{
    m_out << QJsonDocument(a).toJson(QJsonDocument::Indented);
    m_out.flush();
}

void CliContext::printJsonLine(const QJsonObject &o)
{
    m_out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
}

int exitCodeFor(const Error &e)
{
    return e.kind == Error::Kind::Usage ? ExitUsage : ExitKafkaError;
}

int CliContext::fail(const Error &e)
{
    m_out.flush();
    m_err << "kafscope-cli: " << e.message() << '\n';
    m_err.flush();
    return exitCodeFor(e);
}

int CliContext::usage(const ErrorText &message)
{
    return fail(Error::usage(message));
}

} // namespace kafscope::cli
