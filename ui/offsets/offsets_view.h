#pragma once

#include "cluster/connection_profile.h"
#include "common/worker.h"
#include "offsets/offsets_log_reader.h"

#include <QPointer>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

class OffsetsLogModel;

// The explorer of the coordinators' logs, __consumer_offsets and __transaction_state: records from
// the oldest or live, filters, tombstones marked, and "state at offset X" replay of the selected
// record's group or transactional id.
class OffsetsView : public QWidget {
    Q_OBJECT
public:
    explicit OffsetsView(QWidget *parent = nullptr);
    ~OffsetsView() override;

    void setSession(kafscope::ClusterSession *session);
    // Which internal log is read: __consumer_offsets (the default) or __transaction_state.
    // Changing it clears the rows and reads the other log from the oldest.
    void setLog(offsets::OffsetsLogOptions::Log log);
    offsets::OffsetsLogOptions::Log log() const;
    void start(offsets::OffsetsLogOptions::Start from);
    // The session answered its first metadata request: read the log from the oldest now if the
    // view is shown, else when it first is (a hidden view reads nothing).
    void firstMetadata();
    void stopReading();
    OffsetsLogModel *model() const { return m_model; }
    // Replays the selected row's group (or transactional id) up to the selected offset into the
    // state panel.
    void replaySelected();
    QString stateText() const;

Q_SIGNALS:
    void readingFinished();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void applyFilter();
    void logChanged();
    void fitOwnerColumns();
    void replayTransaction(const offsets::OffsetsLogEntry &selected);
    void readBatch(const QList<offsets::OffsetsLogEntry> &batch);
    void readFailed(const QString &message);
    void readFinished(bool reachedEnd);

    QPointer<ClusterSession> m_session;
    OffsetsLogModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    QComboBox *m_log = nullptr;
    QComboBox *m_from = nullptr;
    QPushButton *m_replay = nullptr;
    QLineEdit *m_group = nullptr;
    QLineEdit *m_topic = nullptr;
    QComboBox *m_type = nullptr;
    QPushButton *m_startButton = nullptr;
    QPushButton *m_stopButton = nullptr;
    QLabel *m_status = nullptr;
    QPlainTextEdit *m_state = nullptr;
    bool m_awaitingMetadata = false;
    bool m_startWhenShown = false;
    QString m_failure; // why the current read failed; kept over the count at its end
    // Reads __consumer_offsets and hands the decoded records over in batches; a stopped read's
    // batches still queued are dropped (Worker::abandon).
    Worker m_reader{this, QStringLiteral("kafscope-offsets-log")};
};

} // namespace kafscope::ui
