#include "browse/decoders.h"

#include "browse/json_events.h"
#include "browse/utf8_text.h"

#include <QJsonDocument>

namespace kafscope {

QString decoderName(Decoder d)
{
    switch (d) {
    case Decoder::Text: return QStringLiteral("Text (UTF-8)");
    case Decoder::Json: return QStringLiteral("JSON");
    case Decoder::Hex: return QStringLiteral("Hex");
    case Decoder::Base64: return QStringLiteral("Base64");
    case Decoder::MessagePack: return QStringLiteral("MessagePack");
    case Decoder::Protobuf: return QStringLiteral("Protobuf (wire)");
    }
    return {};
}

QList<Decoder> allDecoders()
{
    return {Decoder::Text,   Decoder::Json,        Decoder::Hex,
            Decoder::Base64, Decoder::MessagePack, Decoder::Protobuf};
}

namespace {

bool looksLikeText(QByteArrayView bytes)
{
    const qsizetype n = qMin<qsizetype>(bytes.size(), 64 * 1024);
    const QByteArrayView head = bytes.first(n);
    // A cut in the middle of a sequence at the sample's end is not an error.
    qsizetype end = n;
    while (end > 0 && n - end < 3 && (static_cast<unsigned char>(head[end - 1]) & 0xC0) == 0x80)
        --end;
    if (end > 0 && n - end < 4 && n < bytes.size() &&
        static_cast<unsigned char>(head[end - 1]) >= 0xC0)
        --end;
    if (!isValidUtf8(n < bytes.size() ? head.first(end) : head))
        return false;
    qsizetype controls = 0;
    for (char c : head)
        if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\r' && c != '\t')
            ++controls;
    return controls * 50 <= n;
}

} // namespace

Decoder detectDecoder(QByteArrayView bytes)
{
    if (bytes.isEmpty())
        return Decoder::Text;
    qsizetype i = 0;
    while (i < bytes.size() &&
           (bytes[i] == ' ' || bytes[i] == '\n' || bytes[i] == '\r' || bytes[i] == '\t'))
        ++i;
    // The same reader as the JSON view, so that what is detected as JSON is shown as JSON.
    if (i < bytes.size() && (bytes[i] == '{' || bytes[i] == '[') &&
        bytes.size() <= 64 * 1024 * 1024 &&
        walkJson(bytes, DecodeLimits().maxDepth, [](const JsonEvent &) { return true; }).ok())
        return Decoder::Json;
    if (looksLikeText(bytes))
        return Decoder::Text;
    const unsigned char first = static_cast<unsigned char>(bytes[0]);
    if (((first & 0xF0) == 0x80 || first == 0xDE || first == 0xDF) && messagePackToJson(bytes))
        return Decoder::MessagePack;
    if (bytes.size() <= 4 * 1024 * 1024 && protobufWire(bytes))
        return Decoder::Protobuf;
    return Decoder::Hex;
}

QString hexDump(QByteArrayView bytes, qsizetype maxBytes)
{
    static const char digits[] = "0123456789abcdef";
    const qsizetype n = maxBytes >= 0 ? qMin(maxBytes, bytes.size()) : bytes.size();
    QByteArray out;
    out.reserve((n / 16 + 1) * 78);
    for (qsizetype row = 0; row < n; row += 16) {
        char offset[16];
        const int len =
            qsnprintf(offset, sizeof offset, "%08llx  ", static_cast<unsigned long long>(row));
        out.append(offset, len);
        for (qsizetype i = row; i < row + 16; ++i) {
            if (i < n) {
                const auto c = static_cast<unsigned char>(bytes[i]);
                out += digits[c >> 4];
                out += digits[c & 15];
                out += ' ';
            } else {
                out += "   ";
            }
            if (i == row + 7)
                out += ' ';
        }
        out += " |";
        for (qsizetype i = row; i < row + 16 && i < n; ++i) {
            const auto c = static_cast<unsigned char>(bytes[i]);
            out += (c >= 0x20 && c < 0x7F) ? char(c) : '.';
        }
        out += "|\n";
    }
    if (n < bytes.size())
        out += QByteArray("… ") + QByteArray::number(bytes.size() - n) + " more bytes\n";
    return QString::fromLatin1(out);
}

Result<QString> prettyJson(QByteArrayView bytes, const DecodeLimits &limits)
{
    // The document as written: key order, duplicate keys and number text kept (json_events.h).
    auto text = prettyJsonKeepingOrder(bytes, limits.maxDepth, limits.maxOutputChars);
    if (!text)
        return text.error();
    return escapedText(text.value(), true);
}

Result<QString> decodeForDisplay(Decoder decoder, QByteArrayView bytes, const DecodeLimits &limits)
{
    switch (decoder) {
    case Decoder::Text: {
        EscapeOptions o;
        o.keepLineBreaks = true;
        o.maxBytes = limits.maxOutputChars;
        return escapedText(bytes, o);
    }
    case Decoder::Json: return prettyJson(bytes, limits);
    case Decoder::Hex: return hexDump(bytes, limits.maxOutputChars / 5);
    case Decoder::Base64: {
        const QByteArrayView cut = bytes.first(qMin(bytes.size(), limits.maxOutputChars / 4 * 3));
        QString s = QString::fromLatin1(QByteArray::fromRawData(cut.data(), cut.size()).toBase64());
        if (cut.size() < bytes.size())
            s += QStringLiteral("…");
        return s;
    }
    case Decoder::MessagePack: return messagePackToJson(bytes, limits);
    case Decoder::Protobuf: return protobufWire(bytes, limits);
    }
    return Error::usage(KS_ERR("Unknown decoder"));
}

} // namespace kafscope
