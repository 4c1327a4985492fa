#pragma once

#include "cluster/cluster_metadata.h"
#include "cluster/cluster_session.h"
#include "cluster/connection_profile.h"

#include "shell/navigation_history.h"

#include <QMainWindow>

#include <functional>
#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QPlainTextEdit;
class QStackedWidget;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace kafscope::ui {

class Navigator;

// The application window's shell: the navigator, the shown view, the connection's status and a
// log panel. It knows no view: app/ composes the views into it (addView, registerOpener) and wires
// them to its signals, so no feature folder of ui/ depends on the shell.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    void connectTo(const ConnectionProfile &profile);
    // Shows a view by target name ("cluster", "brokers"); false if there is no such view.
    bool openView(const QString &target);
    QStringList viewTargets() const;
    // Targets with an argument, e.g. "topic:NAME": `opener` shows the view for NAME.
    using Opener = std::function<bool(const QString &arg)>;
    void registerOpener(const QString &kind, Opener opener);
    // Adds a view to the sidebar under `target` (also an --open target).
    void addView(const QString &target, const QString &label, QWidget *view);

    ClusterSession *session() const { return m_session.get(); }
    QWidget *currentView() const;
    QString statusText() const;
    QString environmentChipText() const; // empty when the connection has no label
    QString logText() const;
    // Where back and forward lead (targets as openView takes them).
    const NavigationHistory &history() const { return m_history; }
    // On connecting, put back the window's size, docks, splitters, column widths and last view
    // saved for that cluster (main() turns this on; tests and screenshots start from the defaults).
    void setRestoreState(bool restore) { m_restoreState = restore; }

public Q_SLOTS:
    void showConnectDialog();
    // Saved profiles (secrets in the OS keychain): add, edit, remove, test, connect.
    void showConnectionManager();
    // Connects this window if it has no cluster yet, else opens a new window for `profile`.
    MainWindow *openConnection(const ConnectionProfile &profile);
    void refresh();
    void appendLog(const QString &text);
    // The cluster's health as the overview judged it (history::ClusterHealth::Level and why): it
    // colours the status bar's light and text.
    void showClusterHealth(int level, const QString &reasons);
    void goBack();
    void goForward();
    // Ctrl+K: views, topics and groups by name.
    void showQuickOpen();
    // F5: the cluster's metadata and the shown view's own refresh (a button named "refresh…").
    void refreshCurrentView();
    // Ctrl+F: the shown view's filter field (a line edit whose object name contains "filter").
    void focusFilter();

Q_SIGNALS:
    // Emitted after the first answer (data or error) reaches the views of a new connection.
    void firstAnswerShown();
    // A new session replaced the old one (views re-attach; the old one is gone after this).
    void sessionChanged(kafscope::ClusterSession *session);
    // Every metadata snapshot the window received, for views that list brokers or topics.
    void metadataChanged(const kafscope::ClusterMetadata &metadata);
    // The window's metadata request failed (the overview says why).
    void metadataFailed(const kafscope::Error &error);
    // openConnection made a window for another cluster.
    void windowOpened(kafscope::ui::MainWindow *window);

protected:
    // A window for another cluster, composed as this one (openConnection).
    virtual MainWindow *newWindow() const = 0;

private:
    void buildSidebar();
    void buildMenus();
    void onMetadata(quint64 token, const ClusterMetadata &md);
    void onFailed(quint64 token, const Error &error);
    void onState(ClusterSession::State state, const QString &message);
    void paintStatusLed();
    void showStatus(); // the connection's state, the cluster's health and the connection's marks
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void buildNavigation();
    void recordVisit(const QString &target);
    void updateHistoryActions();
    QString stateKey() const;
    void saveWindowState() const;
    void restoreWindowState();

    std::unique_ptr<ClusterSession> m_session;
    Navigator *m_sidebar = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_statusLed = nullptr;
    QLabel *m_envChip = nullptr; // a saved profile's label in its colour, e.g. a red "prod"
    QLabel *m_status = nullptr;
    QPlainTextEdit *m_log = nullptr;
    QTimer *m_refreshTimer = nullptr;
    QHash<QString, QTreeWidgetItem *> m_items;
    QHash<QString, Opener> m_openers;
    quint64 m_pendingToken = 0;
    bool m_answered = false;
    ClusterSession::State m_state = ClusterSession::State::Connecting;
    QString m_stateMessage;
    QDockWidget *m_logDock = nullptr;
    int m_healthLevel = 0; // history::ClusterHealth::Level of the dashboard's last sample
    QString m_healthReasons;
    NavigationHistory m_history;
    QAction *m_back = nullptr;
    QAction *m_forward = nullptr;
    int m_opening = 0; // openView calls in progress: only the outermost one is a visit
    bool m_restoreState = false;
    QStringList m_topicNames; // from the last metadata, for quick open
};

} // namespace kafscope::ui
