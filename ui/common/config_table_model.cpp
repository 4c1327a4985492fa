#include "common/config_table_model.h"

#include <QFont>

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
    endResetModel();
}

int ConfigTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_configs.size());
}

int ConfigTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ConfigTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_configs.size())
        return {};
    const ConfigEntry &c = m_configs[index.row()];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Name: return c.name;
        case Value:
            if (c.sensitive)
                return tr("•••••• (sensitive)");
            return c.hasValue ? c.value : tr("(none)");
        case Source: return sourceText(c.source);
        case ReadOnly: return c.readOnly ? tr("read-only") : QString();
        }
    } else if (role == Qt::FontRole && c.source == ConfigSource::DynamicTopic) {
        QFont bold;
        bold.setBold(true); // overrides stand out from defaults
        return bold;
    } else if (role == Qt::ToolTipRole && c.readOnly) {
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
