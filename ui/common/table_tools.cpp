#include "common/table_tools.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QMap>
#include <QMenu>
#include <QSet>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTreeView>

namespace kafscope::ui {

namespace {

QString cellText(const QModelIndex &index)
{
    // Tabs and line breaks inside a cell would break the lines apart.
    QString text = index.data(Qt::DisplayRole).toString();
    text.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text;
}

// The default delegate, with every row uniformRowHeight() high.
class UniformRowDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        return {QStyledItemDelegate::sizeHint(option, index).width(), uniformRowHeight()};
    }
};

// Sees every widget as it is polished (first shown) and when its font changes.
class TableToolsInstaller : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        const QEvent::Type type = event->type();
        if (type != QEvent::Polish && type != QEvent::FontChange &&
            type != QEvent::ApplicationFontChange)
            return false;
        if (type == QEvent::ApplicationFontChange) {
            for (QWidget *w : QApplication::allWidgets())
                if (auto *view = qobject_cast<QAbstractItemView *>(w))
                    applyUniformRowHeight(view);
            return false;
        }
        if (auto *table = qobject_cast<QTableView *>(watched)) {
            enableTableTools(table);
            applyUniformRowHeight(table);
        } else if (auto *tree = qobject_cast<QTreeView *>(watched)) {
            applyUniformRowHeight(tree);
        }
        return false;
    }
};

} // namespace

int uniformRowHeight()
{
    return QFontMetrics(QApplication::font()).height() + 8;
}

void applyUniformRowHeight(QAbstractItemView *view)
{
    if (!view)
        return;
    if (auto *table = qobject_cast<QTableView *>(view)) {
        QHeaderView *rows = table->verticalHeader();
        rows->setMinimumSectionSize(uniformRowHeight());
        rows->setDefaultSectionSize(uniformRowHeight());
        rows->setSectionResizeMode(QHeaderView::Fixed);
        return;
    }
    auto *tree = qobject_cast<QTreeView *>(view);
    if (!tree)
        return;
    if (tree->itemDelegate() &&
        tree->itemDelegate()->metaObject() == &QStyledItemDelegate::staticMetaObject) {
        QAbstractItemDelegate *old = tree->itemDelegate();
        tree->setItemDelegate(new UniformRowDelegate(tree));
        if (old->parent() == tree)
            old->deleteLater();
        tree->setUniformRowHeights(true);
    } else if (dynamic_cast<UniformRowDelegate *>(tree->itemDelegate())) {
        tree->doItemsLayout(); // the height changed with the font
    }
}

void enableTableToolsEverywhere()
{
    static TableToolsInstaller *installer = nullptr;
    if (installer || !qApp)
        return;
    installer = new TableToolsInstaller(qApp);
    qApp->installEventFilter(installer);
    // Widgets already shown were polished before: they get it now.
    for (QWidget *w : QApplication::allWidgets())
        if (w->testAttribute(Qt::WA_WState_Polished)) {
            QEvent polish(QEvent::Polish);
            installer->eventFilter(w, &polish);
        }
}

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
