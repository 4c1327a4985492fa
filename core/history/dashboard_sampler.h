#pragma once

#include "cluster/connection_profile.h"
#include "common/kafka_release.h"
#include "common/result.h"
#include "common/worker.h"
#include "history/cluster_health.h"
#include "history/cluster_snapshot.h"
#include "protocol/log_dirs.h"
#include "protocol/quorum.h"
#include "history/history_store.h"

#include <QMetaType>
#include <QObject>
#include <QTimer>

#include <memory>

namespace kafscope::history {

// What the dashboard draws after one sample: the snapshot, the current rates, and from the
// history store the series of the chosen range (totals, the busiest topics, the most lagging
// groups).
struct DashboardData {
    ClusterSnapshot snapshot;
    QHash<QString, double>
        rates; // messages/s per topic since the previous sample (first: the last stored one)
    QHash<QString, qint64> storedRateMs; // topics whose rate came from the store: measured when
    Series totalRate, totalLag;
    QList<QPair<QString, Series>>
        busiest; // topics by current rate, then by messages; their rate series
    QList<QPair<QString, Series>> lagging; // groups by lag; their lag series
    QList<int> knownBrokers;   // every broker id this cluster has had within the retention
    ClusterHealth health;      // judged from the snapshot and the known brokers
    qint64 historySinceMs = 0; // the cluster's oldest kept sample (0: none)
    QString historyError;      // the store could not be used (the live values still are)
    QString historyNote;       // the store was damaged and moved aside: where to, in words
    // The series came from the profile's Prometheus (its URL; empty: this machine's store), or
    // why they could not (this machine's store was used instead).
    QString historySource;
    QString prometheusError;
    // Each broker's disks (DescribeLogDirs) and, under KRaft, the controller quorum
    // (DescribeQuorum), through Kafscope's own connection; or why they could not be read.
    QList<protocol::BrokerDisks> disks;
    QString disksError;
    std::optional<protocol::QuorumInfo> quorum;
    QString quorumError;
    // The release line the brokers run, from a broker's ApiVersions (nullopt: not known).
    std::optional<KafkaRelease> kafkaRelease;
    // The connectors of the profile's Kafka Connect clusters (nullopt: it names none).
    std::optional<connect::ConnectSummary> connect;
};

// Samples one cluster every interval on a worker thread of its own (its own Kafka client, never
// the session's), keeps the samples in the history store and prunes what is older than the
// retention, then hands the dashboard its data. A sample still running when the next is due is
// not doubled.
class DashboardSampler : public QObject {
    Q_OBJECT
public:
    DashboardSampler(const ConnectionProfile &profile, const QString &storePath,
                     QObject *parent = nullptr);
    ~DashboardSampler() override;

    void start(int intervalMs);
    void stop();
    void sampleNow();
    // The span of history the series cover (default one hour); applied from the next sample.
    void setRangeMs(qint64 rangeMs) { m_rangeMs = rangeMs; }
    qint64 rangeMs() const { return m_rangeMs; }
    void setRetentionDays(int days) { m_retentionDays = days; }
    void setTopCount(int n) { m_top = n; }
    bool busy() const { return m_worker.running(); }

Q_SIGNALS:
    void updated(const kafscope::history::DashboardData &data);
    void failed(const kafscope::Error &error);

private:
    struct State;
    std::shared_ptr<State> m_state; // touched by one run at a time, on its worker thread
    QTimer m_timer;
    qint64 m_rangeMs = 3600 * 1000;
    int m_retentionDays = 7;
    int m_top = 10;
    bool m_again = false;
    Worker m_worker{
        this,
        QStringLiteral("dashboard-sampler")}; // never waits: a sample in flight ends on its own
};

} // namespace kafscope::history

Q_DECLARE_METATYPE(kafscope::history::DashboardData)
