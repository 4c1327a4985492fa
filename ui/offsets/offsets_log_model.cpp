#include "offsets/offsets_log_model.h"

#include "common/palette.h"
#include "common/time_display.h"

#include <QBrush>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace kafscope::ui {

namespace {

bool isTransactionRecord(const offsets::OffsetsRecord &r)
{
    return r.recordType() == offsets::RecordType::TransactionLog;
}

// A transaction record's topics: those of the partitions it holds.
bool holdsTopic(const offsets::OffsetsRecord &r, const QString &topic)
{
    const QJsonArray partitions = r.value.value(QStringLiteral("partitions")).toArray();
    for (const QJsonValue &p : partitions)
        if (p.toObject()
                .value(QStringLiteral("topic"))
                .toString()
                .contains(topic, Qt::CaseInsensitive))
            return true;
    return false;
}

} // namespace

bool OffsetsLogModel::Filter::matches(const offsets::OffsetsLogEntry &e) const
{
    const offsets::OffsetsRecord &r = e.record;
    const bool txn = isTransactionRecord(r);
    const QString &owner = txn ? r.transactionalId : r.group;
    return (group.isEmpty() || owner.contains(group, Qt::CaseInsensitive)) &&
           (topic.isEmpty() ||
            (txn ? holdsTopic(r, topic) : r.topic.contains(topic, Qt::CaseInsensitive))) &&
           (type == -2 || r.type == type);
}

OffsetsLogModel::OffsetsLogModel(QObject *parent, int maxRows)
    : QAbstractTableModel(parent), m_maxRows(maxRows)
{
    connect(&TimeDisplay::instance(), &TimeDisplay::changed, this, [this] {
        if (rowCount() > 0)
            Q_EMIT dataChanged(index(0, Time), index(rowCount() - 1, Time), {Qt::DisplayRole});
    });
}

int OffsetsLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_visible.size());
}

int OffsetsLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OffsetsLogModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    static const char *names[] = {QT_TR_NOOP("Time"),   QT_TR_NOOP("Partition"),
                                  QT_TR_NOOP("Offset"), QT_TR_NOOP("Record type"),
                                  QT_TR_NOOP("Group"),  QT_TR_NOOP("Topic/partition or member"),
                                  QT_TR_NOOP("Value")};
    if (m_log == offsets::OffsetsLogOptions::Log::TransactionState) {
        if (section == Group)
            return tr("Transactional id");
        if (section == Subject)
            return tr("State");
    }
    return section >= 0 && section < ColumnCount ? tr(names[section]) : QVariant();
}

QVariant OffsetsLogModel::data(const QModelIndex &index, int role) const
{
    const offsets::OffsetsLogEntry *e = entry(index.row());
    if (!e)
        return {};
    const offsets::OffsetsRecord &r = e->record;
    if (role == Qt::ForegroundRole && (r.tombstone || !r.notes.isEmpty()))
        return QBrush(Palette::color(r.tombstone ? Palette::Role::Muted : Palette::Role::Error));
    if (role == Qt::ToolTipRole)
        return index.column() == Time ? TimeDisplay::instance().exact(e->timestampMs)
                                      : r.notes.join(QLatin1Char('\n'));
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Time: return TimeDisplay::instance().dateTime(e->timestampMs);
    case Partition: return e->partition;
    case Offset: return e->offset;
    case Type: return r.typeName();
    case Group: return isTransactionRecord(r) ? r.transactionalId : r.group;
    case Subject:
        if (isTransactionRecord(r))
            return r.value.value(QStringLiteral("state")).toString();
        if (r.partition >= 0)
            return QStringLiteral("%1/%2").arg(r.topic).arg(r.partition);
        return r.memberId.isEmpty() ? r.subKey : r.memberId;
    case Value:
        if (r.tombstone)
            return tr("(tombstone: removed)");
        return QString::fromUtf8(QJsonDocument(r.value).toJson(QJsonDocument::Compact)).left(400);
    }
    return {};
}

void OffsetsLogModel::append(const QList<offsets::OffsetsLogEntry> &batch)
{
    if (batch.isEmpty())
        return;
    // Evict the oldest first: their visible rows are the first rows (sequence numbers ascend).
    const qsizetype overflow = m_entries.size() + batch.size() - m_maxRows;
    if (overflow > 0) {
        const qsizetype dropped = qMin(overflow, m_entries.size());
        const qint64 newFirst = m_firstSeq + dropped;
        const qsizetype gone =
            std::lower_bound(m_visible.cbegin(), m_visible.cend(), newFirst) - m_visible.cbegin();
        if (gone > 0) {
            beginRemoveRows({}, 0, int(gone - 1));
            m_visible.remove(0, gone);
        }
        m_entries.remove(0, dropped);
        m_firstSeq = newFirst;
        m_evicted += dropped;
        if (gone > 0)
            endRemoveRows();
    }
    // A batch larger than the whole budget keeps only its newest part (the list is empty by now).
    const qsizetype skip = qMax<qsizetype>(0, batch.size() - m_maxRows);
    m_evicted += skip;
    m_firstSeq += skip;
    const qint64 base = m_firstSeq + m_entries.size();
    QVector<qint64> added;
    for (qsizetype i = skip; i < batch.size(); ++i)
        if (m_filter.matches(batch[i]))
            added << base + (i - skip);
    m_entries += batch.mid(skip);
    if (added.isEmpty())
        return;
    beginInsertRows({}, int(m_visible.size()), int(m_visible.size() + added.size() - 1));
    m_visible += added;
    endInsertRows();
}

void OffsetsLogModel::setLog(offsets::OffsetsLogOptions::Log log)
{
    clear();
    if (m_log == log)
        return;
    m_log = log;
    Q_EMIT headerDataChanged(Qt::Horizontal, Group, Subject);
}

void OffsetsLogModel::clear()
{
    beginResetModel();
    m_entries.clear();
    m_visible.clear();
    m_firstSeq = 0;
    m_evicted = 0;
    endResetModel();
}

void OffsetsLogModel::setFilter(const Filter &f)
{
    beginResetModel();
    m_filter = f;
    rebuildIndex();
    endResetModel();
}

void OffsetsLogModel::rebuildIndex()
{
    m_visible.clear();
    for (qsizetype i = 0; i < m_entries.size(); ++i)
        if (m_filter.matches(m_entries[i]))
            m_visible << m_firstSeq + i;
}

const offsets::OffsetsLogEntry *OffsetsLogModel::entry(int row) const
{
    return row >= 0 && row < m_visible.size() ? &m_entries[qsizetype(m_visible[row] - m_firstSeq)]
                                              : nullptr;
}

} // namespace kafscope::ui
