#include "cli/commands.h"
#include "cli/terminal_output.h"

#include "common/translations.h"
#include "common/worker.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("kafscope"));
    // --lang (anywhere on the line) or the system locale; the messages of typed errors follow it.
    kafscope::i18n::install(kafscope::i18n::languageArgument(app.arguments()));
    QFile stdoutFile, stderrFile;
    stdoutFile.open(stdout, QIODevice::WriteOnly, QFileDevice::DontCloseHandle);
    stderrFile.open(stderr, QIODevice::WriteOnly, QFileDevice::DontCloseHandle);
    // runCli switches standard output to JSON escaping for JSON output; stderr is always text.
    kafscope::cli::TerminalOutput safeOut(&stdoutFile), safeErr(&stderrFile);
    QTextStream out(&safeOut);
    QTextStream err(&safeErr);
    const int rc = kafscope::cli::runCli(app.arguments().mid(1), out, err);
    out.flush();
    err.flush();
    // A client's teardown still running (a retired coordinator handle) gets the app's grace
    // before the static destructors go (app/main.cpp).
    return kafscope::WorkerReaper::finishProcess(rc, kafscope::WorkerReaper::kExitGraceMs);
}
