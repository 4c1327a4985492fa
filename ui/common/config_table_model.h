#pragma once

#include "admin/config_admin.h"

#include <QAbstractTableModel>

#include <vector>

class QTableView;

namespace kafscope::ui {

// Config entries of a topic or broker: name, value in human units where Kafka's value has a unit
// (the raw value on hover; sensitive ones masked), source, read-only. A filter keeps the entries
// whose name or value contains a text.
class ConfigTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Value, Source, ReadOnly, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    void setConfigs(const QList<ConfigEntry> &configs);
    // Every entry, filtered or not.
    const QList<ConfigEntry> &configs() const { return m_configs; }
    const ConfigEntry *configAt(int row) const;
    void setFilter(const QString &text);
    static QString sourceText(ConfigSource source);
    // Name as wide as it needs, Value takes the rest, Source and Read-only as narrow as their text.
    static void layoutColumns(QTableView *table);
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

private:
    void rebuild();

    QList<ConfigEntry> m_configs;
    std::vector<int> m_rows; // indexes into m_configs that pass the filter
    QString m_filter;
};

} // namespace kafscope::ui
