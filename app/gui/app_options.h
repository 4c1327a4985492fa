#pragma once

#include "cluster/connection_profile.h"
#include "common/palette.h"
#include "common/result.h"

#include <QSize>
#include <QString>
#include <QStringList>

namespace kafscope::app {

// What the GUI's command line asks for.
struct AppOptions {
    std::optional<ConnectionProfile> profile; // --bootstrap, -X, --read-only, --timeout
    QString savedProfile;  // --profile NAME: a saved profile (secrets from the keychain)
    bool readOnly = false; // --read-only (also with --profile)
    QString open = QStringLiteral("cluster"); // --open TARGET
    QString screenshot;                       // --screenshot FILE: render, save, exit
    int screenshotTimeoutMs = 30000;
    QSize size;       // --size WxH: the window's size; invalid: 1280x800 (or the size saved for the
                      // cluster)
    QString language; // --lang: else the system locale
    std::optional<ui::Theme> theme; // --theme: else the saved choice, else the desktop's
    bool help = false;              // --help / -h: print usage() and exit
    bool version = false;           // --version / -v: print the version and exit

    // `args` without the program's name.
    static Result<AppOptions> parse(const QStringList &args);
    // The options and what each does (QCommandLineParser's help text).
    static QString usage();
    // Whether `args` (without the program's name) ask only for help or the version: those need
    // no display, so main answers them before it makes a QApplication.
    static bool asksHelpOrVersion(const QStringList &args);
};

} // namespace kafscope::app
