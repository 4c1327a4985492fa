#include "cluster/broker_table_model.h"
#include "topics/config_units.h"

#include "cluster/broker_addresses.h"
#include "common/palette.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace kafscope::ui {

void BrokerTableModel::setMetadata(const ClusterMetadata &md)
{
    m_clusterId = md.clusterId;
    // What a probe found out (rack, roles) stays until the next probe.
    QList<BrokerStatus> next = brokerStatuses(md, m_visibleController);
    for (BrokerStatus &b : next)
        for (const BrokerStatus &old : std::as_const(m_brokers))
            if (old.id == b.id) {
                b.rack = old.rack;
                b.roles = old.roles;
            }
    setStatuses(next);
}

void BrokerTableModel::refreshAddresses()
{
    if (!m_brokers.isEmpty())
        Q_EMIT dataChanged(index(0, Host), index(rowCount() - 1, Port));
}

std::optional<BrokerInfo> BrokerTableModel::addressOf(const BrokerStatus &b) const
{
    if (!b.host.isEmpty())
        return BrokerInfo{b.id, b.host, b.port};
    // A broker known only from replica lists: where this or an earlier session last saw it.
    return broker_addresses::lastSeen(m_clusterId, b.id);
}

void BrokerTableModel::setVisibleController(int id)
{
    if (id == m_visibleController)
        return;
    m_visibleController = id;
    for (qsizetype row = 0; row < m_brokers.size(); ++row)
        m_brokers[row].controller = m_brokers[row].id == id;
    if (!m_brokers.isEmpty())
        Q_EMIT dataChanged(index(0, Role), index(rowCount() - 1, Role));
}

void BrokerTableModel::setStatuses(const QList<BrokerStatus> &brokers)
{
    beginResetModel(); // a handful of rows: a reset is the simple, correct choice
    m_brokers = brokers;
    for (const BrokerStatus &b : brokers)
        if (b.controller) // a probe that found ZooKeeper's controller: kept for later metadata
            m_visibleController = b.id;
    endResetModel();
}

void BrokerTableModel::setDisks(const QList<protocol::BrokerDisks> &disks, const QString &error)
{
    m_disks.clear();
    for (const protocol::BrokerDisks &d : disks)
        m_disks.insert(d.brokerId, d);
    m_disksError = error;
    if (!m_brokers.isEmpty())
        Q_EMIT dataChanged(index(0, LogData), index(int(m_brokers.size()) - 1, DiskUse));
}

const BrokerStatus *BrokerTableModel::brokerAt(int row) const
{
    return row >= 0 && row < m_brokers.size() ? &m_brokers[row] : nullptr;
}

int BrokerTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_brokers.size());
}

int BrokerTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BrokerTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_brokers.size())
        return {};
    const BrokerStatus &b = m_brokers[index.row()];
    const QLocale locale;
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Id: return b.id;
        case Host: {
            const auto at = addressOf(b);
            return at ? at->host : tr("unknown");
        }
        case Port: {
            const auto at = addressOf(b);
            return at && at->port > 0 ? QVariant(at->port) : QVariant(QString());
        }
        case Rack: return b.rack;
        case Partitions: return locale.toString(b.partitions);
        case Leaders: return locale.toString(b.leaders);
        case LogData: {
            const auto it = m_disks.constFind(b.id);
            if (it == m_disks.constEnd() || it->error)
                return QString();
            return humanBytes(it->replicaBytes());
        }
        case DiskUse: {
            const auto it = m_disks.constFind(b.id);
            if (it == m_disks.constEnd())
                return QString();
            if (it->error)
                return tr("unknown");
            for (const protocol::LogDirInfo &d : it->dirs)
                if (d.errorCode)
                    return tr("disk failed");
            const qint64 total = it->totalBytes(), usable = it->usableBytes();
            if (total <= 0 || usable < 0)
                return tr("not reported");
            return tr("%1% of %2")
                .arg(locale.toString(100.0 * double(total - usable) / double(total), 'f', 0),
                     humanBytes(total));
        }
        case Role:
            if (b.controller)
                return tr("controller");
            return b.roles.split(QLatin1Char(','), Qt::SkipEmptyParts).join(QStringLiteral(", "));
        case Answers: return b.answers ? tr("yes") : tr("no");
        }
    } else if (role == Qt::TextAlignmentRole &&
               (index.column() == Id || index.column() == Port || index.column() == Partitions ||
                index.column() == Leaders || index.column() == LogData ||
                index.column() == DiskUse)) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    } else if (role == Qt::BackgroundRole && !b.answers) {
        return QBrush(Palette::color(Palette::Role::ErrorBackground));
    } else if (role == Qt::ToolTipRole) {
        if (!b.answers) {
            const auto at = addressOf(b);
            return b.problem.isEmpty() || !at
                       ? b.problem
                       : tr("%1 — last seen at %2:%3").arg(b.problem, at->host).arg(at->port);
        }
        if (index.column() == Role && b.controller)
            return tr("The active controller (ZooKeeper)");
        if (index.column() == Role && !b.roles.isEmpty())
            return tr("process.roles = %1: what this KRaft node runs as. Which controller is "
                      "active is not visible to clients.")
                .arg(b.roles);
        if (index.column() == Leaders)
            return tr("Partitions this broker leads, of the %n replica(s) it holds", nullptr,
                      b.partitions);
        if (index.column() == LogData || index.column() == DiskUse) {
            const auto it = m_disks.constFind(b.id);
            if (it == m_disks.constEnd())
                return m_disksError;
            if (it->error)
                return it->error->message();
            QStringList lines;
            for (const protocol::LogDirInfo &d : it->dirs)
                lines << (d.errorCode
                              ? tr("%1: %2").arg(d.path, d.error)
                              : tr("%1: %2 of replicas, %3 free of %4")
                                    .arg(d.path, humanBytes(d.replicaBytes()),
                                         d.usableBytes < 0 ? tr("?") : humanBytes(d.usableBytes),
                                         d.totalBytes < 0 ? tr("?") : humanBytes(d.totalBytes)));
            return lines.join(QLatin1Char('\n'));
        }
    }
    return {};
}

QVariant BrokerTableModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id: return tr("ID");
    case Host: return tr("Host");
    case Port: return tr("Port");
    case Rack: return tr("Rack");
    case Partitions: return tr("Partitions");
    case Leaders: return tr("Leaders");
    case LogData: return tr("Data");
    case DiskUse: return tr("Disk used");
    case Role: return tr("Role");
    case Answers: return tr("Answers");
    }
    return {};
}

} // namespace kafscope::ui
