#include "browse/message_browser_view.h"
#include "browse/local_schema_dialog.h"

#include "browse/filter.h"
#include "browse/message_detail_pane.h"
#include "browse/message_table_model.h"
#include "cluster/cluster_session.h"
#include "common/palette.h"
#include "common/time_display.h"

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

namespace kafscope::ui {

namespace {
// The Schemas choice that decodes with the topic's schema file (not a DecodeMode).
constexpr int kLocalDecode = 100;
constexpr int kPreviewBytes = 256 * 1024;
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
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(false);
    // The value is what people look for: the numbers get what their digits and titles need, the
    // timestamp what it needs, and the value column takes the rest of the table's width.
    fitColumn(MessageTableModel::Partition, QStringLiteral("9999"));
    fitColumn(MessageTableModel::Offset, QLocale().toString(9999999999LL));
    fitColumn(MessageTableModel::Timestamp,
              TimeDisplay::instance().dateTime(QDateTime::currentMSecsSinceEpoch()));
    m_table->setColumnWidth(MessageTableModel::Key, 120);
    // The size and the header count are in the detail pane; the column chooser brings them back.
    m_table->setColumnHidden(MessageTableModel::Size, true);
    m_table->setColumnHidden(MessageTableModel::Headers, true);
    fitColumn(MessageTableModel::Size, QLocale().toString(99999999));
    fitColumn(MessageTableModel::Headers, QStringLiteral("999"));
    m_table->setColumnWidth(MessageTableModel::Schema, 200);
    m_table->horizontalHeader()->setSectionResizeMode(MessageTableModel::Value,
                                                      QHeaderView::Stretch);
    connect(&TimeDisplay::instance(), &TimeDisplay::changed, this, [this] {
        fitColumn(MessageTableModel::Timestamp,
                  TimeDisplay::instance().dateTime(QDateTime::currentMSecsSinceEpoch()));
    });
    m_table->setColumnHidden(MessageTableModel::Schema,
                             true); // shown when a browse decodes with a registry
    m_detail = new MessageDetailPane(split);
    m_detail->setObjectName(QStringLiteral("messageDetail"));
    split->addWidget(m_table);
    split->addWidget(m_detail);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 1);
    split->setCollapsible(0, false); // the detail pane may be folded away, the table not
    layout->addWidget(split, 1);
    layout->addWidget(buildActions());

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
    connect(m_detail, &MessageDetailPane::loadFullRequested, this,
            &MessageBrowserView::loadFullValue);
    connect(m_model, &MessageTableModel::evicted, this,
            [this](qint64 total) { m_evicted = total; });
    updateStartInputs();
}

MessageBrowserView::~MessageBrowserView() = default;

void MessageBrowserView::fitColumn(int column, const QString &sample)
{
    QHeaderView *header = m_table->horizontalHeader();
    const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    const QString title = m_model->headerData(column, Qt::Horizontal).toString();
    const int titleWidth = QFontMetrics(header->font()).horizontalAdvance(title);
    const int sampleWidth = m_table->fontMetrics().horizontalAdvance(sample);
    m_table->setColumnWidth(column, qMax(titleWidth, sampleWidth) + 2 * margin + 6);
}

QWidget *MessageBrowserView::buildForm()
{
    auto *form = new QWidget(this);
    auto *grid = new QFormLayout(form);
    grid->setContentsMargins(0, 0, 0, 0);
    auto *row1 = new QHBoxLayout;
    m_topic = new QComboBox(form);
    m_topic->setObjectName(QStringLiteral("topic"));
    m_topic->setEditable(true);
    m_topic->setMinimumWidth(220);
    m_topicNames = new QStringListModel(this);
    m_topic->setModel(m_topicNames);
    row1->addWidget(m_topic, 2);
    m_startMode = new QComboBox(form);
    m_startMode->setObjectName(QStringLiteral("startMode"));
    m_startMode->addItem(tr("Oldest"), int(StartSpec::Mode::Oldest));
    m_startMode->addItem(tr("Newest N per partition"), int(StartSpec::Mode::Newest));
    m_startMode->addItem(tr("Offset"), int(StartSpec::Mode::Offset));
    m_startMode->addItem(tr("Timestamp"), int(StartSpec::Mode::Timestamp));
    m_startMode->addItem(tr("Live tail"), int(StartSpec::Mode::Tail));
    row1->addWidget(new QLabel(tr("From"), form));
    row1->addWidget(m_startMode);
    m_startValue = new QLineEdit(QStringLiteral("100"), form);
    m_startValue->setObjectName(QStringLiteral("startValue"));
    m_startValue->setMaximumWidth(120);
    row1->addWidget(m_startValue);
    m_startTime = new QDateTimeEdit(QDateTime::currentDateTime().addSecs(-3600), form);
    m_startTime->setObjectName(QStringLiteral("startTime"));
    m_startTime->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm:ss t"));
    m_startTime->setCalendarPopup(true);
    row1->addWidget(m_startTime);
    row1->addWidget(new QLabel(tr("Partitions"), form));
    m_partitions = new QLineEdit(form);
    m_partitions->setObjectName(QStringLiteral("partitions"));
    m_partitions->setPlaceholderText(tr("all (or 0,2 or 0-3)"));
    m_partitions->setMaximumWidth(150); // the placeholder whole, in Chinese too
    row1->addWidget(m_partitions);
    row1->addWidget(new QLabel(tr("Schemas"), form));
    m_schemaDecode = new QComboBox(form);
    m_schemaDecode->setObjectName(QStringLiteral("schemaDecode"));
    m_schemaDecode->addItem(tr("Auto (framed values)"), int(schema::DecodeMode::Auto));
    m_schemaDecode->addItem(tr("Every value"), int(schema::DecodeMode::Registry));
    m_schemaDecode->addItem(tr("Schema file"), kLocalDecode);
    m_schemaDecode->addItem(tr("Off"), int(schema::DecodeMode::None));
    row1->addWidget(m_schemaDecode);
    auto *localSchema = new QToolButton(form);
    localSchema->setObjectName(QStringLiteral("localSchemaButton"));
    localSchema->setText(QStringLiteral("…"));
    localSchema->setToolTip(tr("Choose the schema file (.avsc, .proto, descriptor set) this "
                               "topic's raw values are decoded with"));
    connect(localSchema, &QToolButton::clicked, this, &MessageBrowserView::chooseLocalSchema);
    row1->addWidget(localSchema);
    connect(m_topic, &QComboBox::currentTextChanged, this, &MessageBrowserView::topicChanged);
    // Read by the window: a view opened from here (Produce) takes this topic.
    connect(m_topic, &QComboBox::currentTextChanged, this,
            [this](const QString &t) { setProperty("kafscopeTopic", t.trimmed()); });
    grid->addRow(tr("Topic"), row1);

    auto *row2 = new QHBoxLayout;
    m_filter = new QLineEdit(form);
    m_filter->setObjectName(QStringLiteral("filter"));
    m_filter->setPlaceholderText(tr("e.g. value.user.id == 42 and header.source exists"));
    row2->addWidget(m_filter, 3);
    row2->addWidget(new QLabel(tr("Limit"), form));
    m_limit = new QSpinBox(form);
    m_limit->setObjectName(QStringLiteral("limit"));
    m_limit->setRange(0, 100000000);
    m_limit->setValue(500);
    m_limit->setSpecialValueText(tr("unlimited"));
    m_limit->setGroupSeparatorShown(true);
    row2->addWidget(m_limit);
    row2->addWidget(new QLabel(tr("Memory"), form));
    m_budgetMb = new QSpinBox(form);
    m_budgetMb->setObjectName(QStringLiteral("memoryBudget"));
    m_budgetMb->setRange(1, 64 * 1024);
    m_budgetMb->setValue(512);
    m_budgetMb->setSuffix(tr(" MB"));
    row2->addWidget(m_budgetMb);
    m_isolation = new QComboBox(form);
    m_isolation->setObjectName(QStringLiteral("isolation"));
    m_isolation->addItem(tr("Read committed"), int(Isolation::ReadCommitted));
    m_isolation->addItem(tr("Read uncommitted"), int(Isolation::ReadUncommitted));
    row2->addWidget(m_isolation);
    m_startButton = new QPushButton(tr("Browse"), form);
    m_startButton->setObjectName(QStringLiteral("startButton"));
    m_startButton->setDefault(true);
    m_stopButton = new QPushButton(tr("Stop"), form);
    m_stopButton->setObjectName(QStringLiteral("stopButton"));
    m_stopButton->setEnabled(false);
    row2->addWidget(m_startButton);
    row2->addWidget(m_stopButton);
    grid->addRow(tr("Filter"), row2);
    m_filterError = new QLabel(form);
    m_filterError->setObjectName(QStringLiteral("filterError"));
    Palette::setTextRole(m_filterError, Palette::Role::Error);
    m_filterError->hide();
    grid->addRow(QString(), m_filterError);

    connect(m_startMode, &QComboBox::currentIndexChanged, this,
            &MessageBrowserView::updateStartInputs);
    connect(m_startButton, &QPushButton::clicked, this, &MessageBrowserView::start);
    connect(m_stopButton, &QPushButton::clicked, this, &MessageBrowserView::stop);
    connect(m_filter, &QLineEdit::returnPressed, this, &MessageBrowserView::start);
    return form;
}

void MessageBrowserView::updateStartInputs()
{
    const auto mode = StartSpec::Mode(m_startMode->currentData().toInt());
    m_startValue->setVisible(mode == StartSpec::Mode::Newest || mode == StartSpec::Mode::Offset);
    m_startTime->setVisible(mode == StartSpec::Mode::Timestamp);
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
    for (const TopicInfo &t : metadata.topics)
        names << t.name;
    const QString current = m_topic->currentText();
    if (names != m_topicNames->stringList()) {
        m_topicNames->setStringList(names);
        m_topic->setCurrentText(current);
    }
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
    m_progress->setText(tr("Opening %1…").arg(request->topic));
    m_status->clear();
    m_startButton->setEnabled(false);
    m_stopButton->setEnabled(true);
    setBusy(true);
    m_table->setColumnHidden(MessageTableModel::Schema, !decoding.enabled());
    m_controller->start(m_session->profile(), request.value(), decoding);
}

void MessageBrowserView::stop()
{
    if (m_controller->isRunning())
        m_controller->stop();
}

void MessageBrowserView::onStarted(const BrowseProgress &p)
{
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
    for (const QList<BrowseRecord> &batch : std::as_const(m_queued))
        m_model->appendBatch(batch);
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
    m_startButton->setEnabled(true);
    m_stopButton->setEnabled(false);
    setBusy(false);
    Q_EMIT browseFinished();
}

void MessageBrowserView::onFailed(const Error &e)
{
    showQueued();
    m_progress->setText(QString());
    m_status->setText(e.message());
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
    for (const PartitionPlan &pp : p.plan)
        if (pp.status == PartitionPlan::Status::Empty ||
            pp.status == PartitionPlan::Status::StartPastEnd)
            notes << partitionStatusText(pp);
    notes += p.errors;
    if (p.limitReached)
        notes << tr("Stopped at the limit of %1 messages").arg(l.toString(p.kept));
    if (m_evicted > 0)
        notes << tr("Memory budget reached: the oldest %1 rows were dropped")
                     .arg(l.toString(m_evicted));
    if (p.stopped)
        notes << tr("Stopped");
    else if (p.done && !p.limitReached && p.errors.isEmpty())
        notes << tr("Read to the end");
    m_status->setText(notes.join(QStringLiteral(" · ")));
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
    return m_status->text();
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
