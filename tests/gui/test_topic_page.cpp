// The topic page and the brokers view as a user sees them, on kafka1 and on the three-node kafka3,
// at 1280x800 and at 960x600: the Consumers tab lists the groups that read the topic with their
// lag on it (the column fully visible), Produce opens the Produce view on the topic, configs read
// in human units with a search, Delete records says why it is off; the brokers view selects a
// broker at once, counts partitions and leaders, and never marks a KRaft controller.
#include "cluster/broker_list_view.h"
#include "test_main.h"
#include "cluster/broker_table_model.h"
#include "groups_test_support.h"
#include "gui/application.h"
#include "test_cluster.h"
#include "common/config_table_model.h"
#include "topics/partition_table_model.h"
#include "topics/topic_consumers_model.h"
#include "topics/topic_detail_view.h"
#include "topics/topics_view.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

namespace {

int rowOf(QAbstractItemModel *m, const QString &text)
{
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->index(r, 0).data().toString() == text)
            return r;
    return -1;
}

// Whether column `c` of `table` is on screen whole: inside the viewport, its title not elided.
bool columnFullyVisible(QTableView *table, int c, QString *why)
{
    QHeaderView *h = table->horizontalHeader();
    const int left = h->sectionViewportPosition(c), width = h->sectionSize(c);
    if (left < 0 || left + width > table->viewport()->width()) {
        *why = QStringLiteral("column %1 at %2+%3 in a viewport of %4")
                   .arg(c)
                   .arg(left)
                   .arg(width)
                   .arg(table->viewport()->width());
        return false;
    }
    const QString title = table->model()->headerData(c, Qt::Horizontal).toString();
    if (width < table->fontMetrics().horizontalAdvance(title) + 8) {
        *why = QStringLiteral("title \"%1\" elided in %2 px").arg(title).arg(width);
        return false;
    }
    return true;
}

} // namespace

class TestTopicPage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void consumersTabAndActions_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QSize>("size");
        QTest::newRow("kafka1 1280x800") << QStringLiteral("kafka1") << QSize(1280, 800);
        QTest::newRow("kafka1 960x600") << QStringLiteral("kafka1") << QSize(960, 600);
        QTest::newRow("kafka3 1280x800") << QStringLiteral("kafka3") << QSize(1280, 800);
        QTest::newRow("kafka3 960x600") << QStringLiteral("kafka3") << QSize(960, 600);
    }

    void consumersTabAndActions()
    {
        QFETCH(QString, fixture);
        QFETCH(QSize, size);
        const ConnectionProfile profile = test::profileFor(fixture.toLatin1().constData());
        const QString topic = test::makeTopic(profile, QStringLiteral("page"), 3);
        const QString behind = test::uniqueName(QStringLiteral("g-page-behind"));
        const QString current = test::uniqueName(QStringLiteral("g-page-current"));
        const QString elsewhere = test::uniqueName(QStringLiteral("g-page-other"));
        test::produceMessages(profile, topic, 30, 0);
        test::produceMessages(profile, topic, 5, 1);
        test::commitOffsets(profile, behind, {{topic, 0}, {topic, 1}}, 2); // 28 + 3 behind
        test::commitOffsets(profile, current, {{topic, 0}}, 30);           // caught up
        const QString other = test::makeTopic(profile, QStringLiteral("page-other"), 1);
        test::commitOffsets(profile, elsewhere, {{other, 0}}, 0); // reads another topic only

        kafscope::app::Window w;
        w.resize(size);
        w.show();
        w.connectTo(profile);
        QVERIFY(w.openView(QStringLiteral("topic:") + topic));
        TopicDetailView *detail = w.findChild<TopicsView *>()->detail();
        QAbstractItemModelTester tester(detail->consumers());
        QTRY_VERIFY_WITH_TIMEOUT(!detail->isLoading() && detail->partitions()->rowCount() == 3,
                                 30000);

        // Consumers: the two groups that committed here, the most behind first, lag on this topic.
        detail->tabs()->setCurrentIndex(1);
        QCOMPARE(detail->tabs()->tabText(1), QStringLiteral("Consumers"));
        TopicConsumersModel *consumers = detail->consumers();
        QCOMPARE(consumers->rowCount(), 2);
        QCOMPARE(rowOf(consumers, elsewhere), -1);
        QCOMPARE(consumers->groupAt(0), behind);
        QCOMPARE(consumers->index(0, TopicConsumersModel::Lag).data().toString(),
                 QStringLiteral("31"));
        QCOMPARE(consumers->index(0, TopicConsumersModel::Partitions).data().toString(),
                 QStringLiteral("2"));
        QCOMPARE(consumers->groupAt(1), current);
        QCOMPARE(consumers->index(1, TopicConsumersModel::Lag).data().toString(),
                 QStringLiteral("0"));
        QCOMPARE(consumers->index(1, TopicConsumersModel::State).data().toString(),
                 QStringLiteral("Empty"));
        QVERIFY2(detail->consumersStatus().startsWith(QStringLiteral("2 group")),
                 qPrintable(detail->consumersStatus()));
        auto *consumersTable = detail->findChild<QTableView *>(QStringLiteral("consumersTable"));
        QVERIFY(consumersTable->isVisible());
        QString why;
        for (int c = 0; c < TopicConsumersModel::ColumnCount; ++c)
            QVERIFY2(columnFullyVisible(consumersTable, c, &why), qPrintable(why));

        const QString shots = QDir::currentPath() + QStringLiteral("/screenshots");
        QDir().mkpath(shots);
        const QString suffix =
            QStringLiteral("%1-%2x%3.png").arg(fixture).arg(size.width()).arg(size.height());
        w.grab().save(shots + QStringLiteral("/topic-consumers-") + suffix);

        // Configs: human units, the raw value on hover, a search.
        detail->tabs()->setCurrentIndex(2);
        auto *search = detail->findChild<QLineEdit *>(QStringLiteral("configSearch"));
        QVERIFY(search && search->isVisible());
        QTest::keyClicks(search, QStringLiteral("retention.ms"));
        ConfigTableModel *configs = detail->configs();
        int retention = -1;
        for (int r = 0; r < configs->rowCount(); ++r) {
            QVERIFY(configs->configAt(r)->name.contains(QStringLiteral("retention.ms")));
            if (configs->configAt(r)->name == QStringLiteral("retention.ms"))
                retention = r;
        }
        QVERIFY(retention >= 0);
        QCOMPARE(configs->index(retention, ConfigTableModel::Value).data().toString(),
                 QStringLiteral("7 days"));
        QCOMPARE(
            configs->index(retention, ConfigTableModel::Value).data(Qt::ToolTipRole).toString(),
            QStringLiteral("retention.ms = 604800000"));
        auto *configTable = detail->findChild<QTableView *>(QStringLiteral("configTable"));
        for (int c = 0; c < ConfigTableModel::ColumnCount; ++c)
            QVERIFY2(columnFullyVisible(configTable, c, &why), qPrintable(why));
        // Value gets the width, Read-only stays narrow, Source is not elided.
        QVERIFY(configTable->columnWidth(ConfigTableModel::Value) >
                2 * configTable->columnWidth(ConfigTableModel::ReadOnly));
        const QString source =
            configs->index(retention, ConfigTableModel::Source).data().toString();
        QVERIFY(configTable->columnWidth(ConfigTableModel::Source) >=
                configTable->fontMetrics().horizontalAdvance(source));
        w.grab().save(shots + QStringLiteral("/topic-configs-") + suffix);
        search->clear();

        // Delete records is off until a partition is chosen, and says so.
        auto *deleteRecords = detail->findChild<QPushButton *>(QStringLiteral("deleteRecords"));
        QVERIFY(!deleteRecords->isEnabled());
        QVERIFY2(deleteRecords->toolTip().contains(QStringLiteral("Select a partition")),
                 qPrintable(deleteRecords->toolTip()));
        detail->tabs()->setCurrentIndex(0);
        detail->findChild<QTableView *>(QStringLiteral("partitionTable"))->selectRow(1);
        QVERIFY(deleteRecords->isEnabled());
        QVERIFY(deleteRecords->toolTip().contains(QStringLiteral("partition 1")));
        // Partition and leader are numbers, aligned as the watermarks are.
        QCOMPARE(detail->partitions()
                     ->index(0, PartitionTableModel::Leader)
                     .data(Qt::TextAlignmentRole)
                     .toInt(),
                 int(Qt::AlignRight | Qt::AlignVCenter));

        // Produce opens the Produce view on this topic.
        QTest::mouseClick(detail->findChild<QPushButton *>(QStringLiteral("produceToTopic")),
                          Qt::LeftButton);
        QCOMPARE(w.currentView()->objectName(), QStringLiteral("produceView"));
        QCOMPARE(w.currentView()->findChild<QComboBox *>(QStringLiteral("topic"))->currentText(),
                 topic);

        // A double click on a group opens it.
        QVERIFY(w.openView(QStringLiteral("topic:") + topic));
        QTRY_VERIFY_WITH_TIMEOUT(!detail->isLoading() && consumers->rowCount() == 2, 30000);
        detail->tabs()->setCurrentIndex(1);
        Q_EMIT consumersTable->activated(consumers->index(0, 0));
        QCOMPARE(w.currentView()->objectName(), QStringLiteral("groupsView"));
    }

    // Three brokers: the first is selected with its configs, each counts the replicas and leaders
    // it holds, and no broker is called the controller however often the metadata is asked (KRaft
    // names a random one each time).
    void brokersOfKafka3()
    {
        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        w.connectTo(test::profileFor("kafka3"));
        QVERIFY(w.openView(QStringLiteral("brokers")));
        auto *brokers = w.findChild<BrokerListView *>();
        BrokerTableModel *model = brokers->model();
        QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 3, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(brokers->configModel()->rowCount() > 50, 20000);
        QVERIFY2(brokers->configStatus().startsWith(QStringLiteral("Broker 1")),
                 qPrintable(brokers->configStatus()));
        auto *table = brokers->findChild<QTableView *>(QStringLiteral("brokerTable"));
        QCOMPARE(table->selectionModel()->selectedRows().size(), 1);
        QCOMPARE(table->selectionModel()->selectedRows().first().row(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(
            !model->index(0, BrokerTableModel::Role).data().toString().isEmpty(), 20000);
        int leaders = 0;
        for (int r = 0; r < 3; ++r) {
            QVERIFY(model->index(r, BrokerTableModel::Partitions).data().toString().toInt() > 0);
            leaders += model->index(r, BrokerTableModel::Leaders).data().toString().toInt();
            // process.roles of a KRaft node, not a guess at the active controller.
            QCOMPARE(model->index(r, BrokerTableModel::Role).data().toString(),
                     QStringLiteral("broker, controller"));
        }
        QVERIFY(leaders > 0);
        for (int i = 0; i < 4; ++i) {
            w.refresh();
            QTest::qWait(300);
            for (int r = 0; r < model->rowCount(); ++r)
                QVERIFY(model->index(r, BrokerTableModel::Role).data().toString() !=
                        QStringLiteral("controller"));
        }
        auto *configTable = brokers->findChild<QTableView *>(QStringLiteral("brokerConfigTable"));
        QVERIFY(configTable->columnWidth(ConfigTableModel::Value) >
                2 * configTable->columnWidth(ConfigTableModel::ReadOnly));
    }
};

KAFSCOPE_TEST_MAIN(TestTopicPage)
#include "test_topic_page.moc"
