#pragma once

#include "harness/harness_runner.h"

#include <QPointer>
#include <QWidget>

class QGroupBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

class HarnessCharts;
class HarnessConfigPanel;
class HarnessResults;

// The priority-consumer harness: set up levels, load, capacity, strategy and faults; run one
// strategy or each in turn on the same profile. The run executes in core on its own threads
// (HarnessRunner); snapshots every 250 ms feed the live charts, the report fills the results and
// comparison tables. kafscopeBusy is true while runs are going.
class HarnessView : public QWidget {
    Q_OBJECT
public:
    explicit HarnessView(QWidget *parent = nullptr);

    void setSession(kafscope::ClusterSession *session);
    // Loads a built-in profile and runs its strategies in turn (now, or once a session is set).
    Status runProfile(const QString &name);
    bool isRunning() const;

    HarnessConfigPanel *configPanel() const { return m_config; }
    HarnessCharts *charts() const { return m_charts; }
    HarnessResults *results() const { return m_results; }
    QPlainTextEdit *consumerLog() const { return m_log; }
    QString statusText() const;

public Q_SLOTS:
    void run();              // the configured strategy
    void runAllStrategies(); // strict, weighted (the configured weights), fifo; then the external
                             // consumer if chosen
    void stop();

Q_SIGNALS:
    void runFinished(const kafscope::harness::HarnessReport &report);
    // The queue of runs is over (finished, failed or stopped); `ok` when every run produced a
    // report.
    void allRunsDone(bool ok);
    void logMessage(const QString &text);

private:
    void startQueue(const QList<harness::HarnessConfig> &configs);
    void startNext();
    void onSnapshot(const harness::HarnessSnapshot &s);
    void onFinished(const harness::HarnessReport &report);
    void onFailed(const Error &error);
    void finishQueue(bool ok);
    void setBusy(bool busy);

    QPointer<ClusterSession> m_session;
    harness::HarnessRunner *m_runner = nullptr;
    HarnessConfigPanel *m_config = nullptr;
    HarnessCharts *m_charts = nullptr;
    HarnessResults *m_results = nullptr;
    QGroupBox *m_logBox = nullptr;   // shown while an external consumer is under test
    QPlainTextEdit *m_log = nullptr; // its output, live
    QTabWidget *m_tabs = nullptr;
    QPushButton *m_run = nullptr;
    class ReadOnlyGate *m_gate = nullptr;
    QPushButton *m_runAll = nullptr;
    QPushButton *m_stop = nullptr;
    QLabel *m_status = nullptr;
    QList<harness::HarnessConfig> m_queue;
    harness::HarnessConfig m_current;
    bool m_waitingForSession = false;
    bool m_allOk = true;
};

} // namespace kafscope::ui
