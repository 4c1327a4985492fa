#include "produce/jsonl_message.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <optional>
#include <limits>

namespace kafscope {

namespace {

bool isBase64Letter(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z') || (u >= '0' && u <= '9') || u == '+' ||
           u == '/';
}

// Why `text` is not standard padded base64 (what consume --format json writes), or nullopt.
// A linear scan: a regular expression ran out of its backtracking stack on values of about
// 200,000 characters and called valid base64 invalid.
std::optional<QString> base64Problem(const QString &text)
{
    const qsizetype n = text.size();
    if (n % 4 != 0)
        return QStringLiteral("is not valid base64: its length %1 is not a multiple of 4").arg(n);
    const qsizetype padding =
        n == 0 ? 0 : (text.endsWith(QLatin1String("==")) ? 2 : text.endsWith(QLatin1Char('=')));
    for (qsizetype i = 0; i < n - padding; ++i)
        if (!isBase64Letter(text[i]))
            return QStringLiteral("is not valid base64: character %1 (U+%2) is not a base64 letter")
                .arg(i + 1)
                .arg(QString::number(text[i].unicode(), 16).toUpper().rightJustified(4, u'0'));
    return std::nullopt;
}

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
        const QString text = value.toString();
        if (auto why = base64Problem(text))
            return bad(*why);
        return std::optional<QByteArray>(QByteArray::fromBase64(text.toLatin1()));
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
