#include "cluster/broker_list_view.h"

#include "cluster/broker_table_model.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace kafscope::ui {

BrokerListView::BrokerListView(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("<h2>Brokers</h2>"), this));
    m_model = new BrokerTableModel(this);
    auto *table = new QTableView(this);
    table->setObjectName(QStringLiteral("brokerTable"));
    table->setModel(m_model);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    layout->addWidget(table, 1);
}

void BrokerListView::showMetadata(const ClusterMetadata &md)
{
    m_model->setMetadata(md);
}

} // namespace kafscope::ui
