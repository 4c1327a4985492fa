#include "rebalance/lab_panel.h"

#include "common/palette.h"
#include "common/read_only_gate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QHeaderView>
#include <QSpinBox>
#include <QTableWidget>
#include <QToolButton>

namespace kafscope::ui {

using namespace kafscope::rebalance;

namespace {

QSpinBox *spin(QWidget *parent, int min, int max, int value, const QString &suffix,
               const QString &name)
{
    auto *s = new QSpinBox(parent);
    s->setRange(min, max);
    s->setValue(value);
    s->setSuffix(suffix);
    s->setObjectName(name);
    return s;
}

} // namespace

LabPanel::LabPanel(QWidget *parent) : QGroupBox(parent)
{
    setObjectName(QStringLiteral("rebalanceLabPanel"));
    auto *top = new QVBoxLayout(this);
    top->setContentsMargins(6, 2, 6, 2);
    // One line while no lab runs: the toggle and the lab's status; the controls below it.
    auto *header = new QHBoxLayout;
    m_toggle = new QToolButton(this);
    m_toggle->setObjectName(QStringLiteral("labToggle"));
    m_toggle->setText(tr("Rebalance lab"));
    m_toggle->setCheckable(true);
    m_toggle->setAutoRaise(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setArrowType(Qt::RightArrow);
    m_toggle->setToolTip(tr("Start test consumers in this group and crash, stall or remove them"));
    header->addWidget(m_toggle);
    m_body = new QWidget(this);
    m_body->setObjectName(QStringLiteral("labBody"));
    auto *outer = new QVBoxLayout(m_body);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *settings = new QHBoxLayout;
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("labKind"));
    m_kind->addItem(tr("Kafscope's consumers"), QStringLiteral("internal"));
    m_kind->addItem(tr("Your consumer command"), QStringLiteral("external"));
    m_kind->setToolTip(tr("Who the members are: Kafscope's own librdkafka consumers, or instances "
                          "of your consumer's command line"));
    m_command = new QLineEdit(this);
    m_command->setObjectName(QStringLiteral("labCommand"));
    m_command->setPlaceholderText(
        tr("/path/to/consumer --bootstrap {bootstrap} --group {group} --topics {topics} "
           "--instance {instance} --protocol {protocol}"));
    m_command->setToolTip(
        tr("Started once per member, no shell. {instance} is the member's stable id (for "
           "group.instance.id and client.id). A consumer that prints {\"topic\",\"partition\","
           "\"offset\"} per processed record is judged exactly."));
    m_topics = new QLineEdit(this);
    m_topics->setObjectName(QStringLiteral("labTopics"));
    m_topics->setPlaceholderText(tr("topics, comma-separated"));
    m_protocol = new QComboBox(this);
    m_protocol->setObjectName(QStringLiteral("labProtocol"));
    m_protocol->addItem(tr("classic"), QStringLiteral("classic"));
    m_protocol->addItem(tr("consumer (KIP-848)"), QStringLiteral("consumer"));
    m_protocol->setToolTip(
        tr("group.protocol of the lab's members: classic (client-side assignors, eager or "
           "cooperative) or consumer (KIP-848: the broker assigns and members reconcile "
           "partition by partition)"));
    m_assignor = new QComboBox(this);
    m_assignor->setObjectName(QStringLiteral("labAssignor"));
    m_assignor->addItems(labAssignors());
    m_members = spin(this, 1, 50, 3, tr(" members"), QStringLiteral("labMembers"));
    m_session =
        spin(this, 1000, 300000, 6000, tr(" ms session"), QStringLiteral("labSessionTimeout"));
    m_maxPoll = spin(this, 1000, 3600000, 300000, tr(" ms max poll"), QStringLiteral("labMaxPoll"));
    m_delay = spin(this, 0, 60000, 0, tr(" ms/message"), QStringLiteral("labDelay"));
    m_static = new QCheckBox(tr("Static membership"), this);
    m_static->setObjectName(QStringLiteral("labStatic"));
    m_start = new QPushButton(tr("Start lab"), this);
    m_start->setObjectName(QStringLiteral("labStart"));
    m_stop = new QPushButton(tr("Stop lab"), this);
    m_stop->setObjectName(QStringLiteral("labStop"));
    // Two rows, so the panel fits beside the navigator at the default window size: what the group
    // consumes and how, then the members' timings and the start/stop pair.
    auto *who = new QHBoxLayout;
    who->addWidget(m_kind);
    who->addWidget(m_command, 1);
    settings->addWidget(m_topics, 1);
    for (QWidget *w : {static_cast<QWidget *>(m_protocol), static_cast<QWidget *>(m_assignor),
                       static_cast<QWidget *>(m_members), static_cast<QWidget *>(m_static)})
        settings->addWidget(w);
    auto *timings = new QHBoxLayout;
    for (QWidget *w : {static_cast<QWidget *>(m_session), static_cast<QWidget *>(m_maxPoll),
                       static_cast<QWidget *>(m_delay)})
        timings->addWidget(w);
    timings->addStretch(1);
    timings->addWidget(m_start);
    timings->addWidget(m_stop);
    m_gate = new ReadOnlyGate(
        this, tr("the lab's members would join and commit to a group, so the lab is turned off"));
    top->addWidget(m_gate->banner());
    top->addLayout(header);
    top->addWidget(m_body);
    outer->addLayout(who);
    outer->addLayout(settings);
    outer->addLayout(timings);

    auto *actions = new QHBoxLayout;
    m_add = new QPushButton(tr("Add member"), this);
    m_add->setObjectName(QStringLiteral("labAdd"));
    m_member = new QComboBox(this);
    m_member->setObjectName(QStringLiteral("labMember"));
    m_member->setMinimumContentsLength(4);
    m_stall = spin(this, 1, 3600, 8, tr(" s"), QStringLiteral("labStallSeconds"));
    auto *remove = new QPushButton(tr("Remove (leave)"), this);
    remove->setObjectName(QStringLiteral("labRemove"));
    auto *crash = new QPushButton(tr("Crash"), this);
    crash->setObjectName(QStringLiteral("labCrash"));
    auto *stall = new QPushButton(tr("Stall for"), this);
    stall->setObjectName(QStringLiteral("labStall"));
    auto *restart = new QPushButton(tr("Restart"), this);
    restart->setObjectName(QStringLiteral("labRestart"));
    m_memberActions = {remove, crash, stall, restart};
    actions->addWidget(m_add);
    actions->addWidget(new QLabel(tr("Member:"), this));
    actions->addWidget(m_member);
    actions->addWidget(remove);
    actions->addWidget(crash);
    actions->addWidget(stall);
    actions->addWidget(m_stall);
    actions->addWidget(restart);
    actions->addStretch(1);
    m_judge = new QPushButton(tr("Judge"), this);
    m_judge->setObjectName(QStringLiteral("labJudge"));
    m_judge->setToolTip(tr("What the lab did so far, judged: records lost or processed twice, "
                           "each action's stops and time to recover, stalled partitions"));
    actions->addWidget(m_judge);
    outer->addLayout(actions);
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("labVerdictText"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdict->hide();
    outer->addWidget(m_verdict);
    m_verdictTable = new QTableWidget(0, 6, this);
    m_verdictTable->setObjectName(QStringLiteral("labVerdict"));
    m_verdictTable->setHorizontalHeaderLabels({tr("Action"), tr("At"), tr("Rebalances"),
                                               tr("Recovered in"), tr("Longest stop"),
                                               tr("Processed twice")});
    m_verdictTable->verticalHeader()->hide();
    m_verdictTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_verdictTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_verdictTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_verdictTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    // As tall as its rows (up to six): the timeline above keeps the room.
    m_verdictTable->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_verdictTable->hide();
    outer->addWidget(m_verdictTable);
    m_runs = new QTableWidget(0, 7, this);
    m_runs->setObjectName(QStringLiteral("labRuns"));
    m_runs->setHorizontalHeaderLabels({tr("Run"), tr("Verdict"), tr("Lost"),
                                       tr("Twice (after commit)"), tr("Longest stop"),
                                       tr("Slowest recovery"), tr("Rebalances")});
    m_runs->verticalHeader()->hide();
    m_runs->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_runs->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_runs->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_runs->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_runs->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_runs->setToolTip(tr("Each run you judged, side by side (its latest verdict)"));
    m_runs->hide();
    outer->addWidget(m_runs);
    m_status = new QLabel(tr("No lab running."), this);
    m_status->setObjectName(QStringLiteral("labStatus"));
    m_status->setWordWrap(true);
    header->addWidget(m_status, 1);
    connect(m_toggle, &QToolButton::toggled, this, &LabPanel::setExpanded);
    setExpanded(false);

    connect(m_start, &QPushButton::clicked, this, [this] {
        ++m_runId;
        m_runLabel = runLabel();
        Q_EMIT startRequested();
    });
    connect(m_stop, &QPushButton::clicked, this, &LabPanel::stopRequested);
    connect(m_add, &QPushButton::clicked, this, &LabPanel::addRequested);
    connect(remove, &QPushButton::clicked, this,
            [this] { Q_EMIT removeRequested(selectedMember()); });
    connect(crash, &QPushButton::clicked, this,
            [this] { Q_EMIT crashRequested(selectedMember()); });
    connect(stall, &QPushButton::clicked, this,
            [this] { Q_EMIT stallRequested(selectedMember(), stallMs()); });
    connect(restart, &QPushButton::clicked, this,
            [this] { Q_EMIT restartRequested(selectedMember()); });
    connect(m_judge, &QPushButton::clicked, this, &LabPanel::judgeRequested);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &LabPanel::updateKind);
    connect(m_static, &QCheckBox::toggled, this, [this](bool on) {
        m_static->setToolTip(
            on ? tr("Members get group.instance.id = <group>-<label>: a restart within the "
                    "session timeout keeps their partitions")
               : QString());
    });
    connect(m_protocol, &QComboBox::currentIndexChanged, this, [this] {
        // Each protocol has its own assignors; under KIP-848 the broker owns the session timeout.
        const QString protocol = m_protocol->currentData().toString();
        m_assignor->clear();
        m_assignor->addItems(labAssignors(protocol));
        const bool classic = protocol == QLatin1String("classic");
        m_session->setEnabled(classic);
        m_session->setToolTip(
            classic ? QString()
                    : tr("Under KIP-848 the broker's group.consumer.session.timeout.ms applies"));
    });
    m_gate->guard(m_start);
    m_gate->guard(m_add);
    updateKind();
    updateButtons();
}

void LabPanel::updateKind()
{
    // Your consumer chooses its own assignor, timeouts and processing: only the command, the
    // topics, the protocol ({protocol}) and the member count are the lab's.
    const bool ext = external();
    m_command->setVisible(ext);
    for (QWidget *w : {static_cast<QWidget *>(m_assignor), static_cast<QWidget *>(m_static),
                       static_cast<QWidget *>(m_session), static_cast<QWidget *>(m_maxPoll),
                       static_cast<QWidget *>(m_delay)})
        w->setVisible(!ext);
}

bool LabPanel::external() const
{
    return m_kind->currentData().toString() == QLatin1String("external");
}

Result<ExternalLabConfig> LabPanel::externalConfig() const
{
    auto c = config();
    if (!c)
        return c.error();
    ExternalLabConfig x;
    x.topics = c->topics;
    x.protocol = c->groupProtocol;
    x.command = m_command->text().trimmed();
    if (x.command.isEmpty())
        return Error::usage(KS_ERR("Enter your consumer's command line"));
    return x;
}

QString LabPanel::runLabel() const
{
    const QString protocol = m_protocol->currentData().toString();
    if (!external())
        return tr("Kafscope's consumers, %1, %2").arg(protocol, m_assignor->currentText());
    // The program's file name (and the words after it, shortened): what tells two builds apart.
    const QString command = m_command->text().trimmed();
    const QString program = command.section(QLatin1Char(' '), 0, 0).section(QLatin1Char('/'), -1);
    return tr("%1, %2").arg(program, protocol);
}

void LabPanel::addRunRow(const LabVerdict &v)
{
    int row = int(m_runRows.indexOf(m_runId));
    if (row < 0) {
        row = m_runs->rowCount();
        m_runs->insertRow(row);
        m_runRows << m_runId;
    }
    qint64 stop = 0, recover = 0;
    int rebalances = 0;
    bool never = false;
    QString stopMember;
    for (const EventJudgement &e : v.events) {
        if (e.longestStopMs > stop) {
            stop = e.longestStopMs;
            stopMember = e.longestStopMember;
        }
        never = never || e.recoverMs < 0;
        recover = std::max(recover, e.recoverMs);
        if (!e.setup)
            rebalances += e.rebalances;
    }
    auto seconds = [](qint64 ms) { return tr("%1 s").arg(double(ms) / 1000.0, 0, 'f', 1); };
    const QStringList cells = {m_runLabel,
                               v.pass ? tr("pass") : tr("fail"),
                               v.exact ? QString::number(v.lost) : QStringLiteral("–"),
                               tr("%1 (%2)").arg(v.duplicates).arg(v.realDuplicates),
                               stopMember.isEmpty() ? QStringLiteral("–")
                                                    : tr("%1: %2").arg(stopMember, seconds(stop)),
                               never ? tr("not yet") : seconds(recover),
                               QString::number(rebalances)};
    for (int c = 0; c < cells.size(); ++c) {
        auto *item = new QTableWidgetItem(cells[c]);
        if (c > 1)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (c == 1)
            item->setForeground(Palette::color(v.pass ? Palette::Role::Ok : Palette::Role::Error));
        m_runs->setItem(row, c, item);
    }
    m_runs->setVisible(m_runs->rowCount() > 1); // side by side once there are two
    int height = m_runs->horizontalHeader()->sizeHint().height() + 2 * m_runs->frameWidth();
    for (int i = 0; i < std::min(m_runs->rowCount(), 4); ++i)
        height += m_runs->verticalHeader()->sectionSize(i);
    m_runs->setFixedHeight(height);
}

void LabPanel::showVerdict(const LabVerdict &v)
{
    addRunRow(v);
    QStringList lines;
    lines << (v.pass ? tr("<b>Pass</b>") : tr("<b>Fail</b>"));
    for (const QString &r : v.reasons)
        lines << QStringLiteral("• ") + r.toHtmlEscaped();
    if (v.exact)
        lines << tr("%1 acknowledged, %2 processed, %3 lost, %4 still waiting, %5 processed twice "
                    "(%6 after their commit), %7 out of order")
                     .arg(v.acked)
                     .arg(v.distinct)
                     .arg(v.lost)
                     .arg(v.unprocessed)
                     .arg(v.duplicates)
                     .arg(v.realDuplicates)
                     .arg(v.orderViolations);
    for (const StuckInterval &st : v.stuck)
        if (!st.silent())
            lines << tr("%1 stood still %2 s during %3")
                         .arg(st.partition.text())
                         .arg(double(st.toMs - st.fromMs) / 1000.0, 0, 'f', 1)
                         .arg(st.during.toHtmlEscaped());
    for (const QString &n : v.notes)
        lines << n.toHtmlEscaped();
    m_verdict->setText(lines.join(QStringLiteral("<br>")));
    Palette::setTextRole(m_verdict, v.pass ? Palette::Role::Ok : Palette::Role::Error);
    m_verdict->show();
    m_verdictTable->setRowCount(int(v.events.size()));
    const qint64 first = v.events.isEmpty() ? 0 : v.events.first().atMs;
    auto seconds = [](qint64 ms) { return tr("%1 s").arg(double(ms) / 1000.0, 0, 'f', 1); };
    for (int i = 0; i < v.events.size(); ++i) {
        const EventJudgement &e = v.events[i];
        const QStringList cells = {
            e.step,
            seconds(e.atMs - first),
            QString::number(e.rebalances),
            e.recoverMs < 0 ? tr("not yet") : seconds(e.recoverMs),
            e.longestStopMember.isEmpty()
                ? QStringLiteral("–")
                : tr("%1: %2").arg(e.longestStopMember, seconds(e.longestStopMs)),
            QString::number(e.duplicates)};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_verdictTable->setItem(i, c, item);
        }
    }
    m_verdictTable->setVisible(!v.events.isEmpty());
    const int rows = std::min(int(v.events.size()), 6);
    int height =
        m_verdictTable->horizontalHeader()->sizeHint().height() + 2 * m_verdictTable->frameWidth();
    for (int i = 0; i < rows; ++i)
        height += m_verdictTable->verticalHeader()->sectionSize(i);
    m_verdictTable->setFixedHeight(height);
}

void LabPanel::setExpanded(bool on)
{
    m_toggle->setChecked(on);
    m_toggle->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    m_body->setVisible(on);
}

bool LabPanel::isExpanded() const
{
    return m_toggle->isChecked();
}

void LabPanel::setReadOnly(bool readOnly)
{
    m_gate->setReadOnly(readOnly);
}

void LabPanel::setTopics(const QStringList &topics)
{
    m_topics->setText(topics.join(QStringLiteral(", ")));
}

Result<LabConfig> LabPanel::config() const
{
    LabConfig c;
    for (const QString &t : m_topics->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!t.trimmed().isEmpty())
            c.topics << t.trimmed();
    if (c.topics.isEmpty())
        return Error::usage(KS_ERR("Name at least one topic for the lab's consumers"));
    c.groupProtocol = m_protocol->currentData().toString();
    c.assignor = m_assignor->currentText();
    c.sessionTimeoutMs = m_session->value();
    c.maxPollIntervalMs = m_maxPoll->value();
    c.staticMembership = m_static->isChecked();
    c.processingDelayMs = m_delay->value();
    return c;
}

int LabPanel::memberCount() const
{
    return m_members->value();
}

QString LabPanel::selectedMember() const
{
    return m_member->currentText();
}

qint64 LabPanel::stallMs() const
{
    return qint64(m_stall->value()) * 1000;
}

void LabPanel::setBusy(bool busy, const QString &what)
{
    m_busy = busy;
    if (busy && !what.isEmpty())
        m_status->setText(tr("%1…").arg(what));
    updateButtons();
}

void LabPanel::showResult(const LabCommandResult &r)
{
    m_running = r.labRunning;
    if (m_running)
        setExpanded(true); // its member actions stay at hand while it runs
    const QString keep = m_member->currentText();
    m_member->clear();
    m_member->addItems(r.running);
    if (const int i = m_member->findText(keep); i >= 0)
        m_member->setCurrentIndex(i);
    const QString members =
        r.running.isEmpty() ? tr("no members") : r.running.join(QStringLiteral(", "));
    m_status->setText(r.error.isEmpty() ? tr("%1: done. Running: %2").arg(r.command, members)
                                        : tr("%1 failed: %2").arg(r.command, r.error));
    if (r.error.isEmpty())
        Palette::clearTextRole(m_status);
    else
        Palette::setTextRole(m_status, Palette::Role::Error);
    m_busy = false;
    if (r.verdict)
        showVerdict(*r.verdict);
    updateButtons();
}

void LabPanel::updateButtons()
{
    m_start->setEnabled(!m_busy);
    m_stop->setEnabled(!m_busy && m_running);
    m_add->setEnabled(!m_busy && m_running);
    m_judge->setEnabled(!m_busy && m_running);
    for (QPushButton *b : m_memberActions)
        b->setEnabled(!m_busy && m_running && m_member->count() > 0);
}

} // namespace kafscope::ui
