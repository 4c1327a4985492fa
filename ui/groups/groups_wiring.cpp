#include "groups/groups_wiring.h"

#include "groups/groups_view.h"
#include "offsets/offsets_view.h"
#include "shell/main_window.h"

namespace kafscope::ui {

void installGroupViews(MainWindow &window)
{
    auto *groupsView = new GroupsView(&window);
    QObject::connect(&window, &MainWindow::sessionChanged, groupsView, &GroupsView::setSession);
    QObject::connect(&window, &MainWindow::metadataChanged, groupsView, &GroupsView::firstMetadata);
    window.addView(QStringLiteral("groups"), MainWindow::tr("Consumer groups"), groupsView);
    window.registerOpener(QStringLiteral("group"), [&window, groupsView](const QString &group) {
        groupsView->showGroup(group);
        return window.openView(QStringLiteral("groups"));
    });
    auto *offsetsView = new OffsetsView(&window);
    QObject::connect(&window, &MainWindow::sessionChanged, offsetsView, &OffsetsView::setSession);
    QObject::connect(&window, &MainWindow::metadataChanged, offsetsView,
                     &OffsetsView::firstMetadata);
    window.addView(QStringLiteral("offsets"), MainWindow::tr("Offsets log"), offsetsView);
}

} // namespace kafscope::ui
