// Browsing never joins, creates or commits to a consumer group; transactions are honoured.
#include "admin/admin_call.h"
#include "test_main.h"
#include "browse_test_support.h"

#include <librdkafka/rdkafka.h>

#include <QUuid>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;

namespace {

std::unique_ptr<KafkaClient> adminClient()
{
    auto c = KafkaClient::create(profileFor("kafka1"), QStringLiteral("test-groups"));
    if (!c)
        qFatal("admin: %s", qPrintable(c.error().message()));
    return std::move(c).value();
}

struct GroupSnapshot {
    QStringList groups;
    QStringList memberClientIds;
};

GroupSnapshot listGroups(KafkaClient &client)
{
    GroupSnapshot s;
    const rd_kafka_group_list *list = nullptr;
    // A broker that has just started may still be loading its group coordinator: ask again.
    rd_kafka_resp_err_t err = RD_KAFKA_RESP_ERR_NO_ERROR;
    for (int attempt = 0; attempt < 20; ++attempt) {
        err = rd_kafka_list_groups(client.handle(), nullptr, &list, 10000);
        if (err == RD_KAFKA_RESP_ERR_NO_ERROR)
            break;
        if (list)
            rd_kafka_group_list_destroy(list);
        list = nullptr;
        QThread::msleep(250);
    }
    if (err != RD_KAFKA_RESP_ERR_NO_ERROR)
        qFatal("list groups failed: %s", rd_kafka_err2str(err));
    for (int i = 0; i < list->group_cnt; ++i) {
        s.groups << QString::fromUtf8(list->groups[i].group);
        for (int m = 0; m < list->groups[i].member_cnt; ++m)
            s.memberClientIds << QString::fromUtf8(list->groups[i].members[m].client_id);
    }
    rd_kafka_group_list_destroy(list);
    s.groups.sort();
    return s;
}

// group -> "partition=offset" committed for `topic`, for every group on the broker.
QMap<QString, QStringList> committedFor(KafkaClient &client, const QString &topic)
{
    QMap<QString, QStringList> out;
    for (const QString &g : listGroups(client).groups) {
        AdminCall call(client, RD_KAFKA_ADMIN_OP_LISTCONSUMERGROUPOFFSETS);
        rd_kafka_ListConsumerGroupOffsets_t *req =
            rd_kafka_ListConsumerGroupOffsets_new(g.toUtf8().constData(), nullptr);
        rd_kafka_ListConsumerGroupOffsets(call.handle(), &req, 1, call.options(), call.queue());
        rd_kafka_ListConsumerGroupOffsets_destroy(req);
        auto ev = call.wait(RD_KAFKA_EVENT_LISTCONSUMERGROUPOFFSETS_RESULT, KS_ERR("offsets"));
        if (!ev)
            continue; // a group deleted meanwhile by another test
        size_t n = 0;
        const rd_kafka_group_result_t **res = rd_kafka_ListConsumerGroupOffsets_result_groups(
            rd_kafka_event_ListConsumerGroupOffsets_result(ev.value()), &n);
        for (size_t i = 0; i < n; ++i) {
            const rd_kafka_topic_partition_list_t *parts = rd_kafka_group_result_partitions(res[i]);
            for (int p = 0; parts && p < parts->cnt; ++p)
                if (QString::fromUtf8(parts->elems[p].topic) == topic &&
                    parts->elems[p].offset >= 0)
                    out[g] << QStringLiteral("%1=%2")
                                  .arg(parts->elems[p].partition)
                                  .arg(parts->elems[p].offset);
        }
    }
    return out;
}

void commitOffset(KafkaClient &client, const QString &group, const QString &topic, int partition,
                  qint64 offset)
{
    // A coordinator still loading answers per group or partition: ask again until it is written.
    QString problem;
    for (int attempt = 0; attempt < 20; ++attempt) {
        AdminCall call(client, RD_KAFKA_ADMIN_OP_ALTERCONSUMERGROUPOFFSETS);
        rd_kafka_topic_partition_list_t *parts = rd_kafka_topic_partition_list_new(1);
        rd_kafka_topic_partition_list_add(parts, topic.toUtf8().constData(), partition)->offset =
            offset;
        rd_kafka_AlterConsumerGroupOffsets_t *req =
            rd_kafka_AlterConsumerGroupOffsets_new(group.toUtf8().constData(), parts);
        rd_kafka_topic_partition_list_destroy(parts);
        rd_kafka_AlterConsumerGroupOffsets(call.handle(), &req, 1, call.options(), call.queue());
        rd_kafka_AlterConsumerGroupOffsets_destroy(req);
        auto ev = call.wait(RD_KAFKA_EVENT_ALTERCONSUMERGROUPOFFSETS_RESULT, KS_ERR("commit"));
        if (!ev) {
            problem = ev.error().message();
        } else {
            size_t n = 0;
            const rd_kafka_group_result_t **res = rd_kafka_AlterConsumerGroupOffsets_result_groups(
                rd_kafka_event_AlterConsumerGroupOffsets_result(ev.value()), &n);
            problem.clear();
            for (size_t i = 0; i < n; ++i) {
                if (const rd_kafka_error_t *e = rd_kafka_group_result_error(res[i]))
                    problem = QString::fromUtf8(rd_kafka_error_string(e));
                const rd_kafka_topic_partition_list_t *ps =
                    rd_kafka_group_result_partitions(res[i]);
                for (int p = 0; ps && p < ps->cnt; ++p)
                    if (ps->elems[p].err)
                        problem = QString::fromUtf8(rd_kafka_err2str(ps->elems[p].err));
            }
            if (problem.isEmpty())
                return;
        }
        QThread::msleep(250);
    }
    qFatal("commit failed: %s", qPrintable(problem));
}

void check(rd_kafka_error_t *e, const char *what)
{
    if (e) {
        const QByteArray msg = rd_kafka_error_string(e);
        rd_kafka_error_destroy(e);
        qFatal("%s: %s", what, msg.constData());
    }
}

// A commit that timed out (a broker still creating its transaction log) may be retried.
void commitTransaction(rd_kafka_t *rk)
{
    rd_kafka_error_t *e = rd_kafka_commit_transaction(rk, 30000);
    for (int attempt = 0; e && rd_kafka_error_is_retriable(e) && attempt < 3; ++attempt) {
        rd_kafka_error_destroy(e);
        e = rd_kafka_commit_transaction(rk, 30000);
    }
    check(e, "commit");
}

void produceRaw(rd_kafka_t *rk, const QString &topic, const QByteArray &value)
{
    const QByteArray t = topic.toUtf8();
    void *payload = const_cast<char *>(value.constData());
    const size_t len = size_t(value.size());
    if (rd_kafka_producev(rk, RD_KAFKA_V_TOPIC(t.constData()), RD_KAFKA_V_PARTITION(0),
                          RD_KAFKA_V_VALUE(payload, len), RD_KAFKA_V_MSGFLAGS(RD_KAFKA_MSG_F_COPY),
                          RD_KAFKA_V_END))
        qFatal("producev failed");
}

QList<QByteArray> valuesOf(const BrowseOutcome &o)
{
    QList<QByteArray> out;
    for (const BrowseRecord &r : o.records)
        out << r.value().toByteArray();
    return out;
}

} // namespace

class TestBrowseSafety : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void browsingNeverJoinsCreatesOrCommitsToAGroup()
    {
        const QString topic = makeBrowseTopic(QStringLiteral("browse-nogroup"), 2);
        QList<OutgoingMessage> ms;
        for (int i = 0; i < 20; ++i)
            ms << message(topic, i % 2, QByteArray::number(i),
                          QByteArray("v") + QByteArray::number(i));
        produceAll(ms);
        auto admin = adminClient();
        const QString control = uniqueName(QStringLiteral("browse-control"));
        commitOffset(*admin, control, topic, 0, 3); // a real group with a committed offset
        // The new group shows in the broker's group list once its coordinator has written it.
        QMap<QString, QStringList> before = committedFor(*admin, topic);
        for (int i = 0; i < 40 && !before.contains(control); ++i) {
            QThread::msleep(250);
            before = committedFor(*admin, topic);
        }
        QCOMPARE(before.value(control), QStringList{QStringLiteral("0=3")});
        QCOMPARE(before.size(), 1);

        // A live tail, with the group list read while it is running: no member is the browser.
        auto tail =
            BrowseReader::open(profileFor("kafka1"), requestFor(topic, QStringLiteral("tail")));
        QVERIFY(tail);
        int seen = 0;
        const auto count = [&](const RecordView &) { ++seen; };
        for (int i = 0; i < 5; ++i)
            tail.value()->step(count, 100);
        produceAll({message(topic, 1, std::nullopt, QByteArray("live"))});
        for (int i = 0; i < 300 && seen < 1; ++i)
            tail.value()->step(count, 100);
        QCOMPARE(seen, 1);
        const GroupSnapshot during = listGroups(*admin);
        QVERIFY(!during.memberClientIds.contains(QStringLiteral("kafscope-browse")));
        QVERIFY(during.groups.contains(control));
        tail.value().reset();

        // Whole-topic browses in every start mode, then the same offsets, and no new group for the
        // topic.
        for (const QString &from :
             {QStringLiteral("oldest"), QStringLiteral("newest:2"), QStringLiteral("offset:4")})
            QVERIFY(browseAll(requestFor(topic, from)).finished);
        const QMap<QString, QStringList> after = committedFor(*admin, topic);
        QCOMPARE(after, before);
        QVERIFY(!listGroups(*admin).memberClientIds.contains(QStringLiteral("kafscope-browse")));
    }

    void abortedRecordsNeverAppearUnderReadCommitted()
    {
        const QString topic = makeBrowseTopic(QStringLiteral("browse-txn"), 1);
        auto producer = KafkaClient::create(
            profileFor("kafka1"), QStringLiteral("test-txn"), KafkaClient::Type::Producer,
            {{QStringLiteral("transactional.id"), uniqueName(QStringLiteral("txn"))},
             {QStringLiteral("enable.idempotence"), QStringLiteral("true")}});
        QVERIFY(producer);
        rd_kafka_t *rk = producer.value()->handle();
        check(rd_kafka_init_transactions(rk, 30000), "init");
        check(rd_kafka_begin_transaction(rk), "begin");
        produceRaw(rk, topic, "c1");
        produceRaw(rk, topic, "c2");
        commitTransaction(rk);
        check(rd_kafka_begin_transaction(rk), "begin");
        produceRaw(rk, topic, "aborted-1");
        produceRaw(rk, topic, "aborted-2");
        rd_kafka_flush(rk, 10000);
        check(rd_kafka_abort_transaction(rk, 30000), "abort");
        check(rd_kafka_begin_transaction(rk), "begin");
        produceRaw(rk, topic, "c3");
        commitTransaction(rk);

        BrowseRequest req = requestFor(topic);
        // commit_transaction returns once the coordinator has decided; the commit markers reach the
        // partition a moment later, and only then does the last stable offset move past "c3".
        QList<QByteArray> committedValues = valuesOf(browseAll(req));
        for (int i = 0; i < 40 && committedValues.size() < 3; ++i) {
            QTest::qWait(250);
            committedValues = valuesOf(browseAll(req));
        }
        QCOMPARE(committedValues, (QList<QByteArray>{"c1", "c2", "c3"}));
        req.isolation = Isolation::ReadUncommitted;
        QCOMPARE(valuesOf(browseAll(req)),
                 (QList<QByteArray>{"c1", "c2", "aborted-1", "aborted-2", "c3"}));

        // An open transaction: read_committed stops before it (and ends), read_uncommitted shows
        // it.
        check(rd_kafka_begin_transaction(rk), "begin");
        produceRaw(rk, topic, "open-1");
        rd_kafka_flush(rk, 10000);
        req.isolation = Isolation::ReadCommitted;
        const BrowseOutcome committed = browseAll(req);
        QVERIFY(committed.finished);
        QCOMPARE(valuesOf(committed), (QList<QByteArray>{"c1", "c2", "c3"}));
        req.isolation = Isolation::ReadUncommitted;
        QCOMPARE(valuesOf(browseAll(req)).last(), QByteArray("open-1"));
        check(rd_kafka_abort_transaction(rk, 30000), "abort");
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestBrowseSafety)
#include "test_browse_safety.moc"
