#pragma once

// Transactions made by Kafka's own transactional producer (tests/peers/java-txn/
// OpenTransaction.java, whose path the test defines as KAFSCOPE_JAVA_TXN), for the integration
// and GUI tests of transactions.

#include "local/kafka_distribution.h"
#include "local/local_cluster.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace kafscope::test {

inline QString javaPath()
{
    const auto java = local::findJava();
    if (!java)
        qFatal("no java: %s", qPrintable(java.error().message()));
    return *java;
}

inline QString kafkaClasspath()
{
    return local::KafkaDistribution(local::KafkaDistribution::defaultVersion(),
                                    local::KafkaDistribution::defaultCacheRoot())
        .classpath();
}

// The Java producer, running, with its transaction open on partitions 0 and 1 of `topic`; stopped
// with "commit", "abort" or "halt" on its standard input (or killed). Null if it did not open.
inline std::unique_ptr<QProcess> openTransaction(const QString &bootstrap, const QString &id,
                                                 const QString &topic)
{
    auto p = std::make_unique<QProcess>();
    p->start(javaPath(),
             {QStringLiteral("-cp"), kafkaClasspath(), QStringLiteral(KAFSCOPE_JAVA_TXN), bootstrap,
              id, topic, QStringLiteral("600000")});
    QByteArray seen;
    while (p->state() != QProcess::NotRunning && !seen.contains("OPEN\n") &&
           p->waitForReadyRead(120000))
        seen += p->readAllStandardOutput();
    if (!seen.contains("OPEN\n")) {
        qWarning("the transactional producer did not open: %s %s", seen.constData(),
                 p->readAllStandardError().constData());
        p->kill();
        p->waitForFinished();
        return nullptr;
    }
    return p;
}

// A private single-node cluster in a temporary folder, stopped and removed when it goes out of
// scope, whatever the test's outcome.
class PrivateCluster {
public:
    PrivateCluster()
    {
        m_options.dir = m_dir.filePath(QStringLiteral("kafka"));
        m_cluster = std::make_unique<local::LocalCluster>(m_options);
    }
    ~PrivateCluster()
    {
        if (m_cluster->status() && m_cluster->status()->runningCount() > 0)
            (void)m_cluster->stop();
        (void)m_cluster->purge();
    }
    local::LocalCluster &cluster() { return *m_cluster; }
    QString dir() const { return m_options.dir; }

private:
    QTemporaryDir m_dir;
    local::LocalCluster::Options m_options;
    std::unique_ptr<local::LocalCluster> m_cluster;
};

// A transaction on partitions 0 and 1 of `topic` that no coordinator knows, as a lost
// coordinator log leaves one: the producer dies with it open, and the private single-node
// `cluster` (in `dir`) restarts without its __transaction_state partitions. Returns the error, if
// any, as text.
inline QString makeHangingTransaction(local::LocalCluster &cluster, const QString &dir,
                                      const QString &bootstrap, const QString &topic,
                                      const QString &id)
{
    auto producer = openTransaction(bootstrap, id, topic);
    if (!producer)
        return QStringLiteral("the producer did not open its transaction");
    producer->kill(); // dies with the transaction open
    producer->waitForFinished();
    if (auto s = cluster.stop(); !s)
        return s.error().message();
    QDir data(dir + QStringLiteral("/node-1/data"));
    const QStringList coordinatorLog =
        data.entryList({QStringLiteral("__transaction_state-*")}, QDir::Dirs);
    if (coordinatorLog.isEmpty())
        return QStringLiteral("no __transaction_state partition in %1").arg(data.path());
    for (const QString &d : coordinatorLog)
        if (!QDir(data.filePath(d)).removeRecursively())
            return QStringLiteral("could not remove %1").arg(d);
    if (auto s = cluster.start(); !s)
        return s.error().message();
    return {};
}

} // namespace kafscope::test
