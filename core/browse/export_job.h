#pragma once

#include "browse/browse_types.h"
#include "browse/record_store.h"
#include "cluster/cluster_session.h" // Q_DECLARE_METATYPE(kafscope::Error)
#include "cluster/connection_profile.h"
#include "common/result.h"
#include "common/worker.h"

#include <QObject>

namespace kafscope {

enum class ExportFileFormat { JsonLines, Csv };

// What to export: the shown rows at one moment (a RecordStore snapshot), where, and how to load
// the values the browse kept only as a preview.
struct ExportRequest {
    QString path;
    ExportFileFormat format = ExportFileFormat::JsonLines;
    QString topic;
    ConnectionProfile profile; // for the cut values
    Isolation isolation = Isolation::ReadUncommitted;
    RecordSnapshot rows;
};

struct ExportProgress {
    qint64 written = 0;     // rows in the file so far
    qint64 total = 0;       // rows to write
    qint64 loadedWhole = 0; // cut values loaded whole so far
};

struct ExportResult {
    qint64 written = 0;
    qint64 loadedWhole = 0;
    QString path;
};

// Writes an export on its own worker thread (kafscope-export), never on the GUI thread and never
// on a cluster session's thread, so every other call answers while it runs: rows stream to a
// QSaveFile in pieces (the file appears whole, or not at all when it fails or is cancelled), values
// the browse cut are loaded whole over one reader (WholeRecordReader), progress every 200 ms.
class ExportJob : public QObject {
    Q_OBJECT
public:
    explicit ExportJob(QObject *parent = nullptr);
    ~ExportJob() override;

    // False, and nothing started, while an export runs.
    bool start(ExportRequest request);
    void cancel();
    bool running() const { return m_worker.running(); }

    // The work itself, on the calling thread (the CLI and tests may call it directly).
    static Result<ExportResult> run(const ExportRequest &request, const std::atomic<int> &cancelled,
                                    const std::function<void(const ExportProgress &)> &progress);

Q_SIGNALS:
    void progress(const kafscope::ExportProgress &progress);
    void finished(const kafscope::ExportResult &result);
    // Nothing was written (kind Cancelled when cancelled).
    void failed(const kafscope::Error &error);

private:
    Worker m_worker;
};

} // namespace kafscope

Q_DECLARE_METATYPE(kafscope::ExportProgress)
Q_DECLARE_METATYPE(kafscope::ExportResult)
