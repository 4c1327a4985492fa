#include "admin/topic_admin.h"
#include "produce/load_panel.h"
#include "produce/produce_view.h"
#include "gui/application.h"
#include "test_cluster.h"
#include "../integration/test_produce_readback.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

namespace {

QString makeTopic(const QString &prefix, int partitions)
{
    const QString name = test::uniqueName(prefix);
    auto admin = KafkaClient::create(test::profileFor("kafka1"), QStringLiteral("test-admin"));
    if (auto s = createTopic(*admin.value(), {name, partitions, 1, {}}); !s)
        qFatal("createTopic failed: %s", qPrintable(s.error().message()));
    return name;
}

} // namespace

class TestProduceView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void fillSendAndCheckWhereItLanded()
    {
        const QString topic = makeTopic(QStringLiteral("gui-produce"), 3);
        kafscope::app::Window w;
        w.show();
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(answered.wait(20000));
        QVERIFY(w.openView(QStringLiteral("produce:") + topic));
        auto *view = w.findChild<ProduceView *>();
        QVERIFY(view && view->isVisible());
        QCOMPARE(view->findChild<QComboBox *>(QStringLiteral("topic"))->currentText(), topic);
        view->findChild<QSpinBox *>(QStringLiteral("partition"))->setValue(2);
        QTest::keyClicks(view->findChild<QLineEdit *>(QStringLiteral("key")),
                         QStringLiteral("gui-key"));
        auto *format = view->findChild<QComboBox *>(QStringLiteral("valueFormat"));
        format->setCurrentIndex(format->findText(QStringLiteral("json")));
        view->findChild<QPlainTextEdit *>(QStringLiteral("value"))
            ->setPlainText(QStringLiteral("{\"n\": 1}"));
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("addHeader")),
                          Qt::LeftButton);
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("addHeader")),
                          Qt::LeftButton);
        auto *headers = view->findChild<QTableWidget *>(QStringLiteral("headers"));
        headers->item(0, 0)->setText(QStringLiteral("trace"));
        headers->item(0, 1)->setText(QStringLiteral("abc"));
        headers->item(1, 0)->setText(QStringLiteral("gone"));
        QCOMPARE(headers->item(1, 2)->checkState(), Qt::Unchecked);
        headers->item(1, 2)->setCheckState(Qt::Checked);
        auto *compression = view->findChild<QComboBox *>(QStringLiteral("compression"));
        compression->setCurrentIndex(compression->findText(QStringLiteral("gzip")));

        QSignalSpy sent(view, &ProduceView::sendFinished);
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("send")), Qt::LeftButton);
        QVERIFY(sent.wait(20000));
        QVERIFY2(sent.first().first().toBool(), qPrintable(view->resultText()));
        const auto m = QRegularExpression(QStringLiteral("partition (\\d+) · offset ([\\d,]+)"))
                           .match(view->resultText());
        QVERIFY2(m.hasMatch(), qPrintable(view->resultText()));
        const auto read = test::readTopic(test::profileFor("kafka1"), topic, 1);
        QCOMPARE(read.size(), 1);
        QCOMPARE(m.captured(1).toInt(), read[0].partition);
        QCOMPARE(m.captured(2).remove(QLatin1Char(',')).toLongLong(), read[0].offset);
        QCOMPARE(read[0].partition, 2);
        QCOMPARE(*read[0].key, QByteArray("gui-key"));
        QCOMPARE(*read[0].value, QByteArray("{\"n\": 1}"));
        QCOMPARE(read[0].headers.size(), 2);
        QCOMPARE(*read[0].headers[0].value, QByteArray("abc"));
        QVERIFY(!read[0].headers[1].value);

        // Invalid JSON never reaches the broker; the error is shown.
        view->findChild<QPlainTextEdit *>(QStringLiteral("value"))
            ->setPlainText(QStringLiteral("{oops"));
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("send")), Qt::LeftButton);
        QVERIFY(view->resultText().contains(QStringLiteral("not valid JSON")));

        // Templates: the preview shows the next message, then a send uses it.
        format->setCurrentIndex(format->findText(QStringLiteral("text")));
        view->findChild<QPlainTextEdit *>(QStringLiteral("value"))
            ->setPlainText(QStringLiteral("n={{seq}}"));
        view->findChild<QCheckBox *>(QStringLiteral("useTemplate"))->setChecked(true);
        QVERIFY2(view->findChild<QLabel *>(QStringLiteral("preview"))
                     ->text()
                     .contains(QStringLiteral("value: n=0")),
                 qPrintable(view->findChild<QLabel *>(QStringLiteral("preview"))->text()));
        sent.clear();
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("send")), Qt::LeftButton);
        QVERIFY(sent.wait(20000));
        QVERIFY2(sent.first().first().toBool(), qPrintable(view->resultText()));
        QVERIFY(view->findChild<QLabel *>(QStringLiteral("preview"))
                    ->text()
                    .contains(QStringLiteral("value: n=1")));
        const auto again = test::readTopic(test::profileFor("kafka1"), topic, 2);
        QCOMPARE(*again.last().value, QByteArray("n=0"));

        // "Produce again" fills the form from a message.
        OutgoingMessage loaded{topic,
                               1,
                               QByteArray("k\xff", 2),
                               QByteArray("v"),
                               {{QStringLiteral("h"), std::nullopt}},
                               0};
        view->loadMessage(loaded);
        QCOMPARE(view->findChild<QSpinBox *>(QStringLiteral("partition"))->value(), 1);
        QCOMPARE(view->findChild<QComboBox *>(QStringLiteral("keyFormat"))->currentText(),
                 QStringLiteral("base64"));
        QCOMPARE(view->findChild<QLineEdit *>(QStringLiteral("key"))->text(),
                 QStringLiteral("a/8="));
        QCOMPARE(headers->rowCount(), 1);
        QCOMPARE(headers->item(0, 2)->checkState(), Qt::Checked);
    }

    void loadPanelRunsAndEverythingAckedIsInTheTopic()
    {
        const QString topic = makeTopic(QStringLiteral("gui-load"), 2);
        kafscope::app::Window w;
        w.show();
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(answered.wait(20000));
        QVERIFY(w.openView(QStringLiteral("produce:") + topic));
        LoadPanel *panel = w.findChild<ProduceView *>()->loadPanel();
        panel->findChild<QSpinBox *>(QStringLiteral("loadCount"))->setValue(3000);
        panel->findChild<QSpinBox *>(QStringLiteral("loadRate"))->setValue(3000);
        QSignalSpy finished(panel->runner(), &LoadRunner::finished);
        QTest::mouseClick(panel->findChild<QPushButton *>(QStringLiteral("startLoad")),
                          Qt::LeftButton);
        QVERIFY(finished.wait(30000));
        const auto stats = finished.first().first().value<LoadStats>();
        QCOMPARE(stats.acked, qint64(3000));
        QVERIFY2(panel->countersText().contains(QStringLiteral("acknowledged 3,000")),
                 qPrintable(panel->countersText()));
        QVERIFY(panel->chart()->graph(0)->dataCount() > 3);
        const auto read = test::readTopic(test::profileFor("kafka1"), topic, 3000);
        QCOMPARE(read.size(), 3000);
        QCOMPARE(test::checksumOf(read), stats.ackedChecksum);
    }

    void screenshotOfTheProducerView()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("produce.png"));
        auto r = test::runProgram("KAFSCOPE_GUI",
                                  {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"),
                                   QStringLiteral("--open"), QStringLiteral("produce:some-topic"),
                                   QStringLiteral("--screenshot"), png});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 400);
    }
};

QTEST_MAIN(TestProduceView)
#include "test_produce_view.moc"
