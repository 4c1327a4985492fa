#pragma once

#include "topics/topic_listing.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

class ConfigTableModel;
class PartitionTableModel;

// One topic: partitions with watermarks (under-replicated rows highlighted), configs, and the admin
// actions on it. Loads on the session's worker.
class TopicDetailView : public QWidget {
    Q_OBJECT
public:
    explicit TopicDetailView(QWidget *parent = nullptr);

    void setSession(kafscope::ClusterSession *session);
    void showTopic(const QString &topic);
    void reload();
    QString topic() const { return m_topic; }
    bool isLoading() const { return m_loading; }
    // A line under the title (e.g. "the message browser is not available").
    void showNotice(const QString &text);
    QString statusText() const;
    PartitionTableModel *partitions() const { return m_partitions; }
    ConfigTableModel *configs() const { return m_configs; }

Q_SIGNALS:
    void backRequested();
    void deleted(const QString &topic);
    // partition -1: the whole topic
    void browseRequested(const QString &topic, int partition);
    void loadingChanged(bool loading);

private:
    void showDetail(const Result<TopicDetail> &r);
    int selectedPartitionRow() const;
    void setLoading(bool loading);
    void openDialog(class AdminDialog *d);

    QPointer<ClusterSession> m_session;
    QString m_topic;
    TopicDetail m_detail;
    QLabel *m_title = nullptr;
    QLabel *m_status = nullptr;
    PartitionTableModel *m_partitions = nullptr;
    ConfigTableModel *m_configs = nullptr;
    QTableView *m_partitionTable = nullptr;
    QTableView *m_configTable = nullptr;
    QPushButton *m_deleteRecords = nullptr;
    class ReadOnlyGate *m_gate = nullptr;
    QLabel *m_internalWarning = nullptr;
    quint64 m_generation = 0;
    bool m_loading = false;
};

} // namespace kafscope::ui
