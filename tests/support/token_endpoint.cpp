#include "token_endpoint.h"

#include "local/local_tls.h"

#include <openssl/evp.h>
#include <openssl/pem.h>

#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace kafscope::test {

namespace {

QByteArray b64url(const QByteArray &b)
{
    return b.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

QByteArray signRs256(const QByteArray &keyPem, const QByteArray &input)
{
    BIO *bio = BIO_new_mem_buf(keyPem.constData(), int(keyPem.size()));
    EVP_PKEY *key = PEM_read_bio_PrivateKey(bio, nullptr, nullptr, nullptr);
    BIO_free(bio);
    if (!key)
        return {};
    EVP_MD_CTX *ctx = EVP_MD_CTX_new();
    size_t len = 0;
    QByteArray sig;
    if (EVP_DigestSignInit(ctx, nullptr, EVP_sha256(), nullptr, key) == 1 &&
        EVP_DigestSign(ctx, nullptr, &len,
                       reinterpret_cast<const unsigned char *>(input.constData()),
                       size_t(input.size())) == 1) {
        sig.resize(qsizetype(len));
        if (EVP_DigestSign(ctx, reinterpret_cast<unsigned char *>(sig.data()), &len,
                           reinterpret_cast<const unsigned char *>(input.constData()),
                           size_t(input.size())) != 1)
            sig.clear();
        else
            sig.resize(qsizetype(len));
    }
    EVP_MD_CTX_free(ctx);
    EVP_PKEY_free(key);
    return sig;
}

QByteArray httpResponse(int code, const char *status, const QByteArray &body)
{
    return QByteArray("HTTP/1.1 ") + QByteArray::number(code) + ' ' + status +
           "\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: " +
           QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

} // namespace

TokenEndpoint::TokenEndpoint(QString signingKeyFile, QString keyId, QString audience,
                             QString clientId, QString clientSecret)
    : m_keyFile(std::move(signingKeyFile)), m_kid(std::move(keyId)),
      m_audience(std::move(audience)), m_clientId(std::move(clientId)),
      m_secret(std::move(clientSecret))
{
}

TokenEndpoint::~TokenEndpoint()
{
    m_stop = true;
    if (m_thread)
        m_thread->join();
    if (m_listenFd >= 0)
        ::close(m_listenFd);
}

bool TokenEndpoint::start()
{
    QFile f(m_keyFile);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    m_keyPem = f.readAll();
    m_listenFd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (m_listenFd < 0 ||
        ::bind(m_listenFd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) != 0 ||
        ::listen(m_listenFd, 16) != 0)
        return false;
    socklen_t len = sizeof addr;
    ::getsockname(m_listenFd, reinterpret_cast<sockaddr *>(&addr), &len);
    m_port = ntohs(addr.sin_port);
    m_thread = std::make_unique<std::thread>([this] { serve(); });
    return true;
}

void TokenEndpoint::serve()
{
    while (!m_stop) {
        pollfd p{m_listenFd, POLLIN, 0};
        if (::poll(&p, 1, 100) <= 0)
            continue;
        const int c = ::accept4(m_listenFd, nullptr, nullptr, SOCK_CLOEXEC);
        if (c < 0)
            continue;
        timeval tv{5, 0};
        ::setsockopt(c, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
        QByteArray req;
        char buf[4096];
        for (;;) {
            const qsizetype headerEnd = req.indexOf("\r\n\r\n");
            if (headerEnd >= 0) {
                qsizetype contentLength = 0;
                for (const QByteArray &line : req.left(headerEnd).split('\n'))
                    if (line.toLower().startsWith("content-length:"))
                        contentLength = line.mid(15).trimmed().toLongLong();
                if (req.size() >= headerEnd + 4 + contentLength)
                    break;
            }
            const ssize_t n = ::recv(c, buf, sizeof buf, 0);
            if (n <= 0)
                break;
            req.append(buf, int(n));
        }
        const QByteArray resp = answer(req);
        ::send(c, resp.constData(), size_t(resp.size()), MSG_NOSIGNAL);
        ::close(c);
    }
}

QByteArray TokenEndpoint::answer(const QByteArray &request)
{
    const qsizetype headerEnd = request.indexOf("\r\n\r\n");
    if (!request.startsWith("POST ") || headerEnd < 0)
        return httpResponse(400, "Bad Request", R"({"error":"invalid_request"})");
    QString id, secret;
    for (const QByteArray &line : request.left(headerEnd).split('\n'))
        if (line.toLower().startsWith("authorization: basic ")) {
            const QByteArray decoded = QByteArray::fromBase64(line.mid(21).trimmed());
            const qsizetype colon = decoded.indexOf(':');
            id = QUrlQuery(QString::fromUtf8(decoded.left(colon))).toString(QUrl::FullyDecoded);
            secret =
                QUrlQuery(QString::fromUtf8(decoded.mid(colon + 1))).toString(QUrl::FullyDecoded);
        }
    const QUrlQuery form(QString::fromUtf8(request.mid(headerEnd + 4)));
    if (id.isEmpty()) {
        id = form.queryItemValue(QStringLiteral("client_id"), QUrl::FullyDecoded);
        secret = form.queryItemValue(QStringLiteral("client_secret"), QUrl::FullyDecoded);
    }
    if (form.queryItemValue(QStringLiteral("grant_type")) != QLatin1String("client_credentials") ||
        id != m_clientId || secret != m_secret) {
        ++m_refused;
        return httpResponse(401, "Unauthorized", R"({"error":"invalid_client"})");
    }
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    const QByteArray header =
        QJsonDocument(QJsonObject{{QStringLiteral("alg"), QStringLiteral("RS256")},
                                  {QStringLiteral("typ"), QStringLiteral("JWT")},
                                  {QStringLiteral("kid"), m_kid}})
            .toJson(QJsonDocument::Compact);
    const QByteArray payload =
        QJsonDocument(QJsonObject{{QStringLiteral("sub"), m_clientId},
                                  {QStringLiteral("iss"), local::LocalTls::oidcIssuer()},
                                  {QStringLiteral("aud"), m_audience},
                                  {QStringLiteral("scope"), QStringLiteral("kafka")},
                                  {QStringLiteral("iat"), now},
                                  {QStringLiteral("exp"), now + 3600}})
            .toJson(QJsonDocument::Compact);
    const QByteArray input = b64url(header) + '.' + b64url(payload);
    const QByteArray sig = signRs256(m_keyPem, input);
    if (sig.isEmpty())
        return httpResponse(500, "Internal Server Error", R"({"error":"server_error"})");
    ++m_issued;
    const QByteArray body =
        QJsonDocument(QJsonObject{{QStringLiteral("access_token"),
                                   QString::fromLatin1(input + '.' + b64url(sig))},
                                  {QStringLiteral("token_type"), QStringLiteral("Bearer")},
                                  {QStringLiteral("expires_in"), 3600}})
            .toJson(QJsonDocument::Compact);
    return httpResponse(200, "OK", body);
}

} // namespace kafscope::test
