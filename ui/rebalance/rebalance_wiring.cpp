#include "rebalance/rebalance_wiring.h"

#include "rebalance/rebalance_view.h"
#include "shell/main_window.h"

namespace kafscope::ui {

void installRebalanceView(MainWindow &window)
{
    auto *view = new RebalanceView(&window);
    QObject::connect(&window, &MainWindow::sessionChanged, view, &RebalanceView::setSession);
    window.addView(QStringLiteral("rebalance"), MainWindow::tr("Rebalances"), view);
    window.registerOpener(QStringLiteral("rebalance"), [&window, view](const QString &group) {
        view->watch(group);
        return window.openView(QStringLiteral("rebalance"));
    });
}

} // namespace kafscope::ui
