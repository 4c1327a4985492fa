#include "admin/config_admin.h"

#include "admin/admin_call.h"
#include "admin/topic_admin.h"
#include "admin/write_guard.h"

namespace kafscope {

namespace {

ConfigSource toSource(rd_kafka_ConfigSource_t s)
{
    switch (s) {
    case RD_KAFKA_CONFIG_SOURCE_DYNAMIC_TOPIC_CONFIG: return ConfigSource::DynamicTopic;
    case RD_KAFKA_CONFIG_SOURCE_DYNAMIC_BROKER_CONFIG: return ConfigSource::DynamicBroker;
    case RD_KAFKA_CONFIG_SOURCE_DYNAMIC_DEFAULT_BROKER_CONFIG: return ConfigSource::DynamicDefaultBroker;
    case RD_KAFKA_CONFIG_SOURCE_STATIC_BROKER_CONFIG: return ConfigSource::StaticBroker;
    case RD_KAFKA_CONFIG_SOURCE_DEFAULT_CONFIG: return ConfigSource::Default;
    default: return ConfigSource::Unknown;
    }
}

// The first error of a resource in a Describe/AlterConfigs result.
std::optional<Error> resourceError(const rd_kafka_ConfigResource_t *res, const QString &what, bool isTopic)
{
    const rd_kafka_resp_err_t e = rd_kafka_ConfigResource_error(res);
    if (!e)
        return std::nullopt;
    if (isTopic && e == RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART)
        return unknownTopicError(QString::fromUtf8(rd_kafka_ConfigResource_name(res)));
    const char *msg = rd_kafka_ConfigResource_error_string(res);
    return Error::kafka(e, QStringLiteral("%1: %2").arg(what, QString::fromUtf8(msg && *msg ? msg : rd_kafka_err2str(e))));
}

Result<QList<ConfigEntry>> describe(KafkaClient &client, rd_kafka_ResourceType_t type, const QString &name,
                                    const QString &what, int timeoutMs)
{
    rd_kafka_ConfigResource_t *res = rd_kafka_ConfigResource_new(type, name.toUtf8().constData());
    AdminCall call(client, RD_KAFKA_ADMIN_OP_DESCRIBECONFIGS, timeoutMs);
    rd_kafka_DescribeConfigs(client.handle(), &res, 1, call.options(), call.queue());
    rd_kafka_ConfigResource_destroy(res);
    auto ev = call.wait(RD_KAFKA_EVENT_DESCRIBECONFIGS_RESULT, what);
    if (!ev)
        return ev.error();
    size_t n = 0;
    const rd_kafka_ConfigResource_t **resources =
        rd_kafka_DescribeConfigs_result_resources(rd_kafka_event_DescribeConfigs_result(ev.value()), &n);
    QList<ConfigEntry> out;
    for (size_t i = 0; i < n; ++i) {
        if (auto e = resourceError(resources[i], what, type == RD_KAFKA_RESOURCE_TOPIC))
            return *e;
        size_t cnt = 0;
        const rd_kafka_ConfigEntry_t **entries = rd_kafka_ConfigResource_configs(resources[i], &cnt);
        out.reserve(qsizetype(cnt));
        for (size_t j = 0; j < cnt; ++j) {
            ConfigEntry c;
            c.name = QString::fromUtf8(rd_kafka_ConfigEntry_name(entries[j]));
            if (const char *v = rd_kafka_ConfigEntry_value(entries[j])) {
                c.value = QString::fromUtf8(v);
                c.hasValue = true;
            }
            c.source = toSource(rd_kafka_ConfigEntry_source(entries[j]));
            c.sensitive = rd_kafka_ConfigEntry_is_sensitive(entries[j]);
            c.readOnly = rd_kafka_ConfigEntry_is_read_only(entries[j]);
            c.isDefault = rd_kafka_ConfigEntry_is_default(entries[j]);
            out.append(std::move(c));
        }
    }
    std::sort(out.begin(), out.end(), [](const ConfigEntry &a, const ConfigEntry &b) { return a.name < b.name; });
    return out;
}

} // namespace

QString configSourceKey(ConfigSource source)
{
    switch (source) {
    case ConfigSource::DynamicTopic: return QStringLiteral("dynamic_topic");
    case ConfigSource::DynamicBroker: return QStringLiteral("dynamic_broker");
    case ConfigSource::DynamicDefaultBroker: return QStringLiteral("dynamic_default_broker");
    case ConfigSource::StaticBroker: return QStringLiteral("static_broker");
    case ConfigSource::Default: return QStringLiteral("default");
    case ConfigSource::Unknown: break;
    }
    return QStringLiteral("unknown");
}

Result<QList<ConfigEntry>> describeTopicConfigs(KafkaClient &client, const QString &topic)
{
    return describe(client, RD_KAFKA_RESOURCE_TOPIC, topic, QStringLiteral("Reading configs of topic %1").arg(topic), -1);
}

Result<QList<ConfigEntry>> describeBrokerConfigs(KafkaClient &client, int brokerId, int timeoutMs)
{
    return describe(client, RD_KAFKA_RESOURCE_BROKER, QString::number(brokerId),
                    QStringLiteral("Reading configs of broker %1").arg(brokerId), timeoutMs);
}

Result<QList<QPair<QString, QString>>> mergedTopicOverrides(const QList<ConfigEntry> &current,
                                                            const ConfigChange &change)
{
    QList<QPair<QString, QString>> out;
    QStringList overridden;
    for (const ConfigEntry &c : current) {
        if (c.source != ConfigSource::DynamicTopic)
            continue;
        overridden << c.name;
        const bool touched = change.remove.contains(c.name) ||
                             std::any_of(change.set.begin(), change.set.end(), [&](const auto &kv) { return kv.first == c.name; });
        if (touched)
            continue;
        if (!c.hasValue)
            return Error::usage(QStringLiteral("The override %1 hides its value (sensitive), so it cannot be kept "
                                               "while changing another config; nothing was changed").arg(c.name));
        out.append({c.name, c.value});
    }
    for (const QString &key : change.remove)
        if (!overridden.contains(key))
            return Error::usage(QStringLiteral("%1 is not overridden on this topic; there is nothing to delete").arg(key));
    for (const auto &kv : change.set) {
        if (change.remove.contains(kv.first))
            return Error::usage(QStringLiteral("%1 is both set and deleted").arg(kv.first));
        const auto known = std::find_if(current.begin(), current.end(), [&](const ConfigEntry &c) { return c.name == kv.first; });
        if (known != current.end() && known->readOnly)
            return Error::usage(QStringLiteral("%1 is read-only and cannot be changed").arg(kv.first));
        out.append(kv);
    }
    return out;
}

Status alterTopicConfigs(KafkaClient &client, const QString &topic, const ConfigChange &change,
                         const QString &confirmation)
{
    if (auto g = WriteGuard::allowTopic(client.profile(), QStringLiteral("change configs of"), topic, confirmation); !g)
        return g;
    if (change.set.isEmpty() && change.remove.isEmpty())
        return Error::usage(QStringLiteral("Nothing to change: give at least one config to set or delete"));
    auto current = describeTopicConfigs(client, topic);
    if (!current)
        return current.error();
    auto merged = mergedTopicOverrides(current.value(), change);
    if (!merged)
        return merged.error();
    const QString what = QStringLiteral("Changing configs of topic %1").arg(topic);
    rd_kafka_ConfigResource_t *res = rd_kafka_ConfigResource_new(RD_KAFKA_RESOURCE_TOPIC, topic.toUtf8().constData());
    for (const auto &[k, v] : merged.value())
        if (rd_kafka_ConfigResource_set_config(res, k.toUtf8().constData(), v.toUtf8().constData())) {
            rd_kafka_ConfigResource_destroy(res);
            return Error::usage(QStringLiteral("%1: config %2 cannot be set").arg(what, k));
        }
    AdminCall call(client, RD_KAFKA_ADMIN_OP_ALTERCONFIGS);
    rd_kafka_AlterConfigs(client.handle(), &res, 1, call.options(), call.queue());
    rd_kafka_ConfigResource_destroy(res);
    auto ev = call.wait(RD_KAFKA_EVENT_ALTERCONFIGS_RESULT, what);
    if (!ev)
        return ev.error();
    size_t n = 0;
    const rd_kafka_ConfigResource_t **resources =
        rd_kafka_AlterConfigs_result_resources(rd_kafka_event_AlterConfigs_result(ev.value()), &n);
    for (size_t i = 0; i < n; ++i)
        if (auto e = resourceError(resources[i], what, true))
            return *e;
    return Ok{};
}

} // namespace kafscope
