#include "cli/commands.h"

#include "cli/cli_profile.h"
#include "cli/terminal_output.h"

#include "cluster/connection_check.h"

namespace kafscope::cli {

namespace {

constexpr int kWidth = 100;
constexpr int kOptionColumn = 30;

QString optionUsage(const OptionSpec &o)
{
    QString text = QStringLiteral("--") + QLatin1String(o.name);
    if (o.takesValue())
        text += QLatin1Char(' ') + QLatin1String(o.valueName);
    return text;
}

// "  --name VALUE     help (sub, sub)", the help under the name when the name is long.
QString optionLines(const OptionSpec &o)
{
    QString help = QLatin1String(o.help);
    if (o.repeatable)
        help += QStringLiteral(" (repeatable)");
    if (o.subcommands)
        help += QStringLiteral(" [%1]").arg(
            QString::fromLatin1(o.subcommands).split(QLatin1Char(' ')).join(QStringLiteral(", ")));
    const QString name = QStringLiteral("  ") + optionUsage(o);
    if (name.size() + 2 > kOptionColumn)
        return name + QLatin1Char('\n') + QString(kOptionColumn, QLatin1Char(' ')) + help +
               QLatin1Char('\n');
    return name.leftJustified(kOptionColumn) + help + QLatin1Char('\n');
}

// One form with its options in brackets, wrapped under the command.
QString synopsis(const CommandSpec &c, const QString &form)
{
    const QString prefix = QStringLiteral("kafscope-cli ");
    QString line = prefix + QLatin1String(c.name);
    if (!form.isEmpty())
        line += QLatin1Char(' ') + form;
    const QString sub = form.section(QLatin1Char(' '), 0, 0);
    QString text;
    const QString indent(prefix.size() + 4, QLatin1Char(' '));
    for (const OptionSpec &o : c.options) {
        if (c.hasSubcommands && !o.appliesTo(sub))
            continue;
        const QString part = QStringLiteral(" [%1]%2").arg(
            optionUsage(o), o.repeatable ? QStringLiteral("...") : QString());
        if (line.size() + part.size() > kWidth) {
            text += line + QLatin1Char('\n');
            line = indent + part.mid(1);
        } else {
            line += part;
        }
    }
    return text + line + QLatin1Char('\n');
}

} // namespace

QString usageText()
{
    QString text =
        QStringLiteral("usage: kafscope-cli [GLOBAL OPTIONS] COMMAND ... [OPTIONS]\n\ncommands:\n");
    for (const CommandSpec &c : commandSpecs())
        text += QStringLiteral("  %1%2\n")
                    .arg(QLatin1String(c.name), -14)
                    .arg(QLatin1String(c.summary));
    text += QStringLiteral("\nglobal options (before or after the command):\n");
    text += QStringLiteral("  -X key=value").leftJustified(kOptionColumn) +
            QStringLiteral("a librdkafka property (repeatable)\n");
    for (const OptionSpec &o : globalOptions())
        text += optionLines(o);
    text +=
        QStringLiteral("\nkafscope-cli help COMMAND (or COMMAND --help): the command's forms and "
                       "options.\nexit codes: 0 success, 1 Kafka or local error, 2 bad usage\n");
    return text;
}

QString commandHelp(const CommandSpec &c)
{
    QString text = QStringLiteral("usage:\n");
    for (const char *form : c.forms)
        text += QStringLiteral("  ") + synopsis(c, QLatin1String(form));
    text += QLatin1Char('\n') + QLatin1String(c.name) + QStringLiteral(": ") +
            QLatin1String(c.summary) + QStringLiteral("\n");
    if (!c.options.isEmpty()) {
        text += QStringLiteral("\noptions:\n");
        for (const OptionSpec &o : c.options)
            text += optionLines(o);
    }
    if (c.notes)
        text += QLatin1Char('\n') + QLatin1String(c.notes) + QLatin1Char('\n');
    text += QStringLiteral("\nglobal options: kafscope-cli help\n");
    return text;
}

int runHelp(CliContext &ctx)
{
    const QString name = ctx.args().words.value(1);
    if (name.isEmpty()) {
        ctx.out() << usageText();
        return ExitOk;
    }
    const CommandSpec *c = findCommand(name);
    if (!c)
        return ctx.usage(KS_ERR("help: no command named %1").arg(name));
    ctx.out() << commandHelp(*c);
    return ExitOk;
}

int runCli(const QStringList &args, QTextStream &out, QTextStream &err)
{
    auto parsed = CliArgs::parse(args);
    if (!parsed) {
        // One line: the full usage is for a missing or unknown command only.
        err << "kafscope-cli: " << parsed.error().message() << '\n';
        return ExitUsage;
    }
    if (parsed->words.isEmpty()) {
        (parsed->flags.contains(QStringLiteral("help")) ? out : err) << usageText();
        return parsed->flags.contains(QStringLiteral("help")) ? ExitOk : ExitUsage;
    }
    const QString name = parsed->words.first();
    const CommandSpec *command = parsed->command;
    if (!command) {
        err << "kafscope-cli: unknown command " << name << "\n\n" << usageText();
        return ExitUsage;
    }
    if (parsed->flags.contains(QStringLiteral("help"))) {
        // `COMMAND --help` prints that command's forms and options and does nothing else.
        out << commandHelp(*command);
        return ExitOk;
    }
    if (auto *device = dynamic_cast<TerminalOutput *>(out.device())) {
        // consume's --format json|text, where given, says what standard output is; else --json.
        const QString format = parsed->values.value(QStringLiteral("format"));
        const bool json =
            format == QLatin1String("json") || (parsed->json && format != QLatin1String("text"));
        device->setMode(json ? TerminalOutput::Mode::Json : TerminalOutput::Mode::Text);
    }
    if (!parsed->profileName.isEmpty() && name != QLatin1String("profiles")) {
        // users add reads the new user's password from standard input, not the profile's.
        if (auto s = applySavedProfile(parsed.value(), name != QLatin1String("users")); !s) {
            err << "kafscope-cli: " << s.error().message() << '\n';
            return exitCodeFor(s.error());
        }
    }
    // The global --password-stdin is the saved profile's secret (applySavedProfile took it).
    if (parsed->flags.contains(QStringLiteral("password-stdin")) &&
        !command->option(QStringLiteral("password-stdin"))) {
        err << "kafscope-cli: "
            << KS_ERR("--password-stdin gives the secret of --profile NAME; %1 has no other use "
                      "for it")
                   .arg(name)
                   .render()
            << '\n';
        return ExitUsage;
    }
    CliContext ctx(std::move(parsed).value(), out, err);
    // Every command that connects says so when the broker's certificate or name is not checked.
    if (verificationDisabled(ctx.profile()) && name != QLatin1String("local") &&
        name != QLatin1String("version") && name != QLatin1String("connect") &&
        name != QLatin1String("help")) {
        err << "kafscope-cli: warning: TLS certificate or hostname verification is off for this "
               "connection\n";
        err.flush();
    }
    return command->run(ctx);
}

} // namespace kafscope::cli
