#include "cluster/tls_probe.h"

#include <openssl/err.h>
#include <openssl/pkcs12.h>
#include <openssl/ssl.h>

#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <memory>
#include <pthread.h>

namespace kafscope::connprobe {

TlsSettings TlsSettings::from(const ConnectionProfile &p)
{
    const auto &pr = p.properties;
    TlsSettings s;
    s.caLocation = prop(pr, QStringLiteral("ssl.ca.location"));
    s.caPem = prop(pr, QStringLiteral("ssl.ca.pem"));
    s.certLocation = prop(pr, QStringLiteral("ssl.certificate.location"));
    s.keyLocation = prop(pr, QStringLiteral("ssl.key.location"));
    s.keyPassword = prop(pr, QStringLiteral("ssl.key.password"));
    s.certPem = prop(pr, QStringLiteral("ssl.certificate.pem"));
    s.keyPem = prop(pr, QStringLiteral("ssl.key.pem"));
    s.keystore = prop(pr, QStringLiteral("ssl.keystore.location"));
    s.keystorePassword = prop(pr, QStringLiteral("ssl.keystore.password"));
    s.verifyHostname = prop(pr, QStringLiteral("ssl.endpoint.identification.algorithm"))
                           .compare(QLatin1String("none"), Qt::CaseInsensitive) != 0;
    s.verifyCertificate = prop(pr, QStringLiteral("enable.ssl.certificate.verification"))
                              .compare(QLatin1String("false"), Qt::CaseInsensitive) != 0;
    return s;
}

QString opensslErrors()
{
    QStringList out;
    while (unsigned long e = ERR_get_error()) {
        char buf[256];
        ERR_error_string_n(e, buf, sizeof buf);
        out << QString::fromLatin1(buf);
    }
    return out.join(QStringLiteral("; "));
}

namespace {

int passwordCallback(char *buf, int size, int, void *userdata)
{
    const QByteArray *pw = static_cast<const QByteArray *>(userdata);
    const int n = qMin(size, int(pw->size()));
    memcpy(buf, pw->constData(), size_t(n));
    return n;
}

} // namespace

bool setUpContext(SSL_CTX *ctx, const TlsSettings &s, QByteArray &keyPassword, QString &error)
{
    SSL_CTX_set_min_proto_version(ctx, TLS1_2_VERSION);
    if (!s.caPem.isEmpty()) {
        std::unique_ptr<BIO, decltype(&BIO_free)> bio(
            BIO_new_mem_buf(s.caPem.toUtf8().constData(), -1), BIO_free);
        X509_STORE *store = SSL_CTX_get_cert_store(ctx);
        int added = 0;
        while (X509 *x = PEM_read_bio_X509(bio.get(), nullptr, nullptr, nullptr)) {
            added += X509_STORE_add_cert(store, x);
            X509_free(x);
        }
        ERR_clear_error();
        if (!added) {
            error = KS_TR("ssl.ca.pem holds no certificate");
            return false;
        }
    } else if (!s.caLocation.isEmpty() && s.caLocation != QLatin1String("probe")) {
        const QFileInfo fi(s.caLocation);
        if (!fi.exists()) {
            error = KS_TR("ssl.ca.location %1 does not exist").arg(s.caLocation);
            return false;
        }
        const QByteArray path = QFile::encodeName(s.caLocation);
        if (SSL_CTX_load_verify_locations(ctx, fi.isDir() ? nullptr : path.constData(),
                                          fi.isDir() ? path.constData() : nullptr) != 1) {
            error = KS_TR("ssl.ca.location %1 is not a PEM CA file: %2")
                        .arg(s.caLocation, opensslErrors());
            return false;
        }
    } else {
        SSL_CTX_set_default_verify_paths(ctx);
    }
    keyPassword = s.keyPassword.toUtf8();
    SSL_CTX_set_default_passwd_cb(ctx, passwordCallback);
    SSL_CTX_set_default_passwd_cb_userdata(ctx, &keyPassword);
    if (!s.keystore.isEmpty()) {
        QFile f(s.keystore);
        if (!f.open(QIODevice::ReadOnly)) {
            error = KS_TR("Cannot read ssl.keystore.location %1").arg(s.keystore);
            return false;
        }
        const QByteArray der = f.readAll();
        const unsigned char *p = reinterpret_cast<const unsigned char *>(der.constData());
        PKCS12 *p12 = d2i_PKCS12(nullptr, &p, long(der.size()));
        EVP_PKEY *key = nullptr;
        X509 *cert = nullptr;
        STACK_OF(X509) *chain = nullptr;
        const bool parsed = p12 && PKCS12_parse(p12, s.keystorePassword.toUtf8().constData(), &key,
                                                &cert, &chain) == 1;
        if (p12)
            PKCS12_free(p12);
        if (!parsed) {
            error = KS_TR("ssl.keystore.location %1 is not a PKCS#12 file this password opens")
                        .arg(s.keystore);
            ERR_clear_error();
            return false;
        }
        SSL_CTX_use_certificate(ctx, cert);
        SSL_CTX_use_PrivateKey(ctx, key);
        for (int i = 0; chain && i < sk_X509_num(chain); ++i)
            SSL_CTX_add1_chain_cert(ctx, sk_X509_value(chain, i));
        X509_free(cert);
        EVP_PKEY_free(key);
        sk_X509_pop_free(chain, X509_free);
    } else if (!s.certLocation.isEmpty() || !s.certPem.isEmpty()) {
        bool ok = true;
        if (!s.certLocation.isEmpty())
            ok = SSL_CTX_use_certificate_chain_file(
                     ctx, QFile::encodeName(s.certLocation).constData()) == 1;
        else {
            std::unique_ptr<BIO, decltype(&BIO_free)> bio(
                BIO_new_mem_buf(s.certPem.toUtf8().constData(), -1), BIO_free);
            X509 *x = PEM_read_bio_X509(bio.get(), nullptr, nullptr, nullptr);
            ok = x && SSL_CTX_use_certificate(ctx, x) == 1;
            X509_free(x);
        }
        if (!ok) {
            error = KS_TR("The client certificate cannot be read: %1").arg(opensslErrors());
            return false;
        }
        if (!s.keyLocation.isEmpty())
            ok = SSL_CTX_use_PrivateKey_file(ctx, QFile::encodeName(s.keyLocation).constData(),
                                             SSL_FILETYPE_PEM) == 1;
        else if (!s.keyPem.isEmpty()) {
            std::unique_ptr<BIO, decltype(&BIO_free)> bio(
                BIO_new_mem_buf(s.keyPem.toUtf8().constData(), -1), BIO_free);
            EVP_PKEY *k =
                PEM_read_bio_PrivateKey(bio.get(), nullptr, passwordCallback, &keyPassword);
            ok = k && SSL_CTX_use_PrivateKey(ctx, k) == 1;
            EVP_PKEY_free(k);
        }
        if (!ok || SSL_CTX_check_private_key(ctx) != 1) {
            error = KS_TR("The client key cannot be read or does not match the certificate (check "
                          "ssl.key.location and ssl.key.password): %1")
                        .arg(opensslErrors());
            return false;
        }
    }
    return true;
}

namespace {

QString alertWords(const QString &err, bool hasClientCert)
{
    const QString e = err.toLower();
    if (e.contains(QLatin1String("certificate required")) ||
        (!hasClientCert && (e.contains(QLatin1String("bad certificate")) ||
                            e.contains(QLatin1String("handshake failure")))))
        return KS_TR(
            "the listener requires a client certificate (mutual TLS): set ssl.certificate.location "
            "and ssl.key.location, or ssl.keystore.location");
    if (e.contains(QLatin1String("certificate expired")))
        return KS_TR("the broker refused the client certificate: it has expired");
    if (e.contains(QLatin1String("unknown ca")) || e.contains(QLatin1String("bad certificate")) ||
        e.contains(QLatin1String("certificate unknown")) ||
        e.contains(QLatin1String("handshake failure")))
        return KS_TR("the broker refused the client certificate: it is not signed by a CA "
                     "the broker trusts, "
                     "or has expired (%1)")
            .arg(err);
    return {};
}

} // namespace

SigpipeGuard::SigpipeGuard()
{
    sigemptyset(&m_pipe);
    sigaddset(&m_pipe, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &m_pipe, &m_old);
}

SigpipeGuard::~SigpipeGuard()
{
    sigset_t pending;
    sigpending(&pending);
    if (sigismember(&pending, SIGPIPE)) {
        const timespec zero{0, 0};
        sigtimedwait(&m_pipe, nullptr, &zero);
    }
    pthread_sigmask(SIG_SETMASK, &m_old, nullptr);
}

TlsOutcome tlsProbe(int fd, const HostPort &hp, const TlsSettings &s, bool askKafka)
{
    const SigpipeGuard noSigpipe;
    TlsOutcome out;
    std::unique_ptr<SSL_CTX, decltype(&SSL_CTX_free)> ctx(SSL_CTX_new(TLS_client_method()),
                                                          SSL_CTX_free);
    QByteArray keyPassword;
    if (!setUpContext(ctx.get(), s, keyPassword, out.setupError))
        return out;
    SSL_CTX_set_verify(ctx.get(), SSL_VERIFY_NONE,
                       nullptr); // finish the handshake, read the result after
    std::unique_ptr<SSL, decltype(&SSL_free)> ssl(SSL_new(ctx.get()), SSL_free);
    SSL_set_fd(ssl.get(), fd);
    const QByteArray host = hp.host.toUtf8();
    if (!isIpAddress(hp.host))
        SSL_set_tlsext_host_name(ssl.get(), host.constData());
    if (s.verifyHostname) {
        X509_VERIFY_PARAM *param = SSL_get0_param(ssl.get());
        if (isIpAddress(hp.host))
            X509_VERIFY_PARAM_set1_ip_asc(param, host.constData());
        else
            X509_VERIFY_PARAM_set1_host(param, host.constData(), 0);
    }
    ERR_clear_error();
    const int rc = SSL_connect(ssl.get());
    if (X509 *peer = SSL_get1_peer_certificate(ssl.get())) {
        out.cert = certInfo(peer);
        X509_free(peer);
    }
    if (rc != 1) {
        const int e = SSL_get_error(ssl.get(), rc);
        QString text = opensslErrors();
        if (text.isEmpty())
            text = e == SSL_ERROR_SYSCALL ? KS_TR("the connection was closed during the handshake")
                                          : KS_TR("handshake error %1").arg(e);
        out.handshakeError = text;
        const QString lower = text.toLower();
        out.notTls =
            !out.cert.valid() && (lower.contains(QLatin1String("wrong version number")) ||
                                  lower.contains(QLatin1String("packet length too long")) ||
                                  lower.contains(QLatin1String("record layer failure")) ||
                                  lower.contains(QLatin1String("unexpected eof")) ||
                                  lower.contains(QLatin1String("closed during the handshake")) ||
                                  lower.contains(QLatin1String("http request")));
        out.clientCertRefused = alertWords(text, s.hasClientCert());
        out.verify = SSL_get_verify_result(ssl.get());
        return out;
    }
    out.handshake = true;
    out.protocolVersion = QString::fromLatin1(SSL_get_version(ssl.get()));
    out.verify = SSL_get_verify_result(ssl.get());
    if (askKafka) {
        // With TLS 1.3 a refused client certificate shows only now, as an alert instead of the
        // answer.
        SSL *raw = ssl.get();
        out.kafka = probeKafka(
            [raw](const QByteArray &b) {
                return SSL_write(raw, b.constData(), int(b.size())) == b.size();
            },
            [raw](char *buf, int size) {
                ERR_clear_error();
                const int n = SSL_read(raw, buf, size);
                if (n > 0)
                    return n;
                const int e = SSL_get_error(raw, n);
                if (e == SSL_ERROR_ZERO_RETURN)
                    return 0;
                if (e == SSL_ERROR_SYSCALL && (errno == EAGAIN || errno == EWOULDBLOCK))
                    return -2;
                return -1;
            });
        if (!out.kafka.kafka) {
            const QString text = opensslErrors();
            if (!text.isEmpty()) {
                out.kafka.ioError = text;
                out.clientCertRefused = alertWords(text, s.hasClientCert());
            }
        }
    }
    SSL_shutdown(ssl.get());
    return out;
}

} // namespace kafscope::connprobe
