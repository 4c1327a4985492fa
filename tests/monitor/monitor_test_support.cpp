#include "monitor_test_support.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QJsonDocument>
#include <QProcessEnvironment>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QUrl>
#include <QUrlQuery>

namespace kafscope::test {

int freePort()
{
    QTcpServer s;
    if (!s.listen(QHostAddress::LocalHost, 0))
        qFatal("no free port");
    return s.serverPort();
}

std::optional<HttpAnswer> httpGet(const QString &url, int timeoutMs,
                                  const QByteArray &authorization)
{
    const QUrl u(url);
    QTcpSocket socket;
    QDeadlineTimer deadline(timeoutMs);
    socket.connectToHost(u.host(), quint16(u.port()));
    if (!socket.waitForConnected(int(deadline.remainingTime())))
        return std::nullopt;
    QByteArray request = "GET " + u.path(QUrl::FullyEncoded).toUtf8();
    if (u.hasQuery())
        request += '?' + u.query(QUrl::FullyEncoded).toUtf8();
    request += " HTTP/1.0\r\nHost: " + u.host().toUtf8() + "\r\n";
    if (!authorization.isEmpty())
        request += "Authorization: " + authorization + "\r\n";
    request += "\r\n";
    socket.write(request);
    QByteArray all;
    while (socket.state() == QAbstractSocket::ConnectedState && !deadline.hasExpired()) {
        socket.waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime())));
        all += socket.readAll();
    }
    all += socket.readAll();
    if (socket.state() == QAbstractSocket::ConnectedState)
        return std::nullopt; // not finished in time
    const qsizetype headerEnd = all.indexOf("\r\n\r\n");
    if (headerEnd < 0)
        return std::nullopt;
    HttpAnswer a;
    const QList<QByteArray> statusLine = all.left(all.indexOf("\r\n")).split(' ');
    a.status = statusLine.value(1).toInt();
    a.body = all.mid(headerEnd + 4);
    return a;
}

std::optional<double> sampleValue(const QByteArray &exposition, const QString &series)
{
    const QByteArray prefix = series.toUtf8() + ' ';
    for (const QByteArray &line : exposition.split('\n'))
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().toDouble();
    return std::nullopt;
}

MonitorProcess::MonitorProcess(const QStringList &args)
{
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
    m_process.start(qEnvironmentVariable("KAFSCOPE_CLI"), args);
    if (!m_process.waitForStarted())
        qFatal("kafscope-cli monitor did not start");
}

MonitorProcess::~MonitorProcess()
{
    m_process.terminate();
    if (!m_process.waitForFinished(40000)) {
        m_process.kill();
        m_process.waitForFinished(5000);
    }
}

QByteArray MonitorProcess::output()
{
    // The pipe is read when waited on (no event loop runs here).
    while (m_process.state() == QProcess::Running && m_process.waitForReadyRead(100))
        m_output += m_process.readAllStandardOutput();
    m_output += m_process.readAllStandardOutput();
    return m_output;
}

QString MonitorProcess::waitListening(int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired() && m_process.state() == QProcess::Running) {
        m_process.waitForReadyRead(200);
        m_output += m_process.readAllStandardOutput();
        for (const QByteArray &line : m_output.split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            if (o.value(QStringLiteral("event")).toString() == QLatin1String("listening"))
                return o.value(QStringLiteral("url")).toString();
        }
    }
    m_output += m_process.readAllStandardOutput() + m_process.readAllStandardError();
    return {};
}

PrometheusProcess::PrometheusProcess(const QStringList &targets)
{
    m_port = freePort();
    QFile config(m_dir.filePath(QStringLiteral("prometheus.yml")));
    if (!config.open(QIODevice::WriteOnly))
        qFatal("cannot write the Prometheus config");
    QByteArray yaml = "global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\n"
                      "scrape_configs:\n  - job_name: kafscope\n    static_configs:\n"
                      "      - targets: [";
    QStringList quoted;
    for (const QString &t : targets)
        quoted << QLatin1Char('"') + t + QLatin1Char('"');
    yaml += quoted.join(QStringLiteral(", ")).toUtf8() + "]\n";
    config.write(yaml);
    config.close();
    m_process.setProcessChannelMode(QProcess::MergedChannels);
    m_process.setStandardOutputFile(m_dir.filePath(QStringLiteral("prometheus.log")));
    m_process.start(
        QStringLiteral("prometheus"),
        {QStringLiteral("--config.file=") + config.fileName(),
         QStringLiteral("--storage.tsdb.path=") + m_dir.filePath(QStringLiteral("data")),
         QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(m_port),
         QStringLiteral("--web.enable-lifecycle")});
    if (!m_process.waitForStarted())
        qFatal("prometheus did not start (scripts/setup.sh installs Debian's prometheus)");
}

PrometheusProcess::~PrometheusProcess()
{
    m_process.terminate();
    if (!m_process.waitForFinished(20000)) {
        m_process.kill();
        m_process.waitForFinished(5000);
    }
}

bool PrometheusProcess::waitReady(int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        if (auto a = httpGet(url() + QStringLiteral("/-/ready"), 2000); a && a->status == 200)
            return true;
        QThread::msleep(300);
    }
    return false;
}

QJsonArray PrometheusProcess::query(const QString &promql) const
{
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("query"), promql);
    QUrl u(url() + QStringLiteral("/api/v1/query"));
    u.setQuery(q);
    auto a = httpGet(u.toString(QUrl::FullyEncoded), 10000);
    if (!a || a->status != 200)
        return {};
    return QJsonDocument::fromJson(a->body)
        .object()
        .value(QStringLiteral("data"))
        .toObject()
        .value(QStringLiteral("result"))
        .toArray();
}

std::optional<double> PrometheusProcess::scalar(const QString &promql) const
{
    const QJsonArray r = query(promql);
    if (r.size() != 1)
        return std::nullopt;
    return r.first()
        .toObject()
        .value(QStringLiteral("value"))
        .toArray()
        .at(1)
        .toString()
        .toDouble();
}

QByteArray PrometheusProcess::log() const
{
    QFile f(m_dir.filePath(QStringLiteral("prometheus.log")));
    return f.open(QIODevice::ReadOnly) ? f.readAll().right(4000) : QByteArray();
}

} // namespace kafscope::test
