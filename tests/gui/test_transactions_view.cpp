// The Transactions view on a private broker with Kafka's own transactional producer as a peer: an
// open transaction is listed as Ongoing with its two partitions, a hanging one (its producer died
// and the coordinator's log was lost) is flagged on both of its partitions, and Abort with the
// typed target ends it on one partition, which the refreshed view then no longer flags.
#include "gui/application.h"
#include "test_cluster.h"
#include "test_main.h"
#include "transactions/transactions_view.h"
#include "transactions_support.h"

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
        // Hanging at once rather than after Kafka's default 15 minutes.
        view->findChild<QSpinBox *>(QStringLiteral("transactionsMaxTimeout"))->setValue(0);
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
    }
};

KAFSCOPE_TEST_MAIN(TestTransactionsView)
#include "test_transactions_view.moc"
