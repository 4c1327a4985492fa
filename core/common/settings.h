#pragma once

#include "cluster/connection_profile.h"

#include <QList>
#include <QString>
#include <QVariant>

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
inline constexpr const char *kTheme = "appearance/theme"; // "system", "light" or "dark"
inline constexpr const char *kDefaultTheme = "system";
// Per cluster (profile name, else bootstrap): "geometry", "windowState", "splitter/NAME",
// "lastView".
inline constexpr const char *kWindowStates = "windows";

// The dashboard's history (SQLite): how often the cluster is sampled and how long samples are kept.
inline constexpr const char *kHistorySampleMs = "history/sampleMs";
inline constexpr int kDefaultHistorySampleMs = 30000;
inline constexpr const char *kHistoryRetentionDays = "history/retentionDays";
inline constexpr int kDefaultHistoryRetentionDays = 7;

QList<ConnectionProfile> recentConnections();
// Puts `profile` first (replacing one with the same bootstrap), keeps at most the maximum.
void rememberConnection(const ConnectionProfile &profile);
int overviewRefreshMs();
int healthIntervalMs();
int historySampleMs();
int historyRetentionDays();
void setHistoryRetentionDays(int days);
QString theme();
void setTheme(const QString &name);
// A window's remembered layout for `cluster`; an invalid QVariant when nothing was saved.
QVariant windowState(const QString &cluster, const QString &name);
void setWindowState(const QString &cluster, const QString &name, const QVariant &value);

} // namespace settings
} // namespace kafscope
