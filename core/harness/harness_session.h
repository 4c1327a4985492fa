#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"
#include "common/worker.h"
#include "harness/external_consumer.h"
#include "harness/harness_config.h"
#include "harness/harness_run.h"
#include "harness/priority_consumer.h"
#include "produce/load_generator.h"

#include <QElapsedTimer>
#include <QMutex>
#include <QStringList>

#include <atomic>
#include <memory>
#include <vector>

namespace kafscope::harness {

class HarnessTracker;

// How often a harness run samples its tracker (and its producers report).
constexpr int kHarnessTickMs = 250;

// The moving parts of one run: consumers (the one under test, plus any a fault adds), producers,
// fault threads. Owned by HarnessRun::run's stack.
class HarnessSession {
public:
    HarnessSession(const HarnessConfig &config, const ConnectionProfile &profile,
                   HarnessTracker &tracker)
        : m_config(config), m_profile(profile), m_tracker(tracker)
    {
        m_runId = QUuid::createUuid().toString(QUuid::Id128).left(12);
        m_group =
            observing()
                ? config.observeGroup
                : QStringLiteral("kafscope-harness-%1-%2")
                      .arg(external() ? QStringLiteral("external")
                                      : config.strategy.name().section(QLatin1Char(':'), 0, 0),
                           m_runId);
    }
    ~HarnessSession()
    {
        shutdown(PriorityConsumer::StopMode::Close);
        if (m_observer)
            m_observer->stop();
    }

    const QString &runId() const { return m_runId; }
    const QString &group() const { return m_group; }
    // The consumer under test is not the built-in one: a command of the user's, or a group the user
    // runs (observing); it is judged from its group's commits, and exactly when it reports.
    bool external() const { return !m_config.consumerCommand.isEmpty() || observing(); }
    bool observing() const { return !m_config.observeGroup.isEmpty(); }
    Status startObserver();
    // Reads the group's commits once more after the consumers stopped; the error if it cannot.
    Status finalCommits();
    qint64 reportedLines() const;
    bool externalExited() const;
    // Done draining: every message processed; for an external consumer, also every acknowledged
    // message covered by the group's commits. An external consumer is also done when nothing more
    // is coming: no report for 3 s (or it reports nothing) and commits standing still for 5 s and
    // at least three commit intervals since `sinceMs` (what it committed without processing, or
    // processed without committing, stays so).
    bool drained(qint64 sinceMs);
    void externalResults(HarnessReport &r) const;
    QStringList takeLog();

    Status addConsumer();
    Status addExternal();
    Status waitForExternalMembers(int expected, const std::atomic<int> &stop);
    Status waitForAssignment(int expected, const std::atomic<int> &stop);
    void startProducers();
    bool producersDone() const { return m_producersRunning.load() == 0; }
    void stopProducers(StopRequest how)
    {
        for (const std::unique_ptr<Worker> &w : m_producers)
            w->cancel(int(how));
    }
    void fire(const Fault &fault, qint64 atMs);
    void joinFaults();
    void setUnlimited(bool on);
    void shutdown(PriorityConsumer::StopMode mode);
    QList<FaultReport> faultReports() const;
    QStringList consumerErrors() const;

private:
    void restartConsumer(bool crash, int index);
    // Stops and/or starts a node of the local cluster (-1: the highest id).
    Status brokerFault(int node, bool stop, bool start);
    LoadSpec specFor(int level) const;

    const HarnessConfig &m_config;
    ConnectionProfile m_profile;
    HarnessTracker &m_tracker;
    QString m_runId;
    QString m_group;
    mutable QMutex m_mutex; // guards m_consumers and m_faults
    QMutex m_brokerMutex;   // one broker fault at a time: a start waits for a slow stop to finish
    std::vector<std::unique_ptr<PriorityConsumer>> m_consumers;
    std::vector<std::unique_ptr<ExternalConsumer>> m_external; // running
    std::vector<std::unique_ptr<ExternalConsumer>> m_stopped;  // restarted: kept for the report
    QList<FaultReport> m_faults;
    // Both on Workers without owner, waited for by this run's thread (never the GUI's): they use
    // this session. A producer's token is its StopRequest.
    std::vector<std::unique_ptr<Worker>> m_faultThreads;
    std::vector<std::unique_ptr<Worker>> m_producers;
    std::atomic<int> m_producersRunning{0};
    QStringList m_producerErrors;
    std::atomic<int> m_consumerCount{0};
    qint64 m_lastLines = -1;
    QElapsedTimer m_quiet; // since the reported lines last changed
    std::unique_ptr<CommitObserver> m_observer;
    QStringList m_log; // lines of the session itself for the live log
};

} // namespace kafscope::harness
