#include "produce/load_generator.h"
#include "common/translations.h"

#include "admin/write_guard.h"
#include "produce/single_send.h"

#include <librdkafka/rdkafka.h>

#include <QDateTime>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <thread>

namespace kafscope {

using Clock = std::chrono::steady_clock;

quint64 payloadChecksum(const char *data, size_t size)
{
    // Eight bytes per step (a byte-wise FNV-1a was 14% of the generator's CPU, zlib's crc32 as
    // much).
    constexpr quint64 k = 0x9E3779B97F4A7C15ull;
    quint64 h = quint64(size) * k;
    for (size_t i = 0; i < size; i += 8) {
        quint64 w = 0;
        std::memcpy(&w, data + i,
                    qMin<size_t>(8, size - i)); // little-endian on every platform we build for
        h = (h ^ w) * k;
        h ^= h >> 29;
    }
    return h;
}

Status LoadSpec::validate() const
{
    if (topic.trimmed().isEmpty())
        return Error::usage(KS_ERR("No topic given"));
    if (count < 0 || durationMs < 0 || rate < 0)
        return Error::usage(KS_ERR("Count, duration and rate must not be negative"));
    if (count == 0 && durationMs == 0)
        return Error::usage(KS_ERR("Give a message count or a duration"));
    if ((keyMode == KeyMode::RoundRobin || keyMode == KeyMode::Random) && keyCount <= 0)
        return Error::usage(KS_ERR("The number of keys must be at least 1"));
    if (!messageTemplate && (messageSize < 0 || messageSize > 64 * 1024 * 1024))
        return Error::usage(KS_ERR("The message size must be between 0 and 64 MiB"));
    if ((valueEncoder || keyEncoder) && !messageTemplate)
        return Error::usage(
            KS_ERR("Producing with a schema needs a template that renders the JSON to encode"));
    if (keyEncoder && messageTemplate && !messageTemplate->key)
        return Error::usage(KS_ERR("A key schema needs a key template"));
    if (snapshotIntervalMs <= 0)
        return Error::usage(KS_ERR("The snapshot interval must be positive"));
    if (burstOnMs < 0 || burstOffMs < 0)
        return Error::usage(KS_ERR("Burst on and off times must not be negative"));
    return Ok{};
}

namespace {

// One run's state; delivery reports arrive in the thread that polls, which is the run's thread.
class Run final : public DeliverySink {
public:
    Run(const LoadSpec &spec, KafkaClient &client, const MessageTemplateSet *templates)
        : m_spec(spec), m_client(client), m_templates(templates)
    {
    }

    LoadStats go(const std::atomic<int> &stop, const LoadGenerator::SnapshotFn &onSnapshot);

private:
    void delivered(const rd_kafka_message_t *m) override;
    void fail(rd_kafka_resp_err_t err, qint64 n, bool enqueued);
    bool produceNext();
    bool encodePayloads(bool hasValue, bool hasKey, QByteArray &key);
    void maybeSnapshot(const LoadGenerator::SnapshotFn &onSnapshot, bool force = false);
    void sendPhase(const std::atomic<int> &stop, const LoadGenerator::SnapshotFn &onSnapshot);
    void flushPhase(const std::atomic<int> &stop, const LoadGenerator::SnapshotFn &onSnapshot);
    qint64 elapsedMs() const
    {
        return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - m_start)
            .count();
    }
    void fillValue(quint64 seq);
    bool bursts() const { return m_spec.burstOnMs > 0 && m_spec.burstOffMs > 0; }
    double onSeconds(double wallSeconds) const;
    double wallSeconds(double onSeconds) const;

    const LoadSpec &m_spec;
    KafkaClient &m_client;
    const MessageTemplateSet *m_templates;
    LoadStats m_stats;
    LatencyHistogram m_interval;
    TemplateContext m_context;
    QByteArray m_value;
    QByteArray m_pattern;
    QByteArray m_topic;
    // One topic handle for the run: producev with a topic name looks the topic up (a lock, a
    // string compare, a reference) for every message.
    rd_kafka_topic_t *m_rkt = nullptr;
    qint64 m_timestampMs = 0; // CreateTime of the messages being enqueued
    Clock::time_point m_start = Clock::now();
    Clock::time_point m_lastSnapshot = m_start;
};

void Run::delivered(const rd_kafka_message_t *m)
{
    if (m_spec.onDelivery)
        m_spec.onDelivery(m);
    if (m->err) {
        fail(m->err, 1, true);
        return;
    }
    ++m_stats.acked;
    m_stats.ackedBytes += qint64(m->len);
    m_stats.ackedChecksum += payloadChecksum(static_cast<const char *>(m->payload), m->len);
    const qint64 latency = qMax<qint64>(0, rd_kafka_message_latency(m));
    m_stats.latency.record(latency);
    m_interval.record(latency);
}

void Run::fail(rd_kafka_resp_err_t err, qint64 n, bool enqueued)
{
    m_stats.failed += n;
    if (!enqueued)
        m_stats.notEnqueued += n;
    const QString name = QString::fromUtf8(rd_kafka_err2name(err));
    m_stats.errors[name] += n;
    if (!m_stats.errorTexts.contains(name)) {
        const auto fatal = producerFatalError(m_client, m_spec.topic);
        m_stats.errorTexts.insert(name, fatal ? fatal->message()
                                              : deliveryError(err, m_spec.topic,
                                                              m_spec.producer.messageTimeoutMs,
                                                              m_client.lastTransportError())
                                                    .message());
    }
}

// The schema encoders (if any) on the rendered value and key; false, with the failure counted, when
// one refuses.
bool Run::encodePayloads(bool hasValue, bool hasKey, QByteArray &key)
{
    auto encode = [this](const LoadSpec::PayloadEncoder &encoder, QByteArray &bytes) {
        auto encoded = encoder(bytes);
        if (encoded) {
            bytes = encoded.value();
            return true;
        }
        const QString name = QStringLiteral("_SCHEMA_ENCODE");
        ++m_stats.failed;
        ++m_stats.notEnqueued;
        ++m_stats.errors[name];
        if (!m_stats.errorTexts.contains(name))
            m_stats.errorTexts.insert(
                name, KS_TR("Not encoded with the schema: %1").arg(encoded.error().message()));
        return false;
    };
    if (m_spec.valueEncoder && hasValue && !encode(m_spec.valueEncoder, m_value))
        return false;
    return !(m_spec.keyEncoder && hasKey && !encode(m_spec.keyEncoder, key));
}

void Run::fillValue(quint64 seq)
{
    // Distinct, printable payloads: the sequence number, then letters shifted by it. Built from a
    // precomputed pattern so the hot loop does no allocation.
    const int size = m_spec.messageSize;
    if (m_pattern.size() != size + 26) {
        m_pattern.resize(size + 26);
        for (int i = 0; i < m_pattern.size(); ++i)
            m_pattern[i] = char('a' + i % 26);
        m_value.resize(size);
    }
    // "%010llu " without printf, which was a visible share of the hot loop.
    char prefix[24];
    char digits[20];
    int nd = 0;
    for (quint64 v = seq; nd == 0 || v > 0; v /= 10)
        digits[nd++] = char('0' + v % 10);
    int n = 0;
    for (int pad = 10 - nd; pad > 0; --pad)
        prefix[n++] = '0';
    while (nd > 0)
        prefix[n++] = digits[--nd];
    prefix[n++] = ' ';
    const int head = qMin(n, size);
    std::memcpy(m_value.data(), prefix, size_t(head));
    if (size > head)
        std::memcpy(m_value.data() + head, m_pattern.constData() + (seq + quint64(head)) % 26,
                    size_t(size - head));
}

// Enqueues one message; false when librdkafka's queue is full (try again after a poll).
bool Run::produceNext()
{
    const quint64 seq = m_context.seq;
    std::optional<OutgoingMessage> templated;
    QByteArray key;
    bool hasKey = true;
    if (m_templates) {
        templated = m_templates->render(m_context, m_spec.topic, m_spec.partition);
        m_value = templated->value.value_or(QByteArray());
    } else {
        fillValue(seq);
        ++m_context.seq;
    }
    if (templated && m_templates->hasKey())
        key = templated->key.value_or(QByteArray());
    else if (m_spec.keyMode == KeyMode::RoundRobin)
        key = "key-" + QByteArray::number(seq % quint64(m_spec.keyCount));
    else if (m_spec.keyMode == KeyMode::Random)
        key = "key-" + QByteArray::number(m_context.rng() % quint64(m_spec.keyCount));
    else if (m_spec.keyMode == KeyMode::Fixed)
        key = m_spec.fixedKey;
    else
        hasKey = false;
    if (templated && !encodePayloads(templated->value.has_value(), hasKey, key))
        return true; // refused by its schema: counted as failed, never sent
    rd_kafka_headers_t *headers = nullptr;
    if (templated && !templated->headers.isEmpty()) {
        headers = rd_kafka_headers_new(size_t(templated->headers.size()));
        for (const MessageHeader &h : templated->headers) {
            const QByteArray name = h.key.toUtf8();
            rd_kafka_header_add(headers, name.constData(), name.size(),
                                h.value ? h.value->constData() : nullptr,
                                h.value ? h.value->size() : 0);
        }
    }
    const void *keyPtr = hasKey ? key.constData() : nullptr;
    const size_t keyLen = hasKey ? size_t(key.size()) : 0;
    const bool nullValue = templated && !templated->value;
    void *valuePtr = nullValue ? nullptr : m_value.data();
    const size_t valueLen = nullValue ? 0 : size_t(m_value.size());
    const int partition = m_spec.partition < 0 ? RD_KAFKA_PARTITION_UA : m_spec.partition;
    DeliverySink *sink = this;
    // checkProduceTarget made a handle of this name already, so m_rkt is there in practice.
    const rd_kafka_resp_err_t err =
        m_rkt ? rd_kafka_producev(
                    m_client.handle(), RD_KAFKA_V_RKT(m_rkt), RD_KAFKA_V_PARTITION(partition),
                    RD_KAFKA_V_MSGFLAGS(RD_KAFKA_MSG_F_COPY), RD_KAFKA_V_KEY(keyPtr, keyLen),
                    RD_KAFKA_V_VALUE(valuePtr, valueLen), RD_KAFKA_V_HEADERS(headers),
                    RD_KAFKA_V_TIMESTAMP(m_timestampMs), RD_KAFKA_V_OPAQUE(sink), RD_KAFKA_V_END)
              : rd_kafka_producev(
                    m_client.handle(), RD_KAFKA_V_TOPIC(m_topic.constData()),
                    RD_KAFKA_V_PARTITION(partition), RD_KAFKA_V_MSGFLAGS(RD_KAFKA_MSG_F_COPY),
                    RD_KAFKA_V_KEY(keyPtr, keyLen), RD_KAFKA_V_VALUE(valuePtr, valueLen),
                    RD_KAFKA_V_HEADERS(headers), RD_KAFKA_V_TIMESTAMP(m_timestampMs),
                    RD_KAFKA_V_OPAQUE(sink), RD_KAFKA_V_END);
    if (err && headers)
        rd_kafka_headers_destroy(headers);
    if (err == RD_KAFKA_RESP_ERR__QUEUE_FULL) {
        m_context.seq = seq; // the same message again
        return false;
    }
    if (err)
        fail(err, 1, false);
    else
        ++m_stats.enqueued;
    return true;
}

void Run::maybeSnapshot(const LoadGenerator::SnapshotFn &onSnapshot, bool force)
{
    const Clock::time_point now = Clock::now();
    if (!force && now - m_lastSnapshot < std::chrono::milliseconds(m_spec.snapshotIntervalMs))
        return;
    m_lastSnapshot = now;
    m_stats.elapsedMs = elapsedMs();
    if (m_stats.sending)
        m_stats.sendingMs = m_stats.elapsedMs;
    m_stats.intervalP95Ms = m_interval.percentileMs(0.95);
    m_interval.clear();
    if (onSnapshot)
        onSnapshot(m_stats);
}

// Seconds spent in "on" phases after `wall` seconds of the run (all of them without bursts).
double Run::onSeconds(double wall) const
{
    if (!bursts())
        return wall;
    const double on = m_spec.burstOnMs / 1000.0;
    const double cycle = on + m_spec.burstOffMs / 1000.0;
    const double cycles = std::floor(wall / cycle);
    return cycles * on + qMin(wall - cycles * cycle, on);
}

// The inverse: when the run has spent `on` seconds in "on" phases.
double Run::wallSeconds(double on) const
{
    if (!bursts())
        return on;
    const double onLength = m_spec.burstOnMs / 1000.0;
    const double cycles = std::floor(on / onLength);
    return cycles * (onLength + m_spec.burstOffMs / 1000.0) + (on - cycles * onLength);
}

void Run::sendPhase(const std::atomic<int> &stop, const LoadGenerator::SnapshotFn &onSnapshot)
{
    const double rate = m_spec.rate;
    qint64 attempted = 0; // enqueued + refused: the pacing schedule counts both
    while (stop.load() == int(StopRequest::Run)) {
        if (m_spec.count > 0 && attempted >= m_spec.count)
            break;
        const auto elapsed = Clock::now() - m_start;
        if (m_spec.durationMs > 0 && elapsed >= std::chrono::milliseconds(m_spec.durationMs))
            break;
        qint64 due = 1000;
        if (rate > 0) {
            const double seconds = onSeconds(std::chrono::duration<double>(elapsed).count());
            due = qint64(std::floor(seconds * rate)) + 1 - attempted;
        }
        if (m_spec.count > 0)
            due = qMin(due, m_spec.count - attempted);
        if (due <= 0) {
            m_client.poll(0);
            const auto next =
                m_start + std::chrono::duration_cast<Clock::duration>(
                              std::chrono::duration<double>(wallSeconds(double(attempted) / rate)));
            const auto wait = next - Clock::now();
            if (wait > std::chrono::milliseconds(2))
                m_client.poll(int(qMin<qint64>(
                    100, std::chrono::duration_cast<std::chrono::milliseconds>(wait).count() - 1)));
            else if (wait > Clock::duration::zero())
                std::this_thread::sleep_until(next);
        }
        // One wall-clock reading per burst of at most 1,000 generated payloads (well under a
        // millisecond at full speed) as their CreateTime: librdkafka would read the clock for
        // each message, a visible share of the sending thread. Rendering templates takes longer,
        // so those messages keep librdkafka's own reading (0).
        m_timestampMs = m_templates ? 0 : QDateTime::currentMSecsSinceEpoch();
        for (qint64 i = 0; i < qMin<qint64>(due, 1000); ++i) {
            if (!produceNext()) {
                m_client.poll(1); // queue full: let deliveries drain it
                break;
            }
            ++attempted;
        }
        m_client.poll(0);
        maybeSnapshot(onSnapshot);
    }
    m_stats.stopped = stop.load() != int(StopRequest::Run);
    m_stats.sending = false;
    m_stats.sendingMs = elapsedMs();
}

void Run::flushPhase(const std::atomic<int> &stop, const LoadGenerator::SnapshotFn &onSnapshot)
{
    const int timeoutMs =
        m_spec.flushTimeoutMs >= 0 ? m_spec.flushTimeoutMs : m_spec.producer.messageTimeoutMs;
    const Clock::time_point deadline = Clock::now() + std::chrono::milliseconds(timeoutMs);
    while (m_stats.inFlight() > 0 && Clock::now() < deadline &&
           stop.load() != int(StopRequest::Abort)) {
        rd_kafka_flush(m_client.handle(), 50); // serves delivery reports
        maybeSnapshot(onSnapshot);
    }
    if (m_stats.inFlight() > 0) {
        // Whatever has no report yet is purged; librdkafka reports each purged message as failed.
        rd_kafka_purge(m_client.handle(), RD_KAFKA_PURGE_F_QUEUE | RD_KAFKA_PURGE_F_INFLIGHT);
        const Clock::time_point purgeDeadline = Clock::now() + std::chrono::seconds(10);
        while (m_stats.inFlight() > 0 && Clock::now() < purgeDeadline)
            m_client.poll(50);
        if (const qint64 lost = m_stats.inFlight(); lost > 0)
            fail(RD_KAFKA_RESP_ERR__PURGE_INFLIGHT, lost, true);
    }
}

LoadStats Run::go(const std::atomic<int> &stop, const LoadGenerator::SnapshotFn &onSnapshot)
{
    m_topic = m_spec.topic.toUtf8();
    m_rkt = rd_kafka_topic_new(m_client.handle(), m_topic.constData(), nullptr);
    m_start = Clock::now();
    m_lastSnapshot = m_start;
    sendPhase(stop, onSnapshot);
    maybeSnapshot(onSnapshot, true);
    flushPhase(stop, onSnapshot);
    if (m_rkt)
        rd_kafka_topic_destroy(m_rkt);
    m_rkt = nullptr;
    m_stats.finished = true;
    maybeSnapshot(onSnapshot, true);
    return m_stats;
}

} // namespace

LoadGenerator::LoadGenerator(LoadSpec spec) : m_spec(std::move(spec)) {}

Result<LoadStats> LoadGenerator::run(const ConnectionProfile &profile,
                                     const std::atomic<int> &stopRequest,
                                     const SnapshotFn &onSnapshot)
{
    if (auto v = m_spec.validate(); !v)
        return v.error();
    if (auto g = WriteGuard::admit(profile, {WriteKind::Produce, m_spec.topic}); !g)
        return g.error();
    std::optional<MessageTemplateSet> templates;
    if (m_spec.messageTemplate) {
        auto compiled = MessageTemplateSet::compile(*m_spec.messageTemplate);
        if (!compiled)
            return compiled.error();
        templates = compiled.value();
    }
    auto client = createProducer(profile, m_spec.producer, QStringLiteral("load"));
    if (!client)
        return client.error();
    if (auto t =
            checkProduceTarget(*client.value(), m_spec.topic, m_spec.partition, profile.timeoutMs);
        !t)
        return t.error();
    Run run(m_spec, *client.value(), templates ? &*templates : nullptr);
    return run.go(stopRequest, onSnapshot);
}

} // namespace kafscope
