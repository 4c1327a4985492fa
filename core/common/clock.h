#pragma once

#include <QDateTime>

namespace kafscope {

// Wall-clock milliseconds since the epoch: the time base of labs, timelines and records.
inline qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

} // namespace kafscope
