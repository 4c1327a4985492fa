#include "../integration/lab_test_util.h"
#include "test_main.h"
#include "rebalance/lab_panel.h"
#include "rebalance/rebalance_list_model.h"
#include "rebalance/rebalance_view.h"
#include "rebalance/timeline_chart.h"
#include "gui/application.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QImage>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>

using namespace kafscope;
using namespace kafscope::rebalance;
using namespace kafscope::ui;

namespace {

// The rebalance whose cause names `cause`, complete, or null.
const Rebalance *completedBy(const RebalanceView *v, const QString &cause)
{
    for (const Rebalance &r : v->chart()->timeline().rebalances)
        if (r.causes.contains(cause) && r.complete())
            return &r;
    return nullptr;
}

bool owns(const RebalanceView *v, const QString &lane)
{
    const Lane *l = v->chart()->timeline().lane(lane);
    return l && l->endMs < 0 && !l->intervals.isEmpty() && !l->intervals.last().partitions.empty();
}

} // namespace

class TestRebalanceView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void labGroupLanesAndListFollowAddAndCrash()
    {
        const QString topic = test::makeLabTopic(QStringLiteral("gui-rb"), 4);
        const QString group = test::uniqueName(QStringLiteral("gui-rb"));
        {
            kafscope::app::Window w;
            w.resize(1400, 900);
            w.show();
            QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
            w.connectTo(test::profileFor("kafka1"));
            QVERIFY(answered.wait(20000));
            QVERIFY(w.openView(QStringLiteral("rebalance:") + group));
            auto *view = w.findChild<RebalanceView *>();
            QVERIFY(view && view->isVisible());
            QCOMPARE(view->group(), group);
            QTRY_VERIFY_WITH_TIMEOUT(!view->property("kafscopeBusy").toBool(),
                                     30000); // a new group: no past

            LabPanel *lab = view->labPanel();
            lab->findChild<QLineEdit *>(QStringLiteral("labTopics"))->setText(topic);
            lab->findChild<QSpinBox *>(QStringLiteral("labMembers"))->setValue(2);
            lab->findChild<QSpinBox *>(QStringLiteral("labSessionTimeout"))->setValue(2000);
            auto *assignor = lab->findChild<QComboBox *>(QStringLiteral("labAssignor"));
            assignor->setCurrentIndex(assignor->findText(QStringLiteral("range")));
            lab->findChild<QPushButton *>(QStringLiteral("labStart"))->click();

            // Two lanes owning 2 + 2 partitions, a generation marker with the assignor, a rebalance
            // row.
            QTRY_VERIFY_WITH_TIMEOUT(owns(view, QStringLiteral("m1")) &&
                                         owns(view, QStringLiteral("m2")) &&
                                         completedBy(view, QStringLiteral("add m1")) &&
                                         view->chart()->generationMarkerCount() >= 1,
                                     60000);
            QCOMPARE(view->chart()->laneLabels(),
                     QStringList({QStringLiteral("m1"), QStringLiteral("m2")}));
            QCOMPARE(view->chart()->timeline().generations.last().assignor,
                     QStringLiteral("range"));
            QVERIFY(view->chart()->stripeCount() >= 4);
            QVERIFY(view->rebalanceModel()->rowCount() >= 1);
            // The legend names every state colour, the marks, and each owned partition's colour.
            const QStringList legend = view->chart()->legendText().split(QLatin1Char('\n'));
            for (const QString &entry :
                 {QStringLiteral("PreparingRebalance"), QStringLiteral("CompletingRebalance"),
                  QStringLiteral("Stable"), QStringLiteral("Empty"), QStringLiteral("Dead")})
                QVERIFY2(legend.contains(entry), qPrintable(legend.join(QLatin1Char('|'))));
            for (int p = 0; p < 4; ++p)
                QVERIFY2(legend.contains(QStringLiteral("%1-%2").arg(topic).arg(p)),
                         qPrintable(legend.join(QLatin1Char('|'))));

            // Add a member: a third lane, a rebalance caused by it in the list.
            auto *members = lab->findChild<QComboBox *>(QStringLiteral("labMember"));
            QTRY_COMPARE_WITH_TIMEOUT(members->count(), 2, 10000);
            lab->findChild<QPushButton *>(QStringLiteral("labAdd"))->click();
            QTRY_VERIFY_WITH_TIMEOUT(owns(view, QStringLiteral("m3")) &&
                                         completedBy(view, QStringLiteral("add m3")),
                                     60000);
            QCOMPARE(view->chart()->laneLabels().size(), 3);
            QTRY_COMPARE_WITH_TIMEOUT(members->count(), 3, 10000);

            // Crash m1: the coordinator times it out; its partitions go to m2 and m3.
            members->setCurrentIndex(members->findText(QStringLiteral("m1")));
            lab->findChild<QPushButton *>(QStringLiteral("labCrash"))->click();
            QTRY_VERIFY_WITH_TIMEOUT(completedBy(view, QStringLiteral("crash m1")) &&
                                         owns(view, QStringLiteral("m2")) &&
                                         owns(view, QStringLiteral("m3")),
                                     60000);
            const Rebalance *crash = completedBy(view, QStringLiteral("crash m1"));
            QVERIFY(!crash->membersAfter.contains(QStringLiteral("m1")));
            QVERIFY(crash->timedOut.contains(QStringLiteral("m1")) ||
                    crash->left.contains(QStringLiteral("m1")));
            QCOMPARE(view->chart()->timeline().lane(QStringLiteral("m1"))->endReason,
                     QStringLiteral("crashed"));
            QVERIFY(view->chart()->generationMarkerCount() >= 3);

            // The list has every rebalance; selecting one shows its interval on the chart.
            RebalanceListModel *model = view->rebalanceModel();
            QCOMPARE(model->rowCount(), int(view->chart()->timeline().rebalances.size()));
            int crashRow = -1;
            for (int r = 0; r < model->rowCount(); ++r)
                if (model->rebalances()[r].causes.contains(QStringLiteral("crash m1")))
                    crashRow = r;
            QVERIFY(crashRow >= 0);
            QVERIFY(model->data(model->index(crashRow, RebalanceListModel::Cause))
                        .toString()
                        .contains(QStringLiteral("crash m1")));
            view->rebalanceList()->selectRow(crashRow);
            QCOMPARE(view->chart()->selectedRebalance(), crashRow);
            QVERIFY(!view->chart()->followLive());
            const double lower = view->chart()->plot()->xAxis->range().lower;
            QVERIFY(lower <= double(crash->startMs) / 1000 &&
                    double(crash->endMs) / 1000 <= view->chart()->plot()->xAxis->range().upper);

            // Hover labels name the member and what it owned.
            const int m2 = int(view->chart()->laneLabels().indexOf(QStringLiteral("m2")));
            const Lane *lane2 = view->chart()->timeline().lane(QStringLiteral("m2"));
            const QString hover = view->chart()->hoverText(lane2->intervals.last().startMs + 1, m2);
            QVERIFY2(hover.startsWith(QStringLiteral("m2")) &&
                         hover.contains(topic + QStringLiteral("-")),
                     qPrintable(hover));

            // Exports.
            QTemporaryDir tmp;
            QVERIFY(view->exportPng(tmp.path() + QStringLiteral("/t.png")));
            QVERIFY(!QImage(tmp.path() + QStringLiteral("/t.png")).isNull());
            QVERIFY(view->exportCsv(tmp.path() + QStringLiteral("/t.csv")));
            QFile csv(tmp.path() + QStringLiteral("/t.csv"));
            QVERIFY(csv.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(csv.readAll());
            QVERIFY(text.startsWith(QStringLiteral("kind,lane,start,end,generation,detail\n")));
            QVERIFY(text.contains(QStringLiteral("\ninterval,m3,")));
            QVERIFY(text.contains(QStringLiteral("\nrebalance,")));
            QVERIFY(text.contains(QStringLiteral("crash m1")));
            lab->findChild<QPushButton *>(QStringLiteral("labStop"))->click();
            QTRY_VERIFY_WITH_TIMEOUT(members->count() == 0, 30000);
        }

        // A new window shows the group's past from __consumer_offsets once it is no longer busy.
        kafscope::app::Window w;
        w.show();
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(w.openView(QStringLiteral("rebalance:") + group));
        auto *view = w.findChild<RebalanceView *>();
        QVERIFY(view->property("kafscopeBusy").toBool());
        QTRY_VERIFY_WITH_TIMEOUT(!view->property("kafscopeBusy").toBool(), 30000);
        QVERIFY2(view->chart()->generationMarkerCount() >= 3, qPrintable(view->statusText()));
        QVERIFY(view->rebalanceModel()->rowCount() >= 3);
        QVERIFY(view->chart()->laneLabels().size() >= 3);
    }

    void screenshotOfAGroupWithRebalances()
    {
        const QString topic = test::makeLabTopic(QStringLiteral("shot-rb"), 2);
        const QString group = test::uniqueName(QStringLiteral("shot-rb"));
        auto lab = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"), QStringLiteral("lab"),
             QStringLiteral("run"), QStringLiteral("--group"), group, QStringLiteral("--topic"),
             topic, QStringLiteral("--assignor"), QStringLiteral("range"),
             QStringLiteral("--session-timeout"), QStringLiteral("2000"),
             QStringLiteral("--script"), QStringLiteral("add 1; wait 1s; add 1")});
        QVERIFY2(lab.exitCode == 0, lab.err.constData());
        QTemporaryDir tmp;
        const QString png = tmp.path() + QStringLiteral("/rebalance.png");
        auto r = test::runProgram("KAFSCOPE_GUI",
                                  {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"),
                                   QStringLiteral("--open"), QStringLiteral("rebalance:") + group,
                                   QStringLiteral("--screenshot"), png},
                                  60000, {QStringLiteral("QT_QPA_PLATFORM=offscreen")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QImage image(png);
        QVERIFY(!image.isNull());
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 5)
            for (int x = 0; x < image.width(); x += 5)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 10, qPrintable(QString::number(colours.size())));
    }
};

KAFSCOPE_TEST_MAIN(TestRebalanceView)
#include "test_rebalance_view.moc"
