// "Copy to…" in the Messages view (issue 39), clicked as a user would against kafka1: the read the
// form describes (here a filter) is copied to another topic with a progress bar and a report; the
// copied records are the ones the filter found, with their keys and values; copying into the
// topic being read is refused in words; a read-only connection offers no Copy. Screenshots of the
// dialog in both themes with KAFSCOPE_TEST_SHOTS=DIR.
#include "browse/copy_dialog.h"
#include "browse/message_browser_view.h"
#include "browse/message_table_model.h"
#include "common/palette.h"
#include "gui/application.h"
#include "kafka_tools.h"
#include "test_cluster.h"
#include "test_main.h"

#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

namespace {

void shot(QWidget *w, const QString &name)
{
    if (const QString dir = qEnvironmentVariable("KAFSCOPE_TEST_SHOTS"); !dir.isEmpty()) {
        QTest::qWait(150);
        QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
    }
}

QList<QJsonObject> records(const QString &topic)
{
    const auto r = test::cliOn("kafka1", {QStringLiteral("consume"), topic, QStringLiteral("--max"),
                                          QStringLiteral("0"), QStringLiteral("--format"),
                                          QStringLiteral("json")});
    QList<QJsonObject> out;
    for (const QByteArray &line : r.out.split('\n'))
        if (!line.trimmed().isEmpty())
            out << QJsonDocument::fromJson(line).object();
    return out;
}

} // namespace

class TestCopyDialog : public QObject {
    Q_OBJECT
    QString m_source, m_target;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_source = test::uniqueName(QStringLiteral("copyui-src"));
        m_target = test::uniqueName(QStringLiteral("copyui-dst"));
        QCOMPARE(test::createTopicWithData("kafka1", m_source, 3, 3000), QString());
        QCOMPARE(
            test::cliOn("kafka1", {QStringLiteral("topics"), QStringLiteral("create"), m_target,
                                   QStringLiteral("--partitions"), QStringLiteral("3")})
                .exitCode,
            0);
    }

    void copiesWhatTheFilterFinds()
    {
        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openView(QStringLiteral("messages:") + m_source));
        auto *view = w.findChild<MessageBrowserView *>();
        QVERIFY(view);
        QSignalSpy browsed(view, &MessageBrowserView::browseFinished);
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(browsed.wait(30000));
        // Copy wants a read first; then a filter narrows what is copied.
        auto *copyTo = view->findChild<QPushButton *>(QStringLiteral("copyTo"));
        QVERIFY(copyTo && copyTo->isEnabled());
        auto *filter = view->findChild<QLineEdit *>(QStringLiteral("filter"));
        QVERIFY(filter);
        filter->setText(QStringLiteral("key == \"key-7\""));
        auto *limit = view->findChild<QSpinBox *>(QStringLiteral("limit"));
        if (limit)
            limit->setValue(0);
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("startButton")),
                          Qt::LeftButton);
        QVERIFY(browsed.wait(30000));
        const int found = view->model()->rowCount();
        QVERIFY(found > 0);

        copyTo->click();
        CopyDialog *d = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((d = view->findChild<CopyDialog *>()) != nullptr, 5000);
        QVERIFY(d->isVisible());
        auto *start = d->findChild<QPushButton *>(QStringLiteral("copyStart"));
        QVERIFY(!start->isEnabled()); // no target yet
        QVERIFY2(d->findChild<QLabel *>(QStringLiteral("copySource"))
                     ->text()
                     .contains(QStringLiteral("key-7")),
                 qPrintable(d->findChild<QLabel *>(QStringLiteral("copySource"))->text()));
        // Into the topic it reads: refused in words.
        d->setTarget(m_source);
        QVERIFY(start->isEnabled());
        QSignalSpy finished(d, &CopyDialog::copyFinished);
        start->click();
        QVERIFY(finished.wait(30000));
        QVERIFY(!finished.takeFirst().at(0).toBool());
        QVERIFY2(d->reportText().contains(QStringLiteral("nothing is ever written to the source")),
                 qPrintable(d->reportText()));

        d->setTarget(m_target);
        shot(d, QStringLiteral("copy-dialog-light"));
        start->click();
        QVERIFY(finished.wait(60000));
        QVERIFY2(finished.takeFirst().at(0).toBool(), qPrintable(d->reportText()));
        QCOMPARE(d->findChild<QProgressBar *>(QStringLiteral("copyProgress"))->value(), 1000);
        QVERIFY2(d->reportText().contains(QStringLiteral("Copied %1 records").arg(found)),
                 qPrintable(d->reportText()));
        shot(d, QStringLiteral("copy-done-light"));
        Palette::applyTheme(Theme::Dark);
        shot(d, QStringLiteral("copy-done-dark"));
        Palette::applyTheme(Theme::Light);

        const QList<QJsonObject> copied = records(m_target);
        QCOMPARE(copied.size(), found);
        for (const QJsonObject &o : copied)
            QCOMPARE(o.value(QStringLiteral("key")).toString(), QStringLiteral("key-7"));
        d->findChild<QPushButton *>(QStringLiteral("copyClose"))->click();
    }

    void readOnlyOffersNoCopy()
    {
        kafscope::app::Window w;
        w.show();
        QVERIFY(w.openView(QStringLiteral("messages:") + m_source));
        auto *view = w.findChild<MessageBrowserView *>();
        QSignalSpy browsed(view, &MessageBrowserView::browseFinished);
        ConnectionProfile p = test::profileFor("kafka1");
        p.readOnly = true;
        w.connectTo(p);
        QVERIFY(browsed.wait(30000));
        view->openCopyDialog();
        CopyDialog *d = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((d = view->findChild<CopyDialog *>()) != nullptr, 5000);
        d->setTarget(m_target);
        QVERIFY(!d->findChild<QPushButton *>(QStringLiteral("copyStart"))->isEnabled());
        QVERIFY(d->statusText().contains(QStringLiteral("read-only")));
        d->findChild<QPushButton *>(QStringLiteral("copyClose"))->click();
    }
};

KAFSCOPE_TEST_MAIN(TestCopyDialog)
#include "test_copy_dialog.moc"
