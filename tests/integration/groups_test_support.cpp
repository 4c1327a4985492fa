#include "groups_test_support.h"

#include "admin/admin_call.h"
#include "admin/topic_admin.h"
#include "cluster/kafka_client.h"
#include "local/kafka_distribution.h"

#include <QElapsedTimer>
#include <QThread>

#include <librdkafka/rdkafka.h>

#include <algorithm>

namespace kafscope::test {

GroupConsumer::GroupConsumer(const ConnectionProfile &profile, Options options)
    : m_options(std::move(options))
{
    QList<QPair<QString, QString>> extra = {
        {QStringLiteral("group.id"), m_options.group},
        {QStringLiteral("client.id"), m_options.clientId},
        {QStringLiteral("auto.offset.reset"), QStringLiteral("earliest")},
        {QStringLiteral("enable.auto.commit"), QStringLiteral("false")},
    };
    if (m_options.protocol == QLatin1String("consumer")) {
        // KIP-848: the broker assigns and sets the timeouts; the classic settings are refused.
        extra << qMakePair(QStringLiteral("group.protocol"), QStringLiteral("consumer"));
    } else {
        extra << qMakePair(QStringLiteral("partition.assignment.strategy"), m_options.assignor)
              << qMakePair(QStringLiteral("session.timeout.ms"), QStringLiteral("6000"))
              << qMakePair(QStringLiteral("heartbeat.interval.ms"), QStringLiteral("500"));
    }
    if (!m_options.instanceId.isEmpty())
        extra << qMakePair(QStringLiteral("group.instance.id"), m_options.instanceId);
    ConnectionProfile p = profile;
    p.properties += extra;
    auto conf = buildKafkaConf(p, QStringLiteral("test-consumer"));
    if (!conf)
        qFatal("consumer conf: %s", qPrintable(conf.error().message()));
    char err[512];
    rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_CONSUMER, *conf, err, sizeof err);
    if (!rk)
        qFatal("consumer: %s", err);
    rd_kafka_poll_set_consumer(rk);
    rd_kafka_topic_partition_list_t *subs =
        rd_kafka_topic_partition_list_new(int(m_options.topics.size()));
    for (const QString &t : m_options.topics)
        rd_kafka_topic_partition_list_add(subs, t.toUtf8().constData(), RD_KAFKA_PARTITION_UA);
    rd_kafka_subscribe(rk, subs);
    rd_kafka_topic_partition_list_destroy(subs);
    m_thread = std::thread([this, rk] { run(rk); });
}

GroupConsumer::~GroupConsumer()
{
    stop();
}

void GroupConsumer::stop()
{
    m_stop = true;
    if (m_thread.joinable())
        m_thread.join();
}

void GroupConsumer::run(rd_kafka_t *rk)
{
    while (!m_stop) {
        if (rd_kafka_message_t *m = rd_kafka_consumer_poll(rk, 100)) {
            if (!m->err) {
                ++m_consumed;
                if (m_options.commitOnEveryMessage)
                    rd_kafka_commit_message(rk, m, 0);
            }
            rd_kafka_message_destroy(m);
        }
        rd_kafka_topic_partition_list_t *a = nullptr;
        QList<QPair<QString, int>> owned;
        if (!rd_kafka_assignment(rk, &a) && a) {
            for (int i = 0; i < a->cnt; ++i)
                owned << qMakePair(QString::fromUtf8(a->elems[i].topic),
                                   int(a->elems[i].partition));
            rd_kafka_topic_partition_list_destroy(a);
        }
        std::sort(owned.begin(), owned.end());
        char *id = rd_kafka_memberid(rk);
        QMutexLocker lock(&m_mutex);
        m_assignment = owned;
        m_memberId = id ? QString::fromUtf8(id) : QString();
        if (id)
            rd_kafka_mem_free(rk, id);
    }
    rd_kafka_consumer_close(rk);
    rd_kafka_destroy(rk);
}

QString GroupConsumer::memberId() const
{
    QMutexLocker lock(&m_mutex);
    return m_memberId;
}

QList<QPair<QString, int>> GroupConsumer::assignment() const
{
    QMutexLocker lock(&m_mutex);
    return m_assignment;
}

QString javaPath()
{
    auto java = local::findJava();
    if (!java)
        qFatal("java: %s", qPrintable(java.error().message()));
    return java.value();
}

QString kafkaClasspath()
{
    return local::KafkaDistribution(local::KafkaDistribution::defaultVersion(),
                                    local::KafkaDistribution::defaultCacheRoot())
        .classpath();
}

bool waitUntil(const std::function<bool()> &condition, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    while (!condition()) {
        if (t.elapsed() > timeoutMs)
            return false;
        QThread::msleep(200);
    }
    return true;
}

void produceMessages(const ConnectionProfile &profile, const QString &topic, int count,
                     int partition, qint64 firstTimestampMs, qint64 stepMs)
{
    auto client = KafkaClient::create(profile, QStringLiteral("test-producer"));
    if (!client)
        qFatal("producer: %s", qPrintable(client.error().message()));
    rd_kafka_t *rk = client.value()->handle();
    const QByteArray t = topic.toUtf8();
    for (int i = 0; i < count; ++i) {
        const QByteArray v = "m" + QByteArray::number(i);
        const QByteArray k = "k" + QByteArray::number(i);
        rd_kafka_resp_err_t err;
        while ((err = rd_kafka_producev(
                    rk, RD_KAFKA_V_TOPIC(t.constData()),
                    RD_KAFKA_V_PARTITION(partition < 0 ? RD_KAFKA_PARTITION_UA : partition),
                    RD_KAFKA_V_KEY(k.constData(), size_t(k.size())),
                    RD_KAFKA_V_VALUE(const_cast<char *>(v.constData()), size_t(v.size())),
                    RD_KAFKA_V_MSGFLAGS(RD_KAFKA_MSG_F_COPY),
                    RD_KAFKA_V_TIMESTAMP(firstTimestampMs > 0 ? firstTimestampMs + i * stepMs : 0),
                    RD_KAFKA_V_END)) == RD_KAFKA_RESP_ERR__QUEUE_FULL)
            rd_kafka_poll(rk, 50);
        if (err)
            qFatal("produce: %s", rd_kafka_err2str(err));
    }
    if (rd_kafka_flush(rk, 30000))
        qFatal("produce: flush timed out");
}

QString makeTopic(const ConnectionProfile &profile, const QString &prefix, int partitions)
{
    const QString name = uniqueName(prefix);
    auto admin = KafkaClient::create(profile, QStringLiteral("test-admin"));
    if (auto s = createTopic(*admin.value(), {name, partitions, 1, {}}); !s)
        qFatal("createTopic failed: %s", qPrintable(s.error().message()));
    // Metadata propagates to the broker's cache shortly after creation.
    waitUntil([&] {
        auto md = admin.value()->metadata(true);
        return md && std::any_of(md->topics.begin(), md->topics.end(), [&](const TopicInfo &t) {
                   return t.name == name && t.partitions.size() == partitions &&
                          std::all_of(t.partitions.begin(), t.partitions.end(),
                                      [](const PartitionInfo &p) { return p.leader >= 0; });
               });
    });
    return name;
}

void commitOffsets(const ConnectionProfile &profile, const QString &group,
                   const QList<QPair<QString, int>> &tps, qint64 offset)
{
    commitOffsetsForGroups(
        profile, {group}, tps, [offset](int) { return offset; }, 1);
}

namespace {

// The first error of an AlterConsumerGroupOffsets answer: the group's, else a partition's.
rd_kafka_resp_err_t commitResultError(rd_kafka_event_t *ev, QString *what)
{
    size_t n = 0;
    const rd_kafka_group_result_t **groups = rd_kafka_AlterConsumerGroupOffsets_result_groups(
        rd_kafka_event_AlterConsumerGroupOffsets_result(ev), &n);
    for (size_t i = 0; i < n; ++i) {
        if (const rd_kafka_error_t *e = rd_kafka_group_result_error(groups[i])) {
            *what = QString::fromUtf8(rd_kafka_error_string(e));
            return rd_kafka_error_code(e);
        }
        if (const rd_kafka_topic_partition_list_t *parts =
                rd_kafka_group_result_partitions(groups[i]))
            for (int p = 0; p < parts->cnt; ++p)
                if (parts->elems[p].err) {
                    *what = QStringLiteral("%1/%2: %3")
                                .arg(QString::fromUtf8(parts->elems[p].topic))
                                .arg(parts->elems[p].partition)
                                .arg(QString::fromUtf8(rd_kafka_err2str(parts->elems[p].err)));
                    return parts->elems[p].err;
                }
    }
    return RD_KAFKA_RESP_ERR_NO_ERROR;
}

bool retriableCommitError(rd_kafka_resp_err_t err)
{
    // A fresh broker may still be loading __consumer_offsets or learning of a new topic.
    return err == RD_KAFKA_RESP_ERR_COORDINATOR_LOAD_IN_PROGRESS ||
           err == RD_KAFKA_RESP_ERR_COORDINATOR_NOT_AVAILABLE ||
           err == RD_KAFKA_RESP_ERR_NOT_COORDINATOR ||
           err == RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART ||
           err == RD_KAFKA_RESP_ERR_REBALANCE_IN_PROGRESS || err == RD_KAFKA_RESP_ERR__TIMED_OUT ||
           err == RD_KAFKA_RESP_ERR_REQUEST_TIMED_OUT;
}

} // namespace

void commitOffsetsForGroups(const ConnectionProfile &profile, const QStringList &groups,
                            const QList<QPair<QString, int>> &tps,
                            const std::function<qint64(int)> &offsetOfGroup, int concurrency)
{
    auto client = KafkaClient::create(profile, QStringLiteral("test-admin"));
    if (!client)
        qFatal("admin: %s", qPrintable(client.error().message()));
    QList<int> todo; // indexes into `groups` still to commit
    for (int i = 0; i < groups.size(); ++i)
        todo << i;
    QElapsedTimer clock;
    clock.start();
    while (!todo.isEmpty()) {
        QList<int> retry;
        for (qsizetype from = 0; from < todo.size(); from += concurrency) {
            std::vector<std::pair<int, std::unique_ptr<AdminCall>>> wave;
            for (qsizetype k = from; k < qMin(todo.size(), from + concurrency); ++k) {
                const int i = todo[k];
                rd_kafka_topic_partition_list_t *list =
                    rd_kafka_topic_partition_list_new(int(tps.size()));
                for (const auto &[t, p] : tps)
                    rd_kafka_topic_partition_list_add(list, t.toUtf8().constData(), p)->offset =
                        offsetOfGroup(i);
                const QByteArray g = groups[i].toUtf8();
                rd_kafka_AlterConsumerGroupOffsets_t *req =
                    rd_kafka_AlterConsumerGroupOffsets_new(g.constData(), list);
                rd_kafka_topic_partition_list_destroy(list);
                auto call = std::make_unique<AdminCall>(
                    *client.value(), RD_KAFKA_ADMIN_OP_ALTERCONSUMERGROUPOFFSETS);
                rd_kafka_AlterConsumerGroupOffsets(call->handle(), &req, 1, call->options(),
                                                   call->queue());
                rd_kafka_AlterConsumerGroupOffsets_destroy(req);
                wave.emplace_back(i, std::move(call));
            }
            for (auto &[i, call] : wave) {
                auto ev =
                    call->wait(RD_KAFKA_EVENT_ALTERCONSUMERGROUPOFFSETS_RESULT, KS_ERR("commit"));
                if (!ev)
                    qFatal("commit: %s", qPrintable(ev.error().message()));
                QString what;
                const rd_kafka_resp_err_t err = commitResultError(ev.value(), &what);
                if (err && (!retriableCommitError(err) || clock.elapsed() > 30000))
                    qFatal("commit for group %s: %s", qPrintable(groups[i]), qPrintable(what));
                if (err)
                    retry << i;
            }
        }
        if (!retry.isEmpty())
            QThread::msleep(200);
        todo = retry;
    }
}

CliJson cliJson(const char *fixture, const QStringList &args)
{
    CliJson r;
    r.run = runProgram("KAFSCOPE_CLI",
                       QStringList{QStringLiteral("--bootstrap"), bootstrap(fixture)} + args);
    r.json = QJsonDocument::fromJson(r.run.out);
    return r;
}

QJsonObject describeJson(const char *fixture, const QString &group)
{
    auto r = cliJson(fixture, {QStringLiteral("groups"), QStringLiteral("describe"), group,
                               QStringLiteral("--json")});
    if (r.run.exitCode != 0)
        qWarning("describe failed: %s", r.run.err.constData());
    return r.json.object();
}

void shareGroupFromEarliest(const char *fixture, const QString &group)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(javaPath(),
            {QStringLiteral("-Xmx128m"), QStringLiteral("-cp"), kafkaClasspath(),
             QStringLiteral("org.apache.kafka.tools.ConfigCommand"),
             QStringLiteral("--bootstrap-server"), bootstrap(fixture), QStringLiteral("--alter"),
             QStringLiteral("--entity-type"), QStringLiteral("groups"),
             QStringLiteral("--entity-name"), group, QStringLiteral("--add-config"),
             QStringLiteral("share.auto.offset.reset=earliest")});
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        qFatal("ConfigCommand failed (%s): %s", qPrintable(p.errorString()),
               p.readAll().right(2000).constData());
}

ShareConsumer::ShareConsumer(const char *fixture, const QString &group, const QString &topic,
                             const QString &clientId)
    : m_process(std::make_unique<QProcess>())
{
    // Its log goes to standard error: unread, a full pipe would stop it.
    m_process->setStandardErrorFile(QProcess::nullDevice());
    m_process->start(javaPath(),
                     {QStringLiteral("-Xmx128m"), QStringLiteral("-cp"), kafkaClasspath(),
                      QStringLiteral("org.apache.kafka.tools.consumer.ConsoleShareConsumer"),
                      QStringLiteral("--bootstrap-server"), bootstrap(fixture),
                      QStringLiteral("--topic"), topic, QStringLiteral("--group"), group,
                      QStringLiteral("--command-property"),
                      QStringLiteral("client.id=") + clientId});
    if (!m_process->waitForStarted())
        qFatal("java did not start");
}

ShareConsumer::~ShareConsumer()
{
    stop();
}

int ShareConsumer::printed()
{
    // No event loop runs while a test waits: read what the pipe holds now.
    while (m_process->waitForReadyRead(20))
        m_seen += m_process->readAllStandardOutput();
    m_seen += m_process->readAllStandardOutput();
    return int(m_seen.count('\n'));
}

void ShareConsumer::stop()
{
    if (m_process->state() == QProcess::NotRunning)
        return;
    m_process->terminate();
    if (!m_process->waitForFinished(30000)) {
        m_process->kill();
        m_process->waitForFinished(5000);
    }
}

} // namespace kafscope::test
