#include "cli/commands.h"

#include "admin/cluster_security.h"
#include "admin/scram_admin.h"
#include "admin/write_guard.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

#include <cstdio>

KS_CLI_COMMAND("users")

namespace kafscope::cli {

namespace {

// The new password: from standard input (--password-stdin, one line) or the environment variable
// KAFSCOPE_USER_PASSWORD, never from the command line, where other users of the machine see it.
Result<QByteArray> newPassword(const CliArgs &a)
{
    if (a.has(KS_OPT("password-stdin"))) {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly))
            return Error::usage(KS_ERR("Cannot read the password from standard input"));
        QByteArray line = in.readLine();
        while (line.endsWith('\n') || line.endsWith('\r'))
            line.chop(1);
        if (line.isEmpty())
            return Error::usage(KS_ERR("Standard input held no password"));
        return line;
    }
    const QByteArray env = qgetenv("KAFSCOPE_USER_PASSWORD");
    if (!env.isEmpty())
        return env;
    return Error::usage(
        KS_ERR("Give the password on standard input with --password-stdin, or in the "
               "environment variable KAFSCOPE_USER_PASSWORD (never as an argument)"));
}

int runList(CliContext &ctx, KafkaClient &client)
{
    QStringList users = ctx.args().words.mid(2);
    auto list = describeScramUsers(client, users);
    if (!list)
        return ctx.fail(list.error());
    // Whether a SCRAM user could log in at all: a plaintext-only cluster stores them uselessly.
    const auto security = describeClusterSecurity(client);
    const QString note = security ? scramUnusableNote(security.value()) : QString();
    if (ctx.json()) {
        QJsonArray arr;
        for (const ScramUser &u : list.value()) {
            QJsonArray creds;
            for (const ScramCredential &c : u.credentials)
                creds.append(QJsonObject{{QStringLiteral("mechanism"), c.mechanism},
                                         {QStringLiteral("iterations"), c.iterations}});
            arr.append(QJsonObject{{QStringLiteral("user"), u.user},
                                   {QStringLiteral("credentials"), creds}});
        }
        QJsonObject o{{QStringLiteral("users"), arr}};
        if (security && security->listenersKnown) {
            QJsonArray listeners;
            for (const BrokerListener &l : security->listeners)
                listeners.append(QJsonObject{{QStringLiteral("name"), l.name},
                                             {QStringLiteral("protocol"), l.protocol}});
            o.insert(QStringLiteral("listeners"), listeners);
            o.insert(QStringLiteral("sasl_listener"), security->hasSaslListener());
            o.insert(QStringLiteral("scram_login"), security->scramEnabled());
        } else {
            // The broker configs could not be read (no DESCRIBE_CONFIGS right): not known.
            o.insert(QStringLiteral("sasl_listener"), QJsonValue::Null);
            o.insert(QStringLiteral("scram_login"), QJsonValue::Null);
        }
        if (!note.isEmpty())
            o.insert(QStringLiteral("note"), note);
        ctx.printJson(o);
        return ExitOk;
    }
    if (!note.isEmpty())
        ctx.out() << note << '\n';
    for (const ScramUser &u : list.value()) {
        QStringList creds;
        for (const ScramCredential &c : u.credentials)
            creds << QStringLiteral("%1 (%2 iterations)").arg(c.mechanism).arg(c.iterations);
        ctx.out()
            << QStringLiteral("%1 %2\n").arg(u.user, -24).arg(creds.join(QStringLiteral(", ")));
    }
    if (list->isEmpty())
        ctx.out() << "(no SCRAM users)\n";
    return ExitOk;
}

} // namespace

int runUsers(CliContext &ctx)
{
    const CliArgs &a = ctx.args();
    const QString sub = a.words.size() > 1 ? a.words[1] : QString();
    if (sub == QLatin1String("add")) {
        if (auto e = a.rejectExtraWords(3))
            return ctx.fail(*e);
    } else if (sub == QLatin1String("delete")) {
        if (auto e = a.rejectExtraWords(3))
            return ctx.fail(*e);
        if (!a.has(KS_OPT("yes")))
            return ctx.usage(KS_ERR("users delete writes to the cluster: confirm with --yes"));
    } else if (sub != QLatin1String("list")) {
        return ctx.usage(KS_ERR("users takes list, add or delete"));
    }
    if (sub != QLatin1String("list") && a.words.size() < 3)
        return ctx.usage(KS_ERR("users %1 needs a user name").arg(sub));
    // Read the password before connecting: a usage error should not wait for the cluster.
    QByteArray password;
    if (sub == QLatin1String("add")) {
        auto p = newPassword(a);
        if (!p)
            return ctx.fail(p.error());
        password = p.value();
    }
    auto client = KafkaClient::create(ctx.profile(), QStringLiteral("cli-users"));
    if (!client)
        return ctx.fail(client.error());
    if (sub == QLatin1String("list"))
        return runList(ctx, *client.value());
    const QString user = a.words[2];
    const QStringList mechanisms = a.has(KS_OPT("mechanism")) ? a.valuesOf(KS_OPT("mechanism"))
                                   : sub == QLatin1String("add")
                                       ? QStringList{QStringLiteral("SCRAM-SHA-256")}
                                       : scramMechanisms();
    QJsonArray done;
    for (const QString &m : mechanisms) {
        const QString target = QStringLiteral("%1 (%2)").arg(user, m.toUpper());
        Status s =
            sub == QLatin1String("add")
                ? upsertScramCredential(*client.value(), user, m,
                                        a.value(KS_OPT("iterations"), QStringLiteral("0")).toInt(),
                                        password, WriteGuard::confirmationFor(target))
                : deleteScramCredential(*client.value(), user, m,
                                        WriteGuard::confirmationFor(target));
        if (!s) {
            // Deleting every mechanism of a user who has only some: the missing ones are not an
            // error.
            if (sub == QLatin1String("delete") && !a.has(KS_OPT("mechanism")) &&
                s.error().cause == Error::Cause::NoSuchCredential)
                continue;
            return ctx.fail(s.error());
        }
        done.append(m.toUpper());
        if (!ctx.json())
            ctx.out() << (sub == QLatin1String("add") ? "Set " : "Deleted ") << "the "
                      << m.toUpper() << " credential of " << user << '\n';
    }
    if (ctx.json())
        ctx.printJson(QJsonObject{
            {QStringLiteral("user"), user},
            {sub == QLatin1String("add") ? QStringLiteral("set") : QStringLiteral("deleted"),
             done}});
    else if (done.isEmpty())
        ctx.out() << user << " had no SCRAM credential\n";
    return done.isEmpty() && sub == QLatin1String("delete")
               ? ctx.fail(Error::kafka(0, KS_ERR("%1 has no SCRAM credential").arg(user)))
               : ExitOk;
}

} // namespace kafscope::cli
