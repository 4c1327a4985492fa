#include "security/security_wiring.h"

#include "security/acls_view.h"
#include "security/users_view.h"
#include "shell/main_window.h"

namespace kafscope::ui {

void installSecurityViews(MainWindow &window)
{
    auto *acls = new AclsView(&window);
    QObject::connect(&window, &MainWindow::sessionChanged, acls, &AclsView::setSession);
    window.addView(QStringLiteral("acls"), MainWindow::tr("ACLs"), acls);
    auto *users = new UsersView(&window);
    QObject::connect(&window, &MainWindow::sessionChanged, users, &UsersView::setSession);
    window.addView(QStringLiteral("users"), MainWindow::tr("SCRAM users"), users);
}

} // namespace kafscope::ui
