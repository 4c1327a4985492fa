// Issue 35 in the GUI: the rebalance lab runs the user's own consumer (the sarama example of
// examples/lab-consumers) from the panel at 1280x800, draws its members on the live timeline
// (their lanes are the lab's labels, matched by the client id that carries {instance}), crashes
// one, and judges what happened in the verdict table.
#include "../integration/lab_test_util.h"
#include "test_main.h"
#include "rebalance/lab_panel.h"
#include "rebalance/rebalance_view.h"
#include "rebalance/timeline_chart.h"
#include "gui/application.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>

using namespace kafscope;
using namespace kafscope::rebalance;
using namespace kafscope::ui;

class TestRebalanceLabExternal : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void yourConsumerFromThePanel()
    {
        const QString consumer =
            qEnvironmentVariable("KAFSCOPE_LAB_CONSUMERS") + QStringLiteral("/lab-consumer-sarama");
        QVERIFY2(QFileInfo(consumer).isExecutable(), qPrintable(consumer));
        const QString topic = test::makeLabTopic(QStringLiteral("gui-ext"), 4);
        const QString group = test::uniqueName(QStringLiteral("gui-ext"));
        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(answered.wait(20000));
        QVERIFY(w.openView(QStringLiteral("rebalance:") + group));
        auto *view = w.findChild<RebalanceView *>();
        QVERIFY(view);
        QTRY_VERIFY_WITH_TIMEOUT(!view->property("kafscopeBusy").toBool(), 30000);

        LabPanel *lab = view->labPanel();
        lab->setExpanded(true);
        auto *kind = lab->findChild<QComboBox *>(QStringLiteral("labKind"));
        auto *command = lab->findChild<QLineEdit *>(QStringLiteral("labCommand"));
        auto *assignor = lab->findChild<QComboBox *>(QStringLiteral("labAssignor"));
        QVERIFY(kind && command && assignor);
        QVERIFY(!command->isVisible());
        kind->setCurrentIndex(kind->findData(QStringLiteral("external")));
        // Your consumer picks its own assignor: only the command and what the lab owns show.
        QVERIFY(command->isVisible());
        QVERIFY(!assignor->isVisible());
        // No command: a clear message, nothing started.
        lab->findChild<QLineEdit *>(QStringLiteral("labTopics"))->setText(topic);
        lab->findChild<QPushButton *>(QStringLiteral("labStart"))->click();
        auto *status = lab->findChild<QLabel *>(QStringLiteral("labStatus"));
        QTRY_VERIFY(status->text().contains(QLatin1String("command line")));
        command->setText(consumer + QStringLiteral(" --bootstrap {bootstrap} --group {group} "
                                                   "--topics {topics} --instance {instance} "
                                                   "--session-timeout 6000"));
        lab->findChild<QSpinBox *>(QStringLiteral("labMembers"))->setValue(2);
        lab->findChild<QPushButton *>(QStringLiteral("labStart"))->click();

        const auto owned = [&](const QString &label) -> size_t {
            const Lane *l = view->chart()->timeline().lane(label);
            return l && l->endMs < 0 && !l->intervals.isEmpty()
                       ? l->intervals.last().partitions.size()
                       : 0;
        };
        QTRY_VERIFY_WITH_TIMEOUT(
            owned(QStringLiteral("m1")) == 2 && owned(QStringLiteral("m2")) == 2, 60000);
        QTest::qWait(2000); // records flow

        auto *member = lab->findChild<QComboBox *>(QStringLiteral("labMember"));
        QTRY_VERIFY(member->findText(QStringLiteral("m1")) >= 0);
        member->setCurrentIndex(member->findText(QStringLiteral("m1")));
        lab->findChild<QPushButton *>(QStringLiteral("labCrash"))->click();
        // m1's session runs out; m2 takes every partition.
        QTRY_VERIFY_WITH_TIMEOUT(owned(QStringLiteral("m2")) == 4, 60000);
        QTest::qWait(2000);

        auto *judge = lab->findChild<QPushButton *>(QStringLiteral("labJudge"));
        QTRY_VERIFY(judge->isEnabled());
        judge->click();
        auto *table = lab->findChild<QTableWidget *>(QStringLiteral("labVerdict"));
        QTRY_VERIFY_WITH_TIMEOUT(table->isVisible() && table->rowCount() == 2, 20000);
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("add 2"));
        QCOMPARE(table->item(1, 0)->text(), QStringLiteral("crash m1"));
        // The crash cost m1's partitions about its session: seconds, not milliseconds.
        const QString recovered = table->item(1, 3)->text();
        QVERIFY2(recovered.endsWith(QLatin1String(" s")) &&
                     recovered.section(QLatin1Char(' '), 0, 0).toDouble() >= 3.0,
                 qPrintable(recovered));
        auto *verdict = lab->findChild<QLabel *>(QStringLiteral("labVerdictText"));
        QVERIFY(verdict->isVisible());
        QVERIFY2(verdict->text().contains(QLatin1String("0 lost")), qPrintable(verdict->text()));

        // One run judged: no comparison yet.
        auto *runs = lab->findChild<QTableWidget *>(QStringLiteral("labRuns"));
        QVERIFY(runs && !runs->isVisible() && runs->rowCount() == 1);

        const QString png = qEnvironmentVariable("KAFSCOPE_LABEXT_PNG");
        if (!png.isEmpty())
            QVERIFY(w.grab().save(png));
        // A second run with another client in the same group, judged: the two side by side.
        lab->findChild<QPushButton *>(QStringLiteral("labStop"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(status->text().startsWith(QLatin1String("stop")), 30000);
        command->setText(qEnvironmentVariable("KAFSCOPE_LAB_CONSUMERS") +
                         QStringLiteral("/lab-consumer-kafka-go --bootstrap {bootstrap} --group "
                                        "{group} --topics {topics} --instance {instance}"));
        lab->findChild<QPushButton *>(QStringLiteral("labStart"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(judge->isEnabled(), 30000);
        QTest::qWait(8000);
        judge->click();
        QTRY_VERIFY_WITH_TIMEOUT(runs->isVisible() && runs->rowCount() == 2, 20000);
        QCOMPARE(runs->item(0, 0)->text(), QStringLiteral("lab-consumer-sarama, classic"));
        QCOMPARE(runs->item(1, 0)->text(), QStringLiteral("lab-consumer-kafka-go, classic"));
        QCOMPARE(runs->item(0, 1)->text(), QStringLiteral("pass"));
        QVERIFY(!runs->item(1, 1)->text().isEmpty());
        const QString png2 = qEnvironmentVariable("KAFSCOPE_LABEXT_COMPARE_PNG");
        if (!png2.isEmpty())
            QVERIFY(w.grab().save(png2));
        lab->findChild<QPushButton *>(QStringLiteral("labStop"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(!view->property("kafscopeBusy").toBool(), 30000);
    }
};

KAFSCOPE_TEST_MAIN(TestRebalanceLabExternal)
#include "test_rebalance_lab_external.moc"
