#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"
#include "groups/group_state.h"
#include "rebalance/lab_run.h"
#include "rebalance/timeline_events.h"

#include <QHash>

#include <atomic>
#include <memory>
#include <thread>

namespace kafscope {
class KafkaClient;
class Worker;
namespace offsets {
class OffsetsLogReader;
struct OffsetsLogEntry;
} // namespace offsets
namespace protocol {
class ProtocolClient;
} // namespace protocol
} // namespace kafscope

namespace kafscope::rebalance {

// The group's classic group-metadata record as a timeline event (nullopt for other records,
// other groups and undecodable values). A group tombstone becomes a Dead state.
std::optional<TimelineEvent> timelineEventFor(const offsets::OffsetsLogEntry &entry,
                                              const QString &group);

struct GroupObserverOptions {
    QString group;
    bool fromOldest = true; // replay what __consumer_offsets still holds, then follow live
    int statePollMs = 500;  // describe the group this often (0: never)
    bool commits = true;    // offset commits as events
};

// Watches one group of any client without joining it: tails the group's partition of
// __consumer_offsets (generation, leader, assignor, members and assignments, commits) and polls
// the group's described state. Blocking; one thread at a time (CLI or a worker).
class GroupObserver {
public:
    static Result<std::unique_ptr<GroupObserver>> open(const ConnectionProfile &profile,
                                                       const GroupObserverOptions &options);
    ~GroupObserver();

    // Waits up to `timeoutMs` for records, describes the group when due; returns new events.
    Result<QList<TimelineEvent>> step(int timeoutMs);
    // True while __consumer_offsets does not exist yet (no group ever joined the cluster);
    // step() retries every second and reads the log from its start once it appears.
    bool waitingForLog() const;
    // True once what the group's partition of the log held when reading started has been read
    // (or a poll found nothing more a second after the reader opened).
    bool caughtUp() const { return m_caughtUp; }

private:
    GroupObserver() = default;
    Status openReader();
    Result<GroupState> describeState(); // by the group's own describe request

    GroupObserverOptions m_options;
    ConnectionProfile m_profile;
    bool m_waitingForLog = false;
    qint64 m_nextReaderTryMs = 0;
    qint64 m_readerOpenedMs = 0;
    bool m_caughtUp = false;
    std::unique_ptr<offsets::OffsetsLogReader> m_reader;
    std::unique_ptr<class Kip848Tracker> m_kip848; // KIP-848 groups: records -> generation records
    std::unique_ptr<KafkaClient> m_admin;
    groups::GroupType m_type = groups::GroupType::Unknown; // learnt once, when the watch opens
    std::unique_ptr<protocol::ProtocolClient> m_protocol;  // share and streams groups' describe
    qint64 m_nextPollMs = 0;
    GroupState m_lastState = GroupState::Unknown;
    qint64 m_lastPollMs = -1; // when the last describe answered: a state change happened after it
    QString m_lastDescribeError;
    qint64 m_retriableSinceMs = -1; // since when describing fails with a coordinator error
};

// A GroupObserver as a lab event source: its own thread feeds the lab's recorder.
class GroupObserverSource : public LabEventSource {
public:
    GroupObserverSource(ConnectionProfile profile, GroupObserverOptions options);
    ~GroupObserverSource() override;
    Status start(const std::shared_ptr<LabRecorder> &recorder) override;
    void stop() override;

private:
    ConnectionProfile m_profile;
    GroupObserverOptions m_options;
    std::unique_ptr<Worker> m_worker; // "kafscope-observe", feeding the recorder
};

} // namespace kafscope::rebalance
