#pragma once

#include "browse/browse_types.h"

#include <QByteArrayView>

struct rd_kafka_message_s;
struct rd_kafka_headers_s;

namespace kafscope {

// A header as a RecordView sees it; `isNull` distinguishes a null value from an empty one.
struct HeaderView {
    QByteArrayView key;
    QByteArrayView value;
    bool isNull = true;
};

// A record without copies: either over a librdkafka message (the worker's hot path, where filters
// run before anything is copied) or over a kept BrowseRecord.
class RecordView {
public:
    static RecordView of(const rd_kafka_message_s *message);
    static RecordView of(const BrowseRecord &record);

    int partition = -1;
    qint64 offset = -1;
    qint64 timestampMs = -1;
    int timestampType = 0;
    const char *key = nullptr; // nullptr: null key
    qint64 keyLen = 0;
    const char *value = nullptr; // nullptr: null value
    qint64 valueLen = 0;

    QByteArrayView keyView() const { return QByteArrayView(key, key ? keyLen : 0); }
    QByteArrayView valueView() const { return QByteArrayView(value, value ? valueLen : 0); }
    int headerCount() const;
    HeaderView header(int index) const;

private:
    rd_kafka_headers_s *m_raw = nullptr;
    const QList<RecordHeader> *m_kept = nullptr;
};

// Copies a view into a record, cutting key and value at `previewBytes`.
BrowseRecord copyRecord(const RecordView &view, int previewBytes);

// Copies a batch of views with one buffer for all their key and value bytes (no allocation per
// record): append() copies a view's bytes to the end of the buffer, take() hands the records over,
// each sharing the finished buffer.
class RecordBatchBuilder {
public:
    explicit RecordBatchBuilder(int previewBytes) : m_previewBytes(previewBytes) {}
    void append(const RecordView &view);
    // The same, with what the record's decoding found; its decoded JSON is copied into the batch's
    // buffer too (and the decoding points there once the batch is taken).
    void append(const RecordView &view, std::shared_ptr<RecordDecoding> decoding);
    qsizetype size() const { return m_records.size(); }
    qsizetype bufferBytes() const { return m_buffer.size(); }
    bool isEmpty() const { return m_records.isEmpty(); }
    // The records so far; the builder starts again with room for as many as this batch had.
    QList<BrowseRecord> take();

private:
    int m_previewBytes;
    QList<BrowseRecord> m_records;
    QByteArray m_buffer;
    QList<RecordDecoding *> m_decodings; // this batch's, owned by its records
};

} // namespace kafscope
