#include "cli/commands.h"

#include "common/translations.h"

#include <QCoreApplication>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("kafscope"));
    // --lang (anywhere on the line) or the system locale; the messages of typed errors follow it.
    kafscope::i18n::install(kafscope::i18n::languageArgument(app.arguments()));
    QTextStream out(stdout);
    QTextStream err(stderr);
    return kafscope::cli::runCli(app.arguments().mid(1), out, err);
}
