#include "connect/connect_view.h"

#include "cluster/cluster_session.h"
#include "common/read_only_gate.h"
#include "common/table_setup.h"
#include "connect/connect_jobs.h"
#include "connect/connector_create_dialog.h"
#include "connect/connector_detail.h"
#include "connect/connector_table_model.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace kafscope::ui {

using namespace kafscope::connect;

ConnectView::ConnectView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("connectView"));
    m_jobs = new ConnectJobs(this);
    m_gate = new ReadOnlyGate(this, tr("creating, changing and deleting connectors is turned off"));
    m_model = new ConnectorTableModel(this);
    m_filter = new ConnectorFilterModel(this);
    m_filter->setSourceModel(m_model);
    m_filter->setSortRole(Qt::UserRole);
    m_filter->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_timer = new QTimer(this);
    m_timer->setInterval(5000);
    connect(m_timer, &QTimer::timeout, this, [this] {
        refresh();
        m_detail->refresh();
    });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_gate->banner());
    m_stack = new QStackedWidget(this);
    m_none = new QLabel(m_stack);
    m_none->setObjectName(QStringLiteral("connectNone"));
    m_none->setWordWrap(true);
    m_none->setAlignment(Qt::AlignCenter);
    m_none->setTextFormat(Qt::PlainText);
    m_none->setText(
        tr("This connection names no Kafka Connect cluster.\n\nAdd the REST URL of a Connect "
           "worker in the connection's settings (Kafka Connect), or from a terminal:\n"
           "kafscope-cli profiles edit NAME --connect-url http://HOST:8083"));
    auto *main = new QWidget(m_stack);
    auto *v = new QVBoxLayout(main);
    v->setContentsMargins(0, 0, 0, 0);
    auto *split = new QSplitter(Qt::Horizontal, main);
    split->setChildrenCollapsible(false);
    QWidget *list = buildList();
    // The filters over the whole width, so the list and the detail share the rest (a 960 px
    // window has room for both side by side).
    v->addLayout(m_bar);
    split->addWidget(list);
    m_detail = new ConnectorDetail(m_jobs, m_gate, split);
    split->addWidget(m_detail);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 6);
    v->addWidget(split, 1);
    m_stack->addWidget(m_none);
    m_stack->addWidget(main);
    layout->addWidget(m_stack, 1);
    connect(m_detail, &ConnectorDetail::changed, this, &ConnectView::refresh);
    connect(m_detail, &ConnectorDetail::openRequested, this, &ConnectView::openRequested);
    setSession(nullptr);
}

ConnectView::~ConnectView() = default;

QWidget *ConnectView::buildList()
{
    auto *box = new QWidget(this);
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    m_cluster = new QComboBox(box);
    m_cluster->setObjectName(QStringLiteral("connectCluster"));
    m_cluster->setToolTip(tr("The Connect cluster shown (the connection names more than one)"));
    m_cluster->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_text = new QLineEdit(box);
    m_text->setObjectName(QStringLiteral("connectorFilter"));
    m_text->setPlaceholderText(tr("Filter by name, class or topic"));
    m_text->setClearButtonEnabled(true);
    m_state = new QComboBox(box);
    m_state->setObjectName(QStringLiteral("connectorStateFilter"));
    m_state->addItem(tr("All states"), int(ConnectorFilterModel::StateFilter::All));
    m_state->addItem(tr("Running"), int(ConnectorFilterModel::StateFilter::Running));
    m_state->addItem(tr("Failed or unassigned"), int(ConnectorFilterModel::StateFilter::Problems));
    m_state->addItem(tr("Paused or stopped"),
                     int(ConnectorFilterModel::StateFilter::PausedOrStopped));
    m_refresh = new QPushButton(tr("Refresh"), box);
    m_refresh->setObjectName(QStringLiteral("connectRefresh"));
    m_refresh->setShortcut(QKeySequence::Refresh);
    m_new = new QPushButton(tr("New connector…"), box);
    m_new->setObjectName(QStringLiteral("connectNew"));
    m_gate->guard(m_new);
    row->addWidget(m_cluster);
    row->addWidget(m_text, 1);
    row->addWidget(m_state);
    row->addWidget(m_refresh);
    row->addWidget(m_new);
    m_bar = row;
    m_table = makeAdminTable(QStringLiteral("connectorTable"), m_filter, box);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ConnectorTableModel::Name, Qt::AscendingOrder);
    QHeaderView *h = m_table->horizontalHeader();
    h->setStretchLastSection(false);
    for (int c = 0; c < ConnectorTableModel::ColumnCount; ++c)
        h->setSectionResizeMode(c, c == ConnectorTableModel::Name ? QHeaderView::Stretch
                                                                  : QHeaderView::ResizeToContents);
    m_table->setColumnHidden(ConnectorTableModel::Class, true); // in the detail and the tooltip
    v->addWidget(m_table, 1);
    m_status = new QLabel(box);
    m_status->setObjectName(QStringLiteral("connectStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    v->addWidget(m_status);

    connect(m_cluster, &QComboBox::currentIndexChanged, this, &ConnectView::useEndpoint);
    connect(m_text, &QLineEdit::textChanged, m_filter, &ConnectorFilterModel::setText);
    connect(m_state, &QComboBox::currentIndexChanged, this, [this] {
        m_filter->setStateFilter(ConnectorFilterModel::StateFilter(m_state->currentData().toInt()));
    });
    connect(m_refresh, &QPushButton::clicked, this, [this] {
        refresh();
        m_detail->refresh();
    });
    connect(m_new, &QPushButton::clicked, this, &ConnectView::newConnector);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    m_detail->showConnector(current.data(ConnectorTableModel::NameRole).toString());
            });
    return box;
}

void ConnectView::setSession(ClusterSession *session)
{
    m_session = session;
    m_profile = session ? session->profile() : ConnectionProfile();
    m_endpoints = connectEndpointsOf(m_profile);
    m_gate->setReadOnly(m_profile.readOnly);
    m_loaded = false;
    m_reading = false;
    ++m_generation;
    m_model->setConnectors({});
    m_detail->clear();
    {
        const QSignalBlocker block(m_cluster);
        m_cluster->clear();
        for (const ConnectEndpoint &e : m_endpoints)
            m_cluster->addItem(e.displayUrl());
    }
    m_cluster->setVisible(m_endpoints.size() > 1);
    m_stack->setCurrentIndex(m_endpoints.isEmpty() ? 0 : 1);
    m_status->setText(session ? tr("Not read yet.") : tr("Not connected."));
    if (!m_endpoints.isEmpty())
        useEndpoint(0);
}

void ConnectView::useEndpoint(int index)
{
    if (index < 0 || index >= m_endpoints.size())
        return;
    m_jobs->setEndpoint(m_endpoints[index], m_profile);
    ++m_generation;
    m_reading = false;
    m_loaded = false;
    m_model->setConnectors({});
    m_detail->clear();
    if (isVisible())
        refresh();
}

void ConnectView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_endpoints.isEmpty()) {
        m_timer->start();
        if (!m_loaded)
            refresh();
    }
}

void ConnectView::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_timer->stop();
}

void ConnectView::setRefreshSeconds(int seconds)
{
    m_timer->setInterval(std::max(1, seconds) * 1000);
}

void ConnectView::refresh()
{
    if (m_endpoints.isEmpty() || m_reading)
        return;
    m_reading = true;
    const quint64 generation = m_generation;
    const QString where = m_jobs->endpoint().displayUrl();
    if (!m_loaded)
        m_status->setText(tr("Reading the connectors of %1…").arg(where));
    m_jobs->run<Result<QList<ConnectorInfo>>>(
        [](ConnectClient &c) { return c.connectors(); },
        [this, generation, where](const Result<QList<ConnectorInfo>> &r) {
            if (generation != m_generation)
                return;
            m_reading = false;
            m_loaded = true;
            if (!r) {
                // What was read before stays, marked as old; the error says why it is.
                m_status->setText(
                    tr("Could not read the connectors of %1: %2").arg(where, r.error().message()));
                Palette::setTextRole(m_status, Palette::Role::Error);
                Q_EMIT loaded();
                return;
            }
            Palette::clearTextRole(m_status);
            m_model->setConnectors(*r);
            QStringList parts{tr("%n connector(s) on %1", nullptr, int(r->size())).arg(where)};
            if (const int failed = failedConnectors(); failed > 0)
                parts << tr("%n failed", nullptr, failed);
            if (const int tasks = failedTasks(); tasks > 0)
                parts << tr("%n failed task(s)", nullptr, tasks);
            m_status->setText(parts.join(QStringLiteral(" · ")));
            if (failedConnectors() > 0)
                Palette::setTextRole(m_status, Palette::Role::Error);
            selectPending();
            if (!m_table->currentIndex().isValid() && m_filter->rowCount() > 0 &&
                m_pending.isEmpty())
                m_table->setCurrentIndex(m_filter->index(0, 0));
            Q_EMIT loaded();
        });
}

void ConnectView::showConnector(const QString &name)
{
    m_pending = name;
    selectPending();
    if (!m_pending.isEmpty())
        refresh();
}

void ConnectView::selectPending()
{
    if (m_pending.isEmpty())
        return;
    const int row = m_model->rowOf(m_pending);
    if (row < 0)
        return;
    const QModelIndex index = m_filter->mapFromSource(m_model->index(row, 0));
    if (!index.isValid()) { // filtered out: show everything rather than hide what was asked for
        m_text->clear();
        m_state->setCurrentIndex(0);
    }
    m_table->setCurrentIndex(m_filter->mapFromSource(m_model->index(row, 0)));
    m_pending.clear();
}

void ConnectView::newConnector()
{
    if (m_endpoints.isEmpty())
        return;
    auto *d = new ConnectorCreateDialog(m_jobs, m_profile.readOnly, this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &ConnectorCreateDialog::created, this, [this](const QString &name) {
        m_status->setText(tr("Connector %1 is created.").arg(name));
        showConnector(name);
    });
    d->open();
}

QString ConnectView::statusText() const
{
    return m_status->text();
}

int ConnectView::failedConnectors() const
{
    int n = 0;
    for (const ConnectorInfo &c : m_model->connectors())
        n += ConnectorTableModel::hasProblem(c);
    return n;
}

int ConnectView::failedTasks() const
{
    int n = 0;
    for (const ConnectorInfo &c : m_model->connectors())
        n += c.failedTasks();
    return n;
}

} // namespace kafscope::ui
