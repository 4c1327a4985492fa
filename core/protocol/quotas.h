#pragma once

// Client quotas (DescribeClientQuotas / AlterClientQuotas): the byte rates, request percentage,
// controller mutation rate and connection creation rate Kafka enforces per user, client id or IP
// (or their defaults), listed, set and removed. Changes pass the write policy.

#include "protocol/protocol_client.h"

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace kafscope::protocol {

struct QuotaEntityPart {
    QString type;                // "user", "client-id" or "ip"
    std::optional<QString> name; // nullopt: the default for every such entity
    bool operator==(const QuotaEntityPart &) const = default;
};
using QuotaEntity = QList<QuotaEntityPart>;

// "user=alice, client-id=app", "user=<default>".
QString quotaEntityText(const QuotaEntity &entity);
// The quota keys Kafka knows, and whether `key` is one.
QStringList quotaKeys();

struct ClientQuota {
    QuotaEntity entity;
    QMap<QString, double> limits; // quota key -> value
};

Result<QList<ClientQuota>> describeClientQuotas(ProtocolClient &client);

// Sets (a value) or removes (nullopt) each key for `entity`; admitted by the write policy with the
// entity's text as the confirmation.
Status alterClientQuotas(ProtocolClient &client, const ConnectionProfile &profile,
                         const QuotaEntity &entity,
                         const QMap<QString, std::optional<double>> &changes,
                         const QString &confirmation, bool validateOnly = false);

} // namespace kafscope::protocol
