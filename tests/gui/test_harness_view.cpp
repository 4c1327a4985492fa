#include "common/palette.h"
#include "test_main.h"
#include "harness/harness_charts.h"
#include "harness/harness_config_panel.h"
#include "harness/harness_results.h"
#include "harness/harness_view.h"
#include "gui/application.h"
#include "test_cluster.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

namespace {

qint64 raw(QTableWidget *t, int row, int column)
{
    return t->item(row, column)->data(Qt::UserRole).toLongLong();
}

template <typename W> W *cellOf(HarnessConfigPanel *panel, int row, int column)
{
    return qobject_cast<W *>(panel->levelTable()->cellWidget(row, column));
}

// Two levels on fresh topics, offered 150 + 300 msg/s for `seconds` to a 300 msg/s consumer.
void configure(HarnessView *view, const QString &prefix, double seconds)
{
    HarnessConfigPanel *p = view->configPanel();
    p->findChild<QSpinBox *>(QStringLiteral("levelCount"))->setValue(2);
    QCOMPARE(p->levelTable()->rowCount(), 2);
    p->findChild<QLineEdit *>(QStringLiteral("topicPrefix"))->setText(prefix);
    p->findChild<QSpinBox *>(QStringLiteral("capacity"))->setValue(300);
    p->findChild<QSpinBox *>(QStringLiteral("tolerance"))->setValue(1000);
    const int rates[] = {150, 300};
    for (int r = 0; r < 2; ++r) {
        cellOf<QSpinBox>(p, r, HarnessConfigPanel::ColRate)->setValue(rates[r]);
        cellOf<QDoubleSpinBox>(p, r, HarnessConfigPanel::ColDuration)->setValue(seconds);
        cellOf<QSpinBox>(p, r, HarnessConfigPanel::ColWeight)->setValue(r == 0 ? 70 : 30);
    }
    cellOf<QSpinBox>(p, 1, HarnessConfigPanel::ColPartitions)->setValue(3);
}

// Every acknowledged message of every level is accounted for and none was lost.
void checkAccounting(QTableWidget *results, int levels)
{
    QCOMPARE(results->rowCount(), levels);
    for (int r = 0; r < levels; ++r) {
        const qint64 produced = raw(results, r, HarnessResults::ColProduced);
        QVERIFY2(produced > 0, qPrintable(results->item(r, HarnessResults::ColLevel)->text()));
        QCOMPARE(produced, raw(results, r, HarnessResults::ColConsumed) +
                               raw(results, r, HarnessResults::ColLost));
        QCOMPARE(raw(results, r, HarnessResults::ColLost), 0);
    }
}

// The window connected to the test broker, showing the harness view; null if it did not connect.
HarnessView *openConnected(MainWindow &w)
{
    w.show();
    QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
    w.connectTo(test::profileFor("kafka1"));
    if (!answered.wait(20000) || !w.openView(QStringLiteral("harness")))
        return nullptr;
    return w.findChild<HarnessView *>();
}

} // namespace

class TestHarnessView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void badSettingsAreExplainedAndNothingRuns()
    {
        HarnessView view;
        HarnessConfigPanel *p = view.configPanel();
        p->findChild<QCheckBox *>(QStringLiteral("fault_restart"))->setChecked(true);
        p->findChild<QDoubleSpinBox *>(QStringLiteral("faultAt_restart"))->setValue(60);
        QTest::mouseClick(view.findChild<QPushButton *>(QStringLiteral("runHarness")),
                          Qt::LeftButton);
        QVERIFY2(view.statusText().contains(QStringLiteral("after the load ends")),
                 qPrintable(view.statusText()));
        QVERIFY(!view.isRunning());
        p->findChild<QCheckBox *>(QStringLiteral("fault_restart"))->setChecked(false);
        cellOf<QLineEdit>(p, 0, HarnessConfigPanel::ColTopic)->setText(QStringLiteral("same"));
        cellOf<QLineEdit>(p, 1, HarnessConfigPanel::ColTopic)->setText(QStringLiteral("same"));
        QTest::mouseClick(view.findChild<QPushButton *>(QStringLiteral("runHarness")),
                          Qt::LeftButton);
        QVERIFY2(view.statusText().contains(QStringLiteral("same topic")),
                 qPrintable(view.statusText()));
        QVERIFY(!view.property("kafscopeBusy").toBool());
    }

    // The broker row: at once a restart; with a time down a stop and a later start of the node,
    // and the same back from a config.
    void brokerFaultRowMakesRestartOrStopAndStart()
    {
        HarnessView view;
        HarnessConfigPanel *p = view.configPanel();
        p->findChild<QCheckBox *>(QStringLiteral("fault_brokerRestart"))->setChecked(true);
        p->findChild<QDoubleSpinBox *>(QStringLiteral("faultAt_brokerRestart"))->setValue(2);
        p->findChild<QSpinBox *>(QStringLiteral("brokerNode"))->setValue(2);
        auto c = p->config();
        QVERIFY2(c, qPrintable(c ? QString() : c.error().message()));
        QCOMPARE(c->faults.size(), 1);
        QCOMPARE(c->faults[0].name(), QStringLiteral("broker-restart:2@2s"));
        p->findChild<QDoubleSpinBox *>(QStringLiteral("brokerDown"))->setValue(3.5);
        c = p->config();
        QVERIFY2(c, qPrintable(c ? QString() : c.error().message()));
        QCOMPARE(c->faults.size(), 2);
        QCOMPARE(c->faults[0].name(), QStringLiteral("broker-stop:2@2s"));
        QCOMPARE(c->faults[1].name(), QStringLiteral("broker-start:2@5500ms"));
        QVERIFY(c->validate().ok());
        HarnessView other;
        other.configPanel()->setConfig(c.value());
        QCOMPARE(
            other.configPanel()->findChild<QDoubleSpinBox *>(QStringLiteral("brokerDown"))->value(),
            3.5);
        QVERIFY(other.configPanel()
                    ->findChild<QCheckBox *>(QStringLiteral("fault_brokerRestart"))
                    ->isChecked());
        auto back = other.configPanel()->config();
        QVERIFY(back);
        QCOMPARE(back->faults[0].name(), QStringLiteral("broker-stop:2@2s"));
        QCOMPARE(back->faults[1].name(), QStringLiteral("broker-start:2@5500ms"));
    }

    void configureRunAndReadTheResults()
    {
        kafscope::app::Window w;
        HarnessView *view = openConnected(w);
        QVERIFY(view && view->isVisible());
        const QString prefix = test::uniqueName(QStringLiteral("gui-prio"));
        configure(view, prefix, 3);
        QSignalSpy snapshots(view->findChild<harness::HarnessRunner *>(),
                             &harness::HarnessRunner::snapshot);
        QSignalSpy done(view, &HarnessView::allRunsDone);
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("runHarness")),
                          Qt::LeftButton);
        QVERIFY(view->property("kafscopeBusy").toBool());
        QVERIFY(done.wait(90000));
        QVERIFY2(done.first().first().toBool(), qPrintable(view->statusText()));
        QVERIFY(!view->property("kafscopeBusy").toBool());
        QVERIFY(snapshots.size() >= 4); // 250 ms batches over 3 s of load

        QTableWidget *results = view->results()->resultsTable();
        checkAccounting(results, 2);
        QCOMPARE(results->item(0, HarnessResults::ColTopic)->text(),
                 prefix + QStringLiteral("-high"));
        QVERIFY(view->results()->verdictText().startsWith(QStringLiteral("strict — pass")));
        HarnessCharts *charts = view->charts();
        QVERIFY(HarnessCharts::pointCount(charts->rateChart()) >= 8);
        QVERIFY(HarnessCharts::pointCount(charts->backlogChart()) >= 8);
        QVERIFY(HarnessCharts::pointCount(charts->latencyChart()) >= 6);
        QCOMPARE(charts->rateChart()->graphCount(), 2);
        QCOMPARE(charts->latencyChart()->graphCount(), 6);

        QTemporaryDir tmp;
        const QString path = tmp.path() + QStringLiteral("/report.json");
        QVERIFY(view->results()->exportJson(path, false));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(report.value(QStringLiteral("strategy")).toString(), QStringLiteral("strict"));
        const QJsonArray levels = report.value(QStringLiteral("levels")).toArray();
        QCOMPARE(levels.size(), 2);
        QCOMPARE(levels[1].toObject().value(QStringLiteral("produced")).toInteger(),
                 raw(results, 1, HarnessResults::ColProduced));
        QVERIFY(w.logText().contains(QStringLiteral("Harness strict: pass")));
    }

    void everyStrategyOnOneProfileFillsTheComparison()
    {
        kafscope::app::Window w;
        HarnessView *view = openConnected(w);
        QVERIFY(view && view->isVisible());
        configure(view, test::uniqueName(QStringLiteral("gui-cmp")), 2);
        QSignalSpy runs(view, &HarnessView::runFinished);
        QSignalSpy done(view, &HarnessView::allRunsDone);
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("runAllStrategies")),
                          Qt::LeftButton);
        QVERIFY(done.wait(180000));
        QVERIFY2(done.first().first().toBool(), qPrintable(view->statusText()));
        QCOMPARE(runs.size(), 3);
        QTableWidget *cmp = view->results()->comparisonTable();
        QCOMPARE(cmp->rowCount(), 3);
        // Best first: ranks ascend down the rows, every strategy once.
        QSet<QString> strategies;
        for (int r = 0; r < 3; ++r) {
            strategies << cmp->item(r, HarnessResults::CmpStrategy)->text();
            QCOMPARE(raw(cmp, r, HarnessResults::CmpFirstValue), 0); // lost
            if (r > 0)
                QVERIFY(raw(cmp, r, HarnessResults::CmpRank) >=
                        raw(cmp, r - 1, HarnessResults::CmpRank));
        }
        QCOMPARE(strategies,
                 (QSet<QString>{QStringLiteral("strict"), QStringLiteral("weighted:70,30"),
                                QStringLiteral("fifo")}));
        QCOMPARE(raw(cmp, 0, HarnessResults::CmpRank), 1);
        QVERIFY(!view->results()->rankingBasisText().isEmpty());
        // The charts of every run can be drawn again.
        QCOMPARE(view->charts()->runCount(), 3);
        view->charts()->runPicker()->setCurrentIndex(0);
        QCOMPARE(view->charts()->shownRun(), 0);
        QVERIFY(HarnessCharts::pointCount(view->charts()->rateChart()) > 0);
        checkAccounting(view->results()->resultsTable(), 2);
        QTemporaryDir tmp;
        QVERIFY(view->results()->exportJson(tmp.path() + QStringLiteral("/runs.json"), true));
        QFile f(tmp.path() + QStringLiteral("/runs.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(f.readAll())
                     .object()
                     .value(QStringLiteral("runs"))
                     .toArray()
                     .size(),
                 3);
    }

    void stopCancelsARunningHarness()
    {
        kafscope::app::Window w;
        HarnessView *view = openConnected(w);
        QVERIFY(view);
        configure(view, test::uniqueName(QStringLiteral("gui-stop")), 60);
        QSignalSpy snapshots(view->findChild<harness::HarnessRunner *>(),
                             &harness::HarnessRunner::snapshot);
        QSignalSpy done(view, &HarnessView::allRunsDone);
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("runHarness")),
                          Qt::LeftButton);
        QVERIFY(snapshots.wait(30000)); // the load is on
        QVERIFY(view->isRunning());
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("stopHarness")),
                          Qt::LeftButton);
        QVERIFY(done.wait(30000));
        QCOMPARE(done.first().first().toBool(), false);
        QVERIFY2(view->statusText().startsWith(QStringLiteral("Stopped")),
                 qPrintable(view->statusText()));
        QVERIFY(!view->isRunning());
        QVERIFY(!view->property("kafscopeBusy").toBool());
        QCOMPARE(view->results()->runCount(), 0); // no report for a cancelled run
        QVERIFY(view->findChild<QPushButton *>(QStringLiteral("runHarness"))->isEnabled());
    }

    void profileOpenerRunsOnceConnectedAndIsBusyMeanwhile()
    {
        kafscope::app::Window w;
        w.show();
        QVERIFY(!w.openView(QStringLiteral("harness:no-such-profile")));
        QVERIFY(
            w.openView(QStringLiteral("harness:quick"))); // before any connection, as --open does
        auto *view = w.findChild<HarnessView *>();
        QCOMPARE(w.currentView(), view);
        QVERIFY(view->property("kafscopeBusy").toBool());
        QSignalSpy done(view, &HarnessView::allRunsDone);
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(done.wait(90000));
        QVERIFY2(done.first().first().toBool(), qPrintable(view->statusText()));
        QVERIFY(!view->property("kafscopeBusy").toBool());
        checkAccounting(view->results()->resultsTable(), 3);
        QVERIFY(HarnessCharts::pointCount(view->charts()->backlogChart()) > 0);
    }

    void screenshotShowsTheChartsAfterTheRun()
    {
        QTemporaryDir tmp;
        const QString png = tmp.path() + QStringLiteral("/harness.png");
        auto r = test::runProgram("KAFSCOPE_GUI",
                                  {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"),
                                   QStringLiteral("--open"), QStringLiteral("harness:quick"),
                                   QStringLiteral("--screenshot"), png},
                                  90000, {QStringLiteral("QT_QPA_PLATFORM=offscreen")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QImage image(png);
        QVERIFY(!image.isNull());
        // The mid level's lines (the palette's second series colour, drawn without antialiasing)
        // appear only once the charts have data: the picture was taken after the run, not before.
        const QRgb mid = Palette::series(1).rgb();
        int orange = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                orange += image.pixel(x, y) == mid;
        QVERIFY2(orange > 200, qPrintable(QString::number(orange)));
    }
};

KAFSCOPE_TEST_MAIN(TestHarnessView)
#include "test_harness_view.moc"
