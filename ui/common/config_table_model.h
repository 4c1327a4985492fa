#pragma once

#include "admin/config_admin.h"

#include <QAbstractTableModel>

namespace kafscope::ui {

// Config entries of a topic or broker: name, value (sensitive ones masked), source, read-only.
class ConfigTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Value, Source, ReadOnly, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    void setConfigs(const QList<ConfigEntry> &configs);
    const QList<ConfigEntry> &configs() const { return m_configs; }
    static QString sourceText(ConfigSource source);
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

private:
    QList<ConfigEntry> m_configs;
};

} // namespace kafscope::ui
