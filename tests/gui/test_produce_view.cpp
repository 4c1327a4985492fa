#include "admin/topic_admin.h"
#include "test_main.h"
#include "common/palette.h"
#include "produce/load_panel.h"
#include "produce/produce_view.h"
#include "gui/application.h"
#include "test_cluster.h"
#include "../integration/test_produce_readback.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QCheckBox>
#include <QCompleter>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QTabWidget>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

namespace {

// `values` sent with kafscope-cli, one record each.
void produceValues(const QString &topic, const QStringList &values)
{
    for (const QString &v : values) {
        const auto r = test::runProgram(
            "KAFSCOPE_CLI", {QStringLiteral("--bootstrap"), test::bootstrap("kafka1"),
                             QStringLiteral("produce"), topic, QStringLiteral("--value"), v});
        if (r.exitCode != 0)
            qFatal("produce: %s", r.err.constData());
    }
}

// Where `w` is in its window: a move of the Send button shows here.
QPoint placeOf(QWidget *w)
{
    return w->mapTo(w->window(), QPoint(0, 0));
}

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
        auto *view = w.findChild<ProduceView *>();
        view->tabs()->setCurrentIndex(1); // the load generator's tab, as a user would
        LoadPanel *panel = view->loadPanel();
        QVERIFY(panel->isVisible());
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

    // The value format follows what the topic holds: JSON values -> json, text -> text; the
    // reason is shown beside it.
    void valueFormatFollowsTheTopic()
    {
        const QString jsonTopic = makeTopic(QStringLiteral("gui-fmt-json"), 2);
        const QString textTopic = makeTopic(QStringLiteral("gui-fmt-text"), 1);
        produceValues(jsonTopic, {QStringLiteral("{\"order\":1}"), QStringLiteral("[1,2]")});
        produceValues(textTopic, {QStringLiteral("plain words")});
        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(answered.wait(20000));
        QVERIFY(w.openView(QStringLiteral("produce:") + jsonTopic));
        auto *view = w.findChild<ProduceView *>();
        auto *format = view->findChild<QComboBox *>(QStringLiteral("valueFormat"));
        QTRY_COMPARE_WITH_TIMEOUT(format->currentText(), QStringLiteral("json"), 15000);
        QVERIFY2(view->formatNote().contains(jsonTopic), qPrintable(view->formatNote()));
        QVERIFY(view->findChild<QLabel *>(QStringLiteral("formatNote"))->isVisible());
        QVERIFY(w.openView(QStringLiteral("produce:") + textTopic));
        QTRY_COMPARE_WITH_TIMEOUT(format->currentText(), QStringLiteral("text"), 15000);
        QVERIFY2(view->formatNote().startsWith(QStringLiteral("text, like")),
                 qPrintable(view->formatNote()));
    }

    // Live validation: the message comes while typing, goes once fixed, and never moves Send;
    // after a send the focus stays where it was (no jump to the load generator).
    void liveValidationAndFocusKeepTheFormStill()
    {
        const QString topic = makeTopic(QStringLiteral("gui-live"), 1);
        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(answered.wait(20000));
        QVERIFY(w.openView(QStringLiteral("produce:") + topic));
        auto *view = w.findChild<ProduceView *>();
        auto *format = view->findChild<QComboBox *>(QStringLiteral("valueFormat"));
        auto *value = view->findChild<QPlainTextEdit *>(QStringLiteral("value"));
        auto *send = view->findChild<QPushButton *>(QStringLiteral("send"));
        auto *check = view->findChild<QLabel *>(QStringLiteral("valueValidation"));
        format->setCurrentIndex(format->findText(QStringLiteral("json")));
        QVERIFY(view->validationText().isEmpty());
        const QPoint before = placeOf(send);
        value->setFocus();
        QTest::keyClicks(value, QStringLiteral("{\"a\": 1,"));
        QApplication::processEvents();
        QVERIFY2(view->validationText().contains(QStringLiteral("JSON")),
                 qPrintable(view->validationText()));
        QVERIFY(check->isVisible());
        QCOMPARE(placeOf(send), before);
        // A refused Send shows its error beside Send.
        QTest::mouseClick(send, Qt::LeftButton);
        QVERIFY(view->resultText().contains(QStringLiteral("not valid JSON")));
        QApplication::processEvents();
        QCOMPARE(placeOf(send), before); // the refusal beside it does not move it
        // Fixed: both messages go.
        QTest::keyClicks(value, QStringLiteral(" \"b\": 2}"));
        QApplication::processEvents();
        QVERIFY2(view->validationText().isEmpty(), qPrintable(view->validationText()));
        QVERIFY2(view->resultText().isEmpty(), qPrintable(view->resultText()));

        // Sent with the mouse: the focus stays on Send, the Message tab stays on screen.
        QSignalSpy sent(view, &ProduceView::sendFinished);
        QTest::mouseClick(send, Qt::LeftButton);
        QVERIFY(send->hasFocus());
        QVERIFY(sent.wait(20000));
        QVERIFY2(sent.first().first().toBool(), qPrintable(view->resultText()));
        QApplication::processEvents();
        QVERIFY2(send->hasFocus(), QApplication::focusWidget()
                                       ? qPrintable(QApplication::focusWidget()->objectName())
                                       : "no focus");
        QCOMPARE(view->tabs()->currentIndex(), 0);
    }

    // The view you came from names the topic: Messages on a topic, then Produce in the navigator.
    void produceTakesTheTopicOfTheViewBefore()
    {
        const QString topic = makeTopic(QStringLiteral("gui-ctx"), 1);
        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(answered.wait(20000));
        QVERIFY(w.openView(QStringLiteral("messages:") + topic));
        QVERIFY(w.openView(QStringLiteral("produce")));
        auto *view = w.findChild<ProduceView *>();
        QVERIFY(view->isVisible());
        QCOMPARE(view->findChild<QComboBox *>(QStringLiteral("topic"))->currentText(), topic);
        QCOMPARE(
            view->loadPanel()->findChild<QComboBox *>(QStringLiteral("loadTopic"))->currentText(),
            topic);
        // From a view without a topic (the overview) it keeps what it had.
        QVERIFY(w.openView(QStringLiteral("cluster")));
        QVERIFY(w.openView(QStringLiteral("produce")));
        QCOMPARE(view->findChild<QComboBox *>(QStringLiteral("topic"))->currentText(), topic);
    }

    // Typing a topic opens the completer; clicking Key then puts the focus in Key (the popup does
    // not swallow the click), so what is typed next is the key.
    void theTopicCompleterDoesNotSwallowTheNextClick()
    {
        const QString topic = makeTopic(QStringLiteral("gui-complete"), 1);
        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(answered.wait(20000));
        QVERIFY(w.openView(QStringLiteral("produce")));
        auto *view = w.findChild<ProduceView *>();
        auto *combo = view->findChild<QComboBox *>(QStringLiteral("topic"));
        QTRY_VERIFY_WITH_TIMEOUT(combo->model()->rowCount() > 0, 20000);
        combo->lineEdit()->clear();
        combo->lineEdit()->setFocus();
        QTest::keyClicks(combo->lineEdit(), topic.left(topic.size() - 2));
        QWidget *popup = combo->completer()->popup();
        QTRY_VERIFY(popup->isVisible());
        auto *key = view->findChild<QLineEdit *>(QStringLiteral("key"));
        // Through the window, as the platform delivers it (QTest's widget overload would bypass
        // the popup that swallowed the click).
        QTest::mouseClick(w.windowHandle(), Qt::LeftButton, {},
                          key->mapTo(&w, QPoint(10, key->height() / 2)));
        QTRY_VERIFY(key->hasFocus());
        QVERIFY(!popup->isVisible());
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("k1"));
        QCOMPARE(key->text(), QStringLiteral("k1"));
        QVERIFY(!combo->currentText().endsWith(QStringLiteral("k1")));
    }

    // At 1280x800 the whole message form and the whole load generator are on screen (nothing at
    // the fold), the value editor is taller than the empty headers table; at 960x600 both still
    // fit across (scrolling down only). Both themes.
    void theFormFitsAt1280x800AndIsUsableAt960x600()
    {
        for (const Theme theme : {Theme::Light, Theme::Dark}) {
            Palette::applyTheme(theme);
            kafscope::app::Window w;
            w.resize(1280, 800);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(w.openView(QStringLiteral("produce")));
            auto *view = w.findChild<ProduceView *>();
            QApplication::processEvents();
            const auto fits = [](QWidget *tab, bool vertical) {
                auto *scroll = qobject_cast<QScrollArea *>(tab);
                const QSize need = scroll->widget()->minimumSizeHint();
                const QSize have = scroll->viewport()->size();
                const bool ok =
                    need.width() <= have.width() && (!vertical || need.height() <= have.height());
                if (!ok) // name what does not fit, for the failure message
                    for (QWidget *c : scroll->widget()->findChildren<QWidget *>())
                        if (c->isVisibleTo(scroll) &&
                            c->minimumSizeHint().width() > have.width() / 2)
                            qWarning("%s %s needs %dx%d of %dx%d", c->metaObject()->className(),
                                     qPrintable(c->objectName()), c->minimumSizeHint().width(),
                                     c->minimumSizeHint().height(), have.width(), have.height());
                return ok;
            };
            auto *value = view->findChild<QPlainTextEdit *>(QStringLiteral("value"));
            auto *headers = view->findChild<QTableWidget *>(QStringLiteral("headers"));
            QVERIFY2(fits(view->tabs()->widget(0), true), "message form cut at 1280x800");
            QVERIFY(value->height() >= 2 * headers->height());
            QVERIFY(value->height() >= value->fontMetrics().lineSpacing() * 8);
            view->tabs()->setCurrentIndex(1);
            QApplication::processEvents();
            QVERIFY2(fits(view->tabs()->widget(1), true), "load generator cut at 1280x800");
            view->tabs()->setCurrentIndex(0);
            // Input fields stand out from the window in the dark theme (the light one is the
            // platform's own palette).
            const QPalette pal = value->palette();
            if (theme == Theme::Dark)
                QVERIFY(qAbs(pal.color(QPalette::Base).lightness() -
                             pal.color(QPalette::Window).lightness()) >= 20);
            // Half of a 1920 screen: the window is 960x600, so the view has 320 x 200 less.
            ProduceView solo; // the view alone, at the size it would get there
            solo.resize(view->size() - QSize(320, 200));
            solo.show();
            QApplication::processEvents();
            QVERIFY2(fits(solo.tabs()->widget(0), false), "message form too wide at 960x600");
            solo.tabs()->setCurrentIndex(1);
            QApplication::processEvents();
            QVERIFY2(fits(solo.tabs()->widget(1), false), "load generator too wide at 960x600");
        }
        Palette::applyTheme(Theme::Light);
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

KAFSCOPE_TEST_MAIN(TestProduceView)
#include "test_produce_view.moc"
