#include "cli/cli_options.h"

#include <QStringList>

namespace kafscope::cli {

namespace {

QStringList words(const char *list)
{
    return QString::fromLatin1(list).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

QList<RecordedRead> &reads()
{
    static QList<RecordedRead> list;
    return list;
}

} // namespace

bool OptionSpec::appliesTo(const QString &subcommand) const
{
    return !subcommands || words(subcommands).contains(subcommand);
}

const OptionSpec *CommandSpec::option(const QString &name) const
{
    for (const OptionSpec &o : options)
        if (name == QLatin1String(o.name))
            return &o;
    return nullptr;
}

bool CommandSpec::isSubcommand(const QString &word) const
{
    if (!hasSubcommands || word.isEmpty())
        return false;
    for (const char *form : forms)
        if (QString::fromLatin1(form).section(QLatin1Char(' '), 0, 0) == word)
            return true;
    return false;
}

const OptionSpec *globalOption(const QString &name)
{
    for (const OptionSpec &o : globalOptions())
        if (name == QLatin1String(o.name))
            return &o;
    return nullptr;
}

const CommandSpec *findCommand(const QString &name)
{
    for (const CommandSpec &c : commandSpecs())
        if (name == QLatin1String(c.name))
            return &c;
    return nullptr;
}

const QList<RecordedRead> &recordedReads()
{
    return reads();
}

bool recordRead(const char *command, const char *option)
{
    reads().append(RecordedRead{command, option});
    return true;
}

} // namespace kafscope::cli
