#include "connect/connector_table_model.h"

#include "common/palette.h"

#include <QLocale>

namespace kafscope::ui {

using connect::ConnectorInfo;
using connect::TaskStatus;

QString ConnectorTableModel::stateText(const QString &state)
{
    if (state == QLatin1String("RUNNING"))
        return tr("Running");
    if (state == QLatin1String("PAUSED"))
        return tr("Paused");
    if (state == QLatin1String("STOPPED"))
        return tr("Stopped");
    if (state == QLatin1String("FAILED"))
        return tr("Failed");
    if (state == QLatin1String("UNASSIGNED"))
        return tr("Unassigned");
    if (state == QLatin1String("RESTARTING"))
        return tr("Restarting");
    if (state.isEmpty())
        return tr("No status yet");
    return state;
}

Palette::Role ConnectorTableModel::stateRole(const QString &state)
{
    if (state == QLatin1String("RUNNING"))
        return Palette::Role::Ok;
    if (state == QLatin1String("FAILED"))
        return Palette::Role::Error;
    if (state == QLatin1String("UNASSIGNED") || state == QLatin1String("RESTARTING"))
        return Palette::Role::Warning;
    return Palette::Role::Muted;
}

QVariant ConnectorTableModel::stateColour(const QString &state)
{
    return Palette::color(stateRole(state));
}

bool ConnectorTableModel::hasProblem(const ConnectorInfo &c)
{
    return c.state == QLatin1String("FAILED") || c.failedTasks() > 0;
}

void ConnectorTableModel::setConnectors(const QList<ConnectorInfo> &connectors)
{
    // Rows that stay keep their index (an update in place); only a changed set of names resets.
    bool sameNames = connectors.size() == m_rows.size();
    for (int i = 0; sameNames && i < connectors.size(); ++i)
        sameNames = connectors[i].name == m_rows[i].name;
    if (sameNames) {
        m_rows = connectors;
        if (!m_rows.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_rows = connectors;
    endResetModel();
}

const ConnectorInfo *ConnectorTableModel::at(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows[row] : nullptr;
}

int ConnectorTableModel::rowOf(const QString &name) const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].name == name)
            return i;
    return -1;
}

int ConnectorTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ConnectorTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ConnectorTableModel::data(const QModelIndex &index, int role) const
{
    const ConnectorInfo *c = at(index.row());
    if (!c)
        return {};
    int running = 0;
    for (const TaskStatus &t : c->tasks)
        running += t.state == QLatin1String("RUNNING");
    const int failed = c->failedTasks();
    switch (role) {
    case NameRole: return c->name;
    case ProblemRole: return hasProblem(*c);
    case Qt::DisplayRole:
        switch (index.column()) {
        case Name: return c->name;
        case Type:
            return c->type == QLatin1String("source") ? tr("Source")
                   : c->type == QLatin1String("sink") ? tr("Sink")
                                                      : c->type;
        case State: return stateText(c->state);
        case Tasks:
            if (c->tasks.isEmpty())
                return tr("none");
            return failed > 0 ? tr("%1/%2 running, %3 failed")
                                    .arg(running)
                                    .arg(c->tasks.size())
                                    .arg(failed)
                              : tr("%1/%2 running").arg(running).arg(c->tasks.size());
        case Worker: return c->workerId;
        case Class: return c->className.section(QLatin1Char('.'), -1);
        }
        return {};
    case Qt::ToolTipRole:
        switch (index.column()) {
        case Name: return c->name;
        case State:
            return c->trace.isEmpty() ? QVariant()
                                      : QVariant(c->trace.section(QLatin1Char('\n'), 0, 0));
        case Class: return c->className;
        }
        return {};
    case Qt::ForegroundRole:
        if (index.column() == State)
            return stateColour(c->state);
        if (index.column() == Tasks && failed > 0)
            return Palette::color(Palette::Role::Error);
        return {};
    case Qt::BackgroundRole:
        return hasProblem(*c) ? QVariant(Palette::color(Palette::Role::ErrorBackground))
                              : QVariant();
    case Qt::UserRole: // sort keys
        switch (index.column()) {
        case Tasks: return failed * 100000 + int(c->tasks.size());
        case State: return hasProblem(*c) ? 0 : c->state == QLatin1String("RUNNING") ? 2 : 1;
        default: return data(index, Qt::DisplayRole);
        }
    }
    return {};
}

QVariant ConnectorTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Name: return tr("Connector");
        case Type: return tr("Type");
        case State: return tr("State");
        case Tasks: return tr("Tasks");
        case Worker: return tr("Worker");
        case Class: return tr("Class");
        }
    }
    if (role == Qt::ToolTipRole && section == Worker)
        return tr("The worker (host:port) that runs the connector itself; its tasks may run on "
                  "others");
    return {};
}

void ConnectorFilterModel::setText(const QString &text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

void ConnectorFilterModel::setStateFilter(StateFilter filter)
{
    m_state = filter;
    invalidateFilter();
}

bool ConnectorFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &) const
{
    const auto *model = qobject_cast<const ConnectorTableModel *>(sourceModel());
    const ConnectorInfo *c = model ? model->at(sourceRow) : nullptr;
    if (!c)
        return false;
    switch (m_state) {
    case StateFilter::All: break;
    case StateFilter::Running:
        if (c->state != QLatin1String("RUNNING") || ConnectorTableModel::hasProblem(*c))
            return false;
        break;
    case StateFilter::Problems:
        if (!ConnectorTableModel::hasProblem(*c) && c->state != QLatin1String("UNASSIGNED"))
            return false;
        break;
    case StateFilter::PausedOrStopped:
        if (c->state != QLatin1String("PAUSED") && c->state != QLatin1String("STOPPED"))
            return false;
        break;
    }
    if (m_text.isEmpty())
        return true;
    const auto has = [this](const QString &s) { return s.contains(m_text, Qt::CaseInsensitive); };
    if (has(c->name) || has(c->className))
        return true;
    for (const QString &key : {QStringLiteral("topic"), QStringLiteral("topics")})
        if (has(c->config.value(key)))
            return true;
    return false;
}

} // namespace kafscope::ui
