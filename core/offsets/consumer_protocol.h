#pragma once

#include "common/result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace kafscope::offsets {

// A topic with some of its partitions, as the consumer protocol and group records list them.
struct TopicPartitions {
    QString topic;
    QList<int> partitions;
    bool operator==(const TopicPartitions &) const = default;
};

// Previous assignment the sticky assignors keep in their user data (Java StickyAssignor V0/V1
// layout, also written by librdkafka); the cooperative-sticky Java assignor writes the generation
// only.
struct StickyUserData {
    QList<TopicPartitions> previousAssignment;
    int generation = -1; // -1 when absent
};

// ConsumerProtocolSubscription (versions 0-3; later versions are read as 3, as Kafka does).
struct ConsumerSubscription {
    int version = 0;
    QStringList topics;
    std::optional<QByteArray> userData;
    QList<TopicPartitions> ownedPartitions; // v1+
    int generationId = -1;                  // v2+
    std::optional<QString> rackId;          // v3+
    std::optional<StickyUserData> sticky;   // userData decoded, for the sticky assignors
};

// ConsumerProtocolAssignment (all versions share one layout).
struct ConsumerAssignment {
    int version = 0;
    QList<TopicPartitions> assignedPartitions;
    std::optional<QByteArray> userData;
    std::optional<StickyUserData> sticky;
};

// Pure decoders for the "consumer" protocol type's member metadata and assignment bytes.
// `assignor` (the group's protocol name) decides whether user data is decoded as sticky data.
Result<ConsumerSubscription> decodeSubscription(const QByteArray &bytes,
                                                const QString &assignor = {});
Result<ConsumerAssignment> decodeAssignment(const QByteArray &bytes, const QString &assignor = {});
// Sticky user data, or nullopt when the bytes are not in that layout.
std::optional<StickyUserData> decodeStickyUserData(const QByteArray &bytes);
bool isStickyAssignor(const QString &assignor);

// JSON forms with Kafka's field names in snake_case; bytes that are not decoded appear as
// {"hex": "...", "note": "..."}.
QJsonObject toJson(const ConsumerSubscription &s);
QJsonObject toJson(const ConsumerAssignment &a);
QJsonObject toJson(const StickyUserData &u);
QJsonArray toJson(const QList<TopicPartitions> &tps);
QJsonObject hexJson(const QByteArray &bytes, const QString &note = {});

} // namespace kafscope::offsets
