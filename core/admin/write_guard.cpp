#include "admin/write_guard.h"

namespace kafscope {

Status WriteGuard::allow(const ConnectionProfile &profile, const QString &action, const QString &target,
                         const QString &confirmation)
{
    if (profile.readOnly)
        return Error::readOnly(QStringLiteral("Read-only connection: refusing to %1 %2").arg(action, target));
    if (confirmation != confirmationFor(target))
        return Error::usage(QStringLiteral("Not confirmed: type \"%1\" to %2 it").arg(target, action));
    return Ok{};
}

bool WriteGuard::isInternalTopic(const QString &topic)
{
    return topic.startsWith(QLatin1String("__"));
}

Status WriteGuard::allowTopic(const ConnectionProfile &profile, const QString &action, const QString &topic,
                              const QString &confirmation)
{
    if (profile.readOnly)
        return Error::readOnly(QStringLiteral("Read-only connection: refusing to %1 %2").arg(action, topic));
    if (isInternalTopic(topic)) {
        if (confirmation != internalOverrideFor(topic))
            return Error::usage(QStringLiteral("%1 is an internal Kafka topic: refusing to %2 it without the explicit "
                                               "internal-topic override (CLI: --allow-internal)")
                                    .arg(topic, action));
        return Ok{};
    }
    return allow(profile, action, topic, confirmation);
}

} // namespace kafscope
