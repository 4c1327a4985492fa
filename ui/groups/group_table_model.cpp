#include "groups/group_table_model.h"

#include <QLocale>

namespace kafscope::ui {

int GroupTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int GroupTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GroupTableModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal)
        return {};
    // "classic" beside "consumer" reads as a contradiction: both columns say what they are.
    if (role == Qt::ToolTipRole) {
        if (section == Type)
            return tr("The group's type: classic (the JoinGroup protocol), consumer (KIP-848), "
                      "share or streams");
        if (section == Protocol)
            return tr("The protocol type its members declare in JoinGroup: consumer, connect, ...");
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Group: return tr("Group");
    case State: return tr("State");
    case Type: return tr("Group type");
    case Protocol: return tr("Protocol type");
    case Assignor: return tr("Assignor");
    case Members: return tr("Members");
    case Coordinator: return tr("Coordinator");
    case Topics: return tr("Topics");
    case Lag: return tr("Total lag");
    }
    return {};
}

QVariant GroupTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const groups::GroupSummary &s = m_rows[index.row()];
    const bool known = m_lagKnown[index.row()];
    if (role == SortRole) {
        switch (index.column()) {
        case Members: return s.listing.members;
        case Coordinator: return s.listing.coordinatorId;
        case Lag: return known ? s.lag : -2;
        default: break;
        }
        return data(index, Qt::DisplayRole);
    }
    if (role == Qt::ToolTipRole)
        return s.lagError ? s.lagError->message() : s.listing.note;
    if (role == Qt::TextAlignmentRole && (index.column() == Members || index.column() == Lag))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Group: return s.listing.group;
    case State: return groups::displayName(s.listing.state);
    case Type: return groups::displayName(s.listing.type);
    case Protocol:
        return s.listing.protocolType.isEmpty() ? tr("(simple)") : s.listing.protocolType;
    case Assignor: return s.listing.assignor;
    case Members: return QLocale().toString(s.listing.members);
    case Coordinator:
        return s.listing.coordinatorId < 0 ? QString() : QString::number(s.listing.coordinatorId);
    case Topics: return s.topics.join(QStringLiteral(", "));
    case Lag:
        if (!known)
            return tr("…");
        return s.lagError ? tr("error")
                          : (s.lag < 0 ? QStringLiteral("-") : QLocale().toString(s.lag));
    }
    return {};
}

void GroupTableModel::setGroups(const QList<groups::GroupListing> &groups)
{
    QHash<QString, groups::GroupSummary> previous;
    for (qsizetype i = 0; i < m_rows.size(); ++i)
        if (m_lagKnown[i])
            previous.insert(m_rows[i].listing.group, m_rows[i]);
    beginResetModel();
    m_rows.clear();
    m_lagKnown.clear();
    m_index.clear();
    for (const groups::GroupListing &g : groups) {
        groups::GroupSummary s{g, -1, {}, std::nullopt};
        const auto it = previous.constFind(g.group);
        if (it != previous.cend()) {
            s.lag = it->lag;
            s.topics = it->topics;
        }
        m_index.insert(g.group, int(m_rows.size()));
        m_rows << s;
        m_lagKnown << (it != previous.cend());
    }
    endResetModel();
}

void GroupTableModel::updateSummaries(const QList<groups::GroupSummary> &summaries)
{
    int lo = INT_MAX, hi = -1;
    for (const groups::GroupSummary &s : summaries) {
        const int row = m_index.value(s.listing.group, -1);
        if (row < 0)
            continue; // no longer listed
        m_rows[row].lag = s.lag;
        m_rows[row].topics = s.topics;
        m_rows[row].lagError = s.lagError;
        m_lagKnown[row] = true;
        lo = qMin(lo, row);
        hi = qMax(hi, row);
    }
    if (hi >= 0)
        Q_EMIT dataChanged(index(lo, Topics), index(hi, Lag));
}

const groups::GroupSummary *GroupTableModel::summary(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows[row] : nullptr;
}

QString GroupTableModel::groupAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].listing.group : QString();
}

} // namespace kafscope::ui
