// The Transactions view on a private broker with Kafka's own transactional producer as a peer: an
// open transaction is listed as Ongoing with its two partitions, a hanging one (its producer died
// and the coordinator's log was lost) is flagged on both of its partitions, and Abort with the
// typed target ends it on one partition, which the refreshed view then no longer flags.
#include "browse/message_browser_view.h"
#include "browse/message_table_model.h"
#include "gui/application.h"
#include "offsets/offsets_log_model.h"
#include "offsets/offsets_view.h"
#include "test_cluster.h"
#include "test_main.h"
#include "transactions/transactions_view.h"
#include "transactions_support.h"

#include <QComboBox>
#include <QDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

class TestTransactionsView : public QObject {
    Q_OBJECT

    static int exitOf(const QString &bootstrap, const QStringList &args)
    {
        return test::runProgram("KAFSCOPE_CLI",
                                QStringList{QStringLiteral("--bootstrap"), bootstrap} + args)
            .exitCode;
    }

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void openListedHangingFlaggedAndAborted()
    {
        test::PrivateCluster broker;
        auto info = broker.cluster().start();
        QVERIFY2(info.ok(), qPrintable(info.ok() ? QString() : info.error().message()));
        const QString bootstrap = info->bootstrap;
        const QString lost = QStringLiteral("lost-orders");
        const QString open = QStringLiteral("payments");
        for (const QString &t : {lost, open})
            QCOMPARE(exitOf(bootstrap, {QStringLiteral("topics"), QStringLiteral("create"), t,
                                        QStringLiteral("--partitions"), QStringLiteral("2")}),
                     0);
        const QString broken = test::makeHangingTransaction(
            broker.cluster(), broker.dir(), bootstrap, lost, QStringLiteral("lost-writer"));
        QVERIFY2(broken.isEmpty(), qPrintable(broken));
        auto producer = test::openTransaction(bootstrap, QStringLiteral("payments-writer"), open);
        QVERIFY(producer);

        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        ConnectionProfile profile;
        profile.bootstrap = bootstrap;
        w.connectTo(profile);
        QVERIFY(answered.wait(30000));
        auto *view = w.findChild<TransactionsView *>();
        QVERIFY(view);
        QSignalSpy loaded(view, &TransactionsView::loaded);
        QVERIFY(w.openView(QStringLiteral("transactions")));
        QVERIFY(loaded.wait(30000));
        // Hanging at once rather than after Kafka's default 15 minutes, as --open transactions:0
        // asks.
        QVERIFY(w.openView(QStringLiteral("transactions:0")));
        QCOMPARE(view->findChild<QSpinBox *>(QStringLiteral("transactionsMaxTimeout"))->value(), 0);
        QVERIFY(loaded.wait(30000));

        TransactionListModel *list = view->transactionModel();
        int openRow = -1;
        for (int r = 0; r < list->rowCount(); ++r)
            if (list->at(r)->transactionalId == QStringLiteral("payments-writer"))
                openRow = r;
        QVERIFY(openRow >= 0);
        QCOMPARE(list->index(openRow, TransactionListModel::State).data().toString(),
                 QStringLiteral("Ongoing"));
        QCOMPARE(list->index(openRow, TransactionListModel::Partitions).data().toString(),
                 QStringLiteral("2"));
        auto *table = view->findChild<QTableView *>(QStringLiteral("transactionsTable"));
        table->setCurrentIndex(list->index(openRow, 0));
        TransactionPartitionModel *parts = view->partitionModel();
        QCOMPARE(parts->rowCount(), 2);
        for (int r = 0; r < 2; ++r) {
            QCOMPARE(parts->at(r)->partition.topic, open);
            QVERIFY(parts->at(r)->producer && parts->at(r)->producer->inTransaction());
            QVERIFY(!parts->at(r)->hanging);
        }

        TransactionPartitionModel *hanging = view->hangingModel();
        QCOMPARE(hanging->rowCount(), 2);
        for (int r = 0; r < 2; ++r) {
            QCOMPARE(hanging->at(r)->partition.topic, lost);
            QVERIFY(hanging->at(r)->hanging);
            QVERIFY(hanging->index(r, TransactionPartitionModel::Status)
                        .data()
                        .toString()
                        .startsWith(QStringLiteral("Hanging")));
        }

        auto *hangingTable = view->findChild<QTableView *>(QStringLiteral("hangingTransactions"));
        hangingTable->selectRow(0);
        const int abortedPartition = hanging->at(0)->partition.partition;
        const QString target = QStringLiteral("%1/%2:%3")
                                   .arg(lost)
                                   .arg(abortedPartition)
                                   .arg(hanging->at(0)->producer->producerId);
        auto *abort = view->findChild<QPushButton *>(QStringLiteral("transactionAbort"));
        QVERIFY(abort->isEnabled());
        QTest::mouseClick(abort, Qt::LeftButton);
        auto *dialog = view->findChild<QDialog *>(QStringLiteral("abortTransactionDialog"));
        QVERIFY(dialog);
        auto *action = dialog->findChild<QPushButton *>(QStringLiteral("action"));
        QVERIFY(!action->isEnabled()); // nothing typed yet
        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("confirmation")), target);
        QVERIFY(action->isEnabled());
        QTest::mouseClick(action, Qt::LeftButton);
        QVERIFY(loaded.wait(30000));
        QCOMPARE(hanging->rowCount(), 1);
        QVERIFY(hanging->at(0)->partition.partition != abortedPartition);

        producer->write("abort\n");
        producer->closeWriteChannel();
        QVERIFY(producer->waitForFinished(60000));

        // The message browser reading uncommitted marks what the log says: on each partition of
        // `open`, the aborted transaction's record (offset 0) struck through, a committed one
        // (offset 2) plain, one still open (offset 4) amber; the markers between take offsets.
        auto committer =
            test::openTransaction(bootstrap, QStringLiteral("payments-committer"), open);
        QVERIFY(committer);
        committer->write("commit\n");
        committer->closeWriteChannel();
        QVERIFY(committer->waitForFinished(60000));
        auto pending = test::openTransaction(bootstrap, QStringLiteral("payments-pending"), open);
        QVERIFY(pending);
        auto *browser = w.findChild<MessageBrowserView *>();
        QVERIFY(browser);
        auto *isolation = browser->findChild<QComboBox *>(QStringLiteral("isolation"));
        isolation->setCurrentIndex(isolation->findData(int(Isolation::ReadUncommitted)));
        auto *startMode = browser->findChild<QComboBox *>(QStringLiteral("startMode"));
        startMode->setCurrentIndex(startMode->findData(int(StartSpec::Mode::Oldest)));
        QSignalSpy marked(browser, &MessageBrowserView::transactionsMarked);
        QVERIFY(w.openView(QStringLiteral("messages:") + open));
        QVERIFY(marked.wait(30000));
        MessageTableModel *rows = browser->model();
        QCOMPARE(rows->rowCount(), 6);
        for (int r = 0; r < rows->rowCount(); ++r) {
            const qint64 offset = rows->record(r).offset;
            const transactions::TxnRange *txn = rows->transactionOf(r);
            QVERIFY2(txn, qPrintable(QString::number(offset)));
            const transactions::TxnStatus expected = offset == 0 ? transactions::TxnStatus::Aborted
                                                     : offset == 2
                                                         ? transactions::TxnStatus::Committed
                                                         : transactions::TxnStatus::Open;
            QCOMPARE(offset == 0 || offset == 2 || offset == 4, true);
            QCOMPARE(txn->status, expected);
            const QModelIndex value = rows->index(r, MessageTableModel::Value);
            QCOMPARE(value.data(Qt::FontRole).value<QFont>().strikeOut(), offset == 0);
        }
        QVERIFY2(browser->statusText().contains(QStringLiteral("2 aborted")) &&
                     browser->statusText().contains(QStringLiteral("2 in open")),
                 qPrintable(browser->statusText()));
        if (const QString shot = qEnvironmentVariable("KAFSCOPE_TXN_BROWSE_SHOT"); !shot.isEmpty())
            w.grab().save(shot);
        pending->write("abort\n");
        pending->closeWriteChannel();
        QVERIFY(pending->waitForFinished(60000));

        // The transaction coordinator's log in the offsets explorer: the open transaction's
        // records, their state in the subject column, and its history replayed at a record.
        auto *offsetsView = w.findChild<OffsetsView *>();
        QVERIFY(offsetsView);
        QVERIFY(!w.openView(QStringLiteral("offsets:__nothing")));
        QSignalSpy read(offsetsView, &OffsetsView::readingFinished);
        QVERIFY(w.openView(QStringLiteral("offsets:__transaction_state")));
        QVERIFY(read.wait(30000));
        OffsetsLogModel *log = offsetsView->model();
        QCOMPARE(
            log->headerData(OffsetsLogModel::Group, Qt::Horizontal, Qt::DisplayRole).toString(),
            QStringLiteral("Transactional id"));
        QVERIFY(!offsetsView->findChild<QComboBox *>(QStringLiteral("typeFilter"))->isEnabled());
        QStringList states;
        int ongoingRow = -1;
        for (int r = 0; r < log->rowCount(); ++r)
            if (log->index(r, OffsetsLogModel::Group).data().toString() ==
                QStringLiteral("payments-writer")) {
                states << log->index(r, OffsetsLogModel::Subject).data().toString();
                if (states.last() == QStringLiteral("Ongoing"))
                    ongoingRow = r;
            }
        QVERIFY2(states.contains(QStringLiteral("Ongoing")) &&
                     states.contains(QStringLiteral("PrepareAbort")),
                 qPrintable(states.join(QLatin1Char(' '))));
        auto *logTable = offsetsView->findChild<QTableView *>(QStringLiteral("offsetsTable"));
        logTable->setCurrentIndex(log->index(ongoingRow, 0));
        QTest::mouseClick(offsetsView->findChild<QPushButton *>(QStringLiteral("replay")),
                          Qt::LeftButton);
        const QString history = offsetsView->stateText();
        QVERIFY2(history.contains(QStringLiteral("Transactional id payments-writer")) &&
                     history.contains(QStringLiteral("\"state\": \"Ongoing\"")) &&
                     history.contains(open),
                 qPrintable(history));
        if (const QString shot = qEnvironmentVariable("KAFSCOPE_TXN_LOG_SHOT"); !shot.isEmpty())
            w.grab().save(shot);
        // Back to the group coordinator's log: its titles and type filter return.
        QVERIFY(w.openView(QStringLiteral("offsets:__consumer_offsets")));
        QCOMPARE(
            log->headerData(OffsetsLogModel::Group, Qt::Horizontal, Qt::DisplayRole).toString(),
            QStringLiteral("Group"));
        QVERIFY(offsetsView->findChild<QComboBox *>(QStringLiteral("typeFilter"))->isEnabled());
    }
};

KAFSCOPE_TEST_MAIN(TestTransactionsView)
#include "test_transactions_view.moc"
