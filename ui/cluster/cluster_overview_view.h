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
class DashboardPanel;

// The cluster at a glance: one line with its id, when the metadata came and what this login may
// see; the dashboard (health strip with the counts and the controller, rates and lag with their
// history, busiest topics, most lagging groups); and the broker list, a stopped broker included.
class ClusterOverviewView : public QWidget {
    Q_OBJECT
public:
    explicit ClusterOverviewView(QWidget *parent = nullptr);

    void showMetadata(const ClusterMetadata &md);
    // The session whose login's access the overview describes (what Kafka may hide from it).
    void setSession(kafscope::ClusterSession *session);
    void showError(const Error &error);
    DashboardPanel *dashboard() const { return m_dashboard; }
    // Where the dashboard keeps its history and how often it samples (defaults: the user's history
    // file, the setting); for tests. Applies from the next session.
    void setHistoryOptions(const QString &storePath, int sampleMs);
    BrokerTableModel *brokerModel() const { return m_brokers; }

    // Object names of the value labels, for tests: clusterId, updated, access ("" for others: the
    // counts and the controller are the health strip's, said once).
    QString valueText(const QString &field) const;

Q_SIGNALS:
    void refreshRequested();

private:
    QLabel *addField(QFormLayout *form, const QString &label, const QString &name);
    BrokerTableModel *m_brokers = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_error = nullptr;
    DashboardPanel *m_dashboard = nullptr;
    QString m_historyPath;
    int m_sampleMs = 0;
    QPointer<ClusterSession> m_session;
    bool m_accessAsked = false;
};

} // namespace kafscope::ui
