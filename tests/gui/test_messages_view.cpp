// The Messages view as a new user meets it (issue #33), against kafka1: the search box finds a key
// reading only the partition Kafka's default partitioner gave it, composes with the start modes and
// the filter; "oldest" with a limit over 12 partitions keeps rows of every partition and says so;
// export and copy wait for a message; an error has a line of its own; JSON is coloured in both
// themes; the value and key columns are on screen at 1280x800 and 960x600, light and dark, English
// and Chinese.
#include "../integration/browse_test_support.h"
#include "test_main.h"
#include "browse/key_partitioner.h"
#include "browse/message_browser_view.h"
#include "browse/message_detail_pane.h"
#include "browse/message_table_model.h"
#include "common/palette.h"
#include "common/translations.h"
#include "gui/application.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTextBlock>
#include <QTextLayout>
#include <QToolButton>
#include <QtTest>

#include <cmath>

using namespace kafscope;
using namespace kafscope::test;
using namespace kafscope::ui;

namespace {

constexpr int kPartitions = 12;
constexpr int kMessages = 600;

QByteArray keyOf(int n)
{
    return QByteArray("order-") + QByteArray::number(n);
}

struct Browser {
    kafscope::app::Window window;
    MessageBrowserView *view = nullptr;

    bool open(const QString &topic, QSize size = {1280, 800})
    {
        window.resize(size);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window) ||
            !window.openView(QStringLiteral("messages:") + topic))
            return false;
        view = window.findChild<MessageBrowserView *>();
        if (!view)
            return false;
        QSignalSpy done(view, &MessageBrowserView::browseFinished);
        window.connectTo(profileFor("kafka1"));
        return done.wait(30000);
    }
    bool run()
    {
        QSignalSpy done(view, &MessageBrowserView::browseFinished);
        QTest::mouseClick(child<QPushButton>("startButton"), Qt::LeftButton);
        return done.wait(30000);
    }
    // Types the search and presses Enter, as a user does.
    bool search(const QString &text)
    {
        QLineEdit *box = child<QLineEdit>("quickSearch");
        box->clear();
        QTest::keyClicks(box, text);
        QSignalSpy done(view, &MessageBrowserView::browseFinished);
        QTest::keyClick(box, Qt::Key_Return);
        return done.wait(30000);
    }
    template <typename T> T *child(const char *name) const
    {
        return view->findChild<T *>(QLatin1String(name));
    }
    QSet<int> partitionsShown() const
    {
        QSet<int> out;
        for (int i = 0; i < view->model()->rowCount(); ++i)
            out.insert(view->model()->record(i).partition);
        return out;
    }
};

// The number a progress line gives after "Scanned ".
qint64 scannedIn(const QString &progress)
{
    const QString digits =
        progress.section(QLatin1Char(' '), 1, 1).remove(QLocale().groupSeparator());
    return digits.toLongLong();
}

double luminance(const QColor &c)
{
    auto channel = [](double v) {
        v /= 255.0;
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (qMax(la, lb) + 0.05) / (qMin(la, lb) + 0.05);
}

// The colour the highlighter gave the character `skip` characters after `word` begins in
// `edit`'s text (invalid when it has none).
QColor colourOf(QPlainTextEdit *edit, const QString &word, int skip = 0)
{
    const QString all = edit->toPlainText();
    const qsizetype found = all.indexOf(word);
    if (found < 0)
        return {};
    const int at = int(found) + skip;
    const QTextBlock block = edit->document()->findBlock(at);
    const int inBlock = at - block.position();
    for (const QTextLayout::FormatRange &r : block.layout()->formats())
        if (inBlock >= r.start && inBlock < r.start + r.length)
            return r.format.foreground().color();
    return {};
}

} // namespace

class TestMessagesView : public QObject {
    Q_OBJECT
    QString m_topic;
    QHash<int, int> m_perPartition;     // messages per partition
    QHash<QByteArray, int> m_partition; // where the producer put each key
    QHash<QByteArray, qint64> m_offset;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_topic = makeBrowseTopic(QStringLiteral("gui-search"), kPartitions);
        QList<OutgoingMessage> messages;
        for (int n = 0; n < kMessages; ++n)
            messages << message(m_topic, -1, keyOf(n),
                                QStringLiteral(R"({"order_id":%1,"customer":{"tier":"gold"},)"
                                               R"("paid":true,"note":null})")
                                    .arg(n)
                                    .toUtf8());
        // The Java client's default partitioner, as librdkafka implements it: the real producer
        // decides, and every key must land where core says it does.
        const QList<DeliveryResult> delivered = produceAll(
            messages, {}, {{QStringLiteral("partitioner"), QStringLiteral("murmur2_random")}});
        QCOMPARE(delivered.size(), kMessages);
        for (int n = 0; n < kMessages; ++n) {
            QCOMPARE(delivered[n].partition, defaultPartitionForKey(keyOf(n), kPartitions));
            m_partition.insert(keyOf(n), delivered[n].partition);
            m_offset.insert(keyOf(n), delivered[n].offset);
            ++m_perPartition[delivered[n].partition];
        }
        // Every partition has rows (the fairness check below needs at least 10 in each).
        QCOMPARE(m_perPartition.size(), kPartitions);
        for (int count : std::as_const(m_perPartition))
            QVERIFY(count >= 10);
    }

    // A key search reads only the key's partition (the line beside the box says which one, the
    // status line after it); "All partitions" reads all of them; "contains" cannot know one.
    void searchReadsOnlyTheKeysPartition()
    {
        Browser b;
        QVERIFY(b.open(m_topic));
        QCOMPARE(b.view->model()->rowCount(), 500); // the default limit, before any search
        const QByteArray key = keyOf(123);
        const int partition = m_partition.value(key);
        QLineEdit *box = b.child<QLineEdit>("quickSearch");
        QTest::keyClicks(box, QString::fromLatin1(key));
        // The partition count comes with the topic's metadata, which may still be on its way.
        QTRY_COMPARE_WITH_TIMEOUT(b.view->searchScopeText(),
                                  QStringLiteral("Reads partition %1 of 12 only").arg(partition),
                                  15000);
        QSignalSpy done(b.view, &MessageBrowserView::browseFinished);
        QTest::keyClick(box, Qt::Key_Return);
        QVERIFY(done.wait(30000));
        QCOMPARE(b.view->model()->rowCount(), 1);
        QCOMPARE(b.view->model()->record(0).keyBytes(), std::optional<QByteArray>(key));
        QCOMPARE(b.view->model()->record(0).partition, partition);
        // Only that partition was read: exactly its records were scanned.
        QCOMPARE(scannedIn(b.view->progressText()), qint64(m_perPartition.value(partition)));
        QVERIFY2(b.view->statusText().contains(
                     QStringLiteral("Read only partition %1: Kafka's default partitioner puts "
                                    "key \"order-123\" there")
                         .arg(partition)),
                 qPrintable(b.view->statusText()));

        b.child<QCheckBox>("searchAllPartitions")->setChecked(true);
        QCOMPARE(b.view->searchScopeText(), QStringLiteral("Reads all partitions"));
        QVERIFY(b.run());
        QCOMPARE(b.view->model()->rowCount(), 1);
        QCOMPARE(scannedIn(b.view->progressText()), qint64(kMessages));
        b.child<QCheckBox>("searchAllPartitions")->setChecked(false);

        // Contains: order-12 and order-120 .. order-129, from wherever they are.
        auto *match = b.child<QComboBox>("searchMatch");
        match->setCurrentIndex(match->findData(int(QuickSearch::Match::Contains)));
        QVERIFY(!b.child<QCheckBox>("searchAllPartitions")->isEnabled());
        QVERIFY(b.search(QStringLiteral("order-12")));
        QCOMPARE(b.view->model()->rowCount(), 11);
        QCOMPARE(scannedIn(b.view->progressText()), qint64(kMessages));

        // A value search: the JSON text as written.
        auto *field = b.child<QComboBox>("searchField");
        field->setCurrentIndex(field->findData(int(QuickSearch::Field::Value)));
        QVERIFY(b.search(QStringLiteral("\"order_id\":457,")));
        QCOMPARE(b.view->model()->rowCount(), 1);
        QCOMPARE(b.view->model()->record(0).keyBytes(), std::optional<QByteArray>(keyOf(457)));
    }

    // The search composes with the start modes and the filter: "newest 1 per partition" finds the
    // last key of a partition and not an earlier one; the filter narrows further.
    void searchComposesWithStartAndFilter()
    {
        Browser b;
        QVERIFY(b.open(m_topic));
        // The last key written to some partition, and one written there before it.
        QByteArray last, earlier;
        for (auto it = m_offset.cbegin(); it != m_offset.cend(); ++it) {
            const int p = m_partition.value(it.key());
            if (it.value() == m_perPartition.value(p) - 1 && last.isEmpty())
                last = it.key();
        }
        for (auto it = m_offset.cbegin(); it != m_offset.cend(); ++it)
            if (m_partition.value(it.key()) == m_partition.value(last) && it.value() == 0)
                earlier = it.key();
        QVERIFY(!last.isEmpty() && !earlier.isEmpty());
        auto *mode = b.child<QComboBox>("startMode");
        mode->setCurrentIndex(mode->findData(int(StartSpec::Mode::Newest)));
        b.child<QLineEdit>("startValue")->setText(QStringLiteral("1"));
        QVERIFY(b.search(QString::fromLatin1(last)));
        QCOMPARE(b.view->model()->rowCount(), 1);
        QCOMPARE(scannedIn(b.view->progressText()), qint64(1));
        QVERIFY(b.search(QString::fromLatin1(earlier)));
        QCOMPARE(b.view->model()->rowCount(), 0);

        mode->setCurrentIndex(mode->findData(int(StartSpec::Mode::Oldest)));
        b.child<QLineEdit>("filter")->setText(QStringLiteral("offset > 0"));
        QVERIFY(b.search(QString::fromLatin1(earlier))); // at offset 0: filtered out
        QCOMPARE(b.view->model()->rowCount(), 0);
        b.child<QLineEdit>("filter")->setText(QStringLiteral("offset == 0"));
        QVERIFY(b.run());
        QCOMPARE(b.view->model()->rowCount(), 1);
        // The filter's placeholder shows how to write the same by hand.
        QVERIFY(
            b.child<QLineEdit>("filter")->placeholderText().contains(QStringLiteral("key == \"")));
    }

    // "Oldest" with a limit over 12 partitions keeps rows of every partition, the same number
    // from each, and the status line says so.
    void oldestLimitIsSharedByThePartitions()
    {
        Browser b;
        QVERIFY(b.open(m_topic));
        b.child<QSpinBox>("limit")->setValue(120);
        QVERIFY(b.run());
        QCOMPARE(b.view->model()->rowCount(), 120);
        QHash<int, int> shown;
        for (int i = 0; i < b.view->model()->rowCount(); ++i)
            ++shown[b.view->model()->record(i).partition];
        QCOMPARE(shown.size(), kPartitions);
        for (auto it = shown.cbegin(); it != shown.cend(); ++it) {
            QCOMPARE(it.value(), 10);
            // The oldest ones of each partition, in order.
            for (int i = 0; i < b.view->model()->rowCount(); ++i)
                if (b.view->model()->record(i).partition == it.key())
                    QVERIFY(b.view->model()->record(i).offset < 10);
        }
        QVERIFY2(
            b.view->statusText().contains(QStringLiteral(
                "Stopped at the limit of 120 messages, shared by 12 partitions: 10 from each")),
            qPrintable(b.view->statusText()));
        // With a filter the share still holds: 24 of the paid orders, 2 from each.
        b.child<QSpinBox>("limit")->setValue(24);
        b.child<QLineEdit>("filter")->setText(QStringLiteral("value.paid == true"));
        QVERIFY(b.run());
        QCOMPARE(b.view->model()->rowCount(), 24);
        QCOMPARE(b.partitionsShown().size(), kPartitions);
    }

    // Export and copy wait for a message; an error gets a line of its own across the view.
    void actionsNeedAMessageAndErrorsHaveTheirLine()
    {
        Browser b;
        QVERIFY(b.open(m_topic));
        auto *copy = b.child<QPushButton>("copyJson");
        auto *kcat = b.child<QPushButton>("copyKcat");
        auto *again = b.child<QPushButton>("produceAgain");
        auto *exportButton = b.child<QPushButton>("export");
        QVERIFY(copy->isEnabled() && kcat->isEnabled() && again->isEnabled());
        QVERIFY(exportButton->isEnabled());
        QVERIFY(b.search(QStringLiteral("no-such-key")));
        QCOMPARE(b.view->model()->rowCount(), 0);
        QVERIFY(!copy->isEnabled() && !kcat->isEnabled() && !again->isEnabled());
        QVERIFY(!exportButton->isEnabled());
        auto *error = b.child<QLabel>("browseError");
        QVERIFY(!error->isVisible());

        b.child<QLineEdit>("quickSearch")->clear();
        b.child<QComboBox>("topic")->setCurrentText(m_topic + QStringLiteral("-missing"));
        QVERIFY(b.run());
        QVERIFY(error->isVisible());
        QVERIFY2(error->text().contains(QStringLiteral("does not exist")) ||
                     error->text().contains(QStringLiteral("nknown")),
                 qPrintable(error->text()));
        QVERIFY(!copy->isEnabled() && !exportButton->isEnabled());
        // Its own line: as wide as the view, above the buttons, not beside them.
        QVERIFY2(error->width() >= b.view->width() - 20,
                 qPrintable(QStringLiteral("%1 of %2").arg(error->width()).arg(b.view->width())));
        const QRect errorRect(error->mapTo(b.view, QPoint()), error->size());
        const QRect copyRect(copy->mapTo(b.view, QPoint()), copy->size());
        QVERIFY(errorRect.bottom() < copyRect.top());
        // The next browse clears it.
        b.child<QComboBox>("topic")->setCurrentText(m_topic);
        QVERIFY(b.run());
        QVERIFY(!error->isVisible());
    }

    // JSON in the detail pane is coloured from the palette, readable on the text background in
    // both themes, and follows a theme change.
    void jsonIsColouredInBothThemes()
    {
        Browser b;
        QVERIFY(b.open(m_topic));
        b.view->table()->selectRow(0);
        MessageDetailPane *d = b.view->detail();
        QVERIFY(d->valueColoured());
        auto *text = d->findChild<QPlainTextEdit *>(QStringLiteral("valueText"));
        for (Theme theme : {Theme::Light, Theme::Dark}) {
            Palette::applyTheme(theme);
            QCoreApplication::processEvents();
            const QColor base = text->palette().color(QPalette::Base);
            const QColor key = colourOf(text, QStringLiteral("\"customer\""));
            const QColor string = colourOf(text, QStringLiteral("\"gold\""));
            const QString idKey = QStringLiteral("\"order_id\": ");
            const QColor number = colourOf(text, idKey, int(idKey.size()));
            const QColor literal = colourOf(text, QStringLiteral("true"));
            QCOMPARE(key, Palette::color(Palette::Role::SyntaxKey));
            QCOMPARE(string, Palette::color(Palette::Role::SyntaxString));
            QCOMPARE(literal, Palette::color(Palette::Role::SyntaxLiteral));
            QCOMPARE(number, Palette::color(Palette::Role::SyntaxNumber));
            for (Palette::Role role : {Palette::Role::SyntaxKey, Palette::Role::SyntaxString,
                                       Palette::Role::SyntaxNumber, Palette::Role::SyntaxLiteral})
                QVERIFY2(contrast(Palette::color(role), base) >= 4.5,
                         qPrintable(QStringLiteral("role %1 on %2: %3")
                                        .arg(int(role))
                                        .arg(base.name())
                                        .arg(contrast(Palette::color(role), base))));
        }
        Palette::applyTheme(Theme::Light);
        // Plain text is not coloured.
        d->setValueDecoder(Decoder::Text);
        QVERIFY(!d->valueColoured());
        QVERIFY(!colourOf(text, QStringLiteral("\"customer\"")).isValid());
    }

    // The value (and the key) on screen without scrolling, in every size, theme and language.
    void valueAndKeyOnScreen_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("theme");
        QTest::addColumn<QString>("language");
        // Chinese last: a translator stays installed for the rest of the process.
        for (const char *language : {"en", "zh_CN"})
            for (const char *theme : {"light", "dark"})
                for (QSize size : {QSize(1280, 800), QSize(960, 600)})
                    QTest::addRow("%s %s %dx%d", language, theme, size.width(), size.height())
                        << size << QString::fromLatin1(theme) << QString::fromLatin1(language);
    }
    void valueAndKeyOnScreen()
    {
        QFETCH(QSize, size);
        QFETCH(QString, theme);
        QFETCH(QString, language);
        if (language != QLatin1String("en"))
            QCOMPARE(i18n::install(language), language);
        Palette::applyTheme(*Palette::parseTheme(theme));
        Browser b;
        QVERIFY(b.open(m_topic, size));
        QCOMPARE(b.view->model()->rowCount(), 500);
        QTest::qWait(50); // the layout after the last batch
        // The view itself asks for no more than half of a 1920 screen leaves it.
        QVERIFY2(b.view->minimumSizeHint().width() <= 760,
                 qPrintable(QString::number(b.view->minimumSizeHint().width())));
        QTableView *table = b.view->table();
        QHeaderView *h = table->horizontalHeader();
        const auto visible = [&](int column, int least) {
            const int left = h->sectionViewportPosition(column);
            const int right = left + h->sectionSize(column);
            return left >= 0 && right <= table->viewport()->width() &&
                   h->sectionSize(column) >= least;
        };
        const int wanted = size.width() >= 1280 ? 240 : 200;
        QVERIFY2(visible(MessageTableModel::Value, wanted) && visible(MessageTableModel::Key, 60),
                 qPrintable(QStringLiteral("value %1+%2, key %3+%4 in %5 (window %6)")
                                .arg(h->sectionViewportPosition(MessageTableModel::Value))
                                .arg(h->sectionSize(MessageTableModel::Value))
                                .arg(h->sectionViewportPosition(MessageTableModel::Key))
                                .arg(h->sectionSize(MessageTableModel::Key))
                                .arg(table->viewport()->width())
                                .arg(b.window.width())));
        // The timestamp is compact: the zone in the title, not on every row.
        const QString stamp = b.view->model()
                                  ->data(b.view->model()->index(0, MessageTableModel::Timestamp))
                                  .toString();
        QVERIFY2(!stamp.contains(QLatin1Char('(')) && !stamp.contains(QLatin1String("UTC")),
                 qPrintable(stamp));
        QVERIFY(h->sectionSize(MessageTableModel::Timestamp) >=
                table->fontMetrics().horizontalAdvance(stamp));
        // KAFSCOPE_SHOTS_DIR=DIR keeps what this row looked like (the issue's screenshots).
        if (const QString dir = qEnvironmentVariable("KAFSCOPE_SHOTS_DIR"); !dir.isEmpty())
            QVERIFY(b.window.grab().save(QStringLiteral("%1/messages-plain-%2-%3-%4x%5.png")
                                             .arg(dir, language, theme)
                                             .arg(size.width())
                                             .arg(size.height())));
        // In a narrow window the detail pane starts folded; the toggle brings it back.
        auto *toggle = b.child<QToolButton>("detailToggle");
        QCOMPARE(b.view->detailVisible(), size.width() >= 1280);
        QCOMPARE(toggle->isChecked(), size.width() >= 1280);
        if (size.width() < 1280) {
            QTest::mouseClick(toggle, Qt::LeftButton);
            QVERIFY(b.view->detailVisible());
            QVERIFY(b.view->detail()->width() > 150);
        }
        Palette::applyTheme(Theme::Light);
    }
};

KAFSCOPE_TEST_MAIN(TestMessagesView)
#include "test_messages_view.moc"
