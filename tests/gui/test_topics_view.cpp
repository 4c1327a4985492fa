#include "admin/topic_admin.h"
#include "test_main.h"
#include "browse/message_browser_view.h"
#include "cluster/broker_list_view.h"
#include "cluster/broker_table_model.h"
#include "gui/application.h"
#include "test_cluster.h"
#include "../integration/test_topics_support.h"
#include "common/admin_dialog.h"
#include "topics/topic_dialogs.h"
#include "cluster/cluster_session.h"
#include "common/config_table_model.h"
#include "topics/partition_table_model.h"
#include "topics/topic_detail_view.h"
#include "topics/topic_list_view.h"
#include "topics/topic_table_model.h"
#include "topics/topics_view.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

namespace {

QString makeTopic(const QString &name, int partitions)
{
    auto admin = KafkaClient::create(test::profileFor("kafka1"), QStringLiteral("test-admin"));
    if (auto s = createTopic(*admin.value(), {name, partitions, 1, {}}); !s)
        qFatal("createTopic failed: %s", qPrintable(s.error().message()));
    return name;
}

int rowOf(TopicTableModel *m, const QString &name)
{
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->topicAt(r)->name == name)
            return r;
    return -1;
}

AdminDialog *openDialog(QWidget *parent)
{
    AdminDialog *d = nullptr;
    for (AdminDialog *c : parent->findChildren<AdminDialog *>())
        if (c->isVisible())
            d = c;
    return d;
}

} // namespace

class TestTopicsView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void listFilterSortDetailCreateDelete()
    {
        const QString prefix = test::uniqueName(QStringLiteral("guitopics"));
        makeTopic(prefix + QStringLiteral("-a"), 1);
        makeTopic(prefix + QStringLiteral("-b"), 4);
        test::ensureOffsetsTopic("kafka1"); // an internal topic to show and hide
        kafscope::app::Window w;
        w.resize(1200, 800);
        w.show();
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(w.openView(QStringLiteral("topics")));
        auto *view = w.findChild<TopicsView *>();
        TopicListView *list = view->list();
        TopicTableModel *model = list->model();
        QAbstractItemModelTester tester(model);
        QTRY_VERIFY_WITH_TIMEOUT(
            !list->isLoading() && rowOf(model, prefix + QStringLiteral("-b")) >= 0, 20000);
        QVERIFY(!view->property("kafscopeBusy").toBool());
        QCOMPARE(rowOf(model, QStringLiteral("__consumer_offsets")), -1);
        // The size on disk comes after, from the broker's log dirs: the -b topic's 4 replicas.
        QTRY_VERIFY_WITH_TIMEOUT(
            !model->index(rowOf(model, prefix + QStringLiteral("-b")), TopicTableModel::Size)
                 .data()
                 .toString()
                 .isEmpty(),
            20000);
        const QString sizeTip =
            model->index(rowOf(model, prefix + QStringLiteral("-b")), TopicTableModel::Size)
                .data(Qt::ToolTipRole)
                .toString();
        QVERIFY2(sizeTip.contains(QLatin1String("over 4 replica")), qPrintable(sizeTip));

        // Filter by typing, then show internal topics.
        QTest::keyClicks(list->findChild<QLineEdit *>(QStringLiteral("topicFilter")), prefix);
        QCOMPARE(model->rowCount(), 2);
        QVERIFY(list->statusText().startsWith(QStringLiteral("2 of")));
        list->findChild<QLineEdit *>(QStringLiteral("topicFilter"))->clear();
        list->findChild<QCheckBox *>(QStringLiteral("showInternal"))->setChecked(true);
        QVERIFY(rowOf(model, QStringLiteral("__consumer_offsets")) >= 0);

        // Sort by partitions, descending, with a header click pair.
        auto *table = list->findChild<QTableView *>(QStringLiteral("topicTable"));
        table->sortByColumn(TopicTableModel::Partitions, Qt::DescendingOrder);
        for (int r = 1; r < model->rowCount(); ++r)
            QVERIFY(model->topicAt(r - 1)->partitions >= model->topicAt(r)->partitions);
        QTest::keyClicks(list->findChild<QLineEdit *>(QStringLiteral("topicFilter")), prefix);
        QCOMPARE(model->topicAt(0)->name, prefix + QStringLiteral("-b"));
        QCOMPARE(model->index(0, TopicTableModel::Partitions).data().toString(),
                 QStringLiteral("4"));

        // Open the detail by activating the row.
        table->selectRow(0);
        Q_EMIT table->activated(model->index(0, 0));
        TopicDetailView *detail = view->detail();
        QVERIFY(detail->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!detail->isLoading() && detail->partitions()->rowCount() == 4,
                                 20000);
        QCOMPARE(detail->topic(), prefix + QStringLiteral("-b"));
        QCOMPARE(detail->partitions()->index(3, PartitionTableModel::Replicas).data().toString(),
                 QStringLiteral("1"));
        QCOMPARE(detail->partitions()->index(3, PartitionTableModel::High).data().toString(),
                 QStringLiteral("0"));
        QVERIFY(detail->configs()->rowCount() > 10);
        QAbstractItemModelTester partitionTester(detail->partitions());

        // "Browse messages" on a selected partition opens the browser on that topic and partition.
        auto *partitionTable = detail->findChild<QTableView *>(QStringLiteral("partitionTable"));
        QVERIFY(partitionTable);
        partitionTable->selectRow(2);
        QTest::mouseClick(detail->findChild<QPushButton *>(QStringLiteral("browseMessages")),
                          Qt::LeftButton);
        auto *browser = w.findChild<MessageBrowserView *>();
        QVERIFY(browser);
        QCOMPARE(w.currentView(), browser);
        QCOMPARE(browser->findChild<QLineEdit *>(QStringLiteral("partitions"))->text(),
                 QStringLiteral("2"));
        QVERIFY(w.openView(QStringLiteral("topics")));

        // Delete from the detail: typed confirmation gates the button.
        QVERIFY(w.openView(QStringLiteral("topic:") + prefix + QStringLiteral("-a")));
        QTRY_VERIFY_WITH_TIMEOUT(!detail->isLoading() && detail->partitions()->rowCount() == 1,
                                 20000);
        QTest::mouseClick(detail->findChild<QPushButton *>(QStringLiteral("deleteTopic")),
                          Qt::LeftButton);
        AdminDialog *del = openDialog(detail);
        QVERIFY(del);
        QVERIFY(!del->actionButton()->isEnabled());
        QTest::keyClicks(del->findChild<QLineEdit *>(QStringLiteral("confirmation")), prefix);
        QVERIFY(!del->actionButton()->isEnabled());
        QTest::keyClicks(del->findChild<QLineEdit *>(QStringLiteral("confirmation")),
                         QStringLiteral("-a"));
        QVERIFY(del->actionButton()->isEnabled());
        QTest::mouseClick(del->actionButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(list->isVisible(), 20000); // back on the list after deletion
        QTRY_VERIFY_WITH_TIMEOUT(!list->isLoading() &&
                                     rowOf(model, prefix + QStringLiteral("-a")) < 0 &&
                                     rowOf(model, prefix + QStringLiteral("-b")) >= 0,
                                 20000);

        // Create: an illegal name keeps the button off; too large a replication factor shows
        // Kafka's words.
        QTest::mouseClick(list->findChild<QPushButton *>(QStringLiteral("createTopic")),
                          Qt::LeftButton);
        AdminDialog *create = openDialog(list);
        QVERIFY(create);
        auto *name = create->findChild<QLineEdit *>(QStringLiteral("name"));
        QTest::keyClicks(name, QStringLiteral("bad name"));
        QVERIFY(!create->actionButton()->isEnabled());
        QVERIFY(create->errorText().contains(QStringLiteral("not allowed")));
        name->setText(prefix + QStringLiteral("-c"));
        QVERIFY(create->actionButton()->isEnabled());
        create->findChild<QSpinBox *>(QStringLiteral("partitions"))->setValue(3);
        create->findChild<QSpinBox *>(QStringLiteral("replicationFactor"))->setValue(2);
        QTest::mouseClick(create->actionButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(create->errorText().contains(QStringLiteral("replication factor")),
                                 20000);
        QVERIFY(create->isVisible());
        create->findChild<QSpinBox *>(QStringLiteral("replicationFactor"))->setValue(1);
        QTest::mouseClick(create->actionButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            !list->isLoading() && rowOf(model, prefix + QStringLiteral("-c")) >= 0, 20000);
        QCOMPARE(model->topicAt(rowOf(model, prefix + QStringLiteral("-c")))->partitions, 3);
    }

    void readOnlyConnectionDisablesWrites()
    {
        const QString topic = makeTopic(test::uniqueName(QStringLiteral("guitopics-ro")), 1);
        kafscope::app::Window w;
        w.show();
        ConnectionProfile p = test::profileFor("kafka1");
        p.readOnly = true;
        w.connectTo(p);
        QVERIFY(w.openView(QStringLiteral("topic:") + topic));
        TopicDetailView *detail = w.findChild<TopicsView *>()->detail();
        QTRY_VERIFY_WITH_TIMEOUT(!detail->isLoading() && detail->partitions()->rowCount() == 1,
                                 20000);
        // The view offers no delete at all; the dialog itself refuses too, should it be opened.
        QVERIFY(!detail->findChild<QPushButton *>(QStringLiteral("deleteTopic"))->isEnabled());
        ClusterSession session(p);
        QWidget parent;
        AdminDialog *del = deleteTopicDialog(&session, topic, &parent);
        QTest::keyClicks(del->findChild<QLineEdit *>(QStringLiteral("confirmation")), topic);
        QVERIFY(!del->actionButton()->isEnabled());
        QVERIFY(del->errorText().contains(QStringLiteral("read-only")));
        delete del;
    }

    void brokersViewShowsAnswersAndConfigs()
    {
        kafscope::app::Window w;
        w.show();
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(w.openView(QStringLiteral("brokers")));
        auto *brokers = w.findChild<BrokerListView *>();
        QTRY_COMPARE_WITH_TIMEOUT(brokers->model()->rowCount(), 1, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(
            brokers->model()->index(0, BrokerTableModel::Answers).data().toString(),
            QStringLiteral("yes"), 20000);
        brokers->findChild<QTableView *>(QStringLiteral("brokerTable"))->selectRow(0);
        QTRY_VERIFY_WITH_TIMEOUT(brokers->configModel()->rowCount() > 50, 20000);
        QVERIFY(brokers->configStatus().startsWith(QStringLiteral("Broker 1")));
    }

    void screenshotsOfTheListAndOneTopicRender()
    {
        const QString topic = makeTopic(test::uniqueName(QStringLiteral("guitopics-shot")), 2);
        QTemporaryDir tmp;
        for (const QString &target : {QStringLiteral("topics"), QStringLiteral("topic:") + topic}) {
            const QString png = tmp.path() + QStringLiteral("/shot.png");
            auto r = test::runProgram("KAFSCOPE_GUI",
                                      {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"),
                                       QStringLiteral("--open"), target,
                                       QStringLiteral("--screenshot"), png},
                                      60000, {QStringLiteral("QT_QPA_PLATFORM=offscreen")});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QImage image(png);
            QVERIFY(!image.isNull());
            QVERIFY(image.width() >= 800);
            QFile::remove(png);
        }
    }
};

KAFSCOPE_TEST_MAIN(TestTopicsView)
#include "test_topics_view.moc"
