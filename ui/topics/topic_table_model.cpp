#include "topics/topic_table_model.h"

#include "common/palette.h"

#include "topics/config_units.h"

#include <QBrush>
#include <QColor>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLocale>
#include <QTableView>

#include <algorithm>

namespace kafscope::ui {

void TopicTableModel::setTopics(QList<TopicSummary> topics)
{
    beginResetModel();
    m_all = std::move(topics);
    rebuild();
    endResetModel();
}

void TopicTableModel::setConfigSummaries(const QHash<QString, TopicConfigSummary> &configs,
                                         const QString &error)
{
    m_configs = configs;
    m_configError = error;
    if (m_sortColumn == Cleanup || m_sortColumn == Retention)
        sort(m_sortColumn, m_order);
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, Cleanup), index(rowCount() - 1, Retention));
}

void TopicTableModel::setSizes(const QList<protocol::TopicSize> &sizes, const QString &error)
{
    m_sizes.clear();
    for (const protocol::TopicSize &t : sizes)
        m_sizes.insert(t.topic, t);
    m_sizeError = error;
    m_sizesRead = true;
    if (m_sortColumn == Size)
        sort(m_sortColumn, m_order);
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, Size), index(rowCount() - 1, Size));
}

void TopicTableModel::setApplications(const QHash<QString, QList<StreamsTopicRole>> &roles,
                                      const QString &error)
{
    m_applications = roles;
    m_applicationError = error;
    m_applicationsRead = true;
    if (!m_applicationFilter.isEmpty()) {
        beginResetModel();
        rebuild();
        endResetModel();
        return;
    }
    if (m_sortColumn == Application)
        sort(m_sortColumn, m_order);
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, Application), index(rowCount() - 1, Role));
}

void TopicTableModel::setApplicationFilter(const QString &application)
{
    if (application == m_applicationFilter)
        return;
    m_applicationFilter = application;
    beginResetModel();
    rebuild();
    endResetModel();
}

void TopicTableModel::layoutColumns(QTableView *table)
{
    QHeaderView *h = table->horizontalHeader();
    h->setStretchLastSection(false);
    // Only the name stretches; the other columns start at their title (fitHeaders) and grow to
    // their content when it comes (fitColumns).
    h->setSectionResizeMode(Name, QHeaderView::Stretch);
    for (int c = Application; c < ColumnCount; ++c)
        table->setColumnWidth(c, h->minimumSectionSize());
}

void TopicTableModel::fitColumns(QTableView *table, int maxRows) const
{
    QHeaderView *h = table->horizontalHeader();
    const QFontMetrics fm = table->fontMetrics();
    const int pad = 2 * fm.averageCharWidth() + 8;
    const int rows = std::min<int>(int(m_rows.size()), maxRows);
    for (int c = Application; c < ColumnCount; ++c) {
        if (h->isSectionHidden(c))
            continue;
        int widest = 0;
        for (int r = 0; r < rows; ++r)
            widest = std::max(widest,
                              fm.horizontalAdvance(data(index(r, c), Qt::DisplayRole).toString()));
        int want = std::max(widest + pad, h->sectionSizeHint(c));
        if (c == Application)
            want = std::min(want, std::max(h->sectionSizeHint(c), table->viewport()->width() / 4));
        if (h->sectionSize(c) < want)
            h->resizeSection(c, want);
    }
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
            (m_filter.isEmpty() || m_all[i].name.contains(m_filter, Qt::CaseInsensitive)) &&
            (m_applicationFilter.isEmpty() || belongsTo(m_all[i].name, m_applicationFilter)))
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
    case Size: return cmp(m_sizes.value(a.name).bytes, m_sizes.value(b.name).bytes);
    case UnderReplicated: return cmp(a.underReplicated, b.underReplicated);
    case Cleanup:
        return cmp(m_configs.value(a.name).cleanupPolicy, m_configs.value(b.name).cleanupPolicy);
    case Retention:
        return cmp(m_configs.value(a.name).retentionSortKey(),
                   m_configs.value(b.name).retentionSortKey());
    case Internal: return cmp(int(a.internal), int(b.internal));
    case Role:
    case Application: {
        // An application's topics together (sources, repartition, changelogs), the topics of
        // none after every application's.
        const auto key = [this](const TopicSummary &t) {
            const QList<StreamsTopicRole> roles = m_applications.value(t.name);
            return roles.isEmpty() ? qMakePair(QString(QChar(0xFFFF)), 0)
                                   : qMakePair(roles.first().application, int(roles.first().role));
        };
        return cmp(key(a), key(b));
    }
    default: return asc ? a.name < b.name : b.name < a.name;
    }
}

bool TopicTableModel::belongsTo(const QString &topic, const QString &application) const
{
    for (const StreamsTopicRole &r : m_applications.value(topic))
        if (r.application == application)
            return true;
    return false;
}

QString TopicTableModel::applicationTip(const QString &topic) const
{
    if (!m_applicationsRead)
        return tr("Not read yet");
    QStringList lines;
    for (const StreamsTopicRole &r : m_applications.value(topic)) {
        QString line;
        switch (r.role) {
        case StreamsTopicRole::Role::Source:
            line = tr("An input topic of the Kafka Streams application %1");
            break;
        case StreamsTopicRole::Role::Repartition:
            line = tr("A repartition topic of the Kafka Streams application %1 (it writes and "
                      "reads it)");
            break;
        case StreamsTopicRole::Role::Changelog:
            line = tr("The changelog of a state store of the Kafka Streams application %1 (its "
                      "state is restored from it)");
            break;
        }
        line = line.arg(r.application);
        if (r.byName)
            line += QLatin1Char('\n') +
                    tr("Known by its name: %1 uses the classic protocol, so the broker does not "
                       "know its topology")
                        .arg(r.application);
        lines << line;
    }
    if (!m_applicationError.isEmpty())
        lines << m_applicationError;
    return lines.join(QLatin1Char('\n'));
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
    const auto config = m_configs.constFind(t->name);
    const bool hasConfig = config != m_configs.constEnd();
    if (role == Qt::DisplayRole) {
        const QLocale locale;
        switch (index.column()) {
        case Name: return t->name;
        case Application: return streamsApplicationNames(m_applications.value(t->name));
        case Role: return streamsRoleNames(m_applications.value(t->name));
        case Partitions: return locale.toString(t->partitions);
        case Replication: return locale.toString(t->replicationFactor);
        case Messages: return t->messages < 0 ? tr("unknown") : locale.toString(t->messages);
        case Size: {
            if (!m_sizesRead)
                return QString();
            const auto it = m_sizes.constFind(t->name);
            return it == m_sizes.constEnd()
                       ? (m_sizeError.isEmpty() ? humanBytes(0) : tr("unknown"))
                       : humanBytes(it->bytes);
        }
        case UnderReplicated: return locale.toString(t->underReplicated);
        case Cleanup:
            return hasConfig ? config->cleanupPolicy.split(QLatin1Char(','), Qt::SkipEmptyParts)
                                   .join(QStringLiteral(", "))
                             : QString();
        case Retention: {
            if (!hasConfig)
                return QString();
            QString time = humanConfigValue(QStringLiteral("retention.ms"), config->retentionMs);
            if (time.isEmpty())
                time = config->retentionMs;
            bool ok = false;
            const qint64 bytes = config->retentionBytes.toLongLong(&ok);
            if (ok && bytes >= 0)
                return tr("%1 · %2").arg(time, humanBytes(bytes));
            return time;
        }
        case Internal: return t->internal ? tr("internal") : QString();
        }
    } else if (role == SortRole) {
        switch (index.column()) {
        case Name: return t->name;
        case Application: return streamsApplicationNames(m_applications.value(t->name));
        case Role: return streamsRoleNames(m_applications.value(t->name));
        case Partitions: return t->partitions;
        case Replication: return t->replicationFactor;
        case Messages: return t->messages;
        case Size: return m_sizes.value(t->name).bytes;
        case UnderReplicated: return t->underReplicated;
        case Cleanup: return hasConfig ? config->cleanupPolicy : QString();
        case Retention: return hasConfig ? config->retentionSortKey() : qint64(-2);
        case Internal: return t->internal;
        }
    } else if (role == Qt::TextAlignmentRole && index.column() != Name &&
               index.column() != Application && index.column() != Role &&
               index.column() != Internal && index.column() != Cleanup &&
               index.column() != Retention) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    } else if (role == Qt::BackgroundRole && (t->underReplicated > 0 || t->offline > 0)) {
        return QBrush(Palette::color(t->offline > 0 ? Palette::Role::ErrorBackground
                                                    : Palette::Role::WarningBackground));
    } else if (role == Qt::ToolTipRole) {
        if (index.column() == Name)
            return t->name; // whole, where a long name is cut in its middle
        if (index.column() == Messages && t->messages < 0)
            return tr(
                "Some partition did not report its watermarks (no leader, or it did not answer)");
        if (index.column() == Size) {
            if (!m_sizesRead)
                return tr("Not read yet");
            if (!m_sizeError.isEmpty())
                return m_sizeError;
            const protocol::TopicSize size = m_sizes.value(t->name);
            return tr("%1 over %n replica(s); one copy of the data: %2", nullptr, size.replicas)
                .arg(humanBytes(size.bytes), humanBytes(size.largestCopy));
        }
        if (index.column() == Application || index.column() == Role)
            return applicationTip(t->name);
        if ((index.column() == Cleanup || index.column() == Retention) && !hasConfig)
            return m_configError.isEmpty() ? tr("Not read yet") : m_configError;
        if (index.column() == Retention && hasConfig)
            return tr("retention.ms = %1, retention.bytes = %2")
                .arg(config->retentionMs, config->retentionBytes);
        if (index.column() == Cleanup && hasConfig)
            return tr("cleanup.policy = %1").arg(config->cleanupPolicy);
    }
    return {};
}

QVariant TopicTableModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o == Qt::Horizontal && role == Qt::ToolTipRole) {
        switch (section) {
        case Application: return tr("The Kafka Streams application the topic belongs to");
        case Role:
            return tr("What the topic is to its Kafka Streams application: an input (source), a "
                      "repartition topic or a state store's changelog");
        case Replication: return tr("Replication factor: the copies kept of each partition");
        case UnderReplicated:
            return tr("Under-replicated partitions: partitions with fewer replicas in sync than "
                      "assigned");
        default: return {};
        }
    }
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Topic");
    case Application: return tr("Application");
    case Role: return tr("Role");
    case Partitions: return tr("Partitions");
    case Replication: return tr("Replicas");
    case Messages: return tr("Messages");
    case Size: return tr("Size");
    case UnderReplicated: return tr("URP");
    case Cleanup: return tr("Cleanup");
    case Retention: return tr("Retention");
    case Internal: return tr("Internal");
    }
    return {};
}

} // namespace kafscope::ui
