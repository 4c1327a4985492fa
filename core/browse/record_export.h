#pragma once

#include "browse/browse_types.h"
#include "produce/sync_producer.h"

#include <QByteArray>
#include <QString>

namespace kafscope {

// The JSON Lines of `consume --format json` for kept records (a record decoded with its registry
// schema as `consume --schema-registry` writes it: the decoded JSON, value_schema or the reason). A
// record kept as a preview (cut value) must be loaded whole first (fetchRecord): the caller
// decides.
QByteArray recordsToJsonLines(const QString &topic, const QList<const BrowseRecord *> &records);
// One record as a JSON object (the same fields), for "copy as JSON".
QByteArray recordToJson(const QString &topic, const BrowseRecord &record);

// CSV with a header row: partition, offset, timestamp (UTC ISO 8601), timestamp_type, key,
// key_encoding, value, value_encoding, headers (JSON). Binary is base64; a key or value decoded
// with its registry schema is its JSON with the encoding "schema". A cell that a
// spreadsheet would run as a formula (= + - @ tab CR) is prefixed with a single quote.
QByteArray recordsToCsv(const QList<const BrowseRecord *> &records, bool withHeader = true);
QByteArray csvCell(QByteArrayView text); // quoted, formula-safe

// A kcat command that prints the same message: `kcat -C -b B -t T -p P -o O -c 1 -e`, each
// argument quoted for a POSIX shell.
QString kcatCommand(const QString &bootstrap, const QString &topic, int partition, qint64 offset);
QString shellQuote(const QString &arg);

// The record as a message to produce again (same key, value, headers; partitioner chooses).
OutgoingMessage toOutgoingMessage(const QString &topic, const BrowseRecord &record);

} // namespace kafscope
