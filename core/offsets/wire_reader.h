#pragma once

#include <QByteArray>
#include <QString>
#include <QUuid>

#include <optional>

namespace kafscope::offsets {

// Reads Kafka's big-endian wire primitives from a byte buffer without ever reading past its end.
// The first failure sets error() and every later read returns a default; check ok() at the end.
// Lengths and counts are checked against the bytes left, so hostile input cannot make it allocate
// more than the buffer's size.
class WireReader {
public:
    explicit WireReader(const QByteArray &bytes) : m_bytes(bytes) {}

    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    qsizetype position() const { return m_pos; }
    qsizetype remaining() const { return m_bytes.size() - m_pos; }
    bool atEnd() const { return remaining() == 0; }
    void fail(const QString &why);

    qint8 int8();
    qint16 int16();
    quint16 uint16();
    qint32 int32();
    qint64 int64();
    quint32 uvarint();
    QUuid uuid();

    // Classic encoding: INT16 length (-1 null) strings, INT32 length (-1 null) bytes.
    std::optional<QString> nullableString();
    QString string(); // a null is an error
    std::optional<QByteArray> nullableBytes();
    QByteArray bytes();
    // An INT32 element count (-1 null is read as 0); fails when the count cannot fit in what is
    // left at `minElementSize` bytes each.
    int arrayCount(int minElementSize);

    // Flexible ("compact") encoding: UVARINT length+1, 0 = null.
    std::optional<QString> compactNullableString();
    QString compactString();
    std::optional<QByteArray> compactNullableBytes();
    int compactArrayCount(int minElementSize); // null arrays are read as empty
    // Reads a tagged-field block, calling `onTag(tag, bytes)` for each field.
    template <typename F> void taggedFields(F &&onTag)
    {
        const quint32 count = uvarint();
        for (quint32 i = 0; i < count && ok(); ++i) {
            const quint32 tag = uvarint();
            const quint32 size = uvarint();
            const QByteArray data = take(size);
            if (ok())
                onTag(tag, data);
        }
    }

private:
    QByteArray take(qint64 n);
    bool need(qint64 n);

    const QByteArray m_bytes;
    qsizetype m_pos = 0;
    QString m_error;
};

// Kafka's textual form of a UUID: URL-safe base64 of its 16 bytes, without padding.
QString kafkaUuidString(const QUuid &id);

} // namespace kafscope::offsets
