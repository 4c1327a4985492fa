// Sending one message from the Produce view: the form composed into a message, encoded with the
// chosen schemas on the registry's worker, sent like a sync producer, and the result shown.
#include "produce/produce_view.h"

#include "common/time_display.h"

#include "browse/recent_values.h"
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
#include <QCoreApplication>
#include <QCompleter>
#include <QDateTime>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStringListModel>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

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

} // namespace

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
    if (m_sending)
        return; // the previous message has not been acknowledged yet
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
    // Send stays enabled (and focused, if it was): disabling it would hand the focus to the next
    // field. A second click while this one is on its way is refused below.
    m_sending = true;
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
                m_sending = false;
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
        m_sending = false;
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
            m_sending = false;
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
    m_result->setToolTip(text);
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

} // namespace kafscope::ui
