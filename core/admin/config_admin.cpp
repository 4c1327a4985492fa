#include "admin/config_admin.h"
#include "cluster/authorization.h"

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
    case RD_KAFKA_CONFIG_SOURCE_DYNAMIC_DEFAULT_BROKER_CONFIG:
        return ConfigSource::DynamicDefaultBroker;
    case RD_KAFKA_CONFIG_SOURCE_STATIC_BROKER_CONFIG: return ConfigSource::StaticBroker;
    case RD_KAFKA_CONFIG_SOURCE_DEFAULT_CONFIG: return ConfigSource::Default;
    default: return ConfigSource::Unknown;
    }
}

// The first error of a resource in a Describe/AlterConfigs result.
std::optional<Error> resourceError(const rd_kafka_ConfigResource_t *res, const ErrorText &what,
                                   bool isTopic, const ConnectionProfile *profile = nullptr,
                                   bool write = false)
{
    const rd_kafka_resp_err_t e = rd_kafka_ConfigResource_error(res);
    if (!e)
        return std::nullopt;
    if (isTopic && e == RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART)
        return unknownTopicError(QString::fromUtf8(rd_kafka_ConfigResource_name(res)));
    if (isTopic && e == RD_KAFKA_RESP_ERR_TOPIC_AUTHORIZATION_FAILED && profile)
        return notAuthorized(
            *profile, e, write ? KS_ERR("change the configs of") : KS_ERR("read the configs of"),
            write ? QStringLiteral("AlterConfigs") : QStringLiteral("DescribeConfigs"),
            QStringLiteral("topic"), QString::fromUtf8(rd_kafka_ConfigResource_name(res)));
    if (!isTopic && e == RD_KAFKA_RESP_ERR_CLUSTER_AUTHORIZATION_FAILED && profile)
        return notAuthorized(
            *profile, e, write ? KS_ERR("change the configs of") : KS_ERR("read the configs of"),
            write ? QStringLiteral("AlterConfigs") : QStringLiteral("DescribeConfigs"),
            QStringLiteral("cluster"), {});
    const char *msg = rd_kafka_ConfigResource_error_string(res);
    return Error::kafka(
        e, KS_ERR("%1: %2").arg(what, QString::fromUtf8(msg && *msg ? msg : rd_kafka_err2str(e))));
}

Result<QList<ConfigEntry>> describe(KafkaClient &client, rd_kafka_ResourceType_t type,
                                    const QString &name, const ErrorText &what, int timeoutMs)
{
    rd_kafka_ConfigResource_t *res = rd_kafka_ConfigResource_new(type, name.toUtf8().constData());
    AdminCall call(client, RD_KAFKA_ADMIN_OP_DESCRIBECONFIGS, timeoutMs);
    rd_kafka_DescribeConfigs(client.handle(), &res, 1, call.options(), call.queue());
    rd_kafka_ConfigResource_destroy(res);
    auto ev = call.wait(RD_KAFKA_EVENT_DESCRIBECONFIGS_RESULT, what);
    if (!ev)
        return ev.error();
    size_t n = 0;
    const rd_kafka_ConfigResource_t **resources = rd_kafka_DescribeConfigs_result_resources(
        rd_kafka_event_DescribeConfigs_result(ev.value()), &n);
    QList<ConfigEntry> out;
    for (size_t i = 0; i < n; ++i) {
        if (auto e = resourceError(resources[i], what, type == RD_KAFKA_RESOURCE_TOPIC,
                                   &client.profile(), false))
            return *e;
        size_t cnt = 0;
        const rd_kafka_ConfigEntry_t **entries =
            rd_kafka_ConfigResource_configs(resources[i], &cnt);
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
    std::sort(out.begin(), out.end(),
              [](const ConfigEntry &a, const ConfigEntry &b) { return a.name < b.name; });
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
    return describe(client, RD_KAFKA_RESOURCE_TOPIC, topic,
                    KS_ERR("Reading configs of topic %1").arg(topic), -1);
}

Result<QList<ConfigEntry>> describeBrokerConfigs(KafkaClient &client, int brokerId, int timeoutMs)
{
    return describe(client, RD_KAFKA_RESOURCE_BROKER, QString::number(brokerId),
                    KS_ERR("Reading configs of broker %1").arg(brokerId), timeoutMs);
}

Status checkConfigChange(const ConfigChange &change)
{
    QStringList seen;
    const auto check = [&](const QString &key) -> Status {
        if (key.trimmed().isEmpty())
            return Error::usage(KS_ERR("A config name cannot be empty"));
        if (seen.contains(key))
            return Error::usage(
                KS_ERR("%1 is named more than once; give one change per config").arg(key));
        seen << key;
        return Ok{};
    };
    for (const auto *list : {&change.set, &change.append, &change.subtract})
        for (const auto &kv : *list)
            if (auto s = check(kv.first); !s)
                return s;
    for (const QString &key : change.remove)
        if (auto s = check(key); !s)
            return s;
    if (seen.isEmpty())
        return Error::usage(
            KS_ERR("Nothing to change: give at least one config to set, delete, append "
                   "or subtract"));
    return Ok{};
}

QString brokerTarget(int brokerId)
{
    return QStringLiteral("broker %1").arg(brokerId);
}

namespace {

// One IncrementalAlterConfigs round trip for one resource: only the named configs change.
Status alterIncrementally(KafkaClient &client, rd_kafka_ResourceType_t type, const QString &name,
                          const ConfigChange &change, const ErrorText &what)
{
    if (auto s = checkConfigChange(change); !s)
        return s;
    rd_kafka_ConfigResource_t *res = rd_kafka_ConfigResource_new(type, name.toUtf8().constData());
    const auto add = [&](const QString &key, rd_kafka_AlterConfigOpType_t op,
                         const QString *value) -> Status {
        const QByteArray v = value ? value->toUtf8() : QByteArray();
        rd_kafka_error_t *e = rd_kafka_ConfigResource_add_incremental_config(
            res, key.toUtf8().constData(), op, value ? v.constData() : nullptr);
        if (!e)
            return Ok{};
        const Error err =
            Error::usage(KS_ERR("%1: config %2 cannot be changed: %3")
                             .arg(what, key, QString::fromUtf8(rd_kafka_error_string(e))));
        rd_kafka_error_destroy(e);
        return err;
    };
    Status added = Ok{};
    for (const auto &[k, v] : change.set)
        if (added)
            added = add(k, RD_KAFKA_ALTER_CONFIG_OP_TYPE_SET, &v);
    for (const QString &k : change.remove)
        if (added)
            added = add(k, RD_KAFKA_ALTER_CONFIG_OP_TYPE_DELETE, nullptr);
    for (const auto &[k, v] : change.append)
        if (added)
            added = add(k, RD_KAFKA_ALTER_CONFIG_OP_TYPE_APPEND, &v);
    for (const auto &[k, v] : change.subtract)
        if (added)
            added = add(k, RD_KAFKA_ALTER_CONFIG_OP_TYPE_SUBTRACT, &v);
    if (!added) {
        rd_kafka_ConfigResource_destroy(res);
        return added;
    }
    AdminCall call(client, RD_KAFKA_ADMIN_OP_INCREMENTALALTERCONFIGS);
    rd_kafka_IncrementalAlterConfigs(client.handle(), &res, 1, call.options(), call.queue());
    rd_kafka_ConfigResource_destroy(res);
    auto ev = call.wait(RD_KAFKA_EVENT_INCREMENTALALTERCONFIGS_RESULT, what);
    if (!ev)
        return ev.error();
    size_t n = 0;
    const rd_kafka_ConfigResource_t **resources = rd_kafka_IncrementalAlterConfigs_result_resources(
        rd_kafka_event_IncrementalAlterConfigs_result(ev.value()), &n);
    for (size_t i = 0; i < n; ++i)
        if (auto e = resourceError(resources[i], what, type == RD_KAFKA_RESOURCE_TOPIC,
                                   &client.profile(), true))
            return *e;
    return Ok{};
}

} // namespace

Status alterTopicConfigs(KafkaClient &client, const QString &topic, const ConfigChange &change,
                         const QString &confirmation)
{
    if (auto g = WriteGuard::admitTopic(client.profile(), {WriteKind::AlterTopicConfig, topic},
                                        confirmation);
        !g)
        return g;
    return alterIncrementally(client, RD_KAFKA_RESOURCE_TOPIC, topic, change,
                              KS_ERR("Changing configs of topic %1").arg(topic));
}

Status alterBrokerConfigs(KafkaClient &client, int brokerId, const ConfigChange &change,
                          const QString &confirmation)
{
    if (brokerId < 0)
        return Error::usage(KS_ERR("A broker id is a whole number >= 0, not %1").arg(brokerId));
    const QString target = brokerTarget(brokerId);
    if (auto g = WriteGuard::admit(client.profile(), {WriteKind::AlterBrokerConfig, target},
                                   confirmation);
        !g)
        return g;
    return alterIncrementally(client, RD_KAFKA_RESOURCE_BROKER, QString::number(brokerId), change,
                              KS_ERR("Changing configs of %1").arg(target));
}

} // namespace kafscope
