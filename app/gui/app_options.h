#pragma once

#include "cluster/connection_profile.h"
#include "common/palette.h"
#include "common/result.h"

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
    QString language;               // --lang: else the system locale
    std::optional<ui::Theme> theme; // --theme: else the saved choice, else the desktop's

    static Result<AppOptions> parse(const QStringList &args);
    static QString usage();
};

} // namespace kafscope::app
