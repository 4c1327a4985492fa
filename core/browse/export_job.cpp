#include "browse/export_job.h"

#include "browse/record_export.h"
#include "browse/whole_record_reader.h"

#include <QElapsedTimer>
#include <QSaveFile>

#include <deque>

namespace kafscope {

namespace {
constexpr qsizetype kRowsPerWrite = 2000;
constexpr int kProgressEveryMs = 200;
} // namespace

ExportJob::ExportJob(QObject *parent)
    : QObject(parent), m_worker(this, QStringLiteral("kafscope-export"))
{
    qRegisterMetaType<kafscope::ExportProgress>();
    qRegisterMetaType<kafscope::ExportResult>();
}

ExportJob::~ExportJob() = default;

bool ExportJob::start(ExportRequest request)
{
    return m_worker.start(
        // `this` is used only inside posts, which run on this object's thread while it exists.
        [this, request = std::move(request)](const WorkerContext &ctx) {
            QElapsedTimer sinceProgress;
            sinceProgress.start();
            return run(request, ctx.cancelFlag(), [&](const ExportProgress &p) {
                if (sinceProgress.elapsed() < kProgressEveryMs && p.written < p.total)
                    return;
                sinceProgress.restart();
                ctx.post([this, p] { Q_EMIT progress(p); });
            });
        },
        [this](const Result<ExportResult> &r) {
            if (r)
                Q_EMIT finished(r.value());
            else
                Q_EMIT failed(r.error());
        });
}

void ExportJob::cancel()
{
    m_worker.cancel();
}

Result<ExportResult> ExportJob::run(const ExportRequest &request, const std::atomic<int> &cancelled,
                                    const std::function<void(const ExportProgress &)> &progress)
{
    QSaveFile file(request.path);
    if (!file.open(QIODevice::WriteOnly))
        return Error::local(KS_ERR("Cannot write %1: %2").arg(request.path, file.errorString()));
    std::unique_ptr<WholeRecordReader> whole;
    ExportProgress p;
    p.total = request.rows.size();
    std::deque<BrowseRecord>
        loaded; // the cut rows of the current piece, loaded whole (stable addresses)
    QList<const BrowseRecord *> piece;
    piece.reserve(kRowsPerWrite);
    bool first = true;
    auto flush = [&]() -> Status {
        if (piece.isEmpty())
            return Ok{};
        const QByteArray bytes = request.format == ExportFileFormat::JsonLines
                                     ? recordsToJsonLines(request.topic, piece)
                                     : recordsToCsv(piece, first);
        first = false;
        if (file.write(bytes) != bytes.size())
            return Error::local(
                KS_ERR("Cannot write %1: %2").arg(request.path, file.errorString()));
        p.written += piece.size();
        piece.clear();
        loaded.clear();
        progress(p);
        return Ok{};
    };
    if (p.total == 0 && request.format == ExportFileFormat::Csv)
        file.write(recordsToCsv({}, true));
    for (const RecordSnapshot::Part &part : request.rows.parts) {
        for (qsizetype i = part.from; i < part.rows.size(); ++i) {
            if (cancelled.load())
                return Error::cancelled(
                    KS_ERR("Export cancelled: nothing was written to %1").arg(request.path));
            const BrowseRecord &r = part.rows.at(i);
            const BrowseRecord *row = &r;
            if (r.valueTruncated() || r.keyTruncated()) {
                // Cut values are loaded whole first, so an export never silently holds a preview.
                if (!whole) {
                    auto opened =
                        WholeRecordReader::open(request.profile, request.topic, request.isolation);
                    if (!opened)
                        return opened.error();
                    whole = std::move(opened).value();
                }
                auto full = whole->fetch(r.partition, r.offset, &cancelled);
                if (!full)
                    return full.error().kind == Error::Kind::Cancelled
                               ? Error::cancelled(
                                     KS_ERR("Export cancelled: nothing was written to %1")
                                         .arg(request.path))
                               : full.error();
                BrowseRecord f = std::move(full).value();
                if (!f.decoding)
                    f.decoding = r.decoding; // the browse decoded the whole value already
                loaded.push_back(std::move(f));
                row = &loaded.back();
                ++p.loadedWhole;
            }
            piece.append(row);
            if (piece.size() >= kRowsPerWrite)
                if (auto s = flush(); !s)
                    return s.error();
        }
    }
    if (auto s = flush(); !s)
        return s.error();
    if (cancelled.load())
        return Error::cancelled(
            KS_ERR("Export cancelled: nothing was written to %1").arg(request.path));
    if (!file.commit())
        return Error::local(KS_ERR("Cannot write %1: %2").arg(request.path, file.errorString()));
    progress(p);
    return ExportResult{p.written, p.loadedWhole, request.path};
}

} // namespace kafscope
