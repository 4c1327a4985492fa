#pragma once

#include "cluster/connection_profile.h"
#include "connect/connect_types.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTableView;
class QTimer;

namespace kafscope {
class ClusterSession;
}
namespace kafscope::connect {
class ConnectJobs;
}

namespace kafscope::ui {

class ConnectorDetail;
class ConnectorFilterModel;
class ConnectorTableModel;
class ReadOnlyGate;

// Kafka Connect: the connectors of one of the connection's Connect clusters, with their state
// (coloured; failed connectors and tasks marked), filtered by text or state, read again every few
// seconds while shown; the chosen connector's detail (ConnectorDetail); a new connector from a
// plugin with the worker's validation. Without a Connect cluster in the connection it says how to
// add one. Every REST call runs on the view's ConnectJobs worker thread.
class ConnectView : public QWidget {
    Q_OBJECT
public:
    explicit ConnectView(QWidget *parent = nullptr);
    ~ConnectView() override;

    void setSession(kafscope::ClusterSession *session);
    // Shows connector `name` once the list has it.
    void showConnector(const QString &name);

    ConnectorTableModel *model() const { return m_model; }
    ConnectorFilterModel *filterModel() const { return m_filter; }
    QTableView *table() const { return m_table; }
    ConnectorDetail *detail() const { return m_detail; }
    QString statusText() const;
    // The connectors that failed or have a failed task, as last read.
    int failedConnectors() const;
    int failedTasks() const;
    // Seconds between reads while the view is shown (5 by default).
    void setRefreshSeconds(int seconds);

public Q_SLOTS:
    void refresh();
    void newConnector();

Q_SIGNALS:
    void loaded(); // the list was read (or why it could not be is shown)
    void openRequested(const QString &target);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    QWidget *buildList();
    void useEndpoint(int index);
    void selectPending();

    QPointer<ClusterSession> m_session;
    ConnectionProfile m_profile;
    QList<connect::ConnectEndpoint> m_endpoints;
    connect::ConnectJobs *m_jobs = nullptr;
    ReadOnlyGate *m_gate = nullptr;
    ConnectorTableModel *m_model = nullptr;
    ConnectorFilterModel *m_filter = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_none = nullptr;
    QComboBox *m_cluster = nullptr;
    QLineEdit *m_text = nullptr;
    QComboBox *m_state = nullptr;
    QPushButton *m_refresh = nullptr;
    QPushButton *m_new = nullptr;
    QHBoxLayout *m_bar = nullptr; // the filters and buttons above the list and the detail
    QTableView *m_table = nullptr;
    ConnectorDetail *m_detail = nullptr;
    QLabel *m_status = nullptr;
    QTimer *m_timer = nullptr;
    QString m_pending;
    quint64 m_generation = 0;
    bool m_loaded = false;
    bool m_reading = false;
};

} // namespace kafscope::ui
