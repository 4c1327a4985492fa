// The rebalance lab in the GUI with the KIP-848 protocol: the protocol selector offers the broker's
// assignors and turns the (broker-owned) session timeout off; two librdkafka members under
// group.protocol=consumer share the partitions, and their lanes carry member epochs from the
// records.
#include "../integration/lab_test_util.h"
#include "test_main.h"
#include "rebalance/lab_panel.h"
#include "rebalance/rebalance_view.h"
#include "rebalance/timeline_chart.h"
#include "gui/application.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>

using namespace kafscope;
using namespace kafscope::rebalance;
using namespace kafscope::ui;

class TestRebalanceLabKip848 : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void consumerProtocolLab()
    {
        const QString topic = test::makeLabTopic(QStringLiteral("gui-848"), 4);
        const QString group = test::uniqueName(QStringLiteral("gui-848"));
        kafscope::app::Window w;
        w.resize(1400, 900);
        w.show();
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(answered.wait(20000));
        QVERIFY(w.openView(QStringLiteral("rebalance:") + group));
        auto *view = w.findChild<RebalanceView *>();
        QVERIFY(view);
        QTRY_VERIFY_WITH_TIMEOUT(!view->property("kafscopeBusy").toBool(), 30000);

        LabPanel *lab = view->labPanel();
        auto *protocol = lab->findChild<QComboBox *>(QStringLiteral("labProtocol"));
        auto *assignor = lab->findChild<QComboBox *>(QStringLiteral("labAssignor"));
        auto *session = lab->findChild<QSpinBox *>(QStringLiteral("labSessionTimeout"));
        QVERIFY(protocol && assignor && session);
        QVERIFY(session->isEnabled());
        QVERIFY(assignor->findText(QStringLiteral("cooperative-sticky")) >= 0);
        protocol->setCurrentIndex(protocol->findData(QStringLiteral("consumer")));
        // The broker's assignors only, and no client-side session timeout.
        QStringList offered;
        for (int i = 0; i < assignor->count(); ++i)
            offered << assignor->itemText(i);
        QCOMPARE(offered, labAssignors(QStringLiteral("consumer")));
        QVERIFY(!session->isEnabled());
        assignor->setCurrentIndex(assignor->findText(QStringLiteral("uniform")));

        lab->findChild<QLineEdit *>(QStringLiteral("labTopics"))->setText(topic);
        lab->findChild<QSpinBox *>(QStringLiteral("labMembers"))->setValue(2);
        lab->findChild<QPushButton *>(QStringLiteral("labStart"))->click();

        // Both members own two partitions; the record-side member epochs reach their lanes.
        const auto owned = [&](const QString &label) -> size_t {
            const Lane *l = view->chart()->timeline().lane(label);
            return l && l->endMs < 0 && !l->intervals.isEmpty()
                       ? l->intervals.last().partitions.size()
                       : 0;
        };
        QTRY_VERIFY_WITH_TIMEOUT(
            owned(QStringLiteral("m1")) == 2 && owned(QStringLiteral("m2")) == 2, 90000);
        QTRY_VERIFY_WITH_TIMEOUT(
            view->chart()->timeline().lane(QStringLiteral("m1"))->memberEpoch >= 1 &&
                view->chart()->timeline().lane(QStringLiteral("m2"))->memberEpoch >= 1,
            30000);
        const Lane *m2 = view->chart()->timeline().lane(QStringLiteral("m2"));
        const QString hover = view->chart()->hoverText(
            m2->intervals.last().startMs + 1,
            int(view->chart()->laneLabels().indexOf(QStringLiteral("m2"))));
        QVERIFY2(hover.contains(QStringLiteral("member epoch")), qPrintable(hover));
        // Each lane labels the member epochs its records gave ("eN"), and hover says what it got.
        QVERIFY(!m2->epochs.isEmpty() && m2->epochs.last().second == m2->memberEpoch);
        QTRY_VERIFY_WITH_TIMEOUT(view->chart()->epochLabelCount() >= 2, 10000);
        QVERIFY2(hover.contains(QStringLiteral("got ")) ||
                     hover.contains(QStringLiteral("gave up ")),
                 qPrintable(hover));
        QCOMPARE(view->chart()->timeline().generations.last().assignor.isEmpty() ||
                     view->chart()->timeline().generations.last().assignor ==
                         QLatin1String("uniform"),
                 true);

        const QString png = qEnvironmentVariable("KAFSCOPE_LAB848_PNG");
        if (!png.isEmpty())
            QVERIFY(w.grab().save(png));
        lab->findChild<QPushButton *>(QStringLiteral("labStop"))->click();
        QTRY_VERIFY_WITH_TIMEOUT(!view->property("kafscopeBusy").toBool(), 30000);
    }
};

KAFSCOPE_TEST_MAIN(TestRebalanceLabKip848)
#include "test_rebalance_lab_kip848.moc"
