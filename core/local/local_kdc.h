#pragma once

#include "common/result.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace kafscope::local {

// An MIT Kerberos KDC (Debian's krb5-kdc) of its own realm, run unprivileged on loopback beside a
// `--security sasl_gssapi` local cluster and stopped with it. Its configuration, database and
// keytabs live in <cluster dir>/kerberos: nothing under /etc is read or changed (the KDC and the
// admin tools are pointed at the folder with KRB5_CONFIG and KRB5_KDC_PROFILE in their own
// environment). Principals have random keys, exported to owner-only keytabs; the database's master
// key is random too and is handed to kdb5_util on its standard input, never on a command line.
// All calls block.
class LocalKdc {
public:
    explicit LocalKdc(QString clusterDir);

    static QString realm() { return QStringLiteral("KAFSCOPE.LOCAL"); }
    // The host name the brokers advertise and the service principal names (kafka/localhost).
    static QString brokerHost() { return QStringLiteral("localhost"); }
    static QString serviceName() { return QStringLiteral("kafka"); }
    static QString brokerPrincipal(); // kafka/localhost@KAFSCOPE.LOCAL
    static QString userPrincipal(const QString &user) { return user + QLatin1Char('@') + realm(); }

    QString dir() const;
    QString krb5Conf() const; // what clients name in KRB5_CONFIG
    QString brokerKeytab() const;
    QString userKeytab(const QString &user) const;
    bool exists() const; // created (its database is there)

    // Picks a free loopback port, writes krb5.conf and kdc.conf, creates the realm's database, the
    // broker's and each user's principal, and their keytabs.
    Status create(const QStringList &users);
    // Starts krb5kdc unless it runs and waits (at most `timeoutMs`) until it accepts connections.
    Status start(int timeoutMs = 15000);
    // SIGTERM, then SIGKILL after the timeout; nothing to do when it does not run.
    Status stop(int timeoutMs = 10000);
    bool running() const;
    int port() const;

    // The "kerberos" object of `local status --json`: realm, KDC address, krb5.conf, keytabs.
    QJsonObject toJson(const QStringList &users) const;

private:
    QString path(const QString &name) const;
    qint64 pid() const;
    Status runTool(const QString &program, const QStringList &args, const QByteArray &input,
                   const QString &what) const;
    Status writeConfig(int port) const;

    QString m_clusterDir;
};

} // namespace kafscope::local
