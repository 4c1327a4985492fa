#pragma once

#include "cluster/connection_profile.h"
#include "offsets/offsets_log_reader.h"

#include <QPointer>
#include <QWidget>

#include <atomic>
#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableView;
class QThread;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

class OffsetsLogModel;

// Reads __consumer_offsets on its own thread and hands the decoded records over in batches.
class OffsetsLogWorker : public QObject {
    Q_OBJECT
public:
    OffsetsLogWorker(ConnectionProfile profile, offsets::OffsetsLogOptions options);
    void stop() { m_stop = true; }
    void run(); // blocking until stopped or finished; runs on the worker thread

Q_SIGNALS:
    void batch(const QList<kafscope::offsets::OffsetsLogEntry> &entries);
    void failed(const QString &message);
    void finished(bool reachedEnd);

private:
    ConnectionProfile m_profile;
    offsets::OffsetsLogOptions m_options;
    std::atomic<bool> m_stop{false};
};

// The __consumer_offsets explorer: records from the oldest or live, filters, tombstones marked,
// and "group state at offset X" replay of the selected record's group.
class OffsetsView : public QWidget {
    Q_OBJECT
public:
    explicit OffsetsView(QWidget *parent = nullptr);
    ~OffsetsView() override;

    void setSession(kafscope::ClusterSession *session);
    void start(offsets::OffsetsLogOptions::Start from);
    // The session answered its first metadata request: read the log from the oldest now if the
    // view is shown, else when it first is (a hidden view reads nothing).
    void firstMetadata();
    void stopReading();
    OffsetsLogModel *model() const { return m_model; }
    // Replays the selected row's group up to the selected offset into the state panel.
    void replaySelected();
    QString stateText() const;

Q_SIGNALS:
    void readingFinished();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void applyFilter();

    QPointer<ClusterSession> m_session;
    OffsetsLogModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    QComboBox *m_from = nullptr;
    QLineEdit *m_group = nullptr;
    QLineEdit *m_topic = nullptr;
    QComboBox *m_type = nullptr;
    QPushButton *m_startButton = nullptr;
    QPushButton *m_stopButton = nullptr;
    QLabel *m_status = nullptr;
    QPlainTextEdit *m_state = nullptr;
    QThread *m_thread = nullptr;
    OffsetsLogWorker *m_worker = nullptr;
    bool m_awaitingMetadata = false;
    bool m_startWhenShown = false;
    quint64 m_readGeneration = 0;
};

} // namespace kafscope::ui
