#pragma once

// The command line's declared options. Every command names its options in one table (commands.cpp):
// a flag or a value, its help line, whether it may repeat and which subcommands take it. The parser
// reads words with that table (nothing is guessed), the usage and `COMMAND --help` are generated
// from it, and commands read an option only through KS_OPT("name"), which records at start-up
// which command reads which option, so a test can check that each one is declared.

#include <QList>
#include <QString>

#include <algorithm>
#include <cstddef>

namespace kafscope::cli {

class CliContext;

struct OptionSpec {
    const char *name;                // the long name, without dashes
    const char *valueName = nullptr; // the value's placeholder ("N", "URL"); nullptr: a flag
    const char *help = "";           // one line of help
    bool repeatable = false;         // may be given more than once (read with valuesOf)
    // The subcommands that take it, space-separated; nullptr: all.
    const char *subcommands = nullptr;
    bool takesValue() const { return valueName != nullptr; }
    bool appliesTo(const QString &subcommand) const;
};

struct CommandSpec {
    const char *name;
    int (*run)(CliContext &ctx);
    const char *summary;       // one line, for the list of commands
    QList<const char *> forms; // the forms without options, e.g. "create T"; the first word of
                               // each is the subcommand when `hasSubcommands`
    bool hasSubcommands = false;
    QList<OptionSpec> options;
    const char *notes = nullptr; // more lines for `COMMAND --help`, after the options

    const OptionSpec *option(const QString &name) const;
    bool isSubcommand(const QString &word) const;
};

// Options every command takes (connection, output, language); a command's own table may declare
// the same name differently (local start's --schema-registry is a flag), and then wins after the
// command word.
const QList<OptionSpec> &globalOptions();
const OptionSpec *globalOption(const QString &name);

const QList<CommandSpec> &commandSpecs();
const CommandSpec *findCommand(const QString &name);

// The name of an option a command reads; made only by KS_OPT, so every read is recorded.
class OptName {
public:
    const QString &name() const { return m_name; }

private:
    template <auto, auto> friend struct OptRead;
    explicit OptName(const char *name) : m_name(QString::fromLatin1(name)) {}
    QString m_name;
};

template <std::size_t N> struct OptLiteral {
    char text[N];
    constexpr OptLiteral(const char (&s)[N]) { std::copy_n(s, N, text); }
};

// Which command's file reads which option ("" for the global options); filled before main.
struct RecordedRead {
    const char *command;
    const char *option;
};
const QList<RecordedRead> &recordedReads();
bool recordRead(const char *command, const char *option);

template <auto Command, auto Option> struct OptRead {
    static inline const bool recorded = recordRead(Command.text, Option.text);
    static OptName get()
    {
        [[maybe_unused]] const bool *const odrUse = &recorded;
        return OptName(Option.text);
    }
};

} // namespace kafscope::cli

// In a file that reads options: `KS_CLI_COMMAND("topics")` once, then
// `a.value(KS_OPT("partitions"))`.
#define KS_CLI_COMMAND(name)                                                                       \
    namespace {                                                                                    \
    constexpr ::kafscope::cli::OptLiteral kCliCommand{name};                                       \
    }
#define KS_OPT(name)                                                                               \
    (::kafscope::cli::OptRead<kCliCommand, ::kafscope::cli::OptLiteral{name}>::get())
