#include "groups/streams_group_panel.h"

#include "common/palette.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QTreeWidget>

namespace kafscope::ui {

namespace {

// The tasks (the answer) right after the member, whole at 960 px; the ids after them.
enum MemberColumn {
    MMember,
    MActive,
    MStandby,
    MWarmup,
    MClient,
    MProcess,
    MHost,
    MInstance,
    MEpoch,
    MTopologyEpoch,
    MColumns
};

QString tasks(const QList<groups::StreamsTasks> &t)
{
    return t.isEmpty() ? QStringLiteral("–") : groups::tasksText(t);
}

QString topicText(const groups::StreamsInternalTopic &t)
{
    return t.partitions > 0
               ? StreamsGroupPanel::tr("%1 (%n partition(s))", nullptr, t.partitions).arg(t.name)
               : t.name;
}

} // namespace

StreamsGroupPanel::StreamsGroupPanel(QWidget *parent) : QObject(parent)
{
    m_reason = new QLabel(parent);
    m_reason->setObjectName(QStringLiteral("streamsNotStable"));
    m_reason->setTextFormat(Qt::PlainText);
    m_reason->setWordWrap(true);
    Palette::setTextRole(m_reason, Palette::Role::Warning);
    m_reason->hide();

    m_members = new QTableWidget(0, MColumns, parent);
    m_members->setObjectName(QStringLiteral("streamsMembers"));
    m_members->setHorizontalHeaderLabels({tr("Member id"), tr("Active tasks"), tr("Standby tasks"),
                                          tr("Warm-up tasks"), tr("Client id"), tr("Process"),
                                          tr("Host"), tr("Instance id"), tr("Epoch"),
                                          tr("Topology epoch")});
    m_members->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_members->verticalHeader()->hide();
    m_members->setWordWrap(false);
    m_members->setTextElideMode(Qt::ElideMiddle);
    // The member id and the tasks whole; the client id (long, alike but for its middle) takes
    // what is left and the process id (a UUID) gives way, both elided in the middle.
    QHeaderView *h = m_members->horizontalHeader();
    h->setStretchLastSection(false);
    h->setSectionResizeMode(QHeaderView::ResizeToContents);
    h->setSectionResizeMode(MClient, QHeaderView::Stretch);
    h->setSectionResizeMode(MProcess, QHeaderView::Interactive);
    m_members->setColumnWidth(MProcess, 110);

    m_topology = new QTreeWidget(parent);
    m_topology->setObjectName(QStringLiteral("streamsTopology"));
    m_topology->setHeaderLabels({tr("Subtopology and topics"), tr("Role")});
    // Each topic's role right beside its name, not across the page.
    m_topology->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_topology->header()->setStretchLastSection(true);
}

QString StreamsGroupPanel::header(const groups::StreamsGroupDescription &d)
{
    return tr("%1 — %2, streams, coordinator %3, %n member(s)", nullptr, int(d.members.size()))
               .arg(d.group, groups::displayName(d.state),
                    d.coordinator.id < 0 ? tr("unknown") : QString::number(d.coordinator.id)) +
           tr(", group epoch %1, target assignment epoch %2, topology epoch %3")
               .arg(d.groupEpoch)
               .arg(d.assignmentEpoch)
               .arg(d.topologyEpoch ? QString::number(*d.topologyEpoch) : QStringLiteral("–"));
}

void StreamsGroupPanel::clear()
{
    m_reason->hide();
    m_members->setRowCount(0);
    m_topology->clear();
}

void StreamsGroupPanel::show(const groups::StreamsGroupDescription &d)
{
    QStringList reasons;
    for (const groups::StreamsBlocker &b : d.blockers)
        reasons << groups::blockerText(b);
    //: separates the reasons in "Not stable: %1"
    m_reason->setText(tr("Not stable: %1").arg(reasons.join(tr("; "))));
    m_reason->setVisible(!reasons.isEmpty());
    showMembers(d);
    showTopology(d);
}

void StreamsGroupPanel::showMembers(const groups::StreamsGroupDescription &d)
{
    m_members->setRowCount(int(d.members.size()));
    for (int i = 0; i < d.members.size(); ++i) {
        const groups::StreamsMember &m = d.members[i];
        QString active = tasks(m.assignment.active);
        if (!(m.targetAssignment.active == m.assignment.active))
            active += tr(" → %1").arg(tasks(m.targetAssignment.active));
        const QStringList cells{m.memberId,
                                active,
                                tasks(m.assignment.standby),
                                tasks(m.assignment.warmup),
                                m.clientId,
                                m.processId,
                                m.host,
                                m.instanceId.value_or(QString()),
                                QString::number(m.memberEpoch),
                                QString::number(m.topologyEpoch)};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setToolTip(cells[c]);
            if (c == MEpoch || c == MTopologyEpoch)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_members->setItem(i, c, item);
        }
    }
}

void StreamsGroupPanel::showTopology(const groups::StreamsGroupDescription &d)
{
    m_topology->clear();
    if (!d.subtopologies) {
        auto *item = new QTreeWidgetItem(m_topology, {tr("The topology is not configured yet")});
        item->setForeground(0, Palette::color(Palette::Role::Muted));
        return;
    }
    for (const groups::StreamsSubtopology &s : *d.subtopologies) {
        auto *sub = new QTreeWidgetItem(m_topology, {tr("Subtopology %1").arg(s.id)});
        const auto add = [sub](const QString &topic, const QString &role) {
            auto *item = new QTreeWidgetItem(sub, {topic, role});
            item->setToolTip(0, topic);
        };
        for (const QString &t : s.sourceTopics)
            add(t, tr("source"));
        for (const groups::StreamsInternalTopic &t : s.repartitionSourceTopics)
            add(topicText(t), tr("repartition source"));
        for (const QString &t : s.repartitionSinkTopics)
            add(t, tr("repartition sink"));
        for (const groups::StreamsInternalTopic &t : s.stateChangelogTopics)
            add(topicText(t), tr("changelog"));
    }
    m_topology->expandAll();
}

} // namespace kafscope::ui
