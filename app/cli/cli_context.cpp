#include "cli/cli_context.h"

#include "common/translations.h"

#include "cluster/property_policy.h"

#include <QJsonDocument>

namespace kafscope::cli {

namespace {

// The option a word names: the command's own declaration first (after the command word), then the
// global one.
const OptionSpec *lookup(const CliArgs &out, bool afterCommand, const QString &name)
{
    if (afterCommand && out.command)
        if (const OptionSpec *o = out.command->option(name))
            return o;
    return globalOption(name);
}

} // namespace

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
        const bool afterCommand = !out.words.isEmpty();
        if (a == QLatin1String("-X")) {
            if (i + 1 >= args.size())
                return Error::usage(KS_ERR("%1 needs a value").arg(a));
            const QString v = args[++i];
            if (v.trimmed().isEmpty())
                return Error::usage(KS_ERR("-X needs key=value, got an empty argument"));
            rawProps << v;
            continue;
        }
        if (!a.startsWith(QLatin1String("--")) || a.size() <= 2) {
            out.words << a;
            if (!afterCommand) {
                out.command = findCommand(a);
                if (!out.command)
                    break; // an unknown command: runCli says so, with the list of commands
            }
            continue;
        }
        QString name = a.mid(2);
        std::optional<QString> inlineValue;
        if (const qsizetype eq = name.indexOf(QLatin1Char('=')); eq > 0) {
            inlineValue = name.mid(eq + 1);
            name = name.left(eq);
        }
        const OptionSpec *spec = lookup(out, afterCommand, name);
        if (!spec) {
            if (afterCommand)
                return Error::usage(KS_ERR("Unknown option --%1 for %2 (kafscope-cli help %2 "
                                           "lists its options)")
                                        .arg(name, out.words.first()));
            return Error::usage(
                KS_ERR("Unknown option --%1 before the command: a command's options go after it "
                       "(kafscope-cli help lists the global options)")
                    .arg(name));
        }
        if (!spec->takesValue()) {
            if (inlineValue)
                return Error::usage(KS_ERR("--%1 takes no value").arg(name));
            out.flags.insert(name);
            continue;
        }
        QString value;
        if (inlineValue) {
            value = *inlineValue;
        } else {
            if (i + 1 >= args.size())
                return Error::usage(KS_ERR("--%1 needs a value (%2)")
                                        .arg(name, QString::fromLatin1(spec->valueName)));
            value = args[++i];
        }
        if (!spec->repeatable && out.values.contains(name))
            return Error::usage(KS_ERR("--%1 is given twice; it takes one value").arg(name));
        if (name == QLatin1String("bootstrap")) {
            out.profile.bootstrap = value;
            out.bootstrapGiven = true;
        } else if (name == QLatin1String("timeout")) {
            out.profile.timeoutMs = value.toInt();
            out.timeoutGiven = true;
            if (out.profile.timeoutMs <= 0)
                return Error::usage(KS_ERR("--timeout takes milliseconds > 0"));
        } else if (name == QLatin1String("profile")) {
            if (value.trimmed().isEmpty())
                return Error::usage(KS_ERR("--profile needs a profile name"));
            out.profileName = value;
        } else if (name == QLatin1String("lang")) {
            // Installed by cli_main before parsing (i18n::languageArgument); checked here.
            if (!i18n::isKnown(value))
                return Error::usage(KS_ERR("--lang takes en, system or one of %1, got %2")
                                        .arg(i18n::available().join(QStringLiteral(", ")), value));
        }
        // Global ones too: a given option is recorded (a repeat is refused above).
        out.values.insert(name, value);
    }
    // An option declared for some of the command's subcommands only.
    if (out.command && out.command->hasSubcommands &&
        out.command->isSubcommand(out.words.value(1))) {
        const QString sub = out.words.value(1);
        QStringList given = out.values.uniqueKeys();
        given += QStringList(out.flags.begin(), out.flags.end());
        for (const QString &name : std::as_const(given))
            if (const OptionSpec *o = out.command->option(name); o && !o->appliesTo(sub))
                return Error::usage(KS_ERR("--%1 is not an option of %2 %3 (it is for %2 %4)")
                                        .arg(name, out.words.first(), sub,
                                             QString::fromLatin1(o->subcommands)
                                                 .split(QLatin1Char(' '))
                                                 .join(QStringLiteral(", "))));
    }
    auto props = ConnectionProfile::parseProperties(rawProps);
    if (!props)
        return props.error();
    out.profile.properties = props.value();
    out.commandLineProperties = props.value();
    if (auto s = property_policy::checkProperties(out.profile.properties); !s)
        return s.error();
    out.json = out.flags.contains(QStringLiteral("json"));
    out.profile.readOnly = out.flags.contains(QStringLiteral("read-only"));
    return out;
}

namespace {

void requireDeclared(const CliArgs &a, const QString &name)
{
    if (globalOption(name) || (a.command && a.command->option(name)))
        return;
    qFatal("kafscope-cli: the command %s reads --%s, which its option table does not declare",
           a.command ? a.command->name : "(none)", qPrintable(name));
}

} // namespace

QString CliArgs::value(const OptName &name, const QString &fallback) const
{
    const QStringList all = valuesOf(name);
    return all.isEmpty() ? fallback : all.last();
}

QStringList CliArgs::valuesOf(const OptName &name) const
{
    requireDeclared(*this, name.name());
    QStringList all = values.values(name.name());
    std::reverse(all.begin(), all.end()); // QMultiMap returns the newest first
    return all;
}

bool CliArgs::has(const OptName &name) const
{
    requireDeclared(*this, name.name());
    return flags.contains(name.name()) || values.contains(name.name());
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
