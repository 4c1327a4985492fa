#include "connect/connect_types.h"

#include "common/translations.h"

#include <QUrl>

namespace kafscope::connect {

QString ConnectEndpoint::displayUrl() const
{
    QUrl u(url);
    u.setUserInfo(QString());
    return u.toString();
}

Status checkConnectUrl(const QString &url)
{
    const QUrl u(url, QUrl::StrictMode);
    if (!u.isValid() ||
        (u.scheme() != QLatin1String("http") && u.scheme() != QLatin1String("https")) ||
        u.host().isEmpty() || !u.userInfo().isEmpty())
        return Error::usage(
            KS_ERR("A Kafka Connect URL must be http(s)://HOST[:PORT][/PATH] without a login, "
                   "not \"%1\"")
                .arg(QUrl(url).toString(QUrl::RemoveUserInfo)));
    return Ok{};
}

QList<ConnectEndpoint> connectEndpointsOf(const ConnectionProfile &profile)
{
    QList<ConnectEndpoint> out;
    for (const QString &url : profile.connectUrls) {
        ConnectEndpoint e;
        e.url = url;
        e.username = profile.connectUser;
        e.password = profile.connectPassword;
        e.caFile = profile.connectCaFile;
        e.certFile = profile.connectCertFile;
        e.keyFile = profile.connectKeyFile;
        if (profile.timeoutMs > 0)
            e.timeoutMs = profile.timeoutMs;
        out << e;
    }
    return out;
}

QJsonObject WorkerInfo::toJson() const
{
    return {{QStringLiteral("version"), version},
            {QStringLiteral("commit"), commit},
            {QStringLiteral("kafka_cluster_id"), kafkaClusterId}};
}

int ConnectorInfo::failedTasks() const
{
    int n = 0;
    for (const TaskStatus &t : tasks)
        n += t.state == QLatin1String("FAILED") ? 1 : 0;
    return n;
}

QJsonObject ConnectorInfo::toJson() const
{
    QJsonArray taskArray;
    for (const TaskStatus &t : tasks) {
        QJsonObject o{{QStringLiteral("id"), t.id},
                      {QStringLiteral("state"), t.state},
                      {QStringLiteral("worker_id"), t.workerId}};
        if (!t.trace.isEmpty())
            o.insert(QStringLiteral("trace"), t.trace);
        taskArray.append(o);
    }
    QJsonObject configObject;
    for (auto it = config.constBegin(); it != config.constEnd(); ++it)
        configObject.insert(it.key(), it.value());
    QJsonObject o{{QStringLiteral("name"), name},
                  {QStringLiteral("type"), type},
                  {QStringLiteral("class"), className},
                  {QStringLiteral("state"), state},
                  {QStringLiteral("worker_id"), workerId},
                  {QStringLiteral("tasks"), taskArray},
                  {QStringLiteral("config"), configObject},
                  {QStringLiteral("topics"), QJsonArray::fromStringList(topics)}};
    if (!trace.isEmpty())
        o.insert(QStringLiteral("trace"), trace);
    return o;
}

QJsonObject PluginInfo::toJson() const
{
    return {{QStringLiteral("class"), className},
            {QStringLiteral("type"), type},
            {QStringLiteral("version"), version}};
}

QJsonObject ConfigField::toJson() const
{
    return {{QStringLiteral("name"), name},
            {QStringLiteral("type"), type},
            {QStringLiteral("required"), required},
            {QStringLiteral("default"), defaultValue},
            {QStringLiteral("importance"), importance},
            {QStringLiteral("documentation"), documentation},
            {QStringLiteral("group"), group},
            {QStringLiteral("order_in_group"), orderInGroup},
            {QStringLiteral("display_name"), displayName},
            {QStringLiteral("value"), value},
            {QStringLiteral("recommended_values"), QJsonArray::fromStringList(recommendedValues)},
            {QStringLiteral("errors"), QJsonArray::fromStringList(errors)},
            {QStringLiteral("visible"), visible}};
}

QStringList ValidationResult::passwordKeys() const
{
    QStringList keys;
    for (const ConfigField &f : fields)
        if (f.isPassword())
            keys << f.name;
    return keys;
}

QStringList ValidationResult::errorLines() const
{
    QStringList lines;
    for (const ConfigField &f : fields)
        for (const QString &e : f.errors)
            lines << f.name + QStringLiteral(": ") + e;
    return lines;
}

QJsonObject ValidationResult::toJson() const
{
    QJsonArray arr;
    for (const ConfigField &f : fields)
        arr.append(f.toJson());
    return {{QStringLiteral("class"), className},
            {QStringLiteral("error_count"), errorCount},
            {QStringLiteral("groups"), QJsonArray::fromStringList(groups)},
            {QStringLiteral("fields"), arr}};
}

bool looksSecret(const QString &key)
{
    return key.contains(QLatin1String("password"), Qt::CaseInsensitive) ||
           key.contains(QLatin1String("secret"), Qt::CaseInsensitive);
}

ConnectorConfig maskConfig(const ConnectorConfig &config, const QStringList &passwordKeys)
{
    ConnectorConfig out = config;
    for (auto it = out.begin(); it != out.end(); ++it)
        if (passwordKeys.contains(it.key()) || looksSecret(it.key()))
            it.value() = QString::fromLatin1(kMaskedValue);
    return out;
}

void ConnectSummary::add(const QList<ConnectorInfo> &list)
{
    for (const ConnectorInfo &c : list) {
        ++connectors;
        tasks += int(c.tasks.size());
        QStringList failedIds;
        for (const TaskStatus &t : c.tasks)
            if (t.state == QLatin1String("FAILED"))
                failedIds << QString::number(t.id);
        failedTasks += int(failedIds.size());
        const bool connectorFailed = c.state == QLatin1String("FAILED");
        if (connectorFailed || !failedIds.isEmpty()) {
            ++failedConnectors;
            failed
                << (failedIds.isEmpty()
                        ? c.name
                        : KS_TR("%1 (task %2)").arg(c.name, failedIds.join(QStringLiteral(", "))));
        } else if (c.state == QLatin1String("RUNNING")) {
            ++running;
        }
    }
}

} // namespace kafscope::connect
