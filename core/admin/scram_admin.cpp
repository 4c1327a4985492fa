#include "admin/scram_admin.h"

#include "admin/acl_admin.h"
#include "admin/admin_call.h"
#include "admin/write_guard.h"

#include <librdkafka/rdkafka.h>

#include <algorithm>

namespace kafscope {

namespace {

int mechanismValue(const QString &name)
{
    const QString n = name.trimmed().toUpper();
    if (n == QLatin1String("SCRAM-SHA-256"))
        return RD_KAFKA_SCRAM_MECHANISM_SHA_256;
    if (n == QLatin1String("SCRAM-SHA-512"))
        return RD_KAFKA_SCRAM_MECHANISM_SHA_512;
    return -1;
}

QString mechanismName(int value)
{
    switch (value) {
    case RD_KAFKA_SCRAM_MECHANISM_SHA_256: return QStringLiteral("SCRAM-SHA-256");
    case RD_KAFKA_SCRAM_MECHANISM_SHA_512: return QStringLiteral("SCRAM-SHA-512");
    default: return QStringLiteral("unknown");
    }
}

Error scramError(KafkaClient &client, rd_kafka_resp_err_t code, const ErrorText &what,
                 const QString &detail)
{
    if (code == RD_KAFKA_RESP_ERR_CLUSTER_AUTHORIZATION_FAILED)
        return Error::kafka(code,
                            KS_ERR("%1: not authorized; SCRAM users need the ALTER (to change) or "
                                   "DESCRIBE (to list) right on the cluster resource")
                                .arg(what));
    if (code == RD_KAFKA_RESP_ERR_RESOURCE_NOT_FOUND)
        return Error::kafka(code, KS_ERR("%1: no such SCRAM credential").arg(what))
            .withCause(Error::Cause::NoSuchCredential);
    Error e = client.makeError(code, what);
    if (!detail.isEmpty())
        e.text = KS_ERR("%1: %2").arg(what).arg(detail);
    return e;
}

Status alter(KafkaClient &client, rd_kafka_UserScramCredentialAlteration_t *alteration,
             const ErrorText &what)
{
    AdminCall call(client, RD_KAFKA_ADMIN_OP_ALTERUSERSCRAMCREDENTIALS);
    rd_kafka_UserScramCredentialAlteration_t *list[] = {alteration};
    rd_kafka_AlterUserScramCredentials(client.handle(), list, 1, call.options(), call.queue());
    rd_kafka_UserScramCredentialAlteration_destroy(alteration);
    auto ev = call.wait(RD_KAFKA_EVENT_ALTERUSERSCRAMCREDENTIALS_RESULT, what);
    if (!ev)
        return ev.error();
    size_t n = 0;
    const rd_kafka_AlterUserScramCredentials_result_response_t **responses =
        rd_kafka_AlterUserScramCredentials_result_responses(
            rd_kafka_event_AlterUserScramCredentials_result(ev.value()), &n);
    for (size_t i = 0; i < n; ++i)
        if (const rd_kafka_error_t *e =
                rd_kafka_AlterUserScramCredentials_result_response_error(responses[i]);
            e && rd_kafka_error_code(e))
            return scramError(client, rd_kafka_error_code(e), what,
                              QString::fromUtf8(rd_kafka_error_string(e)));
    return Ok{};
}

Status checkUser(const QString &user)
{
    if (user.trimmed().isEmpty())
        return Error::usage(KS_ERR("Name the user"));
    return Ok{};
}

} // namespace

QStringList scramMechanisms()
{
    return {QStringLiteral("SCRAM-SHA-256"), QStringLiteral("SCRAM-SHA-512")};
}

Result<QList<ScramUser>> describeScramUsers(KafkaClient &client, const QStringList &users)
{
    QList<QByteArray> utf8;
    std::vector<const char *> names;
    for (const QString &u : users)
        utf8 << u.toUtf8();
    for (const QByteArray &b : utf8)
        names.push_back(b.constData());
    const ErrorText what =
        users.isEmpty() ? KS_ERR("Listing SCRAM users")
                        : KS_ERR("Describing SCRAM users %1").arg(users.join(QStringLiteral(", ")));
    // librdkafka 2.14.2 frees a stack or static string when DescribeUserScramCredentials answers
    // with a request-level error (docs/LIBRDKAFKA.md): a login without DESCRIBE on the cluster
    // would crash the process. Ask first what this login may do on the cluster, and do not send the
    // request it would refuse.
    auto ops = clusterAuthorizedOperations(client);
    if (!ops)
        return ops.error();
    if (ops->has_value() && !(*ops)->contains(QStringLiteral("describe")) &&
        !(*ops)->contains(QStringLiteral("alter")))
        return scramError(client, RD_KAFKA_RESP_ERR_CLUSTER_AUTHORIZATION_FAILED, what, {});
    AdminCall call(client, RD_KAFKA_ADMIN_OP_DESCRIBEUSERSCRAMCREDENTIALS);
    rd_kafka_DescribeUserScramCredentials(client.handle(), names.empty() ? nullptr : names.data(),
                                          names.size(), call.options(), call.queue());
    auto ev = call.wait(RD_KAFKA_EVENT_DESCRIBEUSERSCRAMCREDENTIALS_RESULT, what);
    if (!ev)
        return ev.error().code == RD_KAFKA_RESP_ERR_CLUSTER_AUTHORIZATION_FAILED
                   ? scramError(client, RD_KAFKA_RESP_ERR_CLUSTER_AUTHORIZATION_FAILED, what, {})
                   : ev.error();
    size_t n = 0;
    const rd_kafka_UserScramCredentialsDescription_t **descriptions =
        rd_kafka_DescribeUserScramCredentials_result_descriptions(
            rd_kafka_event_DescribeUserScramCredentials_result(ev.value()), &n);
    QList<ScramUser> out;
    for (size_t i = 0; i < n; ++i) {
        const rd_kafka_UserScramCredentialsDescription_t *d = descriptions[i];
        const QString user = QString::fromUtf8(rd_kafka_UserScramCredentialsDescription_user(d));
        if (const rd_kafka_error_t *e = rd_kafka_UserScramCredentialsDescription_error(d);
            e && rd_kafka_error_code(e))
            return scramError(client, rd_kafka_error_code(e),
                              KS_ERR("Describing SCRAM user %1").arg(user),
                              QString::fromUtf8(rd_kafka_error_string(e)));
        ScramUser u;
        u.user = user;
        for (size_t j = 0;
             j < rd_kafka_UserScramCredentialsDescription_scramcredentialinfo_count(d); ++j) {
            const rd_kafka_ScramCredentialInfo_t *info =
                rd_kafka_UserScramCredentialsDescription_scramcredentialinfo(d, j);
            u.credentials << ScramCredential{
                mechanismName(rd_kafka_ScramCredentialInfo_mechanism(info)),
                rd_kafka_ScramCredentialInfo_iterations(info)};
        }
        std::sort(u.credentials.begin(), u.credentials.end(),
                  [](const ScramCredential &a, const ScramCredential &b) {
                      return a.mechanism < b.mechanism;
                  });
        out << u;
    }
    std::sort(out.begin(), out.end(),
              [](const ScramUser &a, const ScramUser &b) { return a.user < b.user; });
    return out;
}

Status upsertScramCredential(KafkaClient &client, const QString &user, const QString &mechanism,
                             int iterations, const QByteArray &password,
                             const QString &confirmation)
{
    if (auto s = checkUser(user); !s)
        return s;
    const int mech = mechanismValue(mechanism);
    if (mech < 0)
        return Error::usage(
            KS_ERR("The mechanism is SCRAM-SHA-256 or SCRAM-SHA-512, not \"%1\"").arg(mechanism));
    if (iterations == 0)
        iterations = 8192;
    if (iterations < 4096 || iterations > 16384)
        return Error::usage(KS_ERR("Kafka takes 4096 to 16384 iterations, not %1").arg(iterations));
    if (password.isEmpty())
        return Error::usage(KS_ERR("The password is empty"));
    const QString target = QStringLiteral("%1 (%2)").arg(user, mechanismName(mech));
    if (auto g = WriteGuard::admit(client.profile(), {WriteKind::SetScramCredential, target},
                                   confirmation);
        !g)
        return g;
    const QByteArray name = user.toUtf8();
    // No salt given: librdkafka draws a random one.
    rd_kafka_UserScramCredentialAlteration_t *a = rd_kafka_UserScramCredentialUpsertion_new(
        name.constData(), rd_kafka_ScramMechanism_t(mech), iterations,
        reinterpret_cast<const unsigned char *>(password.constData()), size_t(password.size()),
        nullptr, 0);
    return alter(client, a, KS_ERR("Setting the SCRAM credential of %1").arg(target));
}

Status deleteScramCredential(KafkaClient &client, const QString &user, const QString &mechanism,
                             const QString &confirmation)
{
    if (auto s = checkUser(user); !s)
        return s;
    const int mech = mechanismValue(mechanism);
    if (mech < 0)
        return Error::usage(
            KS_ERR("The mechanism is SCRAM-SHA-256 or SCRAM-SHA-512, not \"%1\"").arg(mechanism));
    const QString target = QStringLiteral("%1 (%2)").arg(user, mechanismName(mech));
    if (auto g = WriteGuard::admit(client.profile(), {WriteKind::DeleteScramCredential, target},
                                   confirmation);
        !g)
        return g;
    const QByteArray name = user.toUtf8();
    return alter(
        client,
        rd_kafka_UserScramCredentialDeletion_new(name.constData(), rd_kafka_ScramMechanism_t(mech)),
        KS_ERR("Deleting the SCRAM credential of %1").arg(target));
}

} // namespace kafscope
