#include "common/translations.h"
#include "test_main.h"
#include "gui/application.h"
#include "shell/navigator.h"
#include "test_cluster.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QGroupBox>
#include <QRegularExpression>
#include <QTabBar>
#include <QHeaderView>
#include <QStyle>
#include <QTableView>
#include <QTreeWidget>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

namespace {

// The view's main table: the largest item view on screen.
QAbstractItemView *mainTable(QWidget *view)
{
    QAbstractItemView *best = nullptr;
    int bestArea = 0;
    for (QAbstractItemView *v : view->findChildren<QAbstractItemView *>()) {
        if (!v->isVisible() || !qobject_cast<QTableView *>(v))
            continue;
        const int area = v->width() * v->height();
        if (area > bestArea) {
            best = v;
            bestArea = area;
        }
    }
    return best;
}

// Header sections narrower than their title needs: the text in the header's font, the style's
// margins on both sides, and the sort arrow where one is drawn.
QStringList elidedHeaders(QTableView *table)
{
    QStringList out;
    QHeaderView *h = table->horizontalHeader();
    const int margin = h->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, h);
    for (int i = 0; i < h->count(); ++i) {
        if (h->isSectionHidden(i))
            continue;
        const QString text = table->model()->headerData(i, Qt::Horizontal).toString();
        QFont font = h->font();
        if (const QVariant f = table->model()->headerData(i, Qt::Horizontal, Qt::FontRole);
            f.isValid())
            font = f.value<QFont>();
        int needed = QFontMetrics(font).horizontalAdvance(text) + 2 * margin;
        if (h->isSortIndicatorShown() && h->sortIndicatorSection() == i)
            needed += h->height() + margin; // QHeaderView's own allowance for the arrow
        if (h->sectionSize(i) < needed)
            out << QStringLiteral("%1 (%2 < %3)").arg(text).arg(h->sectionSize(i)).arg(needed);
    }
    return out;
}

} // namespace

class TestLayoutFit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void navigatorNeverElides() { checkNavigator(); }

    // At 1280x800 the message table shows the value without scrolling: at least 240 px of it,
    // inside the table's viewport.
    void messageValueVisible()
    {
        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(answered.wait(20000));
        QVERIFY(w.openView(QStringLiteral("messages")));
        QTest::qWait(200);
        auto *table = w.currentView()->findChild<QTableView *>(QStringLiteral("messageTable"));
        QVERIFY(table);
        QHeaderView *h = table->horizontalHeader();
        const int value = 4; // MessageTableModel::Value
        QCOMPARE(table->model()->headerData(value, Qt::Horizontal).toString(),
                 QStringLiteral("Value"));
        const int left = h->sectionViewportPosition(value);
        const int right = left + h->sectionSize(value);
        QVERIFY2(left >= 0 && right <= table->viewport()->width() && h->sectionSize(value) >= 240,
                 qPrintable(QStringLiteral("value column %1..%2 in a viewport of %3")
                                .arg(left)
                                .arg(right)
                                .arg(table->viewport()->width())));
    }
    void tableHeadersNeverElide() { checkTableHeaders(); }

    // The same in Chinese (issue #19), whose words are wider per character: after English, since a
    // translator stays installed for the rest of the process.
    void chineseNavigatorNeverElides()
    {
        QCOMPARE(i18n::install(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        kafscope::app::Window w;
        auto *nav = w.findChild<Navigator *>(QStringLiteral("sidebar"));
        QVERIFY(nav);
        // Translated for real: entries in Chinese script (a name such as "ACL" may stay as it is).
        int entries = 0, chinese = 0;
        QStringList english;
        for (QTreeWidgetItemIterator it(nav); *it; ++it, ++entries) {
            bool han = false;
            for (const QChar c : (*it)->text(0))
                han = han || (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff);
            chinese += han;
            if (!han)
                english << (*it)->text(0);
        }
        QVERIFY2(entries >= 10 && chinese * 10 >= entries * 8,
                 qPrintable(english.join(QStringLiteral(", "))));
        checkNavigator();
    }
    // ... and every view's buttons, boxes, tabs and column titles are in Chinese: a string the
    // translation misses (not marked for it, or not translated) shows up here in English.
    void chineseTableHeadersNeverElide()
    {
        m_findEnglish = true;
        checkTableHeaders();
        QVERIFY2(m_english.isEmpty(), qPrintable(m_english.join(QLatin1Char('\n'))));
    }

private:
    bool m_findEnglish = false;
    QStringList m_english;

    // Text that reads as English: a word of three letters or more that is not a name Kafka users
    // write in Latin letters in Chinese too, and no Chinese character.
    static bool readsEnglish(const QString &text)
    {
        static const QSet<QString> names = {
            QStringLiteral("JSON"),        QStringLiteral("JSONL"),  QStringLiteral("CSV"),
            QStringLiteral("ISR"),         QStringLiteral("ACL"),    QStringLiteral("ACLs"),
            QStringLiteral("kcat"),        QStringLiteral("Avro"),   QStringLiteral("Protobuf"),
            QStringLiteral("PNG"),         QStringLiteral("SCRAM"),  QStringLiteral("SASL"),
            QStringLiteral("TLS"),         QStringLiteral("OIDC"),   QStringLiteral("Kafka"),
            QStringLiteral("URL"),         QStringLiteral("UTC"),    QStringLiteral("Broker"),
            QStringLiteral("Brokers"),     QStringLiteral("Leader"), QStringLiteral("Schema"),
            QStringLiteral("Subject"),     QStringLiteral("KRaft"),  QStringLiteral("KIP"),
            QStringLiteral("CPU"),         QStringLiteral("Ctrl"),   QStringLiteral("Alt"),
            QStringLiteral("Shift"),       QStringLiteral("Esc"),    QStringLiteral("Hex"),
            QStringLiteral("HEX"),         QStringLiteral("Base64"), QStringLiteral("UTF"),
            QStringLiteral("MessagePack"), QStringLiteral("Lag"),    QStringLiteral("p50"),
            QStringLiteral("p95"),         QStringLiteral("p99"),    QStringLiteral("max"),
            QStringLiteral("min")};
        static const QRegularExpression han(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
        static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
        if (han.match(text).hasMatch())
            return false;
        for (auto it = word.globalMatch(text); it.hasNext();)
            if (!names.contains(it.next().captured()))
                return true;
        return false;
    }

    void findEnglish(const QString &target, QWidget *view, QTableView *table)
    {
        QStringList found;
        auto check = [&](const QString &what, const QString &text) {
            QString t = text;
            t.remove(QLatin1Char('&'));
            if (readsEnglish(t))
                found << QStringLiteral("%1 \"%2\"").arg(what, text);
        };
        for (QAbstractButton *b : view->findChildren<QAbstractButton *>())
            if (b->isVisibleTo(view) && !b->text().isEmpty())
                check(QStringLiteral("button"), b->text());
        for (QGroupBox *g : view->findChildren<QGroupBox *>())
            if (g->isVisibleTo(view))
                check(QStringLiteral("box"), g->title());
        for (QTabBar *bar : view->findChildren<QTabBar *>())
            if (bar->isVisibleTo(view))
                for (int i = 0; i < bar->count(); ++i)
                    check(QStringLiteral("tab"), bar->tabText(i));
        if (table)
            for (int i = 0; i < table->model()->columnCount(); ++i)
                check(QStringLiteral("column"),
                      table->model()->headerData(i, Qt::Horizontal).toString());
        for (const QString &f : found)
            m_english << target + QStringLiteral(": ") + f;
    }

    // At the default window size the navigator shows every entry whole, each with an icon.
    void checkNavigator()
    {
        kafscope::app::Window w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.size(), QSize(1280, 800));
        auto *nav = w.findChild<Navigator *>(QStringLiteral("sidebar"));
        QVERIFY(nav);
        int entries = 0;
        for (QTreeWidgetItemIterator it(nav); *it; ++it) {
            QTreeWidgetItem *item = *it;
            const QRect rect = nav->visualItemRect(item);
            QVERIFY2(rect.isValid(), qPrintable(item->text(0)));
            const int needed = nav->neededWidth(item);
            // The text alone, measured independently of the delegate: icon, spacing and margins on
            // top.
            const int text = QFontMetrics(item->font(0)).horizontalAdvance(item->text(0));
            QVERIFY2(needed > text, qPrintable(item->text(0)));
            QVERIFY2(needed <= nav->viewport()->width(),
                     qPrintable(QStringLiteral("%1 needs %2 px, has %3")
                                    .arg(item->text(0))
                                    .arg(needed)
                                    .arg(nav->viewport()->width())));
            if (item->parent()) {
                ++entries;
                QVERIFY2(!item->icon(0).isNull(), qPrintable(item->text(0)));
                QVERIFY2(!item->icon(0).pixmap(18, 18).isNull(), qPrintable(item->text(0)));
            }
        }
        QVERIFY(entries >= 10);
        // The chosen entry's icon stays visible on the highlight: drawn in the highlighted-text
        // colour, not in its own blue (nearly the highlight's).
        {
            QTreeWidgetItem *current = nav->currentItem();
            QVERIFY(current && current->isSelected());
            const QImage row = nav->viewport()->grab(nav->visualItemRect(current)).toImage();
            const QColor text = nav->palette().color(QPalette::HighlightedText);
            int iconPixels = 0;
            for (int y = 0; y < row.height(); ++y)
                for (int x = 0;
                     x < nav->indentation() + nav->iconSize().width() + 8 && x < row.width(); ++x) {
                    const QColor c = row.pixelColor(x, y);
                    iconPixels += qAbs(c.red() - text.red()) + qAbs(c.green() - text.green()) +
                                      qAbs(c.blue() - text.blue()) <
                                  60;
                }
            QVERIFY2(iconPixels > 15, qPrintable(QString::number(iconPixels)));
        }
        // Wide enough for "Priority harness" with its icon: not the squeezed ~70 px of old.
        QVERIFY(nav->width() >= 120);
    }

    // Connected, at the default size, every view's main table shows its column titles whole.
    void checkTableHeaders()
    {
        kafscope::app::Window w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(answered.wait(20000));
        QStringList failures;
        int checked = 0;
        for (const QString &target : w.viewTargets()) {
            if (target.contains(QLatin1Char(':')))
                continue;
            QVERIFY(w.openView(target));
            QTest::qWait(200); // a layout pass for the shown view
            auto *table = qobject_cast<QTableView *>(mainTable(w.currentView()));
            if (m_findEnglish)
                findEnglish(target, w.currentView(), table);
            if (!table)
                continue;
            ++checked;
            const QStringList elided = elidedHeaders(table);
            if (!elided.isEmpty())
                failures << target + QStringLiteral(": ") + elided.join(QStringLiteral(", "));
        }
        QVERIFY2(checked >= 5, qPrintable(QString::number(checked)));
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }
};

KAFSCOPE_TEST_MAIN(TestLayoutFit)
#include "test_layout_fit.moc"
