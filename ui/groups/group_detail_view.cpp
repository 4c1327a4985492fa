#include "groups/group_detail_view.h"

#include "common/palette.h"
#include "common/read_only_gate.h"

#include "cluster/cluster_session.h"
#include "groups/group_list.h"
#include "groups/offsets_log_groups.h"
#include "groups/reset_dialog.h"
#include "groups/share_group.h"
#include "groups/streams_group_panel.h"

#include <qcustomplot.h>

#include "history/history_store.h"

#include <QDateTime>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kafscope::ui {

namespace {

constexpr int kSampleMs = 3000;
constexpr qint64 kChartRangeMs = 3600 * 1000; // the chart shows the last hour

// Partition table columns: the numbers first, the owner (long ids) last, taking what is left.
enum PartitionColumn { PTopic, PPartition, PCommitted, PEnd, PLag, PMember };

QTableWidget *makeTable(QWidget *parent, const QString &name, const QStringList &headers)
{
    auto *t = new QTableWidget(0, int(headers.size()), parent);
    t->setObjectName(name);
    t->setHorizontalHeaderLabels(headers);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

// Every cell has its full text on hover: long ids are elided in the middle, never to a prefix
// they all share.
void setRow(QTableWidget *t, int row, const QStringList &cells)
{
    for (int c = 0; c < cells.size(); ++c) {
        auto *item = new QTableWidgetItem(cells[c]);
        if (!cells[c].isEmpty())
            item->setToolTip(cells[c]);
        t->setItem(row, c, item);
    }
}

// Kafka reports a member's host as the address it connected from, "/127.0.0.1".
QString hostText(const QString &host)
{
    return host.startsWith(QLatin1Char('/')) ? host.mid(1) : host;
}

QString count(qint64 v)
{
    return v < 0 ? QStringLiteral("-") : QLocale().toString(v);
}

// The group's lag as the overview stored it (kind "group.lag") over the chart's range; empty when
// there is none or the store cannot be read (the view's own samples still draw). On the session's
// worker thread: the store is opened there, for this read.
history::Series storedLag(KafkaClient &c, const QString &path, const QString &group)
{
    auto md = c.metadata(false, 5000);
    if (!md)
        return {};
    const QString cluster = md->clusterId.isEmpty() ? c.profile().bootstrap : md->clusterId;
    history::HistoryStore store(path);
    if (!store.open())
        return {};
    auto s = store.series(cluster, QStringLiteral("group.lag"), group,
                          QDateTime::currentMSecsSinceEpoch() - kChartRangeMs);
    return s ? s.value() : history::Series{};
}

} // namespace

GroupDetailView::GroupDetailView(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    m_header = new QLabel(tr("Select a group"), this);
    m_header->setObjectName(QStringLiteral("groupHeader"));
    m_header->setTextFormat(Qt::PlainText);
    m_header->setWordWrap(true);
    bar->addWidget(m_header, 1);
    m_export = new QPushButton(tr("Export lag CSV…"), this);
    m_export->setObjectName(QStringLiteral("exportLag"));
    m_reset = new QPushButton(tr("Reset offsets…"), this);
    m_reset->setObjectName(QStringLiteral("resetOffsets"));
    bar->addWidget(m_export);
    bar->addWidget(m_reset);
    layout->addLayout(bar);
    m_gate = new ReadOnlyGate(this, tr("resetting offsets is turned off"));
    layout->addWidget(m_gate->banner());
    m_gate->guard(m_reset);
    m_streams = new StreamsGroupPanel(this);
    layout->addWidget(m_streams->reason());
    // Per-partition lag is the question most people bring: it gets the full width, first; the
    // members are a tab beside it.
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("groupTabs"));
    m_members =
        makeTable(m_tabs, QStringLiteral("members"),
                  {tr("Member id"), tr("Client id"), tr("Host"), tr("Instance id"), tr("Epoch"),
                   tr("Subscription"), tr("Assigned"), tr("Target assignment")});
    m_members->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_members->horizontalHeader()->setStretchLastSection(true);
    m_members->setTextElideMode(Qt::ElideMiddle);
    m_partitions = makeTable(
        m_tabs, QStringLiteral("partitions"),
        {tr("Topic"), tr("Partition"), tr("Committed"), tr("Log end"), tr("Lag"), tr("Member")});
    // The numbers sized to their contents, so Lag is whole at any width; the member (client and
    // member id) takes the rest, elided in the middle where it must be.
    for (int c : {PTopic, PPartition, PCommitted, PEnd, PLag})
        m_partitions->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_partitions->horizontalHeader()->setSectionResizeMode(PMember, QHeaderView::Stretch);
    m_partitions->setTextElideMode(Qt::ElideMiddle);
    m_partitions->setWordWrap(false);
    m_tabs->addTab(m_partitions, tr("Partitions"));
    m_tabs->addTab(m_members, tr("Members"));
    m_tabs->addTab(m_streams->members(), tr("Members and tasks"));
    m_tabs->addTab(m_streams->topology(), tr("Topology"));
    showTabsFor(false);
    layout->addWidget(m_tabs, 1);
    m_totals = new QLabel(this);
    m_totals->setObjectName(QStringLiteral("lagTotals"));
    m_totals->setTextFormat(Qt::PlainText);
    m_totals->setWordWrap(true);
    layout->addWidget(m_totals);
    // The lag chart: what the overview stored for this group over the last hour, and the samples
    // this view takes; a message instead while there is nothing to draw.
    m_chartTitle = new QLabel(this);
    m_chartTitle->setObjectName(QStringLiteral("lagChartTitle"));
    m_chartTitle->setTextFormat(Qt::PlainText);
    layout->addWidget(m_chartTitle);
    m_chartStack = new QStackedWidget(this);
    m_chartStack->setObjectName(QStringLiteral("lagChartStack"));
    m_chartMessage = new QLabel(m_chartStack);
    m_chartMessage->setObjectName(QStringLiteral("lagChartMessage"));
    m_chartMessage->setAlignment(Qt::AlignCenter);
    m_chartMessage->setWordWrap(true);
    Palette::setTextRole(m_chartMessage, Palette::Role::Muted);
    m_chart = new QCustomPlot(m_chartStack);
    m_chart->setObjectName(QStringLiteral("lagChart"));
    m_chart->setMinimumHeight(140);
    m_chart->setNotAntialiasedElements(QCP::aeAll);
    auto ticker = QSharedPointer<QCPAxisTickerDateTime>::create();
    ticker->setDateTimeFormat(QStringLiteral("HH:mm"));
    ticker->setDateTimeSpec(Qt::LocalTime);
    m_chart->xAxis->setTicker(ticker);
    m_chart->yAxis->setLabel(tr("messages behind"));
    m_chart->setLocale(QLocale()); // thousands separators on the lag axis, as in the tables
    m_chart->yAxis->setNumberFormat(QStringLiteral("f"));
    m_chart->yAxis->setNumberPrecision(0);
    m_chart->addGraph()->setPen(QPen(Palette::series(0), 1.5));
    m_chart->graph(0)->setAdaptiveSampling(true);
    m_chart->graph(0)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
    Palette::styleChart(m_chart);
    m_chartStack->addWidget(m_chartMessage);
    m_chartStack->addWidget(m_chart);
    m_chartStack->setMinimumHeight(140);
    layout->addWidget(m_chartStack);
    showChartMessage(tr("Select a group to see its lag over time."));

    m_timer = new QTimer(this);
    m_timer->setInterval(kSampleMs);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (isVisible())
            sample();
    });
    connect(m_reset, &QPushButton::clicked, this, &GroupDetailView::openReset);
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export lag"), m_group + QStringLiteral("-lag.csv"), tr("CSV files (*.csv)"));
        if (path.isEmpty())
            return;
        if (auto s = exportCsv(path); !s)
            m_totals->setText(s.error().message());
    });
    m_reset->setEnabled(false);
    m_export->setEnabled(false);
}

void GroupDetailView::showChartMessage(const QString &text)
{
    m_chartMessage->setText(text);
    m_chartStack->setCurrentWidget(m_chartMessage);
    m_chartTitle->setText(m_group.isEmpty() ? tr("Lag over time")
                                            : tr("Lag of group %1, last hour").arg(m_group));
}

void GroupDetailView::setHistoryPath(const QString &path)
{
    m_historyPath = path;
}

void GroupDetailView::addChartPoint(qint64 timeMs, std::optional<qint64> lag)
{
    // Unknown lag is a gap in the line, never a 0.
    m_chart->graph(0)->addData(double(timeMs) / 1000.0,
                               lag ? double(*lag) : std::numeric_limits<double>::quiet_NaN());
}

void GroupDetailView::fitChart()
{
    bool found = false;
    const QCPRange values = m_chart->graph(0)->data()->valueRange(found);
    if (!found) {
        showChartMessage(tr("No lag known for %1 yet: its lag could not be read, or nothing "
                            "was sampled.")
                             .arg(m_group));
        return;
    }
    m_chartTitle->setText(tr("Lag of group %1, last hour").arg(m_group));
    m_chartStack->setCurrentWidget(m_chart);
    bool keys = false;
    const QCPRange span = m_chart->graph(0)->data()->keyRange(keys);
    // The range fits the history there is, at least five minutes, ending now.
    const double now = double(QDateTime::currentMSecsSinceEpoch()) / 1000.0;
    const double upper = std::max(now, span.upper);
    const double lower = std::min(span.lower, upper - 300);
    m_chart->xAxis->setRange(lower - (upper - lower) * 0.02, upper + (upper - lower) * 0.02);
    m_chart->yAxis->setRange(0, std::max(10.0, values.upper * 1.1));
    if (m_chart->isVisible())
        m_chart->replot(QCustomPlot::rpQueuedReplot);
}

void GroupDetailView::setSession(ClusterSession *session)
{
    m_session = session;
    m_gate->setReadOnly(session && session->profile().readOnly);
    ++m_generation;
    m_loading = false;
    m_histories.clear();
    m_group.clear();
    m_timer->stop();
}

const groups::LagHistory *GroupDetailView::history() const
{
    const auto it = m_histories.constFind(m_group);
    return it == m_histories.cend() ? nullptr : &*it;
}

Status GroupDetailView::exportCsv(const QString &path) const
{
    const groups::LagHistory *h = history();
    if (!h)
        return Error::usage(KS_ERR("No lag samples yet"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return Error::local(KS_ERR("Cannot write %1: %2").arg(path, f.errorString()));
    f.write(h->toCsv().toUtf8());
    return Ok{};
}

void GroupDetailView::showTabsFor(bool streams)
{
    m_tabs->setTabVisible(m_tabs->indexOf(m_members), !streams);
    m_tabs->setTabVisible(m_tabs->indexOf(m_streams->members()), streams);
    m_tabs->setTabVisible(m_tabs->indexOf(m_streams->topology()), streams);
    if (!streams)
        m_streams->clear();
}

void GroupDetailView::showGroup(const QString &group, groups::GroupType type)
{
    if (group == m_group && type == m_type && m_timer->isActive())
        return;
    m_group = group;
    m_type = type;
    showTabsFor(type == groups::GroupType::Streams);
    ++m_generation;
    m_loading = false;
    m_header->setText(tr("Loading group %1…").arg(group));
    m_chart->graph(0)->data()->clear();
    m_storedLoaded = false;
    showChartMessage(tr("Reading the lag history of %1…").arg(group));
    if (const groups::LagHistory *h = history()) // samples taken earlier this session
        for (const groups::LagHistory::Sample &s : h->samples())
            addChartPoint(s.timeMs, s.total);
    m_reset->setEnabled(true);
    sample();
    m_timer->start();
}

void GroupDetailView::sample()
{
    if (!m_session || m_group.isEmpty() || m_loading)
        return;
    m_loading = true;
    setProperty("kafscopeBusy", true);
    const QString group = m_group;
    const bool streams = m_type == groups::GroupType::Streams;
    const groups::GroupType listedType = m_type;
    const quint64 gen = m_generation;
    // The first sample of a group also reads what the overview stored of its lag.
    const QString store =
        m_storedLoaded
            ? QString()
            : (m_historyPath.isEmpty() ? history::HistoryStore::defaultPath() : m_historyPath);
    m_session->call<Snapshot>(
        this,
        [group, store, streams, listedType](KafkaClient &c) -> Result<Snapshot> {
            history::Series stored;
            if (!store.isEmpty())
                stored = storedLag(c, store, group);
            if (streams) {
                auto d = groups::describeStreamsGroup(c, group);
                if (!d)
                    return d.error();
                auto lag = groups::streamsGroupLag(c, *d);
                if (!lag)
                    return lag.error();
                groups::GroupDescription shell; // what the classic parts of the page read
                shell.group = group;
                shell.state = d->state;
                shell.type = groups::GroupType::Streams;
                return Snapshot{shell, d.value(), lag.value(), stored, !store.isEmpty()};
            }
            // The listing's type; asked only when the listing did not give one (not learnt:
            // the classic path says why).
            auto type = listedType != groups::GroupType::Unknown
                            ? Result<groups::GroupType>(listedType)
                            : groups::groupTypeOf(c, group);
            if (type && *type == groups::GroupType::Share) { // KIP-932: its own requests
                auto share = groups::shareGroupSnapshot(c, group);
                if (!share)
                    return share.error();
                return Snapshot{share->description, std::nullopt, share->lag, stored,
                                !store.isEmpty()};
            }
            auto d = groups::describeGroupAnyProtocol(c, group);
            if (!d)
                return d.error();
            QList<groups::TopicPartition> assigned;
            for (const offsets::TopicPartitions &tp : d->assignedPartitions())
                for (int p : tp.partitions)
                    assigned << groups::TopicPartition{tp.topic, p};
            auto lag = groups::groupLag(c, group, assigned);
            if (!lag)
                return lag.error();
            return Snapshot{d.value(), std::nullopt, lag.value(), stored, !store.isEmpty()};
        },
        [this, gen](const Result<Snapshot> &r) {
            if (gen != m_generation)
                return;
            m_loading = false;
            if (!r)
                m_header->setText(
                    tr("Cannot describe group %1: %2").arg(m_group, r.error().message()));
            else
                show(r.value());
            setProperty("kafscopeBusy", false);
            Q_EMIT loaded();
        });
}

void GroupDetailView::show(const Snapshot &s)
{
    const groups::GroupDescription &d = s.description;
    const bool share = d.type == groups::GroupType::Share;
    // A share group has no committed offsets: where its consumption starts, per partition.
    m_partitions->horizontalHeaderItem(PCommitted)
        ->setText(share ? tr("Start offset") : tr("Committed"));
    QHash<groups::TopicPartition, QString> owner;
    if (s.streams) {
        m_header->setText(StreamsGroupPanel::header(*s.streams));
        m_streams->show(*s.streams);
        // A partition belongs to the member running the active task that reads it.
        for (const groups::StreamsMember &m : s.streams->members)
            for (const groups::StreamsTasks &t : m.assignment.active)
                for (const groups::StreamsSubtopology &sub :
                     s.streams->subtopologies.value_or(QList<groups::StreamsSubtopology>{}))
                    if (sub.id == t.subtopology)
                        for (const QString &topic : sub.inputTopics())
                            for (int p : t.partitions)
                                owner.insert({topic, p}, m.clientId + QStringLiteral(" (") +
                                                             m.memberId + QLatin1Char(')'));
        m_tabs->setTabText(
            m_tabs->indexOf(m_streams->members()),
            tr("Members and tasks (%1)").arg(QLocale().toString(s.streams->members.size())));
    } else {
        m_header->setText(
            tr("%1 — %2, %3%4, coordinator %5, %n member(s)", nullptr, int(d.members.size()))
                .arg(d.group, groups::displayName(d.state),
                     d.protocolType.isEmpty() ? tr("simple") : d.protocolType,
                     d.assignor.isEmpty() ? QString() : QStringLiteral(" / ") + d.assignor)
                .arg(d.coordinator.id < 0 ? tr("unknown") : QString::number(d.coordinator.id)) +
            (d.groupEpoch ? tr(", group epoch %1, target assignment epoch %2")
                                .arg(*d.groupEpoch)
                                .arg(d.assignmentEpoch ? QString::number(*d.assignmentEpoch)
                                                       : QStringLiteral("–"))
                          : QString()) +
            (d.note.isEmpty() ? QString() : QStringLiteral("\n") + d.note));
    }
    m_members->setRowCount(int(d.members.size()));
    for (int i = 0; i < d.members.size(); ++i) {
        const groups::GroupMember &m = d.members[i];
        QStringList parts;
        for (const offsets::TopicPartitions &tp : m.assignment)
            for (int p : tp.partitions) {
                parts << QStringLiteral("%1/%2").arg(tp.topic).arg(p);
                // A share group may give one partition to several members: all of them.
                QString &o = owner[{tp.topic, p}];
                o += (o.isEmpty() ? QString() : QStringLiteral(", ")) + m.clientId +
                     QStringLiteral(" (") + m.memberId + QLatin1Char(')');
            }
        // KIP-848: where the coordinator is moving the member; "same" once it has reconciled.
        QString target = QStringLiteral("–");
        if (m.targetAssignment) {
            QStringList t;
            for (const offsets::TopicPartitions &tp : *m.targetAssignment)
                for (int p : tp.partitions)
                    t << QStringLiteral("%1/%2").arg(tp.topic).arg(p);
            target = *m.targetAssignment == m.assignment ? tr("same") : t.join(QLatin1Char(' '));
        }
        setRow(
            m_members, i,
            {m.memberId, m.clientId, hostText(m.host), m.instanceId.value_or(QString()),
             m.memberEpoch ? QString::number(*m.memberEpoch) : QStringLiteral("–"),
             m.subscription ? m.subscription->topics.join(QStringLiteral(", ")) : tr("(not shown)"),
             parts.join(QLatin1Char(' ')), target});
    }
    m_partitions->setRowCount(int(s.lag.partitions.size()));
    for (int i = 0; i < s.lag.partitions.size(); ++i) {
        const groups::PartitionLag &p = s.lag.partitions[i];
        setRow(m_partitions, i,
               {p.tp.topic, QString::number(p.tp.partition), count(p.committed), count(p.end),
                count(p.lag), owner.value(p.tp)});
        for (int c : {PPartition, PCommitted, PEnd, PLag}) // numbers on the right, as everywhere
            m_partitions->item(i, c)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    m_tabs->setTabText(0, tr("Partitions (%1)").arg(QLocale().toString(s.lag.partitions.size())));
    m_tabs->setTabText(1, tr("Members (%1)").arg(QLocale().toString(d.members.size())));
    QStringList perTopic;
    for (auto it = s.lag.perTopic.cbegin(); it != s.lag.perTopic.cend(); ++it)
        perTopic << tr("%1: %2").arg(it.key(), QLocale().toString(it.value()));
    int uncommitted = 0;
    for (const groups::PartitionLag &p : s.lag.partitions)
        uncommitted += p.committed < 0 && !share ? 1 : 0;
    m_totals->setText(
        tr("Total lag %1 · %2")
            .arg(s.lag.known ? QLocale().toString(s.lag.total) : tr("unknown"),
                 perTopic.join(QStringLiteral(" · "))) +
        (uncommitted
             ? tr(" · %n partition(s) without a committed offset (lag unknown, not counted)",
                  nullptr, uncommitted)
             : QString()));
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (s.storedRead) {
        // The stored samples come before this view's own (those of this session are drawn
        // already).
        m_storedLoaded = true;
        const qint64 firstOwn = m_chart->graph(0)->data()->isEmpty()
                                    ? now
                                    : qint64(m_chart->graph(0)->data()->constBegin()->key * 1000);
        for (const auto &[t, v] : s.stored)
            if (t < firstOwn && t >= now - kChartRangeMs)
                addChartPoint(t, qint64(v));
    }
    if (s.lag.known)
        m_histories[d.group].add({now, s.lag.total, s.lag.perTopic});
    addChartPoint(now, s.lag.known ? std::optional<qint64>(s.lag.total) : std::nullopt);
    m_chart->graph(0)->data()->removeBefore(double(now - kChartRangeMs) / 1000.0);
    fitChart();
    m_export->setEnabled(true);
    const bool active = s.streams ? !s.streams->members.isEmpty() : d.hasActiveMembers();
    m_resetShare = share;
    m_reset->setEnabled(!active);
    m_reset->setText(share ? tr("Reset start offsets…") : tr("Reset offsets…"));
    m_reset->setToolTip(active ? tr("Stop the group's consumers first: Kafka only changes the "
                                    "offsets of an empty group")
                               : QString());
}

void GroupDetailView::openReset()
{
    if (!m_session || m_group.isEmpty())
        return;
    auto *dialog =
        new ResetDialog(m_session, m_group, this,
                        m_resetShare ? ResetDialog::Kind::Share : ResetDialog::Kind::Committed);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ResetDialog::applied, this, &GroupDetailView::sample);
    dialog->open();
}

} // namespace kafscope::ui
