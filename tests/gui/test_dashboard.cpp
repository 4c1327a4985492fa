// The cluster dashboard against the kafka1 broker: the health strip, message rates from watermark
// deltas, the busiest topics and the most lagging groups with their sparklines, the history kept
// in SQLite across a restart, and a double click that opens the topic.
#include "cluster/cluster_overview_view.h"
#include "test_main.h"
#include "protocol/log_dirs.h"
#include "topics/config_units.h"
#include "cluster/dashboard_panel.h"
#include "common/settings.h"
#include "history/history_store.h"
#include "groups_test_support.h"
#include "gui/application.h"
#include "test_cluster.h"
#include "topics/topics_view.h"

#include <QAbstractItemModel>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <qcustomplot.h>
#include <QTabWidget>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;
using namespace kafscope::ui;

class TestDashboard : public QObject {
    Q_OBJECT
    QTemporaryDir m_tmp;
    QString m_topic, m_group;

    QString store() const { return m_tmp.filePath(QStringLiteral("history.sqlite")); }

    static int rowOf(QAbstractItemModel *m, const QString &name)
    {
        for (int r = 0; r < m->rowCount(); ++r)
            if (m->index(r, 0).data().toString() == name)
                return r;
        return -1;
    }

    static bool waitSamples(DashboardPanel &p, int n, int timeoutMs = 60000)
    {
        return QTest::qWaitFor([&] { return p.samplesShown() >= n; }, timeoutMs);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        QStandardPaths::setTestModeEnabled(true);
        m_topic = makeTopic(profileFor("kafka1"), QStringLiteral("dash"), 3);
        m_group = uniqueName(QStringLiteral("g-dash"));
        produceMessages(profileFor("kafka1"), m_topic, 30, 0);
        commitOffsets(profileFor("kafka1"), m_group, {{m_topic, 0}}, 10); // 20 behind
    }

    // A damaged history file is moved aside and named on the dashboard; a new store keeps the
    // history from then on.
    void aDamagedHistoryIsMovedAsideAndNamed()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("history.sqlite"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(65536, '\x5a'));
        }
        DashboardPanel panel;
        panel.resize(1200, 700);
        panel.show();
        panel.setConnection(profileFor("kafka1"), file, 1500);
        QVERIFY(waitSamples(panel, 1));
        const QStringList aside =
            QDir(dir.path()).entryList({QStringLiteral("history.sqlite.corrupt-*")});
        QCOMPARE(aside.size(), 1);
        auto *error = panel.findChild<QLabel *>(QStringLiteral("dashboardError"));
        QVERIFY(!error->isHidden());
        QVERIFY2(error->text().contains(dir.filePath(aside.first())), qPrintable(error->text()));
        QVERIFY2(!error->text().contains(QStringLiteral("History is not kept")),
                 qPrintable(error->text()));
        QVERIFY(waitSamples(panel, 2)); // the note stays while connected; history is kept again
        QVERIFY(error->text().contains(dir.filePath(aside.first())));
        QVERIFY(panel.findChild<QLabel *>(QStringLiteral("historyNote"))
                    ->text()
                    .startsWith(QStringLiteral("History since")));
    }

    void healthRatesAndLag()
    {
        DashboardPanel panel;
        panel.resize(1200, 700);
        panel.show();
        panel.setConnection(profileFor("kafka1"), store(), 1500);
        QVERIFY(waitSamples(panel, 1));
        QCOMPARE(panel.tileText(QStringLiteral("brokers")), QStringLiteral("1 of 1"));
        QCOMPARE(panel.tileText(QStringLiteral("offline")), QStringLiteral("0"));
        QCOMPARE(panel.tileText(QStringLiteral("underReplicated")), QStringLiteral("0"));
        QVERIFY(panel.tileText(QStringLiteral("controller")) != QStringLiteral("—"));
        QVERIFY2(panel.tileText(QStringLiteral("topics")).contains(QStringLiteral("internal")),
                 qPrintable(panel.tileText(QStringLiteral("topics"))));
        const history::DashboardData first = panel.data();
        // The groups tile counts them (a broker with groups in five states keeps the strip
        // narrow); the states are on hover, ours among the empty ones.
        QCOMPARE(panel.tileText(QStringLiteral("groups")),
                 QLocale().toString(first.snapshot.groupState.size()));
        const QString groupsTip =
            panel.findChild<QLabel *>(QStringLiteral("tile:groups"))->toolTip();
        QVERIFY2(groupsTip.startsWith(QStringLiteral("Consumer groups by state: ")) &&
                     groupsTip.contains(QStringLiteral(" Empty")),
                 qPrintable(groupsTip));
        QCOMPARE(first.snapshot.topicMessages.value(m_topic), qint64(30));
        QCOMPARE(first.snapshot.groupLag.value(m_group, -2), qint64(20));
        QVERIFY(first.snapshot.totalLag() >= 20);
        QVERIFY(first.rates.isEmpty());        // one sample: no rate yet
        for (const auto &busy : first.busiest) // Kafka's own topics are not "busy"
            QVERIFY2(!busy.first.startsWith(QLatin1String("__")), qPrintable(busy.first));
        // The most lagging groups first (other tests' groups may lag more on a shared broker): ours
        // is listed with its lag, or every listed group lags at least as much.
        auto *groups = panel.findChild<QTableView *>(QStringLiteral("laggingGroups"));
        const int g = rowOf(groups->model(), m_group);
        if (g >= 0)
            QCOMPARE(groups->model()->index(g, 2).data().toString(), QLocale().toString(20));
        else
            QVERIFY(!first.lagging.isEmpty() &&
                    first.snapshot.groupLag.value(first.lagging.last().first) >= 20);
        for (int i = 1; i < first.lagging.size(); ++i)
            QVERIFY(first.snapshot.groupLag.value(first.lagging[i - 1].first) >=
                    first.snapshot.groupLag.value(first.lagging[i].first));

        // Messages between two samples: a rate for the topic, and the busiest-topics table shows
        // it.
        produceMessages(profileFor("kafka1"), m_topic, 500, 1);
        QVERIFY(QTest::qWaitFor([&] { return panel.data().rates.value(m_topic) > 0; }, 60000));
        const history::DashboardData d = panel.data();
        const double expected =
            500.0 * 1000 / qMax<qint64>(1, d.snapshot.timeMs - first.snapshot.timeMs);
        QVERIFY2(d.rates.value(m_topic) <= expected * 1.0001 + 0.01,
                 qPrintable(QString::number(d.rates.value(m_topic))));
        auto *topics = panel.findChild<QTableView *>(QStringLiteral("busiestTopics"));
        // Busiest first (other tests may produce to the same broker meanwhile): ours is listed with
        // its rate, or every listed topic is at least as busy.
        const double ours = d.rates.value(m_topic);
        for (int i = 1; i < d.busiest.size(); ++i)
            QVERIFY(d.rates.value(d.busiest[i - 1].first) >= d.rates.value(d.busiest[i].first));
        const int row = rowOf(topics->model(), m_topic);
        if (row >= 0)
            QCOMPARE(topics->model()->index(row, 1).data().toString(),
                     ours >= 100 ? QLocale().toString(qRound64(ours))
                                 : QLocale().toString(ours, 'f', 1));
        else
            QVERIFY(d.rates.value(d.busiest.last().first) >= ours);
        QVERIFY(!d.totalRate.isEmpty());
        // The largest topics (the tab beside the busiest): by bytes on disk from the log dirs,
        // largest first, ours among the topics with data.
        auto *largest = panel.findChild<QTableView *>(QStringLiteral("largestTopics"));
        QVERIFY(largest);
        QVERIFY2(d.disksError.isEmpty(), qPrintable(d.disksError));
        const QList<protocol::TopicSize> sizes = protocol::topicSizes(d.disks);
        QVERIFY(!sizes.isEmpty());
        QCOMPARE(largest->model()->rowCount(), qMin<qsizetype>(10, sizes.size()));
        for (int i = 0; i < largest->model()->rowCount(); ++i) {
            QCOMPARE(largest->model()->index(i, 0).data().toString(), sizes[i].topic);
            QCOMPARE(largest->model()->index(i, 1).data().toString(), humanBytes(sizes[i].bytes));
            QVERIFY(i == 0 || sizes[i - 1].bytes >= sizes[i].bytes);
        }
        bool oursHasBytes = false;
        for (const protocol::TopicSize &t : sizes)
            oursHasBytes = oursHasBytes || (t.topic == m_topic && t.bytes > 0);
        QVERIFY(oursHasBytes);
        QVERIFY(panel.findChild<QLabel *>(QStringLiteral("historyNote"))
                    ->text()
                    .startsWith(QStringLiteral("History since")));
        QVERIFY(panel.findChild<QLabel *>(QStringLiteral("dashboardError"))->isHidden());
        const QString dir = QDir::currentPath() + QStringLiteral("/screenshots");
        QDir().mkpath(dir);
        panel.grab().save(dir + QStringLiteral("/dashboard.png"));
        panel.findChild<QTabWidget *>(QStringLiteral("topicTables"))->setCurrentIndex(1);
        panel.grab().save(dir + QStringLiteral("/dashboard-largest.png"));
        panel.findChild<QTabWidget *>(QStringLiteral("topicTables"))->setCurrentIndex(0);

        // The retention is a setting the next samples prune by.
        auto *keep = panel.findChild<QSpinBox *>(QStringLiteral("historyRetention"));
        QVERIFY(keep);
        keep->setValue(3);
        QCOMPARE(settings::historyRetentionDays(), 3);
        keep->setValue(7);
        QCOMPARE(settings::historyRetentionDays(), 7);

        // A double click on a topic asks for its view (the first row: ours, or one another test
        // made busier meanwhile).
        QSignalSpy open(&panel, &DashboardPanel::openRequested);
        const QModelIndex cell = topics->model()->index(0, 0);
        const QString shown = cell.data().toString();
        QVERIFY(!shown.isEmpty());
        QTest::mouseClick(topics->viewport(), Qt::LeftButton, {},
                          topics->visualRect(cell).center());
        QTest::mouseDClick(topics->viewport(), Qt::LeftButton, {},
                           topics->visualRect(cell).center());
        QCOMPARE(open.count(), 1);
        QCOMPARE(open.first().first().toString(), QStringLiteral("topic:") + shown);
    }

    // A restart: a new dashboard on the same history file shows the earlier samples at once.
    void historySurvivesARestart()
    {
        const qint64 started = QDateTime::currentMSecsSinceEpoch();
        DashboardPanel panel;
        panel.setConnection(profileFor("kafka1"), store(), 60000);
        QVERIFY(waitSamples(panel, 1));
        const history::DashboardData d = panel.data();
        QVERIFY(d.historySinceMs > 0 && d.historySinceMs < started);
        QVERIFY2(!d.totalRate.isEmpty() && d.totalRate.first().first < started,
                 "rates from the earlier session");
        // The topic's rates of the earlier session are in the file (it may not be among the busiest
        // now: other tests' topics hold more messages).
        history::HistoryStore reader(store());
        QVERIFY(reader.open());
        auto series = reader.series(d.snapshot.cluster, QStringLiteral("topic.rate"), m_topic, 0);
        QVERIFY(series && !series->isEmpty() && series->first().first < started);
        for (const auto &[topic, s] : d.busiest)
            if (topic == m_topic)
                QCOMPARE(s, series.value()); // what the table's sparkline draws
        // A new session has no rate of its own until its second sample: the last stored rate of
        // each topic stands in (so "Messages/s" is not "—" on first open), marked as stored.
        QVERIFY(d.rates.contains(m_topic));
        QCOMPARE(d.rates.value(m_topic), series->last().second);
        QCOMPARE(d.storedRateMs.value(m_topic), series->last().first);
        for (auto it = d.rates.constBegin(); it != d.rates.constEnd(); ++it)
            QVERIFY2(d.storedRateMs.contains(it.key()), qPrintable(it.key()));
    }

    // The chart at 1280x800 and at 960x600: tall enough to read, the legend outside the data, no
    // scale on an axis that has no data, axes in k/M, the time range fitted to the history there
    // is, and every broker of the table below on screen.
    void chartIsReadable_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x800") << QSize(1280, 800);
        QTest::newRow("960x600") << QSize(960, 600);
    }

    void chartIsReadable()
    {
        QFETCH(QSize, size);
        QTemporaryDir dir; // a new history: the first sample has a lag but no rate yet
        kafscope::app::Window w;
        w.overview()->setHistoryOptions(dir.filePath(QStringLiteral("history.sqlite")), 60000);
        w.resize(size);
        w.show();
        w.connectTo(profileFor("kafka1"));
        DashboardPanel *panel = w.overview()->dashboard();
        QVERIFY(waitSamples(*panel, 1));
        QVERIFY(w.openView(QStringLiteral("cluster")));
        // The window's width is bounded by every view's minimum (the shell's concern); the
        // overview itself fits beside the navigator in a 960 px window.
        QTRY_COMPARE(w.height(), size.height());
        auto *navigator = w.findChild<QTreeWidget *>();
        QVERIFY(navigator);
        const int room = size.width() - navigator->minimumWidth() - 24;
        QVERIFY2(w.overview()->minimumSizeHint().width() <= room,
                 qPrintable(QStringLiteral("overview needs %1 px, %2 free")
                                .arg(w.overview()->minimumSizeHint().width())
                                .arg(room)));
        QCustomPlot *chart = panel->chart();
        chart->replot();

        const QRect plot = chart->axisRect()->rect();
        const int line = chart->fontMetrics().height();
        QVERIFY2(plot.height() >= 6 * line,
                 qPrintable(QStringLiteral("plot %1 px high").arg(plot.height())));
        QVERIFY(chart->legend->visible());
        QVERIFY2(!plot.intersects(chart->legend->outerRect()), "the legend covers the data");
        const QRect onWindow(chart->mapTo(&w, QPoint(0, 0)), chart->size());
        QVERIFY(w.rect().contains(onWindow));

        QVERIFY(panel->data().totalRate.isEmpty());
        QVERIFY(!chart->yAxis->tickLabels()); // no "0 to 1" of nothing
        QVERIFY(!panel->data().totalLag.isEmpty());
        QVERIFY(chart->yAxis2->tickLabels());
        QVERIFY2(chart->xAxis->range().size() <= 600,
                 qPrintable(QString::number(chart->xAxis->range().size())));
        QVERIFY2(panel->chartRangeText().contains(QStringLiteral("all the history there is")),
                 qPrintable(panel->chartRangeText()));
        // Large values read as k/M on the axis, not "250000".
        chart->yAxis2->setRange(0, 250000);
        chart->replot();
        const QList<QString> labels = chart->yAxis2->tickVectorLabels().toList();
        QVERIFY(!labels.isEmpty());
        for (const QString &l : labels)
            QVERIFY2(l == QStringLiteral("0") || l.endsWith(QLatin1Char('k')), qPrintable(l));
        chart->yAxis2->setRange(0, 2500000);
        chart->replot();
        QVERIFY(chart->yAxis2->tickVectorLabels().last().endsWith(QLatin1Char('M')));

        // The controller is said once, in the strip: under KRaft the quorum's leader and epoch.
        QVERIFY2(
            panel->tileText(QStringLiteral("controller")).startsWith(QStringLiteral("1 · epoch ")),
            qPrintable(panel->tileText(QStringLiteral("controller"))));
        QVERIFY(panel->data().quorum && panel->data().quorum->voters.size() == 1);
        QCOMPARE(w.overview()->valueText(QStringLiteral("controller")), QString());

        // Every broker row of the table below is on screen.
        auto *brokers = w.overview()->findChild<QTableView *>(QStringLiteral("brokerTable"));
        QVERIFY(brokers->isVisible());
        const int rows = brokers->model()->rowCount();
        QVERIFY(rows >= 1);
        QVERIFY(brokers->rowViewportPosition(rows - 1) + brokers->rowHeight(rows - 1) <=
                brokers->viewport()->height());
    }

    void mainWindowOpensTheTopicFromTheDashboard()
    {
        kafscope::app::Window w;
        w.overview()->setHistoryOptions(store(), 60000);
        w.resize(1280, 800);
        w.show();
        w.connectTo(profileFor("kafka1"));
        QVERIFY(waitSamples(*w.overview()->dashboard(), 1));
        const int before = w.overview()->dashboard()->samplesShown();
        Q_EMIT w.overview()->dashboard()->openRequested(QStringLiteral("topic:") + m_topic);
        QTRY_VERIFY_WITH_TIMEOUT(w.currentView() &&
                                     w.currentView()->objectName() != QStringLiteral("clusterView"),
                                 10000);
        QVERIFY(before >= 1);
        w.openView(QStringLiteral("cluster"));
        const QString dir = QDir::currentPath() + QStringLiteral("/screenshots");
        QDir().mkpath(dir);
        w.grab().save(dir + QStringLiteral("/cluster-overview.png"));
    }
};

KAFSCOPE_TEST_MAIN(TestDashboard)
#include "test_dashboard.moc"
