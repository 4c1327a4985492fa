#pragma once

// Real consumers, producers and helpers for the groups and offsets integration tests.

#include "cluster/connection_profile.h"
#include "test_cluster.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QMutex>
#include <QPair>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <thread>

struct rd_kafka_s;

namespace kafscope::test {

// A librdkafka consumer in a real group, polled on its own thread, reporting what it owns.
class GroupConsumer {
public:
    struct Options {
        QString group;
        QStringList topics;
        QString assignor = QStringLiteral("range");
        QString clientId = QStringLiteral("test-consumer");
        QString instanceId;                // static membership when set
        bool commitOnEveryMessage = false; // synchronous commit after each message
        QString protocol =
            QStringLiteral("classic"); // group.protocol: "classic" or "consumer" (KIP-848)
    };
    GroupConsumer(const ConnectionProfile &profile, Options options);
    ~GroupConsumer(); // leaves the group (consumer close on the polling thread)

    QString memberId() const;
    QList<QPair<QString, int>> assignment() const; // sorted
    qint64 consumed() const { return m_consumed; }
    void stop();

private:
    void run(rd_kafka_s *rk);

    Options m_options;
    std::thread m_thread;
    std::atomic<bool> m_stop{false};
    std::atomic<qint64> m_consumed{0};
    mutable QMutex m_mutex;
    QString m_memberId;
    QList<QPair<QString, int>> m_assignment;
};

// The java to run Kafka's own tools and clients with, and the classpath of the Kafka distribution
// the tests use (its jars: ConsumerGroupCommand, ConsoleConsumer). Fatal when there is no Java.
QString javaPath();
QString kafkaClasspath();

// Waits (processing no events) until `condition` holds or `timeoutMs` passes; returns it.
bool waitUntil(const std::function<bool()> &condition, int timeoutMs = 30000);

// Produces `count` messages "m<i>" to `partition` (-1: spread by key), timestamps
// `firstTimestampMs + i * stepMs` when firstTimestampMs > 0.
void produceMessages(const ConnectionProfile &profile, const QString &topic, int count,
                     int partition = -1, qint64 firstTimestampMs = 0, qint64 stepMs = 1000);

QString makeTopic(const ConnectionProfile &profile, const QString &prefix, int partitions);

// Commits `offset` for every partition in `tps` on behalf of `group` (admin, no member).
void commitOffsets(const ConnectionProfile &profile, const QString &group,
                   const QList<QPair<QString, int>> &tps, qint64 offset);

// The same for many groups at once, `concurrency` admin requests in flight (for 2,000-group tests).
void commitOffsetsForGroups(const ConnectionProfile &profile, const QStringList &groups,
                            const QList<QPair<QString, int>> &tps,
                            const std::function<qint64(int)> &offsetOfGroup, int concurrency = 200);

// Kafka's kafka-console-share-consumer (ConsoleShareConsumer, from the distribution's jars) in a
// share group (KIP-932) of `fixture`: it acquires, prints and acknowledges the records. Stopped
// (terminated: it acknowledges and leaves the group) by stop() or when destroyed.
class ShareConsumer {
public:
    ShareConsumer(const char *fixture, const QString &group, const QString &topic,
                  const QString &clientId);
    ~ShareConsumer();
    int printed(); // records printed so far
    void stop();

private:
    std::unique_ptr<QProcess> m_process;
    QByteArray m_seen;
};

// Sets the group config share.auto.offset.reset=earliest (Kafka's ConfigCommand) before the group
// has members: a share group starts at the latest offset when its member first fetches, so records
// produced before that fetch would never be delivered. Fatal when the tool fails.
void shareGroupFromEarliest(const char *fixture, const QString &group);

// kafscope-cli with --bootstrap for `fixture`; `out` parsed as JSON when it is one document.
struct CliJson {
    ProcessResult run;
    QJsonDocument json;
};
CliJson cliJson(const char *fixture, const QStringList &args);

// `groups describe G --json` (a warning with the error when it fails).
QJsonObject describeJson(const char *fixture, const QString &group);

} // namespace kafscope::test
