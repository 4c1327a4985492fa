#include "common/table_tools.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QMap>
#include <QMenu>
#include <QSet>
#include <QTableView>

namespace kafscope::ui {

namespace {

QString cellText(const QModelIndex &index)
{
    // Tabs and line breaks inside a cell would break the lines apart.
    QString text = index.data(Qt::DisplayRole).toString();
    text.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text;
}

} // namespace

QString selectedCellsText(const QTableView *table, bool withHeaders)
{
    const QItemSelectionModel *selection = table->selectionModel();
    if (!selection)
        return {};
    QMap<int, QMap<int, QModelIndex>> rows; // row -> visual column -> cell
    QSet<int> columns;
    const QHeaderView *header = table->horizontalHeader();
    for (const QModelIndex &index : selection->selectedIndexes()) {
        if (table->isColumnHidden(index.column()))
            continue;
        rows[index.row()].insert(header->visualIndex(index.column()), index);
        columns.insert(header->visualIndex(index.column()));
    }
    if (rows.isEmpty())
        return {};
    QList<int> order = columns.values();
    std::sort(order.begin(), order.end());
    QStringList lines;
    if (withHeaders) {
        QStringList titles;
        for (int visual : order)
            titles << table->model()
                          ->headerData(header->logicalIndex(visual), Qt::Horizontal)
                          .toString();
        lines << titles.join(QLatin1Char('\t'));
    }
    for (auto row = rows.constBegin(); row != rows.constEnd(); ++row) {
        QStringList cells;
        for (int visual : order)
            cells << (row->contains(visual) ? cellText(row->value(visual)) : QString());
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n'));
}

void enableTableTools(QTableView *table)
{
    if (!table || table->property("kafscopeTableTools").toBool())
        return;
    table->setProperty("kafscopeTableTools", true);

    // Copy: Ctrl+C and the context menu.
    auto *copy = new QAction(QObject::tr("&Copy"), table);
    copy->setObjectName(QStringLiteral("copyCells"));
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    QObject::connect(copy, &QAction::triggered, table, [table] {
        const QString text = selectedCellsText(table, false);
        if (!text.isEmpty())
            QApplication::clipboard()->setText(text);
    });
    auto *copyWithHeaders = new QAction(QObject::tr("Copy with column &titles"), table);
    copyWithHeaders->setObjectName(QStringLiteral("copyCellsWithHeaders"));
    QObject::connect(copyWithHeaders, &QAction::triggered, table, [table] {
        const QString text = selectedCellsText(table, true);
        if (!text.isEmpty())
            QApplication::clipboard()->setText(text);
    });
    table->addAction(copy);
    if (table->contextMenuPolicy() == Qt::DefaultContextMenu) {
        // A table with a context menu of its own keeps it; Ctrl+C works everywhere.
        table->setContextMenuPolicy(Qt::ActionsContextMenu);
        table->addAction(copyWithHeaders);
    }

    // The column chooser on the header.
    QHeaderView *header = table->horizontalHeader();
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(header, &QHeaderView::customContextMenuRequested, table,
                     [table, header](const QPoint &pos) {
                         QMenu *menu = columnChooser(table);
                         menu->setAttribute(Qt::WA_DeleteOnClose);
                         menu->popup(header->viewport()->mapToGlobal(pos));
                     });
}

QMenu *columnChooser(QTableView *table)
{
    auto *menu = new QMenu(table);
    menu->setObjectName(QStringLiteral("columnChooser"));
    QAbstractItemModel *model = table->model();
    if (!model)
        return menu;
    int shown = 0;
    for (int c = 0; c < model->columnCount(); ++c)
        shown += table->isColumnHidden(c) ? 0 : 1;
    for (int c = 0; c < model->columnCount(); ++c) {
        const QString title = model->headerData(c, Qt::Horizontal).toString();
        QAction *a = menu->addAction(title.isEmpty() ? QObject::tr("Column %1").arg(c + 1) : title);
        a->setCheckable(true);
        a->setChecked(!table->isColumnHidden(c));
        a->setEnabled(table->isColumnHidden(c) || shown > 1); // the last shown column stays
        QObject::connect(a, &QAction::toggled, table,
                         [table, c](bool on) { table->setColumnHidden(c, !on); });
    }
    return menu;
}

void enableTableToolsUnder(QWidget *root)
{
    for (QTableView *t : root->findChildren<QTableView *>())
        enableTableTools(t);
}

} // namespace kafscope::ui
