#include "groups/groups_view.h"

#include "cluster/authorization.h"
#include "cluster/cluster_session.h"
#include "common/header_fit.h"
#include "groups/group_detail_view.h"
#include "groups/group_summary.h"
#include "groups/group_table_model.h"
#include "groups/offsets_log_groups.h"

#include <QHeaderView>

#include <algorithm>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace kafscope::ui {

namespace {
constexpr int kBatch = 100;
constexpr int kRefreshMs = 15000;
} // namespace

GroupsView::GroupsView(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("groupFilter"));
    m_filter->setPlaceholderText(tr("Filter groups"));
    m_filter->setClearButtonEnabled(true);
    bar->addWidget(m_filter, 1);
    auto *refreshButton = new QPushButton(tr("Refresh"), this);
    refreshButton->setObjectName(QStringLiteral("refreshGroups"));
    bar->addWidget(refreshButton);
    m_status = new QLabel(tr("Not connected"), this);
    m_status->setObjectName(QStringLiteral("groupsStatus"));
    bar->addWidget(m_status);
    layout->addLayout(bar);
    // What Kafka leaves out for this login (issue #17): never an empty list passed off as "no
    // groups".
    m_authNote = new QLabel(this);
    m_authNote->setObjectName(QStringLiteral("authorizerNote"));
    m_authNote->setWordWrap(true);
    m_authNote->hide();
    layout->addWidget(m_authNote);

    m_model = new GroupTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(GroupTableModel::SortRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(GroupTableModel::Group);
    auto *split = new QSplitter(Qt::Vertical, this);
    m_table = new QTableView(split);
    m_table->setObjectName(QStringLiteral("groupTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(GroupTableModel::Group, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    // The group's name whole (sized to the longest), the small columns to their contents; the
    // topics take what is left, so Total lag is not stretched.
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(GroupTableModel::Topics,
                                                      QHeaderView::Stretch);
    m_table->setTextElideMode(Qt::ElideMiddle);
    fitHeaders(m_table);
    m_detail = new GroupDetailView(split);
    split->addWidget(m_table);
    split->addWidget(m_detail);
    layout->addWidget(split, 1);

    connect(m_filter, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);
    connect(refreshButton, &QPushButton::clicked, this, &GroupsView::refresh);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &cur) {
                const int row = m_proxy->mapToSource(cur).row();
                const QString g = m_model->groupAt(row);
                if (!g.isEmpty())
                    m_detail->showGroup(g, typeAt(row));
            });
    connect(m_detail, &GroupDetailView::loaded, this, &GroupsView::updateBusy);
    m_timer = new QTimer(this);
    m_timer->setInterval(kRefreshMs);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (isVisible())
            refresh();
    });
}

void GroupsView::setSession(ClusterSession *session)
{
    m_session = session;
    m_detail->setSession(session);
    ++m_generation;
    m_pending.clear();
    m_batchRunning = false;
    m_listing = false;
    m_replay.abandon();
    m_model->setGroups({});
    m_timer->stop();
    m_lastRefresh.invalidate();
    // The first listing waits for the session's first metadata answer (firstMetadata()), so it
    // never queues ahead of it on the session worker, nor waits out an unreachable bootstrap.
    m_awaitingMetadata = session != nullptr;
    m_status->setText(session ? tr("Connecting…") : tr("Not connected"));
}

void GroupsView::firstMetadata()
{
    if (!m_awaitingMetadata)
        return;
    m_awaitingMetadata = false;
    m_timer->start(); // refreshes only while the view is shown
    if (isVisible())
        refresh();
    else
        m_status->setText(tr("Connected; groups are listed when this view is shown"));
}

void GroupsView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Shown again after the timer's interval (or never listed in this session): list now rather
    // than show a stale list until the next tick.
    if (m_session && !m_awaitingMetadata &&
        (!m_lastRefresh.isValid() || m_lastRefresh.elapsed() >= kRefreshMs))
        refresh();
}

void GroupsView::setBusy(bool busy)
{
    m_listBusy = busy;
    updateBusy();
}

void GroupsView::updateBusy()
{
    // Busy while the list (or its lag) is loading, or while the shown group's detail is.
    setProperty("kafscopeBusy", m_listBusy || m_detail->property("kafscopeBusy").toBool());
}

void GroupsView::refresh()
{
    if (!m_session || m_listing)
        return;
    m_listing = true;
    m_lastRefresh.start();
    setBusy(true);
    m_status->setText(tr("Listing groups…"));
    const ConnectionProfile profile = m_session->profile();
    const quint64 gen = m_generation;
    struct Listed {
        QList<groups::GroupListing> groups;
        QString hiddenNote;
    };
    // The listing is one short call on the session; replaying __consumer_offsets for the groups
    // the classic describe cannot see (KIP-848 and others) reads a whole topic, so it runs on a
    // worker of its own and the other views' calls do not wait behind it.
    m_session->call<Listed>(
        this,
        [](KafkaClient &c) -> Result<Listed> {
            auto listed = groups::listGroups(c);
            if (!listed)
                return listed.error();
            return Listed{listed.value(), hiddenByAuthorizerNote(c, tr("groups"))};
        },
        [this, gen, profile](const Result<Listed> &r) {
            if (gen != m_generation)
                return;
            if (!r) {
                m_listing = false;
                m_status->setText(tr("Cannot list groups: %1").arg(r.error().message()));
                setBusy(false);
                return;
            }
            m_authNote->setText(r->hiddenNote);
            m_authNote->setVisible(!r->hiddenNote.isEmpty());
            const bool replay =
                std::any_of(r->groups.cbegin(), r->groups.cend(),
                            [](const groups::GroupListing &g) { return g.needsOffsetsLog; });
            if (!replay) {
                m_listing = false;
                onListed(r->groups);
                return;
            }
            m_status->setText(
                tr("Reading __consumer_offsets for the groups a describe cannot see…"));
            m_replay.abandon();
            m_replay.start(
                [profile, all = r->groups]() mutable {
                    if (auto s = groups::recogniseFromOffsetsLog(profile, all); !s)
                        for (groups::GroupListing &g : all)
                            if (g.needsOffsetsLog)
                                g.note = s.error().message();
                    return all;
                },
                [this, gen](const QList<groups::GroupListing> &all) {
                    if (gen != m_generation)
                        return;
                    m_listing = false;
                    onListed(all);
                });
        });
}

void GroupsView::onListed(const QList<groups::GroupListing> &list)
{
    m_model->setGroups(list);
    m_pending.clear();
    for (const groups::GroupListing &g : list)
        m_pending.insert(g.group);
    m_status->setText(
        tr("%1 groups, computing lag…").arg(QLocale().toString(qsizetype(list.size()))));
    Q_EMIT listed(int(list.size()));
    if (!m_wanted.isEmpty())
        showGroup(m_wanted);
    if (!m_batchRunning)
        startNextBatch();
}

QStringList GroupsView::pendingInViewOrder() const
{
    // Visible rows first, then the rest in the view's order.
    QStringList first, rest;
    const int top = qMax(0, m_table->rowAt(0));
    int bottom = m_table->rowAt(m_table->viewport()->height() - 1);
    if (bottom < 0)
        bottom = top + 40;
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        const QString g = m_model->groupAt(m_proxy->mapToSource(m_proxy->index(r, 0)).row());
        if (m_pending.contains(g))
            (r >= top && r <= bottom ? first : rest) << g;
    }
    for (const QString &g : m_pending) // filtered out of view: last
        if (!first.contains(g) && !rest.contains(g))
            rest << g;
    return first + rest;
}

void GroupsView::startNextBatch()
{
    if (!m_session || m_pending.isEmpty()) {
        m_batchRunning = false;
        if (m_pending.isEmpty() && !m_listing) {
            m_status->setText(tr("%1 groups").arg(QLocale().toString(m_model->rowCount())));
            setBusy(false);
        }
        return;
    }
    m_batchRunning = true;
    QList<groups::GroupListing> batch;
    for (const QString &g : pendingInViewOrder().mid(0, kBatch)) {
        m_pending.remove(g);
        if (const auto *s = m_model->summary(m_model->rowOf(g)))
            batch << s->listing;
    }
    const quint64 gen = m_generation;
    m_session->call<QList<groups::GroupSummary>>(
        this,
        [batch](KafkaClient &c) -> Result<QList<groups::GroupSummary>> {
            return groups::summarizeGroups(c, batch);
        },
        [this, gen](const Result<QList<groups::GroupSummary>> &r) {
            if (gen != m_generation)
                return;
            if (r)
                m_model->updateSummaries(r.value());
            Q_EMIT lagBatchDone(int(m_pending.size()));
            startNextBatch();
        });
}

groups::GroupType GroupsView::typeAt(int row) const
{
    const groups::GroupSummary *s = row < 0 ? nullptr : m_model->summary(row);
    if (!s)
        return groups::GroupType::Unknown;
    return groups::isStreamsGroup(s->listing) ? groups::GroupType::Streams : s->listing.type;
}

void GroupsView::showGroup(const QString &group)
{
    m_wanted = group;
    const int row = m_model->rowOf(group);
    m_detail->showGroup(group, typeAt(row));
    if (row < 0)
        return;
    m_wanted.clear();
    const QModelIndex idx = m_proxy->mapFromSource(m_model->index(row, 0));
    if (idx.isValid()) {
        m_table->selectionModel()->setCurrentIndex(idx, QItemSelectionModel::ClearAndSelect |
                                                            QItemSelectionModel::Rows);
        m_table->scrollTo(idx);
    }
}

} // namespace kafscope::ui
