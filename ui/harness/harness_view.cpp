#include "harness/harness_view.h"

#include "common/read_only_gate.h"

#include "cluster/cluster_session.h"
#include "harness/harness_charts.h"
#include "harness/harness_config_panel.h"
#include "harness/harness_profiles.h"
#include "harness/harness_results.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QFontDatabase>
#include <QPlainTextEdit>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

namespace kafscope::ui {

using namespace kafscope::harness;

namespace {

QString runName(const HarnessConfig &c)
{
    return c.consumerCommand.isEmpty() ? c.strategy.name() : QStringLiteral("external");
}

} // namespace

HarnessView::HarnessView(QWidget *parent) : QWidget(parent)
{
    setProperty("kafscopeBusy", false);
    m_runner = new HarnessRunner(this);
    connect(m_runner, &HarnessRunner::snapshot, this, &HarnessView::onSnapshot);
    connect(m_runner, &HarnessRunner::finished, this, &HarnessView::onFinished);
    connect(m_runner, &HarnessRunner::failed, this, &HarnessView::onFailed);

    auto *layout = new QVBoxLayout(this);
    auto *buttons = new QHBoxLayout;
    m_run = new QPushButton(tr("Run"), this);
    m_run->setObjectName(QStringLiteral("runHarness"));
    m_runAll = new QPushButton(tr("Run every strategy"), this);
    m_runAll->setObjectName(QStringLiteral("runAllStrategies"));
    m_runAll->setToolTip(
        tr("Strict, weighted (the weights in the table) and fifo in turn on the same load, "
           "then your consumer if External consumer is chosen, for the comparison table"));
    m_stop = new QPushButton(tr("Stop"), this);
    m_stop->setObjectName(QStringLiteral("stopHarness"));
    m_stop->setEnabled(false);
    m_status = new QLabel(tr("Connect to a cluster, set up the levels and press Run"), this);
    m_status->setObjectName(QStringLiteral("harnessStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    connect(m_run, &QPushButton::clicked, this, &HarnessView::run);
    connect(m_runAll, &QPushButton::clicked, this, &HarnessView::runAllStrategies);
    connect(m_stop, &QPushButton::clicked, this, &HarnessView::stop);
    for (QPushButton *b : {m_run, m_runAll, m_stop})
        buttons->addWidget(b);
    buttons->addWidget(m_status, 1);
    layout->addLayout(buttons);
    m_gate = new ReadOnlyGate(
        this, tr("the harness creates topics, produces and commits, so it cannot run"));
    layout->addWidget(m_gate->banner());
    m_gate->guard(m_run);
    m_gate->guard(m_runAll);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("harnessTabs"));
    m_config = new HarnessConfigPanel(this);
    m_tabs->addTab(m_config, tr("Setup"));
    auto *split = new QSplitter(Qt::Vertical, this);
    m_charts = new HarnessCharts(split);
    m_logBox = new QGroupBox(
        tr("External consumer output (stdout lines that are not reports, and stderr)"), split);
    auto *logLayout = new QVBoxLayout(m_logBox);
    logLayout->setContentsMargins(4, 4, 4, 4);
    m_log = new QPlainTextEdit(m_logBox);
    m_log->setObjectName(QStringLiteral("consumerLog"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(5000);
    m_log->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    logLayout->addWidget(m_log);
    m_logBox->setVisible(false);
    m_results = new HarnessResults(split);
    split->addWidget(m_charts);
    split->addWidget(m_logBox);
    split->addWidget(m_results);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 2);
    split->setStretchFactor(2, 4);
    m_tabs->addTab(split, tr("Run and results"));
    layout->addWidget(m_tabs, 1);
}

void HarnessView::setSession(ClusterSession *session)
{
    m_session = session;
    m_gate->setReadOnly(session && session->profile().readOnly);
    if (m_waitingForSession && session) {
        m_waitingForSession = false;
        startNext();
    }
}

bool HarnessView::isRunning() const
{
    return m_runner->isRunning() || m_waitingForSession;
}

QString HarnessView::statusText() const
{
    return m_status->text();
}

void HarnessView::run()
{
    auto c = m_config->config();
    if (!c) {
        m_status->setText(c.error().message());
        return;
    }
    startQueue({c.value()});
}

void HarnessView::runAllStrategies()
{
    auto c = m_config->config();
    if (!c) {
        m_status->setText(c.error().message());
        return;
    }
    QList<HarnessConfig> configs;
    auto weighted = m_config->weightedStrategy();
    if (!weighted) {
        m_status->setText(weighted.error().message());
        return;
    }
    for (Strategy::Kind kind :
         {Strategy::Kind::Strict, Strategy::Kind::Weighted, Strategy::Kind::Fifo}) {
        HarnessConfig one = c.value();
        one.strategy = kind == Strategy::Kind::Weighted ? weighted.value() : Strategy{kind, {}};
        one.consumerCommand.clear();
        configs << one;
    }
    if (!c->consumerCommand.isEmpty())
        configs << c.value(); // your consumer last, on the same load
    startQueue(configs);
}

Status HarnessView::runProfile(const QString &name)
{
    auto profile = builtInProfile(name);
    if (!profile)
        return profile.error();
    m_config->setConfig(profile->config);
    QList<HarnessConfig> configs;
    for (const Strategy &s : profile->strategies) {
        HarnessConfig one = profile->config;
        one.strategy = s;
        configs << one;
    }
    startQueue(configs);
    return Ok{};
}

void HarnessView::startQueue(const QList<HarnessConfig> &configs)
{
    if (isRunning()) {
        m_status->setText(tr("A harness run is going; stop it first"));
        return;
    }
    m_queue = configs;
    m_allOk = true;
    setBusy(true);
    m_tabs->setCurrentIndex(1);
    if (!m_session) {
        m_waitingForSession = true;
        m_status->setText(tr("Waiting for a connection to start the harness"));
        return;
    }
    startNext();
}

void HarnessView::startNext()
{
    if (m_queue.isEmpty()) {
        finishQueue(m_allOk);
        return;
    }
    if (!m_session) {
        m_status->setText(tr("Not connected: the harness needs a cluster"));
        finishQueue(false);
        return;
    }
    m_current = m_queue.takeFirst();
    m_charts->beginRun(runName(m_current), levelNames(m_current.levels));
    const bool external = !m_current.consumerCommand.isEmpty();
    m_logBox->setVisible(external);
    if (external)
        m_log->appendPlainText(tr("— %1").arg(m_current.consumerCommand));
    m_runner->start(m_session->profile(), m_current);
    m_status->setText(
        external
            ? tr("external: creating the level topics, starting your consumer and waiting until "
                 "it has joined the group…")
            : tr("%1: creating the level topics and starting the consumer…")
                  .arg(runName(m_current)));
    Q_EMIT logMessage(tr("Harness: running %1 for %2 s")
                          .arg(runName(m_current))
                          .arg(double(m_current.loadDurationMs()) / 1000.0, 0, 'f', 1));
}

void HarnessView::stop()
{
    m_queue.clear();
    if (m_waitingForSession) {
        m_waitingForSession = false;
        finishQueue(false);
        m_status->setText(tr("Stopped"));
        return;
    }
    m_runner->stop();
    m_status->setText(tr("Stopping: closing the consumers and producers…"));
}

void HarnessView::onSnapshot(const HarnessSnapshot &s)
{
    m_charts->add(s);
    for (const QString &e : s.events)
        Q_EMIT logMessage(tr("Harness %1: %2").arg(runName(m_current), e));
    for (const QString &line : s.log)
        m_log->appendPlainText(line);
    QStringList parts;
    const QLocale loc;
    for (int l = 0; l < s.levels.size(); ++l) {
        const LevelSample &ls = s.levels[l];
        parts << tr("%1 %2/s, backlog %3, p99 %4 ms")
                     .arg(m_current.levelName(l), loc.toString(qRound(ls.rate)),
                          loc.toString(ls.backlog), loc.toString(ls.totalP99Ms, 'f', 0));
    }
    const QString phase = s.phase == Phase::Load    ? tr("load")
                          : s.phase == Phase::Drain ? tr("draining")
                                                    : tr("done");
    m_status->setText(tr("%1 %2 %3 s — %4; inversions %5")
                          .arg(runName(m_current), phase)
                          .arg(double(s.elapsedMs) / 1000.0, 0, 'f', 1)
                          .arg(parts.join(QStringLiteral(" · ")), loc.toString(s.inversions)));
}

void HarnessView::onFinished(const HarnessReport &report)
{
    m_charts->replotNow();
    m_results->addReport(m_current, report);
    Q_EMIT logMessage(tr("Harness %1: %2")
                          .arg(report.strategy,
                               report.verdict == harness::Verdict::Pass ? tr("pass") : tr("FAIL")));
    Q_EMIT runFinished(report);
    startNext();
}

void HarnessView::onFailed(const Error &error)
{
    m_charts->replotNow();
    m_queue.clear();
    m_status->setText(error.kind == Error::Kind::Cancelled
                          ? tr("Stopped; no report for the cancelled run")
                          : tr("The harness run failed: %1").arg(error.message()));
    Q_EMIT logMessage(m_status->text());
    finishQueue(false);
}

void HarnessView::finishQueue(bool ok)
{
    if (ok)
        m_status->setText(tr("Done: %n run(s) reported; see the results below the charts", nullptr,
                             m_results->runCount()));
    setBusy(false);
    Q_EMIT allRunsDone(ok);
}

void HarnessView::setBusy(bool busy)
{
    m_run->setEnabled(!busy);
    m_runAll->setEnabled(!busy);
    m_config->setEnabled(!busy);
    m_stop->setEnabled(busy);
    setProperty("kafscopeBusy", busy);
}

} // namespace kafscope::ui
