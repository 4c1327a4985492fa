// The ACLs and SCRAM users views against the kafka1secure fixture (StandardAuthorizer), as the
// admin super user, read-only, and as a user without rights on the cluster.
#include "browse/message_browser_view.h"
#include "test_main.h"
#include "cluster/cluster_overview_view.h"
#include "harness/harness_config_panel.h"
#include "harness/harness_view.h"
#include "offsets/offsets_view.h"
#include "produce/produce_view.h"
#include "rebalance/rebalance_view.h"
#include "groups/group_detail_view.h"
#include "groups/groups_view.h"
#include "security/acls_view.h"
#include "security/users_view.h"
#include "gui/application.h"
#include "test_cluster.h"
#include "common/admin_dialog.h"
#include "topics/topic_detail_view.h"
#include "topics/topic_list_view.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTreeWidget>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

namespace {

QString readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return QString::fromLatin1(f.readAll()).trimmed();
}

void setCombo(QComboBox *c, const QString &data)
{
    c->setCurrentIndex(c->findData(data));
}

} // namespace

class TestSecurityViews : public QObject {
    Q_OBJECT
    QString m_dir, m_bootstrap;

    ConnectionProfile profile(const QString &user, const QString &mechanism,
                              bool readOnly = false) const
    {
        ConnectionProfile p;
        p.bootstrap = m_bootstrap;
        p.timeoutMs = 10000;
        p.readOnly = readOnly;
        p.properties = {
            {QStringLiteral("security.protocol"), QStringLiteral("SASL_PLAINTEXT")},
            {QStringLiteral("sasl.mechanisms"), mechanism},
            {QStringLiteral("sasl.username"), user},
            {QStringLiteral("sasl.password"),
             readFile(m_dir + QStringLiteral("/sasl/") + user + QStringLiteral(".password"))}};
        return p;
    }

    template <typename View>
    View *open(MainWindow &w, const QString &target, const ConnectionProfile &p)
    {
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(p);
        if (!answered.wait(20000))
            return nullptr;
        auto *view = w.findChild<View *>();
        QSignalSpy loaded(view, &View::loaded);
        if (!w.openView(target) || !loaded.wait(20000))
            return nullptr;
        return view;
    }

    AdminDialog *dialogOf(QWidget *view)
    {
        for (int i = 0; i < 50; ++i) {
            if (auto *d = view->findChild<AdminDialog *>())
                return d;
            QTest::qWait(100);
        }
        qFatal("no dialog opened");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_dir = test::clusterDir("kafka1secure");
        const test::ProcessResult r = test::runProgram(
            "KAFSCOPE_CLI", {QStringLiteral("local"), QStringLiteral("status"),
                             QStringLiteral("--dir"), m_dir, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        for (const QJsonValue &l :
             QJsonDocument::fromJson(r.out).object().value(QStringLiteral("listeners")).toArray())
            if (l[QStringLiteral("name")].toString() == QLatin1String("SASL_PLAINTEXT"))
                m_bootstrap = l[QStringLiteral("bootstrap")].toString();
        QVERIFY(!m_bootstrap.isEmpty());
    }

    void createAskAndDeleteAnAcl()
    {
        kafscope::app::Window w;
        w.resize(1400, 900);
        w.show();
        auto *view =
            open<AclsView>(w, QStringLiteral("acls"),
                           profile(QStringLiteral("admin"), QStringLiteral("SCRAM-SHA-512")));
        QVERIFY(view);
        // An authorizer enforces these ACLs: no "no authorizer" notice.
        QVERIFY(!view->noAuthorizer());
        QVERIFY2(view->noticeText().isEmpty(), qPrintable(view->noticeText()));
        // A super user sees everything, and the overview says so.
        auto *overview = w.findChild<ClusterOverviewView *>();
        QTRY_COMPARE_WITH_TIMEOUT(overview->valueText(QStringLiteral("access")),
                                  QStringLiteral("Everything (a super user, or no authorizer)"),
                                  20000);
        const QString principal =
            QStringLiteral("User:") + test::uniqueName(QStringLiteral("gui-acl"));

        // Create: the form shows the kafka-acls command and refuses a bad principal.
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("aclCreate")),
                          Qt::LeftButton);
        AdminDialog *d = dialogOf(view);
        QVERIFY(d);
        auto *p = d->findChild<QLineEdit *>(QStringLiteral("createPrincipal"));
        p->setText(QStringLiteral("alice"));
        d->findChild<QLineEdit *>(QStringLiteral("createResource"))
            ->setText(QStringLiteral("orders"));
        QVERIFY(!d->actionButton()->isEnabled());
        QVERIFY2(d->errorText().contains(QStringLiteral("User:alice")), qPrintable(d->errorText()));
        p->setText(principal);
        setCombo(d->findChild<QComboBox *>(QStringLiteral("createOperation")),
                 QStringLiteral("write"));
        QVERIFY(d->actionButton()->isEnabled());
        QVERIFY(d->findChild<QPlainTextEdit *>(QStringLiteral("kafkaAclsCommand"))
                    ->toPlainText()
                    .contains(QStringLiteral("--operation Write --topic orders")));
        QSignalSpy reloaded(view, &AclsView::loaded);
        QTest::mouseClick(d->actionButton(), Qt::LeftButton);
        QVERIFY(reloaded.wait(20000));
        QTRY_VERIFY_WITH_TIMEOUT(view->findChild<AdminDialog *>() == nullptr, 5000);

        // Filter to the principal: one group with the binding.
        view->findChild<QLineEdit *>(QStringLiteral("aclPrincipalFilter"))->setText(principal);
        QCOMPARE(view->shown().size(), 1);
        auto *tree = view->findChild<QTreeWidget *>(QStringLiteral("aclTree"));
        QCOMPARE(tree->topLevelItemCount(), 1);
        QCOMPARE(tree->topLevelItem(0)->child(0)->text(2), QStringLiteral("write"));
        // The pattern and host filters narrow it too.
        setCombo(view->findChild<QComboBox *>(QStringLiteral("aclPatternFilter")),
                 QStringLiteral("prefixed"));
        QCOMPARE(view->shown().size(), 0);
        setCombo(view->findChild<QComboBox *>(QStringLiteral("aclPatternFilter")),
                 QStringLiteral("literal"));
        QCOMPARE(view->shown().size(), 1);
        view->findChild<QLineEdit *>(QStringLiteral("aclHostFilter"))
            ->setText(QStringLiteral("10.0.0.7"));
        QCOMPARE(view->shown().size(), 0);
        view->findChild<QLineEdit *>(QStringLiteral("aclHostFilter"))->setText(QStringLiteral("*"));
        QCOMPARE(view->shown().size(), 1);

        // What may it do on topic orders: write and (implied) describe, not read.
        view->findChild<QLineEdit *>(QStringLiteral("askPrincipal"))->setText(principal);
        view->findChild<QLineEdit *>(QStringLiteral("askResource"))
            ->setText(QStringLiteral("orders"));
        const QStringList answer = view->accessAnswer();
        QVERIFY2(
            answer.contains(
                QStringLiteral("write: allowed (%1 allow write on topic orders)").arg(principal)),
            qPrintable(answer.join('\n')));
        QVERIFY(answer.filter(QStringLiteral("describe: allowed")).size() == 1);
        QVERIFY(answer.filter(QStringLiteral("read: denied")).size() == 1);

        // Delete what is shown: preview, typed confirmation.
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("aclDelete")),
                          Qt::LeftButton);
        d = dialogOf(view);
        QVERIFY(d->findChild<QPlainTextEdit *>(QStringLiteral("deletePreview"))
                    ->toPlainText()
                    .contains(principal));
        QVERIFY(!d->actionButton()->isEnabled());
        d->findChild<QLineEdit *>(QStringLiteral("confirmation"))
            ->setText(QStringLiteral("delete 1"));
        QVERIFY(d->actionButton()->isEnabled());
        QSignalSpy again(view, &AclsView::loaded);
        QTest::mouseClick(d->actionButton(), Qt::LeftButton);
        QVERIFY(again.wait(20000));
        QCOMPARE(view->shown().size(), 0);
        w.grab().save(QDir::temp().filePath(QStringLiteral("kafscope-acls-view.png")));
    }

    void addAndDeleteAUser()
    {
        kafscope::app::Window w;
        w.resize(1400, 900);
        w.show();
        auto *view =
            open<UsersView>(w, QStringLiteral("users"),
                            profile(QStringLiteral("admin"), QStringLiteral("SCRAM-SHA-512")));
        QVERIFY(view);
        QVERIFY(std::any_of(view->users().begin(), view->users().end(),
                            [](const ScramUser &u) { return u.user == QLatin1String("alice"); }));
        // The SASL_PLAINTEXT listener takes SCRAM: adding a user works, so no notice.
        QVERIFY2(view->noticeText().isEmpty(), qPrintable(view->noticeText()));
        const QString user = test::uniqueName(QStringLiteral("gui-user"));
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("userAdd")),
                          Qt::LeftButton);
        AdminDialog *d = dialogOf(view);
        d->findChild<QLineEdit *>(QStringLiteral("userName"))->setText(user);
        auto *pw = d->findChild<QLineEdit *>(QStringLiteral("userPassword"));
        QCOMPARE(pw->echoMode(), QLineEdit::Password);
        pw->setText(QStringLiteral("s3cret-gui"));
        d->findChild<QLineEdit *>(QStringLiteral("userPasswordAgain"))
            ->setText(QStringLiteral("s3cret-gu"));
        QVERIFY(!d->actionButton()->isEnabled());
        QVERIFY(d->errorText().contains(QStringLiteral("differ")));
        d->findChild<QLineEdit *>(QStringLiteral("userPasswordAgain"))
            ->setText(QStringLiteral("s3cret-gui"));
        QSignalSpy reloaded(view, &UsersView::loaded);
        QTest::mouseClick(d->actionButton(), Qt::LeftButton);
        QVERIFY(reloaded.wait(20000));
        QVERIFY(std::any_of(view->users().begin(), view->users().end(),
                            [&](const ScramUser &u) { return u.user == user; }));
        // The new user logs in.
        const test::ProcessResult login = test::runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("--bootstrap"), m_bootstrap, QStringLiteral("-X"),
             QStringLiteral("security.protocol=SASL_PLAINTEXT"), QStringLiteral("-X"),
             QStringLiteral("sasl.mechanisms=SCRAM-SHA-256"), QStringLiteral("-X"),
             QStringLiteral("sasl.username=") + user, QStringLiteral("-X"),
             QStringLiteral("sasl.password=s3cret-gui"), QStringLiteral("cluster")});
        QVERIFY2(login.exitCode == 0, login.err.constData());

        // Delete with the name typed.
        auto *table = view->findChild<QTreeWidget *>(QStringLiteral("usersTable"));
        const QList<QTreeWidgetItem *> items = table->findItems(user, Qt::MatchExactly);
        QCOMPARE(items.size(), 1);
        table->setCurrentItem(items.first());
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("userDelete")),
                          Qt::LeftButton);
        d = dialogOf(view);
        QVERIFY(!d->actionButton()->isEnabled());
        d->findChild<QLineEdit *>(QStringLiteral("confirmation"))->setText(user);
        QSignalSpy again(view, &UsersView::loaded);
        QTest::mouseClick(d->actionButton(), Qt::LeftButton);
        QVERIFY(again.wait(20000));
        QVERIFY(std::none_of(view->users().begin(), view->users().end(),
                             [&](const ScramUser &u) { return u.user == user; }));
    }

    void readOnlyTurnsChangesOff()
    {
        kafscope::app::Window w;
        w.show();
        auto *acls =
            open<AclsView>(w, QStringLiteral("acls"),
                           profile(QStringLiteral("admin"), QStringLiteral("SCRAM-SHA-512"), true));
        QVERIFY(acls);
        QVERIFY(!acls->findChild<QPushButton *>(QStringLiteral("aclCreate"))->isEnabled());
        QVERIFY(!acls->findChild<QPushButton *>(QStringLiteral("aclDelete"))->isEnabled());
        auto *users = w.findChild<UsersView *>();
        QSignalSpy loaded(users, &UsersView::loaded);
        QVERIFY(w.openView(QStringLiteral("users")));
        QVERIFY(loaded.wait(20000));
        QVERIFY(!users->findChild<QPushButton *>(QStringLiteral("userAdd"))->isEnabled());
    }

    void aUserWithoutRightsIsToldSo()
    {
        kafscope::app::Window w;
        w.show();
        auto *acls =
            open<AclsView>(w, QStringLiteral("acls"),
                           profile(QStringLiteral("alice"), QStringLiteral("SCRAM-SHA-256")));
        QVERIFY(acls);
        QVERIFY2(acls->statusText().contains(QStringLiteral("not authorized")),
                 qPrintable(acls->statusText()));
        QVERIFY(acls->acls().isEmpty());
        auto *users = w.findChild<UsersView *>();
        QSignalSpy loaded(users, &UsersView::loaded);
        QVERIFY(w.openView(QStringLiteral("users")));
        QVERIFY(loaded.wait(20000));
        QVERIFY2(users->statusText().contains(QStringLiteral("not authorized")),
                 qPrintable(users->statusText()));
    }

    // The topics, groups and message views as alice: what Kafka hides is said, a refusal names the
    // right.
    void aRestrictedUserSeesWhatIsHiddenAndWhy()
    {
        const QString base = test::uniqueName(QStringLiteral("gui-restricted"));
        const QString visible = base + QStringLiteral("-visible"),
                      hidden = base + QStringLiteral("-hidden");
        const ConnectionProfile admin =
            profile(QStringLiteral("admin"), QStringLiteral("SCRAM-SHA-512"));
        QStringList adminArgs{QStringLiteral("--bootstrap"), m_bootstrap};
        for (const auto &[k, v] : admin.properties)
            adminArgs << QStringLiteral("-X") << QStringLiteral("%1=%2").arg(k, v);
        for (const QString &t : {visible, hidden}) {
            const test::ProcessResult r = test::runProgram(
                "KAFSCOPE_CLI",
                adminArgs + QStringList{QStringLiteral("topics"), QStringLiteral("create"), t});
            QVERIFY2(r.exitCode == 0, r.err.constData());
        }
        const test::ProcessResult g = test::runProgram(
            "KAFSCOPE_CLI",
            adminArgs + QStringList{QStringLiteral("acls"), QStringLiteral("create"),
                                    QStringLiteral("--principal"), QStringLiteral("User:alice"),
                                    QStringLiteral("--resource-type"), QStringLiteral("topic"),
                                    QStringLiteral("--resource"), visible,
                                    QStringLiteral("--operation"), QStringLiteral("describe")});
        QVERIFY2(g.exitCode == 0, g.err.constData());
        // A record to read, so that the browser fetches (an empty topic is known empty from its
        // watermarks).
        const test::ProcessResult p = test::runProgram(
            "KAFSCOPE_CLI",
            adminArgs + QStringList{QStringLiteral("produce"), visible, QStringLiteral("--value"),
                                    QStringLiteral("x")});
        QVERIFY2(p.exitCode == 0, p.err.constData());

        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        auto *topics = w.findChild<TopicListView *>();
        QVERIFY(topics);
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(profile(QStringLiteral("alice"), QStringLiteral("SCRAM-SHA-256")));
        QVERIFY(answered.wait(20000));
        // The overview says that its counts are this login's view.
        auto *overview = w.findChild<ClusterOverviewView *>();
        QVERIFY(overview);
        QTRY_VERIFY_WITH_TIMEOUT(
            overview->valueText(QStringLiteral("access")).startsWith(QStringLiteral("Limited")),
            20000);
        QVERIFY(
            overview->valueText(QStringLiteral("access")).contains(QStringLiteral("User:alice")));
        QVERIFY(w.openView(QStringLiteral("topics")));
        auto *topicNote = topics->findChild<QLabel *>(QStringLiteral("authorizerNote"));
        QVERIFY(topicNote);
        QTRY_VERIFY_WITH_TIMEOUT(topicNote->isVisible(), 20000);
        QVERIFY2(topicNote->text().contains(
                     QStringLiteral("Kafka lists only the topics User:alice may describe")),
                 qPrintable(topicNote->text()));

        auto *groupsView = w.findChild<GroupsView *>();
        QVERIFY(groupsView);
        QSignalSpy listed(groupsView, &GroupsView::listed);
        QVERIFY(w.openView(QStringLiteral("groups")));
        QVERIFY(listed.count() > 0 || listed.wait(20000));
        auto *groupNote = groupsView->findChild<QLabel *>(QStringLiteral("authorizerNote"));
        QVERIFY(groupNote && groupNote->isVisible());
        QVERIFY2(groupNote->text().contains(QStringLiteral("groups User:alice may describe")),
                 qPrintable(groupNote->text()));

        auto *browser = w.findChild<MessageBrowserView *>();
        QVERIFY(browser);
        QSignalSpy done(browser, &MessageBrowserView::browseFinished);
        QVERIFY(w.openView(QStringLiteral("messages:") + hidden));
        QVERIFY(done.count() > 0 || done.wait(30000));
        QVERIFY2(browser->statusText().contains(
                     QStringLiteral("Not authorized to describe topic ") + hidden) &&
                     browser->statusText().contains(
                         QStringLiteral("--operation Describe --topic ") + hidden),
                 qPrintable(browser->statusText()));
        done.clear();
        QVERIFY(w.openView(QStringLiteral("messages:") + visible));
        QVERIFY(done.count() > 0 || done.wait(30000));
        QVERIFY2(browser->statusText().contains(QStringLiteral("Not authorized to read topic ") +
                                                visible) &&
                     browser->statusText().contains(QStringLiteral("READ right")),
                 qPrintable(browser->statusText()));

        // The topic's detail: partitions shown, configs named as not readable.
        QVERIFY(w.openView(QStringLiteral("topic:") + visible));
        auto *detail = w.findChild<TopicDetailView *>();
        QVERIFY(detail);
        QTRY_VERIFY2_WITH_TIMEOUT(
            detail->statusText().contains(
                QStringLiteral("Not authorized to read the configs of topic ") + visible),
            qPrintable(detail->statusText()), 20000);
        QVERIFY(detail->statusText().contains(QStringLiteral("DESCRIBE_CONFIGS")));
        // A group she may not describe.
        QVERIFY(w.openView(QStringLiteral("group:") + base + QStringLiteral("-other")));
        auto *groupDetail = w.findChild<GroupDetailView *>();
        auto *groupHeader = groupDetail->findChild<QLabel *>(QStringLiteral("groupHeader"));
        QTRY_VERIFY2_WITH_TIMEOUT(
            groupHeader->text().contains(QStringLiteral("Not authorized to describe group ") +
                                         base + QStringLiteral("-other")),
            qPrintable(groupHeader->text()), 20000);

        // Producing to a topic she may only describe.
        auto *produce = w.findChild<ProduceView *>();
        QVERIFY(produce);
        QVERIFY(w.openView(QStringLiteral("produce:") + visible));
        QSignalSpy sent(produce, &ProduceView::sendFinished);
        produce->send();
        QVERIFY(sent.wait(30000));
        QVERIFY(!sent.first().first().toBool());
        QVERIFY2(produce->resultText().contains(
                     QStringLiteral("Not authorized to write to topic ") + visible) &&
                     produce->resultText().contains(QStringLiteral("WRITE right")),
                 qPrintable(produce->resultText()));

        // The offsets log and the rebalance watch read __consumer_offsets: their own right.
        QVERIFY(w.openView(QStringLiteral("offsets")));
        auto *offsetsStatus =
            w.findChild<OffsetsView *>()->findChild<QLabel *>(QStringLiteral("offsetsStatus"));
        QTRY_VERIFY2_WITH_TIMEOUT(offsetsStatus->text().contains(QStringLiteral(
                                      "Not authorized to read topic __consumer_offsets")),
                                  qPrintable(offsetsStatus->text()), 30000);
        QVERIFY(offsetsStatus->text().contains(
            QStringLiteral("--operation Read --topic __consumer_offsets")));
        QVERIFY(w.openView(QStringLiteral("rebalance:") + base + QStringLiteral("-g")));
        auto *rebalance = w.findChild<RebalanceView *>();
        QTRY_VERIFY2_WITH_TIMEOUT(rebalance->statusText().contains(QStringLiteral(
                                      "Not authorized to read topic __consumer_offsets")),
                                  qPrintable(rebalance->statusText()), 30000);

        // The harness creates its topics: CREATE is named.
        QVERIFY(w.openView(QStringLiteral("harness")));
        auto *harness = w.findChild<HarnessView *>();
        harness->configPanel()
            ->findChild<QLineEdit *>(QStringLiteral("topicPrefix"))
            ->setText(base + QStringLiteral("-prio"));
        QSignalSpy runs(harness, &HarnessView::allRunsDone);
        harness->run();
        QVERIFY(runs.wait(60000));
        QVERIFY(!runs.first().first().toBool());
        QVERIFY2(harness->statusText().contains(QStringLiteral("Not authorized to create topic ") +
                                                base + QStringLiteral("-prio")) &&
                     harness->statusText().contains(QStringLiteral("CREATE right")),
                 qPrintable(harness->statusText()));
    }
};

KAFSCOPE_TEST_MAIN(TestSecurityViews)
#include "test_security_views.moc"
