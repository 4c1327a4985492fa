#include "cluster/topic_ids.h"

#include "offsets/wire_reader.h"

#include <QDeadlineTimer>
#include <QTcpSocket>
#include <QtEndian>

namespace kafscope {

namespace {

constexpr qint16 kMetadataKey = 3;
constexpr qint16 kMetadataVersion = 12; // flexible, topic ids, nullable names; Kafka 2.8+ and 4.x
constexpr qint32 kMaxResponse = 256 * 1024 * 1024;

void put16(QByteArray &b, qint16 v)
{
    const qint16 be = qToBigEndian(v);
    b.append(reinterpret_cast<const char *>(&be), 2);
}

void put32(QByteArray &b, qint32 v)
{
    const qint32 be = qToBigEndian(v);
    b.append(reinterpret_cast<const char *>(&be), 4);
}

// host:port pairs of a bootstrap list ("a:9092,b:9092", optionally PLAINTEXT://a:9092).
QList<QPair<QString, quint16>> bootstrapAddresses(const QString &bootstrap)
{
    QList<QPair<QString, quint16>> out;
    for (QString entry : bootstrap.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        entry = entry.trimmed();
        if (const qsizetype scheme = entry.indexOf(QStringLiteral("://")); scheme >= 0)
            entry = entry.mid(scheme + 3);
        const qsizetype colon = entry.lastIndexOf(QLatin1Char(':'));
        bool ok = false;
        const uint port = colon > 0 ? entry.mid(colon + 1).toUInt(&ok) : 9092;
        QString host = colon > 0 ? entry.left(colon) : entry;
        if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
            host = host.mid(1, host.size() - 2);
        if ((colon <= 0 || (ok && port > 0 && port < 65536)) && !host.isEmpty())
            out << qMakePair(host, quint16(port));
    }
    return out;
}

bool readExactly(QTcpSocket &s, char *into, qint64 n, const QDeadlineTimer &deadline)
{
    qint64 got = 0;
    while (got < n) {
        if (s.bytesAvailable() == 0 && !s.waitForReadyRead(int(qMax<qint64>(1, deadline.remainingTime()))))
            return false;
        const qint64 r = s.read(into + got, n - got);
        if (r < 0)
            return false;
        got += r;
    }
    return true;
}

} // namespace

QByteArray topicIdsRequest(qint32 correlationId, const QString &clientId)
{
    QByteArray body;
    put16(body, kMetadataKey);
    put16(body, kMetadataVersion);
    put32(body, correlationId);
    const QByteArray id = clientId.toUtf8();
    put16(body, qint16(id.size())); // request header v2: client_id is a classic nullable string
    body.append(id);
    body.append('\0');              // header tagged fields
    body.append('\0');              // topics: null compact array = every topic
    body.append('\0');              // allow_auto_topic_creation
    body.append('\0');              // include_topic_authorized_operations
    body.append('\0');              // tagged fields
    QByteArray framed;
    put32(framed, qint32(body.size()));
    return framed + body;
}

Result<QHash<QString, QString>> parseTopicIdsResponse(const QByteArray &response, qint32 correlationId)
{
    offsets::WireReader r(response);
    if (r.int32() != correlationId)
        return Error::kafka(-1, QStringLiteral("The Metadata answer is for another request"));
    r.taggedFields([](quint32, const QByteArray &) {});
    r.int32(); // throttle_time_ms
    const int brokers = r.compactArrayCount(10);
    for (int i = 0; i < brokers && r.ok(); ++i) {
        r.int32();
        r.compactString();
        r.int32();
        r.compactNullableString();
        r.taggedFields([](quint32, const QByteArray &) {});
    }
    r.compactNullableString(); // cluster_id
    r.int32();                 // controller_id
    QHash<QString, QString> names;
    const int topics = r.compactArrayCount(25);
    for (int i = 0; i < topics && r.ok(); ++i) {
        const qint16 error = r.int16();
        const std::optional<QString> name = r.compactNullableString();
        const QUuid id = r.uuid();
        r.int8(); // is_internal
        const int partitions = r.compactArrayCount(18);
        for (int p = 0; p < partitions && r.ok(); ++p) {
            r.int16();
            r.int32();
            r.int32();
            r.int32();
            for (int list = 0; list < 3 && r.ok(); ++list) { // replicas, isr, offline replicas
                const int n = r.compactArrayCount(4);
                for (int k = 0; k < n && r.ok(); ++k)
                    r.int32();
            }
            r.taggedFields([](quint32, const QByteArray &) {});
        }
        r.int32(); // topic_authorized_operations
        r.taggedFields([](quint32, const QByteArray &) {});
        if (error == 0 && name && !id.isNull())
            names.insert(offsets::kafkaUuidString(id), *name);
    }
    r.taggedFields([](quint32, const QByteArray &) {});
    if (!r.ok())
        return Error::kafka(-1, QStringLiteral("Could not read the Metadata answer: %1").arg(r.error()));
    return names;
}

Result<QHash<QString, QString>> fetchTopicIds(const ConnectionProfile &profile, int timeoutMs)
{
    for (const auto &[key, value] : profile.properties)
        if (key == QLatin1String("security.protocol") && value.compare(QLatin1String("plaintext"), Qt::CaseInsensitive) != 0)
            return Error::usage(QStringLiteral("Topic ids are read with a direct Metadata request, which needs a PLAINTEXT "
                                               "listener (this connection uses %1); librdkafka 2.0.2 reports no topic ids")
                                    .arg(value));
    const auto addresses = bootstrapAddresses(profile.bootstrap);
    if (addresses.isEmpty())
        return Error::usage(QStringLiteral("No bootstrap address to ask for topic ids"));
    QString last;
    const qint32 correlationId = 1;
    for (const auto &[host, port] : addresses) {
        const QDeadlineTimer deadline(timeoutMs);
        QTcpSocket socket;
        socket.connectToHost(host, port);
        if (!socket.waitForConnected(int(qMax<qint64>(1, deadline.remainingTime())))) {
            last = QStringLiteral("%1:%2: %3").arg(host).arg(port).arg(socket.errorString());
            continue;
        }
        socket.write(topicIdsRequest(correlationId, QStringLiteral("kafscope-topic-ids")));
        while (socket.bytesToWrite() > 0)
            if (!socket.waitForBytesWritten(int(qMax<qint64>(1, deadline.remainingTime()))))
                break;
        qint32 size = 0;
        if (!readExactly(socket, reinterpret_cast<char *>(&size), 4, deadline)) {
            last = QStringLiteral("%1:%2: no Metadata answer (%3)").arg(host).arg(port).arg(socket.errorString());
            continue;
        }
        size = qFromBigEndian(size);
        if (size < 8 || size > kMaxResponse) {
            last = QStringLiteral("%1:%2: a Metadata answer of %3 bytes").arg(host).arg(port).arg(size);
            continue;
        }
        QByteArray response(size, Qt::Uninitialized);
        if (!readExactly(socket, response.data(), size, deadline)) {
            last = QStringLiteral("%1:%2: the Metadata answer stopped (%3)").arg(host).arg(port).arg(socket.errorString());
            continue;
        }
        return parseTopicIdsResponse(response, correlationId);
    }
    return Error::timeout(-1, QStringLiteral("Could not read topic ids from %1: %2").arg(profile.bootstrap, last));
}

} // namespace kafscope
