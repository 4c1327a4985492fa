#include "cluster/net_probe.h"

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace kafscope::connprobe {

QString prop(const QList<QPair<QString, QString>> &props, const QString &key)
{
    QString v;
    for (const auto &[k, value] : props)
        if (k == key)
            v = value;
    return v;
}

bool isTlsProtocol(const QString &protocol)
{
    return protocol.compare(QLatin1String("SSL"), Qt::CaseInsensitive) == 0 ||
           protocol.compare(QLatin1String("SASL_SSL"), Qt::CaseInsensitive) == 0;
}

bool isSaslProtocol(const QString &protocol)
{
    return protocol.startsWith(QLatin1String("SASL_"), Qt::CaseInsensitive);
}

std::optional<HostPort> parseHostPort(QString server)
{
    server = server.trimmed();
    if (const qsizetype scheme = server.indexOf(QLatin1String("://")); scheme >= 0)
        server = server.mid(scheme + 3);
    HostPort hp;
    qsizetype colon = server.lastIndexOf(QLatin1Char(':'));
    if (server.startsWith(QLatin1Char('['))) {
        const qsizetype close = server.indexOf(QLatin1Char(']'));
        if (close < 0)
            return std::nullopt;
        hp.host = server.mid(1, close - 1);
        colon = server.indexOf(QLatin1Char(':'), close);
    } else {
        hp.host = server.left(colon);
    }
    bool ok = false;
    hp.port = colon < 0 ? 9092 : server.mid(colon + 1).toInt(&ok);
    if (colon < 0) {
        hp.host = server;
        ok = true;
    }
    if (!ok || hp.host.isEmpty() || hp.port <= 0 || hp.port > 65535)
        return std::nullopt;
    return hp;
}

bool isIpAddress(const QString &host)
{
    in6_addr a6;
    in_addr a4;
    const QByteArray h = host.toLatin1();
    return inet_pton(AF_INET, h.constData(), &a4) == 1 ||
           inet_pton(AF_INET6, h.constData(), &a6) == 1;
}

// ---- sockets -------------------------------------------------------------------------------

Fd::~Fd()
{
    if (fd >= 0)
        ::close(fd);
}

Resolved resolve(const HostPort &hp)
{
    Resolved r;
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *res = nullptr;
    const int rc = ::getaddrinfo(hp.host.toUtf8().constData(),
                                 QByteArray::number(hp.port).constData(), &hints, &res);
    if (rc != 0) {
        r.error = QString::fromLocal8Bit(gai_strerror(rc));
        return r;
    }
    for (addrinfo *ai = res; ai; ai = ai->ai_next) {
        char buf[INET6_ADDRSTRLEN] = {};
        const void *src =
            ai->ai_family == AF_INET
                ? static_cast<const void *>(&reinterpret_cast<sockaddr_in *>(ai->ai_addr)->sin_addr)
                : static_cast<const void *>(
                      &reinterpret_cast<sockaddr_in6 *>(ai->ai_addr)->sin6_addr);
        inet_ntop(ai->ai_family, src, buf, sizeof buf);
        const QString t = QString::fromLatin1(buf);
        if (r.text.contains(t))
            continue;
        r.text << t;
        r.addrs << QByteArray(reinterpret_cast<const char *>(ai->ai_addr), int(ai->ai_addrlen));
    }
    ::freeaddrinfo(res);
    return r;
}

Fd connectTo(const QByteArray &addr, int timeoutMs, QString &error)
{
    const auto *sa = reinterpret_cast<const sockaddr *>(addr.constData());
    Fd s(::socket(sa->sa_family, SOCK_STREAM | SOCK_CLOEXEC, 0));
    if (s.fd < 0) {
        error = QString::fromLocal8Bit(strerror(errno));
        return Fd();
    }
    const int flags = ::fcntl(s.fd, F_GETFL, 0);
    ::fcntl(s.fd, F_SETFL, flags | O_NONBLOCK);
    if (::connect(s.fd, sa, socklen_t(addr.size())) != 0 && errno != EINPROGRESS) {
        error = QString::fromLocal8Bit(strerror(errno)).toLower();
        return Fd();
    }
    pollfd p{s.fd, POLLOUT, 0};
    const int rc = ::poll(&p, 1, timeoutMs);
    if (rc == 0) {
        error = KS_TR("no answer within %1 ms").arg(timeoutMs);
        return Fd();
    }
    int soErr = 0;
    socklen_t len = sizeof soErr;
    ::getsockopt(s.fd, SOL_SOCKET, SO_ERROR, &soErr, &len);
    if (rc < 0 || soErr != 0) {
        error = QString::fromLocal8Bit(strerror(soErr ? soErr : errno)).toLower();
        return Fd();
    }
    ::fcntl(s.fd, F_SETFL, flags & ~O_NONBLOCK);
    timeval tv{timeoutMs / 1000, (timeoutMs % 1000) * 1000};
    ::setsockopt(s.fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    ::setsockopt(s.fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
    return s;
}

// ---- the Kafka probe ---------------------------------------------------------------------------

QByteArray apiVersionsRequest()
{
    const QByteArray clientId("kafscope-connect-test");
    QByteArray body;
    auto be16 = [&body](quint16 v) { body.append(char(v >> 8)).append(char(v & 0xff)); };
    auto be32 = [&body](quint32 v) {
        body.append(char(v >> 24))
            .append(char((v >> 16) & 0xff))
            .append(char((v >> 8) & 0xff))
            .append(char(v & 0xff));
    };
    be16(18); // ApiVersions
    be16(0);
    be32(kCorrelation);
    be16(quint16(clientId.size()));
    body += clientId;
    QByteArray out;
    const quint32 n = quint32(body.size());
    out.append(char(n >> 24))
        .append(char((n >> 16) & 0xff))
        .append(char((n >> 8) & 0xff))
        .append(char(n & 0xff));
    return out + body;
}

qint32 be32At(const QByteArray &b, int at)
{
    return qint32((quint32(quint8(b[at])) << 24) | (quint32(quint8(b[at + 1])) << 16) |
                  (quint32(quint8(b[at + 2])) << 8) | quint32(quint8(b[at + 3])));
}

ProbeAnswer probeKafkaPlain(int fd)
{
    return probeKafka(
        [fd](const QByteArray &b) {
            return ::send(fd, b.constData(), size_t(b.size()), MSG_NOSIGNAL) == b.size();
        },
        [fd](char *buf, int size) {
            const ssize_t n = ::recv(fd, buf, size_t(size), 0);
            return n < 0 ? ((errno == EAGAIN || errno == EWOULDBLOCK) ? -2 : -1) : int(n);
        });
}

QString printable(const QByteArray &bytes)
{
    QString out;
    for (char c : bytes)
        out += (c >= 32 && c < 127) ? QLatin1Char(c) : QLatin1Char('.');
    return out.trimmed();
}

} // namespace kafscope::connprobe
