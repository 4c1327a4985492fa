#include "history/history_store.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

#include <optional>

namespace kafscope::history {

namespace {

// A null QString binds as SQL NULL: the totals' empty key is stored as ''.
QString keyText(const QString &key)
{
    return key.isNull() ? QStringLiteral("") : key;
}

Error sqlError(const ErrorText &what, const QSqlError &e)
{
    return Error::local(KS_ERR("History store: %1 failed: %2").arg(what, e.text()));
}

// SQLITE_CORRUPT (11) and SQLITE_NOTADB (26), extended codes included: the file is not a store any
// more, and asking again never helps.
bool isDamage(const QSqlError &e)
{
    bool ok = false;
    const int code = e.nativeErrorCode().toInt(&ok) & 0xff;
    return ok && (code == 11 || code == 26);
}

} // namespace

HistoryStore::HistoryStore(QString path)
    : m_path(std::move(path)), m_connection(QStringLiteral("kafscope-history-") +
                                            QUuid::createUuid().toString(QUuid::WithoutBraces))
{
}

HistoryStore::~HistoryStore()
{
    if (QSqlDatabase::contains(m_connection)) {
        QSqlDatabase::database(m_connection, false).close();
        QSqlDatabase::removeDatabase(m_connection);
    }
}

QString HistoryStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/history.sqlite");
}

Status HistoryStore::open()
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return Error::local(KS_ERR(
            "History store: Qt's SQLite driver is not installed (Debian: libqt6sql6-sqlite)"));
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSqlDatabase db = QSqlDatabase::contains(m_connection)
                          ? QSqlDatabase::database(m_connection, false)
                          : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_path);
    // Another window (or another Kafscope) may write at the same time: wait for its lock.
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.isOpen() && !db.open())
        return sqlError(KS_ERR("opening %1").arg(m_path), db.lastError());
    std::optional<QSqlError> failed = createTables();
    if (failed && isDamage(*failed)) {
        // A damaged file would disable the history for good: keep it for whoever wants to look,
        // and start again.
        if (auto s = moveAside(failed->text()); !s)
            return s;
        if (!db.open())
            return sqlError(KS_ERR("opening %1").arg(m_path), db.lastError());
        failed = createTables();
    }
    if (failed)
        return sqlError(KS_ERR("creating the tables"), *failed);
    return Ok{};
}

std::optional<QSqlError> HistoryStore::createTables()
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    for (const char *sql : {
             "PRAGMA journal_mode=WAL",
             "CREATE TABLE IF NOT EXISTS series (id INTEGER PRIMARY KEY, cluster TEXT NOT NULL, "
             "kind TEXT NOT NULL, "
             "key TEXT NOT NULL, UNIQUE(cluster, kind, key))",
             "CREATE TABLE IF NOT EXISTS samples (series INTEGER NOT NULL REFERENCES series(id), t "
             "INTEGER NOT NULL, "
             "v REAL NOT NULL)",
             "CREATE INDEX IF NOT EXISTS samples_by_series_time ON samples(series, t)",
             "CREATE INDEX IF NOT EXISTS samples_by_time ON samples(t)",
             "CREATE TABLE IF NOT EXISTS brokers (cluster TEXT NOT NULL, id INTEGER NOT NULL, "
             "host TEXT NOT NULL, port INTEGER NOT NULL, PRIMARY KEY(cluster, id))",
         })
        if (!q.exec(QString::fromLatin1(sql)))
            return q.lastError();
    return std::nullopt;
}

Status HistoryStore::moveAside(const QString &why)
{
    QSqlDatabase::database(m_connection, false).close();
    const QString aside =
        m_path + QStringLiteral(".corrupt-") +
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
    // Another Kafscope may have moved it already: then there is nothing left to move.
    if (QFile::exists(m_path) && !QFile::rename(m_path, aside))
        return Error::local(KS_ERR("History store: %1 is damaged (%2) and cannot be moved to %3")
                                .arg(m_path, why, aside));
    for (const char *suffix : {"-wal", "-shm", "-journal"})
        if (QFile::exists(m_path + QLatin1String(suffix)))
            QFile::rename(m_path + QLatin1String(suffix), aside + QLatin1String(suffix));
    m_movedAside = aside;
    m_damage = why;
    return Ok{};
}

Status HistoryStore::append(const QString &cluster, const QList<Sample> &samples)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (!db.isOpen())
        return Error::local(KS_ERR("History store: not open"));
    if (!db.transaction())
        return sqlError(KS_ERR("starting a transaction"), db.lastError());
    QSqlQuery findSeries(db), addSeries(db), addSample(db);
    findSeries.prepare(
        QStringLiteral("SELECT id FROM series WHERE cluster = ? AND kind = ? AND key = ?"));
    addSeries.prepare(QStringLiteral("INSERT INTO series (cluster, kind, key) VALUES (?, ?, ?)"));
    addSample.prepare(QStringLiteral("INSERT INTO samples (series, t, v) VALUES (?, ?, ?)"));
    QHash<QString, qint64> ids;
    for (const Sample &s : samples) {
        const QString name = s.kind + QLatin1Char('\n') + s.key;
        qint64 id = ids.value(name, -1);
        if (id < 0) {
            findSeries.addBindValue(cluster);
            findSeries.addBindValue(s.kind);
            findSeries.addBindValue(keyText(s.key));
            if (!findSeries.exec()) {
                db.rollback();
                return sqlError(KS_ERR("finding a series"), findSeries.lastError());
            }
            if (findSeries.next()) {
                id = findSeries.value(0).toLongLong();
            } else {
                addSeries.addBindValue(cluster);
                addSeries.addBindValue(s.kind);
                addSeries.addBindValue(keyText(s.key));
                if (!addSeries.exec()) {
                    db.rollback();
                    return sqlError(KS_ERR("adding a series"), addSeries.lastError());
                }
                id = addSeries.lastInsertId().toLongLong();
            }
            findSeries.finish();
            ids.insert(name, id);
        }
        addSample.addBindValue(id);
        addSample.addBindValue(s.timeMs);
        addSample.addBindValue(s.value);
        if (!addSample.exec()) {
            db.rollback();
            return sqlError(KS_ERR("adding a sample"), addSample.lastError());
        }
    }
    if (!db.commit())
        return sqlError(KS_ERR("committing samples"), db.lastError());
    return Ok{};
}

Result<Series> HistoryStore::series(const QString &cluster, const QString &kind, const QString &key,
                                    qint64 sinceMs) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT s.t, s.v FROM samples s JOIN series r ON r.id = s.series "
        "WHERE r.cluster = ? AND r.kind = ? AND r.key = ? AND s.t >= ? ORDER BY s.t"));
    q.addBindValue(cluster);
    q.addBindValue(kind);
    q.addBindValue(keyText(key));
    q.addBindValue(sinceMs);
    if (!q.exec())
        return sqlError(KS_ERR("reading a series"), q.lastError());
    Series out;
    while (q.next())
        out.append({q.value(0).toLongLong(), q.value(1).toDouble()});
    return out;
}

Result<QHash<QString, Series>> HistoryStore::seriesOfKind(const QString &cluster,
                                                          const QString &kind, qint64 sinceMs) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("SELECT r.key, s.t, s.v FROM samples s JOIN series r ON r.id = s.series "
                       "WHERE r.cluster = ? AND r.kind = ? AND s.t >= ? ORDER BY s.t"));
    q.addBindValue(cluster);
    q.addBindValue(kind);
    q.addBindValue(sinceMs);
    if (!q.exec())
        return sqlError(KS_ERR("reading series"), q.lastError());
    QHash<QString, Series> out;
    while (q.next())
        out[q.value(0).toString()].append({q.value(1).toLongLong(), q.value(2).toDouble()});
    return out;
}

Result<qint64> HistoryStore::oldest(const QString &cluster) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT MIN(s.t) FROM samples s JOIN series r ON r.id = s.series WHERE r.cluster = ?"));
    q.addBindValue(cluster);
    if (!q.exec())
        return sqlError(KS_ERR("reading the oldest sample"), q.lastError());
    return q.next() && !q.value(0).isNull() ? q.value(0).toLongLong() : qint64(0);
}

Result<int> HistoryStore::prune(qint64 beforeMs)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("DELETE FROM samples WHERE t < ?"));
    q.addBindValue(beforeMs);
    if (!q.exec())
        return sqlError(KS_ERR("removing old samples"), q.lastError());
    const int removed = q.numRowsAffected();
    if (!q.exec(QStringLiteral(
            "DELETE FROM series WHERE id NOT IN (SELECT DISTINCT series FROM samples)")))
        return sqlError(KS_ERR("removing empty series"), q.lastError());
    return removed;
}

Status HistoryStore::rememberBrokers(const QString &cluster, const QList<BrokerInfo> &brokers)
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO brokers (cluster, id, host, port) "
                             "VALUES (?, ?, ?, ?)"));
    for (const BrokerInfo &b : brokers) {
        q.addBindValue(cluster);
        q.addBindValue(b.id);
        q.addBindValue(b.host);
        q.addBindValue(b.port);
        if (!q.exec())
            return sqlError(KS_ERR("remembering the brokers"), q.lastError());
    }
    return Ok{};
}

Result<QList<BrokerInfo>> HistoryStore::brokers(const QString &cluster) const
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id, host, port FROM brokers WHERE cluster = ? ORDER BY id"));
    q.addBindValue(cluster);
    if (!q.exec())
        return sqlError(KS_ERR("reading the brokers"), q.lastError());
    QList<BrokerInfo> out;
    while (q.next())
        out.append({q.value(0).toInt(), q.value(1).toString(), q.value(2).toInt()});
    return out;
}

} // namespace kafscope::history
