#pragma once

#include "browse/browse_types.h"
#include "cluster/connection_profile.h"
#include "common/result.h"
#include "produce/producer_settings.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>

namespace kafscope::copy {

// Sends the records of a dead-letter topic back where they came from: the topic a header names
// (Kafka Connect's and Spring Kafka's dead-letter headers by default) or one given topic, without
// the error headers the dead-letter writer added.
struct RedriveSpec {
    BrowseRequest source; // the dead-letter topic, its range and filter
    QString fixedTarget;  // every record to this topic; empty: the topic its header names
    QStringList topicHeaders = defaultTopicHeaders();   // the first one a record has wins
    QStringList stripPrefixes = defaultStripPrefixes(); // headers left out (by key prefix)
    bool keepTimestamps = true;
    bool dryRun = false; // say where each record would go; write nothing
    ProducerSettings producer;

    // Kafka Connect's errors.deadletterqueue.context.headers.enable and Spring Kafka's
    // DeadLetterPublishingRecoverer.
    static QStringList defaultTopicHeaders();
    static QStringList defaultStripPrefixes();
};

// Where one record goes (or why it stays).
struct RedriveEntry {
    int partition = -1;
    qint64 offset = -1;
    QString target;     // empty when skipped
    QString skipReason; // empty when sent
};

struct RedriveReport {
    qint64 read = 0, written = 0, failed = 0, skipped = 0;
    QMap<QString, qint64> perTarget;   // topic -> records sent (dry run: that would be)
    QMap<QString, qint64> skipReasons; // reason -> records
    QMap<QString, qint64> errors;      // delivery failures: reason -> records
    QString firstError;
    QStringList readErrors;
    bool cancelled = false;
    bool dryRun = false;
};

using RedriveEntryFn = std::function<void(const RedriveEntry &)>;

// Reads the dead-letter topic on `from` (as the browser does) and writes to `to`. A record whose
// header names no topic, names the dead-letter topic itself, or a topic the target does not have is
// skipped with the reason; every write passes the write policy for its topic (a read-only target
// refuses the whole redrive). `entry` is called for every record read.
Result<RedriveReport> runRedrive(const ConnectionProfile &from, const ConnectionProfile &to,
                                 const RedriveSpec &spec, const std::atomic<int> *cancel = nullptr,
                                 const RedriveEntryFn &entry = {});

} // namespace kafscope::copy
