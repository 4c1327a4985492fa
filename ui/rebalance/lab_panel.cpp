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
#include <QSpinBox>
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
    outer->addLayout(actions);
    m_status = new QLabel(tr("No lab running."), this);
    m_status->setObjectName(QStringLiteral("labStatus"));
    m_status->setWordWrap(true);
    header->addWidget(m_status, 1);
    connect(m_toggle, &QToolButton::toggled, this, &LabPanel::setExpanded);
    setExpanded(false);

    connect(m_start, &QPushButton::clicked, this, &LabPanel::startRequested);
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
    updateButtons();
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
    updateButtons();
}

void LabPanel::updateButtons()
{
    m_start->setEnabled(!m_busy);
    m_stop->setEnabled(!m_busy && m_running);
    m_add->setEnabled(!m_busy && m_running);
    for (QPushButton *b : m_memberActions)
        b->setEnabled(!m_busy && m_running && m_member->count() > 0);
}

} // namespace kafscope::ui
