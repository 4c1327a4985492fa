#pragma once

#include "cluster/cluster_metadata.h"
#include "protocol/log_dirs.h"
#include "protocol/reassignment.h"

#include <QDialog>
#include <QPointer>
#include <QTimer>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QStackedWidget;
class QTableView;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

class ReassignPlanModel;
class ReassignProgressModel;

// Moves the replicas of one topic between brokers (issue #36): onto chosen brokers, to another
// replication factor, or as a plan file says. The plan is shown per partition with the data it
// copies before anything runs; starting it asks for the topic's name typed back (the write
// policy), optionally throttles the replication, and then follows the move (bytes left per
// added replica, from the brokers' log dirs) until it is done or cancelled; at the end the
// result is checked against the metadata and the throttle comes off. A move already under way
// when the dialog opens is followed the same way. Every Kafka call runs on the session's worker.
class ReassignDialog : public QDialog {
    Q_OBJECT
public:
    ReassignDialog(ClusterSession *session, const QString &topic, QWidget *parent);
    ~ReassignDialog() override;

    ReassignPlanModel *planModel() const { return m_planModel; }
    ReassignProgressModel *progressModel() const { return m_progressModel; }
    // The page shown: "plan" or "progress".
    QString page() const;
    QString summaryText() const;
    QString progressText() const;
    QString resultText() const;
    // How often a move is followed (tests shorten it).
    void setPollInterval(int ms) { m_poll.setInterval(ms); }

Q_SIGNALS:
    // The replicas changed (a move ended or was cancelled): the topic page reloads.
    void replicasChanged();
    // Emitted whenever the loaded state, the plan or the progress changed (for tests).
    void updated();

private:
    enum Page { PlanPage = 0, ProgressPage = 1 };
    struct Loaded;
    void load();
    void showLoaded(const Loaded &loaded);
    void replan();
    void loadPlanFile();
    void savePlan(bool target);
    void revalidate();
    void start();
    void poll();
    void showProgress(const protocol::ReassignmentProgress &progress);
    void finish(bool cancelled);
    void cancelMove();
    void showPage(int page);
    QString confirmation(const QString &target) const;
    QString typedName() const;

    QPointer<ClusterSession> m_session;
    QString m_topic;
    ClusterMetadata m_metadata;
    QList<protocol::BrokerDisks> m_disks;
    QString m_disksError;
    std::optional<QList<protocol::PartitionMove>> m_fileTargets;
    QString m_fileName;
    bool m_loaded = false;
    bool m_busy = false;
    bool m_readOnly = false;
    bool m_polling = false;
    bool m_throttled = false; // this dialog set a throttle, or found the move under way

    QStackedWidget *m_pages = nullptr;
    QLabel *m_intro = nullptr;
    QCheckBox *m_internalOverride = nullptr;
    QRadioButton *m_modeBrokers = nullptr;
    QRadioButton *m_modeFactor = nullptr;
    QRadioButton *m_modeFile = nullptr;
    QWidget *m_brokerBox = nullptr;
    QList<QCheckBox *> m_brokerChecks;
    QSpinBox *m_factor = nullptr;
    QPushButton *m_loadFile = nullptr;
    QTableView *m_planTable = nullptr;
    ReassignPlanModel *m_planModel = nullptr;
    QLabel *m_summary = nullptr;
    QCheckBox *m_throttle = nullptr;
    QSpinBox *m_throttleRate = nullptr;
    QComboBox *m_throttleUnit = nullptr;
    qint64 throttleBytesPerSec() const;
    QLineEdit *m_confirm = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_saveRollback = nullptr;
    QPushButton *m_start = nullptr;

    QLabel *m_progressLabel = nullptr;
    QProgressBar *m_progressBar = nullptr;
    QTableView *m_progressTable = nullptr;
    ReassignProgressModel *m_progressModel = nullptr;
    QLabel *m_result = nullptr;
    QLabel *m_closeNote = nullptr;
    QLineEdit *m_cancelConfirm = nullptr;
    QPushButton *m_cancel = nullptr;
    QTimer m_poll;
};

} // namespace kafscope::ui
