#include "produce/load_panel.h"

#include "cluster/cluster_session.h"
#include "common/palette.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStringListModel>
#include <QTimer>

namespace kafscope::ui {

namespace {

QSpinBox *rateSpin(QWidget *parent, const QString &name, int min, int max, int value,
                   const QString &special = {})
{
    auto *s = new QSpinBox(parent);
    s->setObjectName(name);
    s->setRange(min, max);
    s->setValue(value);
    s->setGroupSeparatorShown(true);
    if (!special.isEmpty())
        s->setSpecialValueText(special);
    return s;
}

} // namespace

LoadPanel::LoadPanel(QWidget *parent) : QGroupBox(tr("Load generator"), parent)
{
    m_runner = new LoadRunner(this);
    connect(m_runner, &LoadRunner::progress, this, &LoadPanel::onProgress);
    connect(m_runner, &LoadRunner::finished, this, &LoadPanel::onFinished);
    connect(m_runner, &LoadRunner::failed, this, [this](const Error &e) {
        m_counters->setText(e.message());
        m_start->setEnabled(true);
        m_stop->setEnabled(false);
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildSettings());
    auto *buttons = new QHBoxLayout;
    m_start = new QPushButton(tr("Start"), this);
    m_start->setObjectName(QStringLiteral("startLoad"));
    m_stop = new QPushButton(tr("Stop"), this);
    m_stop->setObjectName(QStringLiteral("stopLoad"));
    m_stop->setEnabled(false);
    m_stop->setToolTip(tr("Stop sending and flush what is in flight; press again to purge it"));
    connect(m_start, &QPushButton::clicked, this, &LoadPanel::start);
    connect(m_stop, &QPushButton::clicked, this, &LoadPanel::stop);
    buttons->addWidget(m_start);
    buttons->addWidget(m_stop);
    m_counters = new QLabel(tr("Not running"), this);
    m_counters->setObjectName(QStringLiteral("loadCounters"));
    m_counters->setTextFormat(Qt::PlainText);
    m_counters->setWordWrap(true);
    buttons->addWidget(m_counters, 1);
    layout->addLayout(buttons);

    m_chart = new QCustomPlot(this);
    m_chart->setObjectName(QStringLiteral("loadChart"));
    m_chart->setMinimumHeight(220);
    m_chart->setNotAntialiasedElements(QCP::aeAll);
    m_chart->yAxis2->setVisible(true);
    m_chart->xAxis->setLabel(tr("seconds"));
    m_chart->yAxis->setLabel(tr("messages/s"));
    m_chart->yAxis2->setLabel(tr("p95 latency (ms)"));
    const QList<QPair<QString, QColor>> graphs = {{tr("sent/s"), Palette::series(0)},
                                                  {tr("acked/s"), Palette::series(2)},
                                                  {tr("p95 latency"), Palette::series(4)}};
    for (int i = 0; i < graphs.size(); ++i) {
        QCPGraph *g = m_chart->addGraph(m_chart->xAxis, i == 2 ? m_chart->yAxis2 : m_chart->yAxis);
        g->setName(graphs[i].first);
        g->setPen(QPen(graphs[i].second));
        g->setAdaptiveSampling(true);
    }
    m_chart->legend->setVisible(true);
    Palette::styleChart(m_chart);
    layout->addWidget(m_chart);
    m_replot = new QTimer(this);
    m_replot->setInterval(200);
    connect(m_replot, &QTimer::timeout, this, [this] {
        if (!m_dirty || !m_chart->isVisible())
            return;
        m_dirty = false;
        m_chart->rescaleAxes();
        m_chart->replot(QCustomPlot::rpQueuedReplot);
    });
}

QWidget *LoadPanel::buildSettings()
{
    auto *w = new QWidget(this);
    auto *grid = new QGridLayout(w);
    grid->setContentsMargins(0, 0, 0, 0);
    m_topic = new QComboBox(w);
    m_topic->setObjectName(QStringLiteral("loadTopic"));
    m_topic->setEditable(true);
    m_topicNames = new QStringListModel(this);
    m_topic->setModel(m_topicNames);
    m_topic->completer()->setFilterMode(Qt::MatchContains);
    m_count = rateSpin(w, QStringLiteral("loadCount"), 0, 2000000000, 10000, tr("no limit"));
    m_duration = new QDoubleSpinBox(w);
    m_duration->setObjectName(QStringLiteral("loadDuration"));
    m_duration->setRange(0, 86400);
    m_duration->setSuffix(tr(" s"));
    m_duration->setSpecialValueText(tr("no limit"));
    m_rate = rateSpin(w, QStringLiteral("loadRate"), 0, 10000000, 1000, tr("unlimited"));
    m_rate->setSuffix(tr(" msg/s"));
    m_size = rateSpin(w, QStringLiteral("loadSize"), 0, 10 * 1024 * 1024, 100);
    m_size->setSuffix(tr(" bytes"));
    m_template = new QLineEdit(w);
    m_template->setObjectName(QStringLiteral("loadTemplate"));
    m_template->setPlaceholderText(
        tr("value template, e.g. {\"id\":{{seq}},\"at\":\"{{iso_time}}\"} (instead of the size)"));
    m_keyMode = new QComboBox(w);
    m_keyMode->setObjectName(QStringLiteral("loadKeyMode"));
    m_keyMode->addItem(tr("no key"), int(KeyMode::None));
    m_keyMode->addItem(tr("round robin over K keys"), int(KeyMode::RoundRobin));
    m_keyMode->addItem(tr("random of K keys"), int(KeyMode::Random));
    m_keyMode->addItem(tr("fixed key"), int(KeyMode::Fixed));
    m_keyCount = rateSpin(w, QStringLiteral("loadKeyCount"), 1, 1000000, 16);
    m_fixedKey = new QLineEdit(w);
    m_fixedKey->setPlaceholderText(tr("fixed key"));
    m_linger = rateSpin(w, QStringLiteral("loadLinger"), 0, 60000, 5);
    m_linger->setSuffix(tr(" ms"));
    m_batch = rateSpin(w, QStringLiteral("loadBatch"), 1, 1000000000, 1000000);
    m_batch->setSuffix(tr(" bytes"));
    m_compression = new QComboBox(w);
    for (Compression c : {Compression::None, Compression::Gzip, Compression::Snappy,
                          Compression::Lz4, Compression::Zstd})
        m_compression->addItem(compressionName(c), int(c));
    m_acks = new QComboBox(w);
    for (Acks a : {Acks::All, Acks::Leader, Acks::None})
        m_acks->addItem(acksName(a), int(a));
    const QList<QPair<QString, QWidget *>> cells = {{tr("Topic"), m_topic},
                                                    {tr("Count"), m_count},
                                                    {tr("Duration"), m_duration},
                                                    {tr("Rate"), m_rate},
                                                    {tr("Size"), m_size},
                                                    {tr("Keys"), m_keyMode},
                                                    {tr("K"), m_keyCount},
                                                    {tr("Fixed key"), m_fixedKey},
                                                    {tr("Linger"), m_linger},
                                                    {tr("Batch size"), m_batch},
                                                    {tr("Compression"), m_compression},
                                                    {tr("Acks"), m_acks}};
    for (int i = 0; i < cells.size(); ++i) {
        grid->addWidget(new QLabel(cells[i].first, w), i / 3, (i % 3) * 2);
        grid->addWidget(cells[i].second, i / 3, (i % 3) * 2 + 1);
    }
    m_withSchema =
        new QCheckBox(tr("Encode each value with the value schema chosen on the Message tab"), w);
    m_withSchema->setObjectName(QStringLiteral("loadWithSchema"));
    m_withSchema->setToolTip(
        tr("Each rendered template is checked against the value schema chosen on the Message tab "
           "(Avro, JSON "
           "Schema, Protobuf), encoded and framed with its registry id; a value the schema refuses "
           "is not "
           "sent and counts as failed (_SCHEMA_ENCODE)"));
    grid->addWidget(new QLabel(tr("Template"), w), 4, 0);
    grid->addWidget(m_template, 4, 1, 1, 5);
    grid->addWidget(m_withSchema, 5, 1, 1, 5);
    return w;
}

Result<LoadSpec> LoadPanel::spec() const
{
    LoadSpec s;
    s.topic = m_topic->currentText().trimmed();
    s.count = m_count->value();
    s.durationMs = qint64(m_duration->value() * 1000.0);
    s.rate = m_rate->value();
    s.messageSize = m_size->value();
    if (!m_template->text().isEmpty())
        s.messageTemplate = TemplateSpec{std::nullopt, m_template->text(), {}};
    s.keyMode = KeyMode(m_keyMode->currentData().toInt());
    s.keyCount = m_keyCount->value();
    s.fixedKey = m_fixedKey->text().toUtf8();
    s.producer.lingerMs = m_linger->value();
    s.producer.batchSize = m_batch->value();
    s.producer.compression = Compression(m_compression->currentData().toInt());
    s.producer.acks = Acks(m_acks->currentData().toInt());
    s.producer.idempotence = s.producer.acks == Acks::All;
    if (m_session)
        s.producer.messageTimeoutMs = qMax(m_session->profile().timeoutMs, 30000);
    if (auto v = s.validate(); !v)
        return v.error();
    return s;
}

void LoadPanel::start()
{
    if (!m_session) {
        m_counters->setText(tr("Not connected"));
        return;
    }
    auto s = spec();
    if (!s) {
        m_counters->setText(s.error().message());
        return;
    }
    if (m_withSchema->isChecked() && m_preparer) {
        m_start->setEnabled(false);
        m_counters->setText(tr("Fetching the value schema…"));
        m_preparer(s.value(), [self = QPointer<LoadPanel>(this)](const Result<LoadSpec> &r) {
            if (self)
                self->launch(r);
        });
        return;
    }
    launch(s);
}

void LoadPanel::launch(const Result<LoadSpec> &s)
{
    if (!s || !m_session) {
        m_counters->setText(s ? tr("Not connected") : s.error().message());
        m_start->setEnabled(true);
        return;
    }
    for (int i = 0; i < m_chart->graphCount(); ++i)
        m_chart->graph(i)->data()->clear();
    m_last = LoadStats{};
    if (!m_runner->start(m_session->profile(), s.value())) {
        m_start->setEnabled(true);
        return;
    }
    m_start->setEnabled(false);
    m_stop->setEnabled(true);
    m_stop->setText(tr("Stop"));
    m_counters->setText(tr("Starting…"));
    m_replot->start();
}

void LoadPanel::stop()
{
    if (m_stop->text() == tr("Stop")) {
        m_runner->stop();
        m_stop->setText(tr("Purge in-flight"));
    } else {
        m_runner->abort();
    }
}

void LoadPanel::showCounters(const LoadStats &s)
{
    const QLocale l;
    QString text = tr("%1 · enqueued %2 · acknowledged %3 · failed %4 · in flight %5 · %6 msg/s · "
                      "latency p50 %7 ms, p95 %8 ms, p99 %9 ms")
                       .arg(s.finished  ? tr("done")
                            : s.sending ? tr("sending")
                                        : tr("flushing"))
                       .arg(l.toString(s.enqueued), l.toString(s.acked), l.toString(s.failed),
                            l.toString(s.inFlight()))
                       .arg(l.toString(qRound64(s.sendRate())))
                       .arg(s.latency.percentileMs(0.5), 0, 'f', 1)
                       .arg(s.latency.percentileMs(0.95), 0, 'f', 1)
                       .arg(s.latency.percentileMs(0.99), 0, 'f', 1);
    for (auto it = s.errors.begin(); it != s.errors.end(); ++it)
        text += tr("\n%1 × %2").arg(l.toString(it.value()), s.errorTexts.value(it.key()));
    m_counters->setText(text);
}

void LoadPanel::onProgress(const LoadStats &s)
{
    const double dt = double(s.elapsedMs - m_last.elapsedMs) / 1000.0;
    if (dt > 0) {
        const double t = double(s.elapsedMs) / 1000.0;
        m_chart->graph(0)->addData(t, double(s.enqueued - m_last.enqueued) / dt);
        m_chart->graph(1)->addData(t, double(s.acked - m_last.acked) / dt);
        m_chart->graph(2)->addData(t, s.intervalP95Ms);
        m_dirty = true;
    }
    m_last = s;
    showCounters(s);
}

void LoadPanel::onFinished(const LoadStats &s)
{
    onProgress(s);
    m_start->setEnabled(true);
    m_stop->setEnabled(false);
    m_stop->setText(tr("Stop"));
    QTimer::singleShot(250, m_replot, &QTimer::stop);
}

QString LoadPanel::countersText() const
{
    return m_counters->text();
}

void LoadPanel::setSession(ClusterSession *session)
{
    m_session = session;
}

void LoadPanel::setTopicNames(const QStringList &names)
{
    const QString current = m_topic->currentText();
    if (names != m_topicNames->stringList()) {
        m_topicNames->setStringList(names);
        m_topic->setCurrentText(current);
    }
}

void LoadPanel::setTopic(const QString &topic)
{
    m_topic->setCurrentText(topic);
}

} // namespace kafscope::ui
