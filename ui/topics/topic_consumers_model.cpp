#include "topics/topic_consumers_model.h"

#include "common/palette.h"

#include <QBrush>
#include <QHeaderView>
#include <QLocale>
#include <QTableView>

namespace kafscope::ui {

void TopicConsumersModel::setConsumers(const QList<TopicConsumer> &consumers)
{
    beginResetModel(); // the groups of one topic: a reset is simple and cheap
    m_rows = consumers;
    endResetModel();
}

QString TopicConsumersModel::groupAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].group : QString();
}

void TopicConsumersModel::layoutColumns(QTableView *table)
{
    QHeaderView *h = table->horizontalHeader();
    h->setStretchLastSection(false);
    h->setSectionResizeMode(Group, QHeaderView::Stretch);
    const QFontMetrics fm = table->fontMetrics();
    table->setColumnWidth(State, fm.horizontalAdvance(QStringLiteral("PreparingRebalance")) + 16);
    table->setColumnWidth(Members, fm.horizontalAdvance(QStringLiteral("0,000")) + 24);
    table->setColumnWidth(Partitions, fm.horizontalAdvance(QStringLiteral("0,000")) + 24);
    table->setColumnWidth(Lag, fm.horizontalAdvance(QStringLiteral("000,000,000")) + 24);
}

int TopicConsumersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TopicConsumersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TopicConsumersModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const TopicConsumer &c = m_rows[index.row()];
    if (role == Qt::DisplayRole) {
        const QLocale locale;
        switch (index.column()) {
        case Group: return c.group;
        case State: return c.state;
        case Members: return locale.toString(c.members);
        case Partitions: return locale.toString(c.partitions);
        case Lag: return c.lag < 0 ? tr("unknown") : locale.toString(c.lag);
        }
    } else if (role == Qt::TextAlignmentRole && index.column() >= Members) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    } else if (role == Qt::ToolTipRole) {
        if (index.column() == Lag && c.lag < 0)
            return c.lagError.isEmpty() ? tr("No partition of this topic has a lag yet")
                                        : c.lagError;
        if (index.column() == Group)
            return tr("Double-click to open %1").arg(c.group);
    } else if (role == Qt::ForegroundRole && index.column() == Lag && c.lag < 0) {
        return QBrush(Palette::color(Palette::Role::Warning));
    }
    return {};
}

QVariant TopicConsumersModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Group: return tr("Group");
    case State: return tr("State");
    case Members: return tr("Members");
    case Partitions: return tr("Partitions");
    case Lag: return tr("Lag on this topic");
    }
    return {};
}

} // namespace kafscope::ui
