#pragma once

#include "cluster/cluster_metadata.h"

#include <QWidget>

namespace kafscope::ui {

class BrokerTableModel;

// The brokers of the cluster as the latest metadata lists them.
class BrokerListView : public QWidget {
    Q_OBJECT
public:
    explicit BrokerListView(QWidget *parent = nullptr);
    void showMetadata(const ClusterMetadata &md);
    BrokerTableModel *model() const { return m_model; }

private:
    BrokerTableModel *m_model = nullptr;
};

} // namespace kafscope::ui
