#include "produce/jsonl_message.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kafscope {

namespace {

Result<std::optional<QByteArray>> decodeField(const QJsonValue &value, const QJsonValue &encoding,
                                              const QString &what, int line)
{
    const QString enc = encoding.isString() ? encoding.toString() : QString();
    auto bad = [&](const QString &why) {
        return Error::usage(QStringLiteral("Line %1: %2 %3").arg(line).arg(what, why));
    };
    if (enc == QLatin1String("null") || (enc.isEmpty() && (value.isNull() || value.isUndefined())))
        return std::optional<QByteArray>();
    if (!value.isString())
        return bad(QStringLiteral("must be a string or null"));
    if (enc.isEmpty() || enc == QLatin1String("utf8"))
        return std::optional<QByteArray>(value.toString().toUtf8());
    if (enc == QLatin1String("base64")) {
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
        return Error::usage(QStringLiteral("Line %1 is not a JSON object%2")
                                .arg(lineNumber)
                                .arg(err.error != QJsonParseError::NoError ? QStringLiteral(": ") + err.errorString()
                                                                           : QString()));
    const QJsonObject o = doc.object();
    OutgoingMessage m;
    m.topic = topic;
    auto key = decodeField(o.value(QLatin1String("key")), o.value(QLatin1String("key_encoding")),
                           QStringLiteral("key"), lineNumber);
    if (!key)
        return key.error();
    auto value = decodeField(o.value(QLatin1String("value")), o.value(QLatin1String("value_encoding")),
                             QStringLiteral("value"), lineNumber);
    if (!value)
        return value.error();
    m.key = key.value();
    m.value = value.value();
    for (const QJsonValue &hv : o.value(QLatin1String("headers")).toArray()) {
        const QJsonObject h = hv.toObject();
        if (!h.value(QLatin1String("key")).isString())
            return Error::usage(QStringLiteral("Line %1: a header has no \"key\"").arg(lineNumber));
        auto hvalue = decodeField(h.value(QLatin1String("value")), h.value(QLatin1String("value_encoding")),
                                  QStringLiteral("header value"), lineNumber);
        if (!hvalue)
            return hvalue.error();
        m.headers.append({h.value(QLatin1String("key")).toString(), hvalue.value()});
    }
    if (options.keepPartitions && o.value(QLatin1String("partition")).isDouble())
        m.partition = o.value(QLatin1String("partition")).toInt();
    if (options.keepTimestamps && o.value(QLatin1String("timestamp")).isDouble())
        m.timestampMs = qint64(o.value(QLatin1String("timestamp")).toDouble());
    return m;
}

} // namespace kafscope
