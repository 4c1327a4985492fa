#pragma once

// What a broker's ApiVersions answer tells about the Kafka release it runs: the APIs it speaks and
// the newest metadata.version it supports (KRaft), which names the release line; and the typed
// error for a feature the cluster's release lacks, so the CLI and the UI name it ("not supported
// by this cluster (Kafka 3.9)") instead of showing a failed request.

#include "common/kafka_release.h"
#include "common/result.h"

#include <QHash>

#include <cstdint>
#include <optional>

namespace kafscope::protocol {

struct ApiRange {
    int16_t min = 0;
    int16_t max = -1;
};

// Kafka's API keys Kafscope asks about before using a feature that arrived late.
namespace api {
inline constexpr int16_t kConsumerGroupHeartbeat = 68; // KIP-848 consumer groups (4.0)
inline constexpr int16_t kConsumerGroupDescribe = 69;
inline constexpr int16_t kShareGroupHeartbeat = 76;   // KIP-932 share groups
inline constexpr int16_t kStreamsGroupHeartbeat = 88; // KIP-1071 streams groups
} // namespace api

// The release line whose metadata.version has feature level `level` (Kafka's MetadataVersion: 7
// is 3.3-IV3, 21 is 3.9-IV0, 25 is 4.0-IV3, 33 is 4.4-IV2); nullopt outside the known table.
std::optional<KafkaRelease> releaseOfMetadataVersion(int level);

struct BrokerApis {
    QHash<int16_t, ApiRange> apis;
    // SupportedFeatures' metadata.version maximum: the broker's newest production level (-1 when
    // the broker reports none: ZooKeeper mode or before Kafka 3.3).
    int metadataVersionMax = -1;

    bool has(int16_t apiKey) const { return apis.contains(apiKey); }
    // The release line the broker runs, from metadataVersionMax (major.minor; patch 0).
    std::optional<KafkaRelease> release() const;
};

// "`feature` is not supported by this cluster (Kafka 3.9)": kind Kafka, code
// _UNSUPPORTED_FEATURE, cause NotSupported.
Error notSupportedByCluster(const ErrorText &feature, const BrokerApis &broker);

} // namespace kafscope::protocol
