#pragma once

#include <QString>

class QAbstractItemView;
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
// From now on, every table and tree of the application (those made later, such as a dialog's
// preview, too) gets enableTableTools and the one row height, as it is first shown. Idempotent.
void enableTableToolsEverywhere();

// The one height of a table or tree row in the whole app: the application font's line height
// and a padding, so rows read the same in every view and follow the font (a zh_CN font, a
// larger desktop font).
int uniformRowHeight();
// Gives `view` rows of uniformRowHeight(): a table's vertical header sections are fixed at it; a
// tree with the default item delegate gets one that answers that height. A tree with a delegate of
// its own (the navigator) keeps it.
void applyUniformRowHeight(QAbstractItemView *view);

// The selected cells of `table` as tab-separated lines (rows in order, hidden columns left out).
QString selectedCellsText(const QTableView *table, bool withHeaders);

} // namespace kafscope::ui
