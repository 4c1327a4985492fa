#include "../integration/browse_test_support.h"
#include "test_main.h"
#include "browse/message_browser_view.h"
#include "browse/message_detail_pane.h"
#include "browse/message_table_model.h"
#include "produce/jsonl_message.h"
#include "produce/produce_view.h"
#include "gui/application.h"
#include "cluster/cluster_session.h"
#include "common/worker.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;
using namespace kafscope::ui;

namespace {

// A window connected to kafka1 with the browser opened on `target` ("messages:T[:P]"), after the
// first browse finished.
struct Browser {
    kafscope::app::Window window;
    MessageBrowserView *view = nullptr;

    bool open(const QString &target)
    {
        window.show();
        if (!window.openView(target))
            return false;
        view = window.findChild<MessageBrowserView *>();
        if (!view || !view->property("kafscopeBusy").toBool())
            return false; // the screenshot must wait for the rows
        QSignalSpy done(view, &MessageBrowserView::browseFinished);
        window.connectTo(profileFor("kafka1"));
        return done.wait(30000) && !view->property("kafscopeBusy").toBool();
    }
    bool rerun()
    {
        QSignalSpy done(view, &MessageBrowserView::browseFinished);
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("startButton")),
                          Qt::LeftButton);
        return done.wait(30000);
    }
    int rowOf(qint64 offset, int partition = 0) const
    {
        for (int i = 0; i < view->model()->rowCount(); ++i)
            if (view->model()->record(i).offset == offset &&
                view->model()->record(i).partition == partition)
                return i;
        return -1;
    }
    void select(int row) { view->table()->selectRow(row); }
};

} // namespace

class TestMessageBrowser : public QObject {
    Q_OBJECT
    QString m_topic;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_topic = makeBrowseTopic(QStringLiteral("gui-browse"), 1);
        OutgoingMessage withHeaders = message(
            m_topic, 0, QByteArray("k-json"),
            QByteArray(
                R"({"user":{"name":"Ann","id":2},"tags":["a"],"seq":12345678901234567890})"));
        withHeaders.headers = {{QStringLiteral("source"), QByteArray("gui")},
                               {QStringLiteral("nothing"), std::nullopt}};
        produceAll(
            {message(m_topic, 0, QByteArray("k-text"), QByteArray("plain text")), // 0
             withHeaders,                                                         // 1
             message(m_topic, 0, std::nullopt, std::nullopt),                     // 2: tombstone
             message(m_topic, 0, QByteArray("k-bin"), QByteArray("\x00\x01\x02\xff", 4)), // 3
             message(m_topic, 0, QByteArray("k-mp"),
                     QByteArray::fromHex("81a27571c3")), // 4: {"uq": true}
             message(m_topic, 0, QByteArray("=cmd"), QByteArray(R"({"user":{"id":3}})"))}); // 5
    }

    void browseShowsRowsDetailsAndDecoders()
    {
        Browser b;
        QVERIFY(b.open(QStringLiteral("messages:") + m_topic));
        QAbstractItemModelTester tester(b.view->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(b.view->model()->rowCount(), 6);
        QCOMPARE(b.window.currentView(), b.view);
        QVERIFY2(b.view->progressText().contains(QStringLiteral("Scanned 6 of ~6")),
                 qPrintable(b.view->progressText()));
        QVERIFY(b.view->statusText().contains(QStringLiteral("Read to the end")));
        MessageTableModel *m = b.view->model();
        QCOMPARE(m->data(m->index(2, MessageTableModel::Value)).toString(),
                 QStringLiteral("(null — tombstone)"));
        QCOMPARE(m->data(m->index(2, MessageTableModel::Key)).toString(), QStringLiteral("(null)"));
        QCOMPARE(m->data(m->index(3, MessageTableModel::Value)).toString(),
                 QStringLiteral("\\x00\\x01\\x02\\xFF"));
        QCOMPARE(m->data(m->index(1, MessageTableModel::Headers)).toInt(), 2);
        // A create time is shown plain, its kind in the tooltip.
        QVERIFY(!m->data(m->index(0, MessageTableModel::Timestamp))
                     .toString()
                     .contains(QStringLiteral("(")));
        QVERIFY(m->data(m->index(0, MessageTableModel::Timestamp), Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("Create time")));

        MessageDetailPane *d = b.view->detail();
        b.select(1);
        QCOMPARE(d->valueDecoder(), Decoder::Json);
        QVERIFY(d->valueText().contains(QStringLiteral("\"name\": \"Ann\"")));
        auto *headers = d->findChild<QTableWidget *>(QStringLiteral("headers"));
        QCOMPARE(headers->rowCount(), 2);
        QCOMPARE(headers->item(1, 1)->text(), QStringLiteral("(null)"));
        d->findChild<QCheckBox *>(QStringLiteral("jsonTreeToggle"))->setChecked(true);
        auto *tree = d->findChild<QTreeWidget *>(QStringLiteral("jsonTree"));
        QVERIFY(tree->isVisible());
        QVERIFY(!tree->findItems(QStringLiteral("name"), Qt::MatchRecursive | Qt::MatchExactly)
                     .isEmpty());
        // The document as it is in Kafka: members in their order, the big number's digits as
        // written.
        QTreeWidgetItem *user =
            tree->findItems(QStringLiteral("user"), Qt::MatchRecursive | Qt::MatchExactly).first();
        QCOMPARE(user->child(0)->text(0), QStringLiteral("name"));
        QCOMPARE(user->child(1)->text(0), QStringLiteral("id"));
        QCOMPARE(tree->findItems(QStringLiteral("seq"), Qt::MatchRecursive | Qt::MatchExactly)
                     .first()
                     ->text(1),
                 QStringLiteral("12345678901234567890"));
        QVERIFY2(d->valueText().indexOf(QStringLiteral("\"name\"")) <
                         d->valueText().indexOf(QStringLiteral("\"id\"")) &&
                     d->valueText().contains(QStringLiteral("\"seq\": 12345678901234567890")),
                 qPrintable(d->valueText()));
        d->setValueDecoder(Decoder::Hex);
        QVERIFY(!tree->isVisible());
        QVERIFY(d->valueText().startsWith(QStringLiteral("00000000  7b 22 75 73")));
        d->setValueDecoder(Decoder::Base64);
        QVERIFY(d->valueText().startsWith(QStringLiteral("eyJ1c2VyIjp7")));

        d->findChild<QComboBox *>(QStringLiteral("valueDecoder"))->setCurrentIndex(0); // Auto
        b.select(4);
        QCOMPARE(d->valueDecoder(), Decoder::MessagePack);
        QVERIFY(d->valueText().contains(QStringLiteral("\"uq\": true")));
        b.select(3);
        QCOMPARE(d->valueDecoder(), Decoder::Hex);
        b.select(2);
        QVERIFY(d->valueText().contains(QStringLiteral("tombstone")));
        d->setValueDecoder(Decoder::Protobuf);
        b.select(3);
        QVERIFY(d->valueText().startsWith(QStringLiteral("Not a protobuf message")));
    }

    void filtersRunInTheWorkerAndBadOnesAreShown()
    {
        Browser b;
        QVERIFY(b.open(QStringLiteral("messages:") + m_topic));
        auto *filter = b.view->findChild<QLineEdit *>(QStringLiteral("filter"));
        filter->setText(QStringLiteral("value.user.id == 2 or header.source exists"));
        QVERIFY(b.rerun());
        QCOMPARE(b.view->model()->rowCount(), 1);
        QCOMPARE(b.view->model()->record(0).offset, 1);
        QVERIFY(b.view->progressText().contains(QStringLiteral("kept 1")));
        filter->setText(QStringLiteral("value =="));
        QTest::mouseClick(b.view->findChild<QPushButton *>(QStringLiteral("startButton")),
                          Qt::LeftButton);
        auto *error = b.view->findChild<QLabel *>(QStringLiteral("filterError"));
        QVERIFY(error->isVisible());
        QVERIFY2(error->text().contains(QStringLiteral("position 9")), qPrintable(error->text()));
        QVERIFY(!b.view->isBrowsing());
        QCOMPARE(b.view->model()->rowCount(), 1); // the last result stays
    }

    void aLiveTailStreamsUntilStopped()
    {
        const QString topic = makeBrowseTopic(QStringLiteral("gui-tail"), 1);
        Browser b;
        QVERIFY(b.open(QStringLiteral("messages:") + topic));
        QVERIFY2(b.view->statusText().contains(QStringLiteral("partition 0 is empty")),
                 qPrintable(b.view->statusText()));
        auto *mode = b.view->findChild<QComboBox *>(QStringLiteral("startMode"));
        mode->setCurrentIndex(mode->findData(int(StartSpec::Mode::Tail)));
        QTest::mouseClick(b.view->findChild<QPushButton *>(QStringLiteral("startButton")),
                          Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(b.view->progressText().startsWith(QStringLiteral("Live tail")),
                                 20000);
        QVERIFY(!b.view->property("kafscopeBusy").toBool()); // a tail has no end to wait for
        QCOMPARE(b.view->model()->rowCount(), 0);
        produceAll({message(topic, 0, QByteArray("k-live"), QByteArray("live"))});
        QTRY_COMPARE_WITH_TIMEOUT(b.view->model()->rowCount(), 1, 20000);
        QCOMPARE(b.view->model()->record(0).key().toByteArray(), QByteArray("k-live"));
        QVERIFY(b.view->isBrowsing());
        // Later batches are queued and handed to the table a moment later, while the tail runs on.
        produceAll({message(topic, 0, QByteArray("k-2"), QByteArray("second")),
                    message(topic, 0, QByteArray("k-3"), QByteArray("third"))});
        QTRY_COMPARE_WITH_TIMEOUT(b.view->model()->rowCount(), 3, 20000);
        QCOMPARE(b.view->model()->record(2).value().toByteArray(), QByteArray("third"));
        QTRY_VERIFY(b.view->progressText().startsWith(QStringLiteral("Live tail: scanned 3 ")));
        QVERIFY(b.view->isBrowsing());
        QSignalSpy done(b.view, &MessageBrowserView::browseFinished);
        QTest::mouseClick(b.view->findChild<QPushButton *>(QStringLiteral("stopButton")),
                          Qt::LeftButton);
        QVERIFY(done.wait(5000));
        QVERIFY(b.view->statusText().contains(QStringLiteral("Stopped")));
    }

    void aLiveTailEndsWhenItsTopicIsDeleted()
    {
        const QString topic = makeBrowseTopic(QStringLiteral("gui-tail-deleted"), 1);
        Browser b;
        QVERIFY(b.open(QStringLiteral("messages:") + topic));
        auto *mode = b.view->findChild<QComboBox *>(QStringLiteral("startMode"));
        mode->setCurrentIndex(mode->findData(int(StartSpec::Mode::Tail)));
        QTest::mouseClick(b.view->findChild<QPushButton *>(QStringLiteral("startButton")),
                          Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(b.view->progressText().startsWith(QStringLiteral("Live tail")),
                                 20000);
        QSignalSpy done(b.view, &MessageBrowserView::browseFinished);
        auto admin = KafkaClient::create(profileFor("kafka1"), QStringLiteral("test-admin"));
        QVERIFY(deleteTopic(*admin.value(), topic, topic).ok());
        QVERIFY(done.wait(20000)); // ends by itself, within seconds
        QVERIFY(!b.view->isBrowsing());
        QVERIFY2(b.view->statusText().contains(QStringLiteral("Topic %1 was deleted").arg(topic)),
                 qPrintable(b.view->statusText()));
    }

    void exportCopyAndProduceAgain()
    {
        Browser b;
        QVERIFY(b.open(QStringLiteral("messages:") + m_topic + QStringLiteral(":0")));
        QTemporaryDir dir;
        QSignalSpy exported(b.view, &MessageBrowserView::exportFinished);
        const QString jsonl = dir.filePath(QStringLiteral("out.jsonl"));
        b.view->exportRows(jsonl, MessageBrowserView::ExportFormat::JsonLines);
        QVERIFY(exported.count() == 1 || exported.wait(10000));
        QVERIFY(exported.last().at(0).toBool());
        QFile f(jsonl);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        QCOMPARE(lines.size(), 7);
        auto bin = messageFromJsonLine(lines[3], QStringLiteral("x"), {}, 4);
        QVERIFY(bin);
        QCOMPARE(bin->value, std::optional<QByteArray>(QByteArray("\x00\x01\x02\xff", 4)));
        const QString csv = dir.filePath(QStringLiteral("out.csv"));
        b.view->exportRows(csv, MessageBrowserView::ExportFormat::Csv);
        QVERIFY(exported.count() == 2 || exported.wait(10000));
        QFile c(csv);
        QVERIFY(c.open(QIODevice::ReadOnly));
        const QByteArray csvText = c.readAll();
        QVERIFY(csvText.startsWith("partition,offset,timestamp"));
        QVERIFY(csvText.contains("\"'=cmd\""));

        b.select(1);
        QTest::mouseClick(b.view->findChild<QPushButton *>(QStringLiteral("copyJson")),
                          Qt::LeftButton);
        const QString copied = QApplication::clipboard()->text();
        QVERIFY2(copied.startsWith(QStringLiteral("{\"topic\":\"") + m_topic), qPrintable(copied));
        QVERIFY(copied.contains(QStringLiteral("\"key\":\"k-json\"")));
        QTest::mouseClick(b.view->findChild<QPushButton *>(QStringLiteral("copyKcat")),
                          Qt::LeftButton);
        QCOMPARE(QApplication::clipboard()->text(),
                 QStringLiteral("kcat -C -b %1 -t %2 -p 0 -o 1 -c 1 -e")
                     .arg(bootstrap("kafka1"), m_topic));

        QTest::mouseClick(b.view->findChild<QPushButton *>(QStringLiteral("produceAgain")),
                          Qt::LeftButton);
        auto *produce = b.window.findChild<ProduceView *>();
        QCOMPARE(b.window.currentView(), produce);
        QCOMPARE(produce->findChild<QComboBox *>(QStringLiteral("topic"))->currentText(), m_topic);
        QCOMPARE(produce->findChild<QLineEdit *>(QStringLiteral("key"))->text(),
                 QStringLiteral("k-json"));
        QVERIFY(produce->findChild<QPlainTextEdit *>(QStringLiteral("value"))
                    ->toPlainText()
                    .contains(QStringLiteral("\"Ann\"")));
        QCOMPARE(produce->findChild<QTableWidget *>(QStringLiteral("headers"))->rowCount(), 2);
    }

    void aPartitionTargetAndTheMemoryBudget()
    {
        const QString topic = makeBrowseTopic(QStringLiteral("gui-budget"), 2);
        QList<OutgoingMessage> ms;
        for (int i = 0; i < 12000; ++i)
            ms << message(topic, i % 2, QByteArray::number(i), QByteArray(100, 'x'));
        produceAll(ms);
        Browser b;
        QVERIFY(b.open(QStringLiteral("messages:") + topic + QStringLiteral(":1")));
        QCOMPARE(b.view->model()->rowCount(), 500); // the default limit
        for (int i = 0; i < b.view->model()->rowCount(); ++i)
            QCOMPARE(b.view->model()->record(i).partition, 1);
        QVERIFY(b.view->statusText().contains(QStringLiteral("limit of 500")));
        b.view->findChild<QLineEdit *>(QStringLiteral("partitions"))->clear();
        b.view->findChild<QSpinBox *>(QStringLiteral("limit"))->setValue(0);
        b.view->findChild<QSpinBox *>(QStringLiteral("memoryBudget"))->setValue(1);
        QVERIFY(b.rerun());
        const RecordStore &store = b.view->model()->store();
        QVERIFY(store.bytes() <= 1024 * 1024);
        QCOMPARE(store.size() + store.evictedTotal(), 12000);
        QVERIFY(store.evictedTotal() > 0);
        QVERIFY2(b.view->statusText().contains(QStringLiteral("Memory budget reached")),
                 qPrintable(b.view->statusText()));
        QVERIFY(b.view->progressText().contains(QStringLiteral("Scanned 12,000 of ~12,000")));
    }

    void aBigValueIsPreviewedThenLoadedWhole()
    {
        const QString topic =
            makeBrowseTopic(QStringLiteral("gui-big"), 1,
                            {{QStringLiteral("max.message.bytes"), QStringLiteral("3000000")}});
        const QByteArray big = QByteArray("0123456789").repeated(100000); // 1,000,000 bytes
        produceAll({message(topic, 0, QByteArray("big"), big)}, {},
                   {{QStringLiteral("message.max.bytes"), QStringLiteral("3000000")}});
        Browser b;
        QVERIFY(b.open(QStringLiteral("messages:") + topic));
        b.select(0);
        auto *load = b.view->detail()->findChild<QPushButton *>(QStringLiteral("loadFullValue"));
        QVERIFY(load->isVisible());
        QVERIFY(b.view->detail()
                    ->findChild<QLabel *>(QStringLiteral("valueInfo"))
                    ->text()
                    .contains(QStringLiteral("preview")));
        QSignalSpy loaded(b.view, &MessageBrowserView::fullValueLoaded);
        QTest::mouseClick(load, Qt::LeftButton);
        QVERIFY(loaded.wait(20000));
        QVERIFY(!load->isVisible());
        QCOMPARE(b.view->model()->record(0).value().size(), big.size());
        QCOMPARE(b.view->detail()->valueText().size(), big.size());
    }

    // Issue #20: an export runs on its own worker. Cut values load whole over one reader, rows
    // stream to the file, the session answers a refresh meanwhile, cancel leaves no file, and a
    // window closed during an export returns at once.
    void anExportRunsOnItsOwnWorker()
    {
        const QString topic =
            makeBrowseTopic(QStringLiteral("gui-export-long"), 3,
                            {{QStringLiteral("max.message.bytes"), QStringLiteral("3000000")}});
        const QByteArray value =
            QByteArray("abcdefghij").repeated(30000); // 300,000 bytes: cut at 256 KiB
        constexpr int kRecords = 240;
        QList<OutgoingMessage> messages;
        for (int i = 0; i < kRecords; ++i)
            messages << message(topic, i % 3, QByteArray::number(i), value);
        produceAll(messages, {},
                   {{QStringLiteral("message.max.bytes"), QStringLiteral("3000000")}});
        auto *b = new Browser;
        QVERIFY(b->open(QStringLiteral("messages:") + topic));
        QCOMPARE(b->view->model()->rowCount(), kRecords);
        QVERIFY(b->view->model()->record(0).valueTruncated());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.jsonl"));

        QSignalSpy exported(b->view, &MessageBrowserView::exportFinished);
        QElapsedTimer clock;
        clock.start();
        b->view->exportRows(path, MessageBrowserView::ExportFormat::JsonLines);
        QVERIFY(b->view->isExporting());
        QVERIFY(b->view->findChild<QPushButton *>(QStringLiteral("cancelExport"))->isVisible());
        // A refresh asked of the session right after: answered while the export still runs.
        qint64 answeredAtMs = -1;
        bool exportingWhenAnswered = false;
        b->window.session()->call<ClusterMetadata>(
            b->view, [](KafkaClient &c) { return c.metadata(true); },
            [&](const Result<ClusterMetadata> &m) {
                answeredAtMs = clock.elapsed();
                exportingWhenAnswered = b->view->isExporting();
                QVERIFY(m.ok());
            });
        QVERIFY(exported.wait(90000));
        const qint64 exportMs = clock.elapsed();
        QTRY_VERIFY_WITH_TIMEOUT(answeredAtMs >= 0, 10000);
        qInfo("export of %d cut values: %lld ms; the refresh answered after %lld ms", kRecords,
              exportMs, answeredAtMs);
        QVERIFY2(
            exportingWhenAnswered && answeredAtMs < exportMs,
            qPrintable(
                QStringLiteral("refresh %1 ms, export %2 ms").arg(answeredAtMs).arg(exportMs)));
        QVERIFY2(exported.first().at(0).toBool(), qPrintable(exported.first().at(1).toString()));
        QVERIFY(!b->view->findChild<QPushButton *>(QStringLiteral("cancelExport"))->isVisible());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        int lines = 0;
        QSet<QString> keys;
        while (!file.atEnd()) {
            const QJsonObject o = QJsonDocument::fromJson(file.readLine()).object();
            QCOMPARE(o.value(QStringLiteral("value")).toString().size(),
                     value.size()); // whole, not the preview
            keys << o.value(QStringLiteral("key")).toString();
            ++lines;
        }
        QCOMPARE(lines, kRecords);
        QCOMPARE(keys.size(), kRecords);

        // Cancelled: the export says so and leaves no file.
        const QString cancelled = dir.filePath(QStringLiteral("cancelled.jsonl"));
        exported.clear();
        b->view->exportRows(cancelled, MessageBrowserView::ExportFormat::JsonLines);
        QTest::mouseClick(b->view->findChild<QPushButton *>(QStringLiteral("cancelExport")),
                          Qt::LeftButton);
        QVERIFY(exported.wait(20000));
        QVERIFY(!exported.first().at(0).toBool());
        QVERIFY2(exported.first().at(1).toString().contains(QStringLiteral("cancelled")),
                 qPrintable(exported.first().at(1).toString()));
        QVERIFY(!QFile::exists(cancelled));

        // The window closed during an export: back at once; the export's thread ends soon after.
        b->view->exportRows(dir.filePath(QStringLiteral("closed.jsonl")),
                            MessageBrowserView::ExportFormat::JsonLines);
        QVERIFY(b->view->isExporting());
        QElapsedTimer closing;
        closing.start();
        delete b;
        QVERIFY2(closing.elapsed() < 2000, qPrintable(QString::number(closing.elapsed())));
        QVERIFY(WorkerReaper::waitForAll(5000));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("closed.jsonl"))));
    }
};

KAFSCOPE_TEST_MAIN(TestMessageBrowser)
#include "test_message_browser.moc"
