#include "browse/utf8_text.h"
#include "common/secret_prompt.h"
#include "gui/app_options.h"
#include "gui/screenshot.h"
#include "common/palette.h"
#include "common/settings.h"
#include "profiles/secret_store.h"
#include "common/worker.h"
#include "common/translations.h"
#include "gui/application.h"

#include <QApplication>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace {

// Text for stderr: a name from a profile or the command line (or a message quoting one) with its
// control and bidi characters escaped, as kafscope-cli prints it, so it cannot drive the terminal.
QByteArray shown(const QString &text)
{
    return kafscope::escapedText(text, true).toLocal8Bit();
}

int runWindow(const kafscope::app::AppOptions &opts,
              const std::optional<kafscope::ConnectionProfile> &profile);

int helpOrVersion(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("kafscope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KAFSCOPE_VERSION));
    kafscope::i18n::install(kafscope::i18n::languageArgument(app.arguments()));
    auto options = kafscope::app::AppOptions::parse(app.arguments().mid(1));
    if (options && options->version && !options->help) {
        std::printf("kafscope %s\n", KAFSCOPE_VERSION);
        return 0;
    }
    std::printf("%s", qPrintable(kafscope::app::AppOptions::usage()));
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    // --help and --version need no display: answered before a QApplication wants one.
    QStringList raw;
    for (int i = 1; i < argc; ++i)
        raw << QString::fromLocal8Bit(argv[i]);
    if (kafscope::app::AppOptions::asksHelpOrVersion(raw))
        return helpOrVersion(argc, argv);

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("kafscope"));
    QApplication::setOrganizationName(QStringLiteral("Kafscope"));
    QApplication::setApplicationVersion(QStringLiteral(KAFSCOPE_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.kafscope.Kafscope"));
    // Before any text is made, so even a usage error is in the user's language.
    kafscope::i18n::install(kafscope::i18n::languageArgument(app.arguments()));

    auto options = kafscope::app::AppOptions::parse(app.arguments().mid(1));
    if (!options) {
        std::fprintf(stderr, "kafscope: %s\n%s", shown(options.error().message()).constData(),
                     shown(kafscope::app::AppOptions::usage()).constData());
        return 2;
    }
    std::optional<kafscope::ConnectionProfile> profile = options->profile;
    if (!options->savedProfile.isEmpty()) {
        // Before any window: the keychain answers over D-Bus, and nothing is shown meanwhile.
        kafscope::profiles::AutoSecretStore secrets;
        auto saved = kafscope::profiles::savedProfileWithSecrets(options->savedProfile, secrets);
        if (!saved) {
            std::fprintf(stderr, "kafscope: %s\n", shown(saved.error().message()).constData());
            return 2;
        }
        // Secrets the keychain does not hold (or no keychain runs): asked for, kept for this run
        // unless the user asks the keychain to remember them.
        if (const QStringList missing = kafscope::profiles::missingSecrets(saved.value());
            !missing.isEmpty()) {
            bool remember = false;
            if (!kafscope::ui::SecretPrompt::ask(nullptr, saved.value(), missing,
                                                 secrets.usesKeychain(), &remember)) {
                std::fprintf(stderr, "kafscope: not connected: profile \"%s\" needs %s\n",
                             shown(options->savedProfile).constData(),
                             shown(kafscope::profiles::secretLabel(saved.value(), missing.first()))
                                 .constData());
                return 2;
            }
            if (remember) {
                kafscope::profiles::SavedProfile typed = saved.value();
                typed.secrets.clear();
                for (const QString &n : missing)
                    typed.secrets.insert(n, saved->secrets.value(n));
                if (auto s = kafscope::profiles::saveSecrets(typed, secrets); !s)
                    std::fprintf(stderr, "kafscope: %s\n", shown(s.error().message()).constData());
            }
        }
        auto connection = saved->toConnection();
        if (!connection) {
            std::fprintf(stderr, "kafscope: %s\n", shown(connection.error().message()).constData());
            return 2;
        }
        profile = connection.value();
        profile->readOnly = profile->readOnly || options->readOnly;
    }
    // The command line wins over the choice saved from the View menu; "system" follows the desktop.
    kafscope::ui::Palette::applyTheme(
        options->theme.value_or(kafscope::ui::Palette::parseTheme(kafscope::settings::theme())
                                    .value_or(kafscope::ui::Theme::System)));
    const int exitCode = runWindow(*options, profile);
    return kafscope::WorkerReaper::finishProcess(exitCode, kafscope::WorkerReaper::kExitGraceMs);
}

namespace {

// The window lives in here, so it is gone (its views' runs cancelled, never waited for) before
// finishProcess gives those runs their bounded time.
int runWindow(const kafscope::app::AppOptions &opts,
              const std::optional<kafscope::ConnectionProfile> &profile)
{
    const kafscope::app::AppOptions *options = &opts;
    kafscope::app::Window window;
    if (!window.openView(options->open)) {
        std::fprintf(stderr, "kafscope: no view named %s (views: %s)\n",
                     shown(options->open).constData(),
                     shown(window.viewTargets().join(QStringLiteral(", "))).constData());
        return 2;
    }
    // A person starting the app finds the cluster's window as they left it; --open and screenshots
    // ask for a particular view at the default size.
    const bool openGiven = QApplication::arguments().mid(1).contains(QStringLiteral("--open"));
    window.setRestoreState(!openGiven && options->screenshot.isEmpty() && !options->size.isValid());
    if (options->size.isValid())
        window.resize(options->size);
    window.show();
    if (options->size.isValid() && window.size() != options->size)
        std::fprintf(stderr, "kafscope: the window cannot be %dx%d; it is %dx%d\n",
                     options->size.width(), options->size.height(), window.width(),
                     window.height());
    if (profile)
        window.connectTo(*profile);
    else if (options->screenshot.isEmpty())
        QTimer::singleShot(0, &window, &kafscope::ui::MainWindow::showConnectDialog);

    if (!options->screenshot.isEmpty()) {
        const QString path = options->screenshot;
        auto done = std::make_shared<bool>(false);
        auto shoot = [&window, path, done] {
            if (*done)
                return;
            *done = true;
            // One more turn of the event loop so the views lay out what just arrived.
            QTimer::singleShot(300, &window, [&window, path] {
                QApplication::exit(kafscope::app::saveScreenshot(&window, path) ? 0 : 1);
            });
        };
        if (profile) {
            // After the first answer, wait while the shown view says it is still loading: a view
            // that fetches its own data sets the dynamic property "kafscopeBusy" to true until it
            // has it.
            auto poll = std::make_shared<QTimer>();
            poll->setInterval(100);
            QObject::connect(poll.get(), &QTimer::timeout, &window, [&window, shoot, poll] {
                const QWidget *view = window.currentView();
                if (!view || !view->property("kafscopeBusy").toBool()) {
                    poll->stop();
                    shoot();
                }
            });
            QObject::connect(&window, &kafscope::ui::MainWindow::firstAnswerShown, &window,
                             [poll] { poll->start(); });
            QTimer::singleShot(options->screenshotTimeoutMs, &window, shoot);
        } else {
            shoot();
        }
    }
    return QApplication::exec();
}

} // namespace
