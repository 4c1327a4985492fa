#include "protocol/broker_release.h"

#include <librdkafka/rdkafka.h>

#include <array>

namespace kafscope::protocol {

namespace {
constexpr int kNewestKnownLevel = 33; // 4.4-IV2
} // namespace

std::optional<KafkaRelease> releaseOfMetadataVersion(int level)
{
    // MetadataVersion of kafka-server-common 4.4.0, by feature level from 7 (3.3-IV3): the line
    // each level was introduced with. A release's newest production level carries its own line
    // (3.7.x: 19, 3.8.x: 20, 3.9.x: 21, 4.0.x: 25, 4.1.x: 27, 4.4.x: 33).
    struct Line {
        int upTo; // the last level of the line
        int major, minor;
    };
    static constexpr std::array<Line, 12> kLines{{{7, 3, 3},
                                                  {8, 3, 4},
                                                  {11, 3, 5},
                                                  {14, 3, 6},
                                                  {19, 3, 7},
                                                  {20, 3, 8},
                                                  {21, 3, 9},
                                                  {25, 4, 0},
                                                  {27, 4, 1},
                                                  {29, 4, 2},
                                                  {30, 4, 3},
                                                  {33, 4, 4}}};
    if (level < 7)
        return std::nullopt;
    for (const Line &l : kLines)
        if (level <= l.upTo)
            return KafkaRelease{l.major, l.minor, 0};
    return std::nullopt;
}

std::optional<KafkaRelease> BrokerApis::release() const
{
    return releaseOfMetadataVersion(metadataVersionMax);
}

Error notSupportedByCluster(const ErrorText &feature, const BrokerApis &broker)
{
    const auto release = broker.release();
    ErrorText text;
    if (release)
        text = KS_ERR("%1 is not supported by this cluster (Kafka %2)")
                   .arg(feature, ErrorText::raw(release->line()));
    else if (broker.metadataVersionMax > kNewestKnownLevel)
        text = KS_ERR("%1 is not supported by this cluster (a Kafka release newer than 4.4)")
                   .arg(feature);
    else
        text = KS_ERR("%1 is not supported by this cluster (a Kafka release before 3.3 or in "
                      "ZooKeeper mode)")
                   .arg(feature);
    return Error::kafka(RD_KAFKA_RESP_ERR__UNSUPPORTED_FEATURE, text)
        .withCause(Error::Cause::NotSupported);
}

} // namespace kafscope::protocol
