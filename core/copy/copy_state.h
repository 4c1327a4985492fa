#pragma once

#include "common/result.h"

#include <QByteArray>
#include <QMap>
#include <QString>

namespace kafscope::copy {

// A resumable copy's progress at its last checkpoint: every record before `next` of each source
// partition was acknowledged by the target (or found there), and the target partitions ended at
// `targetEnd` then. What a killed run wrote after the checkpoint is what the target holds past
// `targetEnd`; a resumed run skips those records instead of writing them again.
struct CopyState {
    QString sourceCluster, sourceTopic;
    QString targetCluster, targetTopic;
    QString selection;      // the options that decide which records go where (must match to resume)
    QMap<int, qint64> next; // source partition -> next offset to copy
    QMap<int, qint64> end;  // source partition -> where the copy stops (before); -1: no end
    QMap<int, qint64> targetEnd; // target partition -> its end at the checkpoint
    qint64 read = 0, written = 0, skipped = 0;
    bool complete = false;

    QByteArray toJson() const;
    // Bounded (a state file is small): a file over 4 MiB or not this format is refused in words.
    static Result<CopyState> fromJson(const QByteArray &json, const QString &path);
    static Result<CopyState> load(const QString &path);
    // Written atomically (a new file renamed over the old one): a crash leaves the last checkpoint.
    Status save(const QString &path) const;
};

} // namespace kafscope::copy
