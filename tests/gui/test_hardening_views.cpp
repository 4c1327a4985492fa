// Hardening issue, GUI items: every view that can write shows a read-only connection and keeps its
// write actions off (item 18); internal topics are warned about and need an override (item 7); the
// first error about an unreachable cluster arrives within the connection's timeout (item 10).
#include "admin/topic_admin.h"
#include "test_main.h"
#include "admin/write_guard.h"
#include "cluster/cluster_session.h"
#include "groups/group_detail_view.h"
#include "harness/harness_view.h"
#include "produce/load_panel.h"
#include "produce/produce_view.h"
#include "rebalance/lab_panel.h"
#include "rebalance/rebalance_view.h"
#include "gui/application.h"
#include "test_cluster.h"
#include "common/admin_dialog.h"
#include "topics/topic_detail_view.h"
#include "topics/topic_dialogs.h"
#include "topics/topic_list_view.h"

#include <QCheckBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

namespace {

QPushButton *button(QWidget *root, const char *name)
{
    auto *b = root->findChild<QPushButton *>(QLatin1String(name));
    if (!b)
        qFatal("no button %s", name);
    return b;
}

// The view's banner says the connection is read-only (shown while the view is), or is hidden.
bool bannerShown(QWidget *view)
{
    auto *banner = view->findChild<QLabel *>(QStringLiteral("readOnlyBanner"));
    if (!banner)
        qFatal("no read-only banner in %s", view->metaObject()->className());
    return banner->isVisibleTo(view) &&
           banner->text().contains(QStringLiteral("Read-only connection"));
}

} // namespace

class TestHardeningViews : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void readOnlyConnectionTurnsEveryWriteOff()
    {
        ConnectionProfile p = test::profileFor("kafka1");
        p.readOnly = true;
        kafscope::app::Window w;
        w.show();
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(p);
        QVERIFY(answered.wait(20000));
        QTRY_VERIFY(w.statusText().endsWith(QStringLiteral("· read-only")));

        QVERIFY(w.openView(QStringLiteral("produce:read-only-target")));
        auto *produce = w.findChild<ProduceView *>();
        QVERIFY(bannerShown(produce));
        QPushButton *send = button(produce, "send");
        QVERIFY(!send->isEnabled());
        // The view's own logic turning Send on again (e.g. after a send) is overruled.
        send->setEnabled(true);
        QVERIFY(!send->isEnabled());
        QVERIFY(!produce->findChild<LoadPanel *>()->startButton()->isEnabled());

        QVERIFY(w.openView(QStringLiteral("topics")));
        auto *list = w.findChild<TopicListView *>();
        QVERIFY(bannerShown(list));
        QVERIFY(!button(list, "createTopic")->isEnabled());
        QVERIFY(!button(list, "deleteTopic")->isEnabled());

        QVERIFY(w.openView(QStringLiteral("topic:__consumer_offsets")));
        auto *detail = w.findChild<TopicDetailView *>();
        QVERIFY(bannerShown(detail));
        for (const char *b : {"editConfig", "addPartitions", "deleteRecords", "deleteTopic"})
            QVERIFY2(!button(detail, b)->isEnabled(), b);
        QVERIFY(button(detail, "refreshTopic")->isEnabled()); // reading stays possible

        auto *group = w.findChild<GroupDetailView *>();
        QVERIFY(group);
        QVERIFY(bannerShown(group));
        QVERIFY(!button(group, "resetOffsets")->isEnabled());

        auto *lab = w.findChild<LabPanel *>();
        QVERIFY(lab);
        QVERIFY(bannerShown(lab));
        QVERIFY(!button(lab, "labStart")->isEnabled());
        QVERIFY(!button(lab, "labAdd")->isEnabled());

        auto *harness = w.findChild<HarnessView *>();
        QVERIFY(harness);
        QVERIFY(bannerShown(harness));
        QVERIFY(!button(harness, "runHarness")->isEnabled());
        QVERIFY(!button(harness, "runAllStrategies")->isEnabled());

        // A writable connection gives the actions back and hides the banners.
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(!bannerShown(produce));
        QVERIFY(!bannerShown(list));
        QVERIFY(!bannerShown(harness));
        QVERIFY(button(list, "createTopic")->isEnabled());
        QVERIFY(button(harness, "runHarness")->isEnabled());
    }

    void internalTopicDialogsNeedTheOverride()
    {
        ClusterSession session(test::profileFor("kafka1"));
        QWidget parent;
        AdminDialog *d = deleteRecordsDialog(&session, QStringLiteral("__consumer_offsets"), 0,
                                             Watermark{0, 0}, &parent);
        auto *warning = d->findChild<QLabel *>(QStringLiteral("internalWarning"));
        QVERIFY(warning);
        QVERIFY(warning->text().contains(QStringLiteral("internal Kafka topic")));
        auto *override = d->findChild<QCheckBox *>(QStringLiteral("internalOverride"));
        QVERIFY(override);
        d->findChild<QLineEdit *>(QStringLiteral("confirmation"))
            ->setText(QStringLiteral("__consumer_offsets"));
        QVERIFY(!d->actionButton()->isEnabled()); // the typed name alone is not enough
        QCOMPARE(d->topicConfirmation(), QString());
        override->setChecked(true);
        QVERIFY(d->actionButton()->isEnabled());
        QCOMPARE(d->topicConfirmation(),
                 WriteGuard::internalOverrideFor(QStringLiteral("__consumer_offsets")));
        delete d;

        AdminDialog *plain =
            deleteRecordsDialog(&session, QStringLiteral("orders"), 0, Watermark{0, 0}, &parent);
        QVERIFY(!plain->findChild<QCheckBox *>(QStringLiteral("internalOverride")));
        plain->findChild<QLineEdit *>(QStringLiteral("confirmation"))
            ->setText(QStringLiteral("orders"));
        QVERIFY(plain->actionButton()->isEnabled());
        QCOMPARE(plain->topicConfirmation(), QStringLiteral("orders"));
        delete plain;

        AdminDialog *create = createTopicDialog(&session, {}, 1, &parent);
        QTest::keyClicks(create->findChild<QLineEdit *>(QStringLiteral("name")),
                         QStringLiteral("__my_internal"));
        QVERIFY(!create->actionButton()->isEnabled());
        QVERIFY2(create->errorText().contains(QStringLiteral("--allow-internal")),
                 qPrintable(create->errorText()));
        delete create;

        // The topic detail view warns about an internal topic.
        kafscope::app::Window w;
        w.show();
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(answered.wait(20000));
        QVERIFY(w.openView(QStringLiteral("topic:__consumer_offsets")));
        auto *detail = w.findChild<TopicDetailView *>();
        QTRY_VERIFY(detail->findChild<QLabel *>(QStringLiteral("internalWarning"))->isVisible());
        QVERIFY(w.openView(QStringLiteral("topic:orders-not-internal")));
        QVERIFY(!detail->findChild<QLabel *>(QStringLiteral("internalWarning"))->isVisible());
    }

    void firstErrorArrivesWithinTheTimeout()
    {
        // The topics view asks first; its failure must reach the status bar, not wait behind the
        // overview's own request.
        kafscope::app::Window w;
        w.show();
        QVERIFY(w.openView(QStringLiteral("topics")));
        ConnectionProfile p;
        p.bootstrap = QStringLiteral("127.0.0.1:1");
        p.timeoutMs = 3000;
        QElapsedTimer t;
        t.start();
        w.connectTo(p);
        auto *led = w.findChild<QLabel *>(QStringLiteral("statusLed"));
        QTRY_VERIFY_WITH_TIMEOUT(led->property("state").toString() == QStringLiteral("Unreachable"),
                                 15000);
        QVERIFY2(t.elapsed() < p.timeoutMs + 2000,
                 qPrintable(QStringLiteral("first error after %1 ms").arg(t.elapsed())));
        QVERIFY(w.statusText().contains(QStringLiteral("Cannot reach 127.0.0.1:1")));
    }
    void wrongProtocolIsNamedInTheStatusBar()
    {
        kafscope::app::Window w;
        w.show();
        ConnectionProfile p = test::profileFor("kafka1");
        p.timeoutMs = 3000;
        p.properties = {{QStringLiteral("security.protocol"), QStringLiteral("SASL_PLAINTEXT")},
                        {QStringLiteral("sasl.mechanisms"), QStringLiteral("PLAIN")},
                        {QStringLiteral("sasl.username"), QStringLiteral("u")},
                        {QStringLiteral("sasl.password"), QStringLiteral("pw-not-shown")}};
        w.connectTo(p);
        auto *led = w.findChild<QLabel *>(QStringLiteral("statusLed"));
        QTRY_VERIFY_WITH_TIMEOUT(led->property("state").toString() == QStringLiteral("Unreachable"),
                                 15000);
        QVERIFY2(w.statusText().contains(QStringLiteral("does not speak SASL")),
                 qPrintable(w.statusText()));
        QVERIFY(!w.statusText().contains(QStringLiteral("pw-not-shown")));
    }
};

KAFSCOPE_TEST_MAIN(TestHardeningViews)
#include "test_hardening_views.moc"
