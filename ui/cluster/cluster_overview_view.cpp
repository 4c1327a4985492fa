#include "cluster/cluster_overview_view.h"

#include "common/table_tools.h"

#include "common/time_display.h"

#include "cluster/authorization.h"
#include "cluster/broker_table_model.h"
#include "cluster/cluster_session.h"
#include "cluster/dashboard_panel.h"
#include "common/header_fit.h"
#include "common/palette.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QScrollBar>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace kafscope::ui {

ClusterOverviewView::ClusterOverviewView(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    // One line of facts the health strip does not show (it shows the counts and the controller):
    // the cluster's id, when the metadata came, and what this login may see.
    auto *header = new QHBoxLayout;
    header->addWidget(new QLabel(tr("<h2>Cluster</h2>"), this));
    header->addSpacing(12);
    auto *facts = new QFormLayout;
    facts->setFormAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    addField(facts, tr("Cluster ID"), QStringLiteral("clusterId"));
    addField(facts, tr("Updated"), QStringLiteral("updated"));
    header->addLayout(facts);
    header->addSpacing(24);
    auto *access = new QFormLayout;
    access->setFormAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    // What this login sees (issue #17): counts from a restricted login are not the cluster's.
    addField(access, tr("Access"), QStringLiteral("access"))->setWordWrap(true);
    // The release line the brokers run, as their ApiVersions tell it (features a release lacks
    // are named with it).
    addField(access, tr("Kafka"), QStringLiteral("kafkaRelease"));
    header->addLayout(access, 1);
    auto *refresh = new QPushButton(tr("Refresh"), this);
    refresh->setObjectName(QStringLiteral("refresh"));
    refresh->setToolTip(tr("Metadata and a new dashboard sample now (F5)"));
    connect(refresh, &QPushButton::clicked, this, &ClusterOverviewView::refreshRequested);
    connect(refresh, &QPushButton::clicked, this, [this] {
        if (m_dashboard)
            m_dashboard->sampleNow();
    });
    header->addWidget(refresh, 0, Qt::AlignTop);
    layout->addLayout(header);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("error"));
    Palette::setTextRole(m_error, Palette::Role::Error);
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->hide();
    layout->addWidget(m_error);

    m_dashboard = new DashboardPanel(this);
    connect(m_dashboard, &DashboardPanel::updated, this, [this] {
        setProperty("kafscopeBusy", false);
        // The broker table names a controller only where clients can see it (not under KRaft).
        m_brokers->setVisibleController(m_dashboard->data().snapshot.controller.visibleId());
        m_brokers->refreshAddresses(); // the sample may have brought a down broker's address
        m_brokers->setDisks(m_dashboard->data().disks, m_dashboard->data().disksError);
        if (const auto &release = m_dashboard->data().kafkaRelease)
            findChild<QLabel *>(QStringLiteral("kafkaRelease"))->setText(release->line());
        // "83% of 252.0 GiB" is read whole.
        for (int c : {int(BrokerTableModel::LogData), int(BrokerTableModel::DiskUse)}) {
            const int before = m_table->columnWidth(c);
            m_table->resizeColumnToContents(c);
            if (m_table->columnWidth(c) < before)
                m_table->setColumnWidth(c, before);
        }
    });
    layout->addWidget(m_dashboard, 4);

    m_brokers = new BrokerTableModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("brokerTable"));
    m_table->setModel(m_brokers);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Every broker fits (up to five rows, then it scrolls): the table takes no more than that.
    auto fit = [this] {
        const int rows = qBound(1, m_brokers->rowCount(), 5);
        // In a narrow window the columns scroll sideways: the scroll bar takes no row's room.
        const QScrollBar *bar = m_table->horizontalScrollBar();
        const int h = uniformRowHeight() * rows + m_table->horizontalHeader()->sizeHint().height() +
                      2 * m_table->frameWidth() +
                      (bar->maximum() > 0 ? bar->sizeHint().height() : 0);
        m_table->setFixedHeight(h);
    };
    connect(m_brokers, &QAbstractItemModel::modelReset, this, fit);
    connect(m_table->horizontalScrollBar(), &QScrollBar::rangeChanged, this, fit);
    fit();
    fitHeaders(m_table);
    // A KRaft node's roles ("broker, controller") are read whole.
    m_table->setColumnWidth(
        BrokerTableModel::Role,
        m_table->fontMetrics().horizontalAdvance(QStringLiteral("broker, controller")) + 16);
    layout->addWidget(m_table);
}

void ClusterOverviewView::setHistoryOptions(const QString &storePath, int sampleMs)
{
    m_historyPath = storePath;
    m_sampleMs = sampleMs;
}

QLabel *ClusterOverviewView::addField(QFormLayout *form, const QString &label, const QString &name)
{
    auto *value = new QLabel(QStringLiteral("—"), this);
    value->setObjectName(name);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setTextFormat(Qt::PlainText);
    form->addRow(label, value);
    return value;
}

QString ClusterOverviewView::valueText(const QString &field) const
{
    auto *label = findChild<QLabel *>(field);
    return label ? label->text() : QString();
}

void ClusterOverviewView::showMetadata(const ClusterMetadata &md)
{
    auto set = [this](const char *name, const QString &text) {
        if (auto *l = findChild<QLabel *>(QLatin1String(name)))
            l->setText(text);
    };
    set("clusterId", md.clusterId.isEmpty() ? tr("(not reported)") : md.clusterId);
    set("updated",
        tr("%1 (answered by broker %2 in %3 ms)")
            .arg(TimeDisplay::instance().dateTimeSeconds(md.fetchedAt.toMSecsSinceEpoch()))
            .arg(md.originBrokerId)
            .arg(md.latencyMs));
    m_brokers->setMetadata(md);
    m_error->hide();
    if (m_session && !m_accessAsked) {
        m_accessAsked = true;
        m_session->call<LoginAccess>(
            this, [](KafkaClient &c) { return loginAccess(c, tr("topics and groups")); },
            [this](const Result<LoginAccess> &r) {
                QString text;
                if (!r)
                    text = tr("Unknown: %1").arg(r.error().message());
                else if (!r->known)
                    text = tr("Not reported by the cluster");
                else if (r->full)
                    text = tr("Everything (a super user, or no authorizer)");
                else
                    text =
                        tr("Limited. %1 The counts above are what this login sees.").arg(r->note);
                if (auto *l = findChild<QLabel *>(QStringLiteral("access")))
                    l->setText(text);
            });
    }
}

void ClusterOverviewView::setSession(ClusterSession *session)
{
    m_session = session;
    m_accessAsked = false;
    // The dashboard samples with a client of its own, never through the session's worker.
    if (session) {
        setProperty("kafscopeBusy", true); // until the first dashboard sample is in
        m_dashboard->setConnection(session->profile(), m_historyPath, m_sampleMs);
    } else {
        m_dashboard->clear();
    }
    if (auto *l = findChild<QLabel *>(QStringLiteral("access")))
        l->setText(QStringLiteral("—"));
}

void ClusterOverviewView::showError(const Error &error)
{
    m_error->setText(error.message());
    m_error->show();
}

} // namespace kafscope::ui
