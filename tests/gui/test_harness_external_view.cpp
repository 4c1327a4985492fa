#include "harness/harness_charts.h"
#include "test_main.h"
#include "harness/harness_config_panel.h"
#include "harness/harness_results.h"
#include "harness/harness_view.h"
#include "gui/application.h"
#include "test_cluster.h"

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPlainTextEdit>
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

// Two levels on fresh topics, 100 + 300 msg/s for `seconds`; the consumer under test is the sarama
// peer (tests/peers/harness-consumer) started with `args`.
void configure(HarnessView *view, const QString &prefix, double seconds, const QString &args)
{
    HarnessConfigPanel *p = view->configPanel();
    p->findChild<QSpinBox *>(QStringLiteral("levelCount"))->setValue(2);
    p->findChild<QLineEdit *>(QStringLiteral("topicPrefix"))->setText(prefix);
    p->findChild<QSpinBox *>(QStringLiteral("capacity"))->setValue(300);
    p->findChild<QSpinBox *>(QStringLiteral("tolerance"))->setValue(1000);
    const int rates[] = {100, 300};
    for (int r = 0; r < 2; ++r) {
        cellOf<QSpinBox>(p, r, HarnessConfigPanel::ColRate)->setValue(rates[r]);
        cellOf<QDoubleSpinBox>(p, r, HarnessConfigPanel::ColDuration)->setValue(seconds);
    }
    auto *strategy = p->findChild<QComboBox *>(QStringLiteral("strategy"));
    strategy->setCurrentIndex(strategy->findData(QStringLiteral("external")));
    p->findChild<QLineEdit *>(QStringLiteral("consumerCommand"))
        ->setText(QStringLiteral("'%1' -bootstrap {bootstrap} -group {group} -topics {topics} %2")
                      .arg(qEnvironmentVariable("KAFSCOPE_HARNESS_PEER"), args));
}

HarnessView *openConnected(MainWindow &w)
{
    w.resize(1400, 1000);
    w.show();
    QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
    w.connectTo(test::profileFor("kafka1"));
    if (!answered.wait(20000) || !w.openView(QStringLiteral("harness")))
        return nullptr;
    return w.findChild<HarnessView *>();
}

} // namespace

class TestHarnessExternalView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // "External consumer" takes a command line; without one, or with an unclosed quote, nothing
    // runs.
    void commandIsCheckedBeforeTheRun()
    {
        HarnessView view;
        HarnessConfigPanel *p = view.configPanel();
        auto *command = p->findChild<QLineEdit *>(QStringLiteral("consumerCommand"));
        QVERIFY(!command->isEnabled());
        auto *strategy = p->findChild<QComboBox *>(QStringLiteral("strategy"));
        strategy->setCurrentIndex(strategy->findData(QStringLiteral("external")));
        QVERIFY(command->isEnabled());
        QVERIFY(!p->findChild<QSpinBox *>(QStringLiteral("capacity"))->isEnabled());
        QTest::mouseClick(view.findChild<QPushButton *>(QStringLiteral("runHarness")),
                          Qt::LeftButton);
        QVERIFY2(view.statusText().contains(QStringLiteral("Enter the command")),
                 qPrintable(view.statusText()));
        command->setText(QStringLiteral("./consumer -group 'open"));
        QTest::mouseClick(view.findChild<QPushButton *>(QStringLiteral("runHarness")),
                          Qt::LeftButton);
        QVERIFY2(view.statusText().contains(QStringLiteral("unclosed single quote")),
                 qPrintable(view.statusText()));
        QVERIFY(!view.isRunning());
        // A configuration with a command shows it back.
        command->setText(QStringLiteral("./consumer -topics {topics}"));
        if (const QString dir = qEnvironmentVariable("KAFSCOPE_TEST_SCREENSHOT_DIR");
            !dir.isEmpty()) {
            view.resize(1300, 760);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            QVERIFY(
                view.grab().save(QDir(dir).filePath(QStringLiteral("harness-external-setup.png"))));
        }
        auto c = p->config();
        QVERIFY2(c, qPrintable(c ? QString() : c.error().message()));
        QCOMPARE(c->consumerCommand, QStringLiteral("./consumer -topics {topics}"));
        HarnessView other;
        other.configPanel()->setConfig(c.value());
        QVERIFY(other.configPanel()->externalSelected());
        QCOMPARE(
            other.configPanel()->findChild<QLineEdit *>(QStringLiteral("consumerCommand"))->text(),
            c->consumerCommand);
    }

    // The user's consumer under test: the live log shows its output, the charts fill, the report is
    // judged exactly and every message is covered by the final commits.
    void externalRunShowsLogChartsAndReport()
    {
        kafscope::app::Window w;
        HarnessView *view = openConnected(w);
        QVERIFY(view && view->isVisible());
        configure(view, test::uniqueName(QStringLiteral("gui-ext")), 6,
                  QStringLiteral("-mode strict -rate 250"));
        QSignalSpy done(view, &HarnessView::allRunsDone);
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("runHarness")),
                          Qt::LeftButton);
        QVERIFY(view->property("kafscopeBusy").toBool());
        QVERIFY(view->consumerLog()->isVisible());
        QVERIFY(done.wait(180000));
        QVERIFY2(done.first().first().toBool(), qPrintable(view->statusText()));
        const QString log = view->consumerLog()->toPlainText();
        QVERIFY2(log.contains(QStringLiteral("[external-1] started (pid")), qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("[external-1] stopped (SIGTERM)")), qPrintable(log));
        QTableWidget *results = view->results()->resultsTable();
        QCOMPARE(results->rowCount(), 2);
        for (int r = 0; r < 2; ++r) {
            QVERIFY(raw(results, r, HarnessResults::ColProduced) > 0);
            QCOMPARE(raw(results, r, HarnessResults::ColLost), 0);
            QCOMPARE(raw(results, r, HarnessResults::ColNotCommitted), 0);
        }
        QVERIFY2(view->results()->verdictText().startsWith(
                     QStringLiteral("external — pass. Judged exactly")),
                 qPrintable(view->results()->verdictText()));
        QVERIFY(HarnessCharts::pointCount(view->charts()->rateChart()) >= 8);
        QVERIFY(HarnessCharts::pointCount(view->charts()->backlogChart()) >= 8);
        QTemporaryDir tmp;
        QVERIFY(view->results()->exportJson(tmp.path() + QStringLiteral("/r.json"), false));
        QFile f(tmp.path() + QStringLiteral("/r.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(report.value(QStringLiteral("judged_by")).toString(), QStringLiteral("exact"));
        QVERIFY(report.value(QStringLiteral("consumer_command"))
                    .toString()
                    .contains(QStringLiteral("{group}")));
        // For a human look: KAFSCOPE_TEST_SCREENSHOT_DIR=DIR keeps a picture of the window.
        if (const QString dir = qEnvironmentVariable("KAFSCOPE_TEST_SCREENSHOT_DIR");
            !dir.isEmpty())
            QVERIFY(w.grab().save(QDir(dir).filePath(QStringLiteral("harness-external.png"))));
    }

    // "Run every strategy" with External consumer chosen: the built-in strategies, then the user's
    // consumer, on the same load; the comparison has all four. A consumer that reports nothing is
    // judged (and charted) from its commits.
    void comparisonMixesBuiltInAndExternalRuns()
    {
        kafscope::app::Window w;
        HarnessView *view = openConnected(w);
        QVERIFY(view);
        configure(view, test::uniqueName(QStringLiteral("gui-ext-cmp")), 3,
                  QStringLiteral("-mode arrival -rate 1000 -report=false"));
        QSignalSpy runs(view, &HarnessView::runFinished);
        QSignalSpy done(view, &HarnessView::allRunsDone);
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("runAllStrategies")),
                          Qt::LeftButton);
        QVERIFY(done.wait(300000));
        QVERIFY2(done.first().first().toBool(), qPrintable(view->statusText()));
        QCOMPARE(runs.size(), 4);
        QTableWidget *cmp = view->results()->comparisonTable();
        QCOMPARE(cmp->rowCount(), 4);
        QSet<QString> strategies;
        for (int r = 0; r < 4; ++r)
            strategies << cmp->item(r, HarnessResults::CmpStrategy)->text();
        QVERIFY(strategies.contains(QStringLiteral("strict")) &&
                strategies.contains(QStringLiteral("external")));
        QVERIFY2(view->results()->verdictText().contains(
                     QStringLiteral("from the group's commits alone")),
                 qPrintable(view->results()->verdictText()));
        QTableWidget *results = view->results()->resultsTable();
        for (int r = 0; r < 2; ++r) {
            QCOMPARE(raw(results, r, HarnessResults::ColNotCommitted), 0);
            QCOMPARE(raw(results, r, HarnessResults::ColConsumed),
                     raw(results, r, HarnessResults::ColProduced));
        }
        QVERIFY(HarnessCharts::pointCount(view->charts()->rateChart()) >= 8);
        if (const QString dir = qEnvironmentVariable("KAFSCOPE_TEST_SCREENSHOT_DIR");
            !dir.isEmpty())
            QVERIFY(
                w.grab().save(QDir(dir).filePath(QStringLiteral("harness-external-commits.png"))));
    }
};

KAFSCOPE_TEST_MAIN(TestHarnessExternalView)
#include "test_harness_external_view.moc"
