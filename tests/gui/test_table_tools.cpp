// Every table's column chooser and cell copy: Ctrl+C copies the selected cells as tab-separated
// lines in the shown column order (hidden columns left out), "Copy with column titles" adds the
// titles, the header's menu hides and shows columns but never the last one; the main window gives
// every view's tables these tools.
#include "common/table_tools.h"
#include "test_main.h"
#include "gui/application.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QMenu>
#include <QStandardItemModel>
#include <QTableView>
#include <QtTest>

using namespace kafscope::ui;

class TestTableTools : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void copyAndChooseColumns()
    {
        QStandardItemModel model(3, 3);
        model.setHorizontalHeaderLabels(
            {QStringLiteral("Topic"), QStringLiteral("Partitions"), QStringLiteral("Note")});
        for (int r = 0; r < 3; ++r)
            for (int c = 0; c < 3; ++c)
                model.setItem(r, c, new QStandardItem(QStringLiteral("r%1c%2").arg(r).arg(c)));
        model.item(1, 2)->setText(QStringLiteral("two\nlines\tand a tab"));
        QTableView table;
        table.setModel(&model);
        enableTableTools(&table);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));

        table.setSelectionMode(QAbstractItemView::ExtendedSelection);
        table.selectionModel()->select(QItemSelection(model.index(0, 0), model.index(1, 2)),
                                       QItemSelectionModel::Select);
        table.setFocus();
        QApplication::clipboard()->clear();
        QTest::keyClick(&table, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(),
                 QStringLiteral("r0c0\tr0c1\tr0c2\nr1c0\tr1c1\ttwo lines and a tab"));

        // Moved and hidden columns: copied as shown.
        table.horizontalHeader()->moveSection(2, 0);
        QMenu *chooser = columnChooser(&table);
        QCOMPARE(chooser->actions().size(), 3);
        chooser->actions().at(1)->setChecked(false); // Partitions
        QVERIFY(table.isColumnHidden(1));
        auto *withTitles = table.findChild<QAction *>(QStringLiteral("copyCellsWithHeaders"));
        QVERIFY(withTitles);
        withTitles->trigger();
        QCOMPARE(QApplication::clipboard()->text(),
                 QStringLiteral("Note\tTopic\nr0c2\tr0c0\ntwo lines and a tab\tr1c0"));

        // The last shown column cannot be hidden.
        table.setColumnHidden(2, true);
        QMenu *again = columnChooser(&table);
        QVERIFY(!again->actions().at(0)->isEnabled()); // Topic, the only one left
        QVERIFY(again->actions().at(1)->isEnabled());  // a hidden one can come back
        again->actions().at(1)->setChecked(true);
        QVERIFY(!table.isColumnHidden(1));
    }

    void everyViewsTablesHaveTheTools()
    {
        kafscope::app::Window w;
        const QList<QTableView *> tables = w.findChildren<QTableView *>();
        QVERIFY(tables.size() >= 8);
        for (QTableView *t : tables)
            QVERIFY2(t->property("kafscopeTableTools").toBool(), qPrintable(t->objectName()));
    }
};

KAFSCOPE_TEST_MAIN(TestTableTools)
#include "test_table_tools.moc"
