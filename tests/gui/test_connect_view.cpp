// The Kafka Connect view against the kafka1connect fixture's real Connect worker, at 1280x800: a
// source connector created from its plugin in the dialog (a bad value refused with the worker's
// message beside the setting, then created), its running task, masked secret, and topic that
// opens the message browser; a changed config validated per setting and applied with the secret
// kept; pause and resume; a failed task's trace and a restart of what failed; the state filter;
// delete with the name typed back; a read-only connection offering no write. Screenshots in both
// themes with KAFSCOPE_TEST_SHOTS=DIR.
#include "cluster/dashboard_panel.h"
#include "common/admin_dialog.h"
#include "common/palette.h"
#include "connect/connect_client.h"
#include "connect/connect_view.h"
#include "connect/connector_config_form.h"
#include "connect/connector_create_dialog.h"
#include "connect/connector_detail.h"
#include "connect/connector_table_model.h"
#include "gui/application.h"
#include "test_cluster.h"
#include "test_main.h"

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

namespace {

const QString kSource = QStringLiteral("dev.kafscope.testconnect.LineSource");

// A row's text fits its column (nothing elided) in `table`.
bool columnFits(QTableView *table, int column)
{
    const QFontMetrics fm(table->font());
    // The item's text margins, as the style draws them.
    const int margins = 2 * (table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1);
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        const QString text = table->model()->index(r, column).data().toString();
        if (fm.horizontalAdvance(text) + margins > table->columnWidth(column))
            return false;
    }
    return true;
}

} // namespace

class TestConnectView : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    connect::ConnectEndpoint m_endpoint;
    QString m_bootstrap;

    ConnectionProfile profile(bool readOnly = false) const
    {
        ConnectionProfile p;
        p.bootstrap = m_bootstrap;
        p.connectUrls = {m_endpoint.url};
        p.readOnly = readOnly;
        return p;
    }

    // The worker's own view (REST), for what the GUI claims.
    QString stateOf(const QString &name, int task = -1)
    {
        connect::ConnectClient c(m_endpoint, {});
        auto info = c.connector(name);
        if (!info)
            return QString();
        if (task < 0)
            return info->state;
        return task < info->tasks.size() ? info->tasks[task].state : QString();
    }

    void file(const QString &name, const QByteArray &content)
    {
        QFile f(m_dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    }

    static void shot(QWidget *w, const QString &name)
    {
        if (const QString dir = qEnvironmentVariable("KAFSCOPE_TEST_SHOTS"); !dir.isEmpty()) {
            QTest::qWait(150);
            QVERIFY(w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        const auto info = test::clusterInfo("kafka1connect");
        m_endpoint.url = info.connect;
        m_bootstrap = info.bootstrap;
        QVERIFY2(!m_endpoint.url.isEmpty(), "the fixture's Connect worker does not run");
        // What an earlier run or another Connect test left on the shared worker (the Connect
        // tests take turns: RESOURCE_LOCK connect_worker).
        connect::ConnectClient c(m_endpoint, {});
        auto left = c.connectors();
        QVERIFY(left);
        for (const connect::ConnectorInfo &i : *left)
            QVERIFY(c.remove(i.name, i.name));
        // A connector that fails at once: its file does not exist.
        connect::ConnectorConfig failing{
            {QStringLiteral("connector.class"), kSource},
            {QStringLiteral("file"), m_dir.filePath(QStringLiteral("missing.txt"))},
            {QStringLiteral("topic"), QStringLiteral("gui-failing")}};
        auto created = c.create(QStringLiteral("gui-failing-src"), failing);
        QVERIFY2(created, qPrintable(created ? QString() : created.error().message()));
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(QStringLiteral("gui-failing-src"), 0),
                                  QStringLiteral("FAILED"), 60000);
    }

    void dashboardCountsFailedConnectors()
    {
        DashboardPanel panel;
        panel.resize(1280, 700);
        panel.show();
        QSignalSpy updated(&panel, &DashboardPanel::updated);
        QSignalSpy health(&panel, &DashboardPanel::healthChanged);
        panel.setConnection(profile(), m_dir.filePath(QStringLiteral("history.sqlite")), 60000);
        QVERIFY(updated.wait(60000));
        QVERIFY(!health.isEmpty());
        QCOMPARE(health.last().at(0).toInt(), int(history::ClusterHealth::Level::Degraded));
        QVERIFY2(health.last().at(1).toString().contains(QLatin1String("gui-failing-src (task 0)")),
                 qPrintable(health.last().at(1).toString()));
        auto *tile = panel.findChild<QLabel *>(QStringLiteral("tile:connectors"));
        QVERIFY(tile && tile->isVisible());
        QVERIFY(panel.tileText(QStringLiteral("connectors")).toInt() >= 1);
        QVERIFY(panel.tileProblem(QStringLiteral("connectors")).contains(QLatin1String("failed")));
        QCOMPARE(tile->palette().color(QPalette::WindowText), Palette::color(Palette::Role::Error));
        QVERIFY(panel.findChild<QLabel *>(QStringLiteral("caption:connectors"))
                    ->text()
                    .contains(QLatin1String("1 failed")));
        // Without Connect in the connection the tile is not there at all.
        ConnectionProfile plain = profile();
        plain.connectUrls.clear();
        panel.setConnection(plain, m_dir.filePath(QStringLiteral("history.sqlite")), 60000);
        QVERIFY(updated.wait(60000));
        QVERIFY(!tile->isVisible());
    }

    void createInspectChangeAndDelete()
    {
        file(QStringLiteral("lines.txt"), "one\ntwo\nthree\n");
        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(profile());
        QVERIFY(answered.wait(30000));
        auto *view = w.findChild<ConnectView *>();
        QVERIFY(view);
        view->setRefreshSeconds(2);
        QSignalSpy loaded(view, &ConnectView::loaded);
        QVERIFY(w.openView(QStringLiteral("connect")));
        QVERIFY(loaded.wait(30000));
        QVERIFY2(view->model()->rowOf(QStringLiteral("gui-failing-src")) >= 0,
                 qPrintable(view->statusText()));
        QVERIFY2(view->statusText().contains(QLatin1String("1 failed task")),
                 qPrintable(view->statusText()));

        // New connector: the plugin's settings from the worker, a bad value refused per setting.
        view->findChild<QPushButton *>(QStringLiteral("connectNew"))->click();
        auto *dialog = view->findChild<ConnectorCreateDialog *>();
        QVERIFY(dialog);
        QSignalSpy fields(dialog, &ConnectorCreateDialog::fieldsShown);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->plugins()->count() > 0, 30000);
        QVERIFY(dialog->choosePlugin(QStringLiteral("LineSource")));
        QTRY_VERIFY_WITH_TIMEOUT(dialog->form()->itemOf(QStringLiteral("batch.size")), 30000);
        ConnectorConfigForm *form = dialog->form();
        QVERIFY(form->itemOf(QStringLiteral("file")));
        QVERIFY(form->itemOf(QStringLiteral("access.key")));
        dialog->findChild<QLineEdit *>(QStringLiteral("connectorName"))
            ->setText(QStringLiteral("gui-lines"));
        form->setValue(QStringLiteral("file"), m_dir.filePath(QStringLiteral("lines.txt")));
        form->setValue(QStringLiteral("topic"), QStringLiteral("gui-lines"));
        form->setValue(QStringLiteral("batch.size"), QStringLiteral("0"));
        form->setValue(QStringLiteral("access.key"), QStringLiteral("s3cr3t-key"));
        QCOMPARE(form->shownValue(QStringLiteral("access.key")),
                 QString::fromLatin1(connect::kMaskedValue));
        QSignalSpy validated(dialog, &ConnectorCreateDialog::validated);
        dialog->findChild<QPushButton *>(QStringLiteral("connectorValidate"))->click();
        QVERIFY(validated.wait(30000));
        QVERIFY(validated.first().first().toInt() >= 1);
        QVERIFY2(form->errorOf(QStringLiteral("batch.size")).contains(QLatin1String("at least 1")),
                 qPrintable(form->errorOf(QStringLiteral("batch.size"))));
        shot(dialog, QStringLiteral("connect-create-refused-light"));
        QSignalSpy refused(dialog, &ConnectorCreateDialog::refused);
        dialog->findChild<QPushButton *>(QStringLiteral("connectorCreate"))->click();
        QVERIFY(refused.wait(30000));
        QVERIFY(dialog->messageText().contains(QLatin1String("nothing was created")));
        QVERIFY(stateOf(QStringLiteral("gui-lines")).isEmpty()); // not on the worker
        form->setValue(QStringLiteral("batch.size"), QStringLiteral("10"));
        QSignalSpy created(dialog, &ConnectorCreateDialog::created);
        dialog->findChild<QPushButton *>(QStringLiteral("connectorCreate"))->click();
        QVERIFY2(created.wait(30000), qPrintable(dialog->messageText()));

        // The new connector is chosen and shown running, its secret masked.
        ConnectorDetail *detail = view->detail();
        QTRY_COMPARE_WITH_TIMEOUT(detail->name(), QStringLiteral("gui-lines"), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(detail->info().state, QStringLiteral("RUNNING"), 60000);
        QTRY_COMPARE_WITH_TIMEOUT(detail->tasks()->rowCount(), 1, 30000);
        QTRY_COMPARE_WITH_TIMEOUT(detail->tasks()->item(0, 1)->text(),
                                  ConnectorTableModel::stateText(QStringLiteral("RUNNING")), 30000);
        QVERIFY(detail->headerText().contains(kSource));
        QTRY_VERIFY_WITH_TIMEOUT(detail->form()->itemOf(QStringLiteral("file")), 30000);
        QCOMPARE(detail->form()->shownValue(QStringLiteral("access.key")),
                 QString::fromLatin1(connect::kMaskedValue));
        QVERIFY(!w.grab().isNull());
        // The topic it writes to, which opens the message browser.
        QTRY_VERIFY_WITH_TIMEOUT(detail->topics()->count() == 1, 60000);
        QCOMPARE(detail->topics()->item(0)->text(), QStringLiteral("gui-lines"));
        QSignalSpy open(view, &ConnectView::openRequested);
        detail->topics()->setCurrentRow(0);
        detail->findChild<QPushButton *>(QStringLiteral("connectorTopicMessages"))->click();
        QCOMPARE(open.size(), 1);
        QCOMPARE(open.first().first().toString(), QStringLiteral("messages:gui-lines"));
        QVERIFY(w.openView(QStringLiteral("connect:gui-lines")));
        detail->tabs()->setCurrentIndex(0);
        shot(&w, QStringLiteral("connect-running-light"));

        // A changed config: a bad value refused beside its setting, nothing changed; then applied
        // with the secret kept as it was.
        detail->tabs()->setCurrentIndex(1);
        QSignalSpy finished(detail, &ConnectorDetail::actionFinished);
        detail->form()->setValue(QStringLiteral("batch.size"), QStringLiteral("-3"));
        auto *apply = detail->findChild<QPushButton *>(QStringLiteral("connectorConfigApply"));
        QVERIFY(apply->isEnabled());
        apply->click();
        QVERIFY(finished.wait(30000));
        QVERIFY2(detail->statusText().contains(QLatin1String("nothing was changed")),
                 qPrintable(detail->statusText()));
        QVERIFY(!detail->form()->errorOf(QStringLiteral("batch.size")).isEmpty());
        shot(&w, QStringLiteral("connect-config-error-light"));
        detail->form()->setValue(QStringLiteral("batch.size"), QStringLiteral("5"));
        apply->click();
        QVERIFY(finished.wait(30000));
        QVERIFY2(detail->statusText().contains(QLatin1String("applied")),
                 qPrintable(detail->statusText()));
        {
            connect::ConnectClient c(m_endpoint, {});
            auto raw = c.validateChange(QStringLiteral("gui-lines"), {}, {});
            QVERIFY(raw);
            QCOMPARE(raw->errorCount, 0); // the secret is still set (a masked one would not be)
        }
        QTRY_COMPARE_WITH_TIMEOUT(detail->form()->shownValue(QStringLiteral("batch.size")),
                                  QStringLiteral("5"), 30000);

        // Pause and resume change what the worker reports.
        detail->findChild<QPushButton *>(QStringLiteral("connectorPause"))->click();
        QVERIFY(finished.wait(30000));
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(QStringLiteral("gui-lines")), QStringLiteral("PAUSED"),
                                  30000);
        QTRY_COMPARE_WITH_TIMEOUT(detail->info().state, QStringLiteral("PAUSED"), 30000);
        QVERIFY(detail->findChild<QPushButton *>(QStringLiteral("connectorResume"))->isEnabled());
        detail->findChild<QPushButton *>(QStringLiteral("connectorResume"))->click();
        QVERIFY(finished.wait(30000));
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(QStringLiteral("gui-lines")), QStringLiteral("RUNNING"),
                                  30000);

        // The failed connector: marked in the list, its task's trace, restarted once it can run.
        auto *stateFilter = view->findChild<QComboBox *>(QStringLiteral("connectorStateFilter"));
        stateFilter->setCurrentIndex(
            stateFilter->findData(int(ConnectorFilterModel::StateFilter::Problems)));
        QCOMPARE(view->filterModel()->rowCount(), 1);
        QCOMPARE(view->filterModel()->index(0, 0).data().toString(),
                 QStringLiteral("gui-failing-src"));
        QVERIFY(view->filterModel()->index(0, 0).data(ConnectorTableModel::ProblemRole).toBool());
        view->table()->setCurrentIndex(view->filterModel()->index(0, 0));
        QTRY_COMPARE_WITH_TIMEOUT(detail->name(), QStringLiteral("gui-failing-src"), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(
            detail->trace()->toPlainText().contains(QLatin1String("NoSuchFileException")), 30000);
        // The message and its cause, whole above the stack trace.
        auto *summary = detail->findChild<QLabel *>(QStringLiteral("connectorTraceSummary"));
        QVERIFY(summary && !summary->isHidden());
        QVERIFY2(summary->text().contains(QLatin1String("Cannot read")) &&
                     summary->text().contains(
                         QLatin1String("Caused by: java.nio.file.NoSuchFileException")),
                 qPrintable(summary->text()));
        QVERIFY(detail->tabs()->tabText(0).contains(QLatin1String("1 failed")));
        detail->tabs()->setCurrentIndex(0);
        QVERIFY(columnFits(view->table(), ConnectorTableModel::Name));
        QVERIFY(columnFits(view->table(), ConnectorTableModel::Tasks));
        shot(&w, QStringLiteral("connect-failed-light"));
        Palette::applyTheme(Theme::Dark);
        shot(&w, QStringLiteral("connect-failed-dark"));
        Palette::applyTheme(Theme::Light);
        file(QStringLiteral("missing.txt"), "late\n");
        auto *failedOnly = detail->findChild<QAction *>(QStringLiteral("restartFailed"));
        QVERIFY(failedOnly);
        failedOnly->trigger();
        QVERIFY(finished.wait(30000));
        QVERIFY2(detail->statusText().contains(QLatin1String("restarting")),
                 qPrintable(detail->statusText()));
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(QStringLiteral("gui-failing-src"), 0),
                                  QStringLiteral("RUNNING"), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(view->failedTasks() == 0, 30000);
        stateFilter->setCurrentIndex(0);

        // Delete, with the name typed back.
        QVERIFY(w.openView(QStringLiteral("connect:gui-lines")));
        QTRY_COMPARE_WITH_TIMEOUT(detail->name(), QStringLiteral("gui-lines"), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!detail->info().name.isEmpty(), 10000);
        detail->findChild<QPushButton *>(QStringLiteral("connectorDelete"))->click();
        auto *confirm = detail->findChild<AdminDialog *>(QStringLiteral("deleteConnectorDialog"));
        QVERIFY(confirm);
        QVERIFY(!confirm->actionButton()->isEnabled());
        auto edits = confirm->findChildren<QLineEdit *>();
        QVERIFY(!edits.isEmpty());
        edits.last()->setText(QStringLiteral("gui-lines"));
        QVERIFY(confirm->actionButton()->isEnabled());
        confirm->actionButton()->click();
        QVERIFY(finished.wait(30000));
        QTRY_VERIFY_WITH_TIMEOUT(stateOf(QStringLiteral("gui-lines")).isEmpty(), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(view->model()->rowOf(QStringLiteral("gui-lines")), -1, 30000);
    }

    void readOnlyOffersNoWrite()
    {
        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(profile(true));
        QVERIFY(answered.wait(30000));
        auto *view = w.findChild<ConnectView *>();
        QSignalSpy loaded(view, &ConnectView::loaded);
        QVERIFY(w.openView(QStringLiteral("connect:gui-failing-src")));
        QVERIFY(loaded.wait(30000));
        QTRY_VERIFY_WITH_TIMEOUT(!view->detail()->info().name.isEmpty(), 30000);
        for (const char *name : {"connectNew", "connectorPause", "connectorStop", "connectorDelete",
                                 "connectorConfigApply"})
            QVERIFY2(!view->findChild<QPushButton *>(QLatin1String(name))->isEnabled(), name);
        QVERIFY(!view->findChild<QToolButton *>(QStringLiteral("connectorRestart"))->isEnabled());
    }

    void withoutConnectItSaysHowToAddOne()
    {
        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        ConnectionProfile p = profile();
        p.connectUrls.clear();
        w.connectTo(p);
        QVERIFY(answered.wait(30000));
        QVERIFY(w.openView(QStringLiteral("connect")));
        auto *none = w.findChild<QLabel *>(QStringLiteral("connectNone"));
        QVERIFY(none && none->isVisible());
        QVERIFY(none->text().contains(QLatin1String("--connect-url")));
    }

    void cleanupTestCase()
    {
        connect::ConnectClient c(m_endpoint, {});
        (void)c.remove(QStringLiteral("gui-failing-src"), QStringLiteral("gui-failing-src"));
    }
};

KAFSCOPE_TEST_MAIN(TestConnectView)
#include "test_connect_view.moc"
