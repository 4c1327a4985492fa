// The Move replicas dialog on the three-node cluster (fixture kafka3), clicked as a user would: the
// plan per partition with the data it copies before anything runs, the typed confirmation, a
// replication factor raised from 1 to 3 followed to its end and checked against the metadata
// (every record still there), a throttled crawl that a second dialog finds under way and cancels
// (the replicas back, the throttle gone), and a read-only connection that offers nothing. Opened
// from the topic page's button.
#include "admin/config_admin.h"
#include "cluster/cluster_session.h"
#include "cluster/kafka_client.h"
#include "common/palette.h"
#include "gui/application.h"
#include "kafka_tools.h"
#include "test_cluster.h"
#include "test_main.h"
#include "topics/partition_table_model.h"
#include "topics/reassign_dialog.h"
#include "topics/reassign_models.h"
#include "topics/topic_detail_view.h"
#include "topics/topics_view.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

namespace {

test::ProcessResult cli(const QStringList &args)
{
    return test::cliOn("kafka3", args);
}

QString dynamicValue(const Result<QList<ConfigEntry>> &configs, const QString &name)
{
    return test::dynamicConfigValue(configs, name);
}

} // namespace

class TestReassignDialog : public QObject {
    Q_OBJECT
    std::unique_ptr<KafkaClient> m_client;
    QStringList m_made; // deleted at the end: kafka3 is shared

    QList<QList<int>> replicas(const QString &topic)
    {
        return test::topicReplicas(*m_client, topic);
    }

    void createWithData(const QString &topic, int partitions, int count)
    {
        m_made << topic;
        const QString failed = test::createTopicWithData("kafka3", topic, partitions, count);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }

    int recordCount(const QString &topic) { return test::recordCount("kafka3", topic); }

    // A dialog on `topic`, shown, once it has read the replicas (and planned or found a move).
    std::unique_ptr<ReassignDialog> open(ClusterSession &session, const QString &topic)
    {
        auto d = std::make_unique<ReassignDialog>(&session, topic, nullptr);
        d->setPollInterval(300);
        d->resize(1000, 640);
        d->show();
        new QAbstractItemModelTester(d->planModel(), d.get());
        new QAbstractItemModelTester(d->progressModel(), d.get());
        // The caller checks what it expects to see; this only waits for it.
        (void)QTest::qWaitFor(
            [&d] { return d->planModel()->rowCount() > 0 || d->page() == "progress"; }, 30000);
        return d;
    }

    // With KAFSCOPE_REASSIGN_SHOTS=DIR (and KAFSCOPE_REASSIGN_THEME=dark), the dialog as a PNG, to
    // look at.
    static void shot(QWidget *d, const QString &name)
    {
        const QString dir = qEnvironmentVariable("KAFSCOPE_REASSIGN_SHOTS");
        if (dir.isEmpty())
            return;
        QTest::qWait(100); // the layout settles
        d->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
    }

    static QString text(ReassignDialog *d, const char *name)
    {
        return d->findChild<QLabel *>(QLatin1String(name))->text();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        if (qEnvironmentVariable("KAFSCOPE_REASSIGN_THEME") == QLatin1String("dark"))
            Palette::applyTheme(Theme::Dark);
        auto c = KafkaClient::create(test::profileFor("kafka3"), QStringLiteral("test-reassign"));
        QVERIFY2(c, qPrintable(c ? QString() : c.error().message()));
        m_client = std::move(c.value());
    }

    void cleanupTestCase()
    {
        for (const QString &t : std::as_const(m_made))
            cli({QStringLiteral("topics"), QStringLiteral("delete"), t, QStringLiteral("--yes")});
    }

    // From the topic page: 1 -> 3 replicas on both partitions, planned, confirmed, followed to
    // its end and checked against the metadata; no record lost.
    void raiseReplicationFactorFromTheTopicPage()
    {
        const QString topic = test::uniqueName(QStringLiteral("gui-reassign-rf"));
        createWithData(topic, 2, 3000);
        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        w.connectTo(test::profileFor("kafka3"));
        QVERIFY(w.openView(QStringLiteral("topic:") + topic));
        TopicDetailView *detail = w.findChild<TopicsView *>()->detail();
        QTRY_VERIFY_WITH_TIMEOUT(!detail->isLoading() && detail->partitions()->rowCount() == 2,
                                 20000);
        auto *button = detail->findChild<QPushButton *>(QStringLiteral("moveReplicas"));
        QVERIFY(button && button->isEnabled());
        button->click();
        ReassignDialog *d = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((d = detail->findChild<ReassignDialog *>()) != nullptr, 5000);
        d->setPollInterval(300);
        QTRY_COMPARE_WITH_TIMEOUT(d->planModel()->rowCount(), 2, 30000);
        // The checked brokers are those holding the topic now: nothing changes yet.
        QVERIFY2(d->summaryText().contains(QStringLiteral("Nothing changes")),
                 qPrintable(d->summaryText()));
        auto *start = d->findChild<QPushButton *>(QStringLiteral("startMove"));
        QVERIFY(!start->isEnabled());

        d->findChild<QSpinBox *>(QStringLiteral("replicationFactor"))->setValue(3);
        QVERIFY(d->findChild<QRadioButton *>(QStringLiteral("modeFactor"))->isChecked());
        const protocol::ReassignmentPlan plan = d->planModel()->plan();
        QCOMPARE(plan.partitions.size(), 2);
        for (const protocol::PartitionMove &m : plan.partitions) {
            QCOMPARE(m.current.size(), 1);
            QCOMPARE(m.target.size(), 3);
            QCOMPARE(m.target.first(), m.current.first()); // the leader stays
            QCOMPARE(m.added().size(), 2);
            QVERIFY(m.expectedBytes > 0); // from the log dirs: the partition's data, twice
        }
        QVERIFY2(d->summaryText().contains(QStringLiteral("2 of 2 partition(s) change")),
                 qPrintable(d->summaryText()));
        QCOMPARE(d->planModel()->index(0, ReassignPlanModel::Target).data().toString().count(','),
                 2);
        // Not without the name typed back.
        QVERIFY(!start->isEnabled());
        QVERIFY2(text(d, "message").contains(topic), qPrintable(text(d, "message")));
        QTest::keyClicks(d->findChild<QLineEdit *>(QStringLiteral("confirmation")), topic);
        QVERIFY(start->isEnabled());
        shot(d, QStringLiteral("reassign-plan"));
        QSignalSpy changed(d, &ReassignDialog::replicasChanged);
        start->click();
        QTRY_COMPARE_WITH_TIMEOUT(d->page(), QStringLiteral("progress"), 30000);
        QVERIFY(changed.wait(120000));
        QVERIFY2(d->resultText().contains(QStringLiteral("has its planned replicas")),
                 qPrintable(d->resultText()));
        for (const QList<int> &r : replicas(topic))
            QCOMPARE(r.size(), 3);
        QCOMPARE(recordCount(topic), 3000);
        // The topic page reloads and shows the new replicas.
        QTRY_VERIFY_WITH_TIMEOUT(!detail->isLoading() && detail->partitions()->partitionAt(0) &&
                                     detail->partitions()->partitionAt(0)->replicas.size() == 3,
                                 20000);
    }

    // A move crawling at 1 KiB/s to another broker; a second dialog finds it under way and
    // cancels it: the replicas are the original ones, the throttle is gone, every record is there.
    void aMoveUnderWayIsFoundAndCancelled()
    {
        const QString topic = test::uniqueName(QStringLiteral("gui-reassign-cancel"));
        createWithData(topic, 1, 20000);
        const QList<QList<int>> before = replicas(topic);
        QCOMPARE(before.size(), 1);
        const int from = before[0][0];
        const int to = from == 1 ? 2 : 1;
        ClusterSession session(test::profileFor("kafka3"));
        {
            auto d = open(session, topic);
            QCOMPARE(d->page(), QStringLiteral("plan"));
            d->findChild<QCheckBox *>(QStringLiteral("broker%1").arg(from))->setChecked(false);
            d->findChild<QCheckBox *>(QStringLiteral("broker%1").arg(to))->setChecked(true);
            QCOMPARE(d->planModel()->plan().partitions.value(0).target, QList<int>{to});
            d->findChild<QCheckBox *>(QStringLiteral("throttle"))->setChecked(true);
            d->findChild<QSpinBox *>(QStringLiteral("throttleRate"))->setValue(1);
            d->findChild<QComboBox *>(QStringLiteral("throttleUnit"))->setCurrentIndex(0);
            QVERIFY2(d->summaryText().contains(QStringLiteral("1.0 KiB/s")) ||
                         d->summaryText().contains(QStringLiteral("1 KiB/s")),
                     qPrintable(d->summaryText()));
            QTest::keyClicks(d->findChild<QLineEdit *>(QStringLiteral("confirmation")), topic);
            d->findChild<QPushButton *>(QStringLiteral("startMove"))->click();
            QTRY_COMPARE_WITH_TIMEOUT(d->progressModel()->rowCount(), 1, 30000);
            QCOMPARE(d->progressModel()->progress().moving[0].adding, QList<int>{to});
            QVERIFY2(d->progressText().startsWith(QStringLiteral("Moving 1 partition")),
                     qPrintable(d->progressText()));
            // The throttle is on while it moves.
            // (each broker answers from its own copy of the metadata: it may lag a moment)
            QTRY_COMPARE_WITH_TIMEOUT(
                dynamicValue(describeTopicConfigs(*m_client, topic),
                             QStringLiteral("follower.replication.throttled.replicas")),
                QStringLiteral("0:%1").arg(to), 10000);
        } // closed: Kafka goes on moving

        auto d = open(session, topic);
        QCOMPARE(d->page(), QStringLiteral("progress"));
        QTRY_COMPARE_WITH_TIMEOUT(d->progressModel()->rowCount(), 1, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(d->progressModel()->progress().bytesTotal() > 0, 30000);
        shot(d.get(), QStringLiteral("reassign-progress"));
        auto *cancel = d->findChild<QPushButton *>(QStringLiteral("cancelMove"));
        QVERIFY(!cancel->isEnabled()); // not without the name
        QTest::keyClicks(d->findChild<QLineEdit *>(QStringLiteral("cancelConfirmation")), topic);
        QVERIFY(cancel->isEnabled());
        QSignalSpy changed(d.get(), &ReassignDialog::replicasChanged);
        cancel->click();
        QVERIFY(changed.wait(60000));
        QVERIFY2(d->resultText().startsWith(QStringLiteral("Cancelled")),
                 qPrintable(d->resultText()));
        QVERIFY2(d->resultText().contains(QStringLiteral("throttle was removed")),
                 qPrintable(d->resultText()));
        QTRY_COMPARE_WITH_TIMEOUT(replicas(topic), before, 30000);
        QCOMPARE(d->progressModel()->rowCount(), 0); // nothing moves any more
        QVERIFY2(d->progressText().startsWith(QStringLiteral("Nothing of")),
                 qPrintable(d->progressText()));
        QTRY_COMPARE_WITH_TIMEOUT(
            dynamicValue(describeTopicConfigs(*m_client, topic),
                         QStringLiteral("follower.replication.throttled.replicas")),
            QString(), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(
            dynamicValue(describeBrokerConfigs(*m_client, to),
                         QStringLiteral("follower.replication.throttled.rate")),
            QString(), 10000);
        shot(d.get(), QStringLiteral("reassign-cancelled"));
        QCOMPARE(recordCount(topic), 20000);
    }

    void readOnlyOffersNothing()
    {
        ConnectionProfile p = test::profileFor("kafka3");
        p.readOnly = true;
        const QString topic = test::uniqueName(QStringLiteral("gui-reassign-ro"));
        createWithData(topic, 1, 10);
        ClusterSession session(p);
        auto d = open(session, topic);
        d->findChild<QSpinBox *>(QStringLiteral("replicationFactor"))->setValue(2);
        QCOMPARE(d->planModel()->plan().changing().size(), 1);
        QTest::keyClicks(d->findChild<QLineEdit *>(QStringLiteral("confirmation")), topic);
        QVERIFY(!d->findChild<QPushButton *>(QStringLiteral("startMove"))->isEnabled());
        QVERIFY2(text(d.get(), "message").contains(QStringLiteral("read-only")),
                 qPrintable(text(d.get(), "message")));
    }
};

KAFSCOPE_TEST_MAIN(TestReassignDialog)
#include "test_reassign_dialog.moc"
