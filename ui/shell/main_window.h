#pragma once

#include "cluster/cluster_metadata.h"
#include "cluster/cluster_session.h"
#include "cluster/connection_profile.h"

#include <QMainWindow>

#include <functional>
#include <memory>

class QLabel;
class QPlainTextEdit;
class QStackedWidget;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace kafscope::ui {

class ClusterOverviewView;

// The application window: sidebar of views, the current view, connection status and a log panel.
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
    ClusterOverviewView *overview() const { return m_overview; }
    QString statusText() const;
    QString environmentChipText() const; // empty when the connection has no label
    QString logText() const;

public Q_SLOTS:
    void showConnectDialog();
    // Saved profiles (secrets in the OS keychain): add, edit, remove, test, connect.
    void showConnectionManager();
    // Connects this window if it has no cluster yet, else opens a new window for `profile`.
    MainWindow *openConnection(const ConnectionProfile &profile);
    void refresh();
    void appendLog(const QString &text);

Q_SIGNALS:
    // Emitted after the first answer (data or error) reaches the views of a new connection.
    void firstAnswerShown();
    // A new session replaced the old one (views re-attach; the old one is gone after this).
    void sessionChanged(kafscope::ClusterSession *session);
    // Every metadata snapshot the window received, for views that list brokers or topics.
    void metadataChanged(const kafscope::ClusterMetadata &metadata);
    // openConnection made a window for another cluster.
    void windowOpened(kafscope::ui::MainWindow *window);

private:
    void buildSidebar();
    void buildMenus();
    void onMetadata(quint64 token, const ClusterMetadata &md);
    void onFailed(quint64 token, const Error &error);
    void onState(ClusterSession::State state, const QString &message);

    std::unique_ptr<ClusterSession> m_session;
    QTreeWidget *m_sidebar = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_statusLed = nullptr;
    QLabel *m_envChip = nullptr; // a saved profile's label in its colour, e.g. a red "prod"
    QLabel *m_status = nullptr;
    QPlainTextEdit *m_log = nullptr;
    QTimer *m_refreshTimer = nullptr;
    ClusterOverviewView *m_overview = nullptr;
    QHash<QString, QTreeWidgetItem *> m_items;
    QHash<QString, Opener> m_openers;
    quint64 m_pendingToken = 0;
    bool m_answered = false;
};

} // namespace kafscope::ui
