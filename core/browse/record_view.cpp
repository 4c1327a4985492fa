#include "browse/record_view.h"

#include "browse/browse_decoding.h"

#include <librdkafka/rdkafka.h>

namespace kafscope {

RecordView RecordView::of(const rd_kafka_message_s *m)
{
    RecordView v;
    v.partition = m->partition;
    v.offset = m->offset;
    rd_kafka_timestamp_type_t type = RD_KAFKA_TIMESTAMP_NOT_AVAILABLE;
    v.timestampMs = rd_kafka_message_timestamp(m, &type);
    v.timestampType = type == RD_KAFKA_TIMESTAMP_CREATE_TIME       ? 1
                      : type == RD_KAFKA_TIMESTAMP_LOG_APPEND_TIME ? 2
                                                                   : 0;
    v.key = static_cast<const char *>(m->key);
    v.keyLen = qint64(m->key_len);
    v.value = static_cast<const char *>(m->payload);
    v.valueLen = qint64(m->len);
    rd_kafka_headers_t *hdrs = nullptr;
    if (rd_kafka_message_headers(m, &hdrs) == RD_KAFKA_RESP_ERR_NO_ERROR)
        v.m_raw = hdrs;
    return v;
}

RecordView RecordView::of(const BrowseRecord &r)
{
    RecordView v;
    v.partition = r.partition;
    v.offset = r.offset;
    v.timestampMs = r.timestampMs;
    v.timestampType = r.timestampType;
    static const char empty = 0;
    if (r.keyLen >= 0) {
        v.key = r.keyLen ? r.key().data() : &empty;
        v.keyLen = r.keyLen;
    }
    if (r.valueLen >= 0) {
        v.value = r.valueLen ? r.value().data() : &empty;
        v.valueLen = r.valueLen;
    }
    v.m_kept = &r.headers;
    return v;
}

int RecordView::headerCount() const
{
    if (m_raw)
        return int(rd_kafka_header_cnt(m_raw));
    return m_kept ? int(m_kept->size()) : 0;
}

HeaderView RecordView::header(int index) const
{
    HeaderView h;
    if (m_raw) {
        const char *name = nullptr;
        const void *value = nullptr;
        size_t size = 0;
        if (rd_kafka_header_get_all(m_raw, size_t(index), &name, &value, &size) ==
            RD_KAFKA_RESP_ERR_NO_ERROR) {
            h.key = QByteArrayView(name);
            h.isNull = value == nullptr;
            h.value = QByteArrayView(static_cast<const char *>(value), value ? qsizetype(size) : 0);
        }
    } else if (m_kept && index >= 0 && index < m_kept->size()) {
        const RecordHeader &k = m_kept->at(index);
        h.key = k.key;
        h.isNull = !k.value;
        if (k.value)
            h.value = *k.value;
    }
    return h;
}

namespace {

// Everything but the key and value bytes, which go to the end of `buffer` (at r.bytesOffset).
BrowseRecord copyInto(const RecordView &v, int previewBytes, QByteArray &buffer)
{
    BrowseRecord r;
    r.partition = v.partition;
    r.offset = v.offset;
    r.timestampMs = v.timestampMs;
    r.timestampType = v.timestampType;
    const qint64 limit = qMax(previewBytes, 0);
    r.keyLen = v.key ? int(qMin(v.keyLen, limit)) : -1;
    r.valueLen = v.value ? int(qMin(v.valueLen, limit)) : -1;
    r.keySize = v.key ? v.keyLen : -1;
    r.valueSize = v.value ? v.valueLen : -1;
    r.bytesOffset = r.keyLen > 0 || r.valueLen > 0 ? int(buffer.size()) : 0;
    if (r.keyLen > 0)
        buffer.append(v.key, r.keyLen);
    if (r.valueLen > 0)
        buffer.append(v.value, r.valueLen);
    const int n = v.headerCount();
    if (n > 0) {
        r.headers.reserve(n);
        for (int i = 0; i < n; ++i) {
            const HeaderView h = v.header(i);
            r.headers.append(
                {h.key.toByteArray(),
                 h.isNull ? std::nullopt : std::optional<QByteArray>(h.value.toByteArray())});
        }
    }
    return r;
}

} // namespace

BrowseRecord copyRecord(const RecordView &v, int previewBytes)
{
    const qint64 limit = qMax(previewBytes, 0);
    QByteArray own;
    own.reserve((v.key ? qMin(v.keyLen, limit) : 0) + (v.value ? qMin(v.valueLen, limit) : 0));
    BrowseRecord r = copyInto(v, previewBytes, own);
    r.bytes = std::move(own);
    return r;
}

void RecordBatchBuilder::append(const RecordView &view)
{
    // The buffer may still grow (and move), so records get it only in take().
    m_records.append(copyInto(view, m_previewBytes, m_buffer));
}

void RecordBatchBuilder::append(const RecordView &view, std::shared_ptr<RecordDecoding> decoding)
{
    m_records.append(copyInto(view, m_previewBytes, m_buffer));
    if (!decoding)
        return;
    for (DecodedSide *side : {&decoding->key, &decoding->value}) {
        if (!side->decoded())
            continue;
        side->jsonOffset = m_buffer.size();
        m_buffer.append(side->json.data(), side->json.size());
    }
    m_decodings.append(decoding.get());
    m_records.last().decoding = std::move(decoding);
}

QList<BrowseRecord> RecordBatchBuilder::take()
{
    // Trimmed here in the worker: the receiver keeps these lists as they are.
    m_buffer.squeeze();
    if (m_records.capacity() - m_records.size() > 1024)
        m_records.squeeze();
    for (BrowseRecord &r : m_records)
        if (r.payloadBytes() > 0)
            r.bytes = m_buffer;
    // The buffer no longer moves: the decoded JSON can point into it.
    for (RecordDecoding *d : std::as_const(m_decodings)) {
        d->buffer = m_buffer;
        for (DecodedSide *side : {&d->key, &d->value})
            if (side->jsonOffset >= 0)
                side->json =
                    QByteArrayView(d->buffer.constData() + side->jsonOffset, side->json.size());
    }
    m_decodings.clear();
    const qsizetype rows = m_records.size(), bytes = m_buffer.size();
    QList<BrowseRecord> out = std::move(m_records);
    m_records = {};
    m_records.reserve(rows);
    m_buffer = QByteArray();
    m_buffer.reserve(bytes);
    return out;
}

} // namespace kafscope
