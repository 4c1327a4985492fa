#pragma once

// The bytes of the Kafka protocol: the primitive types of the message specifications, read and
// written in both encodings (classic, and "flexible" with compact lengths and tagged fields). The
// generated codecs (kafka_messages.h, made at build time by scripts/kafka_codegen.py) are built on
// these. Every read is bounded by what is left: a length or count that does not fit fails the
// reader (sticky, with the byte offset) before anything is allocated.

#include <QByteArray>
#include <QString>

#include <array>
#include <cstdint>
#include <optional>

namespace kafscope::protocol {

using Uuid = std::array<uint8_t, 16>;

// Kafka's text form of a Uuid: URL-safe base64 without padding (as Uuid.toString() in Java).
QString uuidText(const Uuid &u);
std::optional<Uuid> parseUuid(const QString &text);

class Writer {
public:
    void i8(int8_t v) { m_data.append(char(v)); }
    void boolean(bool v) { i8(v ? 1 : 0); }
    void i16(int16_t v) { be(uint64_t(uint16_t(v)), 2); }
    void u16(uint16_t v) { be(v, 2); }
    void i32(int32_t v) { be(uint64_t(uint32_t(v)), 4); }
    void u32(uint32_t v) { be(v, 4); }
    void i64(int64_t v) { be(uint64_t(v), 8); }
    void f64(double v);
    void uuid(const Uuid &u) { m_data.append(reinterpret_cast<const char *>(u.data()), 16); }
    void uvarint(uint32_t v);
    void varint(int32_t v) { uvarint((uint32_t(v) << 1) ^ uint32_t(v >> 31)); }
    void string(const QString &s, bool compact);
    void nullableString(const std::optional<QString> &s, bool compact);
    void bytes(const QByteArray &b, bool compact);
    void nullableBytes(const std::optional<QByteArray> &b, bool compact);
    void arrayLength(qsizetype n, bool compact);
    void nullLength(bool compact); // a null array
    void raw(const QByteArray &b) { m_data.append(b); }

    const QByteArray &data() const { return m_data; }

private:
    void be(uint64_t v, int bytes);
    QByteArray m_data;
};

class Reader {
public:
    Reader(const char *data, qsizetype size, qsizetype base = 0)
        : m_p(data), m_left(size), m_base(base)
    {
    }
    explicit Reader(const QByteArray &b) : Reader(b.constData(), b.size()) {}

    bool ok() const { return m_error.isEmpty(); }
    const QString &error() const { return m_error; } // English, with the byte offset
    qsizetype offset() const { return m_base + m_pos; }
    qsizetype left() const { return m_left; }
    void fail(const QString &why);
    void fail(const char *why) { fail(QString::fromLatin1(why)); }

    int8_t i8();
    bool boolean() { return i8() != 0; }
    int16_t i16() { return int16_t(be(2)); }
    uint16_t u16() { return uint16_t(be(2)); }
    int32_t i32() { return int32_t(uint32_t(be(4))); }
    uint32_t u32() { return uint32_t(be(4)); }
    int64_t i64() { return int64_t(be(8)); }
    double f64();
    Uuid uuid();
    uint32_t uvarint();
    int32_t varint()
    {
        const uint32_t v = uvarint();
        return int32_t((v >> 1) ^ (~(v & 1) + 1));
    }
    QString string(bool compact);
    std::optional<QString> nullableString(bool compact);
    QByteArray bytes(bool compact);
    std::optional<QByteArray> nullableBytes(bool compact);
    // An array's element count, -1 for null. A count more than the bytes left could hold (at
    // `minElementBytes` each) fails the reader.
    qsizetype arrayLength(bool compact, int minElementBytes);
    // The next `n` bytes as a reader of their own (a tagged field); this reader moves past them.
    Reader take(qsizetype n);
    // What the reader has not read.
    QByteArray rest() const { return QByteArray(m_p + m_pos, m_left); }

private:
    uint64_t be(int bytes);
    bool need(qsizetype n, const char *what);
    // A length (string or bytes): -1 for null.
    qsizetype length(bool compact, bool wide);
    const char *m_p;
    qsizetype m_left;
    qsizetype m_base;
    qsizetype m_pos = 0;
    QString m_error;
};

} // namespace kafscope::protocol
