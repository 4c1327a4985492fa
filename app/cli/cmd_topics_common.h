#pragma once

#include "admin/config_admin.h"
#include "cli/cli_context.h"

namespace kafscope::cli {

// Shared by the topics and brokers commands: a config list as JSON and as a text table.
QJsonArray configsJson(const QList<ConfigEntry> &configs);
void printConfigs(QTextStream &out, const QList<ConfigEntry> &configs);

// A non-fatal problem on stderr ("kafscope-cli: warning: ..."); the command still succeeds.
void warn(CliContext &ctx, const QString &message);

// Columns padded to their widest cell; the last one is not padded.
void printTable(QTextStream &out, const QStringList &headers, const QList<QStringList> &rows);

// "--name N" as a whole number >= `min`.
Result<qint64> integerOption(const CliArgs &a, const OptName &name, qint64 min);

// The single positional argument after "COMMAND SUB" (e.g. the topic of "topics describe T").
Result<QString> positional(const CliArgs &a, const ErrorText &what);

// key=value options (--config, --set, ...), each repeatable; a missing '=' is a usage error.
Result<QList<QPair<QString, QString>>> keyValues(const CliArgs &a, const OptName &option);

// "--set k=v", "--delete k", "--append k=v", "--subtract k=v" (each repeatable) as a config change.
Result<ConfigChange> configChangeOptions(const CliArgs &a);

int runTopicsCreate(CliContext &ctx);
int runTopicsDelete(CliContext &ctx);
int runTopicsAlterConfig(CliContext &ctx);
int runTopicsAddPartitions(CliContext &ctx);
int runTopicsDeleteRecords(CliContext &ctx);
// cmd_reassign.cpp
int runTopicsReassign(CliContext &ctx);
int runTopicsReassignStatus(CliContext &ctx);
int runTopicsReassignCancel(CliContext &ctx);
int runTopicsElectLeaders(CliContext &ctx);

} // namespace kafscope::cli
