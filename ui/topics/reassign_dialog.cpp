#include "topics/reassign_dialog.h"

#include "admin/write_guard.h"
#include "cluster/cluster_session.h"
#include "common/table_setup.h"
#include "topics/config_units.h"
#include "topics/reassign_models.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace kafscope::ui {

using protocol::PartitionMove;
using protocol::ReassignmentPlan;
using protocol::ReassignmentProgress;

namespace {

constexpr qint64 kMiB = 1024 * 1024;
constexpr qint64 kMaxPlanFileBytes = 16 * kMiB;

QLabel *wrapped(const QString &name, QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setObjectName(name);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

QPushButton *pushButton(const QString &text, const QString &name, QWidget *parent)
{
    auto *b = new QPushButton(text, parent);
    b->setObjectName(name);
    b->setAutoDefault(false);
    return b;
}

void fitColumns(QTableView *table)
{
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
}

} // namespace

struct ReassignDialog::Loaded {
    ClusterMetadata metadata;
    QList<protocol::BrokerDisks> disks;
    QString disksError;
    ReassignmentProgress progress;
};

ReassignDialog::ReassignDialog(ClusterSession *session, const QString &topic, QWidget *parent)
    : QDialog(parent), m_session(session), m_topic(topic)
{
    setObjectName(QStringLiteral("reassignDialog"));
    setWindowTitle(tr("Move replicas of %1").arg(topic));
    m_readOnly = session && session->profile().readOnly;
    auto *layout = new QVBoxLayout(this);
    m_pages = new QStackedWidget(this);
    layout->addWidget(m_pages, 1);

    // The plan page.
    auto *planPage = new QWidget(m_pages);
    auto *plan = new QVBoxLayout(planPage);
    plan->setContentsMargins(0, 0, 0, 0);
    m_intro = wrapped(QStringLiteral("intro"), planPage);
    m_intro->setText(tr("Kafka copies the data of each added replica from the current leader, "
                        "then drops the removed ones; %1 stays readable and writable meanwhile. "
                        "Nothing runs until you start it.")
                         .arg(topic));
    plan->addWidget(m_intro);
    if (WriteGuard::isInternalTopic(topic)) {
        auto *warning = wrapped(QStringLiteral("internalWarning"), planPage);
        warning->setText(tr("%1 is an internal Kafka topic: moving it loads the brokers every "
                            "group and transaction depends on.")
                             .arg(topic));
        warning->setStyleSheet(QStringLiteral("font-weight:bold;"));
        plan->addWidget(warning);
        m_internalOverride = new QCheckBox(
            tr("I know what this does: override the protection of %1").arg(topic), planPage);
        m_internalOverride->setObjectName(QStringLiteral("internalOverride"));
        plan->addWidget(m_internalOverride);
        connect(m_internalOverride, &QCheckBox::toggled, this, &ReassignDialog::revalidate);
    }
    auto *form = new QFormLayout;
    auto *modes = new QButtonGroup(this);
    m_modeBrokers = new QRadioButton(tr("Spread over these brokers"), planPage);
    m_modeBrokers->setObjectName(QStringLiteral("modeBrokers"));
    m_modeBrokers->setChecked(true);
    m_brokerBox = new QWidget(planPage);
    m_brokerBox->setObjectName(QStringLiteral("brokerBox"));
    auto *brokerRow = new QHBoxLayout(m_brokerBox);
    brokerRow->setContentsMargins(0, 0, 0, 0);
    brokerRow->addStretch(1);
    form->addRow(m_modeBrokers, m_brokerBox);
    m_modeFactor = new QRadioButton(tr("Change the replication factor to"), planPage);
    m_modeFactor->setObjectName(QStringLiteral("modeFactor"));
    m_factor = new QSpinBox(planPage);
    m_factor->setObjectName(QStringLiteral("replicationFactor"));
    m_factor->setRange(1, 1);
    auto *factorRow = new QHBoxLayout;
    factorRow->addWidget(m_factor);
    factorRow->addStretch(1);
    form->addRow(m_modeFactor, factorRow);
    m_modeFile = new QRadioButton(tr("Use a plan file"), planPage);
    m_modeFile->setObjectName(QStringLiteral("modeFile"));
    m_modeFile->setEnabled(false);
    m_loadFile = pushButton(tr("Open plan…"), QStringLiteral("openPlan"), planPage);
    m_loadFile->setToolTip(tr("Kafka's reassignment JSON, as kafka-reassign-partitions and "
                              "kafscope-cli write it (a saved rollback plan, say)"));
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_loadFile);
    fileRow->addStretch(1);
    form->addRow(m_modeFile, fileRow);
    for (QRadioButton *r : {m_modeBrokers, m_modeFactor, m_modeFile}) {
        modes->addButton(r);
        connect(r, &QRadioButton::toggled, this, [this](bool on) {
            if (on)
                replan();
        });
    }
    connect(m_factor, &QSpinBox::valueChanged, this, [this] {
        m_modeFactor->setChecked(true);
        replan();
    });
    connect(m_loadFile, &QPushButton::clicked, this, &ReassignDialog::loadPlanFile);
    plan->addLayout(form);

    m_planModel = new ReassignPlanModel(this);
    m_planTable = makeAdminTable(QStringLiteral("planTable"), m_planModel, planPage);
    fitColumns(m_planTable);
    plan->addWidget(m_planTable, 1);
    m_summary = wrapped(QStringLiteral("planSummary"), planPage);
    plan->addWidget(m_summary);

    auto *throttleRow = new QHBoxLayout;
    m_throttle = new QCheckBox(tr("Throttle the replication to"), planPage);
    m_throttle->setObjectName(QStringLiteral("throttle"));
    m_throttle->setToolTip(
        tr("Sets the leader and follower replication throttles of the topic and the throttled "
           "rates of the brokers involved; they are removed when the move ends"));
    m_throttleRate = new QSpinBox(planPage);
    m_throttleRate->setObjectName(QStringLiteral("throttleRate"));
    m_throttleRate->setRange(1, 100000);
    m_throttleRate->setValue(50);
    m_throttleRate->setGroupSeparatorShown(true);
    m_throttleUnit = new QComboBox(planPage);
    m_throttleUnit->setObjectName(QStringLiteral("throttleUnit"));
    m_throttleUnit->addItem(QStringLiteral("KiB/s"), qint64(1024));
    m_throttleUnit->addItem(QStringLiteral("MiB/s"), kMiB);
    m_throttleUnit->setCurrentIndex(1);
    throttleRow->addWidget(m_throttle);
    throttleRow->addWidget(m_throttleRate);
    throttleRow->addWidget(m_throttleUnit);
    throttleRow->addStretch(1);
    plan->addLayout(throttleRow);
    connect(m_throttle, &QCheckBox::toggled, this, &ReassignDialog::replan);
    connect(m_throttleRate, &QSpinBox::valueChanged, this, &ReassignDialog::replan);
    connect(m_throttleUnit, &QComboBox::currentIndexChanged, this, &ReassignDialog::replan);

    auto *confirmRow = new QFormLayout;
    m_confirm = new QLineEdit(planPage);
    m_confirm->setObjectName(QStringLiteral("confirmation"));
    m_confirm->setPlaceholderText(topic);
    confirmRow->addRow(tr("Type %1 to confirm").arg(topic), m_confirm);
    plan->addLayout(confirmRow);
    connect(m_confirm, &QLineEdit::textChanged, this, &ReassignDialog::revalidate);
    m_message = wrapped(QStringLiteral("message"), planPage);
    plan->addWidget(m_message);

    auto *planButtons = new QHBoxLayout;
    m_saveRollback =
        pushButton(tr("Save rollback plan…"), QStringLiteral("saveRollback"), planPage);
    m_saveRollback->setToolTip(
        tr("The replicas as they are now, as a plan file: open it here (or give it to "
           "kafscope-cli topics reassign --plan-file) to move them back"));
    auto *saveTarget = pushButton(tr("Save plan…"), QStringLiteral("savePlan"), planPage);
    planButtons->addWidget(m_saveRollback);
    planButtons->addWidget(saveTarget);
    planButtons->addStretch(1);
    auto *close = pushButton(tr("Close"), QStringLiteral("closePlan"), planPage);
    m_start = pushButton(tr("Start moving"), QStringLiteral("startMove"), planPage);
    planButtons->addWidget(close);
    planButtons->addWidget(m_start);
    plan->addLayout(planButtons);
    connect(m_saveRollback, &QPushButton::clicked, this, [this] { savePlan(false); });
    connect(saveTarget, &QPushButton::clicked, this, [this] { savePlan(true); });
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_start, &QPushButton::clicked, this, &ReassignDialog::start);
    m_pages->addWidget(planPage);

    // The progress page.
    auto *progressPage = new QWidget(m_pages);
    auto *progress = new QVBoxLayout(progressPage);
    progress->setContentsMargins(0, 0, 0, 0);
    m_progressLabel = wrapped(QStringLiteral("progressText"), progressPage);
    progress->addWidget(m_progressLabel);
    m_progressBar = new QProgressBar(progressPage);
    m_progressBar->setObjectName(QStringLiteral("progressBar"));
    m_progressBar->setRange(0, 1000);
    m_progressBar->setTextVisible(false);
    progress->addWidget(m_progressBar);
    m_progressModel = new ReassignProgressModel(this);
    m_progressTable =
        makeAdminTable(QStringLiteral("progressTable"), m_progressModel, progressPage);
    fitColumns(m_progressTable);
    progress->addWidget(m_progressTable, 1);
    progress->addStretch(0); // takes the room once the table is hidden
    m_result = wrapped(QStringLiteral("resultText"), progressPage);
    progress->addWidget(m_result);
    m_closeNote = wrapped(QStringLiteral("closeNote"), progressPage);
    auto *note = m_closeNote;
    note->setText(tr("Closing this window does not stop the move: Kafka goes on with it. Open "
                     "this dialog again, or run kafscope-cli topics reassign-status %1 --watch, "
                     "to follow it.")
                      .arg(topic));
    progress->addWidget(note);
    auto *cancelRow = new QHBoxLayout;
    m_cancelConfirm = new QLineEdit(progressPage);
    m_cancelConfirm->setObjectName(QStringLiteral("cancelConfirmation"));
    m_cancelConfirm->setPlaceholderText(tr("Type %1 to cancel").arg(topic));
    m_cancel = pushButton(tr("Cancel the move"), QStringLiteral("cancelMove"), progressPage);
    m_cancel->setToolTip(tr("The replicas go back to where they were; what was copied is removed"));
    m_cancel->setEnabled(false);
    auto *closeProgress = pushButton(tr("Close"), QStringLiteral("closeProgress"), progressPage);
    cancelRow->addWidget(m_cancelConfirm, 1);
    cancelRow->addWidget(m_cancel);
    cancelRow->addStretch(1);
    cancelRow->addWidget(closeProgress);
    progress->addLayout(cancelRow);
    connect(m_cancelConfirm, &QLineEdit::textChanged, this, [this] {
        m_cancel->setEnabled(!m_busy && !m_readOnly && m_poll.isActive() &&
                             WriteGuard::confirms(confirmation(m_topic), m_topic));
    });
    connect(m_cancel, &QPushButton::clicked, this, &ReassignDialog::cancelMove);
    connect(closeProgress, &QPushButton::clicked, this, &QDialog::accept);
    m_pages->addWidget(progressPage);

    m_poll.setInterval(2000);
    connect(&m_poll, &QTimer::timeout, this, &ReassignDialog::poll);
    resize(820, 620);
    revalidate();
    load();
}

ReassignDialog::~ReassignDialog() = default;

QString ReassignDialog::page() const
{
    return m_pages->currentIndex() == ProgressPage ? QStringLiteral("progress")
                                                   : QStringLiteral("plan");
}

QString ReassignDialog::summaryText() const
{
    return m_summary->text();
}

QString ReassignDialog::progressText() const
{
    return m_progressLabel->text();
}

QString ReassignDialog::resultText() const
{
    return m_result->text();
}

qint64 ReassignDialog::throttleBytesPerSec() const
{
    return qint64(m_throttleRate->value()) * m_throttleUnit->currentData().toLongLong();
}

void ReassignDialog::showPage(int page)
{
    m_pages->setCurrentIndex(page);
}

QString ReassignDialog::typedName() const
{
    return m_pages->currentIndex() == ProgressPage ? m_cancelConfirm->text() : m_confirm->text();
}

// The user's confirmation for a write on `target`: the topic's name typed back (with the
// internal-topic override when ticked); the brokers a throttle touches are listed in the dialog
// the user confirmed, so their confirmation is that of the dialog.
QString ReassignDialog::confirmation(const QString &target) const
{
    if (target != m_topic)
        return WriteGuard::confirmationFor(target);
    if (m_internalOverride && m_internalOverride->isChecked() && typedName() == m_topic)
        return WriteGuard::internalOverrideFor(m_topic);
    return typedName();
}

void ReassignDialog::load()
{
    if (!m_session) {
        m_summary->setText(tr("Not connected to a cluster"));
        return;
    }
    m_busy = true;
    m_summary->setText(tr("Reading the replicas, the brokers' disks and any move under way…"));
    const QString topic = m_topic;
    m_session->call<Loaded>(
        this,
        [topic](KafkaClient &c) -> Result<Loaded> {
            Loaded l;
            auto md = c.metadata(true);
            if (!md)
                return md.error();
            l.metadata = std::move(md).value();
            protocol::ProtocolClient proto(c);
            if (auto disks = protocol::describeLogDirs(proto))
                l.disks = std::move(disks).value();
            else
                l.disksError = disks.error().message();
            auto progress = protocol::reassignmentProgress(proto, {topic});
            if (!progress)
                return progress.error();
            l.progress = std::move(progress).value();
            return l;
        },
        [this](const Result<Loaded> &r) {
            m_busy = false;
            if (!r) {
                m_summary->setText(
                    tr("Could not read the topic's replicas: %1").arg(r.error().message()));
                revalidate();
                Q_EMIT updated();
                return;
            }
            showLoaded(*r);
        });
}

void ReassignDialog::showLoaded(const Loaded &loaded)
{
    m_metadata = loaded.metadata;
    m_disks = loaded.disks;
    m_disksError = loaded.disksError;
    m_loaded = true;
    QList<int> holding;
    int factor = 1;
    for (const TopicInfo &t : m_metadata.topics)
        if (t.name == m_topic)
            for (const PartitionInfo &p : t.partitions) {
                factor = std::max(factor, int(p.replicas.size()));
                for (int id : p.replicas)
                    if (!holding.contains(id))
                        holding << id;
            }
    auto *row = static_cast<QHBoxLayout *>(m_brokerBox->layout());
    QList<BrokerInfo> brokers = m_metadata.brokers;
    std::sort(brokers.begin(), brokers.end(),
              [](const BrokerInfo &a, const BrokerInfo &b) { return a.id < b.id; });
    for (const BrokerInfo &b : brokers) {
        auto *check = new QCheckBox(QString::number(b.id), m_brokerBox);
        check->setObjectName(QStringLiteral("broker%1").arg(b.id));
        check->setToolTip(QStringLiteral("%1:%2").arg(b.host).arg(b.port));
        check->setChecked(holding.contains(b.id));
        row->insertWidget(row->count() - 1, check);
        m_brokerChecks << check;
        connect(check, &QCheckBox::toggled, this, [this] {
            m_modeBrokers->setChecked(true);
            replan();
        });
    }
    {
        const QSignalBlocker block(m_factor);
        m_factor->setRange(1, std::max(1, int(brokers.size())));
        m_factor->setValue(factor);
    }
    if (!loaded.progress.done()) {
        m_throttled = true; // it may have one; it comes off at the end either way
        showPage(ProgressPage);
        showProgress(loaded.progress);
        m_poll.start();
        Q_EMIT updated();
        return;
    }
    replan();
}

void ReassignDialog::replan()
{
    if (!m_loaded)
        return;
    auto makePlan = [this]() -> Result<ReassignmentPlan> {
        if (m_modeFile->isChecked() && m_fileTargets)
            return protocol::planExplicit(m_metadata, *m_fileTargets);
        if (m_modeFactor->isChecked())
            return protocol::planReplicationFactor(m_metadata, m_topic, m_factor->value());
        QList<int> ids;
        for (QCheckBox *c : std::as_const(m_brokerChecks))
            if (c->isChecked())
                ids << c->text().toInt();
        if (ids.isEmpty())
            return Error::usage(KS_ERR("Tick at least one broker for the replicas"));
        return protocol::planMoveOnto(m_metadata, m_topic, ids);
    };
    Result<ReassignmentPlan> made = makePlan();
    if (!made) {
        m_planModel->setPlan({});
        m_summary->setText(made.error().message());
        revalidate();
        Q_EMIT updated();
        return;
    }
    ReassignmentPlan planned = std::move(made).value();
    const ReassignmentPlan *plan = &planned;
    protocol::addExpectedBytes(planned, m_disks);
    m_planModel->setPlan(planned);
    const int changing = int(plan->changing().size());
    QString text = changing == 0
                       ? tr("Nothing changes: every partition already has these replicas.")
                       : tr("%1 of %2 partition(s) change; about %3 to copy. Brokers involved: %4.")
                             .arg(changing)
                             .arg(plan->partitions.size())
                             .arg(humanBytes(plan->expectedBytes()), brokerIds(plan->brokers()));
    if (!m_disksError.isEmpty())
        text += QLatin1Char(' ') +
                tr("The sizes are unknown (the log dirs could not be read: %1).").arg(m_disksError);
    if (changing > 0 && m_throttle->isChecked())
        text += QLatin1Char(' ') +
                tr("While it runs, brokers %1 replicate at most %2/s each way.")
                    .arg(brokerIds(plan->brokers()), humanBytes(throttleBytesPerSec()));
    m_summary->setText(text);
    revalidate();
    Q_EMIT updated();
}

void ReassignDialog::revalidate()
{
    QString why;
    if (m_readOnly)
        why = tr("This connection is read-only: moving replicas is turned off.");
    else if (!m_loaded || m_busy)
        why = QString();
    else if (m_planModel->plan().changing().isEmpty())
        why = tr("The plan changes nothing.");
    else if (m_internalOverride && !m_internalOverride->isChecked())
        why = tr("Tick the override to move an internal topic.");
    else if (m_confirm->text() != m_topic)
        why = tr("Type %1 to confirm.").arg(m_topic);
    m_start->setEnabled(m_loaded && !m_busy && !m_readOnly && why.isEmpty());
    m_saveRollback->setEnabled(!m_planModel->plan().partitions.isEmpty());
    if (m_message->property("error").toBool() && why.isEmpty())
        return; // the cluster's refusal stays until the next try
    m_message->setProperty("error", false);
    m_message->setText(why);
}

void ReassignDialog::loadPlanFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a reassignment plan"), {},
                                                      tr("Plan files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        m_summary->setText(tr("Cannot read %1: %2").arg(path, f.errorString()));
        return;
    }
    auto targets = protocol::parseReassignmentJson(f.read(kMaxPlanFileBytes + 1));
    if (targets) {
        for (const PartitionMove &m : *targets)
            if (m.topic != m_topic) {
                targets = Error::usage(
                    KS_ERR("The plan moves topic %1; this dialog moves only %2 (use kafscope-cli "
                           "topics reassign --plan-file for several topics)")
                        .arg(m.topic, m_topic));
                break;
            }
    }
    if (!targets) {
        m_summary->setText(targets.error().message());
        return;
    }
    m_fileTargets = *targets;
    m_fileName = path;
    m_modeFile->setEnabled(true);
    m_modeFile->setText(tr("Use %1").arg(QFileInfo(path).fileName()));
    if (m_modeFile->isChecked())
        replan();
    else
        m_modeFile->setChecked(true);
}

void ReassignDialog::savePlan(bool target)
{
    const ReassignmentPlan &plan = m_planModel->plan();
    const QString suggested =
        QStringLiteral("%1-%2.json")
            .arg(m_topic, target ? QStringLiteral("plan") : QStringLiteral("rollback"));
    const QString path = QFileDialog::getSaveFileName(
        this, target ? tr("Save the plan") : tr("Save a rollback plan"), suggested,
        tr("Plan files (*.json)"));
    if (path.isEmpty())
        return;
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        f.write(protocol::reassignmentJson(plan, target)) < 0 || !f.flush()) {
        m_message->setText(tr("Cannot write %1: %2").arg(path, f.errorString()));
        return;
    }
    m_message->setText(tr("Saved %1").arg(path));
}

} // namespace kafscope::ui
