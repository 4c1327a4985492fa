#pragma once

#include "cluster/cluster_metadata.h"
#include "common/result.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QFormLayout;
class QTableView;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

class BrokerTableModel;

// Cluster id, controller, topic/partition counts and the broker list of the latest snapshot.
class ClusterOverviewView : public QWidget {
    Q_OBJECT
public:
    explicit ClusterOverviewView(QWidget *parent = nullptr);

    void showMetadata(const ClusterMetadata &md);
    // The session whose login's access the overview describes (what Kafka may hide from it).
    void setSession(kafscope::ClusterSession *session);
    void showError(const Error &error);
    BrokerTableModel *brokerModel() const { return m_brokers; }

    // Object names of the value labels, for tests: clusterId, controller, topics, partitions, updated.
    QString valueText(const QString &field) const;

Q_SIGNALS:
    void refreshRequested();

private:
    QLabel *addField(QFormLayout *form, const QString &label, const QString &name);
    BrokerTableModel *m_brokers = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_error = nullptr;
    QPointer<ClusterSession> m_session;
    bool m_accessAsked = false;
};

} // namespace kafscope::ui
