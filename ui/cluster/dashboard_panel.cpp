#include "cluster/dashboard_panel.h"
#include "cluster/dashboard_tables.h"
#include "cluster/health_strip.h"

#include "common/time_display.h"

#include "common/palette.h"
#include "common/settings.h"
#include "groups/group_state.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

namespace kafscope::ui {

namespace {

// Tick labels in k/M/G ("250k", "1.5M"), so a lag axis stays narrow and readable.
class CompactTicker : public QCPAxisTicker {
public:
    QString getTickLabel(double tick, const QLocale &locale, QChar, int) override
    {
        return compactNumber(tick, locale);
    }
    static QString compactNumber(double v, const QLocale &locale)
    {
        const double a = qAbs(v);
        const auto scaled = [&](double unit, const QString &suffix) {
            const double x = v / unit;
            return locale.toString(x, 'f', qAbs(x - qRound64(x)) < 1e-9 ? 0 : 1) + suffix;
        };
        if (a >= 1e9)
            return scaled(1e9, QStringLiteral("G"));
        if (a >= 1e6)
            return scaled(1e6, QStringLiteral("M"));
        if (a >= 1e3)
            return scaled(1e3, QStringLiteral("k"));
        return locale.toString(v, 'g', 3);
    }
};

} // namespace

DashboardPanel::DashboardPanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("dashboard"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    // The health strip (wraps into more rows in a narrow window).
    m_strip = new HealthStrip(this);
    m_strip->addTile(
        tr("Health"), QStringLiteral("health"),
        tr("Healthy, degraded (a broker missing, partitions under-replicated, figures that "
           "could not be read) or critical (partitions without a leader)"));
    m_strip->addTile(
        tr("Brokers up"), QStringLiteral("brokers"),
        tr("Brokers in the metadata, of every broker this cluster had within the history's "
           "retention"));
    m_strip->addTile(
        tr("Controller"), QStringLiteral("controller"),
        tr("The active controller, where clients can see it (ZooKeeper); under KRaft they "
           "cannot"));
    m_strip->addTile(tr("Under-replicated"), QStringLiteral("underReplicated"),
                     tr("Partitions with fewer in-sync replicas than replicas"));
    m_strip->addTile(tr("Offline"), QStringLiteral("offline"), tr("Partitions without a leader"));
    m_strip->addTile(tr("Topics"), QStringLiteral("topics"), tr("Topics, of which internal"));
    m_strip->addTile(tr("Partitions"), QStringLiteral("partitions"), QString());
    m_strip->addTile(tr("Groups"), QStringLiteral("groups"), tr("Consumer groups by state"));
    m_strip->addTile(tr("Total lag"), QStringLiteral("lag"),
                     tr("Messages not yet consumed, over every group's committed offsets"));
    m_strip->addTile(tr("Connectors"), QStringLiteral("connectors"),
                     tr("The connectors of the connection's Kafka Connect clusters"));
    m_strip->setTileShown(QStringLiteral("connectors"), false); // until a profile names one
    layout->addWidget(m_strip);

    // Rates and lag over time.
    auto *chartHeader = new QHBoxLayout;
    auto *chartTitle = new QLabel(tr("<b>Messages per second and total lag</b>"), this);
    chartTitle->setToolTip(tr("Messages per second over all topics, from watermark deltas, and the "
                              "lag summed over every group"));
    chartHeader->addWidget(chartTitle);
    m_rangeLabel = new QLabel(this);
    m_rangeLabel->setObjectName(QStringLiteral("chartRange"));
    Palette::setTextRole(m_rangeLabel, Palette::Role::Muted);
    // The two notes wrap onto a second line in a narrow (960 px) window rather than being cut.
    m_rangeLabel->setWordWrap(true);
    m_rangeLabel->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    chartHeader->addWidget(m_rangeLabel, 1);
    m_historyNote = new QLabel(this);
    m_historyNote->setObjectName(QStringLiteral("historyNote"));
    m_historyNote->setWordWrap(true);
    m_historyNote->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_historyNote->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    chartHeader->addWidget(m_historyNote, 1);
    m_range = new QComboBox(this);
    m_range->setObjectName(QStringLiteral("historyRange"));
    const QList<QPair<QString, qint64>> ranges = {{tr("Last 15 minutes"), 15 * 60},
                                                  {tr("Last hour"), 3600},
                                                  {tr("Last 6 hours"), 6 * 3600},
                                                  {tr("Last 24 hours"), 24 * 3600},
                                                  {tr("Last 7 days"), 7 * 24 * 3600}};
    for (const auto &[label, seconds] : ranges)
        m_range->addItem(label, seconds * 1000);
    m_range->setCurrentIndex(1);
    connect(m_range, &QComboBox::currentIndexChanged, this, [this] {
        if (m_sampler) {
            m_sampler->setRangeMs(m_range->currentData().toLongLong());
            m_sampler->sampleNow();
        }
    });
    chartHeader->addWidget(m_range);
    auto *keep = new QSpinBox(this);
    keep->setObjectName(QStringLiteral("historyRetention"));
    keep->setRange(1, 3650);
    keep->setValue(settings::historyRetentionDays());
    keep->setPrefix(tr("Keep "));
    keep->setSuffix(tr(" days"));
    keep->setToolTip(tr("How long samples stay in the history file (%1); older ones are removed at "
                        "the next sample")
                         .arg(history::HistoryStore::defaultPath()));
    connect(keep, &QSpinBox::valueChanged, this, [this](int days) {
        settings::setHistoryRetentionDays(days);
        if (m_sampler)
            m_sampler->setRetentionDays(days);
    });
    chartHeader->addWidget(keep);
    layout->addLayout(chartHeader);

    m_chart = new QCustomPlot(this);
    m_chart->setObjectName(QStringLiteral("rateChart"));
    // Tall enough to read at 1280x800 (about 12 lines of text); the tables below give way first.
    m_chart->setMinimumHeight(fontMetrics().height() * 12);
    auto ticker = QSharedPointer<QCPAxisTickerDateTime>::create();
    ticker->setDateTimeFormat(QStringLiteral("HH:mm\nMMM d"));
    ticker->setTimeZone(TimeDisplay::instance().zone());
    ticker->setTickCount(6);
    m_timeTicker = ticker.data();
    connect(&TimeDisplay::instance(), &TimeDisplay::changed, this, [this, ticker] {
        ticker->setTimeZone(TimeDisplay::instance().zone());
        m_chart->replot(QCustomPlot::rpQueuedReplot);
    });
    m_chart->xAxis->setTicker(ticker);
    for (QCPAxis *axis : {m_chart->yAxis, m_chart->yAxis2}) {
        auto compact = QSharedPointer<CompactTicker>::create();
        compact->setTickCount(4);
        axis->setTicker(compact);
    }
    m_chart->yAxis->setLabel(tr("messages/s"));
    m_chart->yAxis2->setVisible(true);
    m_chart->yAxis2->setLabel(tr("lag"));
    Palette::styleChart(m_chart); // background, axes, grid, legend; again on a theme change
    QCPGraph *rate = m_chart->addGraph(m_chart->xAxis, m_chart->yAxis);
    rate->setName(tr("messages/s"));
    rate->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDisc, 4)); // a lone sample stays visible
    QCPGraph *lag = m_chart->addGraph(m_chart->xAxis, m_chart->yAxis2);
    lag->setName(tr("total lag"));
    lag->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
    // The legend in a row of its own above the plot, never over the data.
    m_chart->legend->setVisible(true);
    m_chart->axisRect()->insetLayout()->take(m_chart->legend);
    m_chart->plotLayout()->insertRow(0);
    auto *legendRow = new QCPLayoutGrid;
    m_chart->plotLayout()->addElement(0, 0, legendRow);
    legendRow->addElement(0, 0, m_chart->legend);
    legendRow->addElement(0, 1, new QCPLayoutElement(m_chart)); // keeps the legend at the left
    legendRow->setColumnStretchFactor(0, 0.001);
    m_chart->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_chart->legend->setMargins(QMargins(0, 0, 0, 0));
    m_chart->plotLayout()->setRowStretchFactor(0, 0.001);
    m_chart->plotLayout()->setRowSpacing(0);
    m_noData = new QCPItemText(m_chart);
    m_noData->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_noData->position->setCoords(0.5, 0.5);
    m_noData->setPositionAlignment(Qt::AlignCenter);
    m_noData->setColor(Palette::color(Palette::Role::Muted));
    m_noData->setText(tr("No samples yet: the first comes with the next sample"));
    layout->addWidget(m_chart, 3);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("dashboardError"));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    Palette::setTextRole(m_error, Palette::Role::Error);
    m_error->hide();
    layout->addWidget(m_error);

    // The busiest and the largest topics, and the most lagging groups.
    m_tables = new DashboardTables(this);
    connect(m_tables, &DashboardTables::openRequested, this, &DashboardPanel::openRequested);
    layout->addWidget(m_tables, 2);
}

DashboardPanel::~DashboardPanel() = default;

void DashboardPanel::showHealth(const history::DashboardData &d)
{
    using Level = history::ClusterHealth::Level;
    const history::ClusterHealth &h = d.health;
    // Each tile that shows a problem takes the problem's colour and says why on hover; the health
    // tile sums them up, and the status bar repeats it (healthChanged).
    auto mark = [this](const char *name, std::optional<Palette::Role> role, const QString &why) {
        auto *l = findChild<QLabel *>(QStringLiteral("tile:") + QLatin1String(name));
        if (!l)
            return;
        if (role)
            Palette::setTextRole(l, *role);
        else
            Palette::clearTextRole(l);
        l->setProperty("problem", why);
        l->setToolTip(why.isEmpty() ? l->property("tip").toString() : why);
    };
    QStringList reasons;
    QString brokersWhy;
    if (!h.missingBrokers.isEmpty()) {
        QStringList ids;
        for (int id : h.missingBrokers)
            ids << QString::number(id);
        brokersWhy = tr("%n broker(s) not answering: %1", nullptr, int(h.missingBrokers.size()))
                         .arg(ids.join(QStringLiteral(", ")));
        reasons << brokersWhy;
    }
    mark("brokers",
         d.snapshot.brokers.isEmpty() ? std::optional(Palette::Role::Error)
         : h.missingBrokers.isEmpty() ? std::nullopt
                                      : std::optional(Palette::Role::Warning),
         brokersWhy);
    QString urWhy;
    if (h.underReplicated > 0) {
        urWhy = tr("%n partition(s) under-replicated", nullptr, h.underReplicated);
        reasons << urWhy;
    }
    mark("underReplicated",
         h.underReplicated > 0 ? std::optional(Palette::Role::Warning) : std::nullopt, urWhy);
    QString offlineWhy;
    if (h.offline > 0) {
        offlineWhy = tr("%n partition(s) without a leader", nullptr, h.offline);
        reasons.prepend(offlineWhy);
    }
    mark("offline", h.offline > 0 ? std::optional(Palette::Role::Error) : std::nullopt, offlineWhy);
    QString lagWhy;
    if (h.watermarksFailed)
        lagWhy = tr("Watermarks could not be read: %1").arg(d.snapshot.watermarkError);
    else if (h.lagUnknownGroups > 0)
        lagWhy = tr("The lag of %n group(s) could not be read", nullptr, h.lagUnknownGroups);
    else if (h.groupsFailed)
        lagWhy = tr("The groups could not be listed");
    if (!lagWhy.isEmpty())
        reasons << lagWhy;
    mark("lag", lagWhy.isEmpty() ? std::nullopt : std::optional(Palette::Role::Warning), lagWhy);
    mark("groups", h.groupsFailed ? std::optional(Palette::Role::Warning) : std::nullopt,
         h.groupsFailed ? lagWhy : QString());

    QString connectWhy;
    if (d.connect) {
        QStringList why;
        if (h.failedConnectors > 0)
            why << tr("%n connector(s) failed: %1", nullptr, h.failedConnectors)
                       .arg(d.connect->failed.join(QStringLiteral(", ")));
        if (h.unreadableConnect > 0)
            why << tr("Kafka Connect could not be read: %1")
                       .arg(d.connect->errors.join(QStringLiteral("; ")));
        connectWhy = why.join(QStringLiteral("; "));
        if (!connectWhy.isEmpty())
            reasons << connectWhy;
    }
    mark("connectors",
         h.failedConnectors > 0    ? std::optional(Palette::Role::Error)
         : h.unreadableConnect > 0 ? std::optional(Palette::Role::Warning)
                                   : std::nullopt,
         connectWhy);

    QString word;
    Palette::Role role = Palette::Role::Ok;
    switch (h.level) {
    case Level::Healthy: word = tr("Healthy"); break;
    case Level::Degraded:
        word = tr("Degraded");
        role = Palette::Role::Warning;
        break;
    case Level::Critical:
        word = tr("Critical");
        role = Palette::Role::Error;
        break;
    }
    const QString summary = reasons.join(QStringLiteral("; "));
    mark("health", role, summary);
    if (auto *l = findChild<QLabel *>(QStringLiteral("tile:health")))
        l->setText(word);
    Q_EMIT healthChanged(int(h.level), summary);
}

QString DashboardPanel::tileProblem(const QString &name) const
{
    auto *l = findChild<QLabel *>(QStringLiteral("tile:") + name);
    return l ? l->property("problem").toString() : QString();
}

QString DashboardPanel::tileText(const QString &name) const
{
    auto *l = findChild<QLabel *>(QStringLiteral("tile:") + name);
    return l ? l->text() : QString();
}

void DashboardPanel::setConnection(const ConnectionProfile &profile, const QString &storePath,
                                   int intervalMs)
{
    clear();
    m_sampler = new history::DashboardSampler(
        profile, storePath.isEmpty() ? history::HistoryStore::defaultPath() : storePath, this);
    m_sampler->setRangeMs(m_range->currentData().toLongLong());
    m_sampler->setRetentionDays(settings::historyRetentionDays());
    connect(m_sampler, &history::DashboardSampler::updated, this, &DashboardPanel::showData);
    connect(m_sampler, &history::DashboardSampler::failed, this, &DashboardPanel::showFailure);
    m_sampler->start(intervalMs > 0 ? intervalMs : settings::historySampleMs());
}

void DashboardPanel::clear()
{
    if (m_sampler) {
        m_sampler->stop();
        m_sampler->deleteLater();
    }
    m_sampler = nullptr;
    m_data = {};
    m_updates = 0;
    m_storeMoved.clear();
    for (QLabel *l : findChildren<QLabel *>())
        if (l->objectName().startsWith(QLatin1String("tile:"))) {
            l->setText(QStringLiteral("—"));
            Palette::clearTextRole(l);
            l->setProperty("problem", QString());
            l->setToolTip(l->property("tip").toString());
        }
    showController({}, std::nullopt, QString());
    if (auto *value = findChild<QLabel *>(QStringLiteral("tile:controller")))
        value->setText(QStringLiteral("—"));
    m_strip->setTileShown(QStringLiteral("connectors"), false);
    m_tables->clear();
    m_historyNote->clear();
    m_error->hide();
    m_strip->relayout();
    drawChart();
}

void DashboardPanel::sampleNow()
{
    if (m_sampler)
        m_sampler->sampleNow();
}

void DashboardPanel::showData(const history::DashboardData &d)
{
    m_data = d;
    ++m_updates;
    const QLocale locale;
    const history::ClusterSnapshot &s = d.snapshot;
    auto set = [this](const char *name, const QString &text) {
        if (auto *l = findChild<QLabel *>(QStringLiteral("tile:") + QLatin1String(name)))
            l->setText(text);
    };
    set("brokers",
        tr("%1 of %2").arg(s.brokers.size()).arg(qMax(d.knownBrokers.size(), s.brokers.size())));
    showController(s.controller, d.quorum, d.quorumError);
    set("underReplicated", locale.toString(s.underReplicated));
    set("offline", locale.toString(s.offline));
    set("topics",
        tr("%1 (%2 internal)").arg(locale.toString(s.topics), locale.toString(s.internalTopics)));
    set("partitions", locale.toString(s.partitions));
    if (s.groupsError) {
        set("groups", tr("unknown"));
        set("lag", tr("unknown"));
    } else {
        // The count in the tile, how many are rebalancing under it, every state on hover: a
        // cluster with groups in five states keeps the strip as narrow as one with none.
        QStringList states;
        int rebalancing = 0;
        const QMap<QString, int> byState = s.groupsByState();
        for (auto it = byState.constBegin(); it != byState.constEnd(); ++it) {
            const groups::GroupState state = groups::parseGroupState(it.key());
            states << tr("%1 %2")
                          .arg(it.value())
                          .arg(state == groups::GroupState::Unknown ? it.key()
                                                                    : groups::displayName(state));
            if (state == groups::GroupState::PreparingRebalance ||
                state == groups::GroupState::CompletingRebalance ||
                state == groups::GroupState::Assigning || state == groups::GroupState::Reconciling)
                rebalancing += it.value();
        }
        set("groups", locale.toString(s.groupState.size()));
        if (auto *tile = findChild<QLabel *>(QStringLiteral("tile:groups")))
            tile->setProperty(
                "tip",
                states.isEmpty()
                    ? tr("No consumer groups")
                    : tr("Consumer groups by state: %1").arg(states.join(QStringLiteral(", "))));
        if (auto *caption = findChild<QLabel *>(QStringLiteral("caption:groups")))
            caption->setText(rebalancing > 0 ? tr("Groups, %n rebalancing", nullptr, rebalancing)
                                             : tr("Groups"));
        const auto total = s.totalLag();
        set("lag", total ? locale.toString(*total) : tr("unknown"));
    }
    m_strip->setTileShown(QStringLiteral("connectors"), d.connect.has_value());
    if (d.connect) {
        const connect::ConnectSummary &c = *d.connect;
        set("connectors",
            c.errors.size() == c.clusters ? tr("unknown") : locale.toString(c.connectors));
        if (auto *caption = findChild<QLabel *>(QStringLiteral("caption:connectors")))
            caption->setText(c.failedConnectors > 0
                                 ? tr("Connectors, %n failed", nullptr, c.failedConnectors)
                                 : tr("Connectors"));
        if (auto *tile = findChild<QLabel *>(QStringLiteral("tile:connectors")))
            tile->setProperty("tip", tr("%1 running, %2 with a failure, %3 task(s) of which %4 "
                                        "failed, on %n Kafka Connect cluster(s)",
                                        nullptr, c.clusters)
                                         .arg(c.running)
                                         .arg(c.failedConnectors)
                                         .arg(c.tasks)
                                         .arg(c.failedTasks));
    }
    showHealth(d);
    m_strip->relayout(); // the tiles' new texts may need more rows
    QStringList problems;
    if (!s.watermarkError.isEmpty())
        problems << tr("Some watermarks are missing: %1").arg(s.watermarkError);
    if (s.groupsError)
        problems << tr("Groups: %1").arg(s.groupsError->message());
    if (!d.historyError.isEmpty())
        problems << tr("History is not kept: %1").arg(d.historyError);
    if (!d.prometheusError.isEmpty())
        problems << tr("The team's history could not be read (%1); this machine's history is "
                       "shown")
                        .arg(d.prometheusError);
    if (!d.historyNote.isEmpty())
        m_storeMoved = d.historyNote;
    if (!m_storeMoved.isEmpty())
        problems << m_storeMoved;
    m_error->setText(problems.join(QLatin1Char('\n')));
    m_error->setVisible(!problems.isEmpty());
    if (!d.historySource.isEmpty()) {
        m_historyNote->setText(tr("History from Prometheus"));
        m_historyNote->setToolTip(
            tr("The charts show the team's history: %1, which scrapes kafscope-cli monitor")
                .arg(d.historySource));
    } else {
        m_historyNote->setText(
            d.historySinceMs > 0
                ? tr("History since %1")
                      .arg(TimeDisplay::instance().dateTimeSeconds(d.historySinceMs))
                : tr("No history yet"));
        m_historyNote->setToolTip(m_historyNote->text());
    }

    m_tables->showData(d);
    drawChart();
    Q_EMIT updated();
}

void DashboardPanel::showFailure(const Error &e)
{
    m_error->setText(tr("The dashboard's sample failed: %1").arg(e.message()));
    m_error->show();
    Q_EMIT updated();
}

void DashboardPanel::showController(const ControllerView &c,
                                    const std::optional<protocol::QuorumInfo> &quorum,
                                    const QString &quorumError)
{
    auto *value = findChild<QLabel *>(QStringLiteral("tile:controller"));
    auto *caption = findChild<QLabel *>(QStringLiteral("caption:controller"));
    if (!value || !caption)
        return;
    if (quorum) {
        // KRaft, asked of the quorum itself (DescribeQuorum): the active controller, its epoch,
        // and how far each voter is behind it.
        value->setText(tr("%1 · epoch %2").arg(quorum->leaderId).arg(quorum->leaderEpoch));
        const qint64 lag = quorum->maxFollowerLag();
        caption->setText(
            lag > 0 ? tr("Controller, voters %n behind", nullptr, int(qMin<qint64>(lag, INT_MAX)))
                    : tr("Controller"));
        QStringList lines{
            tr("The active KRaft controller is node %1 (epoch %2); the metadata log's "
               "high watermark is %3.")
                .arg(quorum->leaderId)
                .arg(quorum->leaderEpoch)
                .arg(QLocale().toString(quorum->highWatermark))};
        for (const protocol::QuorumReplica &r : quorum->voters)
            lines << (r.leader
                          ? tr("Voter %1: leader").arg(r.id)
                          : tr("Voter %1: %2 behind").arg(r.id).arg(QLocale().toString(r.lag)));
        for (const protocol::QuorumReplica &r : quorum->observers)
            lines << tr("Observer %1: %2 behind").arg(r.id).arg(QLocale().toString(r.lag));
        const QString tip = lines.join(QLatin1Char('\n'));
        value->setProperty("tip", tip);
        value->setToolTip(tip);
        caption->setToolTip(tip);
        return;
    }
    value->setText(controllerShortText(c));
    // Under KRaft the caption says plainly what the value means; the sentence is on hover.
    caption->setText(c.quorum == MetadataQuorum::KRaft ? tr("Controller not visible")
                                                       : tr("Controller"));
    QString sentence = controllerSentence(c);
    if (!quorumError.isEmpty())
        sentence += QLatin1Char('\n') + tr("The quorum could not be asked: %1").arg(quorumError);
    value->setProperty("tip", sentence);
    value->setToolTip(sentence);
    caption->setToolTip(sentence);
}

} // namespace kafscope::ui
