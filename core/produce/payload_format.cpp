#include "produce/payload_format.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>

#include <cctype>

namespace kafscope {

QString payloadFormatName(PayloadFormat format)
{
    switch (format) {
    case PayloadFormat::Text: return QStringLiteral("text");
    case PayloadFormat::Json: return QStringLiteral("json");
    case PayloadFormat::Hex: return QStringLiteral("hex");
    case PayloadFormat::Base64: return QStringLiteral("base64");
    case PayloadFormat::File: return QStringLiteral("file");
    case PayloadFormat::Null: return QStringLiteral("null");
    }
    return {};
}

Result<PayloadFormat> parsePayloadFormat(const QString &name)
{
    for (PayloadFormat f : {PayloadFormat::Text, PayloadFormat::Json, PayloadFormat::Hex,
                            PayloadFormat::Base64, PayloadFormat::File, PayloadFormat::Null})
        if (name.compare(payloadFormatName(f), Qt::CaseInsensitive) == 0)
            return f;
    return Error::usage(
        KS_ERR("Unknown input format \"%1\" (use text, json, hex, base64, file or null)")
            .arg(name));
}

namespace {

Result<std::optional<QByteArray>> decodeHex(const QString &input, const QString &what)
{
    QString digits = input;
    digits.remove(QRegularExpression(QStringLiteral("\\s")));
    if (digits.startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
        digits = digits.mid(2);
    for (qsizetype i = 0; i < digits.size(); ++i)
        if (!isxdigit(digits[i].toLatin1()) || digits[i].unicode() > 127)
            return Error::usage(
                KS_ERR("The %1 is not valid hex: \"%2\" at position %3 is not a hex digit")
                    .arg(what, QString(digits[i]))
                    .arg(i + 1));
    if (digits.size() % 2 != 0)
        return Error::usage(KS_ERR("The %1 is not valid hex: odd number of digits (%2)")
                                .arg(what)
                                .arg(digits.size()));
    return std::optional<QByteArray>(QByteArray::fromHex(digits.toLatin1()));
}

Result<std::optional<QByteArray>> decodeBase64(const QString &input, const QString &what)
{
    QString text = input;
    text.remove(QRegularExpression(QStringLiteral("\\s")));
    const bool urlSafe = text.contains(QLatin1Char('-')) || text.contains(QLatin1Char('_'));
    const auto options = (urlSafe ? QByteArray::Base64UrlEncoding : QByteArray::Base64Encoding) |
                         QByteArray::AbortOnBase64DecodingErrors;
    auto decoded = QByteArray::fromBase64Encoding(text.toLatin1(), options);
    if (!decoded || text.size() != text.toLatin1().size())
        return Error::usage(KS_ERR("The %1 is not valid base64").arg(what));
    return std::optional<QByteArray>(*decoded);
}

Result<std::optional<QByteArray>> readFile(const QString &path, const QString &what,
                                           qint64 maxBytes)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error::usage(
            KS_ERR("Cannot read the %1 file %2: %3").arg(what, path, f.errorString()));
    if (f.size() > maxBytes)
        return Error::usage(KS_ERR("The %1 file %2 is too large (%3 bytes; at most %4)")
                                .arg(what, path)
                                .arg(f.size())
                                .arg(maxBytes));
    return std::optional<QByteArray>(f.readAll());
}

} // namespace

Result<std::optional<QByteArray>> encodePayload(PayloadFormat format, const QString &input,
                                                const QString &what, qint64 maxFileBytes)
{
    switch (format) {
    case PayloadFormat::Null: return std::optional<QByteArray>();
    case PayloadFormat::Text: return std::optional<QByteArray>(input.toUtf8());
    case PayloadFormat::Json: {
        const QByteArray bytes = input.toUtf8();
        QJsonParseError err;
        QJsonDocument::fromJson(bytes, &err);
        if (err.error != QJsonParseError::NoError) {
            // QJsonDocument rejects bare scalars; a JSON value such as 42 or "x" is valid too.
            QJsonDocument::fromJson("[" + bytes + "]", &err);
            if (err.error != QJsonParseError::NoError)
                return Error::usage(KS_ERR("The %1 is not valid JSON: %2 at offset %3")
                                        .arg(what, err.errorString())
                                        .arg(qMax(0, err.offset - 1)));
        }
        return std::optional<QByteArray>(bytes);
    }
    case PayloadFormat::Hex: return decodeHex(input, what);
    case PayloadFormat::Base64: return decodeBase64(input, what);
    case PayloadFormat::File: return readFile(input, what, maxFileBytes);
    }
    return Error::usage(KS_ERR("Unknown input format"));
}

Result<MessageHeader> parseHeaderArgument(const QString &argument)
{
    const qsizetype eq = argument.indexOf(QLatin1Char('='));
    const QString name = eq < 0 ? argument : argument.left(eq);
    if (name.isEmpty())
        return Error::usage(
            KS_ERR("Header \"%1\" has no name (use name=value, or name for a null value)")
                .arg(argument));
    MessageHeader h{name, std::nullopt};
    if (eq >= 0)
        h.value = argument.mid(eq + 1).toUtf8();
    return h;
}

} // namespace kafscope
