#include "common/settings.h"

#include "cluster/property_policy.h"

#include <QSettings>
#include <QUrl>

namespace kafscope::settings {

namespace {

// Secret properties are kept out of QSettings (DESIGN.md section 4): the ones librdkafka itself
// marks sensitive (sasl.password, ssl.key.pem, ..., and sasl.username), not a guess from the name.
bool isSecretKey(const QString &key)
{
    return property_policy::isSensitive(key);
}

} // namespace

QList<ConnectionProfile> recentConnections()
{
    QSettings s;
    QList<ConnectionProfile> out;
    const int n = s.beginReadArray(QLatin1String(kRecentConnections));
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        ConnectionProfile p;
        p.name = s.value(QStringLiteral("name")).toString();
        p.bootstrap = s.value(QStringLiteral("bootstrap")).toString();
        p.readOnly = s.value(QStringLiteral("readOnly"), false).toBool();
        p.timeoutMs = s.value(QStringLiteral("timeoutMs"), 10000).toInt();
        auto props = ConnectionProfile::parseProperties(
            s.value(QStringLiteral("properties")).toStringList());
        if (props)
            p.properties = props.value();
        if (!p.bootstrap.isEmpty())
            out << p;
    }
    s.endArray();
    return out;
}

void rememberConnection(const ConnectionProfile &profile)
{
    QList<ConnectionProfile> list = recentConnections();
    list.erase(std::remove_if(
                   list.begin(), list.end(),
                   [&](const ConnectionProfile &p) { return p.bootstrap == profile.bootstrap; }),
               list.end());
    list.prepend(profile);
    while (list.size() > kMaxRecentConnections)
        list.removeLast();
    QSettings s;
    s.remove(QLatin1String(kRecentConnections));
    s.beginWriteArray(QLatin1String(kRecentConnections), int(list.size()));
    for (int i = 0; i < list.size(); ++i) {
        s.setArrayIndex(i);
        const ConnectionProfile &p = list[i];
        s.setValue(QStringLiteral("name"), p.name);
        s.setValue(QStringLiteral("bootstrap"), p.bootstrap);
        s.setValue(QStringLiteral("readOnly"), p.readOnly);
        s.setValue(QStringLiteral("timeoutMs"), p.timeoutMs);
        QStringList props;
        for (const auto &[k, v] : p.properties)
            if (!isSecretKey(k))
                props << k + QLatin1Char('=') + v;
        s.setValue(QStringLiteral("properties"), props);
    }
    s.endArray();
}

int overviewRefreshMs()
{
    return QSettings().value(QLatin1String(kOverviewRefreshMs), kDefaultOverviewRefreshMs).toInt();
}

int healthIntervalMs()
{
    return QSettings().value(QLatin1String(kHealthIntervalMs), kDefaultHealthIntervalMs).toInt();
}

int historySampleMs()
{
    return qMax(
        1000, QSettings().value(QLatin1String(kHistorySampleMs), kDefaultHistorySampleMs).toInt());
}

int historyRetentionDays()
{
    return qBound(1,
                  QSettings()
                      .value(QLatin1String(kHistoryRetentionDays), kDefaultHistoryRetentionDays)
                      .toInt(),
                  3650);
}

void setHistoryRetentionDays(int days)
{
    QSettings().setValue(QLatin1String(kHistoryRetentionDays), qBound(1, days, 3650));
}

QString theme()
{
    return QSettings().value(QLatin1String(kTheme), QLatin1String(kDefaultTheme)).toString();
}

void setTheme(const QString &name)
{
    QSettings().setValue(QLatin1String(kTheme), name);
}

namespace {

QString windowKey(const QString &cluster, const QString &name)
{
    // A bootstrap list has commas, colons and maybe slashes: keep it one key level.
    return QStringLiteral("%1/%2/%3")
        .arg(QLatin1String(kWindowStates), QString::fromLatin1(QUrl::toPercentEncoding(cluster)),
             name);
}

} // namespace

QVariant windowState(const QString &cluster, const QString &name)
{
    return QSettings().value(windowKey(cluster, name));
}

void setWindowState(const QString &cluster, const QString &name, const QVariant &value)
{
    QSettings().setValue(windowKey(cluster, name), value);
}

} // namespace kafscope::settings
