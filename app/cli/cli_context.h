#pragma once

#include "cli/cli_options.h"
#include "cluster/connection_profile.h"
#include "common/result.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMultiMap>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTextStream>

namespace kafscope::cli {

enum ExitCode { ExitOk = 0, ExitKafkaError = 1, ExitUsage = 2 };

// The parsed command line: global connection options, then the command's words and options.
// Commands read options with value/valuesOf/has and KS_OPT("name"); `values` and `flags` are the
// parser's output, for the few places that handle an option for every command.
struct CliArgs {
    ConnectionProfile profile;
    QString profileName;         // --profile NAME: a saved profile (applied by applySavedProfile)
    bool bootstrapGiven = false; // --bootstrap or KAFSCOPE_BOOTSTRAP, not the default
    bool timeoutGiven = false;
    QList<QPair<QString, QString>> commandLineProperties; // -X key=value, as given
    // A saved profile's schema registry (set by applySavedProfile); --schema-registry and the
    // KAFSCOPE_SCHEMA_REGISTRY* variables win over it.
    QString registryUrl, registryUser, registryPassword;
    bool json = false;
    QStringList words;                    // command, subcommand, positional arguments
    QMultiMap<QString, QString> values;   // --name VALUE (repeatable), without the dashes
    QSet<QString> flags;                  // --name
    const CommandSpec *command = nullptr; // the command's declared options; null: no or unknown

    // Parses argv (without the program name) with the global options and, after the command word,
    // that command's table (commands.cpp). Errors are usage errors: an option the command does not
    // declare, a value option without a value, a value given to a flag, an option another
    // subcommand takes, a one-value option given twice. An unknown command word ends the parse (the
    // caller says "unknown command").
    static Result<CliArgs> parse(const QStringList &args);

    // Reading an option the command does not declare is a programming error (qFatal), caught by the
    // tests; the declared-options test checks every KS_OPT against the tables.
    QString value(const OptName &name, const QString &fallback = {}) const;
    QStringList valuesOf(const OptName &name) const; // in command-line order
    bool has(const OptName &name) const;
    // Usage error naming the first word past the `count` a command takes (its name included).
    std::optional<Error> rejectExtraWords(qsizetype count) const;
};

// Output helpers shared by every command.
class CliContext {
public:
    CliContext(CliArgs args, QTextStream &out, QTextStream &err);
    CliArgs &args() { return m_args; }
    const ConnectionProfile &profile() const { return m_args.profile; }
    bool json() const { return m_args.json; }
    QTextStream &out() { return m_out; }
    QTextStream &err() { return m_err; }

    void printJson(const QJsonObject &o);
    void printJson(const QJsonArray &a);
    void printJsonLine(const QJsonObject &o); // JSON Lines: one compact object per line
    int fail(const Error &e);                 // prints the error on stderr, returns the exit code
    int usage(const ErrorText &message);

private:
    CliArgs m_args;
    QTextStream &m_out;
    QTextStream &m_err;
};

int exitCodeFor(const Error &e);

} // namespace kafscope::cli
