#pragma once

#include "common/result.h"
#include "connect/connect_types.h"

#include <QWidget>

#include <functional>

class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTableWidget;
class QToolButton;

namespace kafscope::connect {
class ConnectClient;
class ConnectJobs;
} // namespace kafscope::connect

namespace kafscope::ui {

class ConnectorConfigForm;
class ReadOnlyGate;

// One connector of the Connect view: its state, type, class and worker; actions (pause, resume,
// stop, restart with or without its tasks or only the failed ones, delete with its name typed
// back); tabs for its tasks (a failed task's trace below them, a task restarted on its own), its
// configuration as a form from the worker's validate metadata (changes validated by the worker
// per setting before they are applied; secrets kept unless typed), the topics it uses (each opens
// the topic's messages) and its offsets (reset once it is stopped, with its name typed back).
// Every call runs on the view's ConnectJobs; writes pass the profile's write policy there.
class ConnectorDetail : public QWidget {
    Q_OBJECT
public:
    ConnectorDetail(connect::ConnectJobs *jobs, ReadOnlyGate *gate, QWidget *parent = nullptr);

    // Shows `name` and reads it (its config form is built from the worker's metadata).
    void showConnector(const QString &name);
    // Reads the shown connector's status, tasks and topics again (an edited form is left alone).
    void refresh();
    void clear();
    QString name() const { return m_name; }
    const connect::ConnectorInfo &info() const { return m_info; }

    QTableWidget *tasks() const { return m_tasks; }
    QPlainTextEdit *trace() const { return m_trace; }
    ConnectorConfigForm *form() const { return m_form; }
    QListWidget *topics() const { return m_topics; }
    QTableWidget *offsets() const { return m_offsets; }
    QTabWidget *tabs() const { return m_tabs; }
    QString statusText() const;
    QString headerText() const;

public Q_SLOTS:
    void pause();
    void resume();
    void stop();
    void restart(connect::RestartOptions options);
    void restartSelectedTask();
    void deleteConnector();
    void applyConfig();
    void revertConfig();
    void readOffsets();
    void resetOffsets();

Q_SIGNALS:
    void loaded();         // the connector (or why it could not be read) is shown
    void configShown();    // the form was (re)built from the worker's metadata
    void actionFinished(); // a write answered; statusText says how
    void changed();        // the connector changed or is gone: the list should be read again
    void openRequested(const QString &target);

private:
    QWidget *buildActions();
    QWidget *buildTasksTab();
    QWidget *buildConfigTab();
    QWidget *buildTopicsTab();
    QWidget *buildOffsetsTab();
    void show(const connect::ConnectorInfo &info);
    void loadConfig();
    void showTrace();
    void showStatus(const QString &text, bool ok);
    void runWrite(const QString &doing, std::function<Status(connect::ConnectClient &)> write,
                  const QString &done);
    void updateActions();
    // A write that needs the connector's name typed back (AdminDialog): `write` runs on the jobs'
    // thread with the typed text, `after` on this one once it succeeded.
    using TypedWrite =
        std::function<Status(connect::ConnectClient &, const QString &name, const QString &typed)>;
    void confirmWrite(const QString &objectName, const QString &title, const QString &explanation,
                      const QString &actionLabel, TypedWrite write, std::function<void()> after);

    connect::ConnectJobs *m_jobs;
    ReadOnlyGate *m_gate;
    QString m_name;
    connect::ConnectorInfo m_info;
    quint64 m_generation = 0;
    QString m_configClass; // the class the form was built for
    bool m_configShown = false;
    bool m_configLoading = false; // a validate for the form's metadata is on its way

    QLabel *m_title = nullptr;
    QLabel *m_state = nullptr;
    QLabel *m_facts = nullptr;
    QPushButton *m_pause = nullptr;
    QPushButton *m_resume = nullptr;
    QPushButton *m_stop = nullptr;
    QToolButton *m_restart = nullptr;
    QPushButton *m_delete = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableWidget *m_tasks = nullptr;
    QPushButton *m_restartTask = nullptr;
    QPlainTextEdit *m_trace = nullptr;
    QLabel *m_traceSummary = nullptr;
    QLineEdit *m_configFilter = nullptr;
    ConnectorConfigForm *m_form = nullptr;
    QPushButton *m_apply = nullptr;
    QPushButton *m_revert = nullptr;
    QListWidget *m_topics = nullptr;
    QTableWidget *m_offsets = nullptr;
    QPushButton *m_resetOffsets = nullptr;
    QLabel *m_offsetsNote = nullptr;
    QLabel *m_status = nullptr;
};

} // namespace kafscope::ui
