#pragma once

#include <QString>

class QAbstractItemModel;
class QTableView;
class QWidget;

namespace kafscope::ui {

// A read-only, row-selecting table with fixed row heights, as every admin list uses.
QTableView *makeAdminTable(const QString &objectName, QAbstractItemModel *model, QWidget *parent);

} // namespace kafscope::ui
