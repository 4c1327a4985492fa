#include "common/config_table_model.h"

#include "topics/config_units.h"

#include <QFont>
#include <QHeaderView>
#include <QTableView>

namespace kafscope::ui {

QString ConfigTableModel::sourceText(ConfigSource source)
{
    switch (source) {
    case ConfigSource::DynamicTopic: return tr("dynamic topic");
    case ConfigSource::DynamicBroker: return tr("dynamic broker");
    case ConfigSource::DynamicDefaultBroker: return tr("dynamic cluster default");
    case ConfigSource::StaticBroker: return tr("static broker");
    case ConfigSource::Default: return tr("default");
    case ConfigSource::Unknown: break;
    }
    return tr("unknown");
}

void ConfigTableModel::setConfigs(const QList<ConfigEntry> &configs)
{
    beginResetModel(); // a few hundred rows at most
    m_configs = configs;
    rebuild();
    endResetModel();
}

void ConfigTableModel::setFilter(const QString &text)
{
    if (text == m_filter)
        return;
    beginResetModel();
    m_filter = text;
    rebuild();
    endResetModel();
}

void ConfigTableModel::rebuild()
{
    m_rows.clear();
    const QString f = m_filter.trimmed();
    for (int i = 0; i < m_configs.size(); ++i) {
        const ConfigEntry &c = m_configs[i];
        if (f.isEmpty() || c.name.contains(f, Qt::CaseInsensitive) ||
            (!c.sensitive && c.value.contains(f, Qt::CaseInsensitive)) ||
            (!c.sensitive && humanConfigValue(c.name, c.value).contains(f, Qt::CaseInsensitive)))
            m_rows.push_back(i);
    }
}

const ConfigEntry *ConfigTableModel::configAt(int row) const
{
    return row >= 0 && size_t(row) < m_rows.size() ? &m_configs[m_rows[size_t(row)]] : nullptr;
}

void ConfigTableModel::layoutColumns(QTableView *table)
{
    QHeaderView *h = table->horizontalHeader();
    h->setStretchLastSection(false);
    h->setSectionResizeMode(Name, QHeaderView::Interactive);
    h->setSectionResizeMode(Value, QHeaderView::Stretch);
    h->setSectionResizeMode(Source, QHeaderView::ResizeToContents);
    h->setSectionResizeMode(ReadOnly, QHeaderView::ResizeToContents);
    // Name as wide as its longest entry, but never more than 45 % of the table: Value keeps the
    // rest.
    auto fit = [table] {
        table->resizeColumnToContents(Name);
        const int least = table->fontMetrics().horizontalAdvance(
                              QStringLiteral("message.timestamp.difference.max.ms")) +
                          16;
        table->setColumnWidth(Name, qBound(least, table->columnWidth(Name),
                                           qMax(least, table->viewport()->width() * 45 / 100)));
    };
    fit();
    QObject::connect(table->model(), &QAbstractItemModel::modelReset, table, fit);
}

int ConfigTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ConfigTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ConfigTableModel::data(const QModelIndex &index, int role) const
{
    const ConfigEntry *entry = index.isValid() ? configAt(index.row()) : nullptr;
    if (!entry)
        return {};
    const ConfigEntry &c = *entry;
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Name: return c.name;
        case Value: {
            if (c.sensitive)
                return tr("•••••• (sensitive)");
            if (!c.hasValue)
                return tr("(none)");
            const QString human = humanConfigValue(c.name, c.value);
            return human.isEmpty() ? c.value : human;
        }
        case Source: return sourceText(c.source);
        case ReadOnly: return c.readOnly ? tr("read-only") : QString();
        }
    } else if (role == Qt::FontRole && c.source == ConfigSource::DynamicTopic) {
        QFont bold;
        bold.setBold(true); // overrides stand out from defaults
        return bold;
    } else if (role == Qt::ToolTipRole) {
        if (index.column() == Value && c.hasValue && !c.sensitive)
            return humanConfigValue(c.name, c.value).isEmpty()
                       ? c.value
                       : tr("%1 = %2").arg(c.name, c.value); // the raw value
        if (c.readOnly)
            return tr("This config cannot be changed on a running cluster");
    }
    return {};
}

QVariant ConfigTableModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name: return tr("Name");
    case Value: return tr("Value");
    case Source: return tr("Source");
    case ReadOnly: return tr("Read-only");
    }
    return {};
}

} // namespace kafscope::ui
