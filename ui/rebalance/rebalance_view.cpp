#include "rebalance/rebalance_view.h"

#include "common/palette.h"
#include "common/table_tools.h"
#include "rebalance/lab_panel.h"
#include "rebalance/rebalance_list_model.h"
#include "rebalance/timeline_chart.h"
#include "rebalance/timeline_csv.h"

#include <QCheckBox>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>

namespace kafscope::ui {

using namespace kafscope::rebalance;

RebalanceView::RebalanceView(QWidget *parent) : QWidget(parent)
{
    setProperty("kafscopeBusy", false);
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Group:"), this));
    m_groupEdit = new QLineEdit(this);
    m_groupEdit->setObjectName(QStringLiteral("rebalanceGroup"));
    m_groupEdit->setPlaceholderText(tr("consumer group id"));
    bar->addWidget(m_groupEdit, 1);
    auto *watchButton = new QPushButton(tr("Watch"), this);
    watchButton->setObjectName(QStringLiteral("rebalanceWatch"));
    bar->addWidget(watchButton);
    m_follow = new QCheckBox(tr("Follow live"), this);
    m_follow->setObjectName(QStringLiteral("rebalanceFollow"));
    m_follow->setChecked(true);
    bar->addWidget(m_follow);
    auto *png = new QPushButton(tr("Export PNG…"), this);
    auto *csv = new QPushButton(tr("Export CSV…"), this);
    bar->addWidget(png);
    bar->addWidget(csv);
    layout->addLayout(bar);
    m_status = new QLabel(tr("Choose a group to watch its rebalances."), this);
    m_status->setObjectName(QStringLiteral("rebalanceStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    // The chart above, the list of rebalances below it at full width: its stop and cause columns
    // stay readable down to a 960 px window.
    auto *split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("rebalanceSplit"));
    m_chart = new TimelineChart(split);
    auto *side = new QWidget(split);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    m_model = new RebalanceListModel(this);
    m_list = new QTableView(side);
    m_list->setObjectName(QStringLiteral("rebalanceList"));
    m_list->setModel(m_model);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->verticalHeader()->hide();
    m_list->setWordWrap(false);
    m_list->horizontalHeader()->setStretchLastSection(false);
    m_list->horizontalHeader()->setMinimumSectionSize(40);
    // Every column sized to its contents whenever they change, never elided: at a narrow window
    // the last ones (moved, members) scroll, the stop and the cause stay whole.
    auto fit = [this] { m_list->resizeColumnsToContents(); };
    connect(m_model, &QAbstractItemModel::rowsInserted, this, fit);
    connect(m_model, &QAbstractItemModel::dataChanged, this, fit);
    connect(m_model, &QAbstractItemModel::modelReset, this, fit);
    m_list->setMinimumHeight(m_list->horizontalHeader()->sizeHint().height() +
                             3 * uniformRowHeight() + 4);
    sideLayout->addWidget(m_list, 1);
    m_detail = new QLabel(side);
    m_detail->setObjectName(QStringLiteral("rebalanceDetail"));
    m_detail->setWordWrap(true);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    sideLayout->addWidget(m_detail);
    split->addWidget(m_chart);
    split->addWidget(side);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    layout->addWidget(split, 1);
    m_lab = new LabPanel(this);
    layout->addWidget(m_lab);

    connect(watchButton, &QPushButton::clicked, this,
            [this] { watch(m_groupEdit->text().trimmed()); });
    connect(m_groupEdit, &QLineEdit::returnPressed, this,
            [this] { watch(m_groupEdit->text().trimmed()); });
    connect(m_follow, &QCheckBox::toggled, m_chart, &TimelineChart::setFollowLive);
    connect(m_chart, &TimelineChart::followLiveChanged, m_follow, &QCheckBox::setChecked);
    connect(png, &QPushButton::clicked, this, [this] { chooseExport(true); });
    connect(csv, &QPushButton::clicked, this, [this] { chooseExport(false); });
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &i) {
                m_chart->selectRebalance(i.isValid() ? i.row() : -1);
                if (!i.isValid() || i.row() >= m_model->rebalances().size()) {
                    m_detail->clear();
                    return;
                }
                const Rebalance &r = m_model->rebalances()[i.row()];
                auto names = [this](const QStringList &keys) {
                    QStringList out;
                    for (const QString &k : keys)
                        out << m_model->laneLabel(k);
                    return out.join(QStringLiteral(", "));
                };
                QString text =
                    tr("Rebalance duration %1 (from %2). Joined: %3. Left: %4. Timed out: %5. "
                       "Moved: %6. Kept: %7.")
                        .arg(r.complete() ? RebalanceListModel::durationText(r.durationMs())
                                          : tr("ongoing"),
                             r.startEvidence, names(r.joined), names(r.left), names(r.timedOut),
                             partitionsText(r.moved), partitionsText(r.kept));
                // A crash: the coordinator's window is short, the outage was not.
                for (auto it = r.silentMembers.begin(); it != r.silentMembers.end(); ++it)
                    text += QLatin1Char(' ') +
                            tr("%1 was silent for %2 before the coordinator timed it out; its "
                               "partitions stood still from then.")
                                .arg(m_model->laneLabel(it.key()),
                                     RebalanceListModel::durationText(it->ms));
                m_detail->setText(text);
            });

    // Results come on this view's thread, and never once the lab worker (a member) is gone.
    m_labWorker =
        std::make_unique<LabWorker>(this, [this](const LabCommandResult &r) { showLabResult(r); });
    connect(m_lab, &LabPanel::startRequested, this, &RebalanceView::startLab);
    connect(m_lab, &LabPanel::stopRequested, this, [this] {
        m_lab->setBusy(true, tr("Stopping the lab"));
        m_labWorker->stop();
    });
    connect(m_lab, &LabPanel::addRequested, this, [this] {
        m_lab->setBusy(true, tr("Adding a member"));
        m_labWorker->add(1);
    });
    connect(m_lab, &LabPanel::removeRequested, this, [this](const QString &m) {
        m_lab->setBusy(true, tr("Removing %1").arg(m));
        m_labWorker->remove(m);
    });
    connect(m_lab, &LabPanel::crashRequested, this, [this](const QString &m) {
        m_lab->setBusy(true, tr("Crashing %1").arg(m));
        m_labWorker->crash(m);
    });
    connect(m_lab, &LabPanel::stallRequested, this, [this](const QString &m, qint64 ms) {
        m_lab->setBusy(true, tr("Stalling %1").arg(m));
        m_labWorker->stall(m, ms);
    });
    connect(m_lab, &LabPanel::judgeRequested, this, [this] {
        m_lab->setBusy(true, tr("Judging"));
        m_labWorker->judge(LabLimits{});
    });
    connect(m_lab, &LabPanel::restartRequested, this, [this](const QString &m) {
        m_lab->setBusy(true, tr("Restarting %1").arg(m));
        m_labWorker->restart(m);
    });
}

RebalanceView::~RebalanceView()
{
    m_live.reset();
    m_labWorker.reset(); // the lab's members leave the group on the worker thread
}

void RebalanceView::setSession(ClusterSession *session)
{
    m_haveSession = session != nullptr;
    if (session)
        m_profile = session->profile();
    m_lab->setReadOnly(session && session->profile().readOnly);
    restart();
}

void RebalanceView::watch(const QString &group)
{
    if (group.isEmpty()) {
        setStatus(tr("Enter the id of the consumer group to watch."), true);
        return;
    }
    m_group = group;
    m_groupEdit->setText(group);
    restart();
}

void RebalanceView::restart()
{
    m_live.reset();
    ++m_liveToken;
    if (m_group.isEmpty())
        return;
    if (!m_haveSession) {
        setProperty("kafscopeBusy", true); // until connected and the past is read
        setStatus(
            tr("Not connected: the group %1 is watched once a cluster is connected.").arg(m_group));
        return;
    }
    setProperty("kafscopeBusy", true);
    m_snapshots = 0;
    m_chart->setTimeline({});
    m_model->setRebalances({});
    m_detail->clear();
    m_follow->setChecked(true);
    setStatus(tr("Reading the history of %1 from __consumer_offsets…").arg(m_group));
    LiveTimelineOptions o;
    o.group = m_group;
    m_live = std::make_unique<LiveTimeline>(m_profile, o);
    const quint64 token = m_liveToken;
    m_live->start(this, [this, token](const std::shared_ptr<const LiveSnapshot> &s) {
        if (m_liveToken == token) // a stale watch's snapshot is dropped
            showSnapshot(s);
    });
}

void RebalanceView::showSnapshot(const std::shared_ptr<const LiveSnapshot> &s)
{
    ++m_snapshots;
    m_chart->setTimeline(s->timeline);
    QHash<QString, QString> labels;
    for (const Lane &l : s->timeline.lanes)
        labels.insert(l.key, l.label);
    m_model->setLaneLabels(labels);
    m_model->setRebalances(s->timeline.rebalances);
    const Timeline &t = s->timeline;
    QString text = tr("%1: %2 members seen, %3 generations, %4 rebalances, %5 events")
                       .arg(m_group)
                       .arg(t.lanes.size())
                       .arg(t.generations.size())
                       .arg(t.rebalances.size())
                       .arg(s->events);
    if (s->waitingForLog)
        text += tr(" — __consumer_offsets does not exist yet (no group ever joined this cluster); "
                   "waiting for it");
    else if (t.lanes.isEmpty() && s->caughtUp)
        text += tr(" — no records of this group are retained in __consumer_offsets yet");
    if (!s->caughtUp)
        text += tr(" — still reading its past");
    const bool failed = !s->errors.isEmpty();
    if (failed)
        text += tr("\nProblem: %1").arg(s->errors.last());
    setStatus(text, failed);
    if (s->caughtUp)
        setProperty("kafscopeBusy", false);
    Q_EMIT timelineUpdated();
}

void RebalanceView::startLab()
{
    auto c = m_lab->config();
    if (!c) {
        m_lab->showResult(
            LabCommandResult{QStringLiteral("start"), c.error().message(), {}, {}, false});
        return;
    }
    if (!m_haveSession) {
        m_lab->showResult(LabCommandResult{
            QStringLiteral("start"), tr("Connect to a cluster first"), {}, {}, false});
        return;
    }
    if (m_group.isEmpty() || m_group != m_groupEdit->text().trimmed())
        watch(m_groupEdit->text().trimmed());
    if (m_group.isEmpty() || !m_live) {
        m_lab->showResult(LabCommandResult{QStringLiteral("start"),
                                           tr("Enter the group the lab's consumers join"),
                                           {},
                                           {},
                                           false});
        return;
    }
    if (m_lab->external()) {
        auto x = m_lab->externalConfig();
        if (!x) {
            m_lab->showResult(
                LabCommandResult{QStringLiteral("start"), x.error().message(), {}, {}, false});
            return;
        }
        ExternalLabConfig config = x.value();
        config.profile = m_profile;
        config.group = m_group;
        m_lab->setBusy(true, tr("Starting %1 of your consumer").arg(m_lab->memberCount()));
        m_labWorker->startExternal(config, m_live->store(), m_lab->memberCount());
        return;
    }
    LabConfig config = c.value();
    config.profile = m_profile;
    config.group = m_group;
    m_lab->setBusy(true, tr("Starting %1 members").arg(m_lab->memberCount()));
    m_labWorker->start(config, m_live->store(), m_lab->memberCount());
}

void RebalanceView::showLabResult(const LabCommandResult &r)
{
    m_lab->showResult(r);
    if (m_live && !r.partitions.empty())
        m_live->setUniverse(r.partitions);
}

void RebalanceView::setStatus(const QString &text, bool error)
{
    m_status->setText(text);
    if (error)
        Palette::setTextRole(m_status, Palette::Role::Error);
    else
        Palette::clearTextRole(m_status);
}

QString RebalanceView::statusText() const
{
    return m_status->text();
}

bool RebalanceView::exportPng(const QString &path)
{
    return m_chart->savePng(path);
}

bool RebalanceView::exportCsv(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text) ||
        f.write(timelineCsv(m_chart->timeline()).toUtf8()) < 0) {
        if (error)
            *error = tr("Could not write %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

void RebalanceView::chooseExport(bool png)
{
    const QString path = QFileDialog::getSaveFileName(
        this, png ? tr("Export timeline as PNG") : tr("Export timeline as CSV"),
        m_group + (png ? QStringLiteral(".png") : QStringLiteral(".csv")),
        png ? tr("PNG images (*.png)") : tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    const bool ok = png ? exportPng(path) : exportCsv(path, &error);
    if (!ok)
        setStatus(png ? tr("Could not write %1").arg(path) : error, true);
    else
        setStatus(tr("Saved %1").arg(path));
}

} // namespace kafscope::ui
