#include "produce/producer_settings.h"

namespace kafscope {

QString compressionName(Compression c)
{
    switch (c) {
    case Compression::None: return QStringLiteral("none");
    case Compression::Gzip: return QStringLiteral("gzip");
    case Compression::Snappy: return QStringLiteral("snappy");
    case Compression::Lz4: return QStringLiteral("lz4");
    case Compression::Zstd: return QStringLiteral("zstd");
    }
    return {};
}

Result<Compression> parseCompression(const QString &name)
{
    for (Compression c : {Compression::None, Compression::Gzip, Compression::Snappy,
                          Compression::Lz4, Compression::Zstd})
        if (name.compare(compressionName(c), Qt::CaseInsensitive) == 0)
            return c;
    return Error::usage(
        KS_ERR("Unknown compression \"%1\" (use none, gzip, snappy, lz4 or zstd)").arg(name));
}

QString acksName(Acks a)
{
    switch (a) {
    case Acks::None: return QStringLiteral("0");
    case Acks::Leader: return QStringLiteral("1");
    case Acks::All: return QStringLiteral("all");
    }
    return {};
}

Result<Acks> parseAcks(const QString &name)
{
    if (name == QLatin1String("0"))
        return Acks::None;
    if (name == QLatin1String("1"))
        return Acks::Leader;
    if (name.compare(QLatin1String("all"), Qt::CaseInsensitive) == 0 || name == QLatin1String("-1"))
        return Acks::All;
    return Error::usage(KS_ERR("Unknown acks \"%1\" (use 0, 1 or all)").arg(name));
}

Result<QList<QPair<QString, QString>>> ProducerSettings::properties() const
{
    if (idempotence && acks != Acks::All)
        return Error::usage(
            KS_ERR("Idempotence needs acks=all; turn idempotence off to produce with acks=%1")
                .arg(acksName(acks)));
    if (lingerMs < 0 || batchSize <= 0 || batchMessages <= 0 || messageTimeoutMs <= 0)
        return Error::usage(KS_ERR("Linger must be >= 0 and batch sizes and timeouts > 0"));
    return QList<QPair<QString, QString>>{
        {QStringLiteral("compression.codec"), compressionName(compression)},
        {QStringLiteral("acks"), acks == Acks::All ? QStringLiteral("-1") : acksName(acks)},
        {QStringLiteral("enable.idempotence"),
         idempotence ? QStringLiteral("true") : QStringLiteral("false")},
        {QStringLiteral("linger.ms"), QString::number(lingerMs)},
        {QStringLiteral("batch.size"), QString::number(batchSize)},
        {QStringLiteral("batch.num.messages"), QString::number(batchMessages)},
        {QStringLiteral("message.timeout.ms"), QString::number(messageTimeoutMs)},
        {QStringLiteral("queue.buffering.max.messages"), QString::number(queueMaxMessages)},
        {QStringLiteral("retries"), QString::number(qMax(0, retries))},
    };
}

} // namespace kafscope
