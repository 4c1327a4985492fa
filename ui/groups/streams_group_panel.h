#pragma once

#include "groups/streams_group.h"

#include <QObject>

class QLabel;
class QTableWidget;
class QTreeWidget;
class QWidget;

namespace kafscope::ui {

// The parts of a streams group's page (KIP-1071) the consumer-group page has no place for: why
// the group is not Stable (a warning line), its members with their active, standby and warm-up
// tasks, and its topology (each subtopology with its source, repartition and changelog topics).
// GroupDetailView places the widgets: the reason under its header, the two tables as tabs.
class StreamsGroupPanel : public QObject {
    Q_OBJECT
public:
    explicit StreamsGroupPanel(QWidget *parent);

    QLabel *reason() const { return m_reason; }
    QTableWidget *members() const { return m_members; }
    QTreeWidget *topology() const { return m_topology; }

    void show(const groups::StreamsGroupDescription &d);
    void clear();
    // The header line: "G — state, streams, coordinator N, n member(s), epochs".
    static QString header(const groups::StreamsGroupDescription &d);

private:
    void showMembers(const groups::StreamsGroupDescription &d);
    void showTopology(const groups::StreamsGroupDescription &d);
    QLabel *m_reason = nullptr;
    QTableWidget *m_members = nullptr;
    QTreeWidget *m_topology = nullptr;
};

} // namespace kafscope::ui
