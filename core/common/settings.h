#pragma once

#include "cluster/connection_profile.h"

#include <QList>
#include <QString>

namespace kafscope {

// Every persisted setting: keys and defaults together, read through typed accessors.
// Secrets are never stored here.
namespace settings {

inline constexpr const char *kRecentConnections = "connections/recent";
inline constexpr int kMaxRecentConnections = 10;
inline constexpr const char *kOverviewRefreshMs = "cluster/overviewRefreshMs";
inline constexpr int kDefaultOverviewRefreshMs = 15000;
inline constexpr const char *kHealthIntervalMs = "cluster/healthIntervalMs";
inline constexpr int kDefaultHealthIntervalMs = 3000;

QList<ConnectionProfile> recentConnections();
// Puts `profile` first (replacing one with the same bootstrap), keeps at most the maximum.
void rememberConnection(const ConnectionProfile &profile);
int overviewRefreshMs();
int healthIntervalMs();

} // namespace settings
} // namespace kafscope
