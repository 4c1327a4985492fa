#pragma once

#include "topics/topic_listing.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QTableView;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

class ConfigTableModel;
class PartitionTableModel;
class TopicConsumersModel;

// One topic: partitions with watermarks (under-replicated rows highlighted), the consumer groups
// that read it with their lag, configs in human units with a search, and the actions on it
// (browse, produce, change, delete). Loads on the session's worker.
class TopicDetailView : public QWidget {
    Q_OBJECT
public:
    explicit TopicDetailView(QWidget *parent = nullptr);

    void setSession(kafscope::ClusterSession *session);
    void showTopic(const QString &topic);
    void reload();
    QString topic() const { return m_topic; }
    bool isLoading() const { return m_loading || m_consumersLoading; }
    // A line under the title (e.g. "the message browser is not available").
    void showNotice(const QString &text);
    QString statusText() const;
    PartitionTableModel *partitions() const { return m_partitions; }
    ConfigTableModel *configs() const { return m_configs; }
    TopicConsumersModel *consumers() const { return m_consumers; }
    QString consumersStatus() const;
    QTabWidget *tabs() const { return m_tabs; }

Q_SIGNALS:
    void backRequested();
    void deleted(const QString &topic);
    // partition -1: the whole topic
    void browseRequested(const QString &topic, int partition);
    void produceRequested(const QString &topic);
    void groupRequested(const QString &group);
    void loadingChanged(bool loading);

private:
    void showDetail(const Result<TopicDetail> &r);
    int selectedPartitionRow() const;
    void setLoading(bool loading);
    void openDialog(class AdminDialog *d);
    void loadConsumers(quint64 generation);
    void updateDeleteRecords();

    QPointer<ClusterSession> m_session;
    QString m_topic;
    TopicDetail m_detail;
    QLabel *m_title = nullptr;
    QLabel *m_status = nullptr;
    PartitionTableModel *m_partitions = nullptr;
    ConfigTableModel *m_configs = nullptr;
    QTableView *m_partitionTable = nullptr;
    QTableView *m_configTable = nullptr;
    QLineEdit *m_configSearch = nullptr;
    TopicConsumersModel *m_consumers = nullptr;
    QTableView *m_consumersTable = nullptr;
    QLabel *m_consumersStatus = nullptr;
    QTabWidget *m_tabs = nullptr;
    bool m_consumersLoading = false;
    QPushButton *m_deleteRecords = nullptr;
    class ReadOnlyGate *m_gate = nullptr;
    QLabel *m_internalWarning = nullptr;
    quint64 m_generation = 0;
    bool m_loading = false;
};

} // namespace kafscope::ui
