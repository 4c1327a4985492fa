#include "kafka_tools.h"

#include "local/kafka_distribution.h"

#include <QProcess>

namespace kafscope::test {

QByteArray kafkaTool(const QString &mainClass, const QStringList &args)
{
    const local::KafkaDistribution kafka(local::KafkaDistribution::defaultVersion(),
                                         local::KafkaDistribution::defaultCacheRoot());
    const auto java = local::findJava();
    if (!java)
        qFatal("no java: %s", qPrintable(java.error().message()));
    QProcess p;
    p.start(*java, QStringList{QStringLiteral("-cp"), kafka.classpath(), mainClass} + args);
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        qWarning("%s failed: %s", qPrintable(mainClass), p.readAllStandardError().constData());
    return p.readAllStandardOutput();
}

QList<QList<int>> topicReplicas(KafkaClient &client, const QString &topic)
{
    auto md = client.metadata(true);
    if (!md) {
        qWarning("metadata: %s", qPrintable(md.error().message()));
        return {};
    }
    for (const TopicInfo &t : md->topics)
        if (t.name == topic) {
            QList<QList<int>> out(t.partitions.size());
            for (const PartitionInfo &p : t.partitions)
                if (p.id >= 0 && p.id < out.size())
                    out[p.id] = p.replicas;
            return out;
        }
    return {};
}

QString dynamicConfigValue(const Result<QList<ConfigEntry>> &configs, const QString &name)
{
    if (!configs)
        return QStringLiteral("(error: %1)").arg(configs.error().message());
    for (const ConfigEntry &e : *configs)
        if (e.name == name &&
            (e.source == ConfigSource::DynamicTopic || e.source == ConfigSource::DynamicBroker))
            return e.value;
    return {};
}

ProcessResult cliOn(const char *fixture, const QStringList &args, int timeoutMs)
{
    return runProgram("KAFSCOPE_CLI",
                      QStringList{QStringLiteral("--bootstrap"), bootstrap(fixture)} + args,
                      timeoutMs);
}

QString createTopicWithData(const char *fixture, const QString &topic, int partitions, int count)
{
    const ProcessResult created =
        cliOn(fixture, {QStringLiteral("topics"), QStringLiteral("create"), topic,
                        QStringLiteral("--partitions"), QString::number(partitions),
                        QStringLiteral("--replication-factor"), QStringLiteral("1")});
    if (created.exitCode != 0)
        return QStringLiteral("topics create: ") + QString::fromUtf8(created.err);
    const ProcessResult produced =
        cliOn(fixture, {QStringLiteral("produce"), topic, QStringLiteral("--generate"),
                        QStringLiteral("--count"), QString::number(count), QStringLiteral("--size"),
                        QStringLiteral("200"), QStringLiteral("--keys"), QStringLiteral("50")});
    if (produced.exitCode != 0)
        return QStringLiteral("produce: ") + QString::fromUtf8(produced.err);
    return {};
}

int recordCount(const char *fixture, const QString &topic)
{
    const ProcessResult r =
        cliOn(fixture, {QStringLiteral("consume"), topic, QStringLiteral("--from"),
                        QStringLiteral("oldest"), QStringLiteral("--max"), QStringLiteral("0"),
                        QStringLiteral("--format"), QStringLiteral("json")});
    if (r.exitCode != 0)
        qWarning("consume: %s", r.err.constData());
    int n = 0;
    for (const QByteArray &line : r.out.split('\n'))
        n += line.startsWith('{') ? 1 : 0;
    return n;
}

} // namespace kafscope::test
