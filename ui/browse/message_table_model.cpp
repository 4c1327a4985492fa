#include "browse/message_table_model.h"

#include "browse/browse_decoding.h"
#include "common/palette.h"
#include "common/time_display.h"
#include "browse/utf8_text.h"

#include <QBrush>
#include <QDateTime>
#include <QFont>
#include <QLocale>
#include <QPalette>

namespace kafscope::ui {

namespace {
constexpr qsizetype kCellPreviewBytes = 160;
}

QString timestampText(qint64 ms, int type)
{
    if (ms < 0)
        return MessageTableModel::tr("none");
    // The usual create time goes unmarked (its kind is in the tooltip); a broker's log-append
    // time is marked, as it is not the producer's. The zone is in the column's title: a row shows
    // its own only when it differs (the other side of a daylight saving change).
    const TimeDisplay &display = TimeDisplay::instance();
    QString when = display.dateTime(ms);
    const QString zone =
        QLatin1Char(' ') + display.zone().abbreviation(QDateTime::currentDateTimeUtc());
    if (when.endsWith(zone))
        when.chop(zone.size());
    return type == 2 ? MessageTableModel::tr("%1 (log append)").arg(when) : when;
}

MessageTableModel::MessageTableModel(QObject *parent) : QAbstractTableModel(parent)
{
    // Another time zone or format: the timestamps are shown again.
    connect(&TimeDisplay::instance(), &TimeDisplay::changed, this, [this] {
        if (m_store.size() > 0)
            Q_EMIT dataChanged(index(0, Timestamp), index(int(m_store.size()) - 1, Timestamp),
                               {Qt::DisplayRole});
    });
}

int MessageTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_store.size());
}

int MessageTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString MessageTableModel::preview(int row, bool key) const
{
    const qint64 cacheKey = this->cacheKey(row, key ? Cached::Key : Cached::Value);
    if (const QString *hit = m_previews.object(cacheKey))
        return *hit;
    const BrowseRecord &r = m_store.at(row);
    const DecodedSide *decoded =
        r.decoding ? (key ? &r.decoding->key : &r.decoding->value) : nullptr;
    QString text;
    EscapeOptions o;
    o.maxBytes = kCellPreviewBytes;
    if (decoded && decoded->decoded()) {
        text = escapedText(decoded->json, o);
    } else if (key ? r.keyIsNull() : r.valueIsNull()) {
        text = key ? tr("(null)") : tr("(null — tombstone)");
    } else {
        text = escapedText(key ? r.key() : r.value(), o);
        if ((key ? r.key() : r.value()).isEmpty())
            text = tr("(empty)");
    }
    m_previews.insert(cacheKey, new QString(text));
    return text;
}

QString MessageTableModel::schemaText(int row) const
{
    const qint64 cacheKey = this->cacheKey(row, Cached::Schema);
    if (const QString *hit = m_previews.object(cacheKey))
        return *hit;
    const BrowseRecord &r = m_store.at(row);
    QString text;
    if (const RecordDecoding *d = r.decoding.get()) {
        if (d->value.decoded())
            text = d->value.schema->text() +
                   (d->value.note.isEmpty() ? QString() : tr(" (%1)").arg(d->value.note));
        else if (d->value.failed())
            text = tr("Not decoded: %1").arg(d->value.error);
        else if (d->key.decoded())
            text = tr("key: %1").arg(d->key.schema->text());
        if (d->key.failed())
            text += (text.isEmpty() ? QString() : QStringLiteral("; ")) +
                    tr("key not decoded: %1").arg(d->key.error);
    }
    m_previews.insert(cacheKey, new QString(text));
    return text;
}

// Which schemas decoded the record, or why they did not: the whole story for the tooltip.
static QString schemaToolTip(const BrowseRecord &r)
{
    const RecordDecoding *d = r.decoding.get();
    if (!d)
        return {};
    QStringList lines;
    const auto describe = [&](const DecodedSide &s, const QString &what) {
        if (s.decoded())
            lines << MessageTableModel::tr("%1 decoded with %2").arg(what, s.schema->text());
        if (s.decoded() && !s.note.isEmpty())
            lines << s.note;
        else if (s.failed())
            lines << MessageTableModel::tr("%1 not decoded: %2").arg(what, s.error);
    };
    describe(d->value, MessageTableModel::tr("Value"));
    describe(d->key, MessageTableModel::tr("Key"));
    return lines.join(QLatin1Char('\n'));
}

QVariant MessageTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_store.size())
        return {};
    const BrowseRecord &r = m_store.at(index.row());
    const transactions::TxnRange *txn =
        m_transactions.isEmpty() ? nullptr : transactionOf(index.row());
    if (txn && (txn->status == transactions::TxnStatus::Aborted ||
                txn->status == transactions::TxnStatus::Open)) {
        const bool aborted = txn->status == transactions::TxnStatus::Aborted;
        if (role == Qt::ForegroundRole)
            return QBrush(Palette::color(aborted ? Palette::Role::Muted : Palette::Role::Warning));
        if (role == Qt::FontRole && aborted) {
            QFont f;
            f.setStrikeOut(true);
            return f;
        }
        if (role == Qt::ToolTipRole && index.column() == Offset)
            return aborted ? tr("Aborted: producer %1 (epoch %2) aborted its transaction; "
                                "read_committed consumers never see this record")
                                 .arg(txn->producerId)
                                 .arg(txn->producerEpoch)
                           : tr("In an open transaction of producer %1 (epoch %2): "
                                "read_committed consumers stop before it until it ends")
                                 .arg(txn->producerId)
                                 .arg(txn->producerEpoch);
    }
    if (txn && role == Qt::ToolTipRole && index.column() == Offset &&
        txn->status == transactions::TxnStatus::Committed)
        return tr("Committed in a transaction of producer %1").arg(txn->producerId);
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Partition: return r.partition;
        case Offset: return r.offset;
        case Timestamp: return timestampText(r.timestampMs, r.timestampType);
        case Key: return preview(index.row(), true);
        case Value: return preview(index.row(), false);
        case Schema: return schemaText(index.row());
        case Size: return r.valueIsNull() ? QString() : QLocale().toString(r.valueSize);
        case Headers: return qlonglong(r.headers.size());
        }
    } else if (role == Qt::ToolTipRole) {
        if (index.column() == Timestamp && r.timestampMs >= 0)
            return (r.timestampType == 2 ? tr("Log append time (set by the broker)")
                                         : tr("Create time (set by the producer)")) +
                   QLatin1Char('\n') + TimeDisplay::instance().exact(r.timestampMs);
        if (index.column() == Schema)
            return schemaToolTip(r);
    } else if (role == Qt::ForegroundRole) {
        if ((index.column() == Key && r.keyIsNull()) ||
            (index.column() == Value && r.valueIsNull()))
            return QBrush(QPalette().color(QPalette::Disabled, QPalette::Text));
    } else if (role == Qt::FontRole) {
        const bool undecoded = index.column() == Schema && r.decoding &&
                               (r.decoding->value.failed() || r.decoding->key.failed());
        if (undecoded || (index.column() == Key && r.keyIsNull()) ||
            (index.column() == Value && r.valueIsNull())) {
            QFont f;
            f.setItalic(true);
            return f;
        }
    } else if (role == Qt::TextAlignmentRole) {
        if (index.column() == Partition || index.column() == Offset || index.column() == Size ||
            index.column() == Headers)
            return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant MessageTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Partition: return tr("Partition");
    case Offset: return tr("Offset");
    case Timestamp:
        return tr("Timestamp (%1)")
            .arg(TimeDisplay::instance().zone().abbreviation(QDateTime::currentDateTimeUtc()));
    case Key: return tr("Key");
    case Value: return tr("Value");
    case Schema: return tr("Schema");
    case Size: return tr("Size");
    case Headers: return tr("Headers");
    }
    return {};
}

void MessageTableModel::appendBatch(const QList<BrowseRecord> &records)
{
    if (records.isEmpty())
        return;
    const RecordStore::Plan plan = m_store.plan(records);
    if (plan.evict > 0) {
        beginRemoveRows({}, 0, int(plan.evict) - 1);
        m_store.evictFront(plan.evict);
        m_firstSerial += plan.evict;
        endRemoveRows();
    }
    const qsizetype adding = records.size() - plan.dropFromBatch;
    if (adding > 0) {
        const int first = int(m_store.size());
        beginInsertRows({}, first, first + int(adding) - 1);
        m_store.append(records, plan.dropFromBatch);
        endInsertRows();
    } else {
        m_store.append(records, plan.dropFromBatch);
    }
    if (plan.dropFromBatch > 0)
        m_previews.clear(); // serials are row positions: rows that never arrived would shift them
    if (plan.evict > 0 || plan.dropFromBatch > 0)
        Q_EMIT evicted(m_store.evictedTotal());
}

void MessageTableModel::setTransactionMarks(
    const QHash<int, transactions::PartitionTransactions> &marks)
{
    m_transactions = marks;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                           {Qt::ForegroundRole, Qt::FontRole, Qt::ToolTipRole});
}

const transactions::TxnRange *MessageTableModel::transactionOf(int row) const
{
    if (row < 0 || row >= m_store.size())
        return nullptr;
    const BrowseRecord &r = m_store.at(row);
    const auto it = m_transactions.constFind(r.partition);
    return it == m_transactions.cend() ? nullptr : it->rangeAt(r.offset);
}

void MessageTableModel::clear()
{
    beginResetModel();
    m_transactions.clear();
    m_firstSerial = 0;
    m_store.clear();
    m_previews.clear();
    endResetModel();
}

void MessageTableModel::replaceRecord(int row, BrowseRecord record)
{
    if (row < 0 || row >= m_store.size())
        return;
    // The store's byte count keeps the preview's cost; the full value is the detail pane's. The
    // browse decoded the whole value already: its decoding stays.
    if (!record.decoding)
        record.decoding = m_store.at(row).decoding;
    m_store.at(row) = std::move(record);
    for (Cached c : {Cached::Value, Cached::Key, Cached::Schema})
        m_previews.remove(cacheKey(row, c));
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

} // namespace kafscope::ui
