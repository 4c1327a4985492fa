#pragma once

#include <QString>

#include <compare>
#include <optional>

namespace kafscope {

// An Apache Kafka release, major.minor.patch: the one `local start` runs, or the line a broker's
// ApiVersions answer shows (then patch is 0 and only major.minor is known).
struct KafkaRelease {
    int major = 0;
    int minor = 0;
    int patch = 0;

    // "3.9.1" or "4.0": digits only, no qualifier (an RC or SNAPSHOT is not a release).
    static std::optional<KafkaRelease> parse(const QString &text);

    bool atLeast(int maj, int min) const { return major > maj || (major == maj && minor >= min); }
    QString line() const { return QStringLiteral("%1.%2").arg(major).arg(minor); }
    QString toString() const { return QStringLiteral("%1.%2.%3").arg(major).arg(minor).arg(patch); }

    auto operator<=>(const KafkaRelease &) const = default;
};

} // namespace kafscope
