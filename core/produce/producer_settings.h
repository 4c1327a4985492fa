#pragma once

#include "common/result.h"

#include <QList>
#include <QPair>
#include <QString>

namespace kafscope {

enum class Compression { None, Gzip, Snappy, Lz4, Zstd };
enum class Acks { None, Leader, All }; // acks=0, 1, all

QString compressionName(Compression c); // librdkafka's names: none, gzip, snappy, lz4, zstd
Result<Compression> parseCompression(const QString &name);
QString acksName(Acks a); // "0", "1", "all"
Result<Acks> parseAcks(const QString &name);

// How a Kafscope producer handle is configured: what a user picks in the producer view, the
// load generator or the CLI. Idempotence is on by default; Kafka allows it only with acks=all.
struct ProducerSettings {
    Compression compression = Compression::None;
    Acks acks = Acks::All;
    bool idempotence = true;
    int lingerMs = 5;              // librdkafka's linger.ms
    int batchSize = 1000000;       // batch.size in bytes
    int batchMessages = 10000;     // batch.num.messages
    int messageTimeoutMs = 30000;  // how long librdkafka tries before a message fails
    int queueMaxMessages = 100000; // queue.buffering.max.messages
    // A few retries, not librdkafka's endless ones: a lasting refusal (not enough replicas) is then
    // reported as the broker's error instead of a message timeout.
    int retries = 2;

    // The librdkafka properties for these settings, or a usage error (idempotence with acks 0/1).
    Result<QList<QPair<QString, QString>>> properties() const;
};

} // namespace kafscope
