#include "transactions/transactions_model.h"

#include "common/palette.h"
#include "common/time_display.h"

#include <QLocale>

namespace kafscope::ui {

using namespace kafscope::transactions;

QString durationText(qint64 ms)
{
    if (ms < 0)
        return QStringLiteral("–");
    if (ms < 10000)
        return TransactionListModel::tr("%1 s").arg(
            QLocale().toString(double(ms) / 1000.0, 'f', 1));
    const qint64 s = ms / 1000;
    if (s < 3600)
        return TransactionListModel::tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return TransactionListModel::tr("%1 h %2 min")
        .arg(QLocale().toString(s / 3600))
        .arg((s / 60) % 60);
}

namespace {

// Running transactions are the normal case, a transaction ending is a passing state, a dead or
// fenced one needs attention.
QVariant stateColour(const QString &state)
{
    if (state == QLatin1String("Ongoing"))
        return Palette::color(Palette::Role::Ok);
    if (state.startsWith(QLatin1String("Prepare")))
        return Palette::color(Palette::Role::Warning);
    if (state == QLatin1String("Dead") || state == QLatin1String("PrepareEpochFence"))
        return Palette::color(Palette::Role::Error);
    return Palette::color(Palette::Role::Muted);
}

QVariant numberAlign(int column, std::initializer_list<int> numeric)
{
    for (int c : numeric)
        if (c == column)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

} // namespace

void TransactionListModel::setSnapshot(const TransactionsSnapshot &snapshot)
{
    beginResetModel();
    m_rows = snapshot.transactions;
    m_nowMs = snapshot.readAtMs;
    endResetModel();
}

const TransactionDescription *TransactionListModel::at(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows[row] : nullptr;
}

int TransactionListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TransactionListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TransactionListModel::data(const QModelIndex &index, int role) const
{
    const TransactionDescription *t = at(index.row());
    if (!t)
        return {};
    const QLocale locale;
    if (role == Qt::DisplayRole) {
        if (t->error && index.column() == State)
            return tr("unknown");
        if (t->error && index.column() != Id)
            return QStringLiteral("–");
        switch (index.column()) {
        case Id: return t->transactionalId;
        case State: return t->state;
        case Producer: return QString::number(t->producerId); // an id, not a quantity
        case Epoch: return locale.toString(t->producerEpoch);
        case Timeout: return durationText(t->timeoutMs);
        case Started:
            return t->startTimeMs < 0 ? QStringLiteral("–")
                                      : TimeDisplay::instance().dateTimeSeconds(t->startTimeMs);
        case Duration:
            return t->startTimeMs < 0 ? QStringLiteral("–")
                                      : durationText(m_nowMs - t->startTimeMs);
        case Partitions: return locale.toString(t->partitions.size());
        }
    }
    if (role == Qt::ForegroundRole && index.column() == State && !t->error)
        return stateColour(t->state);
    if (role == Qt::ToolTipRole) {
        if (t->error)
            return t->error->message();
        if (index.column() == Started && t->startTimeMs >= 0)
            return TimeDisplay::instance().exact(t->startTimeMs);
    }
    if (role == Qt::TextAlignmentRole)
        return numberAlign(index.column(), {Producer, Epoch, Timeout, Duration, Partitions});
    return {};
}

QVariant TransactionListModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id: return tr("Transactional id");
    case State: return tr("State");
    case Producer: return tr("Producer id");
    case Epoch: return tr("Epoch");
    case Timeout: return tr("Timeout");
    case Started: return tr("Started");
    case Duration: return tr("Running for");
    case Partitions: return tr("Partitions");
    }
    return {};
}

void TransactionPartitionModel::setRows(const QList<Row> &rows, qint64 nowMs)
{
    beginResetModel();
    m_rows = rows;
    m_nowMs = nowMs;
    endResetModel();
}

const TransactionPartitionModel::Row *TransactionPartitionModel::at(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows[row] : nullptr;
}

int TransactionPartitionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TransactionPartitionModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TransactionPartitionModel::data(const QModelIndex &index, int role) const
{
    const Row *r = at(index.row());
    if (!r)
        return {};
    const QLocale locale;
    const ActiveProducer *p = r->producer ? &*r->producer : nullptr;
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Topic: return r->partition.topic;
        case Partition: return locale.toString(r->partition.partition);
        case Producer: return p ? QString::number(p->producerId) : QStringLiteral("–");
        case Epoch: return p ? locale.toString(p->producerEpoch) : QStringLiteral("–");
        case StartOffset:
            return p && p->inTransaction() ? locale.toString(p->currentTxnStartOffset)
                                           : QStringLiteral("–");
        case LastWrite:
            return p && p->lastTimestampMs >= 0
                       ? tr("%1 ago").arg(durationText(m_nowMs - p->lastTimestampMs))
                       : QStringLiteral("–");
        case Status:
            if (r->hanging)
                return r->transactionalId.isEmpty()
                           ? tr("Hanging: no coordinator knows this producer")
                           : tr("Hanging: %1 does not hold this partition").arg(r->transactionalId);
            return p && p->inTransaction() ? tr("Open") : tr("No open transaction");
        }
    }
    if (role == Qt::ForegroundRole && index.column() == Status)
        return Palette::color(r->hanging ? Palette::Role::Error : Palette::Role::Muted);
    if (role == Qt::BackgroundRole && r->hanging)
        return Palette::color(Palette::Role::ErrorBackground);
    if (role == Qt::ToolTipRole && index.column() == LastWrite && p && p->lastTimestampMs >= 0)
        return TimeDisplay::instance().exact(p->lastTimestampMs);
    if (role == Qt::TextAlignmentRole)
        return numberAlign(index.column(), {Partition, Producer, Epoch, StartOffset, LastWrite});
    return {};
}

QVariant TransactionPartitionModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Topic: return tr("Topic");
    case Partition: return tr("Partition");
    case Producer: return tr("Producer id");
    case Epoch: return tr("Epoch");
    case StartOffset: return tr("Open since offset");
    case LastWrite: return tr("Last write");
    case Status: return tr("Status");
    }
    return {};
}

} // namespace kafscope::ui
