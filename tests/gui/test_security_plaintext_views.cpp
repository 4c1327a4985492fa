// The ACLs and SCRAM users views on the kafka1 fixture (plaintext, no authorizer): the ACLs view
// says the cluster has no authorizer instead of "0 ACL(s)", the access question answers "allowed"
// for everything, and the users view says no SASL listener exists, so Add user has no effect.
#include "security/acls_view.h"
#include "test_main.h"
#include "security/users_view.h"
#include "gui/application.h"
#include "test_cluster.h"

#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTreeWidget>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

class TestSecurityPlaintextViews : public QObject {
    Q_OBJECT

    template <typename View> View *open(MainWindow &w, const QString &target)
    {
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(test::profileFor("kafka1"));
        if (!answered.wait(20000))
            return nullptr;
        auto *view = w.findChild<View *>();
        QSignalSpy loaded(view, &View::loaded);
        if (!w.openView(target) || !loaded.wait(20000))
            return nullptr;
        return view;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aclsSayThereIsNoAuthorizer()
    {
        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        auto *view = open<AclsView>(w, QStringLiteral("acls"));
        QVERIFY(view);
        QVERIFY(view->noAuthorizer());
        auto *notice = view->findChild<QLabel *>(QStringLiteral("aclNotice"));
        QVERIFY(notice && notice->isVisible());
        QVERIFY2(notice->text().startsWith(
                     QStringLiteral("This cluster has no authorizer: ACLs are not enforced")),
                 qPrintable(notice->text()));
        // Shown whole: the notice wraps inside the view, above the filters.
        QVERIFY(notice->geometry().right() <= view->width());
        QVERIFY(notice->height() >= notice->heightForWidth(notice->width()));
        QVERIFY2(!view->statusText().contains(QStringLiteral("0 ACL")),
                 qPrintable(view->statusText()));
        // Nothing is checked without an authorizer: every operation is allowed, and says why.
        view->findChild<QLineEdit *>(QStringLiteral("askPrincipal"))
            ->setText(QStringLiteral("User:alice"));
        view->findChild<QLineEdit *>(QStringLiteral("askResource"))
            ->setText(QStringLiteral("orders"));
        const QStringList answer = view->accessAnswer();
        QVERIFY(!answer.isEmpty());
        for (const QString &line : answer)
            QVERIFY2(line.contains(QStringLiteral(": allowed (no authorizer")), qPrintable(line));
    }

    void usersSayThereIsNoSaslListener()
    {
        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        auto *view = open<UsersView>(w, QStringLiteral("users"));
        QVERIFY(view);
        auto *notice = view->findChild<QLabel *>(QStringLiteral("scramNotice"));
        QVERIFY(notice && notice->isVisible());
        QVERIFY2(view->noticeText().contains(QStringLiteral("This cluster has no SASL listener")) &&
                     view->noticeText().contains(QStringLiteral("adding one has no effect")) &&
                     view->noticeText().contains(QStringLiteral("PLAINTEXT (PLAINTEXT)")),
                 qPrintable(view->noticeText()));
        QVERIFY(notice->height() >= notice->heightForWidth(notice->width()));
    }
};

KAFSCOPE_TEST_MAIN(TestSecurityPlaintextViews)
#include "test_security_plaintext_views.moc"
