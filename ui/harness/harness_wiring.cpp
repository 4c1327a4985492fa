#include "harness/harness_wiring.h"

#include "harness/harness_view.h"
#include "shell/main_window.h"

#include <cstdio>

namespace kafscope::ui {

void installHarnessView(MainWindow &window)
{
    auto *view = new HarnessView(&window);
    QObject::connect(&window, &MainWindow::sessionChanged, view, &HarnessView::setSession);
    QObject::connect(view, &HarnessView::logMessage, &window, &MainWindow::appendLog);
    window.addView(QStringLiteral("harness"), MainWindow::tr("Priority harness"), view);
    window.registerOpener(QStringLiteral("harness"), [&window, view](const QString &profile) {
        if (auto s = view->runProfile(profile); !s) {
            std::fprintf(stderr, "kafscope: %s\n", qPrintable(s.error().message()));
            return false;
        }
        return window.openView(QStringLiteral("harness"));
    });
}

} // namespace kafscope::ui
