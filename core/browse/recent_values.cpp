#include "browse/recent_values.h"

#include "browse/browse_reader.h"
#include "browse/utf8_text.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonParseError>

namespace kafscope {

namespace {

constexpr qint64 kMaxJudgedBytes = 256 * 1024;

bool isJsonDocument(const QByteArray &bytes)
{
    QJsonParseError err;
    const QJsonDocument d = QJsonDocument::fromJson(bytes, &err);
    return err.error == QJsonParseError::NoError && (d.isObject() || d.isArray());
}

} // namespace

ValueShape judgeValues(const QList<std::optional<QByteArray>> &values)
{
    ValueShape s;
    bool json = true, framed = true, text = true;
    for (const std::optional<QByteArray> &v : values) {
        if (!v)
            continue;
        ++s.sampled;
        const bool isFramed = v->size() >= 5 && v->at(0) == 0;
        framed = framed && isFramed;
        if (isFramed)
            s.schemaId = int(quint32(quint8(v->at(1))) << 24 | quint32(quint8(v->at(2))) << 16 |
                             quint32(quint8(v->at(3))) << 8 | quint32(quint8(v->at(4))));
        json = json && isJsonDocument(*v);
        text = text && isValidUtf8(*v);
    }
    if (s.sampled == 0)
        return s;
    s.schemaFramed = framed && !json;
    if (!s.schemaFramed)
        s.schemaId = -1;
    s.format = json || s.schemaFramed ? PayloadFormat::Json
               : text                 ? PayloadFormat::Text
                                      : PayloadFormat::Base64;
    return s;
}

Result<ValueShape> peekRecentValues(const ConnectionProfile &profile, const QString &topic,
                                    int maxRecords, int timeoutMs)
{
    BrowseRequest request;
    request.topic = topic;
    request.start.mode = StartSpec::Mode::Newest;
    request.start.value = 1;
    request.maxResults = maxRecords;
    request.previewBytes = kMaxJudgedBytes;
    request.isolation = Isolation::ReadUncommitted;
    auto reader = BrowseReader::open(profile, request);
    if (!reader)
        return reader.error();
    QList<std::optional<QByteArray>> values;
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < timeoutMs && values.size() < maxRecords) {
        const bool more = reader.value()->step(
            [&](const RecordView &r) {
                if (!r.value)
                    values << std::nullopt;
                else if (r.valueLen <= kMaxJudgedBytes) // a huge value is not parsed here
                    values << QByteArray(r.value, qsizetype(r.valueLen));
            },
            100);
        if (!more)
            break;
    }
    return judgeValues(values);
}

} // namespace kafscope
