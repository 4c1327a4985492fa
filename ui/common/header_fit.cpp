#include "common/header_fit.h"

#include <QAbstractItemModel>
#include <QHeaderView>
#include <QPointer>
#include <QTableView>
#include <QTimer>

namespace kafscope::ui {

namespace {

void widen(QTableView *table)
{
    QHeaderView *h = table->horizontalHeader();
    for (int i = 0; i < h->count(); ++i) {
        if (h->isSectionHidden(i) || h->sectionResizeMode(i) != QHeaderView::Interactive)
            continue;
        const int hint = h->sectionSizeHint(i);
        if (h->sectionSize(i) < hint)
            h->resizeSection(i, hint);
    }
}

} // namespace

void fitHeaders(QTableView *table)
{
    widen(table);
    QPointer<QTableView> guard(table);
    auto again = [guard] {
        // After the model settles: titles may come with the first data.
        QTimer::singleShot(0, guard, [guard] {
            if (guard)
                widen(guard);
        });
    };
    QHeaderView *h = table->horizontalHeader();
    QObject::connect(h, &QHeaderView::sectionCountChanged, table, again);
    if (QAbstractItemModel *model = table->model()) {
        QObject::connect(model, &QAbstractItemModel::headerDataChanged, table, again);
        QObject::connect(model, &QAbstractItemModel::modelReset, table, again);
        QObject::connect(model, &QAbstractItemModel::columnsInserted, table, again);
    }
}

} // namespace kafscope::ui
