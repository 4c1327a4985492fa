#pragma once

#include "cli/cli_context.h"

#include <QList>

namespace kafscope::cli {

// The usage (commands and global options), and one command's forms and options; both made from
// the option tables (command_table.cpp).
QString usageText();
QString commandHelp(const CommandSpec &command);

// Runs a whole command line (without the program name); the CLI's main is just this.
int runCli(const QStringList &args, QTextStream &out, QTextStream &err);

int runCluster(CliContext &ctx);
int runConnect(CliContext &ctx);
int runLocal(CliContext &ctx);
int runProduce(CliContext &ctx);
int runTopics(CliContext &ctx);
int runBrokers(CliContext &ctx);
int runConsume(CliContext &ctx);
int runCopy(CliContext &ctx);
int runRedrive(CliContext &ctx);
int runGroups(CliContext &ctx);
int runOffsetsLog(CliContext &ctx);
int runLab(CliContext &ctx);
int runRebalance(CliContext &ctx);
int runMonitor(CliContext &ctx);
int runHarness(CliContext &ctx);
int runVersion(CliContext &ctx);
int runHelp(CliContext &ctx);
int runAcls(CliContext &ctx);
int runUsers(CliContext &ctx);
int runProfiles(CliContext &ctx);
int runSchemas(CliContext &ctx);
int runQuotas(CliContext &ctx);
int runTransactions(CliContext &ctx);
int runBrokersLogDirs(CliContext &ctx);
int runTopicsSize(CliContext &ctx);
int runClusterQuorum(CliContext &ctx);

} // namespace kafscope::cli
