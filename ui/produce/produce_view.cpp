#include "produce/produce_view.h"

#include "common/time_display.h"

#include "cluster/cluster_session.h"
#include "common/palette.h"
#include "common/read_only_gate.h"
#include "produce/load_panel.h"
#include "produce/payload_format.h"
#include "produce/produce_settings.h"
#include "produce/single_send.h"
#include "schema/schema_admin.h"
#include "schema/schema_registry_worker.h"
#include "schema/value_encoder.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDateTime>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStringListModel>
#include <QTableWidget>

namespace kafscope::ui {

namespace {

// "SUBJECT" or "SUBJECT:VERSION" typed in a schema box; nullopt when it is empty.
Result<std::optional<schema::SchemaChoice>> schemaChoice(const QComboBox *box)
{
    const QString text = box->currentText().trimmed();
    if (text.isEmpty())
        return std::optional<schema::SchemaChoice>();
    auto c = schema::parseSchemaChoice(text);
    if (!c)
        return c.error();
    return std::optional<schema::SchemaChoice>(c.value());
}

// Encodes `payload` (JSON) with the chosen schema and frames it with the schema's id.
Status encodeWithSchema(schema::SchemaRegistryClient &client,
                        const std::optional<schema::SchemaChoice> &choice,
                        std::optional<QByteArray> &payload, const QString &what)
{
    if (!choice)
        return Ok{};
    if (!payload)
        return Error::usage(KS_ERR("A %1 schema needs a %1: type it as JSON").arg(what));
    auto framed = schema::encodeFramed(client, *choice, *payload);
    if (!framed) {
        Error e = framed.error();
        e.text = KS_ERR("The %1 does not fit %2: %3").arg(what, choice->subject).arg(e.text);
        return e;
    }
    payload = framed.value();
    return Ok{};
}

QComboBox *formatCombo(QWidget *parent, const QString &name)
{
    auto *c = new QComboBox(parent);
    c->setObjectName(name);
    for (PayloadFormat f : {PayloadFormat::Text, PayloadFormat::Json, PayloadFormat::Hex,
                            PayloadFormat::Base64, PayloadFormat::File, PayloadFormat::Null})
        c->addItem(payloadFormatName(f), int(f));
    return c;
}

} // namespace

ProduceView::ProduceView(QWidget *parent) : QWidget(parent)
{
    m_schemas = new schema::SchemaRegistryWorker(this);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto *inner = new QWidget(scroll);
    auto *layout = new QVBoxLayout(inner);
    m_gate = new ReadOnlyGate(inner, tr("sending and the load generator are turned off"));
    layout->addWidget(m_gate->banner());
    layout->addWidget(buildForm());
    m_load = new LoadPanel(inner);
    m_load->setObjectName(QStringLiteral("loadPanel"));
    m_load->setSchemaPreparer([this](LoadSpec spec, std::function<void(Result<LoadSpec>)> done) {
        prepareLoadSchema(std::move(spec), std::move(done));
    });
    layout->addWidget(m_load);
    m_gate->guard(m_send);
    m_gate->guard(m_load->startButton());
    layout->addStretch(1);
    scroll->setWidget(inner);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    reloadTemplateNames();
    updatePreview();
}

QWidget *ProduceView::buildForm()
{
    auto *box = new QWidget(this);
    auto *form = new QFormLayout(box);
    m_topic = new QComboBox(box);
    m_topic->setObjectName(QStringLiteral("topic"));
    m_topic->setEditable(true);
    m_topicNames = new QStringListModel(this);
    m_topic->setModel(m_topicNames);
    m_topic->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_topic->completer()->setFilterMode(Qt::MatchContains);
    form->addRow(tr("Topic"), m_topic);
    m_partition = new QSpinBox(box);
    m_partition->setObjectName(QStringLiteral("partition"));
    m_partition->setRange(-1, 1000000);
    m_partition->setSpecialValueText(tr("automatic (by key)"));
    m_partition->setValue(-1);
    form->addRow(tr("Partition"), m_partition);
    auto *keyRow = new QHBoxLayout;
    m_keyFormat = formatCombo(box, QStringLiteral("keyFormat"));
    m_key = new QLineEdit(box);
    m_key->setObjectName(QStringLiteral("key"));
    keyRow->addWidget(m_keyFormat);
    keyRow->addWidget(m_key, 1);
    form->addRow(tr("Key"), keyRow);
    m_valueFormat = formatCombo(box, QStringLiteral("valueFormat"));
    form->addRow(tr("Value as"), m_valueFormat);
    m_value = new QPlainTextEdit(box);
    m_value->setObjectName(QStringLiteral("value"));
    m_value->setMaximumHeight(120);
    form->addRow(tr("Value"), m_value);
    form->addRow(tr("Schemas"), buildSchemaRow());
    m_headers = new QTableWidget(0, 3, box);
    m_headers->setObjectName(QStringLiteral("headers"));
    m_headers->setHorizontalHeaderLabels({tr("Header"), tr("Value"), tr("Null")});
    m_headers->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_headers->setMaximumHeight(110);
    auto *headerButtons = new QHBoxLayout;
    auto *addHeader = new QPushButton(tr("Add header"), box);
    addHeader->setObjectName(QStringLiteral("addHeader"));
    auto *removeHeader = new QPushButton(tr("Remove header"), box);
    connect(addHeader, &QPushButton::clicked, this, [this] { addHeaderRow(QString(), QString()); });
    connect(removeHeader, &QPushButton::clicked, this,
            [this] { m_headers->removeRow(m_headers->currentRow()); });
    headerButtons->addWidget(addHeader);
    headerButtons->addWidget(removeHeader);
    headerButtons->addStretch(1);
    auto *headerBox = new QVBoxLayout;
    headerBox->addWidget(m_headers);
    headerBox->addLayout(headerButtons);
    form->addRow(tr("Headers"), headerBox);
    auto *opts = new QHBoxLayout;
    m_compression = new QComboBox(box);
    m_compression->setObjectName(QStringLiteral("compression"));
    for (Compression c : {Compression::None, Compression::Gzip, Compression::Snappy,
                          Compression::Lz4, Compression::Zstd})
        m_compression->addItem(compressionName(c), int(c));
    m_acks = new QComboBox(box);
    m_acks->setObjectName(QStringLiteral("acks"));
    for (Acks a : {Acks::All, Acks::Leader, Acks::None})
        m_acks->addItem(acksName(a), int(a));
    m_idempotence = new QCheckBox(tr("Idempotent"), box);
    m_idempotence->setObjectName(QStringLiteral("idempotence"));
    m_idempotence->setChecked(true);
    connect(m_acks, &QComboBox::currentIndexChanged, this, [this] {
        const bool all = Acks(m_acks->currentData().toInt()) == Acks::All;
        m_idempotence->setEnabled(all);
        m_idempotence->setChecked(all);
        m_idempotence->setToolTip(all ? QString()
                                      : tr("Kafka allows idempotence only with acks=all"));
    });
    opts->addWidget(new QLabel(tr("Compression"), box));
    opts->addWidget(m_compression);
    opts->addWidget(new QLabel(tr("Acks"), box));
    opts->addWidget(m_acks);
    opts->addWidget(m_idempotence);
    opts->addStretch(1);
    form->addRow(tr("Producer"), opts);
    form->addRow(tr("Template"), buildTemplateRow());
    m_preview = new QLabel(box);
    m_preview->setObjectName(QStringLiteral("preview"));
    m_preview->setTextFormat(Qt::PlainText);
    m_preview->setWordWrap(true);
    form->addRow(tr("Next message"), m_preview);
    m_send = new QPushButton(tr("Send"), box);
    m_send->setObjectName(QStringLiteral("send"));
    m_send->setDefault(true);
    connect(m_send, &QPushButton::clicked, this, &ProduceView::send);
    m_result = new QLabel(box);
    m_result->setObjectName(QStringLiteral("result"));
    m_result->setTextFormat(Qt::PlainText);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *sendRow = new QHBoxLayout;
    sendRow->addWidget(m_send);
    sendRow->addWidget(m_result, 1);
    form->addRow(QString(), sendRow);
    connect(m_key, &QLineEdit::textChanged, this, [this] { updatePreview(); });
    connect(m_value, &QPlainTextEdit::textChanged, this, [this] { updatePreview(); });
    connect(m_headers, &QTableWidget::itemChanged, this, [this] { updatePreview(); });
    return box;
}

void ProduceView::addHeaderRow(const QString &name, const std::optional<QString> &value)
{
    const int row = m_headers->rowCount();
    m_headers->insertRow(row);
    m_headers->setItem(row, 0, new QTableWidgetItem(name));
    m_headers->setItem(row, 1, new QTableWidgetItem(value.value_or(QString())));
    auto *null = new QTableWidgetItem;
    null->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
    null->setCheckState(value ? Qt::Unchecked : Qt::Checked);
    m_headers->setItem(row, 2, null);
}

Result<ProducerSettings> ProduceView::producerSettings() const
{
    ProducerSettings s;
    s.compression = Compression(m_compression->currentData().toInt());
    s.acks = Acks(m_acks->currentData().toInt());
    s.idempotence = m_idempotence->isChecked() && s.acks == Acks::All;
    s.lingerMs = 0; // one message: do not wait for a batch
    if (m_session)
        s.messageTimeoutMs = m_session->profile().timeoutMs;
    return s;
}

Result<OutgoingMessage> ProduceView::composeMessage()
{
    const QString topic = m_topic->currentText().trimmed();
    if (topic.isEmpty())
        return Error::usage(KS_ERR("Choose a topic"));
    if (m_useTemplate->isChecked()) {
        auto set = MessageTemplateSet::compile(templateSpec());
        if (!set)
            return set.error();
        return set->render(m_templateContext, topic, m_partition->value());
    }
    OutgoingMessage m;
    m.topic = topic;
    m.partition = m_partition->value();
    const auto keyFormat = PayloadFormat(m_keyFormat->currentData().toInt());
    if (!(keyFormat == PayloadFormat::Text && m_key->text().isEmpty())) {
        auto key = encodePayload(keyFormat, m_key->text(), tr("key"));
        if (!key)
            return key.error();
        m.key = key.value();
    }
    auto value = encodePayload(PayloadFormat(m_valueFormat->currentData().toInt()),
                               m_value->toPlainText(), tr("value"));
    if (!value)
        return value.error();
    m.value = value.value();
    for (const auto &[name, text] : templateSpec().headers) {
        if (name.isEmpty())
            return Error::usage(KS_ERR("A header has no name"));
        m.headers.append({name, text ? std::optional<QByteArray>(text->toUtf8()) : std::nullopt});
    }
    return m;
}

void ProduceView::send()
{
    if (!m_session) {
        showResult(tr("Not connected"), false);
        return;
    }
    auto message = composeMessage();
    auto settings = producerSettings();
    if (!message || !settings) {
        showResult(message ? settings.error().message() : message.error().message(), false);
        return;
    }
    auto valueSchema = schemaChoice(m_valueSchema);
    auto keySchema = schemaChoice(m_keySchema);
    if (!valueSchema || !keySchema) {
        showResult(
            tr("Schema: %1").arg((valueSchema ? keySchema.error() : valueSchema.error()).message()),
            false);
        return;
    }
    if ((valueSchema.value() || keySchema.value()) && !m_schemas->hasRegistry()) {
        showResult(schema::SchemaRegistryWorker::noRegistry().message(), false);
        return;
    }
    updatePreview();
    m_send->setEnabled(false);
    const ProducerSettings s = settings.value();
    if (!valueSchema.value() && !keySchema.value()) {
        sendEncoded(message.value(), s);
        return;
    }
    showResult(tr("Encoding with the schema registry's schemas…"), true);
    // The registry is asked on the schema worker's thread, never on the GUI's.
    m_schemas->run<Result<OutgoingMessage>>(
        this,
        [m = message.value(), valueSchema = valueSchema.value(), keySchema = keySchema.value()](
            schema::SchemaAdmin &admin) mutable -> Result<OutgoingMessage> {
            if (auto st = encodeWithSchema(admin.client(), valueSchema, m.value, tr("value")); !st)
                return st.error();
            if (auto st = encodeWithSchema(admin.client(), keySchema, m.key, tr("key")); !st)
                return st.error();
            return m;
        },
        [this, s](const Result<OutgoingMessage> &encoded) {
            if (!encoded) {
                m_send->setEnabled(true);
                showResult(encoded.error().message(), false);
                Q_EMIT sendFinished(false);
                return;
            }
            sendEncoded(encoded.value(), s);
        });
}

void ProduceView::sendEncoded(const OutgoingMessage &m, const ProducerSettings &s)
{
    if (!m_session) {
        m_send->setEnabled(true);
        showResult(tr("Not connected"), false);
        Q_EMIT sendFinished(false);
        return;
    }
    showResult(tr("Sending to %1… (waiting for the broker's acknowledgement)").arg(m.topic), true);
    m_session->call<DeliveryResult>(
        this,
        [m, s](KafkaClient &client) -> Result<DeliveryResult> {
            auto producer = createProducer(client.profile(), s, QStringLiteral("produce-view"));
            if (!producer)
                return producer.error();
            return sendMessage(*producer.value(), m, s.messageTimeoutMs);
        },
        [this, topic = m.topic](const Result<DeliveryResult> &r) {
            m_send->setEnabled(true);
            if (!r) {
                showResult(r.error().message(), false);
                Q_EMIT sendFinished(false);
                return;
            }
            const QString when = TimeDisplay::instance().dateTime(r->timestampMs);
            showResult(
                r->offset >= 0
                    ? tr("Delivered to %1 · partition %2 · offset %3 · %4")
                          .arg(topic)
                          .arg(r->partition)
                          .arg(QLocale().toString(r->offset))
                          .arg(when)
                    : tr("Sent to %1 · partition %2 (acks=0: the broker does not report an offset)")
                          .arg(topic)
                          .arg(r->partition),
                true);
            Q_EMIT sendFinished(true);
        });
}

void ProduceView::showResult(const QString &text, bool ok)
{
    m_result->setText(text);
    m_result->setProperty("ok", ok);
    if (ok)
        Palette::clearTextRole(m_result);
    else
        Palette::setTextRole(m_result, Palette::Role::Error);
}

QString ProduceView::resultText() const
{
    return m_result->text();
}

void ProduceView::setSession(ClusterSession *session)
{
    m_session = session;
    m_load->setSession(session);
    m_schemas->setConnection(session ? session->profile() : ConnectionProfile());
    loadSubjects();
    m_gate->setReadOnly(session && session->profile().readOnly);
}

void ProduceView::setMetadata(const ClusterMetadata &metadata)
{
    QStringList names;
    for (const TopicInfo &t : metadata.topics)
        if (!t.internal)
            names << t.name;
    const QString current = m_topic->currentText();
    if (names != m_topicNames->stringList()) {
        m_topicNames->setStringList(names);
        m_topic->setCurrentText(current);
    }
    m_load->setTopicNames(names);
}

void ProduceView::setTopic(const QString &topic)
{
    m_topic->setCurrentText(topic);
    m_load->setTopic(topic);
    updatePreview();
}

void ProduceView::loadMessage(const OutgoingMessage &message)
{
    m_useTemplate->setChecked(false);
    setTopic(message.topic);
    m_partition->setValue(message.partition);
    auto fill = [](QComboBox *format, const std::optional<QByteArray> &bytes) {
        const bool text = bytes && QString::fromUtf8(*bytes).toUtf8() == *bytes;
        format->setCurrentIndex(format->findData(int(!bytes ? PayloadFormat::Null
                                                     : text ? PayloadFormat::Text
                                                            : PayloadFormat::Base64)));
        return !bytes ? QString()
               : text ? QString::fromUtf8(*bytes)
                      : QString::fromLatin1(bytes->toBase64());
    };
    m_key->setText(fill(m_keyFormat, message.key));
    m_value->setPlainText(fill(m_valueFormat, message.value));
    m_headers->setRowCount(0);
    for (const MessageHeader &h : message.headers)
        addHeaderRow(h.key,
                     h.value ? std::optional<QString>(QString::fromUtf8(*h.value)) : std::nullopt);
    showResult(tr("Loaded a message from %1; edit and send it again").arg(message.topic), true);
}

} // namespace kafscope::ui
