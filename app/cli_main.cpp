#include "cli/commands.h"

#include <QCoreApplication>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("kafscope"));
    QTextStream out(stdout);
    QTextStream err(stderr);
    return kafscope::cli::runCli(app.arguments().mid(1), out, err);
}
