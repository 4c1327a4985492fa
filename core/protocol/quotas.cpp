#include "protocol/quotas.h"

#include "admin/write_guard.h"
#include "common/translations.h"

#include <algorithm>

namespace kafscope::protocol {

QString quotaEntityText(const QuotaEntity &entity)
{
    QStringList parts;
    for (const QuotaEntityPart &p : entity)
        parts << QStringLiteral("%1=%2").arg(p.type,
                                             p.name ? *p.name : QStringLiteral("<default>"));
    return parts.join(QStringLiteral(", "));
}

QStringList quotaKeys()
{
    return {QStringLiteral("producer_byte_rate"), QStringLiteral("consumer_byte_rate"),
            QStringLiteral("request_percentage"), QStringLiteral("controller_mutation_rate"),
            QStringLiteral("connection_creation_rate")};
}

Result<QList<ClientQuota>> describeClientQuotas(ProtocolClient &client)
{
    auto c = client.anyBroker();
    if (!c)
        return c.error();
    msg::DescribeClientQuotasRequest request; // no component, not strict: every entity
    auto answer =
        (*c)->call<msg::DescribeClientQuotasRequest, msg::DescribeClientQuotasResponse>(request);
    if (!answer)
        return answer.error();
    if (answer->errorCode != 0)
        return kafkaError(answer->errorCode,
                          KS_TR("DescribeClientQuotas at %1").arg((*c)->address()),
                          answer->errorMessage);
    QList<ClientQuota> out;
    if (answer->entries)
        for (const auto &e : *answer->entries) {
            // An entity without a quota is no quota (a broker may still list one whose last
            // quota was just removed).
            if (e.values.empty())
                continue;
            ClientQuota q;
            for (const auto &part : e.entity)
                q.entity << QuotaEntityPart{part.entityType, part.entityName};
            // user before client-id before ip, as Kafka's tools write them.
            const auto rank = [](const QuotaEntityPart &p) {
                return p.type == QLatin1String("user")        ? 0
                       : p.type == QLatin1String("client-id") ? 1
                                                              : 2;
            };
            std::sort(q.entity.begin(), q.entity.end(),
                      [&](const QuotaEntityPart &a, const QuotaEntityPart &b) {
                          return rank(a) < rank(b);
                      });
            for (const auto &v : e.values)
                q.limits.insert(v.key, v.value);
            out << q;
        }
    std::sort(out.begin(), out.end(), [](const ClientQuota &a, const ClientQuota &b) {
        return quotaEntityText(a.entity) < quotaEntityText(b.entity);
    });
    return out;
}

Status alterClientQuotas(ProtocolClient &client, const ConnectionProfile &profile,
                         const QuotaEntity &entity,
                         const QMap<QString, std::optional<double>> &changes,
                         const QString &confirmation, bool validateOnly)
{
    const QString target = quotaEntityText(entity);
    if (entity.isEmpty())
        return Error::usage(KS_ERR("Name a user, a client id or an IP (or their default)"));
    if (changes.isEmpty())
        return Error::usage(KS_ERR("Name a quota to set or remove (%1)")
                                .arg(quotaKeys().join(QStringLiteral(", "))));
    for (auto it = changes.constBegin(); it != changes.constEnd(); ++it) {
        if (!quotaKeys().contains(it.key()))
            return Error::usage(KS_ERR("%1 is not a quota Kafka knows (%2)")
                                    .arg(it.key(), quotaKeys().join(QStringLiteral(", "))));
        if (it.value() && *it.value() < 0)
            return Error::usage(
                KS_ERR("A quota is not negative: %1=%2").arg(it.key()).arg(*it.value()));
    }
    if (!validateOnly)
        if (auto g =
                WriteGuard::admit(profile, {WriteKind::AlterClientQuotas, target}, confirmation);
            !g)
            return g;
    auto c = client.anyBroker();
    if (!c)
        return c.error();
    msg::AlterClientQuotasRequest request;
    request.validateOnly = validateOnly;
    msg::AlterClientQuotasRequest::EntryData entry;
    for (const QuotaEntityPart &p : entity) {
        msg::AlterClientQuotasRequest::EntityData e;
        e.entityType = p.type;
        e.entityName = p.name;
        entry.entity.push_back(e);
    }
    for (auto it = changes.constBegin(); it != changes.constEnd(); ++it) {
        msg::AlterClientQuotasRequest::OpData op;
        op.key = it.key();
        op.value = it.value().value_or(0.0);
        op.remove = !it.value().has_value();
        entry.ops.push_back(op);
    }
    request.entries.push_back(entry);
    auto answer =
        (*c)->call<msg::AlterClientQuotasRequest, msg::AlterClientQuotasResponse>(request);
    if (!answer)
        return answer.error();
    for (const auto &e : answer->entries)
        if (e.errorCode != 0)
            return kafkaError(e.errorCode, KS_TR("Changing the quotas of %1").arg(target),
                              e.errorMessage);
    return Ok{};
}

} // namespace kafscope::protocol
