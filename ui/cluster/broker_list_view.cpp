#include "cluster/broker_list_view.h"

#include "admin/broker_admin.h"
#include "admin/config_admin.h"
#include "cluster/broker_table_model.h"
#include "cluster/cluster_session.h"
#include "common/config_table_model.h"
#include "common/table_setup.h"

#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QVBoxLayout>

namespace kafscope::ui {

BrokerListView::BrokerListView(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("<h2>Brokers</h2>"), this));
    m_model = new BrokerTableModel(this);
    m_table = makeAdminTable(QStringLiteral("brokerTable"), m_model, this);
    // A KRaft node's roles ("broker, controller") are read whole.
    m_table->setColumnWidth(
        BrokerTableModel::Role,
        m_table->fontMetrics().horizontalAdvance(QStringLiteral("broker, controller")) + 16);
    layout->addWidget(m_table, 1);

    auto *box = new QGroupBox(tr("Broker configs"), this);
    auto *boxLayout = new QVBoxLayout(box);
    m_configStatus = new QLabel(tr("Select a broker to see its configs"), box);
    m_configStatus->setObjectName(QStringLiteral("brokerConfigStatus"));
    m_configStatus->setWordWrap(true);
    boxLayout->addWidget(m_configStatus);
    m_configs = new ConfigTableModel(this);
    auto *search = new QLineEdit(box);
    search->setObjectName(QStringLiteral("brokerConfigSearch"));
    search->setPlaceholderText(tr("Search configs by name or value"));
    search->setClearButtonEnabled(true);
    connect(search, &QLineEdit::textChanged, m_configs, &ConfigTableModel::setFilter);
    boxLayout->addWidget(search);
    auto *configTable = makeAdminTable(QStringLiteral("brokerConfigTable"), m_configs, box);
    ConfigTableModel::layoutColumns(configTable);
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
    m_model->setMetadata(md);
    reselect();
    if (isVisible())
        probe(); // only while someone looks: it costs one request per broker
}

// Keeps the selected broker selected across refreshes; the first answering broker is selected
// when none is, so its configs show at once.
void BrokerListView::reselect()
{
    int row = -1, first = -1;
    for (int r = 0; r < m_model->rowCount(); ++r) {
        if (m_model->brokerAt(r)->id == m_selectedId)
            row = r;
        if (first < 0 && m_model->brokerAt(r)->answers)
            first = r;
    }
    if (row < 0)
        row = first;
    if (row >= 0)
        m_table->selectRow(row);
}

void BrokerListView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_model->rowCount() > 0)
        probe(); // metadata that came while hidden was not probed
}

void BrokerListView::probe()
{
    if (!m_session || m_probing)
        return;
    m_probing = true;
    setProperty("kafscopeBusy", true); // a screenshot waits for the answers
    const int timeout = qMin(m_session->profile().timeoutMs, 5000);
    m_session->call<QList<BrokerStatus>>(
        this, [timeout](KafkaClient &c) { return listBrokers(c, timeout); },
        [this](const Result<QList<BrokerStatus>> &r) {
            m_probing = false;
            setProperty("kafscopeBusy", false);
            if (r) {
                m_model->setStatuses(r.value());
                reselect();
            }
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
