#include "browse/copy_dialog.h"

#include "copy/copy_worker.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace kafscope::ui {

namespace {

QString startText(const StartSpec &s)
{
    switch (s.mode) {
    case StartSpec::Mode::Oldest: return CopyDialog::tr("from the oldest record");
    case StartSpec::Mode::Newest:
        return CopyDialog::tr("the newest %L1 per partition").arg(s.value);
    case StartSpec::Mode::Offset: return CopyDialog::tr("from offset %L1").arg(s.value);
    case StartSpec::Mode::Timestamp:
        return CopyDialog::tr("from %1").arg(
            QDateTime::fromMSecsSinceEpoch(s.value).toString(Qt::ISODate));
    case StartSpec::Mode::Tail: return CopyDialog::tr("live, from now until cancelled");
    }
    return {};
}

QString seconds(qint64 ms)
{
    if (ms < 1000)
        return CopyDialog::tr("%1 ms").arg(ms);
    return ms < 60000 ? CopyDialog::tr("%1 s").arg(QLocale().toString(double(ms) / 1000.0, 'f', 1))
                      : CopyDialog::tr("%1 min %2 s").arg(ms / 60000).arg((ms % 60000) / 1000);
}

} // namespace

CopyDialog::CopyDialog(const ConnectionProfile &profile, const BrowseRequest &source,
                       const QStringList &topics, QWidget *parent)
    : QDialog(parent), m_profile(profile), m_source(source)
{
    setWindowTitle(tr("Copy records of %1").arg(source.topic));
    setObjectName(QStringLiteral("copyDialog"));
    m_job = new copy::CopyJob(this);
    connect(m_job, &copy::CopyJob::progress, this, &CopyDialog::onProgress);
    connect(m_job, &copy::CopyJob::finished, this, &CopyDialog::onFinished);
    connect(m_job, &copy::CopyJob::failed, this, &CopyDialog::onFailed);

    auto *layout = new QVBoxLayout(this);
    QStringList what{startText(source.start)};
    what << (source.partitions.isEmpty() ? tr("every partition") : tr("partitions %1").arg([&] {
        QStringList p;
        for (int n : source.partitions)
            p << QString::number(n);
        return p.join(QStringLiteral(", "));
    }()));
    if (!source.filter.trimmed().isEmpty())
        what << tr("records matching %1").arg(source.filter.trimmed());
    if (source.maxResults > 0)
        what << tr("at most %L1 records").arg(source.maxResults);
    auto *intro = new QLabel(
        tr("Reads %1 as the Messages view does (no consumer group, nothing committed): %2. Keys, "
           "values, headers and timestamps are copied; nothing is written to %1.")
            .arg(source.topic, what.join(QStringLiteral(", "))),
        this);
    intro->setObjectName(QStringLiteral("copySource"));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_target = new QComboBox(this);
    m_target->setObjectName(QStringLiteral("copyTarget"));
    m_target->setEditable(true);
    QStringList others = topics;
    others.removeAll(source.topic);
    m_target->addItems(others);
    m_target->setCurrentText(QString());
    m_target->setMinimumContentsLength(28);
    form->addRow(tr("To topic:"), m_target);
    m_partitioning = new QComboBox(this);
    m_partitioning->setObjectName(QStringLiteral("copyPartitioning"));
    m_partitioning->addItem(tr("The same partition"), int(copy::Partitioning::Same));
    m_partitioning->addItem(tr("By key (Kafka's partitioner)"), int(copy::Partitioning::ByKey));
    m_partitioning->addItem(tr("Spread evenly"), int(copy::Partitioning::RoundRobin));
    form->addRow(tr("Partition:"), m_partitioning);
    m_timestamps = new QComboBox(this);
    m_timestamps->setObjectName(QStringLiteral("copyTimestamps"));
    m_timestamps->addItem(tr("Keep the records' timestamps"), true);
    m_timestamps->addItem(tr("The time of copying"), false);
    form->addRow(tr("Timestamps:"), m_timestamps);
    m_pace = new QComboBox(this);
    m_pace->setObjectName(QStringLiteral("copyPace"));
    m_pace->addItem(tr("As fast as the brokers take it"));
    m_pace->addItem(tr("At most, per second:"));
    m_pace->addItem(tr("The original pace, times:"));
    m_rate = new QSpinBox(this);
    m_rate->setObjectName(QStringLiteral("copyRate"));
    m_rate->setRange(1, 10'000'000);
    m_rate->setValue(1000);
    m_rate->setGroupSeparatorShown(true);
    m_rate->setSuffix(tr(" records"));
    m_speed = new QDoubleSpinBox(this);
    m_speed->setObjectName(QStringLiteral("copySpeed"));
    m_speed->setRange(0.01, 1000);
    m_speed->setValue(1.0);
    m_speed->setSuffix(QStringLiteral(" ×"));
    auto *paceRow = new QHBoxLayout;
    paceRow->addWidget(m_pace, 1);
    paceRow->addWidget(m_rate);
    paceRow->addWidget(m_speed);
    form->addRow(tr("Pace:"), paceRow);
    layout->addLayout(form);
    connect(m_pace, &QComboBox::currentIndexChanged, this, &CopyDialog::updatePace);
    updatePace();

    m_bar = new QProgressBar(this);
    m_bar->setObjectName(QStringLiteral("copyProgress"));
    m_bar->setRange(0, 1000);
    m_bar->setValue(0);
    m_bar->setTextVisible(false);
    layout->addWidget(m_bar);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("copyStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_report = new QLabel(this);
    m_report->setObjectName(QStringLiteral("copyReport"));
    m_report->setWordWrap(true);
    m_report->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_report);
    layout->addStretch(1);

    auto *buttons = new QDialogButtonBox(this);
    m_start = buttons->addButton(tr("Copy"), QDialogButtonBox::AcceptRole);
    m_start->setObjectName(QStringLiteral("copyStart"));
    m_cancel = buttons->addButton(tr("Cancel copy"), QDialogButtonBox::ActionRole);
    m_cancel->setObjectName(QStringLiteral("copyCancel"));
    m_close = buttons->addButton(QDialogButtonBox::Close);
    m_close->setObjectName(QStringLiteral("copyClose"));
    layout->addWidget(buttons);
    connect(m_start, &QPushButton::clicked, this, &CopyDialog::startCopy);
    connect(m_cancel, &QPushButton::clicked, this, &CopyDialog::cancelCopy);
    connect(m_close, &QPushButton::clicked, this, &CopyDialog::reject);
    const auto updateStart = [this] {
        m_start->setEnabled(!m_profile.readOnly && !isRunning() &&
                            !m_target->currentText().trimmed().isEmpty());
    };
    connect(m_target, &QComboBox::currentTextChanged, this, updateStart);
    setRunning(false);
    updateStart();
    if (m_profile.readOnly)
        m_status->setText(tr("This connection is read-only: nothing can be copied to its topics."));
    resize(sizeHint().expandedTo(QSize(560, 0)));
}

CopyDialog::~CopyDialog() = default;

void CopyDialog::setTarget(const QString &topic)
{
    m_target->setCurrentText(topic);
}

bool CopyDialog::isRunning() const
{
    return m_job->running();
}

QString CopyDialog::statusText() const
{
    return m_status->text();
}

QString CopyDialog::reportText() const
{
    return m_report->text();
}

void CopyDialog::updatePace()
{
    m_rate->setVisible(m_pace->currentIndex() == 1);
    m_speed->setVisible(m_pace->currentIndex() == 2);
}

copy::CopySpec CopyDialog::spec() const
{
    copy::CopySpec s;
    s.source = m_source;
    s.targetTopic = m_target->currentText().trimmed();
    s.partitioning = copy::Partitioning(m_partitioning->currentData().toInt());
    s.keepTimestamps = m_timestamps->currentData().toBool();
    if (m_pace->currentIndex() == 1)
        s.rate = m_rate->value();
    else if (m_pace->currentIndex() == 2)
        s.speed = m_speed->value();
    s.producer.messageTimeoutMs = qMax(m_profile.timeoutMs, 30000);
    return s;
}

void CopyDialog::setRunning(bool running)
{
    m_cancel->setVisible(running);
    m_start->setVisible(!running);
    for (QWidget *w : {static_cast<QWidget *>(m_target), static_cast<QWidget *>(m_partitioning),
                       static_cast<QWidget *>(m_timestamps), static_cast<QWidget *>(m_pace),
                       static_cast<QWidget *>(m_rate), static_cast<QWidget *>(m_speed)})
        w->setEnabled(!running);
}

void CopyDialog::startCopy()
{
    if (isRunning() || m_profile.readOnly)
        return;
    m_report->clear();
    m_bar->setValue(0);
    m_bar->setRange(0, 1000);
    if (!m_job->start(m_profile, m_profile, spec()))
        return;
    m_status->setText(tr("Starting the copy to %1…").arg(spec().targetTopic));
    setRunning(true);
}

void CopyDialog::cancelCopy()
{
    if (!isRunning())
        return;
    m_status->setText(tr("Stopping: waiting for what was sent to be acknowledged…"));
    m_job->cancel();
}

void CopyDialog::reject()
{
    if (isRunning()) {
        m_closeWhenStopped = true;
        cancelCopy();
        return;
    }
    QDialog::reject();
}

void CopyDialog::onProgress(const copy::CopyProgress &p)
{
    const QLocale l;
    const qint64 done = p.written + p.skipped + p.failed;
    QString text = p.total >= 0
                       ? tr("Copied %1 of ~%2").arg(l.toString(p.written), l.toString(p.total))
                       : tr("Copied %1").arg(l.toString(p.written));
    const double rate = p.ratePerSec();
    text += tr(" · %1 records/s").arg(l.toString(qRound64(rate)));
    if (p.total > 0) {
        m_bar->setValue(int(std::clamp<qint64>(done * 1000 / p.total, 0, 1000)));
        if (rate > 0 && p.total > done)
            text +=
                tr(" · about %1 left").arg(seconds(qint64(double(p.total - done) * 1000 / rate)));
    } else if (p.total < 0) {
        m_bar->setRange(0, 0); // a live copy: no end to measure against
    }
    if (p.skipped > 0)
        text += tr(" · %1 already there").arg(l.toString(p.skipped));
    if (p.failed > 0)
        text += tr(" · %1 failed").arg(l.toString(p.failed));
    m_status->setText(text);
}

void CopyDialog::onFinished(const copy::CopyReport &r)
{
    setRunning(false);
    const QLocale l;
    const copy::CopyProgress &p = r.progress;
    m_bar->setRange(0, 1000);
    if (r.complete)
        m_bar->setValue(1000);
    QString text = (r.cancelled ? tr("Stopped. ") : QString()) +
                   tr("Copied %1 records to %2 in %3: read %4, skipped %5, failed %6.")
                       .arg(l.toString(p.written), spec().targetTopic, seconds(p.elapsedMs),
                            l.toString(p.read), l.toString(p.skipped), l.toString(p.failed));
    for (auto it = r.errors.constBegin(); it != r.errors.constEnd(); ++it)
        text += QLatin1Char('\n') + tr("%1 × %2").arg(l.toString(it.value()), it.key());
    for (const QString &e : r.readErrors)
        text += QLatin1Char('\n') + e;
    m_report->setText(text);
    m_status->setText(r.complete ? tr("Done.") : QString());
    Q_EMIT copyFinished(r.complete && p.failed == 0);
    if (m_closeWhenStopped)
        QDialog::reject();
}

void CopyDialog::onFailed(const Error &e)
{
    setRunning(false);
    m_status->clear();
    m_report->setText(tr("Nothing was copied: %1").arg(e.message()));
    Q_EMIT copyFinished(false);
    if (m_closeWhenStopped)
        QDialog::reject();
}

} // namespace kafscope::ui
