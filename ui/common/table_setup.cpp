#include "common/table_setup.h"

#include "common/header_fit.h"

#include <QHeaderView>
#include <QTableView>

namespace kafscope::ui {

QTableView *makeAdminTable(const QString &objectName, QAbstractItemModel *model, QWidget *parent)
{
    auto *t = new QTableView(parent);
    t->setObjectName(objectName);
    t->setModel(model);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setStretchLastSection(true);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    fitHeaders(t);
    return t;
}

} // namespace kafscope::ui
