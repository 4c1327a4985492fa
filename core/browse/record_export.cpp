#include "browse/record_export.h"

#include "browse/browse_decoding.h"
#include "browse/record_json.h"
#include "browse/record_view.h"
#include "browse/utf8_text.h"

#include <QDateTime>

namespace kafscope {

QByteArray recordsToJsonLines(const QString &topic, const QList<const BrowseRecord *> &records)
{
    const RecordJsonWriter writer(topic);
    QByteArray out;
    for (const BrowseRecord *r : records) {
        // Decoded with a registry schema: the decoded JSON and the schema, as consume writes them.
        if (const RecordDecoding *d = r->decoding.get()) {
            writer.append(out, RecordView::of(*r),
                          d->key.decoded() ? QByteArrayView(d->key.json) : QByteArrayView(),
                          d->value.decoded() ? QByteArrayView(d->value.json) : QByteArrayView(),
                          decodingJsonFields(*d));
            continue;
        }
        writer.append(out, RecordView::of(*r));
    }
    return out;
}

QByteArray recordToJson(const QString &topic, const BrowseRecord &record)
{
    QByteArray out = recordsToJsonLines(topic, {&record});
    out.chop(1); // the line's '\n'
    return out;
}

QByteArray csvCell(QByteArrayView text)
{
    QByteArray out;
    out.reserve(text.size() + 3);
    out += '"';
    if (!text.isEmpty() && (text[0] == '=' || text[0] == '+' || text[0] == '-' || text[0] == '@' ||
                            text[0] == '\t' || text[0] == '\r'))
        out += '\'';
    for (char c : text) {
        if (c == '"')
            out += '"';
        out += c;
    }
    out += '"';
    return out;
}

namespace {

void appendPayloadCells(QByteArray &row, QByteArrayView bytes, bool isNull,
                        const DecodedSide *decoded)
{
    if (decoded && decoded->decoded()) {
        row += ',' + csvCell(decoded->json) + ",\"schema\"";
    } else if (isNull) {
        row += ",\"\",\"null\"";
    } else if (isValidUtf8(bytes)) {
        row += ',' + csvCell(bytes) + ",\"utf8\"";
    } else {
        QByteArray b64;
        appendBase64(b64, bytes);
        row += ',' + csvCell(b64) + ",\"base64\"";
    }
}

} // namespace

QByteArray recordsToCsv(const QList<const BrowseRecord *> &records, bool withHeader)
{
    QByteArray out = withHeader ? QByteArray("partition,offset,timestamp,timestamp_type,key,key_"
                                             "encoding,value,value_encoding,headers\r\n")
                                : QByteArray();
    for (const BrowseRecord *r : records) {
        out += QByteArray::number(r->partition) + ',' + QByteArray::number(r->offset) + ',';
        out += r->timestampMs >= 0 ? csvCell(QDateTime::fromMSecsSinceEpoch(r->timestampMs, Qt::UTC)
                                                 .toString(Qt::ISODateWithMs)
                                                 .toUtf8())
                                   : QByteArray("\"\"");
        out += ',' + csvCell(timestampTypeName(r->timestampType).toUtf8());
        appendPayloadCells(out, r->key(), r->keyIsNull(),
                           r->decoding ? &r->decoding->key : nullptr);
        appendPayloadCells(out, r->value(), r->valueIsNull(),
                           r->decoding ? &r->decoding->value : nullptr);
        // Headers as the JSON array of the JSON Lines format.
        const QByteArray line = recordToJson(QString(), *r);
        const qsizetype h = line.indexOf(",\"headers\":");
        const qsizetype e = line.indexOf("],\"key_encoding\"", h);
        out += ',' + csvCell(h >= 0 && e > h ? QByteArrayView(line).sliced(h + 11, e + 1 - (h + 11))
                                             : QByteArrayView("[]"));
        out += "\r\n";
    }
    return out;
}

QString shellQuote(const QString &arg)
{
    static const QString safe =
        QStringLiteral("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.,:/@=+");
    bool plain = !arg.isEmpty();
    for (QChar c : arg)
        plain = plain && safe.contains(c);
    if (plain)
        return arg;
    QString q = arg;
    q.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + q + QLatin1Char('\'');
}

QString kcatCommand(const QString &bootstrap, const QString &topic, int partition, qint64 offset)
{
    return QStringLiteral("kcat -C -b %1 -t %2 -p %3 -o %4 -c 1 -e")
        .arg(shellQuote(bootstrap), shellQuote(topic))
        .arg(partition)
        .arg(offset);
}

OutgoingMessage toOutgoingMessage(const QString &topic, const BrowseRecord &record)
{
    OutgoingMessage m;
    m.topic = topic;
    m.key = record.keyBytes();
    m.value = record.valueBytes();
    for (const RecordHeader &h : record.headers)
        m.headers.append({QString::fromUtf8(h.key), h.value});
    return m;
}

} // namespace kafscope
