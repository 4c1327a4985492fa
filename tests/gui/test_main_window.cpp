#include "cluster/broker_table_model.h"
#include "test_main.h"
#include "cluster/cluster_overview_view.h"
#include "cluster/dashboard_panel.h"
#include "gui/application.h"
#include "test_cluster.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QTreeWidget>
#include <QDockWidget>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

class TestMainWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void showsTheClusterItIsConnectedTo()
    {
        const auto info = test::clusterInfo("kafka1");
        kafscope::app::Window w;
        w.show();
        QAbstractItemModelTester tester(w.overview()->brokerModel());
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(answered.wait(20000));
        ClusterOverviewView *view = w.overview();
        QCOMPARE(view->valueText(QStringLiteral("clusterId")), info.clusterId);
        // The controller is said once on the screen, in the health strip: under KRaft (Kafka 4)
        // as the quorum itself names it (DescribeQuorum: node 1 of this one-node cluster, and the
        // epoch), never the Metadata answer's id, which is a random broker.
        QCOMPARE(view->valueText(QStringLiteral("controller")), QString());
        QTRY_VERIFY_WITH_TIMEOUT(view->dashboard()
                                     ->tileText(QStringLiteral("controller"))
                                     .startsWith(QStringLiteral("1 · epoch ")),
                                 20000);
        // Each broker's disk, from its log dirs: the data its replicas hold and how full it is.
        QTRY_VERIFY_WITH_TIMEOUT(view->brokerModel()
                                     ->index(0, BrokerTableModel::DiskUse)
                                     .data()
                                     .toString()
                                     .contains(QLatin1Char('%')),
                                 20000);
        QVERIFY(
            !view->brokerModel()->index(0, BrokerTableModel::LogData).data().toString().isEmpty());
        // Nothing went wrong: the log stays folded away, View > Log opens it.
        auto *logDock = w.findChild<QDockWidget *>(QStringLiteral("logDock"));
        QVERIFY(logDock && !logDock->isVisible());
        w.findChild<QAction *>(QStringLiteral("showLogAction"))->trigger();
        QVERIFY(logDock->isVisible());
        BrokerTableModel *brokers = view->brokerModel();
        QCOMPARE(brokers->rowCount(), 1);
        QCOMPARE(brokers->index(0, BrokerTableModel::Port).data().toInt(), info.nodes[0].spec.port);
        QCOMPARE(brokers->index(0, BrokerTableModel::Role).data().toString(), QString());
        auto *led = w.findChild<QLabel *>(QStringLiteral("statusLed"));
        QTRY_COMPARE_WITH_TIMEOUT(led->property("state").toString(), QStringLiteral("Connected"),
                                  15000);
        QVERIFY(w.statusText().contains(info.clusterId));

        // The sidebar switches views; the broker view shows the same snapshot.
        QVERIFY(w.openView(QStringLiteral("brokers")));
        auto *brokerTable =
            w.findChild<QWidget *>(QStringLiteral("brokersView"))->findChild<QTableView *>();
        QVERIFY(brokerTable->isVisible());
        QCOMPARE(brokerTable->model()->rowCount(), 1);
        QVERIFY(!w.openView(QStringLiteral("nonsense")));

        // Refresh asks again (a new token) and the view keeps showing the cluster.
        QVERIFY(w.openView(QStringLiteral("cluster")));
        const QString before = view->valueText(QStringLiteral("updated"));
        QTest::qWait(1100); // the "updated" time has a one-second resolution
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("refresh")),
                          Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(view->valueText(QStringLiteral("updated")) != before, 15000);
    }

    void unreachableBootstrapTurnsRedWithoutFreezing()
    {
        kafscope::app::Window w;
        w.show();
        ConnectionProfile p;
        p.bootstrap = QStringLiteral("127.0.0.1:1");
        p.timeoutMs = 3000;
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(p);
        // The event loop keeps running while the worker waits: a timer fires in the meantime.
        int ticks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, [&ticks] { ++ticks; });
        ticker.start(50);
        QVERIFY(answered.wait(p.timeoutMs + 5000));
        QVERIFY(ticks > 5);
        auto *error = w.overview()->findChild<QLabel *>(QStringLiteral("error"));
        QCOMPARE(error->text(), QStringLiteral("Cannot reach 127.0.0.1:1 — connection refused"));
        QVERIFY(error->isVisible());
        auto *led = w.findChild<QLabel *>(QStringLiteral("statusLed"));
        QTRY_COMPARE(led->property("state").toString(), QStringLiteral("Unreachable"));
        QVERIFY(w.statusText().contains(QStringLiteral("Cannot reach 127.0.0.1:1")));
        QVERIFY(
            w.logText().contains(QStringLiteral("Cannot reach 127.0.0.1:1 — connection refused")));
        // An error opens the log.
        QVERIFY(w.findChild<QDockWidget *>(QStringLiteral("logDock"))->isVisible());
    }

    // Replacing a session whose worker is stuck in a long request must not freeze the window.
    void reconnectWhileBusyDoesNotBlock()
    {
        kafscope::app::Window w;
        w.show();
        ConnectionProfile dead;
        dead.bootstrap = QStringLiteral("127.0.0.1:1");
        dead.timeoutMs = 8000;
        w.connectTo(dead);
        QTest::qWait(300); // the worker is now inside its 8 s metadata request
        QElapsedTimer t;
        t.start();
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY2(t.elapsed() < 2000, qPrintable(QString::number(t.elapsed())));
        QVERIFY(answered.wait(20000));
        QCOMPARE(w.overview()->valueText(QStringLiteral("clusterId")),
                 test::clusterInfo("kafka1").clusterId);
    }
};

KAFSCOPE_TEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
