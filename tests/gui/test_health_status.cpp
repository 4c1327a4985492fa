// A sick cluster looks sick: with a broker of kafka3 stopped, the dashboard's health strip and the
// status bar turn to the degraded colour and say why, and both turn back when the broker returns.
#include "cluster/broker_table_model.h"
#include "test_main.h"
#include "cluster/cluster_overview_view.h"
#include "cluster/dashboard_panel.h"
#include "common/palette.h"
#include "local/kafka_distribution.h"
#include "gui/application.h"
#include "test_cluster.h"

#include <QLabel>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

class TestHealthStatus : public QObject {
    Q_OBJECT
    QTemporaryDir m_tmp;
    QString m_cacheRoot; // Kafka's jars, where the fixture found them (before the test mode)

    static QColor textColour(QWidget *w) { return w->palette().color(QPalette::WindowText); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        m_cacheRoot = local::KafkaDistribution::defaultCacheRoot();
        QStandardPaths::setTestModeEnabled(true);
    }

    void stoppedBrokerTurnsStripAndStatusAmberAndBack()
    {
        // A topic with a replica on every broker: a stopped broker still shows in its replica
        // lists.
        const QString topic = test::uniqueName(QStringLiteral("health"));
        const auto created = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"), test::bootstrap("kafka3"), QStringLiteral("topics"),
             QStringLiteral("create"), topic, QStringLiteral("--partitions"), QStringLiteral("3"),
             QStringLiteral("--replication-factor"), QStringLiteral("3")});
        QVERIFY2(created.exitCode == 0, created.err.constData());
        kafscope::app::Window w;
        w.overview()->setHistoryOptions(m_tmp.filePath(QStringLiteral("history.sqlite")), 1000);
        w.resize(1280, 800);
        w.show();
        w.connectTo(test::profileFor("kafka3"));
        DashboardPanel *panel = w.overview()->dashboard();
        auto *health = panel->findChild<QLabel *>(QStringLiteral("tile:health"));
        auto *urp = panel->findChild<QLabel *>(QStringLiteral("tile:underReplicated"));
        auto *led = w.findChild<QLabel *>(QStringLiteral("statusLed"));
        QVERIFY(health && urp && led);
        const QColor ok = Palette::color(Palette::Role::Ok);
        const QColor warning = Palette::color(Palette::Role::Warning);

        QTRY_COMPARE_WITH_TIMEOUT(panel->tileText(QStringLiteral("health")),
                                  QStringLiteral("Healthy"), 60000);
        QCOMPARE(textColour(health), ok);
        QTRY_COMPARE_WITH_TIMEOUT(led->property("ledColour").toString(), ok.name(), 30000);
        QVERIFY(!w.statusText().contains(QStringLiteral("Degraded")));

        local::LocalCluster::Options o;
        o.dir = test::clusterDir("kafka3");
        o.cacheRoot = m_cacheRoot;
        local::LocalCluster cluster(o);
        auto stopped = cluster.stopNode(3);
        QVERIFY2(stopped.ok(), qPrintable(stopped.ok() ? QString() : stopped.error().message()));
        auto restart = qScopeGuard([&] { (void)cluster.startNode(3); });

        // Degraded (amber) when every partition still has a leader; Critical (red) when a
        // single-replica topic another test left on broker 3 went offline with it.
        QTRY_VERIFY_WITH_TIMEOUT(
            panel->tileText(QStringLiteral("health")) != QStringLiteral("Healthy") &&
                panel->tileText(QStringLiteral("brokers")) == QStringLiteral("2 of 3"),
            60000);
        const bool offline = panel->data().snapshot.offline > 0;
        const QString word = offline ? QStringLiteral("Critical") : QStringLiteral("Degraded");
        const QColor sick = offline ? Palette::color(Palette::Role::Error) : warning;
        QCOMPARE(panel->tileText(QStringLiteral("health")), word);
        QCOMPARE(textColour(health), sick);
        QVERIFY2(panel->tileProblem(QStringLiteral("brokers")).contains(QStringLiteral("3")),
                 qPrintable(panel->tileProblem(QStringLiteral("brokers"))));
        QTRY_COMPARE_WITH_TIMEOUT(led->property("ledColour").toString(), sick.name(), 30000);
        QVERIFY2(w.statusText().contains(word), qPrintable(w.statusText()));
        QVERIFY(w.statusText().contains(QStringLiteral("not answering")));
        QCOMPARE(panel->tileText(QStringLiteral("brokers")), QStringLiteral("2 of 3"));
        // The stopped broker keeps the address it was seen at in the overview's broker list.
        const int port3 = test::clusterInfo("kafka3").nodes[2].spec.port;
        w.refresh();
        BrokerTableModel *brokers = w.overview()->brokerModel();
        auto rows = [brokers] {
            QStringList out;
            for (int r = 0; r < brokers->rowCount(); ++r) {
                QStringList cells;
                for (int c = 0; c < brokers->columnCount(); ++c)
                    cells << brokers->index(r, c).data().toString();
                out << cells.join(QLatin1Char('|'));
            }
            return out.join(QLatin1Char('\n'));
        };
        QTRY_VERIFY2_WITH_TIMEOUT(
            brokers->rowCount() == 3 &&
                brokers->index(2, BrokerTableModel::Answers).data().toString() !=
                    QStringLiteral("yes"),
            qPrintable(rows()), 30000);
        QCOMPARE(brokers->index(2, BrokerTableModel::Port).data().toInt(), port3);
        QCOMPARE(brokers->index(2, BrokerTableModel::Host).data().toString(),
                 QStringLiteral("127.0.0.1"));
        // The kafka3 topics have replicas on broker 3: under-replicated, coloured, with the reason.
        if (panel->data().snapshot.underReplicated > 0) {
            QCOMPARE(textColour(urp), warning);
            QVERIFY(!panel->tileProblem(QStringLiteral("underReplicated")).isEmpty());
        }

        restart.dismiss();
        auto started = cluster.startNode(3);
        QVERIFY2(started.ok(), qPrintable(started.ok() ? QString() : started.error().message()));
        QTRY_COMPARE_WITH_TIMEOUT(panel->tileText(QStringLiteral("health")),
                                  QStringLiteral("Healthy"), 120000);
        QCOMPARE(textColour(health), ok);
        QCOMPARE(panel->tileProblem(QStringLiteral("brokers")), QString());
        QTRY_COMPARE_WITH_TIMEOUT(led->property("ledColour").toString(), ok.name(), 30000);
        QVERIFY2(!w.statusText().contains(QStringLiteral("Degraded")), qPrintable(w.statusText()));
    }
};

KAFSCOPE_TEST_MAIN(TestHealthStatus)
#include "test_health_status.moc"
