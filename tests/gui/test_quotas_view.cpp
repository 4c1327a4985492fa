// The Client quotas view on kafka1, clicked as a user would: a user's produce-rate quota set
// through the dialog (refused until the entity is typed back, an IP refused beside a user) shows
// in the table and in kafscope-cli quotas list; removed through its dialog, it is gone from both.
// A read-only connection offers neither.
#include "common/admin_dialog.h"
#include "gui/application.h"
#include "kafka_tools.h"
#include "security/quotas_view.h"
#include "test_cluster.h"
#include "test_main.h"

#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

namespace {

// The quotas of `text` ("user=alice") as kafscope-cli lists them; empty when it has none.
QJsonObject cliQuotas(const QString &text)
{
    const test::ProcessResult r = test::cliOn(
        "kafka1", {QStringLiteral("--json"), QStringLiteral("quotas"), QStringLiteral("list")});
    if (r.exitCode != 0)
        qWarning("quotas list: %s", r.err.constData());
    for (const QJsonValue &q :
         QJsonDocument::fromJson(r.out).object()[QStringLiteral("quotas")].toArray())
        if (q[QStringLiteral("text")].toString() == text)
            return q[QStringLiteral("quotas")].toObject();
    return {};
}

int rowOf(QTreeWidget *table, const QString &text)
{
    for (int i = 0; i < table->topLevelItemCount(); ++i)
        if (table->topLevelItem(i)->text(0) == text)
            return i;
    return -1;
}

} // namespace

class TestQuotasView : public QObject {
    Q_OBJECT
    QString m_user;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_user = test::uniqueName(QStringLiteral("gui-quota"));
    }

    void cleanupTestCase()
    {
        (void)test::cliOn("kafka1",
                          {QStringLiteral("quotas"), QStringLiteral("remove"),
                           QStringLiteral("--user"), m_user, QStringLiteral("--quota"),
                           QStringLiteral("producer_byte_rate"), QStringLiteral("--yes")});
    }

    void setAndRemoveThroughTheDialogs()
    {
        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(w.openView(QStringLiteral("quotas")));
        auto *view = w.findChild<QuotasView *>();
        QVERIFY(view);
        auto *table = view->findChild<QTreeWidget *>(QStringLiteral("quotasTable"));
        QTRY_VERIFY_WITH_TIMEOUT(!view->statusText().startsWith(QStringLiteral("Reading")) &&
                                     !view->statusText().startsWith(QStringLiteral("Not loaded")),
                                 20000);
        QCOMPARE(rowOf(table, QStringLiteral("user=") + m_user), -1);

        view->findChild<QPushButton *>(QStringLiteral("quotaSet"))->click();
        AdminDialog *d = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((d = view->findChild<AdminDialog *>()) != nullptr, 5000);
        QVERIFY(!d->actionButton()->isEnabled()); // nothing named yet
        d->findChild<QLineEdit *>(QStringLiteral("quotaUser"))->setText(m_user);
        auto *key = d->findChild<QComboBox *>(QStringLiteral("quotaKey"));
        key->setCurrentIndex(key->findData(QStringLiteral("producer_byte_rate")));
        d->findChild<QLineEdit *>(QStringLiteral("quotaValue"))->setText(QStringLiteral("1048576"));
        // An IP beside a user is refused, in words.
        d->findChild<QLineEdit *>(QStringLiteral("quotaIp"))->setText(QStringLiteral("10.1.2.3"));
        QVERIFY(!d->actionButton()->isEnabled());
        QVERIFY2(d->errorText().contains(QStringLiteral("IP")), qPrintable(d->errorText()));
        d->findChild<QLineEdit *>(QStringLiteral("quotaIp"))->clear();
        // Not without the entity typed back.
        QVERIFY(!d->actionButton()->isEnabled());
        QVERIFY2(d->errorText().contains(QStringLiteral("user=") + m_user),
                 qPrintable(d->errorText()));
        QTest::keyClicks(d->findChild<QLineEdit *>(QStringLiteral("confirmation")),
                         QStringLiteral("user=") + m_user);
        QVERIFY(d->actionButton()->isEnabled());
        QPointer<AdminDialog> dialog(d);
        d->actionButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isNull() || !dialog->isVisible(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(rowOf(table, QStringLiteral("user=") + m_user) >= 0, 20000);
        const int row = rowOf(table, QStringLiteral("user=") + m_user);
        QCOMPARE(table->topLevelItem(row)->text(1), QStringLiteral("1 MiB/s"));
        QCOMPARE(table->topLevelItem(row)->text(2), QStringLiteral("–"));
        QCOMPARE(cliQuotas(QStringLiteral("user=") + m_user)[QStringLiteral("producer_byte_rate")]
                     .toDouble(),
                 1048576.0);

        // Removed through its dialog: gone from the table and from the cluster.
        table->setCurrentItem(table->topLevelItem(row));
        auto *remove = view->findChild<QPushButton *>(QStringLiteral("quotaRemove"));
        QVERIFY(remove->isEnabled());
        remove->click();
        QTRY_VERIFY_WITH_TIMEOUT((d = view->findChild<AdminDialog *>()) != nullptr, 5000);
        QVERIFY(!d->actionButton()->isEnabled());
        QTest::keyClicks(d->findChild<QLineEdit *>(QStringLiteral("confirmation")),
                         QStringLiteral("user=") + m_user);
        QVERIFY(d->actionButton()->isEnabled());
        dialog = d;
        d->actionButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isNull() || !dialog->isVisible(), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(rowOf(table, QStringLiteral("user=") + m_user), -1, 20000);
        QVERIFY(cliQuotas(QStringLiteral("user=") + m_user).isEmpty());
    }

    void readOnlyOffersNothing()
    {
        kafscope::app::Window w;
        w.show();
        ConnectionProfile p = test::profileFor("kafka1");
        p.readOnly = true;
        w.connectTo(p);
        QVERIFY(w.openView(QStringLiteral("quotas")));
        auto *view = w.findChild<QuotasView *>();
        QTRY_VERIFY_WITH_TIMEOUT(!view->statusText().startsWith(QStringLiteral("Reading")) &&
                                     !view->statusText().startsWith(QStringLiteral("Not loaded")),
                                 20000);
        QVERIFY(!view->findChild<QPushButton *>(QStringLiteral("quotaSet"))->isEnabled());
        QVERIFY(!view->findChild<QPushButton *>(QStringLiteral("quotaRemove"))->isEnabled());
    }
};

KAFSCOPE_TEST_MAIN(TestQuotasView)
#include "test_quotas_view.moc"
