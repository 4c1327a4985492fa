#include "rebalance/lab_member.h"
#include "common/clock.h"
#include "common/worker.h"

#include <librdkafka/rdkafka.h>

#include <QDateTime>
#include <QLoggingCategory>

#include <cstring>
#include <thread>

namespace kafscope::rebalance {

Q_LOGGING_CATEGORY(lcLab, "kafscope.lab", QtWarningMsg)

namespace {

Partitions toPartitions(const rd_kafka_topic_partition_list_t *list)
{
    Partitions out;
    for (int i = 0; list && i < list->cnt; ++i)
        out.insert(PartitionId{QString::fromUtf8(list->elems[i].topic), list->elems[i].partition});
    return out;
}

QString memberIdOf(rd_kafka_t *rk)
{
    char *id = rd_kafka_memberid(rk);
    const QString out = id ? QString::fromUtf8(id) : QString();
    if (id)
        rd_kafka_mem_free(rk, id);
    return out;
}

} // namespace

QList<QPair<QString, QString>> labConsumerProperties(const LabMemberConfig &c)
{
    auto n = [](qint64 v) { return QString::number(v); };
    QList<QPair<QString, QString>> p = {
        {QStringLiteral("group.id"), c.group},
        {QStringLiteral("client.id"), QStringLiteral("kafscope-lab-%1").arg(c.label)},
    };
    if (c.groupProtocol == QLatin1String("consumer")) {
        // KIP-848: the broker owns assignment, session and heartbeat; librdkafka refuses the
        // client-side settings (partition.assignment.strategy, session.timeout.ms,
        // heartbeat.interval.ms).
        p << qMakePair(QStringLiteral("group.protocol"), QStringLiteral("consumer"));
        if (!c.assignor.isEmpty())
            p << qMakePair(QStringLiteral("group.remote.assignor"), c.assignor);
    } else {
        p << qMakePair(QStringLiteral("partition.assignment.strategy"), c.assignor)
          << qMakePair(QStringLiteral("session.timeout.ms"), n(c.sessionTimeoutMs))
          << qMakePair(QStringLiteral("heartbeat.interval.ms"),
                       n(std::max(100, c.sessionTimeoutMs / 4)));
    }
    p += QList<QPair<QString, QString>>{
        {QStringLiteral("max.poll.interval.ms"), n(c.maxPollIntervalMs)},
        {QStringLiteral("enable.auto.commit"), QStringLiteral("true")},
        {QStringLiteral("auto.commit.interval.ms"), QStringLiteral("500")},
        {QStringLiteral("enable.auto.offset.store"), QStringLiteral("false")},
        {QStringLiteral("auto.offset.reset"), QStringLiteral("earliest")},
    };
    if (!c.instanceId.isEmpty())
        p << qMakePair(QStringLiteral("group.instance.id"), c.instanceId);
    return p;
}

LabMember::LabMember(LabMemberConfig config, std::shared_ptr<LabObserver> observer)
    : m_config(std::move(config)), m_observer(std::move(observer)),
      m_done(m_donePromise.get_future().share())
{
}

// The member's thread holds a reference until run() returns, so by now it has (or this is its
// last step, on that thread): nothing to wait for.
LabMember::~LabMember() = default;

Result<std::shared_ptr<LabMember>> LabMember::start(const LabMemberConfig &config,
                                                    std::shared_ptr<LabObserver> observer)
{
    if (config.topics.isEmpty())
        return Error::usage(KS_ERR("A lab member needs at least one topic"));
    ConnectionProfile profile = config.profile;
    profile.properties += labConsumerProperties(config);
    auto conf = buildKafkaConf(profile, QStringLiteral("lab-") + config.label);
    if (!conf)
        return conf.error();
    std::shared_ptr<LabMember> self(new LabMember(config, std::move(observer)));
    rd_kafka_conf_set_opaque(*conf, self.get());
    rd_kafka_conf_set_rebalance_cb(
        *conf, [](rd_kafka_t *rk, rd_kafka_resp_err_t err, rd_kafka_topic_partition_list_t *parts,
                  void *opaque) { rebalanceCallback(rk, err, parts, opaque); });
    rd_kafka_conf_set_log_cb(*conf, [](const rd_kafka_t *, int, const char *fac, const char *buf) {
        qCDebug(lcLab, "%s: %s", fac, buf);
    });
    char err[512];
    rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_CONSUMER, *conf, err, sizeof err);
    if (!rk) {
        rd_kafka_conf_destroy(*conf);
        return Error::usage(
            KS_ERR("Cannot create lab consumer %1: %2").arg(config.label, QString::fromUtf8(err)));
    }
    rd_kafka_poll_set_consumer(rk);
    rd_kafka_topic_partition_list_t *topics =
        rd_kafka_topic_partition_list_new(int(config.topics.size()));
    for (const QString &t : config.topics)
        rd_kafka_topic_partition_list_add(topics, t.toUtf8().constData(), RD_KAFKA_PARTITION_UA);
    const rd_kafka_resp_err_t sub = rd_kafka_subscribe(rk, topics);
    rd_kafka_topic_partition_list_destroy(topics);
    if (sub) {
        rd_kafka_destroy(rk);
        return Error::kafka(sub, KS_ERR("Lab consumer %1 cannot subscribe: %2")
                                     .arg(config.label, QString::fromUtf8(rd_kafka_err2str(sub))));
    }
    self->m_rk = rk;
    self->m_worker = std::make_unique<Worker>(nullptr, QStringLiteral("kafscope-member"));
    self->m_worker->run([keep = self] { keep->run(); });
    return self;
}

void LabMember::rebalanceCallback(rd_kafka_s *rk, int err, void *partitions, void *opaque)
{
    auto *self = static_cast<LabMember *>(opaque);
    if (self && self->m_rk == rk)
        self->onRebalance(err, partitions);
}

void LabMember::onRebalance(int err, void *partitionsPtr)
{
    auto *parts = static_cast<rd_kafka_topic_partition_list_t *>(partitionsPtr);
    MemberCallback cb;
    cb.timeMs = nowMs();
    cb.label = m_config.label;
    cb.instanceId = m_config.instanceId;
    cb.memberId = memberIdOf(m_rk);
    // COOPERATIVE: cooperative-sticky, and always under the consumer protocol (KIP-848). Null on
    // error.
    const char *protocol = rd_kafka_rebalance_protocol(m_rk);
    cb.incremental = protocol && std::strcmp(protocol, "COOPERATIVE") == 0;
    cb.closing = m_closing.load();
    cb.partitions = toPartitions(parts);
    rd_kafka_error_t *error = nullptr;
    rd_kafka_resp_err_t plain = RD_KAFKA_RESP_ERR_NO_ERROR;
    if (err == RD_KAFKA_RESP_ERR__ASSIGN_PARTITIONS) {
        cb.kind = MemberCallback::Kind::Assigned;
        if (cb.incremental)
            error = rd_kafka_incremental_assign(m_rk, parts);
        else
            plain = rd_kafka_assign(m_rk, parts);
    } else {
        cb.kind = rd_kafka_assignment_lost(m_rk) ? MemberCallback::Kind::Lost
                                                 : MemberCallback::Kind::Revoked;
        if (cb.incremental)
            error = rd_kafka_incremental_unassign(m_rk, parts);
        else
            plain = rd_kafka_assign(m_rk, nullptr);
    }
    m_observer->callback(cb);
    if (error) {
        m_observer->memberError(m_config.label,
                                QStringLiteral("assignment failed: %1")
                                    .arg(QString::fromUtf8(rd_kafka_error_string(error))));
        rd_kafka_error_destroy(error);
    } else if (plain) {
        m_observer->memberError(m_config.label,
                                QStringLiteral("assignment failed: %1")
                                    .arg(QString::fromUtf8(rd_kafka_err2str(plain))));
    }
}

void LabMember::run()
{
    rd_kafka_topic_partition_list_t *store = rd_kafka_topic_partition_list_new(1);
    while (m_command.load() == Run) {
        if (m_stallUntilMs.load() > nowMs()) {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            continue;
        }
        rd_kafka_message_t *m = rd_kafka_consumer_poll(m_rk, 50);
        if (!m)
            continue;
        if (m->err) {
            if (m->err != RD_KAFKA_RESP_ERR__PARTITION_EOF)
                m_observer->memberError(m_config.label,
                                        QString::fromUtf8(rd_kafka_message_errstr(m)));
            rd_kafka_message_destroy(m);
            continue;
        }
        const PartitionId p{QString::fromUtf8(rd_kafka_topic_name(m->rkt)), m->partition};
        const qint64 offset = m->offset;
        rd_kafka_message_destroy(m);
        if (m_config.processingDelayMs > 0)
            std::this_thread::sleep_for(std::chrono::milliseconds(m_config.processingDelayMs));
        m_observer->processed(m_config.label, p, offset, nowMs());
        rd_kafka_topic_partition_list_add(store, p.topic.toUtf8().constData(), p.partition)
            ->offset = offset + 1;
        rd_kafka_offsets_store(m_rk, store);
        rd_kafka_topic_partition_list_del_by_idx(store, 0);
    }
    rd_kafka_topic_partition_list_destroy(store);
    if (m_command.load() == Crash) {
        rd_kafka_destroy_flags(m_rk, RD_KAFKA_DESTROY_F_NO_CONSUMER_CLOSE);
    } else {
        m_closing = true;
        if (const rd_kafka_resp_err_t e = rd_kafka_consumer_close(m_rk))
            m_observer->memberError(
                m_config.label,
                QStringLiteral("close: %1").arg(QString::fromUtf8(rd_kafka_err2str(e))));
        rd_kafka_destroy(m_rk);
    }
    m_finished = true;
    m_donePromise.set_value();
}

bool LabMember::finish(Command command, int timeoutMs)
{
    int expected = Run;
    m_command.compare_exchange_strong(expected, command);
    if (m_done.wait_for(std::chrono::milliseconds(timeoutMs)) != std::future_status::ready) {
        m_observer->memberError(m_config.label,
                                QStringLiteral("did not stop within %1 ms").arg(timeoutMs));
        return false; // its thread keeps this object alive until it ends
    }
    return true;
}

bool LabMember::close(int timeoutMs)
{
    return finish(Close, timeoutMs);
}

bool LabMember::crash(int timeoutMs)
{
    return finish(Crash, timeoutMs);
}

void LabMember::stall(qint64 ms)
{
    m_stallUntilMs = nowMs() + ms;
}

} // namespace kafscope::rebalance
