#pragma once

#include "rebalance/lab_worker.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QToolButton;

namespace kafscope::ui {

// Controls of the rebalance lab: start N test consumers in the watched group (assignor, session
// timeout, max poll interval, static membership, processing delay) and act on one member.
// Collapsed to one line while no lab runs.
class ReadOnlyGate;
class LabPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit LabPanel(QWidget *parent = nullptr);

    void setTopics(const QStringList &topics);
    // The settings as a lab config (profile and group are the view's); an error in plain words.
    Result<rebalance::LabConfig> config() const;
    // "Your consumer command" chosen: the command and the protocol its {protocol} starts as.
    bool external() const;
    Result<rebalance::ExternalLabConfig> externalConfig() const;
    int memberCount() const;
    QString selectedMember() const;
    qint64 stallMs() const;
    void showResult(const rebalance::LabCommandResult &r);
    void setBusy(bool busy, const QString &what = {});
    // Lab members join a real group and commit: on a read-only connection the lab cannot start.
    void setReadOnly(bool readOnly);
    // Collapsed to one line (the toggle and the lab's status) until opened or a lab runs.
    void setExpanded(bool on);
    bool isExpanded() const;

Q_SIGNALS:
    void startRequested();
    void stopRequested();
    void addRequested();
    void removeRequested(const QString &label);
    void crashRequested(const QString &label);
    void stallRequested(const QString &label, qint64 ms);
    void restartRequested(const QString &label);
    void judgeRequested();

private:
    void updateButtons();
    void updateKind();
    void showVerdict(const rebalance::LabVerdict &v);
    void addRunRow(const rebalance::LabVerdict &v);
    QString runLabel() const;

    QLineEdit *m_topics = nullptr;
    QComboBox *m_kind = nullptr;    // the lab's own consumers or the user's command
    QLineEdit *m_command = nullptr; // the user's consumer command
    QPushButton *m_judge = nullptr;
    QLabel *m_verdict = nullptr;
    QTableWidget *m_verdictTable = nullptr;
    // Every judged run of this panel side by side (a row per run, its latest verdict): the same
    // actions over protocols, assignors, clients or two builds of your consumer.
    QTableWidget *m_runs = nullptr;
    int m_runId = 0;      // the run Start began (its row in m_runs once judged)
    QString m_runLabel;   // what the row calls it
    QList<int> m_runRows; // run ids, by row
    QComboBox *m_protocol = nullptr;
    QComboBox *m_assignor = nullptr;
    QSpinBox *m_members = nullptr;
    QSpinBox *m_session = nullptr;
    QSpinBox *m_maxPoll = nullptr;
    QSpinBox *m_delay = nullptr;
    QCheckBox *m_static = nullptr;
    QPushButton *m_start = nullptr;
    ReadOnlyGate *m_gate = nullptr;
    QPushButton *m_stop = nullptr;
    QComboBox *m_member = nullptr;
    QSpinBox *m_stall = nullptr;
    QList<QPushButton *> m_memberActions;
    QPushButton *m_add = nullptr;
    QLabel *m_status = nullptr;
    QToolButton *m_toggle = nullptr;
    QWidget *m_body = nullptr;
    bool m_running = false;
    bool m_busy = false;
};

} // namespace kafscope::ui
