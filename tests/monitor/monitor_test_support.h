#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>
#include <optional>

namespace kafscope::test {

// A free TCP port on 127.0.0.1 (bound and released).
int freePort();

// One HTTP GET on loopback with a deadline; nullopt when nothing complete came in time.
struct HttpAnswer {
    int status = 0;
    QByteArray body;
};
std::optional<HttpAnswer> httpGet(const QString &url, int timeoutMs,
                                  const QByteArray &authorization = {});

// The value of one sample in a Prometheus text exposition: the line starting with `series`
// (name and labels exactly as printed); nullopt when absent.
std::optional<double> sampleValue(const QByteArray &exposition, const QString &series);

// `kafscope-cli monitor` as a child process, stopped (SIGTERM, then killed) on destruction.
class MonitorProcess {
public:
    MonitorProcess(const QStringList &args);
    ~MonitorProcess();
    // Waits for the "listening" JSON line; the URL of /metrics, or empty.
    QString waitListening(int timeoutMs = 60000);
    // Everything it printed so far (standard output).
    QByteArray output();
    bool running() const { return m_process.state() == QProcess::Running; }

private:
    QProcess m_process;
    QByteArray m_output;
};

// Debian's Prometheus on loopback, scraping `targets` every second, with its data in a
// temporary folder; stopped on destruction.
class PrometheusProcess {
public:
    explicit PrometheusProcess(const QStringList &targets);
    ~PrometheusProcess();
    bool waitReady(int timeoutMs = 60000);
    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_port); }
    // An instant query's result vector (empty on an error or no result).
    QJsonArray query(const QString &promql) const;
    // The value of a query that returns one series; nullopt otherwise.
    std::optional<double> scalar(const QString &promql) const;
    QByteArray log() const;

private:
    QTemporaryDir m_dir;
    QProcess m_process;
    int m_port = 0;
};

} // namespace kafscope::test
