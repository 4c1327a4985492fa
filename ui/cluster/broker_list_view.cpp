#include "cluster/broker_list_view.h"

#include "admin/broker_admin.h"
#include "admin/config_admin.h"
#include "cluster/broker_table_model.h"
#include "cluster/cluster_session.h"
#include "common/config_table_model.h"
#include "common/table_setup.h"

#include <QGroupBox>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace kafscope::ui {

BrokerListView::BrokerListView(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("<h2>Brokers</h2>"), this));
    m_model = new BrokerTableModel(this);
    m_table = makeAdminTable(QStringLiteral("brokerTable"), m_model, this);
    layout->addWidget(m_table, 1);

    auto *box = new QGroupBox(tr("Broker configs"), this);
    auto *boxLayout = new QVBoxLayout(box);
    m_configStatus = new QLabel(tr("Select a broker to see its configs"), box);
    m_configStatus->setObjectName(QStringLiteral("brokerConfigStatus"));
    m_configStatus->setWordWrap(true);
    boxLayout->addWidget(m_configStatus);
    m_configs = new ConfigTableModel(this);
    auto *configTable = makeAdminTable(QStringLiteral("brokerConfigTable"), m_configs, box);
    configTable->setColumnWidth(ConfigTableModel::Name, 300);
    configTable->setColumnWidth(ConfigTableModel::Value, 240);
    boxLayout->addWidget(configTable, 1);
    layout->addWidget(box, 2);

    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        const QModelIndexList rows = m_table->selectionModel()->selectedRows();
        if (const BrokerStatus *b =
                rows.isEmpty() ? nullptr : m_model->brokerAt(rows.first().row()))
            loadConfigs(b->id);
    });
}

void BrokerListView::setSession(ClusterSession *session)
{
    m_session = session;
    m_probing = false;
    m_selectedId = -1;
    m_configs->setConfigs({});
}

void BrokerListView::showMetadata(const ClusterMetadata &md)
{
    const int selected = m_selectedId;
    m_model->setMetadata(md);
    for (int row = 0; row < m_model->rowCount(); ++row)
        if (m_model->brokerAt(row)->id == selected)
            m_table->selectRow(row);
    if (isVisible())
        probe(); // only while someone looks: it costs one request per broker
}

void BrokerListView::probe()
{
    if (!m_session || m_probing)
        return;
    m_probing = true;
    const int timeout = qMin(m_session->profile().timeoutMs, 5000);
    m_session->call<QList<BrokerStatus>>(
        this, [timeout](KafkaClient &c) { return listBrokers(c, timeout); },
        [this](const Result<QList<BrokerStatus>> &r) {
            m_probing = false;
            if (r)
                m_model->setStatuses(r.value());
        });
}

void BrokerListView::loadConfigs(int brokerId)
{
    if (!m_session || brokerId == m_selectedId)
        return;
    m_selectedId = brokerId;
    const quint64 generation = ++m_configGeneration;
    m_configStatus->setText(tr("Loading configs of broker %1…").arg(brokerId));
    m_session->call<QList<ConfigEntry>>(
        this, [brokerId](KafkaClient &c) { return describeBrokerConfigs(c, brokerId); },
        [this, generation, brokerId](const Result<QList<ConfigEntry>> &r) {
            if (generation != m_configGeneration)
                return;
            if (!r) {
                m_configs->setConfigs({});
                m_configStatus->setText(r.error().message());
                m_selectedId = -1; // allow a retry by selecting again
                return;
            }
            m_configs->setConfigs(r.value());
            m_configStatus->setText(
                tr("Broker %1: %n config(s)", nullptr, int(r->size())).arg(brokerId));
        });
}

QString BrokerListView::configStatus() const
{
    return m_configStatus->text();
}

} // namespace kafscope::ui
