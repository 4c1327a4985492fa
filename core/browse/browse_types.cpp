#include "browse/browse_types.h"

#include "browse/browse_decoding.h"

#include <QDateTime>
#include <QStringList>

namespace kafscope {

namespace {

Result<qint64> parseCount(const QString &text, const QString &what)
{
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    if (!ok || n < 0)
        return Error::usage(KS_ERR("%1 needs a whole number >= 0, not \"%2\"").arg(what, text));
    return n;
}

Result<qint64> parseTime(const QString &text)
{
    bool isNumber = false;
    const qint64 ms = text.toLongLong(&isNumber);
    if (isNumber && ms >= 0)
        return ms;
    QDateTime t = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!t.isValid())
        t = QDateTime::fromString(text, Qt::ISODate);
    if (!t.isValid())
        return Error::usage(KS_ERR("time:%1 is not an ISO 8601 time such as 2024-05-01T12:00:00Z "
                                   "(or milliseconds since 1970)")
                                .arg(text));
    return t.toMSecsSinceEpoch();
}

} // namespace

Result<StartSpec> StartSpec::parse(const QString &text)
{
    const QString t = text.trimmed();
    const qsizetype colon = t.indexOf(QLatin1Char(':'));
    const QString head = colon < 0 ? t : t.left(colon);
    const QString arg = colon < 0 ? QString() : t.mid(colon + 1);
    StartSpec s;
    if (head == QLatin1String("oldest") && colon < 0)
        return s;
    if (head == QLatin1String("tail") && colon < 0) {
        s.mode = Mode::Tail;
        return s;
    }
    if (head == QLatin1String("newest") || head == QLatin1String("offset") ||
        head == QLatin1String("time")) {
        if (arg.isEmpty())
            return Error::usage(KS_ERR("--from %1 needs a value after ':' (e.g. %1:10)").arg(head));
        auto n = head == QLatin1String("time") ? parseTime(arg) : parseCount(arg, head);
        if (!n)
            return n.error();
        s.mode = head == QLatin1String("newest")   ? Mode::Newest
                 : head == QLatin1String("offset") ? Mode::Offset
                                                   : Mode::Timestamp;
        s.value = n.value();
        return s;
    }
    return Error::usage(
        KS_ERR("Unknown start \"%1\": use oldest, newest:N, offset:N, time:ISO8601 or tail")
            .arg(text));
}

QString StartSpec::toString() const
{
    switch (mode) {
    case Mode::Oldest: return QStringLiteral("oldest");
    case Mode::Tail: return QStringLiteral("tail");
    case Mode::Newest: return QStringLiteral("newest:%1").arg(value);
    case Mode::Offset: return QStringLiteral("offset:%1").arg(value);
    case Mode::Timestamp:
        return QStringLiteral("time:%1").arg(
            QDateTime::fromMSecsSinceEpoch(value, Qt::UTC).toString(Qt::ISODateWithMs));
    }
    return {};
}

Result<QList<int>> parsePartitionList(const QString &text)
{
    QList<int> out;
    for (const QString &raw : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString part = raw.trimmed();
        const qsizetype dash = part.indexOf(QLatin1Char('-'), 1);
        bool ok1 = false, ok2 = true;
        const int a = (dash < 0 ? part : part.left(dash)).toInt(&ok1);
        const int b = dash < 0 ? a : part.mid(dash + 1).toInt(&ok2);
        if (!ok1 || !ok2 || a < 0 || b < a || b - a > 100000)
            return Error::usage(
                KS_ERR("\"%1\" is not a partition number or range (e.g. 0,2 or 0-3)").arg(part));
        for (int p = a; p <= b; ++p)
            if (!out.contains(p))
                out.append(p);
    }
    if (out.isEmpty())
        return Error::usage(KS_ERR("No partition given (e.g. --partitions 0,2)"));
    std::sort(out.begin(), out.end());
    return out;
}

QString partitionStatusText(const PartitionPlan &p)
{
    switch (p.status) {
    case PartitionPlan::Status::Empty:
        return QStringLiteral("partition %1 is empty").arg(p.partition);
    case PartitionPlan::Status::StartPastEnd:
        return QStringLiteral("partition %1: the start is past the end (offsets %2–%3)")
            .arg(p.partition)
            .arg(p.low)
            .arg(p.high);
    case PartitionPlan::Status::Done:
        return QStringLiteral("partition %1: read to offset %2").arg(p.partition).arg(p.next);
    case PartitionPlan::Status::Reading:
        return QStringLiteral("partition %1: reading from offset %2").arg(p.partition).arg(p.start);
    }
    return {};
}

BrowseRecord BrowseRecord::make(int partition, qint64 offset, qint64 timestampMs, int timestampType,
                                const std::optional<QByteArray> &key,
                                const std::optional<QByteArray> &value, QList<RecordHeader> headers)
{
    BrowseRecord r;
    r.partition = partition;
    r.offset = offset;
    r.timestampMs = timestampMs;
    r.timestampType = timestampType;
    r.keyLen = key ? int(key->size()) : -1;
    r.valueLen = value ? int(value->size()) : -1;
    r.keySize = r.keyLen;
    r.valueSize = r.valueLen;
    r.bytes = key.value_or(QByteArray()) + value.value_or(QByteArray());
    r.headers = std::move(headers);
    return r;
}

std::optional<QByteArray> BrowseRecord::keyBytes() const
{
    if (keyLen < 0)
        return std::nullopt;
    return key().toByteArray();
}

std::optional<QByteArray> BrowseRecord::valueBytes() const
{
    if (valueLen < 0)
        return std::nullopt;
    return value().toByteArray();
}

qint64 BrowseRecord::memoryCost() const
{
    // The struct itself, its key and value bytes (plus the buffer's header and malloc overhead when
    // the buffer is its own, not a batch's shared one) and headers.
    const qint64 payload = payloadBytes();
    qint64 cost =
        qint64(sizeof(BrowseRecord)) + payload + (payload > 0 && bytes.size() == payload ? 32 : 0);
    for (const RecordHeader &h : headers)
        cost +=
            qint64(sizeof(RecordHeader)) + h.key.size() + 32 + (h.value ? h.value->size() + 32 : 0);
    if (decoding)
        cost += decoding->memoryCost();
    return cost;
}

QString timestampTypeName(int type)
{
    switch (type) {
    case 1: return QStringLiteral("create");
    case 2: return QStringLiteral("log_append");
    default: return QStringLiteral("none");
    }
}

} // namespace kafscope
