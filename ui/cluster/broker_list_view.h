#pragma once

#include "cluster/cluster_metadata.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QTableView;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

class BrokerTableModel;
class ConfigTableModel;

// The brokers of the cluster, whether each answers (asked directly while the view is shown), and
// the configs of the selected broker.
class BrokerListView : public QWidget {
    Q_OBJECT
public:
    explicit BrokerListView(QWidget *parent = nullptr);
    void setSession(kafscope::ClusterSession *session);
    void showMetadata(const ClusterMetadata &md);
    BrokerTableModel *model() const { return m_model; }
    ConfigTableModel *configModel() const { return m_configs; }
    QString configStatus() const;

protected:
    void showEvent(QShowEvent *event) override;

private:
    void probe();
    void reselect();
    void loadConfigs(int brokerId);

    QPointer<ClusterSession> m_session;
    BrokerTableModel *m_model = nullptr;
    ConfigTableModel *m_configs = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_configStatus = nullptr;
    bool m_probing = false;
    quint64 m_configGeneration = 0;
    int m_selectedId = -1;
};

} // namespace kafscope::ui
