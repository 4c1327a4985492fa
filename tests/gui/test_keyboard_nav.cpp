#include "admin/topic_admin.h"
#include "test_main.h"
#include "cluster/cluster_overview_view.h"
#include "gui/application.h"
#include "shell/quick_open.h"
#include "test_cluster.h"
#include "topics/topic_table_model.h"

#include <QAction>
#include <QDockWidget>
#include <QLineEdit>
#include <QListWidget>
#include <QHeaderView>
#include <QSplitter>
#include <QTableView>
#include <QStackedWidget>
#include <QTreeWidget>
#include <QtTest>

using namespace kafscope;
using kafscope::ui::TopicTableModel;
using namespace kafscope::ui;

namespace {

QString currentName(const MainWindow &w)
{
    return w.currentView() ? w.currentView()->objectName() : QString();
}

QuickOpen *openPalette(MainWindow &w)
{
    w.activateWindow(); // the last palette was the active window until it closed
    if (!QTest::qWaitForWindowActive(&w))
        return nullptr;
    QTest::keyClick(&w, Qt::Key_K, Qt::ControlModifier);
    QuickOpen *palette = nullptr;
    QDeadlineTimer deadline(3000);
    while (!((palette = w.findChild<QuickOpen *>()) && palette->isVisible()) &&
           !deadline.hasExpired())
        QTest::qWait(20);
    return palette && palette->isVisible() ? palette : nullptr;
}

} // namespace

class TestKeyboardNav : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void fuzzyMatchPrefersWordStartsAndRuns()
    {
        QCOMPARE(QuickOpen::fuzzyScore(QStringLiteral("xyz"), QStringLiteral("Brokers")), -1);
        QVERIFY(QuickOpen::fuzzyScore(QStringLiteral("brk"), QStringLiteral("Brokers")) > 0);
        // "og" as the start of a word ("Offsets log") beats letters scattered inside words.
        QVERIFY(QuickOpen::fuzzyScore(QStringLiteral("ofl"), QStringLiteral("Offsets log")) >
                QuickOpen::fuzzyScore(QStringLiteral("ofl"), QStringLiteral("profile-cleanup")));
        QVERIFY(
            QuickOpen::fuzzyScore(QStringLiteral("orders"), QStringLiteral("orders")) >
            QuickOpen::fuzzyScore(QStringLiteral("orders"), QStringLiteral("old-orders-archive")));
    }

    // Alt+Left / Alt+Right walk through the views and targets visited, whichever way they were
    // opened.
    void backAndForward()
    {
        kafscope::app::Window w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *back = w.findChild<QAction *>(QStringLiteral("backAction"));
        auto *forward = w.findChild<QAction *>(QStringLiteral("forwardAction"));
        QVERIFY(back && forward);
        QCOMPARE(currentName(w), QStringLiteral("clusterView"));
        QVERIFY(!back->isEnabled());

        QVERIFY(w.openView(QStringLiteral("brokers")));
        QVERIFY(
            w.openView(QStringLiteral("produce:some-topic"))); // a target: opens the produce view
        auto *nav = w.findChild<QTreeWidget *>(QStringLiteral("sidebar"));
        QTreeWidgetItem *groups = nullptr;
        for (QTreeWidgetItemIterator it(nav); *it; ++it)
            if ((*it)->data(0, Qt::UserRole).toString() == QStringLiteral("groups"))
                groups = *it;
        QVERIFY(groups);
        nav->setCurrentItem(groups); // as a click in the navigator does
        QCOMPARE(currentName(w), QStringLiteral("groupsView"));
        QCOMPARE(w.history().entries(),
                 QStringList({QStringLiteral("cluster"), QStringLiteral("brokers"),
                              QStringLiteral("produce:some-topic"), QStringLiteral("groups")}));
        QVERIFY(back->isEnabled());
        QVERIFY(!forward->isEnabled());

        QTest::keyClick(&w, Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(currentName(w), QStringLiteral("produceView"));
        QTest::keyClick(&w, Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(currentName(w), QStringLiteral("brokersView"));
        QVERIFY(forward->isEnabled());
        QTest::keyClick(&w, Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(currentName(w), QStringLiteral("produceView"));
        // Going somewhere new from the middle drops the forward part.
        QVERIFY(w.openView(QStringLiteral("topics")));
        QVERIFY(!forward->isEnabled());
        QCOMPARE(w.history().entries(),
                 QStringList({QStringLiteral("cluster"), QStringLiteral("brokers"),
                              QStringLiteral("produce:some-topic"), QStringLiteral("topics")}));
        back->trigger();
        QCOMPARE(currentName(w), QStringLiteral("produceView"));
    }

    // Ctrl+K, type part of a name, Enter: the view, topic or group opens.
    void quickOpenFindsViewsAndTopics()
    {
        const QString topic = test::uniqueName(QStringLiteral("quickopen-orders"));
        {
            auto admin =
                KafkaClient::create(test::profileFor("kafka1"), QStringLiteral("test-admin"));
            QVERIFY(admin);
            auto s = createTopic(*admin.value(), {topic, 1, 1, {}});
            QVERIFY2(s, qPrintable(s ? QString() : s.error().message()));
        }
        // A group exists once offsets are committed for it. A fresh broker may still be loading its
        // group coordinator: ask again for a while.
        const QString group = test::uniqueName(QStringLiteral("quickopen-billing"));
        test::ProcessResult reset;
        for (int attempt = 0; attempt < 30; ++attempt) {
            reset = test::runProgram("KAFSCOPE_CLI",
                                     {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"),
                                      QStringLiteral("groups"), QStringLiteral("reset"), group,
                                      QStringLiteral("--topic"), topic, QStringLiteral("--to"),
                                      QStringLiteral("earliest"), QStringLiteral("--yes")});
            if (reset.exitCode == 0 || !reset.err.contains("load in progress"))
                break;
            QTest::qWait(1000);
        }
        QVERIFY2(reset.exitCode == 0, reset.err.constData());
        kafscope::app::Window w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(answered.wait(20000));

        QuickOpen *palette = openPalette(w);
        QVERIFY(palette);
        QTest::keyClicks(palette->filterEdit(), QStringLiteral("o"));
        // Down and Up move through the results while the cursor stays in the filter.
        QVERIFY(palette->results()->count() > 2);
        QCOMPARE(palette->results()->currentRow(), 0);
        QTest::keyClick(palette->filterEdit(), Qt::Key_Down);
        QTest::keyClick(palette->filterEdit(), Qt::Key_Down);
        QCOMPARE(palette->results()->currentRow(), 2);
        QTest::keyClick(palette->filterEdit(), Qt::Key_Up);
        QCOMPARE(palette->results()->currentRow(), 1);
        QCOMPARE(palette->focusWidget(), palette->filterEdit());
        QTest::keyClicks(palette->filterEdit(), QStringLiteral("fflog"));
        QCOMPARE(palette->shownTargets().value(0), QStringLiteral("offsets"));
        QTest::keyClick(palette->filterEdit(), Qt::Key_Return);
        QCOMPARE(currentName(w), QStringLiteral("offsetsView"));
        QTRY_VERIFY(!w.findChild<QuickOpen *>());

        // The topic made for this test, typed in part.
        palette = openPalette(w);
        QVERIFY(palette);
        QTest::keyClicks(palette->filterEdit(), topic.right(12));
        QTRY_VERIFY(palette->shownTargets().contains(QStringLiteral("topic:") + topic));
        QCOMPARE(palette->shownTargets().value(0), QStringLiteral("topic:") + topic);
        QTest::keyClick(palette->filterEdit(), Qt::Key_Return);
        QCOMPARE(currentName(w), QStringLiteral("topicsView"));
        QCOMPARE(w.history().current(), QStringLiteral("topic:") + topic);
        QTRY_VERIFY(!w.findChild<QuickOpen *>());

        // The group, listed once the cluster answers (after the palette opened).
        palette = openPalette(w);
        QVERIFY(palette);
        QTest::keyClicks(palette->filterEdit(), group.right(14));
        QTRY_VERIFY_WITH_TIMEOUT(
            palette->shownTargets().value(0) == QStringLiteral("group:") + group, 15000);
        QTest::keyClick(palette->filterEdit(), Qt::Key_Return);
        QCOMPARE(currentName(w), QStringLiteral("groupsView"));
        QCOMPARE(w.history().current(), QStringLiteral("group:") + group);
        QTRY_VERIFY(!w.findChild<QuickOpen *>());

        // Nothing matches: Enter does nothing, Escape closes.
        palette = openPalette(w);
        QVERIFY(palette);
        QTest::keyClicks(palette->filterEdit(), QStringLiteral("zzzzqqq"));
        QVERIFY(palette->shownTargets().isEmpty());
        QTest::keyClick(palette->filterEdit(), Qt::Key_Return);
        QCOMPARE(currentName(w), QStringLiteral("groupsView"));
        QTest::keyClick(palette->filterEdit(), Qt::Key_Escape);
        QTRY_VERIFY(!w.findChild<QuickOpen *>());
    }

    // Size, splitters and the last view come back for the same cluster, not for another one.
    void layoutIsRememberedPerCluster()
    {
        ConnectionProfile first;
        first.name = QStringLiteral("remembered");
        first.bootstrap = QStringLiteral("127.0.0.1:1");
        first.timeoutMs = 1000;
        QList<int> sizes;
        {
            kafscope::app::Window w;
            w.setRestoreState(true);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.connectTo(first);
            // The cluster's name heads the navigator.
            QCOMPARE(w.findChild<QDockWidget *>(QStringLiteral("navigatorDock"))->windowTitle(),
                     QStringLiteral("remembered"));
            w.resize(1100, 700);
            QVERIFY(w.openView(QStringLiteral("groups")));
            auto *split = w.currentView()->findChild<QSplitter *>();
            QVERIFY(split);
            const int total = split->sizes().value(0) + split->sizes().value(1);
            split->setSizes({total / 4, total - total / 4});
            sizes = split->sizes();
            // A column a person can drag (the groups table sizes its columns to their contents,
            // which the next answer would redo): the topic list's retention.
            auto *table = w.findChild<QTableView *>(QStringLiteral("topicTable"));
            QVERIFY(table);
            QCOMPARE(table->horizontalHeader()->sectionResizeMode(TopicTableModel::Retention),
                     QHeaderView::Interactive);
            table->horizontalHeader()->resizeSection(TopicTableModel::Retention, 333);
            QVERIFY(w.close());
        }
        kafscope::app::Window again;
        again.setRestoreState(true);
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCOMPARE(currentName(again), QStringLiteral("clusterView"));
        again.connectTo(first);
        QCOMPARE(currentName(again), QStringLiteral("groupsView"));
        QTRY_COMPARE(again.size(), QSize(1100, 700));
        QTRY_COMPARE(again.currentView()->findChild<QSplitter *>()->sizes(), sizes);
        auto *table = again.findChild<QTableView *>(QStringLiteral("topicTable"));
        QCOMPARE(table->horizontalHeader()->sectionSize(TopicTableModel::Retention), 333);

        ConnectionProfile other = first;
        other.name = QStringLiteral("another cluster");
        kafscope::app::Window third;
        third.setRestoreState(true);
        third.show();
        QVERIFY(QTest::qWaitForWindowExposed(&third));
        third.connectTo(other);
        QCOMPARE(currentName(third), QStringLiteral("clusterView"));
        QCOMPARE(third.size(), QSize(1280, 800));
    }

    // Ctrl+F puts the cursor in the shown view's filter; F5 asks the cluster again.
    void findAndRefreshKeys()
    {
        kafscope::app::Window w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(answered.wait(20000));
        QVERIFY(w.openView(QStringLiteral("groups")));
        QTest::keyClick(&w, Qt::Key_F, Qt::ControlModifier);
        auto *filter = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY(filter);
        QCOMPARE(filter->objectName(), QStringLiteral("groupFilter"));
        QVERIFY(w.openView(QStringLiteral("topics")));
        QTest::keyClick(&w, Qt::Key_F, Qt::ControlModifier);
        filter = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY(filter);
        QCOMPARE(filter->objectName(), QStringLiteral("topicFilter"));

        QVERIFY(w.openView(QStringLiteral("cluster")));
        QTest::qWait(1100); // the overview's "updated" time has a one-second resolution
        const QString before = w.overview()->valueText(QStringLiteral("updated"));
        QTest::keyClick(&w, Qt::Key_F5);
        QTRY_VERIFY_WITH_TIMEOUT(w.overview()->valueText(QStringLiteral("updated")) != before,
                                 15000);
    }
};

KAFSCOPE_TEST_MAIN(TestKeyboardNav)
#include "test_keyboard_nav.moc"
