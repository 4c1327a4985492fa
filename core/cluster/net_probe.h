#pragma once

// What the connection test reaches a broker with before librdkafka does: the profile's properties,
// host:port, name resolution, a timed TCP connect and a Kafka ApiVersions probe. Used by
// connection_check.cpp and tls_probe.cpp only.

#include "common/translations.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace kafscope::connprobe {

// The last value given for `key` (librdkafka keeps the last one too); empty when none.
QString prop(const QList<QPair<QString, QString>> &props, const QString &key);
bool isTlsProtocol(const QString &protocol);
bool isSaslProtocol(const QString &protocol);

struct HostPort {
    QString host;
    int port = 0;
    QString text() const
    {
        return host.contains(QLatin1Char(':')) ? QStringLiteral("[%1]:%2").arg(host).arg(port)
                                               : QStringLiteral("%1:%2").arg(host).arg(port);
    }
};

// "host:port", "[v6]:port", "host" (port 9092), with or without a "scheme://".
std::optional<HostPort> parseHostPort(QString server);
bool isIpAddress(const QString &host);

// A socket, closed when it goes.
struct Fd {
    int fd = -1;
    Fd() = default;
    explicit Fd(int f) : fd(f) {}
    Fd(Fd &&o) noexcept : fd(o.fd) { o.fd = -1; }
    Fd &operator=(Fd &&o) noexcept
    {
        std::swap(fd, o.fd);
        return *this;
    }
    ~Fd();
};

struct Resolved {
    QList<QByteArray> addrs; // sockaddr bytes
    QStringList text;
    QString error;
};

Resolved resolve(const HostPort &hp);

// Connects within timeoutMs; on failure `error` says why ("connection refused", "no answer ...").
Fd connectTo(const QByteArray &addr, int timeoutMs, QString &error);

// ---- the Kafka probe ---------------------------------------------------------------------------

inline constexpr qint32 kCorrelation = 0x4b53;

QByteArray apiVersionsRequest();
qint32 be32At(const QByteArray &b, int at);

struct ProbeAnswer {
    bool kafka = false;
    int apis = 0;
    QByteArray firstBytes; // what came back, when it was not Kafka
    bool closed = false;   // the peer closed without a byte
    bool timedOut = false;
    QString ioError;
};

// Sends ApiVersions v0 and reads the answer through `write`/`read` (plain socket or TLS). `read`
// returns the bytes read, 0 when the peer closed, -2 on a timeout and -1 on another error.
template <typename W, typename R> ProbeAnswer probeKafka(W write, R read)
{
    ProbeAnswer a;
    const QByteArray req = apiVersionsRequest();
    if (!write(req)) {
        a.ioError = KS_TR("the request could not be sent");
        return a;
    }
    QByteArray got;
    while (got.size() < 10) {
        char buf[4096];
        const int n = read(buf, int(sizeof buf));
        if (n == 0) {
            a.closed = got.isEmpty();
            break;
        }
        if (n < 0) {
            a.timedOut = n == -2;
            if (n == -1)
                a.ioError = KS_TR("read failed");
            break;
        }
        got.append(buf, n);
    }
    if (got.size() >= 10) {
        const qint32 size = be32At(got, 0);
        if (size >= 6 && size < 1 << 20 && be32At(got, 4) == kCorrelation) {
            a.kafka = true;
            a.apis = got.size() >= 14 ? be32At(got, 10) : 0;
            return a;
        }
    }
    a.firstBytes = got.left(64);
    return a;
}

// probeKafka over a connected plain socket.
ProbeAnswer probeKafkaPlain(int fd);

// The bytes as text, with '.' for what is not printable ASCII.
QString printable(const QByteArray &bytes);

} // namespace kafscope::connprobe
