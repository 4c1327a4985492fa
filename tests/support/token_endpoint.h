#pragma once

#include <QString>

#include <atomic>
#include <memory>
#include <thread>

namespace kafscope::test {

// An OAuth 2.0 token endpoint on 127.0.0.1 for OAUTHBEARER tests: POST /token with the client
// credentials grant (HTTP Basic or form fields) answers an RS256 JWT signed with `signingKeyFile`
// (the local cluster's tls/oidc/signing.key, whose public half the broker reads as JWKS), with
// sub = the client id, aud = `audience`, and kid = `keyId`. Wrong credentials get 401. It runs on
// its own thread, so a test may block on a CLI process while librdkafka fetches a token.
class TokenEndpoint {
public:
    TokenEndpoint(QString signingKeyFile, QString keyId, QString audience, QString clientId,
                  QString clientSecret);
    ~TokenEndpoint();
    bool start(); // false if the key cannot be read or no port is free
    int port() const { return m_port; }
    QString url() const { return QStringLiteral("http://127.0.0.1:%1/token").arg(m_port); }
    int tokensIssued() const { return m_issued.load(); }
    int refused() const { return m_refused.load(); }

private:
    void serve();
    QByteArray answer(const QByteArray &request);

    QString m_keyFile, m_kid, m_audience, m_clientId, m_secret;
    QByteArray m_keyPem;
    int m_port = 0;
    std::atomic<bool> m_stop{false};
    std::atomic<int> m_issued{0};
    std::atomic<int> m_refused{0};
    std::unique_ptr<std::thread> m_thread;
    int m_listenFd = -1;
};

} // namespace kafscope::test
