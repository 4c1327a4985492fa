#pragma once

#include "cluster/cluster_metadata.h"
#include "common/result.h"

#include <QList>
#include <QPair>
#include <QSqlError>
#include <QString>

#include <optional>

namespace kafscope::history {

// One measured value of one series: kind "topic.rate" (messages/s, key = topic), "total.rate",
// "group.lag" (key = group), "total.lag", "brokers.up".
struct Sample {
    QString kind;
    QString key;
    qint64 timeMs = 0;
    double value = 0;
};

using Series = QList<QPair<qint64, double>>; // (time in ms since the epoch, value), oldest first

// Samples kept across sessions in SQLite (Qt SQL's QSQLITE driver), per cluster (its cluster id).
// A store is used on one thread: it opens a connection of its own, named after the object.
class HistoryStore {
public:
    explicit HistoryStore(QString path);
    ~HistoryStore();
    HistoryStore(const HistoryStore &) = delete;
    HistoryStore &operator=(const HistoryStore &) = delete;

    // Creates the file and its tables if needed. A file SQLite finds damaged (not a database,
    // malformed) is moved aside to "<path>.corrupt-<UTC time>" with its journal files and a new
    // store is started: see movedAside().
    Status open();
    QString path() const { return m_path; }
    // Where open() moved a damaged store (empty: it did not), and what SQLite said of it.
    QString movedAside() const { return m_movedAside; }
    QString damage() const { return m_damage; }

    Status append(const QString &cluster, const QList<Sample> &samples);
    // One series from `sinceMs` on, oldest first.
    Result<Series> series(const QString &cluster, const QString &kind, const QString &key,
                          qint64 sinceMs) const;
    // Every series of `kind` from `sinceMs` on, by key.
    Result<QHash<QString, Series>> seriesOfKind(const QString &cluster, const QString &kind,
                                                qint64 sinceMs) const;
    // The first sample's time for the cluster (0 when there is none): how far back history goes.
    Result<qint64> oldest(const QString &cluster) const;
    // Removes every sample older than `beforeMs`; the number removed.
    Result<int> prune(qint64 beforeMs);

    // Where each broker of a cluster was last seen (kept across sessions, so a broker that is down
    // when a window opens still has its host and port).
    Status rememberBrokers(const QString &cluster, const QList<BrokerInfo> &brokers);
    Result<QList<BrokerInfo>> brokers(const QString &cluster) const;

    // <AppDataLocation>/history.sqlite
    static QString defaultPath();

private:
    std::optional<QSqlError> createTables(); // the first failing statement's error
    Status moveAside(const QString &why);

    QString m_path;
    QString m_connection;
    QString m_movedAside;
    QString m_damage;
};

} // namespace kafscope::history
