#pragma once

#include <QString>

class QMenu;
class QTableView;
class QWidget;

namespace kafscope::ui {

// What every table of the app offers: a column chooser (right click on the header: a checkable
// list of the columns, one always stays), and copying cells (Ctrl+C, or the table's context menu:
// the selected cells as tab-separated lines, optionally with the column titles).
void enableTableTools(QTableView *table);
// The header's column chooser for `table` (a new menu, owned by the table).
QMenu *columnChooser(QTableView *table);
// enableTableTools for every table under `root` (those not enabled yet).
void enableTableToolsUnder(QWidget *root);
// The selected cells of `table` as tab-separated lines (rows in order, hidden columns left out).
QString selectedCellsText(const QTableView *table, bool withHeaders);

} // namespace kafscope::ui
