#pragma once

#include "cluster/kafka_client.h"
#include "common/result.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace kafscope {

// A SCRAM credential a user has: the mechanism and its iteration count (Kafka never reveals more).
struct ScramCredential {
    QString mechanism; // "SCRAM-SHA-256" or "SCRAM-SHA-512"
    int iterations = 0;
};
struct ScramUser {
    QString user;
    QList<ScramCredential> credentials;
};

QStringList scramMechanisms();

// DescribeUserScramCredentials for `users` (empty: every user with a SCRAM credential), sorted by
// name. A user named but unknown is an error naming it.
Result<QList<ScramUser>> describeScramUsers(KafkaClient &client, const QStringList &users = {});
// Adds or replaces one credential (user, mechanism) with `password`, through the write policy.
// Iterations: Kafka takes 4096..16384; 0 means 8192. The password is never logged or echoed.
Status upsertScramCredential(KafkaClient &client, const QString &user, const QString &mechanism,
                             int iterations, const QByteArray &password,
                             const QString &confirmation);
// Deletes one credential (user, mechanism) through the write policy.
Status deleteScramCredential(KafkaClient &client, const QString &user, const QString &mechanism,
                             const QString &confirmation);

} // namespace kafscope
