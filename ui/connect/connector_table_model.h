#pragma once

#include "common/palette.h"
#include "connect/connect_types.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

namespace kafscope::ui {

// The connectors of one Kafka Connect cluster as the Connect view lists them: name, type, state
// (coloured), tasks running of all (and how many failed), the worker and the connector class.
// A connector whose state or any task is FAILED has the error background.
class ConnectorTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Type, State, Tasks, Worker, Class, ColumnCount };
    enum Roles { NameRole = Qt::UserRole + 1, ProblemRole };
    using QAbstractTableModel::QAbstractTableModel;

    // Keeps the rows of connectors that are still there (so a selection survives a refresh).
    void setConnectors(const QList<connect::ConnectorInfo> &connectors);
    const connect::ConnectorInfo *at(int row) const;
    int rowOf(const QString &name) const;
    const QList<connect::ConnectorInfo> &connectors() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // "FAILED" as a person reads it ("Failed"), in the UI's language.
    static QString stateText(const QString &state);
    // The palette's role and colour for a connector's or a task's state.
    static Palette::Role stateRole(const QString &state);
    static QVariant stateColour(const QString &state);
    // Whether the connector or one of its tasks failed.
    static bool hasProblem(const connect::ConnectorInfo &c);

private:
    QList<connect::ConnectorInfo> m_rows;
};

// The list's filters: text (in the name, class or a topic) and a state.
class ConnectorFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    enum class StateFilter { All, Running, Problems, PausedOrStopped };
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setText(const QString &text);
    void setStateFilter(StateFilter filter);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_text;
    StateFilter m_state = StateFilter::All;
};

} // namespace kafscope::ui
