#include "copy/copy_job.h"

#include "admin/write_guard.h"
#include "browse/browse_reader.h"
#include "cluster/kafka_client.h"
#include "common/clock.h"
#include "common/translations.h"
#include "copy/copy_state.h"
#include "copy/record_sender.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QHash>
#include <QThread>

#include <librdkafka/rdkafka.h>

namespace kafscope::copy {

namespace {

constexpr int kProgressEveryMs = 500;
// A resumed copy reads what the target holds past its last checkpoint; more than this is not what
// an interrupted copy leaves (someone else writes there), and is refused rather than held.
constexpr qint64 kMaxTailRecords = 2'000'000;

// What identifies a copied record in the target: key, value and headers (not the timestamp, which
// a target topic with LogAppendTime replaces), each length-prefixed.
QByteArray contentHash(const RecordView &r)
{
    QCryptographicHash h(QCryptographicHash::Sha1);
    auto part = [&h](const char *data, qint64 len, bool isNull) {
        const qint64 n = isNull ? -1 : len;
        h.addData(QByteArrayView(reinterpret_cast<const char *>(&n), sizeof n));
        if (!isNull)
            h.addData(QByteArrayView(data, len));
    };
    part(r.key, r.keyLen, r.key == nullptr);
    part(r.value, r.valueLen, r.value == nullptr);
    const qint64 headers = r.headerCount();
    h.addData(QByteArrayView(reinterpret_cast<const char *>(&headers), sizeof headers));
    for (int i = 0; i < headers; ++i) {
        const HeaderView hv = r.header(i);
        part(hv.key.data(), hv.key.size(), false);
        part(hv.value.data(), hv.value.size(), hv.isNull);
    }
    return h.result();
}

QString clusterIdOf(KafkaClient &client, int timeoutMs) // the source's (the target's: RecordSender)
{
    char *id = rd_kafka_clusterid(client.handle(), timeoutMs);
    const QString out = QString::fromUtf8(id);
    if (id)
        rd_kafka_mem_free(client.handle(), id);
    return out;
}

// The options that decide which record goes where: a state file is only resumed with the same.
QString selectionOf(const CopySpec &spec)
{
    QStringList parts{spec.source.start.toString(),
                      spec.source.end ? spec.source.end->toString() : QStringLiteral("newest"),
                      spec.source.filter,
                      QString::number(spec.source.maxResults),
                      QString::number(int(spec.partitioning)),
                      spec.keepTimestamps ? QStringLiteral("keep") : QStringLiteral("now")};
    QStringList partitions;
    for (int p : spec.source.partitions)
        partitions << QString::number(p);
    parts << partitions.join(QLatin1Char(','));
    return parts.join(QLatin1Char('|'));
}

class Copier {
public:
    Copier(const ConnectionProfile &from, const ConnectionProfile &to, const CopySpec &spec,
           const std::atomic<int> *cancel, const ProgressFn &progress)
        : m_from(from), m_to(to), m_spec(spec), m_cancel(cancel), m_progressFn(progress)
    {
    }

    Result<CopyReport> run();

private:
    Status openProducer();
    Status prepareState(BrowseRequest &request);
    Status readTargetTail(const QMap<int, qint64> &from);
    Status produce(const RecordView &r);
    qint64 written() const { return m_writtenBefore + m_sender->written(); }
    void pace(const RecordView &r);
    // Waits for every record sent; checkpoints when none failed. False once a record failed.
    bool checkpoint(bool final);
    void reportProgress(bool force);
    bool cancelled() const { return m_cancel && m_cancel->load(); }

    const ConnectionProfile &m_from;
    const ConnectionProfile &m_to;
    const CopySpec &m_spec;
    const std::atomic<int> *m_cancel;
    const ProgressFn &m_progressFn;

    std::unique_ptr<RecordSender> m_sender;
    std::unique_ptr<BrowseReader> m_reader;
    int m_targetPartitions = 0;
    qint64 m_writtenBefore = 0; // by the runs this one resumes
    CopyReport m_report;
    CopyState m_state;
    QHash<QByteArray, int> m_tail; // content -> how many the target already holds (resume)
    qint64 m_tailLeft = 0;
    QMap<int, qint64> m_lastSeen; // source partition -> last offset sent or skipped
    qint64 m_started = 0, m_lastProgress = 0, m_lastCheckpoint = 0, m_sinceCheckpoint = 0;
    qint64 m_firstTimestamp = -1;
    qint64 m_roundRobin = 0;
    qint64 m_paced = 0; // records sent by this run (the rate's count)
};

Status Copier::openProducer()
{
    auto sender = RecordSender::open(m_to, m_spec.producer, QStringLiteral("copy"));
    if (!sender)
        return sender.error();
    m_sender = std::move(sender.value());
    auto count = m_sender->partitionCount(m_spec.targetTopic);
    if (!count)
        return count.error();
    m_targetPartitions = count.value();
    m_report.targetCluster = m_sender->clusterId();
    return Ok{};
}

Status Copier::prepareState(BrowseRequest &request)
{
    m_state.sourceTopic = request.topic;
    m_state.targetTopic = m_spec.targetTopic;
    m_state.targetCluster = m_report.targetCluster;
    m_state.selection = selectionOf(m_spec);
    if (m_spec.stateFile.isEmpty() || !QFileInfo::exists(m_spec.stateFile))
        return Ok{};
    auto loaded = CopyState::load(m_spec.stateFile);
    if (!loaded)
        return loaded.error();
    const CopyState &s = loaded.value();
    if (s.sourceTopic != request.topic || s.targetTopic != m_spec.targetTopic ||
        s.targetCluster != m_report.targetCluster)
        return Error::usage(
            KS_ERR("%1 is the state of a copy from %2 to %3 (cluster %4), not of "
                   "this one: give another --state file")
                .arg(m_spec.stateFile, s.sourceTopic, s.targetTopic, s.targetCluster));
    if (s.selection != m_state.selection)
        return Error::usage(KS_ERR("%1 was written by a copy with other options (start, end, "
                                   "filter, partitions, partitioning or timestamps): resume it "
                                   "with the same ones, or give another --state file")
                                .arg(m_spec.stateFile));
    m_state = s;
    m_report.resumed = true;
    request.startAt = s.next;
    for (auto it = s.end.constBegin(); it != s.end.constEnd(); ++it)
        if (it.value() >= 0)
            request.endAt.insert(it.key(), it.value());
    return Ok{};
}

Status Copier::readTargetTail(const QMap<int, qint64> &from)
{
    auto now = m_sender->ends(m_spec.targetTopic, m_targetPartitions);
    if (!now)
        return now.error();
    BrowseRequest tail;
    tail.topic = m_spec.targetTopic;
    tail.maxResults = 0;
    tail.isolation = Isolation::ReadUncommitted;
    for (auto it = now->constBegin(); it != now->constEnd(); ++it) {
        const qint64 start = from.value(it.key(), 0);
        if (it.value() > start) {
            tail.partitions << it.key();
            tail.startAt.insert(it.key(), start);
        }
    }
    if (tail.partitions.isEmpty())
        return Ok{};
    auto reader = BrowseReader::open(m_to, tail);
    if (!reader)
        return reader.error();
    qint64 held = 0;
    while (!cancelled() && reader.value()->step([&](const RecordView &r) {
        ++m_tail[contentHash(r)];
        ++held;
    }))
        if (held > kMaxTailRecords)
            return Error::usage(
                KS_ERR("%1 holds more than %L2 records written after the copy's last checkpoint; "
                       "an interrupted copy leaves far fewer. Is something else writing to it?")
                    .arg(m_spec.targetTopic)
                    .arg(kMaxTailRecords));
    m_tailLeft = held;
    return Ok{};
}

void Copier::pace(const RecordView &r)
{
    qint64 due = -1;
    if (m_spec.rate > 0) {
        due = m_started + qint64(double(m_paced++) * 1000.0 / m_spec.rate);
    } else if (m_spec.speed > 0 && r.timestampMs >= 0) {
        if (m_firstTimestamp < 0)
            m_firstTimestamp = r.timestampMs;
        due = m_started + qint64(double(r.timestampMs - m_firstTimestamp) / m_spec.speed);
    }
    while (due > 0 && !cancelled()) {
        const qint64 wait = due - nowMs();
        if (wait <= 0)
            break;
        // Serve delivery reports while waiting (a slow pace still reports on time).
        m_sender->poll(int(qMin<qint64>(wait, 50)));
    }
}

Status Copier::produce(const RecordView &r)
{
    int partition = -1;
    if (m_spec.partitioning == Partitioning::Same)
        partition = r.partition;
    else if (m_spec.partitioning == Partitioning::RoundRobin)
        partition = int(m_roundRobin++ % m_targetPartitions);
    return m_sender->send(r, m_spec.targetTopic, partition, m_spec.keepTimestamps, {}, m_cancel);
}

bool Copier::checkpoint(bool final)
{
    // Everything sent so far is acknowledged or failed before the position moves.
    const bool answered = m_sender->flush();
    m_lastCheckpoint = nowMs();
    m_sinceCheckpoint = 0;
    if (!answered || m_sender->failed() > 0)
        return false; // the state keeps the last good checkpoint: a resume sends these again
    for (auto it = m_lastSeen.constBegin(); it != m_lastSeen.constEnd(); ++it)
        m_state.next[it.key()] = it.value() + 1;
    const QMap<int, qint64> ends = m_sender->acknowledgedEnds().value(m_spec.targetTopic);
    for (auto it = ends.constBegin(); it != ends.constEnd(); ++it)
        m_state.targetEnd[it.key()] = qMax(m_state.targetEnd.value(it.key()), it.value());
    m_state.read = m_report.progress.read;
    m_state.written = m_report.progress.written = written();
    m_state.skipped = m_report.progress.skipped;
    m_state.complete = final;
    if (!m_spec.stateFile.isEmpty())
        if (auto s = m_state.save(m_spec.stateFile); !s) {
            m_report.firstError = s.error().message();
            return false;
        }
    return true;
}

void Copier::reportProgress(bool force)
{
    const qint64 now = nowMs();
    if (!m_progressFn || (!force && now - m_lastProgress < kProgressEveryMs))
        return;
    m_lastProgress = now;
    m_report.progress.written = written();
    m_report.progress.writtenNow = m_sender->written();
    m_report.progress.failed = m_sender->failed();
    m_report.progress.elapsedMs = now - m_started;
    m_progressFn(m_report.progress);
}

Result<CopyReport> Copier::run()
{
    if (m_spec.targetTopic.isEmpty())
        return Error::usage(KS_ERR("Name the topic to copy to (--to TOPIC)"));
    if (m_spec.rate > 0 && m_spec.speed > 0)
        return Error::usage(KS_ERR("Pace a copy by a rate or by the original timing, not both"));
    if (!m_spec.producer.idempotence && !m_spec.stateFile.isEmpty())
        return Error::usage(KS_ERR("A resumable copy needs the idempotent producer"));
    if (auto g = WriteGuard::admitTopic(m_to, {WriteKind::Produce, m_spec.targetTopic}); !g)
        return g.error();
    if (auto s = openProducer(); !s)
        return s.error();
    BrowseRequest request = m_spec.source;
    if (auto s = prepareState(request); !s)
        return s.error();
    if (m_state.complete) {
        m_report.complete = true;
        m_report.progress.read = m_state.read;
        m_report.progress.written = m_state.written;
        m_report.progress.skipped = m_state.skipped;
        return m_report;
    }
    auto reader = BrowseReader::open(m_from, request);
    if (!reader)
        return reader.error();
    m_reader = std::move(reader.value());
    m_report.sourceCluster = clusterIdOf(m_reader->client(), m_from.timeoutMs);
    if (m_report.sourceCluster == m_report.targetCluster && request.topic == m_spec.targetTopic)
        return Error::usage(KS_ERR("The copy would write to the topic it reads (%1 on the same "
                                   "cluster): nothing is ever written to the source")
                                .arg(request.topic));
    if (m_report.resumed && !m_state.sourceCluster.isEmpty() &&
        m_state.sourceCluster != m_report.sourceCluster)
        return Error::usage(
            KS_ERR("%1 is the state of a copy from cluster %2, not %3")
                .arg(m_spec.stateFile, m_state.sourceCluster, m_report.sourceCluster));
    m_state.sourceCluster = m_report.sourceCluster;
    if (m_spec.partitioning == Partitioning::Same)
        for (const PartitionPlan &p : m_reader->plan())
            if (p.partition >= m_targetPartitions)
                return Error::usage(
                    KS_ERR("%1 has %2 partitions, fewer than the source's partition %3 needs: copy "
                           "with --partitioning key or round-robin, or add partitions")
                        .arg(m_spec.targetTopic)
                        .arg(m_targetPartitions)
                        .arg(p.partition));
    if (m_report.resumed) {
        if (auto s = readTargetTail(m_state.targetEnd); !s)
            return s.error();
        m_report.progress.read = m_state.read;
        m_report.progress.skipped = m_state.skipped;
        m_writtenBefore = m_state.written;
    } else {
        auto ends = m_sender->ends(m_spec.targetTopic, m_targetPartitions);
        if (!ends)
            return ends.error();
        m_state.targetEnd = ends.value();
        for (const PartitionPlan &p : m_reader->plan()) {
            m_state.next.insert(p.partition, p.start);
            m_state.end.insert(p.partition,
                               m_spec.source.start.mode == StartSpec::Mode::Tail ? -1 : p.end);
        }
        if (!m_spec.stateFile.isEmpty())
            if (auto s = m_state.save(m_spec.stateFile); !s)
                return s.error();
    }
    const qint64 planned = m_reader->estimatedTotal();
    m_report.progress.total = planned < 0 ? -1 : planned + (m_report.resumed ? m_state.read : 0);
    m_started = m_lastCheckpoint = nowMs();

    Status failure = Ok{};
    bool stopped = false;
    const auto visit = [&](const RecordView &r) {
        if (stopped)
            return;
        ++m_report.progress.read;
        if (m_tailLeft > 0) {
            auto it = m_tail.find(contentHash(r));
            if (it != m_tail.end() && it.value() > 0) {
                --it.value();
                --m_tailLeft;
                ++m_report.progress.skipped;
                m_lastSeen[r.partition] = r.offset;
                return;
            }
        }
        pace(r);
        if (auto s = produce(r); !s) {
            failure = s;
            stopped = true;
            return;
        }
        m_lastSeen[r.partition] = r.offset;
        m_sender->poll(0);
        // A resumable copy checkpoints now and then (waiting for what it sent: a pause in the
        // pipeline); one without a state file only counts what fails, to the end.
        if (!m_spec.stateFile.isEmpty() && (++m_sinceCheckpoint >= m_spec.checkpointRecords ||
                                            nowMs() - m_lastCheckpoint >= m_spec.checkpointMs))
            if (!checkpoint(false))
                stopped = true;
        reportProgress(false);
    };
    while (!stopped && !cancelled() && m_reader->step(visit, 100))
        reportProgress(false);
    m_report.cancelled = cancelled();
    const bool readAll = !stopped && !m_report.cancelled && m_reader->finished();
    m_report.readErrors = m_reader->errors();
    const bool good = checkpoint(readAll && m_reader->errors().isEmpty());
    m_report.complete = good && readAll && m_reader->errors().isEmpty();
    m_report.progress.written = written();
    m_report.progress.writtenNow = m_sender->written();
    m_report.progress.failed = m_sender->failed();
    m_report.progress.elapsedMs = nowMs() - m_started;
    for (auto it = m_sender->errors().constBegin(); it != m_sender->errors().constEnd(); ++it)
        m_report.errors[it.key()] += it.value();
    if (m_report.firstError.isEmpty())
        m_report.firstError = m_sender->firstError();
    if (m_sender->inFlight() > 0) {
        const QString why = KS_TR("not acknowledged in time (the state keeps the last checkpoint)");
        m_report.errors[why] += m_sender->inFlight();
        m_report.progress.failed += m_sender->inFlight();
    }
    if (!failure && failure.error().kind != Error::Kind::Cancelled) {
        m_report.errors[failure.error().message()] += 1;
        m_report.progress.failed += 1;
        if (m_report.firstError.isEmpty())
            m_report.firstError = failure.error().message();
    }
    reportProgress(true);
    return m_report;
}

} // namespace

Result<CopyReport> runCopy(const ConnectionProfile &from, const ConnectionProfile &to,
                           const CopySpec &spec, const std::atomic<int> *cancel,
                           const ProgressFn &progress)
{
    return Copier(from, to, spec, cancel, progress).run();
}

Result<Partitioning> parsePartitioning(const QString &text)
{
    if (text == QLatin1String("same"))
        return Partitioning::Same;
    if (text == QLatin1String("key"))
        return Partitioning::ByKey;
    if (text == QLatin1String("round-robin"))
        return Partitioning::RoundRobin;
    return Error::usage(
        KS_ERR("--partitioning takes same, key or round-robin, not '%1'").arg(text));
}

Result<double> parseSpeed(const QString &text)
{
    QString t = text.trimmed();
    if (t.endsWith(QLatin1Char('x')))
        t.chop(1);
    bool ok = false;
    const double v = t.toDouble(&ok);
    if (!ok || !(v > 0) || v > 1e6)
        return Error::usage(
            KS_ERR("--speed takes a factor of the original pace, e.g. 1x, 2x or 0.5x, not '%1'")
                .arg(text));
    return v;
}

} // namespace kafscope::copy
