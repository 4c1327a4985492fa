// The window at half a 1920 screen (issue #33): 960x600 holds, every view stays usable there, and
// every table and tree of the window has the one row height.
#include "common/table_tools.h"
#include "test_main.h"
#include "common/translations.h"
#include "groups/reset_dialog.h"
#include "gui/application.h"
#include "shell/navigator.h"
#include "test_cluster.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QTreeView>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

namespace {

const QSize kSmall(960, 600);

// Whether `w` lies in what a scroll area scrolls (reachable by scrolling, so never "clipped").
bool insideScrolledContent(const QWidget *w, const QWidget *top)
{
    for (const QWidget *p = w->parentWidget(); p && p != top; p = p->parentWidget())
        if (auto *area = qobject_cast<const QAbstractScrollArea *>(p->parentWidget()))
            if (p == area->viewport())
                return true;
    return false;
}

QString describe(const QWidget *w)
{
    QString name = w->objectName();
    if (auto *b = qobject_cast<const QAbstractButton *>(w))
        name += QStringLiteral(" \"%1\"").arg(b->text());
    else if (auto *l = qobject_cast<const QLabel *>(w))
        name += QStringLiteral(" \"%1\"").arg(l->text().left(40));
    return QStringLiteral("%1 %2").arg(QString::fromLatin1(w->metaObject()->className()), name);
}

// What of `root` a user cannot reach: a widget cut by its parent's edge, a button narrower than its
// text needs, a label squeezed below its minimum.
QStringList clipped(QWidget *root)
{
    QStringList out;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisible() || w->isWindow() || insideScrolledContent(w, root))
            continue;
        const QWidget *parent = w->parentWidget();
        if (!parent->rect().contains(w->geometry()))
            out << QStringLiteral("%1: %2,%3 %4x%5 outside its parent's %6x%7")
                       .arg(describe(w))
                       .arg(w->x())
                       .arg(w->y())
                       .arg(w->width())
                       .arg(w->height())
                       .arg(parent->width())
                       .arg(parent->height());
        const bool textButton = qobject_cast<QAbstractButton *>(w) &&
                                !static_cast<QAbstractButton *>(w)->text().isEmpty();
        if (textButton && w->width() < w->minimumSizeHint().width())
            out << QStringLiteral("%1: %2 px wide, needs %3")
                       .arg(describe(w))
                       .arg(w->width())
                       .arg(w->minimumSizeHint().width());
    }
    return out;
}

// The widgets that ask for more than `width` px, widest first: what makes a view scroll sideways.
QString widest(QWidget *root, int width)
{
    QList<QPair<int, QString>> wide;
    for (QWidget *w : root->findChildren<QWidget *>())
        if (w->isVisible() && !w->isWindow() && !insideScrolledContent(w, root)) {
            const int need = std::max(w->minimumSizeHint().width(), w->minimumWidth());
            if (need > width / 2)
                wide.append({need, describe(w)});
        }
    std::sort(wide.begin(), wide.end(),
              [](const auto &a, const auto &b) { return a.first > b.first; });
    QStringList out;
    for (qsizetype i = 0; i < std::min<qsizetype>(wide.size(), 6); ++i)
        out << QStringLiteral("%1 wants %2").arg(wide[i].second).arg(wide[i].first);
    return out.join(QStringLiteral("; "));
}

} // namespace

class TestSmallWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Before connecting: the window takes 960x600 and asks for no more.
    void takesHalfAScreen()
    {
        kafscope::app::Window w;
        w.resize(kSmall);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.size(), kSmall);
        QVERIFY2(w.minimumSizeHint().width() <= kSmall.width(),
                 qPrintable(QString::number(w.minimumSizeHint().width())));
    }

    void everyViewUsable() { checkViews(); }

    // Every table and tree of the window, and the reset dialog's preview made later, have the one
    // row height from the font, and the column chooser and copy.
    void oneRowHeight()
    {
        kafscope::app::Window w;
        w.resize(kSmall);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const int height = uniformRowHeight();
        QVERIFY(height > QFontMetrics(QApplication::font()).height());
        QStringList wrong;
        int tables = 0, trees = 0;
        auto check = [&](QWidget *root) {
            for (QTableView *t : root->findChildren<QTableView *>()) {
                ++tables;
                const int rowHeight = t->model() && t->model()->rowCount() > 0
                                          ? t->rowHeight(0)
                                          : t->verticalHeader()->defaultSectionSize();
                if (rowHeight != height || !t->property("kafscopeTableTools").toBool())
                    wrong << QStringLiteral("%1: %2 px, tools %3")
                                 .arg(describe(t))
                                 .arg(rowHeight)
                                 .arg(t->property("kafscopeTableTools").toBool());
            }
            for (QTreeView *t : root->findChildren<QTreeView *>()) {
                if (qobject_cast<Navigator *>(t))
                    continue; // a list of sections and entries, not a table
                ++trees;
                QStyleOptionViewItem option;
                option.initFrom(t);
                const QModelIndex first = t->model() ? t->model()->index(0, 0) : QModelIndex();
                const int rowHeight = first.isValid()
                                          ? t->visualRect(first).height()
                                          : t->itemDelegate()->sizeHint(option, first).height();
                if (rowHeight != height)
                    wrong << QStringLiteral("%1: %2 px").arg(describe(t)).arg(rowHeight);
            }
        };
        check(&w);
        QVERIFY2(tables >= 10 && trees >= 2,
                 qPrintable(QStringLiteral("%1 tables, %2 trees").arg(tables).arg(trees)));
        // A table made long after the window: the reset dialog's preview.
        ResetDialog dialog(w.session(), QStringLiteral("g"), &w);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *preview = dialog.findChild<QTableView *>(QStringLiteral("previewTable"));
        QVERIFY(preview);
        const int before = tables;
        check(&dialog);
        QVERIFY(tables > before);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    }

    // The same in Chinese, whose labels are wider: after English, since a translator stays
    // installed for the rest of the process.
    void everyViewUsableInChinese()
    {
        QCOMPARE(i18n::install(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        checkViews();
    }

private:
    // Connected, each view opened at 960x600: the window keeps that size and nothing of the view,
    // the navigator, the toolbar or the status bar is cut off.
    void checkViews()
    {
        kafscope::app::Window w;
        w.resize(kSmall);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(test::profileFor("kafka1"));
        QVERIFY(answered.wait(20000));
        QStringList failures;
        int views = 0;
        for (const QString &target : w.viewTargets()) {
            if (target.contains(QLatin1Char(':')))
                continue;
            QVERIFY(w.openView(target));
            QTRY_VERIFY_WITH_TIMEOUT(!w.currentView()->property("kafscopeBusy").toBool(), 20000);
            QTest::qWait(100); // a layout pass for what arrived
            ++views;
            if (w.size() != kSmall)
                failures << QStringLiteral("%1: the window grew to %2x%3")
                                .arg(target)
                                .arg(w.width())
                                .arg(w.height());
            if (w.minimumSizeHint().width() > kSmall.width() ||
                w.minimumSizeHint().height() > kSmall.height())
                failures << QStringLiteral("%1: the window asks for at least %2x%3")
                                .arg(target)
                                .arg(w.minimumSizeHint().width())
                                .arg(w.minimumSizeHint().height());
            for (const QString &c : clipped(w.currentView()))
                failures << target + QStringLiteral(": ") + c;
            // No view is wider than its page at 960 px (the overview's health strip wraps).
            if (auto *page =
                    qobject_cast<QScrollArea *>(w.currentView()->parentWidget()->parentWidget())) {
                if (!w.rect().contains(QRect(page->mapTo(&w, QPoint(0, 0)), page->size())))
                    failures << target + QStringLiteral(": its page is outside the window");
                if (page->horizontalScrollBar()->maximum() > 0)
                    failures << QStringLiteral(
                                    "%1 scrolls sideways at 960 px: it needs %2 px, has %3 (%4)")
                                    .arg(target)
                                    .arg(w.currentView()->minimumSizeHint().width())
                                    .arg(page->viewport()->width())
                                    .arg(widest(w.currentView(), page->viewport()->width()));
            } else {
                failures << target + QStringLiteral(": not in a scrolling page");
            }
        }
        // The shell around the views: the navigator, the toolbar and the status bar.
        for (QWidget *part :
             {static_cast<QWidget *>(w.findChild<QDockWidget *>(QStringLiteral("navigatorDock"))),
              static_cast<QWidget *>(w.statusBar()),
              static_cast<QWidget *>(w.findChild<QToolBar *>())}) {
            QVERIFY(part);
            if (!w.rect().contains(QRect(part->mapTo(&w, QPoint(0, 0)), part->size())))
                failures << describe(part) + QStringLiteral(" is outside the window");
            for (const QString &c : clipped(part))
                failures << describe(part) + QStringLiteral(": ") + c;
        }
        QVERIFY2(views >= 12, qPrintable(QString::number(views)));
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }
};

KAFSCOPE_TEST_MAIN(TestSmallWindow)
#include "test_small_window.moc"
