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

} // namespace kafscope
