#include "browse/message_browser_view.h"
#include "browse/local_schema_dialog.h"

#include "browse/filter.h"
#include "browse/key_partitioner.h"
#include "browse/utf8_text.h"
#include "browse/message_detail_pane.h"
#include "browse/message_table_model.h"
#include "cluster/cluster_session.h"
#include "protocol/protocol_client.h"
#include "common/palette.h"
#include "common/time_display.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QDateTime>
#include <QStringListModel>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace kafscope::ui {

namespace {
constexpr int kPreviewBytes = 256 * 1024;
// Narrower than this, the detail pane starts folded (the table keeps room for the value).
constexpr int kDetailBesideWidth = 900;
// While rows stream in, the table takes them (and repaints) at most this often; the first batch
// and the last are shown at once.
constexpr int kShowEveryMs = 200;
} // namespace

MessageBrowserView::MessageBrowserView(QWidget *parent) : QWidget(parent)
{
    m_controller = new BrowseController(this);
    m_model = new MessageTableModel(this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(buildForm());
    auto *split = new QSplitter(Qt::Horizontal, this);
    m_table = new QTableView(split);
    m_table->setObjectName(QStringLiteral("messageTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(false);
    // The value is what people look for: the numbers get what their digits and titles need (the
    // offsets once the read knows them), the timestamp what it needs, and the value column takes
    // the rest of the table's width.
    fitColumn(MessageTableModel::Partition, QStringLiteral("999"));
    fitColumn(MessageTableModel::Offset, QLocale().toString(9999999));
    fitTimestampColumn();
    m_table->setColumnWidth(MessageTableModel::Key, 100);
    // The size and the header count are in the detail pane; the column chooser brings them back.
    m_table->setColumnHidden(MessageTableModel::Size, true);
    m_table->setColumnHidden(MessageTableModel::Headers, true);
    fitColumn(MessageTableModel::Size, QLocale().toString(99999999));
    fitColumn(MessageTableModel::Headers, QStringLiteral("999"));
    // Subject and version; the whole story is in its tooltip and the detail pane.
    m_table->setColumnWidth(MessageTableModel::Schema, 110);
    m_table->horizontalHeader()->setSectionResizeMode(MessageTableModel::Value,
                                                      QHeaderView::Stretch);
    m_table->horizontalHeader()->setMinimumSectionSize(24);
    connect(&TimeDisplay::instance(), &TimeDisplay::changed, this,
            &MessageBrowserView::fitTimestampColumn);
    m_table->setColumnHidden(MessageTableModel::Schema,
                             true); // shown when a browse decodes with a registry
    m_detail = new MessageDetailPane(split);
    m_detail->setObjectName(QStringLiteral("messageDetail"));
    split->addWidget(m_table);
    split->addWidget(m_detail);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 1);
    split->setCollapsible(0, false); // the detail pane may be folded away, the table not
    m_split = split;
    connect(split, &QSplitter::splitterMoved, this, [this] {
        m_detailChosen = true; // the user's widths stay
        m_detailToggle->setChecked(detailVisible());
    });
    layout->addWidget(split, 1);
    layout->addWidget(buildActions());
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &MessageBrowserView::updateActions);
    connect(m_model, &QAbstractItemModel::modelReset, this, &MessageBrowserView::updateActions);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &MessageBrowserView::updateActions);

    m_showTimer = new QTimer(this);
    m_showTimer->setSingleShot(true);
    m_showTimer->setInterval(kShowEveryMs);
    connect(m_showTimer, &QTimer::timeout, this, &MessageBrowserView::showQueued);
    connect(m_controller, &BrowseController::started, this, &MessageBrowserView::onStarted);
    connect(m_controller, &BrowseController::batchReady, this, &MessageBrowserView::onBatch);
    connect(m_controller, &BrowseController::finished, this, &MessageBrowserView::onFinished);
    connect(m_controller, &BrowseController::failed, this, &MessageBrowserView::onFailed);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &MessageBrowserView::showSelected);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &MessageBrowserView::updateActions);
    connect(m_detail, &MessageDetailPane::loadFullRequested, this,
            &MessageBrowserView::loadFullValue);
    connect(m_model, &MessageTableModel::evicted, this,
            [this](qint64 total) { m_evicted = total; });
    updateStartInputs();
    updateActions();
}

MessageBrowserView::~MessageBrowserView() = default;

void MessageBrowserView::fitTimestampColumn()
{
    // The zone is in the column's title, not on every row (MessageTableModel).
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    fitColumn(MessageTableModel::Timestamp, m_model->timestampText(now, 1));
    m_model->headerDataChanged(Qt::Horizontal, MessageTableModel::Timestamp,
                               MessageTableModel::Timestamp);
}

void MessageBrowserView::setDetailVisible(bool visible)
{
    // Relative weights: the splitter may not be laid out yet (the view is resized first).
    // A folded pane is hidden, not squeezed to no width (nothing of it is laid out off-screen).
    m_split->widget(1)->setVisible(visible);
    m_split->setSizes(visible ? QList<int>{2000, 1000} : QList<int>{1000, 0});
    m_detailToggle->setChecked(visible);
}

bool MessageBrowserView::detailVisible() const
{
    return !m_split->widget(1)->isHidden() && m_split->sizes().value(1) > 0;
}

void MessageBrowserView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // In a narrow window (half of a 1920 screen) the table needs the whole width for the value:
    // the detail pane folds away until the user asks for it (the toggle, or the splitter).
    if (!m_detailChosen && (width() >= kDetailBesideWidth) != m_detailToggle->isChecked())
        setDetailVisible(width() >= kDetailBesideWidth);
}

void MessageBrowserView::fitColumn(int column, const QString &sample)
{
    QHeaderView *header = m_table->horizontalHeader();
    const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    const QString title = m_model->headerData(column, Qt::Horizontal).toString();
    const int titleWidth = QFontMetrics(header->font()).horizontalAdvance(title);
    const int sampleWidth = m_table->fontMetrics().horizontalAdvance(sample);
    m_table->setColumnWidth(column, qMax(titleWidth, sampleWidth) + 2 * margin + 6);
}

void MessageBrowserView::setSession(ClusterSession *session)
{
    stop();
    m_session = session;
    topicChanged(); // the cluster's schema file for the topic, and the tooltips
    if (m_session && m_startWhenConnected) {
        m_startWhenConnected = false;
        start();
    }
}

void MessageBrowserView::updateSchemaDecode()
{
    const bool registry = m_session && !m_session->profile().registryUrl.isEmpty();
    const auto local = local_schemas::forTopic(clusterKey(), m_topic->currentText().trimmed());
    m_schemaDecode->setToolTip(
        (registry ? tr("Decode Avro, Protobuf and JSON Schema keys and values framed for the "
                       "schema registry %1 (magic byte 0 and a schema id)")
                        .arg(schema::RegistryConfig{m_session->profile().registryUrl}.displayUrl())
                  : tr("This connection has no schema registry: add its URL to the connection "
                       "in File > Connections")) +
        QLatin1Char('\n') +
        (local ? tr("Schema file for this topic: %1%2")
                     .arg(local->file, local->message.isEmpty()
                                           ? QString()
                                           : QStringLiteral(" · ") + local->message)
               : tr("Schema file: none chosen for this topic (…)")));
}

QString MessageBrowserView::clusterKey() const
{
    if (!m_session)
        return QString();
    const ConnectionProfile &p = m_session->profile();
    return p.name.isEmpty() ? p.bootstrap : p.name;
}

void MessageBrowserView::topicChanged()
{
    // A topic with a schema file chosen decodes with it; another falls back to the registry.
    const bool hasLocal =
        local_schemas::forTopic(clusterKey(), m_topic->currentText().trimmed()).has_value();
    const bool isLocal = m_schemaDecode->currentData().toInt() == kLocalDecode;
    if (hasLocal && !isLocal)
        m_schemaDecode->setCurrentIndex(m_schemaDecode->findData(kLocalDecode));
    else if (!hasLocal && isLocal)
        m_schemaDecode->setCurrentIndex(m_schemaDecode->findData(int(schema::DecodeMode::Auto)));
    updateSchemaDecode();
    updateSearchScope(); // another topic, another partition count
}

void MessageBrowserView::setLocalSchema(const QString &topic,
                                        const std::optional<schema::LocalSchema> &schema)
{
    local_schemas::setForTopic(clusterKey(), topic, schema);
    if (topic == m_topic->currentText().trimmed())
        topicChanged();
}

void MessageBrowserView::chooseLocalSchema()
{
    const QString topic = m_topic->currentText().trimmed();
    if (topic.isEmpty()) {
        m_status->setText(tr("Choose a topic first: the schema file is remembered per topic"));
        return;
    }
    LocalSchemaDialog dialog(topic, local_schemas::forTopic(clusterKey(), topic), this);
    if (dialog.exec() == QDialog::Accepted)
        setLocalSchema(topic, dialog.schema());
}

void MessageBrowserView::setMetadata(const ClusterMetadata &metadata)
{
    QStringList names;
    m_partitionCounts.clear();
    for (const TopicInfo &t : metadata.topics) {
        names << t.name;
        m_partitionCounts.insert(t.name, int(t.partitions.size()));
    }
    updateSearchScope(); // the key's partition can be named once the partition count is known
    const QString current = m_topic->currentText();
    if (names != m_topicNames->stringList()) {
        m_topicNames->setStringList(names);
        m_topic->setCurrentText(current);
    }
    updateSearchScope();
}

void MessageBrowserView::browseTopic(const QString &topic, int partition)
{
    m_topic->setCurrentText(topic);
    m_partitions->setText(partition >= 0 ? QString::number(partition) : QString());
    if (m_session)
        start();
    else
        m_startWhenConnected = true;
    if (!m_session)
        setBusy(true); // the screenshot waits for the rows that will come once connected
}

Result<BrowseRequest> MessageBrowserView::requestFromForm() const
{
    BrowseRequest r;
    r.topic = m_topic->currentText().trimmed();
    if (r.topic.isEmpty())
        return Error::usage(KS_ERR("Choose a topic to browse"));
    r.start.mode = StartSpec::Mode(m_startMode->currentData().toInt());
    if (r.start.mode == StartSpec::Mode::Newest || r.start.mode == StartSpec::Mode::Offset) {
        bool ok = false;
        r.start.value = m_startValue->text().trimmed().toLongLong(&ok);
        if (!ok || r.start.value < 0)
            return Error::usage(KS_ERR("The start needs a whole number >= 0"));
    } else if (r.start.mode == StartSpec::Mode::Timestamp) {
        r.start.value = m_startTime->dateTime().toMSecsSinceEpoch();
    }
    if (!m_partitions->text().trimmed().isEmpty() && m_partitions->text().trimmed() != tr("all")) {
        auto p = parsePartitionList(m_partitions->text());
        if (!p)
            return p.error();
        r.partitions = p.value();
    }
    r.maxResults = m_limit->value();
    r.isolation = Isolation(m_isolation->currentData().toInt());
    r.filter = m_filter->text().trimmed();
    if (!r.filter.isEmpty())
        if (auto f = Filter::parse(r.filter); !f)
            return f.error();
    quickSearch().applyTo(r);
    r.previewBytes = kPreviewBytes;
    return r;
}

void MessageBrowserView::start()
{
    auto request = requestFromForm();
    m_filterError->setVisible(!request);
    if (!request) {
        m_filterError->setText(request.error().message());
        setBusy(false);
        return;
    }
    if (!m_session) {
        m_status->setText(tr("Not connected: connect to a cluster first"));
        return;
    }
    const int decodeChoice = m_schemaDecode->currentData().toInt();
    BrowseDecoding decoding = BrowseDecoding::forProfile(
        m_session->profile(),
        decodeChoice == kLocalDecode ? schema::DecodeMode::Auto : schema::DecodeMode(decodeChoice));
    if (decodeChoice == kLocalDecode) {
        decoding.local = local_schemas::forTopic(clusterKey(), request->topic);
        if (!decoding.local) {
            m_status->setText(tr("No schema file is chosen for %1: choose one with … beside "
                                 "Schemas, or pick another way to decode")
                                  .arg(request->topic));
            setBusy(false);
            return;
        }
    }
    m_showTimer->stop();
    m_queued.clear();
    m_queuedProgress.reset();
    m_model->clear();
    m_model->setMemoryBudget(qint64(m_budgetMb->value()) * 1024 * 1024);
    m_detail->clear();
    m_evicted = 0;
    m_browsedTopic = request->topic;
    m_browsedIsolation = request->isolation;
    ++m_transactionScan;
    m_transactionNote.clear();
    m_progress->setText(tr("Opening %1…").arg(request->topic));
    m_status->clear();
    showError(QString());
    m_browsedSearch = quickSearch();
    if (m_browsedSearch->isEmpty())
        m_browsedSearch.reset();
    m_startButton->setEnabled(false);
    m_stopButton->setEnabled(true);
    setBusy(true);
    // Shown once a row was decoded with a schema: a plain topic keeps the width for its value.
    m_table->setColumnHidden(MessageTableModel::Schema, true);
    m_controller->start(m_session->profile(), request.value(), decoding);
}

void MessageBrowserView::stop()
{
    if (m_controller->isRunning())
        m_controller->stop();
}

void MessageBrowserView::onStarted(const BrowseProgress &p)
{
    // Offsets as wide as the largest one this read can show.
    qint64 highest = 0;
    for (const PartitionPlan &pp : p.plan)
        highest = qMax(highest, pp.high);
    fitColumn(MessageTableModel::Offset, QLocale().toString(qMax<qint64>(highest, 99999)));
    showProgress(p);
    if (p.estimatedTotal < 0)
        setBusy(false); // a live tail has no end to wait for
}

void MessageBrowserView::onBatch(const QList<BrowseRecord> &records, const BrowseProgress &p)
{
    // Each insert makes the table lay out and repaint its rows: batches coming in close together
    // are shown together (the lists are shared, not copied).
    m_queued.append(records);
    m_queuedProgress = p;
    if (m_model->rowCount() == 0 && !m_showTimer->isActive())
        showQueued();
    else if (!m_showTimer->isActive())
        m_showTimer->start();
}

void MessageBrowserView::showQueued()
{
    m_showTimer->stop();
    for (const QList<BrowseRecord> &batch : std::as_const(m_queued)) {
        if (m_table->isColumnHidden(MessageTableModel::Schema))
            for (const BrowseRecord &r : batch)
                if (r.decoding) {
                    m_table->setColumnHidden(MessageTableModel::Schema, false);
                    break;
                }
        m_model->appendBatch(batch);
    }
    m_queued.clear();
    if (m_queuedProgress)
        showProgress(*m_queuedProgress);
    m_queuedProgress.reset();
    if (m_table->selectionModel()->currentIndex().isValid() == false && m_model->rowCount() > 0)
        m_table->selectRow(0);
}

void MessageBrowserView::onFinished(const BrowseProgress &p)
{
    showQueued();
    showProgress(p);
    if (m_browsedIsolation == Isolation::ReadUncommitted && p.estimatedTotal >= 0)
        scanTransactions(p);
    m_startButton->setEnabled(true);
    m_stopButton->setEnabled(false);
    setBusy(false);
    Q_EMIT browseFinished();
}

// librdkafka hands neither control records nor batch flags to the application: the browsed
// offsets of each partition are read again at the protocol level, batch headers only, to find
// which records were aborted and which are in open transactions.
void MessageBrowserView::scanTransactions(const BrowseProgress &p)
{
    if (!m_session)
        return;
    QList<QPair<int, transactions::ScanOptions>> ranges;
    for (const PartitionPlan &pp : p.plan) {
        if (pp.next <= pp.start)
            continue;
        transactions::ScanOptions o;
        o.from = pp.start;
        o.to = pp.next - 1;
        o.maxBytes = 16LL * 1024 * 1024; // past the range, for the markers
        ranges.append({pp.partition, o});
    }
    if (ranges.isEmpty())
        return;
    const quint64 generation = ++m_transactionScan;
    const QString topic = m_browsedTopic;
    using Marks = QHash<int, transactions::PartitionTransactions>;
    m_session->call<Marks>(
        this,
        [topic, ranges](KafkaClient &client) -> Result<Marks> {
            protocol::ProtocolClient proto(client);
            Marks out;
            for (const auto &[partition, options] : ranges) {
                auto t = transactions::scanTransactions(proto, topic, partition, options);
                if (!t)
                    return t.error();
                out.insert(partition, std::move(t).value());
            }
            return out;
        },
        [this, generation](const Result<Marks> &r) {
            if (generation != m_transactionScan)
                return;
            if (!r) {
                m_transactionNote = tr("Transactions not marked: %1").arg(r.error().message());
            } else {
                m_model->setTransactionMarks(*r);
                int aborted = 0, open = 0, committed = 0, markers = 0;
                for (const transactions::PartitionTransactions &t : *r) {
                    const qint64 to = t.scannedTo - 1;
                    aborted += t.count(transactions::TxnStatus::Aborted, t.from, to);
                    open += t.count(transactions::TxnStatus::Open, t.from, to);
                    committed += t.count(transactions::TxnStatus::Committed, t.from, to);
                    for (const transactions::ControlMarker &m : t.markers)
                        markers += m.offset >= t.from && m.offset <= to ? 1 : 0;
                }
                m_transactionNote =
                    aborted + open + committed + markers == 0
                        ? tr("No transactional records here")
                        : tr("Transactions: %1 aborted (struck through), %2 in open "
                             "transactions, %3 committed; %4 commit/abort markers take offsets "
                             "but are not messages")
                              .arg(QLocale().toString(aborted), QLocale().toString(open),
                                   QLocale().toString(committed), QLocale().toString(markers));
            }
            const QString shown = m_status->text();
            m_status->setText(shown.isEmpty() ? m_transactionNote
                                              : shown + QStringLiteral(" · ") + m_transactionNote);
            Q_EMIT transactionsMarked();
        });
}

void MessageBrowserView::onFailed(const Error &e)
{
    showQueued();
    m_progress->setText(QString());
    m_status->clear();
    showError(e.message());
    m_startButton->setEnabled(true);
    m_stopButton->setEnabled(false);
    if (e.cause == Error::Cause::InvalidFilter) {
        m_filterError->setText(e.message());
        m_filterError->show();
    }
    setBusy(false);
    Q_EMIT browseFinished();
}

void MessageBrowserView::showProgress(const BrowseProgress &p)
{
    const QLocale l;
    QString text =
        p.estimatedTotal >= 0
            ? tr("Scanned %1 of ~%2").arg(l.toString(p.scanned), l.toString(p.estimatedTotal))
            : tr("Live tail: scanned %1").arg(l.toString(p.scanned));
    text += tr(" · kept %1 · %2 msg/s").arg(l.toString(p.kept), l.toString(qint64(p.perSecond)));
    m_progress->setText(text);
    QStringList notes;
    if (m_browsedSearch && m_browsedSearch->readsKeyPartition() && p.plan.size() == 1)
        notes << tr("Read only partition %1: Kafka's default partitioner puts key \"%2\" there")
                     .arg(p.plan.first().partition)
                     .arg(escapedText(m_browsedSearch->text.left(80), false));
    for (const PartitionPlan &pp : p.plan)
        if (pp.status == PartitionPlan::Status::Empty ||
            pp.status == PartitionPlan::Status::StartPastEnd)
            notes << partitionStatusText(pp);
    if (p.limitReached)
        notes << limitText(p);
    if (m_evicted > 0)
        notes << tr("Memory budget reached: the oldest %1 rows were dropped")
                     .arg(l.toString(m_evicted));
    if (p.stopped)
        notes << tr("Stopped");
    else if (p.done && !p.limitReached && p.errors.isEmpty())
        notes << tr("Read to the end");
    m_status->setText(notes.join(QStringLiteral(" · ")));
    showError(p.errors.join(QLatin1Char('\n')));
}

QString MessageBrowserView::limitText(const BrowseProgress &p) const
{
    const QLocale l;
    QList<qint64> counts;
    for (const PartitionPlan &pp : p.plan)
        if (pp.status == PartitionPlan::Status::Reading || pp.status == PartitionPlan::Status::Done)
            counts << pp.kept;
    if (counts.size() < 2)
        return tr("Stopped at the limit of %1 messages").arg(l.toString(p.kept));
    const auto [least, most] = std::minmax_element(counts.cbegin(), counts.cend());
    const QString each = *least == *most ? l.toString(*least)
                                         : tr("%1–%2").arg(l.toString(*least), l.toString(*most));
    return p.limitShared
               ? tr("Stopped at the limit of %1 messages, shared by %2 partitions: %3 from each")
                     .arg(l.toString(p.kept))
                     .arg(counts.size())
                     .arg(each)
               : tr("Stopped at the limit of %1 messages, from %2 partitions: %3 from each")
                     .arg(l.toString(p.kept))
                     .arg(counts.size())
                     .arg(each);
}

void MessageBrowserView::setBusy(bool busy)
{
    setProperty("kafscopeBusy", busy);
}

QString MessageBrowserView::progressText() const
{
    return m_progress->text();
}

QString MessageBrowserView::statusText() const
{
    // What the lines under the table say: the status, then an error if there is one.
    if (m_error->text().isEmpty())
        return m_status->text();
    if (m_status->text().isEmpty())
        return m_error->text();
    return m_status->text() + QStringLiteral(" · ") + m_error->text();
}

int MessageBrowserView::currentRow() const
{
    const QModelIndex i = m_table->selectionModel()->currentIndex();
    return i.isValid() ? i.row() : -1;
}

void MessageBrowserView::showSelected()
{
    const int row = currentRow();
    if (row < 0)
        m_detail->clear();
    else
        m_detail->showRecord(m_model->record(row));
}

} // namespace kafscope::ui
