// MainWindow's keyboard and navigation: back/forward, quick open, F5, Ctrl+F, remembered layout.
#include "shell/main_window.h"

#include "common/settings.h"
#include "groups/group_list.h"
#include "shell/navigator.h"
#include "shell/quick_open.h"

#include <QAbstractButton>
#include <QCloseEvent>
#include <QHeaderView>
#include <QLineEdit>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QTableView>
#include <QToolBar>
#include <QTreeWidget>

namespace kafscope::ui {

namespace {

// The shown widget of the view whose object name contains `part` (case-insensitive), or null.
template <typename W> W *visibleNamed(QWidget *view, const QString &part)
{
    if (!view)
        return nullptr;
    for (W *w : view->findChildren<W *>())
        if (w->isVisible() && w->isEnabled() && w->objectName().contains(part, Qt::CaseInsensitive))
            return w;
    return nullptr;
}

// The view in a page of the window's stack (each view sits in a scroll area of its own).
QWidget *pageView(QWidget *page)
{
    auto *area = qobject_cast<QScrollArea *>(page);
    return area ? area->widget() : page;
}

// Every splitter of every view under a stable key: "topicsView/0", or its own name when it has one.
QList<QPair<QString, QSplitter *>> splitters(const QStackedWidget *stack)
{
    QList<QPair<QString, QSplitter *>> out;
    for (int v = 0; v < stack->count(); ++v) {
        QWidget *view = pageView(stack->widget(v));
        const QList<QSplitter *> found = view->findChildren<QSplitter *>();
        for (int i = 0; i < found.size(); ++i)
            out.push_back({view->objectName() + QLatin1Char('/') +
                               (found[i]->objectName().isEmpty() ? QString::number(i)
                                                                 : found[i]->objectName()),
                           found[i]});
    }
    return out;
}

// Every table's column header of every view, keyed like the splitters: "topicsView/0".
QList<QPair<QString, QHeaderView *>> columnHeaders(const QStackedWidget *stack)
{
    QList<QPair<QString, QHeaderView *>> out;
    for (int v = 0; v < stack->count(); ++v) {
        QWidget *view = pageView(stack->widget(v));
        const QList<QTableView *> found = view->findChildren<QTableView *>();
        for (int i = 0; i < found.size(); ++i)
            out.push_back({view->objectName() + QLatin1Char('/') +
                               (found[i]->objectName().isEmpty() ? QString::number(i)
                                                                 : found[i]->objectName()),
                           found[i]->horizontalHeader()});
    }
    return out;
}

} // namespace

void MainWindow::buildNavigation()
{
    m_back = new QAction(QIcon::fromTheme(QStringLiteral("go-previous"),
                                          style()->standardIcon(QStyle::SP_ArrowBack)),
                         tr("&Back"), this);
    m_back->setObjectName(QStringLiteral("backAction"));
    // Alt+Left, and the Back key of keyboards and mice that have one (QKeySequence::Back is
    // Alt+Left on some desktops: listing it too would make the shortcut ambiguous).
    m_back->setShortcuts({QKeySequence(Qt::ALT | Qt::Key_Left), QKeySequence(Qt::Key_Back)});
    m_back->setToolTip(tr("Back (Alt+Left)"));
    connect(m_back, &QAction::triggered, this, &MainWindow::goBack);
    m_forward = new QAction(
        QIcon::fromTheme(QStringLiteral("go-next"), style()->standardIcon(QStyle::SP_ArrowForward)),
        tr("&Forward"), this);
    m_forward->setObjectName(QStringLiteral("forwardAction"));
    m_forward->setShortcuts({QKeySequence(Qt::ALT | Qt::Key_Right), QKeySequence(Qt::Key_Forward)});
    m_forward->setToolTip(tr("Forward (Alt+Right)"));
    connect(m_forward, &QAction::triggered, this, &MainWindow::goForward);
    auto *bar = new QToolBar(tr("Navigation"), this);
    bar->setObjectName(QStringLiteral("navigationBar"));
    bar->setMovable(false);
    bar->setIconSize(QSize(18, 18));
    bar->addAction(m_back);
    bar->addAction(m_forward);
    addToolBar(Qt::TopToolBarArea, bar);
    updateHistoryActions();
}

void MainWindow::recordVisit(const QString &target)
{
    m_history.visit(target);
    updateHistoryActions();
}

void MainWindow::updateHistoryActions()
{
    m_back->setEnabled(m_history.canGoBack());
    m_forward->setEnabled(m_history.canGoForward());
}

void MainWindow::goBack()
{
    const QString target = m_history.back();
    if (!target.isEmpty()) {
        ++m_opening; // moving through the history is not a new visit
        openView(target);
        --m_opening;
    }
    updateHistoryActions();
}

void MainWindow::goForward()
{
    const QString target = m_history.forward();
    if (!target.isEmpty()) {
        ++m_opening;
        openView(target);
        --m_opening;
    }
    updateHistoryActions();
}

void MainWindow::showQuickOpen()
{
    auto *palette = new QuickOpen(this);
    palette->setAttribute(Qt::WA_DeleteOnClose);
    auto iconOf = [this](const char *view) {
        const QTreeWidgetItem *item = m_items.value(QLatin1String(view));
        return item ? item->icon(0) : QIcon();
    };
    QList<QuickOpenItem> items;
    for (QTreeWidgetItemIterator it(m_sidebar); *it; ++it)
        if ((*it)->parent())
            items.push_back({(*it)->text(0), tr("View"), (*it)->data(0, Qt::UserRole).toString(),
                             (*it)->icon(0)});
    const QIcon topicIcon = iconOf("topics");
    for (const QString &topic : std::as_const(m_topicNames))
        items.push_back({topic, tr("Topic"), QStringLiteral("topic:") + topic, topicIcon});
    palette->addItems(items);
    if (m_session) {
        const QIcon groupIcon = iconOf("groups");
        m_session->call<QList<groups::GroupListing>>(
            palette, [](KafkaClient &client) { return groups::listGroups(client); },
            [palette, groupIcon](const Result<QList<groups::GroupListing>> &r) {
                if (!r)
                    return; // the groups view says why; the palette still opens views and topics
                QList<QuickOpenItem> found;
                for (const groups::GroupListing &g : r.value())
                    found.push_back({g.group, QuickOpen::tr("Consumer group"),
                                     QStringLiteral("group:") + g.group, groupIcon});
                palette->addItems(found);
            });
    }
    connect(palette, &QuickOpen::chosen, this, [this](const QString &target) {
        if (!openView(target))
            appendLog(tr("Cannot open %1").arg(target));
    });
    palette->show();
    palette->filterEdit()->setFocus();
}

void MainWindow::refreshCurrentView()
{
    refresh();
    if (auto *button = visibleNamed<QAbstractButton>(currentView(), QStringLiteral("refresh")))
        button->click();
}

void MainWindow::focusFilter()
{
    if (auto *edit = visibleNamed<QLineEdit>(currentView(), QStringLiteral("filter"))) {
        edit->setFocus(Qt::ShortcutFocusReason);
        edit->selectAll();
    }
}

QString MainWindow::stateKey() const
{
    const ConnectionProfile &p = m_session->profile();
    return p.name.isEmpty() ? p.bootstrap : p.name;
}

void MainWindow::saveWindowState() const
{
    const QString key = stateKey();
    settings::setWindowState(key, QStringLiteral("geometry"), saveGeometry());
    settings::setWindowState(key, QStringLiteral("windowState"), saveState());
    for (const auto &[name, splitter] : splitters(m_stack))
        settings::setWindowState(key, QStringLiteral("splitter/") + name, splitter->saveState());
    for (const auto &[name, header] : columnHeaders(m_stack))
        if (header->count() > 0)
            settings::setWindowState(key, QStringLiteral("columns/") + name, header->saveState());
    if (const QTreeWidgetItem *item = m_sidebar->currentItem())
        settings::setWindowState(key, QStringLiteral("lastView"), item->data(0, Qt::UserRole));
}

void MainWindow::restoreWindowState()
{
    const QString key = stateKey();
    if (const QVariant g = settings::windowState(key, QStringLiteral("geometry")); g.isValid())
        restoreGeometry(g.toByteArray());
    if (const QVariant s = settings::windowState(key, QStringLiteral("windowState")); s.isValid())
        restoreState(s.toByteArray());
    for (const auto &[name, splitter] : splitters(m_stack))
        if (const QVariant v = settings::windowState(key, QStringLiteral("splitter/") + name);
            v.isValid())
            splitter->restoreState(v.toByteArray());
    // Column widths only: a header saved with another number of columns (an older version) is
    // left as it is.
    for (const auto &[name, header] : columnHeaders(m_stack))
        if (const QVariant v = settings::windowState(key, QStringLiteral("columns/") + name);
            v.isValid()) {
            const int columns = header->count();
            const QByteArray before = header->saveState();
            if (!header->restoreState(v.toByteArray()) || header->count() != columns)
                header->restoreState(before);
        }
    if (const QVariant last = settings::windowState(key, QStringLiteral("lastView"));
        last.isValid())
        openView(last.toString());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_session)
        saveWindowState();
    QMainWindow::closeEvent(event);
}

} // namespace kafscope::ui
