// Child process of test_close_during_run, shaped like app/main.cpp: the main window lives in a
// function, the event loop ends when it is closed, then WorkerReaper::finishProcess. It connects
// to the broker given, runs the priority harness with an external consumer that ignores SIGTERM
// (a shell running kcat in the run's group: cancelling the run waits 10 s for it before SIGKILL,
// the slow teardown a user meets) and closes the window mid-run as a user does. stdout: the
// consumer's log lines, "closing", "destroyed MS".
#include "common/worker.h"
#include "harness/harness_config_panel.h"
#include "harness/harness_runner.h"
#include "harness/harness_view.h"
#include "gui/application.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QPushButton>
#include <QTimer>

#include <cstdio>

using namespace kafscope;
using namespace kafscope::ui;

namespace {

void say(const QString &line)
{
    std::printf("%s\n", qPrintable(line));
    std::fflush(stdout);
}

void startHarness(MainWindow &window, const QString &prefix, QElapsedTimer &closeClock)
{
    if (!window.openView(QStringLiteral("harness"))) {
        say(QStringLiteral("error no harness view"));
        QApplication::exit(3);
        return;
    }
    auto *view = window.findChild<HarnessView *>();
    HarnessConfigPanel *panel = view->configPanel();
    auto *strategy = panel->findChild<QComboBox *>(QStringLiteral("strategy"));
    strategy->setCurrentIndex(strategy->findData(QStringLiteral("external")));
    // kcat ends on the process group's SIGTERM; the shell after it ignores SIGTERM (so does the
    // sleep it runs, which inherits that), so the group outlives the 10 s grace: a slow teardown.
    panel->findChild<QLineEdit *>(QStringLiteral("consumerCommand"))
        ->setText(QStringLiteral("sh -c 'trap \"\" TERM; "
                                 "kcat -q -b $KAFSCOPE_BOOTSTRAP -G $KAFSCOPE_GROUP "
                                 "$(echo $KAFSCOPE_TOPICS | tr , \" \") >/dev/null; sleep 60'"));
    panel->findChild<QLineEdit *>(QStringLiteral("topicPrefix"))->setText(prefix);
    auto *runner = view->findChild<harness::HarnessRunner *>();
    auto snapshots = std::make_shared<int>(0);
    QObject::connect(runner, &harness::HarnessRunner::snapshot, &window,
                     [&window, &closeClock, snapshots](const harness::HarnessSnapshot &s) {
                         for (const QString &line : s.log)
                             say(QStringLiteral("log ") + line);
                         if (++*snapshots != 8) // 2 s into the run
                             return;
                         say(QStringLiteral("closing"));
                         closeClock.start();
                         window.close();
                     });
    QObject::connect(runner, &harness::HarnessRunner::failed, &window, [](const Error &e) {
        say(QStringLiteral("error ") + e.message());
        QApplication::exit(3);
    });
    view->findChild<QPushButton *>(QStringLiteral("runHarness"))->click();
    if (!runner->isRunning()) {
        say(QStringLiteral("error the run did not start: ") + view->statusText());
        QApplication::exit(3);
    }
}

int runWindow(const QString &bootstrap, const QString &prefix)
{
    QElapsedTimer closeClock;
    int rc = 0;
    {
        kafscope::app::Window window;
        window.show();
        QObject::connect(
            &window, &MainWindow::firstAnswerShown, &window,
            [&window, prefix, &closeClock] { startHarness(window, prefix, closeClock); });
        ConnectionProfile profile;
        profile.bootstrap = bootstrap;
        window.connectTo(profile);
        rc = QApplication::exec();
    } // the window, its views and their runners go here, as in app/main.cpp
    if (closeClock.isValid())
        say(QStringLiteral("destroyed %1").arg(closeClock.elapsed()));
    return rc;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: close_during_run_driver BOOTSTRAP TOPIC_PREFIX\n");
        return 2;
    }
    const int rc = runWindow(QString::fromLocal8Bit(argv[1]), QString::fromLocal8Bit(argv[2]));
    return WorkerReaper::finishProcess(rc, WorkerReaper::kExitGraceMs);
}
