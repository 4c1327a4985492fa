#pragma once

// A misbehaving schema registry for the bounds tests: tests/integration/schema/fake_registry.py
// (Python 3's http.server on 127.0.0.1, a free port), started by the test and stopped with it.

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace kafscope::test {

class FakeRegistry {
public:
    // `args`: --mode MODE and its options (see the script). A failure to start ends the test.
    explicit FakeRegistry(const QStringList &args);
    ~FakeRegistry(); // kills the server

    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_port); }
    int port() const { return m_port; }
    int otherPort() const { return m_otherPort; } // --mode redirect: where it redirects to
    // "<port> GET <path> <authorization or ->" for every request so far.
    QStringList requests() const;
    // Waits until at least `n` requests came (false after `timeoutMs`).
    bool waitForRequests(int n, int timeoutMs) const;

private:
    QTemporaryDir m_dir;
    QProcess m_process;
    int m_port = 0;
    int m_otherPort = 0;
};

} // namespace kafscope::test
