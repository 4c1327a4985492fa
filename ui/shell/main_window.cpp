#include "shell/main_window.h"

#include "cluster/connection_check.h"
#include "common/elided_label.h"
#include "history/cluster_health.h"
#include "common/table_tools.h"
#include "common/time_display_menu.h"
#include "common/palette.h"
#include "common/settings.h"
#include "common/version_info.h"
#include "connections/connection_manager.h"
#include "shell/about_dialog.h"
#include "shell/connect_dialog.h"
#include "shell/navigator.h"
#include "shell/ui_resources.h"

#include <QActionGroup>
#include <QApplication>
#include <QColor>
#include <QDateTime>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QPainter>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QTreeWidget>

namespace kafscope::ui {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Kafscope"));
    ensureResources();
    setWindowIcon(QIcon(QStringLiteral(":/icons/kafscope.svg")));
    resize(1280, 800); // the size the UI guide designs for

    m_stack = new QStackedWidget(this);
    setCentralWidget(m_stack);

    auto *sidebarDock = new QDockWidget(tr("Navigator"), this);
    sidebarDock->setObjectName(QStringLiteral("navigatorDock"));
    sidebarDock->setFeatures(QDockWidget::NoDockWidgetFeatures);
    m_sidebar = new Navigator(sidebarDock);
    sidebarDock->setWidget(m_sidebar);
    addDockWidget(Qt::LeftDockWidgetArea, sidebarDock);

    auto *logDock = new QDockWidget(tr("Log"), this);
    m_logDock = logDock;
    logDock->setObjectName(QStringLiteral("logDock"));
    m_log = new QPlainTextEdit(logDock);
    m_log->setObjectName(QStringLiteral("log"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(2000);
    logDock->setWidget(m_log);
    addDockWidget(Qt::BottomDockWidgetArea, logDock);
    resizeDocks({logDock}, {110}, Qt::Vertical);
    // The log is folded away until something goes wrong (View > Log opens it); the views get the
    // height.
    logDock->hide();

    m_statusLed = new QLabel(this);
    m_statusLed->setObjectName(QStringLiteral("statusLed"));
    m_statusLed->setFixedSize(12, 12);
    // Elided at the window's edge: a long state or health reason never widens the window.
    m_status = new ElidedLabel(tr("Not connected"), this);
    m_status->setObjectName(QStringLiteral("connectionStatus"));
    // A click on the light or the text opens the overview, where the problems are.
    for (QLabel *l : {m_statusLed, m_status}) {
        l->setCursor(Qt::PointingHandCursor);
        l->installEventFilter(this);
    }
    m_envChip = new QLabel(this);
    m_envChip->setObjectName(QStringLiteral("environmentChip"));
    m_envChip->hide();
    statusBar()->addWidget(m_envChip);
    statusBar()->addWidget(m_statusLed);
    statusBar()->addWidget(m_status, 1);

    m_refreshTimer = new QTimer(this);
    connect(m_refreshTimer, &QTimer::timeout, this, &MainWindow::refresh);

    buildNavigation();
    buildSidebar();
    buildMenus();
    onState(ClusterSession::State::Connecting, tr("Not connected"));
}

MainWindow::~MainWindow() = default;

QWidget *MainWindow::currentView() const
{
    auto *page = qobject_cast<QScrollArea *>(m_stack->currentWidget());
    return page ? page->widget() : nullptr;
}

void MainWindow::addView(const QString &target, const QString &label, QWidget *view)
{
    QTreeWidgetItem *item = m_sidebar->addEntry(target, label);
    m_items.insert(target, item);
    // Wide enough for every view's name: nothing in the navigator is elided.
    m_sidebar->setMinimumWidth(m_sidebar->neededWidth());
    view->setObjectName(target + QStringLiteral("View"));
    // Each view sits in a page that scrolls when the view needs more room than the window has: a
    // view's minimum size never makes the window larger (it works down to 960x600).
    auto *page = new QScrollArea(m_stack);
    page->setObjectName(target + QStringLiteral("Page"));
    page->setFrameShape(QFrame::NoFrame);
    page->setWidgetResizable(true);
    page->setWidget(view);
    m_stack->addWidget(page);
    item->setData(0, Qt::UserRole + 1, QVariant::fromValue(static_cast<QObject *>(page)));
    if (!m_sidebar->currentItem()) // the first view added is the one shown at the start
        m_sidebar->setCurrentItem(item);
}

void MainWindow::buildSidebar()
{
    // Column chooser, copy and one row height in every table, those of dialogs opened later too.
    enableTableToolsEverywhere();
    connect(m_sidebar, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (!item || item->isDisabled())
            return;
        if (auto *view =
                qobject_cast<QWidget *>(item->data(0, Qt::UserRole + 1).value<QObject *>())) {
            // The topic of the view left (property "kafscopeTopic"), for a view that takes one
            // (Produce): not when an opener named its own topic (m_opening > 1).
            // Each view sits in a scroll area page of the stack: the property and the method are
            // the view's own.
            const auto inner = [](QWidget *page) -> QWidget * {
                auto *area = qobject_cast<QScrollArea *>(page);
                return area && area->widget() ? area->widget() : page;
            };
            QWidget *left = m_stack->currentWidget();
            const QString topic = left && left != view && m_opening <= 1
                                      ? inner(left)->property("kafscopeTopic").toString()
                                      : QString();
            m_stack->setCurrentWidget(view);
            QWidget *shown = inner(view);
            if (!topic.isEmpty() &&
                shown->metaObject()->indexOfMethod("takeContextTopic(QString)") >= 0)
                QMetaObject::invokeMethod(shown, "takeContextTopic", Q_ARG(QString, topic));
            if (m_opening == 0) // a click in the navigator; openView records its own target
                recordVisit(item->data(0, Qt::UserRole).toString());
        }
    });
}

void MainWindow::showClusterHealth(int level, const QString &reasons)
{
    m_healthLevel = level;
    m_healthReasons = reasons;
    showStatus();
}

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Connections…"), QKeySequence(QStringLiteral("Ctrl+Shift+O")), this,
                    &MainWindow::showConnectionManager);
    file->addAction(tr("&Connect…"), QKeySequence(QStringLiteral("Ctrl+O")), this,
                    &MainWindow::showConnectDialog);
    QAction *refreshAction = file->addAction(tr("&Refresh"), this, &MainWindow::refreshCurrentView);
    refreshAction->setObjectName(QStringLiteral("refreshAction"));
    refreshAction->setShortcuts(QKeySequence::Refresh);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::quit);
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    view->addAction(m_back);
    view->addAction(m_forward);
    QAction *go = view->addAction(tr("&Go to…"), QKeySequence(QStringLiteral("Ctrl+K")), this,
                                  &MainWindow::showQuickOpen);
    go->setObjectName(QStringLiteral("quickOpenAction"));
    QAction *filter = view->addAction(tr("&Filter"), this, &MainWindow::focusFilter);
    filter->setObjectName(QStringLiteral("focusFilterAction"));
    filter->setShortcut(QKeySequence::Find);
    view->addSeparator();
    QAction *log = m_logDock->toggleViewAction();
    log->setText(tr("&Log"));
    log->setObjectName(QStringLiteral("showLogAction"));
    log->setShortcut(QKeySequence(QStringLiteral("Ctrl+L")));
    view->addAction(log);
    QMenu *themes = view->addMenu(tr("&Theme"));
    themes->setObjectName(QStringLiteral("themeMenu"));
    auto *themeGroup = new QActionGroup(this);
    const QList<QPair<Theme, QString>> choices = {{Theme::System, tr("Follow the &desktop")},
                                                  {Theme::Light, tr("&Light")},
                                                  {Theme::Dark, tr("&Dark")}};
    for (const auto &[theme, label] : choices) {
        QAction *a = themes->addAction(label);
        a->setObjectName(QStringLiteral("theme_") + Palette::themeName(theme));
        a->setCheckable(true);
        a->setChecked(Palette::theme() == theme);
        themeGroup->addAction(a);
        connect(a, &QAction::triggered, this, [theme] {
            Palette::applyTheme(theme);
            settings::setTheme(Palette::themeName(theme));
        });
    }
    // Another window (or the command line) may have changed the theme: show it checked.
    connect(themes, &QMenu::aboutToShow, this, [themes] {
        for (QAction *a : themes->actions())
            a->setChecked(a->objectName() ==
                          QStringLiteral("theme_") + Palette::themeName(Palette::theme()));
    });
    addTimeDisplayMenus(view, this);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *about = help->addAction(tr("&About Kafscope"), this, [this] {
        AboutDialog dialog(versionInfo(), this);
        dialog.exec();
    });
    about->setObjectName(QStringLiteral("aboutAction"));
    about->setMenuRole(QAction::AboutRole);
}

QStringList MainWindow::viewTargets() const
{
    QStringList out = m_items.keys();
    for (const QString &kind : m_openers.keys())
        out << kind + QStringLiteral(":NAME");
    out.sort();
    return out;
}

void MainWindow::registerOpener(const QString &kind, Opener opener)
{
    m_openers.insert(kind, std::move(opener));
}

bool MainWindow::openView(const QString &target)
{
    ++m_opening;
    bool opened = false;
    if (const qsizetype colon = target.indexOf(QLatin1Char(':')); colon > 0) {
        const Opener opener = m_openers.value(target.left(colon));
        opened = opener && opener(target.mid(colon + 1));
    } else if (QTreeWidgetItem *item = m_items.value(target)) {
        m_sidebar->setCurrentItem(item);
        opened = true;
    }
    --m_opening;
    if (opened && m_opening == 0)
        recordVisit(target);
    return opened;
}

void MainWindow::showConnectDialog()
{
    ConnectDialog dialog(this);
    if (m_session)
        dialog.setProfile(m_session->profile());
    if (dialog.exec() == QDialog::Accepted)
        if (auto p = dialog.profile())
            connectTo(p.value());
}

void MainWindow::showConnectionManager()
{
    ConnectionManager manager(this);
    // A window per cluster: one already connected opens the next cluster in a window of its own.
    connect(&manager, &ConnectionManager::connectRequested, this, &MainWindow::openConnection);
    manager.exec();
}

MainWindow *MainWindow::openConnection(const ConnectionProfile &profile)
{
    if (!m_session) {
        connectTo(profile);
        return this;
    }
    MainWindow *window = newWindow();
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->resize(size());
    window->move(pos() + QPoint(40, 40));
    window->show();
    window->connectTo(profile);
    Q_EMIT windowOpened(window);
    return window;
}

void MainWindow::connectTo(const ConnectionProfile &profile)
{
    if (m_session)
        saveWindowState(); // what was arranged for the cluster this window leaves
    m_refreshTimer->stop();
    m_session.reset(); // the old worker closes its handle in its own thread
    m_answered = false;
    m_session = std::make_unique<ClusterSession>(profile);
    connect(m_session.get(), &ClusterSession::metadataReady, this, &MainWindow::onMetadata);
    connect(m_session.get(), &ClusterSession::requestFailed, this, &MainWindow::onFailed);
    connect(m_session.get(), &ClusterSession::stateChanged, this, &MainWindow::onState);
    connect(m_session.get(), &ClusterSession::logMessage, this, &MainWindow::appendLog);
    // The environment label leads the title, so the taskbar shows it too.
    setWindowTitle(
        tr("%1Kafscope — %2%3%4")
            .arg(profile.label.isEmpty() ? QString()
                                         : QStringLiteral("[%1] ").arg(profile.label.toUpper()),
                 profile.displayName(), profile.readOnly ? tr(" (read-only)") : QString(),
                 verificationDisabled(profile) ? tr(" (TLS NOT VERIFIED)") : QString()));
    // The cluster heads the navigator too (UI guide: the cluster is always visible).
    // A cluster without a saved name shows its first server and how many more: the whole list
    // would be elided by the navigator's width.
    if (auto *dock = findChild<QDockWidget *>(QStringLiteral("navigatorDock"))) {
        QString name = profile.name;
        if (name.isEmpty()) {
            const QStringList servers =
                profile.bootstrap.split(QLatin1Char(','), Qt::SkipEmptyParts);
            name =
                servers.size() > 1
                    ? tr("%1 +%n", nullptr, int(servers.size() - 1)).arg(servers.first().trimmed())
                    : profile.bootstrap;
        }
        dock->setWindowTitle(
            profile.label.isEmpty() ? name : tr("%1 · %2").arg(profile.label.toUpper(), name));
        dock->setToolTip(tr("Connected to %1").arg(profile.bootstrap));
    }
    m_envChip->setVisible(!profile.label.isEmpty());
    m_envChip->setText(profile.label.toUpper());
    const QColor chip =
        profile.colour.isEmpty() ? Palette::color(Palette::Role::Muted) : QColor(profile.colour);
    m_envChip->setStyleSheet(
        QStringLiteral(
            "background:%1; color:%2; font-weight:bold; border-radius:4px; padding:1px 8px;")
            .arg(chip.name(), Palette::textOn(chip).name()));
    onState(ClusterSession::State::Connecting, tr("Connecting to %1…").arg(profile.bootstrap));
    appendLog(tr("Connecting to %1").arg(profile.bootstrap));
    Q_EMIT sessionChanged(m_session.get());
    m_session->setHealthInterval(settings::healthIntervalMs());
    refresh();
    m_refreshTimer->start(settings::overviewRefreshMs());
    if (m_restoreState)
        restoreWindowState();
}

void MainWindow::refresh()
{
    if (m_session)
        m_pendingToken = m_session->requestMetadata();
}

void MainWindow::onMetadata(quint64 token, const ClusterMetadata &md)
{
    if (token != m_pendingToken)
        return; // a newer request is on its way; this answer is stale
    m_topicNames.clear();
    for (const TopicInfo &t : md.topics)
        m_topicNames << t.name;
    Q_EMIT metadataChanged(md);
    if (!m_answered) {
        m_answered = true;
        Q_EMIT firstAnswerShown();
    }
}

void MainWindow::onFailed(quint64 token, const Error &error)
{
    if (token != m_pendingToken)
        return;
    Q_EMIT metadataFailed(error);
    appendLog(error.message());
    m_logDock->show(); // an error opens the log
    if (!m_answered) {
        m_answered = true;
        Q_EMIT firstAnswerShown();
    }
}

void MainWindow::onState(ClusterSession::State state, const QString &message)
{
    m_state = state;
    m_stateMessage = message;
    if (state != ClusterSession::State::Connected && state != ClusterSession::State::Degraded) {
        m_healthLevel = 0; // judged again at the next sample once the cluster answers
        m_healthReasons.clear();
    }
    showStatus();
}

void MainWindow::showStatus()
{
    paintStatusLed();
    m_statusLed->setProperty("state", stateName(m_state));
    // Always in sight: a read-only connection is said beside its state, not only in the title.
    const bool readOnly = m_session && m_session->profile().readOnly;
    QString text = readOnly ? tr("%1 · read-only").arg(m_stateMessage) : m_stateMessage;
    // So is a TLS connection whose certificate or host name is not checked.
    if (m_session && verificationDisabled(m_session->profile()))
        text += tr(" · TLS certificate NOT verified");
    // And a cluster that answers but is not well.
    using Level = history::ClusterHealth::Level;
    if (m_healthLevel == int(Level::Critical))
        text += tr(" · Critical: %1").arg(m_healthReasons);
    else if (m_healthLevel == int(Level::Degraded))
        text += tr(" · Degraded: %1").arg(m_healthReasons);
    m_status->setText(text);
    const QString tip = m_healthReasons.isEmpty()
                            ? tr("Click to open the overview")
                            : tr("%1\nClick to open the overview").arg(m_healthReasons);
    m_status->setToolTip(tip);
    m_statusLed->setToolTip(tip);
    m_statusLed->setProperty("health", m_healthLevel);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if ((watched == m_status || watched == m_statusLed) &&
        event->type() == QEvent::MouseButtonRelease) {
        openView(QStringLiteral("cluster"));
        return true;
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::paintStatusLed()
{
    Palette::Role role = Palette::Role::Muted;
    switch (m_state) {
    case ClusterSession::State::Connected: role = Palette::Role::Ok; break;
    case ClusterSession::State::Degraded: role = Palette::Role::Caution; break;
    case ClusterSession::State::Unreachable: role = Palette::Role::Error; break;
    case ClusterSession::State::Connecting: break;
    }
    // An answering cluster can still be sick: its health decides, when worse.
    using Level = history::ClusterHealth::Level;
    if (m_state == ClusterSession::State::Connected || m_state == ClusterSession::State::Degraded) {
        if (m_healthLevel == int(Level::Critical))
            role = Palette::Role::Error;
        else if (m_healthLevel == int(Level::Degraded))
            role = Palette::Role::Warning;
    }
    const qreal dpr = devicePixelRatioF();
    QPixmap dot(QSize(12, 12) * dpr);
    dot.setDevicePixelRatio(dpr);
    dot.fill(Qt::transparent);
    QPainter painter(&dot);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(Palette::color(role));
    painter.drawEllipse(QRectF(0.5, 0.5, 11, 11));
    painter.end();
    m_statusLed->setPixmap(dot);
    m_statusLed->setProperty("ledColour", Palette::color(role).name());
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_statusLed)
        paintStatusLed(); // the theme changed: the light takes the new palette's colour
}

QString MainWindow::statusText() const
{
    return m_status->text();
}

QString MainWindow::environmentChipText() const
{
    return m_envChip->text();
}

QString MainWindow::logText() const
{
    return m_log->toPlainText();
}

void MainWindow::appendLog(const QString &text)
{
    m_log->appendPlainText(QStringLiteral("%1  %2").arg(
        QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss")), text));
}

} // namespace kafscope::ui
