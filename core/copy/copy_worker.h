#pragma once

#include "cluster/cluster_session.h" // Q_DECLARE_METATYPE(kafscope::Error)
#include "common/worker.h"
#include "copy/copy_job.h"

#include <QObject>

namespace kafscope::copy {

// Runs a copy (runCopy) on its own worker thread (kafscope-copy), never on the GUI thread nor on a
// cluster session's: progress about twice a second, then the report or why it could not start.
// Cancel stops it at the next record; what was sent is flushed and counted.
class CopyJob : public QObject {
    Q_OBJECT
public:
    explicit CopyJob(QObject *parent = nullptr);
    ~CopyJob() override;

    // False, and nothing started, while a copy runs.
    bool start(const ConnectionProfile &from, const ConnectionProfile &to, const CopySpec &spec);
    void cancel();
    bool running() const { return m_worker.running(); }

Q_SIGNALS:
    void progress(const kafscope::copy::CopyProgress &progress);
    void finished(const kafscope::copy::CopyReport &report);
    void failed(const kafscope::Error &error);

private:
    Worker m_worker;
};

} // namespace kafscope::copy

Q_DECLARE_METATYPE(kafscope::copy::CopyProgress)
Q_DECLARE_METATYPE(kafscope::copy::CopyReport)
