#pragma once

// Builds __consumer_offsets keys and values byte by byte, following Kafka's message schemas,
// for the decoder tests.

#include <QByteArray>
#include <QList>
#include <QString>
#include <QUuid>

#include <optional>

namespace kafscope::test {

class Bytes {
public:
    Bytes &i8(qint8 v)
    {
        m_b.append(char(v));
        return *this;
    }
    Bytes &i16(qint16 v) { return be(quint64(quint16(v)), 2); }
    Bytes &u16(quint16 v) { return be(v, 2); }
    Bytes &i32(qint32 v) { return be(quint64(quint32(v)), 4); }
    Bytes &i64(qint64 v) { return be(quint64(v), 8); }
    Bytes &uvarint(quint32 v)
    {
        while (v >= 0x80) {
            m_b.append(char((v & 0x7f) | 0x80));
            v >>= 7;
        }
        m_b.append(char(v));
        return *this;
    }
    Bytes &str(const std::optional<QString> &s) // classic INT16 length
    {
        if (!s)
            return i16(-1);
        const QByteArray u = s->toUtf8();
        i16(qint16(u.size()));
        m_b += u;
        return *this;
    }
    Bytes &bytes(const std::optional<QByteArray> &b) // classic INT32 length
    {
        if (!b)
            return i32(-1);
        i32(qint32(b->size()));
        m_b += *b;
        return *this;
    }
    Bytes &cstr(const std::optional<QString> &s) // compact
    {
        if (!s)
            return uvarint(0);
        const QByteArray u = s->toUtf8();
        uvarint(quint32(u.size() + 1));
        m_b += u;
        return *this;
    }
    Bytes &cbytes(const std::optional<QByteArray> &b)
    {
        if (!b)
            return uvarint(0);
        uvarint(quint32(b->size() + 1));
        m_b += *b;
        return *this;
    }
    Bytes &carray(int n) { return uvarint(quint32(n + 1)); }
    Bytes &noTags() { return uvarint(0); }
    Bytes &uuid(const QUuid &id)
    {
        m_b += id.toRfc4122();
        return *this;
    }
    Bytes &raw(const QByteArray &b)
    {
        m_b += b;
        return *this;
    }
    // Classic []TopicPartition: [topic STRING, partitions []INT32]
    Bytes &topicPartitions(const QList<QPair<QString, QList<int>>> &tps)
    {
        i32(qint32(tps.size()));
        for (const auto &[t, ps] : tps) {
            str(t);
            i32(qint32(ps.size()));
            for (int p : ps)
                i32(p);
        }
        return *this;
    }
    QByteArray data() const { return m_b; }
    operator QByteArray() const { return m_b; }

private:
    Bytes &be(quint64 v, int n)
    {
        for (int i = n - 1; i >= 0; --i)
            m_b.append(char((v >> (8 * i)) & 0xff));
        return *this;
    }
    QByteArray m_b;
};

inline QByteArray offsetKey(int type, const QString &group, const QString &topic, int partition)
{
    return Bytes().i16(qint16(type)).str(group).str(topic).i32(partition);
}
inline QByteArray groupKey(int type, const QString &group)
{
    return Bytes().i16(qint16(type)).str(group);
}
inline QByteArray memberKey(int type, const QString &group, const QString &member)
{
    return Bytes().i16(qint16(type)).str(group).str(member);
}

// OffsetCommitValue v3 as Kafka 4.x writes it.
inline QByteArray offsetValueV3(qint64 offset, int epoch, const QString &metadata, qint64 ts)
{
    return Bytes().i16(3).i64(offset).i32(epoch).str(metadata).i64(ts);
}

// ConsumerProtocolSubscription / Assignment bytes.
inline QByteArray subscriptionBytes(int version, const QStringList &topics,
                                    const std::optional<QByteArray> &userData,
                                    const QList<QPair<QString, QList<int>>> &owned = {},
                                    int generation = -1,
                                    const std::optional<QString> &rack = std::nullopt)
{
    Bytes b;
    b.i16(qint16(version)).i32(qint32(topics.size()));
    for (const QString &t : topics)
        b.str(t);
    b.bytes(userData);
    if (version >= 1)
        b.topicPartitions(owned);
    if (version >= 2)
        b.i32(generation);
    if (version >= 3)
        b.str(rack);
    return b;
}

inline QByteArray assignmentBytes(const QList<QPair<QString, QList<int>>> &tps,
                                  const std::optional<QByteArray> &userData = std::nullopt,
                                  int version = 0)
{
    return Bytes().i16(qint16(version)).topicPartitions(tps).bytes(userData);
}

} // namespace kafscope::test
