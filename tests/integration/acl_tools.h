#pragma once
// Kafka's own AclCommand (from the cached Kafka distribution) as an independent peer for the ACL
// tests: run as a SASL/SCRAM admin user, and its --list output parsed.
#include "local/kafka_distribution.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStringList>

#include <set>
#include <tuple>

namespace kafscope::test {

// principal, resource type, name, pattern, operation, permission, host; lower-case, dashes.
using Acl = std::tuple<QString, QString, QString, QString, QString, QString, QString>;

inline QString kafscopeName(QString javaName)
{
    return javaName.toLower().replace(QLatin1Char('_'), QLatin1Char('-'));
}

// Kafka's AclCommand as `admin` (SCRAM-SHA-512 over SASL_PLAINTEXT at `bootstrap`), its config file
// in `dir`; its stdout, which also holds the client's config dump.
inline QByteArray aclCommand(const QString &bootstrap, const QString &adminPassword,
                             const QString &dir, const QStringList &args)
{
    auto java = local::findJava();
    if (!java)
        qFatal("java: %s", qPrintable(java.error().message()));
    const QString config = QDir(dir).filePath(QStringLiteral("admin.properties"));
    QFile f(config);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(config));
    f.write(QStringLiteral(
                "security.protocol=SASL_PLAINTEXT\nsasl.mechanism=SCRAM-SHA-512\n"
                "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required "
                "username=\"admin\" password=\"%1\";\n")
                .arg(adminPassword)
                .toUtf8());
    f.close();
    const local::KafkaDistribution dist(local::KafkaDistribution::defaultVersion(),
                                        local::KafkaDistribution::defaultCacheRoot());
    QProcess p;
    p.start(java.value(),
            QStringList{QStringLiteral("-Xmx128m"), QStringLiteral("-cp"), dist.classpath(),
                        QStringLiteral("org.apache.kafka.tools.AclCommand"),
                        QStringLiteral("--bootstrap-server"), bootstrap,
                        QStringLiteral("--command-config"), config} +
                args);
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        qFatal("AclCommand failed: %s", p.readAllStandardError().constData());
    return p.readAllStandardOutput();
}

// AclCommand --list --principal P, parsed.
inline std::set<Acl> javaAclList(const QString &bootstrap, const QString &adminPassword,
                                 const QString &dir, const QString &principal)
{
    const QByteArray out =
        aclCommand(bootstrap, adminPassword, dir,
                   {QStringLiteral("--list"), QStringLiteral("--principal"), principal});
    static const QRegularExpression resource(
        QStringLiteral("ResourcePattern\\(resourceType=(\\w+), name=(.*), patternType=(\\w+)\\)"));
    static const QRegularExpression entry(QStringLiteral(
        "\\(principal=([^,]+), host=([^,]+), operation=(\\w+), permissionType=(\\w+)\\)"));
    std::set<Acl> acls;
    QString type, name, pattern;
    for (const QString &line : QString::fromUtf8(out).split(QLatin1Char('\n'))) {
        if (auto m = resource.match(line); m.hasMatch()) {
            type = kafscopeName(m.captured(1));
            name = m.captured(2);
            pattern = kafscopeName(m.captured(3));
        } else if (auto e = entry.match(line); e.hasMatch() && !type.isEmpty()) {
            acls.insert({e.captured(1), type, name, pattern, kafscopeName(e.captured(3)),
                         kafscopeName(e.captured(4)), e.captured(2)});
        }
    }
    return acls;
}

} // namespace kafscope::test
