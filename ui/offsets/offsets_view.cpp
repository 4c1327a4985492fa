#include "offsets/offsets_view.h"

#include "cluster/cluster_session.h"
#include "common/header_fit.h"
#include "common/time_display.h"
#include "offsets/group_state_replay.h"
#include "offsets/offsets_log_model.h"

#include <QComboBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <memory>

namespace kafscope::ui {

OffsetsView::OffsetsView(QWidget *parent) : QWidget(parent)
{
    qRegisterMetaType<QList<kafscope::offsets::OffsetsLogEntry>>();
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    m_log = new QComboBox(this);
    m_log->setObjectName(QStringLiteral("log"));
    m_log->addItem(QString::fromLatin1(offsets::OffsetsLogReader::kTopic),
                   int(offsets::OffsetsLogOptions::Log::ConsumerOffsets));
    m_log->addItem(QString::fromLatin1(offsets::OffsetsLogReader::kTransactionTopic),
                   int(offsets::OffsetsLogOptions::Log::TransactionState));
    m_log->setToolTip(tr("The group coordinator's log (offsets, groups, members) or the "
                         "transaction coordinator's (transactional ids, their state and "
                         "partitions)"));
    m_from = new QComboBox(this);
    m_from->setObjectName(QStringLiteral("from"));
    m_from->addItem(tr("From the oldest"), int(offsets::OffsetsLogOptions::Start::Oldest));
    m_from->addItem(tr("Live (new records)"), int(offsets::OffsetsLogOptions::Start::Live));
    m_startButton = new QPushButton(tr("Read"), this);
    m_startButton->setObjectName(QStringLiteral("startReading"));
    m_stopButton = new QPushButton(tr("Stop"), this);
    m_stopButton->setEnabled(false);
    m_group = new QLineEdit(this);
    m_group->setObjectName(QStringLiteral("groupFilter"));
    m_group->setPlaceholderText(tr("group"));
    m_topic = new QLineEdit(this);
    m_topic->setObjectName(QStringLiteral("topicFilter"));
    m_topic->setPlaceholderText(tr("topic"));
    m_type = new QComboBox(this);
    m_type->setObjectName(QStringLiteral("typeFilter"));
    m_type->addItem(tr("Any record type"), -2);
    for (int t = 0; t <= 23; ++t)
        m_type->addItem(offsets::recordTypeName(t), t);
    m_replay = new QPushButton(tr("Group state at this offset"), this);
    m_replay->setObjectName(QStringLiteral("replay"));
    // Two rows, so the view fits half of a 1920 screen: reading and the replay, then the filters.
    for (QWidget *w : {static_cast<QWidget *>(m_log), static_cast<QWidget *>(m_from),
                       static_cast<QWidget *>(m_startButton), static_cast<QWidget *>(m_stopButton)})
        bar->addWidget(w);
    bar->addStretch(1);
    bar->addWidget(m_replay);
    auto *filters = new QHBoxLayout;
    for (QWidget *w : {static_cast<QWidget *>(m_group), static_cast<QWidget *>(m_topic),
                       static_cast<QWidget *>(m_type)})
        filters->addWidget(w);
    m_group->setMinimumWidth(90);
    m_topic->setMinimumWidth(90);
    filters->setStretchFactor(m_group, 1);
    filters->setStretchFactor(m_topic, 1);
    m_type->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_type->setMinimumContentsLength(16);
    layout->addLayout(bar);
    layout->addLayout(filters);
    m_status = new QLabel(tr("Not reading"), this);
    m_status->setObjectName(QStringLiteral("offsetsStatus"));
    layout->addWidget(m_status);
    auto *split = new QSplitter(Qt::Vertical, this);
    m_model = new OffsetsLogModel(this);
    m_table = new QTableView(split);
    m_table->setObjectName(QStringLiteral("offsetsTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    const QFontMetrics fm(m_table->font());
    const int pad = 16;
    m_table->setColumnWidth(OffsetsLogModel::Time,
                            fm.horizontalAdvance(QStringLiteral("2026-01-31 12:00:00.000 UTC")) +
                                pad);
    m_table->setColumnWidth(OffsetsLogModel::Partition,
                            fm.horizontalAdvance(QStringLiteral("Partition")) + pad);
    m_table->setColumnWidth(OffsetsLogModel::Offset,
                            fm.horizontalAdvance(QStringLiteral("000000")) + pad);
    m_table->setColumnWidth(OffsetsLogModel::Type,
                            fm.horizontalAdvance(QStringLiteral("ConsumerGroupMetadata")) + pad);
    fitOwnerColumns();
    m_state = new QPlainTextEdit(split);
    m_state->setObjectName(QStringLiteral("groupState"));
    m_state->setReadOnly(true);
    m_state->setPlaceholderText(tr("Select a record and press \"Group state at this offset\""));
    split->addWidget(m_table);
    split->addWidget(m_state);
    layout->addWidget(split, 1);

    connect(m_startButton, &QPushButton::clicked, this, [this] {
        start(static_cast<offsets::OffsetsLogOptions::Start>(m_from->currentData().toInt()));
    });
    connect(m_stopButton, &QPushButton::clicked, this, &OffsetsView::stopReading);
    connect(m_group, &QLineEdit::textChanged, this, &OffsetsView::applyFilter);
    connect(m_topic, &QLineEdit::textChanged, this, &OffsetsView::applyFilter);
    connect(m_type, &QComboBox::currentIndexChanged, this, &OffsetsView::applyFilter);
    connect(m_replay, &QPushButton::clicked, this, &OffsetsView::replaySelected);
    connect(m_log, &QComboBox::currentIndexChanged, this, &OffsetsView::logChanged);
}

offsets::OffsetsLogOptions::Log OffsetsView::log() const
{
    return static_cast<offsets::OffsetsLogOptions::Log>(m_log->currentData().toInt());
}

void OffsetsView::setLog(offsets::OffsetsLogOptions::Log log)
{
    m_log->setCurrentIndex(m_log->findData(int(log)));
}

// The owner and subject columns as wide as their usual values: a group name and a topic/partition,
// or a transactional id and a state.
void OffsetsView::fitOwnerColumns()
{
    const bool txn = log() == offsets::OffsetsLogOptions::Log::TransactionState;
    const QFontMetrics fm(m_table->font());
    const int pad = 16;
    m_table->setColumnWidth(OffsetsLogModel::Group,
                            fm.horizontalAdvance(txn ? QStringLiteral("a-transactional-id-name")
                                                     : QStringLiteral("a-group-name")) +
                                pad);
    m_table->setColumnWidth(OffsetsLogModel::Subject,
                            fm.horizontalAdvance(txn ? QStringLiteral("PrepareEpochFence")
                                                     : QStringLiteral("topic-name/12")) +
                                pad);
    fitHeaders(m_table); // no title cut short: "Topic/partition or member" is wider than its values
}

void OffsetsView::logChanged()
{
    const bool txn = log() == offsets::OffsetsLogOptions::Log::TransactionState;
    stopReading();
    m_model->setLog(log());
    fitOwnerColumns();
    m_group->setPlaceholderText(txn ? tr("transactional id") : tr("group"));
    m_topic->setToolTip(txn ? tr("Records whose transaction holds a partition of this topic")
                            : QString());
    // Every record of __transaction_state is of one type.
    m_type->setCurrentIndex(0);
    m_type->setEnabled(!txn);
    m_replay->setText(txn ? tr("Transaction at this offset") : tr("Group state at this offset"));
    m_state->clear();
    m_state->setPlaceholderText(
        txn ? tr("Select a record and press \"Transaction at this offset\"")
            : tr("Select a record and press \"Group state at this offset\""));
    if (m_session && !m_awaitingMetadata) {
        if (isVisible())
            start(offsets::OffsetsLogOptions::Start::Oldest);
        else
            m_startWhenShown = true;
    }
}

OffsetsView::~OffsetsView()
{
    stopReading();
}

void OffsetsView::setSession(ClusterSession *session)
{
    stopReading();
    m_session = session;
    m_model->clear();
    m_awaitingMetadata = session != nullptr;
    m_startWhenShown = false;
}

void OffsetsView::firstMetadata()
{
    if (!m_awaitingMetadata)
        return;
    m_awaitingMetadata = false;
    if (isVisible()) {
        start(offsets::OffsetsLogOptions::Start::Oldest);
    } else {
        m_startWhenShown = true;
        m_status->setText(tr("Connected; the log is read when this view is shown"));
    }
}

void OffsetsView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_startWhenShown) {
        m_startWhenShown = false;
        start(offsets::OffsetsLogOptions::Start::Oldest);
    }
}

void OffsetsView::applyFilter()
{
    m_model->setFilter(
        {m_group->text().trimmed(), m_topic->text().trimmed(), m_type->currentData().toInt()});
}

void OffsetsView::start(offsets::OffsetsLogOptions::Start from)
{
    m_startWhenShown = false;
    stopReading();
    if (!m_session)
        return;
    m_model->clear();
    offsets::OffsetsLogOptions opts;
    opts.log = log();
    opts.start = from;
    opts.stopAtEnd = from == offsets::OffsetsLogOptions::Start::Oldest;
    m_failure.clear();
    const ConnectionProfile profile = m_session->profile();
    m_reader.start(
        [this, profile, opts](const WorkerContext &ctx) -> bool {
            auto reader = offsets::OffsetsLogReader::open(profile, opts);
            if (!reader) {
                const QString m = reader.error().message();
                ctx.post([this, m] { readFailed(m); });
                return false;
            }
            while (!ctx.cancelled() && !reader.value()->finished()) {
                // Short polls: a stop is seen within ~100 ms.
                auto b = reader.value()->poll(100, 5000);
                if (!b) {
                    const QString m = b.error().message();
                    ctx.post([this, m] { readFailed(m); });
                    break;
                }
                if (!b->isEmpty())
                    ctx.post([this, b = std::move(b).value()] { readBatch(b); });
            }
            return reader.value()->finished();
        },
        [this](bool reachedEnd) { readFinished(reachedEnd); });
    m_startButton->setEnabled(false);
    m_stopButton->setEnabled(true);
    setProperty("kafscopeBusy", from == offsets::OffsetsLogOptions::Start::Oldest);
    m_status->setText(tr("Reading…"));
}

void OffsetsView::readBatch(const QList<offsets::OffsetsLogEntry> &b)
{
    m_model->append(b);
    m_status->setText(
        tr("%1 records read%2")
            .arg(QLocale().toString(m_model->all().size()))
            .arg(m_model->evicted()
                     ? tr(", %1 oldest dropped to bound memory").arg(m_model->evicted())
                     : QString()));
}

void OffsetsView::readFailed(const QString &message)
{
    m_failure = tr("Cannot read %1: %2")
                    .arg(QString::fromLatin1(offsets::OffsetsLogReader::topicOf(log())), message);
    m_status->setText(m_failure);
}

void OffsetsView::readFinished(bool reachedEnd)
{
    if (m_failure.isEmpty())
        m_status->setText(tr("%1 records%2")
                              .arg(QLocale().toString(m_model->all().size()))
                              .arg(reachedEnd ? tr(", up to the end of the log") : QString()));
    else if (m_model->all().isEmpty())
        m_status->setText(m_failure);
    else
        m_status->setText(tr("%1 records read; then: %2")
                              .arg(QLocale().toString(m_model->all().size()))
                              .arg(m_failure));
    m_startButton->setEnabled(true);
    m_stopButton->setEnabled(false);
    setProperty("kafscopeBusy", false);
    Q_EMIT readingFinished();
}

void OffsetsView::stopReading()
{
    if (!m_reader.running())
        return;
    // Never waits: the reader may be inside a broker round trip (opening against an unreachable
    // cluster takes the whole timeout). Its thread ends on its own; what it still posts is dropped.
    m_reader.abandon();
    m_startButton->setEnabled(true);
    m_stopButton->setEnabled(false);
    setProperty("kafscopeBusy", false);
}

void OffsetsView::replaySelected()
{
    const offsets::OffsetsLogEntry *e = m_model->entry(m_table->currentIndex().row());
    if (log() == offsets::OffsetsLogOptions::Log::TransactionState) {
        if (!e || e->record.transactionalId.isEmpty())
            m_state->setPlainText(tr("Select a record of a transactional id"));
        else
            replayTransaction(*e);
        return;
    }
    if (!e || e->record.group.isEmpty()) {
        m_state->setPlainText(tr("Select a record that belongs to a group"));
        return;
    }
    QList<offsets::OffsetsLogEntry> partition;
    for (const offsets::OffsetsLogEntry &x : m_model->all())
        if (x.partition == e->partition)
            partition << x;
    const offsets::GroupState s = offsets::replayGroupAt(partition, e->record.group, e->offset);
    QString text = tr("Group %1 at __consumer_offsets/%2 offset %3 (%4 group)\n")
                       .arg(s.group)
                       .arg(e->partition)
                       .arg(e->offset)
                       .arg(s.kind);
    if (m_model->evicted())
        text +=
            tr("Warning: older records were dropped from memory, so the replay may miss some.\n");
    if (s.deleted)
        text += tr("Nothing recorded for it at this point (or it was deleted).\n");
    if (s.classic)
        text +=
            tr("Classic group metadata: %1\n")
                .arg(QString::fromUtf8(
                    QJsonDocument(offsets::toJson(*s.classic)).toJson(QJsonDocument::Indented)));
    for (auto it = s.offsets.cbegin(); it != s.offsets.cend(); ++it)
        text += tr("committed %1/%2 = %3\n")
                    .arg(it.key().first)
                    .arg(it.key().second)
                    .arg(it.value().offset);
    for (const offsets::OffsetsLogEntry &r : s.records)
        text += QStringLiteral("%1 %2: %3\n")
                    .arg(r.record.typeName(), r.record.memberId,
                         QString::fromUtf8(
                             QJsonDocument(r.record.value).toJson(QJsonDocument::Compact)));
    m_state->setPlainText(text);
}

static int partitionCount(const QJsonObject &transactionValue)
{
    int n = 0;
    for (const QJsonValue &t : transactionValue.value(QStringLiteral("partitions")).toArray())
        n += int(t.toObject().value(QStringLiteral("partitions")).toArray().size());
    return n;
}

// The transactional id's records in its partition up to the selected one: how it got there, then
// where it stands (Kafka keeps one record per change; the last one is the coordinator's state).
void OffsetsView::replayTransaction(const offsets::OffsetsLogEntry &selected)
{
    const QString id = selected.record.transactionalId;
    QString text = tr("Transactional id %1 at __transaction_state/%2 offset %3\n")
                       .arg(id)
                       .arg(selected.partition)
                       .arg(selected.offset);
    if (m_model->evicted())
        text +=
            tr("Warning: older records were dropped from memory, so the history may miss some.\n");
    const offsets::OffsetsLogEntry *last = nullptr;
    for (const offsets::OffsetsLogEntry &x : m_model->all()) {
        if (x.partition != selected.partition || x.offset > selected.offset ||
            x.record.transactionalId != id)
            continue;
        last = &x;
        const QJsonObject v = x.record.value;
        text += x.record.tombstone ? tr("%1  offset %2  removed (the id expired)\n")
                                         .arg(TimeDisplay::instance().dateTime(x.timestampMs))
                                         .arg(x.offset)
                                   : tr("%1  offset %2  %3, producer %4 epoch %5, %6 partitions\n")
                                         .arg(TimeDisplay::instance().dateTime(x.timestampMs))
                                         .arg(x.offset)
                                         .arg(v.value(QStringLiteral("state")).toString())
                                         .arg(v.value(QStringLiteral("producer_id")).toInteger())
                                         .arg(v.value(QStringLiteral("producer_epoch")).toInt())
                                         .arg(partitionCount(v));
    }
    if (last && !last->record.tombstone)
        text += tr("\nState at this offset:\n%1")
                    .arg(QString::fromUtf8(
                        QJsonDocument(last->record.value).toJson(QJsonDocument::Indented)));
    m_state->setPlainText(text);
}

QString OffsetsView::stateText() const
{
    return m_state->toPlainText();
}

} // namespace kafscope::ui
