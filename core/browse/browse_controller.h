#pragma once

#include "browse/browse_decoding.h"
#include "browse/browse_types.h"
#include "cluster/cluster_session.h" // Q_DECLARE_METATYPE(kafscope::Error) for failed()
#include "cluster/connection_profile.h"

#include <QList>
#include <QObject>
#include <QStringList>

#include <memory>

namespace kafscope {

class Worker;

// Where a running browse is: counts, rate, the partitions' plan and why it ended.
struct BrowseProgress {
    qint64 scanned = 0;
    qint64 kept = 0;
    qint64 estimatedTotal = -1; // -1: a live tail
    double perSecond = 0;       // records scanned per second
    QList<PartitionPlan> plan;
    QStringList errors;
    bool limitReached = false;
    bool limitShared = false; // the limit was shared by the partitions read (PartitionPlan::kept)
    bool stopped = false;     // the caller stopped it
    bool done = false;
};

// Runs one browse at a time in its own thread (the Kafka handle lives and dies there) and hands
// the kept records to this object's thread in batches (every ~50 ms, 50,000 records or 32 MB). Stop
// takes effect within ~200 ms; a reply from an older browse is dropped.
class BrowseController : public QObject {
    Q_OBJECT
public:
    explicit BrowseController(QObject *parent = nullptr);
    ~BrowseController() override; // stops the browse without waiting for its thread

    // With `decoding` enabled, keys and values framed for the registry are decoded in the browse
    // thread (BrowseRecord::decoding) and the request's filter and limit apply to the decoded
    // record.
    void start(const ConnectionProfile &profile, const BrowseRequest &request,
               const BrowseDecoding &decoding = {});
    void stop();
    bool isRunning() const;

Q_SIGNALS:
    void started(const kafscope::BrowseProgress &progress); // the plan is resolved, reading begins
    void batchReady(const QList<kafscope::BrowseRecord> &records,
                    const kafscope::BrowseProgress &progress);
    void finished(const kafscope::BrowseProgress &progress);
    void failed(const kafscope::Error &error);

private:
    std::unique_ptr<Worker> m_worker; // one browse at a time on "kafscope-browse"
};

} // namespace kafscope

Q_DECLARE_METATYPE(kafscope::BrowseProgress)
