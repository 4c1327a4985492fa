#include "topics/topic_table_model.h"

#include "common/palette.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

#include <algorithm>

namespace kafscope::ui {

void TopicTableModel::setTopics(QList<TopicSummary> topics)
{
    beginResetModel();
    m_all = std::move(topics);
    rebuild();
    endResetModel();
}

void TopicTableModel::setFilter(const QString &text, bool showInternal)
{
    if (text == m_filter && showInternal == m_showInternal)
        return;
    m_filter = text;
    m_showInternal = showInternal;
    beginResetModel(); // the row set changes; persistent selections cannot follow anyway
    rebuild();
    endResetModel();
}

void TopicTableModel::rebuild()
{
    m_rows.clear();
    for (int i = 0; i < m_all.size(); ++i)
        if ((m_showInternal || !m_all[i].internal) &&
            (m_filter.isEmpty() || m_all[i].name.contains(m_filter, Qt::CaseInsensitive)))
            m_rows.push_back(i);
    std::stable_sort(m_rows.begin(), m_rows.end(),
                     [this](int a, int b) { return lessThan(m_all[a], m_all[b]); });
}

void TopicTableModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        return;
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    m_sortColumn = column;
    m_order = order;
    std::stable_sort(m_rows.begin(), m_rows.end(),
                     [this](int a, int b) { return lessThan(m_all[a], m_all[b]); });
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

bool TopicTableModel::lessThan(const TopicSummary &a, const TopicSummary &b) const
{
    const bool asc = m_order == Qt::AscendingOrder;
    auto cmp = [&](auto x, auto y) {
        if (x == y)
            return a.name < b.name; // stable, readable tie-break
        return asc ? x < y : y < x;
    };
    switch (m_sortColumn) {
    case Partitions: return cmp(a.partitions, b.partitions);
    case Replication: return cmp(a.replicationFactor, b.replicationFactor);
    case Messages: return cmp(a.messages, b.messages);
    case UnderReplicated: return cmp(a.underReplicated, b.underReplicated);
    case Internal: return cmp(int(a.internal), int(b.internal));
    default: return asc ? a.name < b.name : b.name < a.name;
    }
}

const TopicSummary *TopicTableModel::topicAt(int row) const
{
    return row >= 0 && size_t(row) < m_rows.size() ? &m_all[m_rows[size_t(row)]] : nullptr;
}

QStringList TopicTableModel::allNames() const
{
    QStringList names;
    names.reserve(m_all.size());
    for (const TopicSummary &t : m_all)
        names << t.name;
    return names;
}

int TopicTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TopicTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TopicTableModel::data(const QModelIndex &index, int role) const
{
    const TopicSummary *t = index.isValid() ? topicAt(index.row()) : nullptr;
    if (!t)
        return {};
    if (role == Qt::DisplayRole) {
        const QLocale locale;
        switch (index.column()) {
        case Name: return t->name;
        case Partitions: return locale.toString(t->partitions);
        case Replication: return t->replicationFactor;
        case Messages: return t->messages < 0 ? tr("unknown") : locale.toString(t->messages);
        case UnderReplicated: return t->underReplicated;
        case Internal: return t->internal ? tr("internal") : QString();
        }
    } else if (role == SortRole) {
        switch (index.column()) {
        case Name: return t->name;
        case Partitions: return t->partitions;
        case Replication: return t->replicationFactor;
        case Messages: return t->messages;
        case UnderReplicated: return t->underReplicated;
        case Internal: return t->internal;
        }
    } else if (role == Qt::TextAlignmentRole && index.column() != Name &&
               index.column() != Internal) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    } else if (role == Qt::BackgroundRole && (t->underReplicated > 0 || t->offline > 0)) {
        return QBrush(Palette::color(t->offline > 0 ? Palette::Role::ErrorBackground
                                                    : Palette::Role::WarningBackground));
    } else if (role == Qt::ToolTipRole && index.column() == Messages && t->messages < 0) {
        return tr("Some partition did not report its watermarks (no leader, or it did not answer)");
    }
    return {};
}

QVariant TopicTableModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Topic");
    case Partitions: return tr("Partitions");
    case Replication: return tr("Replication");
    case Messages: return tr("Messages");
    case UnderReplicated: return tr("Under-replicated");
    case Internal: return tr("Internal");
    }
    return {};
}

} // namespace kafscope::ui
