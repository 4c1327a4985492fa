#include "harness/harness_config_panel.h"

#include "common/table_tools.h"
#include "harness/external_consumer.h"
#include "local/local_cluster.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>

namespace kafscope::ui {

using namespace kafscope::harness;

namespace {

QSpinBox *spin(QWidget *parent, const QString &name, int min, int max, int value,
               const QString &suffix = {})
{
    auto *s = new QSpinBox(parent);
    s->setObjectName(name);
    s->setRange(min, max);
    s->setValue(value);
    s->setGroupSeparatorShown(true);
    s->setSuffix(suffix);
    return s;
}

QDoubleSpinBox *seconds(QWidget *parent, const QString &name, double min, double value)
{
    auto *s = new QDoubleSpinBox(parent);
    s->setObjectName(name);
    s->setRange(min, 3600);
    s->setDecimals(1);
    s->setValue(value);
    s->setSuffix(QObject::tr(" s"));
    return s;
}

QString durationText(int ms)
{
    return ms % 1000 == 0 ? QStringLiteral("%1s").arg(ms / 1000) : QStringLiteral("%1ms").arg(ms);
}

QString period(const LevelLoad &l)
{
    return durationText(l.burstOnMs) + QLatin1Char('/') + durationText(l.burstOffMs);
}

// Quotas that favour the important levels but let every level progress.
int defaultWeight(int level, int levels)
{
    static const QList<QList<int>> weights = {
        {70, 30}, {60, 25, 15}, {50, 25, 15, 10}, {40, 25, 15, 12, 8}};
    return weights.value(levels - 2).value(level, 10);
}

} // namespace

HarnessConfigPanel::HarnessConfigPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QGridLayout;
    m_levelCount = spin(this, QStringLiteral("levelCount"), 2, 5, 3);
    m_prefix = new QLineEdit(QStringLiteral("prio"), this);
    m_prefix->setObjectName(QStringLiteral("topicPrefix"));
    m_prefix->setToolTip(
        tr("Levels with an empty topic use PREFIX-high, PREFIX-mid, PREFIX-low …"));
    m_prefix->setMinimumWidth(140);
    m_capacity = spin(this, QStringLiteral("capacity"), 1, 10000000, 800, tr(" msg/s"));
    m_capacity->setToolTip(tr("How many messages per second the consumer under test processes; "
                              "below the offered load, so priority matters"));
    m_strategy = new QComboBox(this);
    m_strategy->setObjectName(QStringLiteral("strategy"));
    m_strategy->addItem(tr("strict"), QStringLiteral("strict"));
    m_strategy->addItem(tr("weighted (quotas)"), QStringLiteral("weighted"));
    m_strategy->addItem(tr("fifo (baseline)"), QStringLiteral("fifo"));
    m_strategy->addItem(tr("External consumer (your command)"), QStringLiteral("external"));
    m_strategy->setToolTip(
        tr("The consumer under test: the built-in one with a strategy, or a program of yours"));
    m_tolerance = spin(this, QStringLiteral("tolerance"), 0, 600000, 250, tr(" ms"));
    m_tolerance->setToolTip(
        tr("A higher level's backlog younger than this is not counted as an inversion"));
    m_window = spin(this, QStringLiteral("weightedWindow"), 1, 100000, 20, tr(" msgs"));
    m_window->setToolTip(tr("Messages per weighted scheduling window"));
    const QList<QPair<QString, QWidget *>> fields = {
        {tr("Levels"), m_levelCount}, {tr("Topic prefix"), m_prefix}, {tr("Capacity"), m_capacity},
        {tr("Strategy"), m_strategy}, {tr("Tolerance"), m_tolerance}, {tr("Window"), m_window}};
    for (int i = 0; i < fields.size(); ++i) {
        top->addWidget(new QLabel(fields[i].first, this), i / 3, (i % 3) * 2);
        top->addWidget(fields[i].second, i / 3, (i % 3) * 2 + 1);
    }
    top->setColumnStretch(6, 1);
    layout->addLayout(top);
    auto *commandRow = new QHBoxLayout;
    auto *commandLabel = new QLabel(tr("Consumer command"), this);
    m_command = new QLineEdit(this);
    m_command->setObjectName(QStringLiteral("consumerCommand"));
    commandLabel->setBuddy(m_command);
    m_command->setPlaceholderText(
        tr("./my-consumer -brokers {bootstrap} -group {group} -topics {topics}"));
    m_command->setToolTip(tr(
        "Your consumer, started in a fresh group. {bootstrap}, {group}, {topics} (most important "
        "first, comma-separated) and {topic:high} … are filled in, and KAFSCOPE_BOOTSTRAP, "
        "KAFSCOPE_GROUP, KAFSCOPE_TOPICS, KAFSCOPE_TOPIC_HIGH … set. Quotes split like a "
        "shell's; no shell runs it. Judged from the group's commits, and exactly when it "
        "prints one JSON line per processed message: {\"topic\",\"partition\",\"offset\"}."));
    commandRow->addWidget(commandLabel);
    commandRow->addWidget(m_command, 1);
    layout->addLayout(commandRow);

    m_levels = new QTableWidget(0, 8, this);
    m_levels->setObjectName(QStringLiteral("levels"));
    m_levels->setHorizontalHeaderLabels({tr("Level"), tr("Topic"), tr("Partitions"), tr("Rate"),
                                         tr("Bursts"), tr("Burst on/off"), tr("Duration"),
                                         tr("Weight")});
    m_levels->verticalHeader()->setVisible(false);
    m_levels->horizontalHeader()->setSectionResizeMode(ColTopic, QHeaderView::Stretch);
    m_levels->setMaximumHeight(6 * uniformRowHeight() + 8);
    layout->addWidget(m_levels);
    layout->addWidget(buildFaults());
    layout->addStretch(1);

    connect(m_levelCount, &QSpinBox::valueChanged, this, &HarnessConfigPanel::setLevelCount);
    connect(m_prefix, &QLineEdit::textChanged, this, &HarnessConfigPanel::showDefaultTopics);
    connect(m_strategy, &QComboBox::currentIndexChanged, this, [this] {
        const bool weighted = m_strategy->currentData().toString() == QLatin1String("weighted");
        for (int r = 0; r < m_levels->rowCount(); ++r)
            m_levels->cellWidget(r, ColWeight)->setEnabled(weighted);
        m_window->setEnabled(weighted);
        m_command->setEnabled(externalSelected());
        m_capacity->setEnabled(!externalSelected());
    });
    m_command->setEnabled(false);
    HarnessConfig defaults;
    defaults.load = {LevelLoad{200}, LevelLoad{500}, LevelLoad{1000}};
    defaults.strategy = Strategy::parse(QStringLiteral("strict"), 3).value();
    setConfig(defaults);
}

QWidget *HarnessConfigPanel::buildFaults()
{
    auto *box = new QGroupBox(tr("Faults during the run (seconds after the load starts)"), this);
    auto *grid = new QGridLayout(box);
    const QList<QPair<Fault::Kind, QString>> kinds = {
        {Fault::Kind::RestartConsumer, tr("Restart the consumer")},
        {Fault::Kind::CrashConsumer, tr("Crash the consumer (no final commit)")},
        {Fault::Kind::AddConsumer, tr("Add a second consumer (rebalance)")},
        {Fault::Kind::BrokerRestart, tr("Stop a broker of the local cluster")}};
    static const char *names[] = {"restart", "crash", "addConsumer", "brokerRestart"};
    for (int i = 0; i < kinds.size(); ++i) {
        FaultRow row{kinds[i].first, new QCheckBox(kinds[i].second, box),
                     seconds(box, {}, 0, 2.0 + i)};
        row.on->setObjectName(QStringLiteral("fault_%1").arg(QLatin1String(names[i])));
        row.at->setObjectName(QStringLiteral("faultAt_%1").arg(QLatin1String(names[i])));
        grid->addWidget(row.on, i / 2, (i % 2) * 3);
        grid->addWidget(row.at, i / 2, (i % 2) * 3 + 1);
        m_faults << row;
    }
    m_brokerNode = spin(box, QStringLiteral("brokerNode"), -1, 1000000, -1);
    m_brokerNode->setSpecialValueText(tr("highest id"));
    m_brokerDown = seconds(box, QStringLiteral("brokerDown"), 0, 0);
    m_brokerDown->setSpecialValueText(tr("restart at once"));
    m_brokerDown->setToolTip(tr("How long the broker stays down before it is started again"));
    m_localDir = new QLineEdit(local::LocalCluster::defaultDir(), box);
    m_localDir->setObjectName(QStringLiteral("localDir"));
    m_localDir->setToolTip(tr("The folder of the local cluster (kafscope-cli local start --dir)"));
    auto *broker = new QHBoxLayout;
    broker->addWidget(new QLabel(tr("Broker node"), box));
    broker->addWidget(m_brokerNode);
    broker->addWidget(new QLabel(tr("down for"), box));
    broker->addWidget(m_brokerDown);
    broker->addWidget(new QLabel(tr("Local cluster folder"), box));
    broker->addWidget(m_localDir, 1);
    grid->addLayout(broker, 2, 0, 1, 5);
    grid->setColumnStretch(2, 1);
    return box;
}

void HarnessConfigPanel::setLevelCount(int levels)
{
    const int old = m_levels->rowCount();
    m_levels->setRowCount(levels);
    const QStringList names = levelNames(levels);
    for (int r = 0; r < levels; ++r) {
        if (r >= old)
            fillRow(r, LevelLoad{}, defaultWeight(r, levels));
        auto *item = new QTableWidgetItem(names.value(r));
        item->setFlags(Qt::ItemIsEnabled);
        m_levels->setItem(r, ColLevel, item);
    }
    showDefaultTopics();
}

void HarnessConfigPanel::showDefaultTopics()
{
    const QStringList names = levelNames(m_levels->rowCount());
    for (int r = 0; r < m_levels->rowCount(); ++r)
        if (auto *topic = qobject_cast<QLineEdit *>(m_levels->cellWidget(r, ColTopic)))
            topic->setPlaceholderText(m_prefix->text().trimmed() + QLatin1Char('-') +
                                      names.value(r));
}

void HarnessConfigPanel::fillRow(int row, const LevelLoad &load, int weight)
{
    auto *topic = new QLineEdit(load.topic, m_levels);
    m_levels->setCellWidget(row, ColTopic, topic);
    m_levels->setCellWidget(row, ColPartitions, spin(m_levels, {}, 0, 10000, load.partitions));
    qobject_cast<QSpinBox *>(m_levels->cellWidget(row, ColPartitions))
        ->setSpecialValueText(tr("default (2)"));
    m_levels->setCellWidget(row, ColRate,
                            spin(m_levels, {}, 1, 10000000, int(load.rate), tr(" msg/s")));
    auto *bursts = new QCheckBox(m_levels);
    bursts->setChecked(load.bursts);
    m_levels->setCellWidget(row, ColBursts, bursts);
    auto *burstPeriod = new QLineEdit(period(load), m_levels);
    burstPeriod->setToolTip(tr("ON/OFF durations, e.g. 1s/2s"));
    m_levels->setCellWidget(row, ColBurstPeriod, burstPeriod);
    auto *duration = seconds(m_levels, {}, 0, double(load.durationMs) / 1000.0);
    duration->setSpecialValueText(tr("run's"));
    if (load.durationMs == 0)
        duration->setValue(10);
    m_levels->setCellWidget(row, ColDuration, duration);
    auto *w = spin(m_levels, {}, 0, 1000, weight);
    w->setEnabled(m_strategy->currentData().toString() == QLatin1String("weighted"));
    m_levels->setCellWidget(row, ColWeight, w);
}

void HarnessConfigPanel::setConfig(const HarnessConfig &c)
{
    m_levelCount->blockSignals(true);
    m_levelCount->setValue(c.levels);
    m_levelCount->blockSignals(false);
    m_levels->setRowCount(0);
    m_prefix->setText(c.topicPrefix);
    m_capacity->setValue(int(c.capacity));
    m_tolerance->setValue(c.toleranceMs);
    m_window->setValue(c.weightedWindow);
    m_strategy->setCurrentIndex(c.consumerCommand.isEmpty()
                                    ? int(c.strategy.kind)
                                    : m_strategy->findData(QStringLiteral("external")));
    m_command->setText(c.consumerCommand);
    setLevelCount(c.levels);
    for (int l = 0; l < c.levels; ++l) {
        LevelLoad load = c.load.value(l);
        load.partitions = c.partitionsOf(l);
        load.durationMs = c.levelDurationMs(l);
        fillRow(l, load, c.strategy.weights.value(l, defaultWeight(l, c.levels)));
    }
    showDefaultTopics();
    m_brokerDown->setValue(0);
    for (FaultRow &row : m_faults) {
        row.on->setChecked(false);
        for (const Fault &f : c.faults) {
            // The broker row shows a restart, or a stop with its start as the time down.
            const bool broker =
                row.kind == Fault::Kind::BrokerRestart &&
                (f.kind == Fault::Kind::BrokerRestart || f.kind == Fault::Kind::BrokerStop);
            if (f.kind != row.kind && !broker)
                continue;
            row.on->setChecked(true);
            row.at->setValue(double(f.atMs) / 1000.0);
            if (!broker)
                continue;
            m_brokerNode->setValue(f.node);
            for (const Fault &g : c.faults)
                if (f.kind == Fault::Kind::BrokerStop && g.kind == Fault::Kind::BrokerStart &&
                    g.node == f.node && g.atMs > f.atMs)
                    m_brokerDown->setValue(double(g.atMs - f.atMs) / 1000.0);
        }
    }
    if (!c.localClusterDir.isEmpty())
        m_localDir->setText(c.localClusterDir);
}

Result<Strategy> HarnessConfigPanel::weightedStrategy() const
{
    QStringList weights;
    for (int r = 0; r < m_levels->rowCount(); ++r)
        weights << QString::number(
            qobject_cast<QSpinBox *>(m_levels->cellWidget(r, ColWeight))->value());
    return Strategy::parse(QStringLiteral("weighted:") + weights.join(QLatin1Char(',')),
                           m_levels->rowCount());
}

bool HarnessConfigPanel::externalSelected() const
{
    return m_strategy->currentData().toString() == QLatin1String("external");
}

Result<Strategy> HarnessConfigPanel::strategy(int levels) const
{
    const QString kind = m_strategy->currentData().toString();
    if (kind == QLatin1String("external"))
        return Strategy{};
    return kind == QLatin1String("weighted") ? weightedStrategy() : Strategy::parse(kind, levels);
}

Status HarnessConfigPanel::readFaults(HarnessConfig &c) const
{
    for (const FaultRow &row : m_faults) {
        if (!row.on->isChecked())
            continue;
        Fault f;
        f.kind = row.kind;
        f.atMs = qint64(row.at->value() * 1000);
        if (f.kind == Fault::Kind::BrokerRestart) {
            f.node = m_brokerNode->value();
            c.localClusterDir = m_localDir->text().trimmed();
            if (c.localClusterDir.isEmpty())
                return Error::usage(KS_ERR("A broker fault needs the folder of the local cluster"));
            if (const qint64 downMs = qint64(m_brokerDown->value() * 1000); downMs > 0) {
                f.kind = Fault::Kind::BrokerStop;
                c.faults << f << Fault{Fault::Kind::BrokerStart, f.atMs + downMs, f.node};
                continue;
            }
        }
        c.faults << f;
    }
    return Ok{};
}

Result<HarnessConfig> HarnessConfigPanel::config() const
{
    HarnessConfig c;
    c.levels = m_levels->rowCount();
    c.topicPrefix = m_prefix->text().trimmed();
    c.capacity = m_capacity->value();
    c.toleranceMs = m_tolerance->value();
    c.weightedWindow = m_window->value();
    c.durationMs = 0;
    for (int r = 0; r < c.levels; ++r) {
        LevelLoad l;
        l.topic = qobject_cast<QLineEdit *>(m_levels->cellWidget(r, ColTopic))->text().trimmed();
        l.partitions = qobject_cast<QSpinBox *>(m_levels->cellWidget(r, ColPartitions))->value();
        l.rate = qobject_cast<QSpinBox *>(m_levels->cellWidget(r, ColRate))->value();
        l.bursts = qobject_cast<QCheckBox *>(m_levels->cellWidget(r, ColBursts))->isChecked();
        const QStringList parts = qobject_cast<QLineEdit *>(m_levels->cellWidget(r, ColBurstPeriod))
                                      ->text()
                                      .split(QLatin1Char('/'));
        auto on = parseDurationMs(parts.value(0));
        auto off = parseDurationMs(parts.value(1));
        if (l.bursts && (parts.size() != 2 || !on || !off || on.value() <= 0 || off.value() <= 0))
            return Error::usage(KS_ERR("The bursts of level %1 need ON/OFF durations, e.g. 1s/2s")
                                    .arg(c.levelName(r)));
        if (l.bursts) {
            l.burstOnMs = int(on.value());
            l.burstOffMs = int(off.value());
        }
        l.durationMs = qint64(
            qobject_cast<QDoubleSpinBox *>(m_levels->cellWidget(r, ColDuration))->value() * 1000);
        c.durationMs = qMax(c.durationMs, l.durationMs);
        c.load << l;
    }
    auto s = strategy(c.levels);
    if (!s)
        return s.error();
    c.strategy = s.value();
    if (externalSelected()) {
        c.consumerCommand = m_command->text().trimmed();
        if (c.consumerCommand.isEmpty())
            return Error::usage(KS_ERR("Enter the command that starts your consumer"));
        if (auto words = splitCommandLine(c.consumerCommand); !words)
            return words.error();
    }
    if (auto f = readFaults(c); !f)
        return f.error();
    if (auto v = c.validate(); !v)
        return v.error();
    return c;
}

} // namespace kafscope::ui
