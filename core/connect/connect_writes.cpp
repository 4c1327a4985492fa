// ConnectClient's calls that change a Connect cluster, each admitted by the write policy first.
#include "connect/connect_client.h"

#include "connect/connect_parse.h"

namespace kafscope::connect {

namespace {

QJsonObject configObject(const ConnectorConfig &config)
{
    QJsonObject o;
    for (auto it = config.constBegin(); it != config.constEnd(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

} // namespace

Status ConnectClient::simpleWrite(WriteKind kind, const QByteArray &method, const QString &path,
                                  const QString &name, const ErrorText &what)
{
    if (auto s = admit(kind, name); !s)
        return s;
    auto doc = call(method, path, {}, what);
    if (!doc)
        return doc.error();
    return Ok{};
}

Status ConnectClient::refuseInvalid(const QString &name, const ConnectorConfig &config)
{
    auto checked = validate(config.value(QStringLiteral("connector.class")), config);
    if (!checked)
        return checked.error();
    if (checked->errorCount > 0)
        return Error::usage(KS_ERR("The Connect worker found %1 error(s) in the config of "
                                   "connector %2:\n%3")
                                .arg(checked->errorCount)
                                .arg(name, checked->errorLines().join(QLatin1Char('\n'))));
    return Ok{};
}

Result<ConnectorInfo> ConnectClient::create(const QString &name, const ConnectorConfig &config)
{
    if (auto s = admit(WriteKind::CreateConnector, name); !s)
        return s.error();
    if (name.trimmed().isEmpty())
        return Error::usage(KS_ERR("A connector needs a name"));
    if (config.value(QStringLiteral("connector.class")).isEmpty())
        return Error::usage(KS_ERR("The config of connector %1 has no connector.class").arg(name));
    // The worker would refuse an invalid config too, in one line; validating first gives the
    // errors per field.
    ConnectorConfig withName = config;
    withName.insert(QStringLiteral("name"), name);
    if (auto s = refuseInvalid(name, withName); !s)
        return s.error();
    auto doc = callJson("POST", QStringLiteral("/connectors"),
                        QJsonObject{{QStringLiteral("name"), name},
                                    {QStringLiteral("config"), configObject(withName)}},
                        KS_ERR("creating connector %1").arg(name));
    if (!doc)
        return doc.error();
    return connector(name);
}

Result<ConnectorInfo> ConnectClient::updateConfig(const QString &name,
                                                  const ConnectorConfig &config)
{
    if (auto s = admit(WriteKind::AlterConnectorConfig, name); !s)
        return s.error();
    if (config.value(QStringLiteral("connector.class")).isEmpty())
        return Error::usage(KS_ERR("The config of connector %1 has no connector.class").arg(name));
    ConnectorConfig withName = config;
    withName.insert(QStringLiteral("name"), name); // the worker refuses another name
    if (auto s = refuseInvalid(name, withName); !s)
        return s.error();
    auto doc = callJson("PUT", QStringLiteral("/connectors/%1/config").arg(pathPart(name)),
                        configObject(withName), KS_ERR("the new config of connector %1").arg(name));
    if (!doc)
        return doc.error();
    return connector(name);
}

Result<ConnectorConfig> ConnectClient::changedConfig(const QString &name,
                                                     const ConnectorConfig &set,
                                                     const QStringList &unset)
{
    auto current = call("GET", QStringLiteral("/connectors/%1/config").arg(pathPart(name)), {},
                        KS_ERR("the config of connector %1").arg(name));
    if (!current)
        return current.error();
    ConnectorConfig config = parse::config(current->object(), kMaxItems);
    for (auto it = set.constBegin(); it != set.constEnd(); ++it)
        config.insert(it.key(), it.value());
    for (const QString &key : unset)
        config.remove(key);
    return config;
}

Result<ValidationResult> ConnectClient::validateChange(const QString &name,
                                                       const ConnectorConfig &set,
                                                       const QStringList &unset)
{
    auto changed = changedConfig(name, set, unset);
    if (!changed)
        return changed.error();
    ConnectorConfig config = *changed;
    config.insert(QStringLiteral("name"), name);
    return validate(config.value(QStringLiteral("connector.class")), config);
}

Result<ConnectorInfo> ConnectClient::changeConfig(const QString &name, const ConnectorConfig &set,
                                                  const QStringList &unset)
{
    if (auto s = admit(WriteKind::AlterConnectorConfig, name); !s)
        return s.error();
    auto config = changedConfig(name, set, unset);
    if (!config)
        return config.error();
    return updateConfig(name, *config);
}

Status ConnectClient::pause(const QString &name)
{
    return simpleWrite(WriteKind::PauseConnector, "PUT",
                       QStringLiteral("/connectors/%1/pause").arg(pathPart(name)), name,
                       KS_ERR("pausing connector %1").arg(name));
}

Status ConnectClient::resume(const QString &name)
{
    return simpleWrite(WriteKind::ResumeConnector, "PUT",
                       QStringLiteral("/connectors/%1/resume").arg(pathPart(name)), name,
                       KS_ERR("resuming connector %1").arg(name));
}

Status ConnectClient::stop(const QString &name)
{
    return simpleWrite(WriteKind::StopConnector, "PUT",
                       QStringLiteral("/connectors/%1/stop").arg(pathPart(name)), name,
                       KS_ERR("stopping connector %1").arg(name));
}

Status ConnectClient::restart(const QString &name, RestartOptions options)
{
    const auto flag = [](bool b) { return b ? QStringLiteral("true") : QStringLiteral("false"); };
    return simpleWrite(
        WriteKind::RestartConnector, "POST",
        QStringLiteral("/connectors/%1/restart?includeTasks=%2&onlyFailed=%3")
            .arg(pathPart(name), flag(options.includeTasks), flag(options.onlyFailed)),
        name, KS_ERR("restarting connector %1").arg(name));
}

Status ConnectClient::restartTask(const QString &name, int task)
{
    if (task < 0)
        return Error::usage(KS_ERR("A task id is 0 or more, not %1").arg(task));
    return simpleWrite(
        WriteKind::RestartConnector, "POST",
        QStringLiteral("/connectors/%1/tasks/%2/restart").arg(pathPart(name)).arg(task), name,
        KS_ERR("restarting task %1 of connector %2").arg(task).arg(name));
}

Status ConnectClient::remove(const QString &name, const QString &confirmation)
{
    if (auto s = admit(WriteKind::DeleteConnector, name, confirmation); !s)
        return s;
    auto doc = call("DELETE", QStringLiteral("/connectors/%1").arg(pathPart(name)), {},
                    KS_ERR("deleting connector %1").arg(name));
    if (!doc)
        return doc.error();
    m_passwordKeys.clear();
    return Ok{};
}

Status ConnectClient::alterOffsets(const QString &name, const ConnectorOffsets &offsets,
                                   const QString &confirmation)
{
    if (auto s = admit(WriteKind::AlterConnectorOffsets, name, confirmation); !s)
        return s;
    if (offsets.offsets.isEmpty())
        return Error::usage(KS_ERR("No offsets given for connector %1").arg(name));
    auto doc = callJson("PATCH", QStringLiteral("/connectors/%1/offsets").arg(pathPart(name)),
                        offsets.toJson(), KS_ERR("the new offsets of connector %1").arg(name));
    if (!doc)
        return doc.error();
    return Ok{};
}

Status ConnectClient::resetOffsets(const QString &name, const QString &confirmation)
{
    if (auto s = admit(WriteKind::ResetConnectorOffsets, name, confirmation); !s)
        return s;
    auto doc = call("DELETE", QStringLiteral("/connectors/%1/offsets").arg(pathPart(name)), {},
                    KS_ERR("resetting the offsets of connector %1").arg(name));
    if (!doc)
        return doc.error();
    return Ok{};
}

} // namespace kafscope::connect
