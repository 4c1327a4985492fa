#include "produce/jsonl_message.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>
#include <limits>

namespace kafscope {

namespace {

Result<std::optional<QByteArray>> decodeField(const QJsonValue &value, const QJsonValue &encoding,
                                              const QString &what, int line)
{
    const QString enc = encoding.isString() ? encoding.toString() : QString();
    auto bad = [&](const QString &why) {
        return Error::usage(KS_ERR("Line %1: %2 %3").arg(line).arg(what, why));
    };
    if (enc == QLatin1String("null") || (enc.isEmpty() && (value.isNull() || value.isUndefined())))
        return std::optional<QByteArray>();
    if (!value.isString())
        return bad(QStringLiteral("must be a string or null"));
    if (enc.isEmpty() || enc == QLatin1String("utf8"))
        return std::optional<QByteArray>(value.toString().toUtf8());
    if (enc == QLatin1String("base64")) {
        static const QRegularExpression strict(
            QStringLiteral("^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$"));
        if (!strict.match(value.toString()).hasMatch())
            return bad(QStringLiteral("is not valid base64"));
        auto decoded = QByteArray::fromBase64Encoding(value.toString().toLatin1(),
                                                      QByteArray::Base64Encoding |
                                                          QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded)
            return bad(QStringLiteral("is not valid base64"));
        return std::optional<QByteArray>(*decoded);
    }
    return bad(QStringLiteral("has an unknown encoding \"%1\" (utf8, base64 or null)").arg(enc));
}

} // namespace

Result<OutgoingMessage> messageFromJsonLine(const QByteArray &line, const QString &topic,
                                            const JsonlOptions &options, int lineNumber)
{
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return Error::usage(KS_ERR("Line %1 is not a JSON object%2")
                                .arg(lineNumber)
                                .arg(err.error != QJsonParseError::NoError
                                         ? QStringLiteral(": ") + err.errorString()
                                         : QString()));
    const QJsonObject o = doc.object();
    OutgoingMessage m;
    m.topic = topic;
    auto key = decodeField(o.value(QLatin1String("key")), o.value(QLatin1String("key_encoding")),
                           QStringLiteral("key"), lineNumber);
    if (!key)
        return key.error();
    auto value =
        decodeField(o.value(QLatin1String("value")), o.value(QLatin1String("value_encoding")),
                    QStringLiteral("value"), lineNumber);
    if (!value)
        return value.error();
    m.key = key.value();
    m.value = value.value();
    const QJsonValue headers = o.value(QLatin1String("headers"));
    if (!headers.isUndefined() && !headers.isNull() && !headers.isArray())
        return Error::usage(
            KS_ERR("Line %1: \"headers\" must be an array of {\"key\", \"value\"} objects")
                .arg(lineNumber));
    for (const QJsonValue &hv : headers.toArray()) {
        if (!hv.isObject())
            return Error::usage(
                KS_ERR("Line %1: each header must be an object with \"key\" and \"value\"")
                    .arg(lineNumber));
        const QJsonObject h = hv.toObject();
        if (!h.value(QLatin1String("key")).isString())
            return Error::usage(KS_ERR("Line %1: a header has no \"key\"").arg(lineNumber));
        auto hvalue =
            decodeField(h.value(QLatin1String("value")), h.value(QLatin1String("value_encoding")),
                        QStringLiteral("header value"), lineNumber);
        if (!hvalue)
            return hvalue.error();
        m.headers.append({h.value(QLatin1String("key")).toString(), hvalue.value()});
    }
    auto wholeNumber = [&](const char *field, qint64 max) -> Result<std::optional<qint64>> {
        const QJsonValue v = o.value(QLatin1String(field));
        if (v.isUndefined() || v.isNull())
            return std::optional<qint64>();
        const double d = v.toDouble(-2);
        if (v.isDouble() && d == -1 && qstrcmp(field, "timestamp") == 0)
            return std::optional<qint64>(); // consume writes -1 for a record without a timestamp
        if (!v.isDouble() || d < 0 || d > double(max) || d != std::floor(d))
            return Error::usage(KS_ERR("Line %1: \"%2\" must be a whole number from 0 to %3")
                                    .arg(lineNumber)
                                    .arg(QLatin1String(field))
                                    .arg(max));
        return std::optional<qint64>(qint64(d));
    };
    auto partition = wholeNumber("partition", std::numeric_limits<qint32>::max());
    if (!partition)
        return partition.error();
    auto timestamp = wholeNumber("timestamp", qint64(1) << 53);
    if (!timestamp)
        return timestamp.error();
    if (options.keepPartitions && partition.value())
        m.partition = int(*partition.value());
    if (options.keepTimestamps && timestamp.value())
        m.timestampMs = *timestamp.value();
    return m;
}

} // namespace kafscope
