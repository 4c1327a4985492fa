#include "copy/redrive.h"

#include "admin/write_guard.h"
#include "browse/browse_reader.h"
#include "common/translations.h"
#include "copy/record_sender.h"

#include <QHash>
#include <QRegularExpression>

#include <librdkafka/rdkafka.h>

namespace kafscope::copy {

namespace {

bool isTopicName(const QString &name)
{
    static const QRegularExpression legal(QStringLiteral("^[A-Za-z0-9._-]{1,249}$"));
    return legal.match(name).hasMatch() && name != QLatin1String(".") &&
           name != QLatin1String("..");
}

// The first of `headers` the record has with a value, as text; empty if none.
QString headerValue(const RecordView &r, const QStringList &headers, QString *which)
{
    for (const QString &wanted : headers) {
        const QByteArray key = wanted.toUtf8();
        for (int i = 0; i < r.headerCount(); ++i) {
            const HeaderView h = r.header(i);
            if (h.key == QByteArrayView(key) && !h.isNull) {
                *which = wanted;
                return QString::fromUtf8(h.value.data(), h.value.size());
            }
        }
    }
    return {};
}

} // namespace

QStringList RedriveSpec::defaultTopicHeaders()
{
    return {QStringLiteral("__connect.errors.topic"), QStringLiteral("kafka_dlt-original-topic")};
}

QStringList RedriveSpec::defaultStripPrefixes()
{
    return {QStringLiteral("__connect.errors."), QStringLiteral("kafka_dlt-")};
}

Result<RedriveReport> runRedrive(const ConnectionProfile &from, const ConnectionProfile &to,
                                 const RedriveSpec &spec, const std::atomic<int> *cancel,
                                 const RedriveEntryFn &entry)
{
    if (spec.fixedTarget.isEmpty() && spec.topicHeaders.isEmpty())
        return Error::usage(KS_ERR("Say where the records go: a topic, or the header naming it"));
    auto sender = RecordSender::open(to, spec.producer, QStringLiteral("redrive"));
    if (!sender)
        return sender.error();
    RecordSender &out = *sender.value();
    auto reader = BrowseReader::open(from, spec.source);
    if (!reader)
        return reader.error();
    char *sourceId = rd_kafka_clusterid(reader.value()->client().handle(), from.timeoutMs);
    const QString sourceCluster = QString::fromUtf8(sourceId);
    if (sourceId)
        rd_kafka_mem_free(reader.value()->client().handle(), sourceId);
    const bool sameCluster = sourceCluster == out.clusterId();
    const QString dlq = spec.source.topic;

    QList<QByteArray> strip;
    for (const QString &p : spec.stripPrefixes)
        strip << p.toUtf8();
    const RecordSender::HeaderFilter dropHeader = [&strip](QByteArrayView key) {
        for (const QByteArray &p : strip)
            if (key.startsWith(p))
                return true;
        return false;
    };

    RedriveReport report;
    report.dryRun = spec.dryRun;
    QHash<QString, QString> refused; // topic -> why records for it are skipped ("" = fine)
    std::optional<Error> fatal;
    const auto visit = [&](const RecordView &r) {
        if (fatal)
            return;
        ++report.read;
        RedriveEntry e{r.partition, r.offset, {}, {}};
        QString header;
        const QString target = spec.fixedTarget.isEmpty()
                                   ? headerValue(r, spec.topicHeaders, &header)
                                   : spec.fixedTarget;
        if (target.isEmpty()) {
            e.skipReason = KS_TR("no header names its topic (%1)")
                               .arg(spec.topicHeaders.join(QStringLiteral(", ")));
        } else if (!isTopicName(target)) {
            e.skipReason = KS_TR("its header %1 does not name a topic").arg(header);
        } else if (sameCluster && target == dlq) {
            e.skipReason = KS_TR("it names the dead-letter topic itself");
        } else {
            auto known = refused.constFind(target);
            if (known == refused.constEnd()) {
                QString why;
                if (auto count = out.partitionCount(target); !count)
                    why = count.error().message();
                else if (!spec.dryRun)
                    if (auto g = WriteGuard::admitTopic(to, {WriteKind::Produce, target}); !g) {
                        fatal = g.error(); // read-only (or an internal topic): refuse it all
                        return;
                    }
                known = refused.insert(target, why);
            }
            if (!known.value().isEmpty())
                e.skipReason = known.value();
            else
                e.target = target;
        }
        if (!e.skipReason.isEmpty()) {
            ++report.skipped;
            report.skipReasons[e.skipReason] += 1;
        } else {
            report.perTarget[e.target] += 1;
            if (!spec.dryRun)
                if (auto s = out.send(r, e.target, -1, spec.keepTimestamps, dropHeader, cancel);
                    !s) {
                    fatal = s.error();
                    return;
                }
            out.poll(0);
        }
        if (entry)
            entry(e);
    };
    while (!fatal && !(cancel && cancel->load()) && reader.value()->step(visit, 100)) {
    }
    if (fatal && fatal->kind != Error::Kind::Cancelled && out.inFlight() == 0 && out.written() == 0)
        return *fatal;
    report.cancelled = cancel && cancel->load();
    (void)out.flush(); // what is still unanswered after it is counted as failed below
    report.readErrors = reader.value()->errors();
    report.written = out.written();
    report.failed = out.failed() + out.inFlight();
    report.errors = out.errors();
    if (out.inFlight() > 0)
        report.errors[KS_TR("not acknowledged in time")] += out.inFlight();
    if (fatal && fatal->kind != Error::Kind::Cancelled) {
        report.errors[fatal->message()] += 1;
        report.failed += 1;
    }
    report.firstError = out.firstError().isEmpty() && fatal ? fatal->message() : out.firstError();
    return report;
}

} // namespace kafscope::copy
