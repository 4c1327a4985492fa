#include "topics/streams_topics.h"

#include "common/translations.h"
#include "groups/group_list.h"
#include "groups/share_group.h"
#include "groups/streams_group.h"

#include <algorithm>

namespace kafscope {

QString wireName(StreamsTopicRole::Role role)
{
    switch (role) {
    case StreamsTopicRole::Role::Source: return QStringLiteral("source");
    case StreamsTopicRole::Role::Repartition: return QStringLiteral("repartition");
    case StreamsTopicRole::Role::Changelog: return QStringLiteral("changelog");
    }
    return {};
}

namespace {

QString roleText(StreamsTopicRole::Role role)
{
    switch (role) {
    case StreamsTopicRole::Role::Source: return KS_TR("source");
    case StreamsTopicRole::Role::Repartition: return KS_TR("repartition");
    case StreamsTopicRole::Role::Changelog: return KS_TR("changelog");
    }
    return {};
}

} // namespace

QString applicationsText(const QList<StreamsTopicRole> &roles)
{
    QStringList parts;
    for (const StreamsTopicRole &r : roles)
        parts << (r.byName ? KS_TR("%1 (%2, by name)") : KS_TR("%1 (%2)"))
                     .arg(r.application, roleText(r.role));
    return parts.join(QStringLiteral(", "));
}

QString streamsApplicationNames(const QList<StreamsTopicRole> &roles)
{
    QStringList parts;
    for (const StreamsTopicRole &r : roles)
        parts << r.application;
    return parts.join(QStringLiteral(", "));
}

QString streamsRoleNames(const QList<StreamsTopicRole> &roles)
{
    QStringList parts;
    for (const StreamsTopicRole &r : roles)
        parts << (r.byName ? KS_TR("%1 (by name)").arg(roleText(r.role)) : roleText(r.role));
    return parts.join(QStringLiteral(", "));
}

QHash<QString, QList<StreamsTopicRole>>
streamsTopicRoles(const QList<groups::StreamsGroupDescription> &streams,
                  const QList<groups::GroupListing> &listed, const QStringList &topics)
{
    QHash<QString, QList<StreamsTopicRole>> out;
    const auto add = [&](const QString &topic, const StreamsTopicRole &role) {
        QList<StreamsTopicRole> &roles = out[topic];
        for (const StreamsTopicRole &r : std::as_const(roles))
            if (r.application == role.application)
                return; // a topic a subtopology reads and another writes: its first role
        roles << role;
    };
    using Role = StreamsTopicRole::Role;
    for (const groups::StreamsGroupDescription &d : streams) {
        if (!d.subtopologies)
            continue; // no configured topology yet: nothing names its topics
        // Internal topics first: a repartition topic is also a later subtopology's source.
        for (const groups::StreamsSubtopology &s : *d.subtopologies) {
            for (const QString &t : s.repartitionSinkTopics)
                add(t, {d.group, Role::Repartition, false});
            for (const groups::StreamsInternalTopic &t : s.repartitionSourceTopics)
                add(t.name, {d.group, Role::Repartition, false});
            for (const groups::StreamsInternalTopic &t : s.stateChangelogTopics)
                add(t.name, {d.group, Role::Changelog, false});
        }
        for (const groups::StreamsSubtopology &s : *d.subtopologies)
            for (const QString &t : s.sourceTopics)
                add(t, {d.group, Role::Source, false});
    }
    // Classic-protocol applications: the internal topics their names give away.
    QStringList classic;
    for (const groups::GroupListing &g : listed)
        if (g.type != groups::GroupType::Streams && g.assignor == QLatin1String("stream"))
            classic << g.group;
    std::sort(classic.begin(), classic.end(), [](const QString &a, const QString &b) {
        return a.size() != b.size() ? a.size() > b.size() : a < b;
    });
    for (const QString &t : topics) {
        const bool changelog = t.endsWith(QLatin1String("-changelog"));
        if ((!changelog && !t.endsWith(QLatin1String("-repartition"))) || out.contains(t))
            continue;
        for (const QString &app : std::as_const(classic))
            if (t.startsWith(app + QLatin1Char('-'))) {
                add(t, {app, changelog ? Role::Changelog : Role::Repartition, true});
                break;
            }
    }
    for (QList<StreamsTopicRole> &roles : out)
        std::sort(roles.begin(), roles.end(),
                  [](const auto &a, const auto &b) { return a.application < b.application; });
    return out;
}

Result<StreamsTopicMap> streamsTopicMap(KafkaClient &client, const QStringList &topics)
{
    auto listed = groups::listGroups(client);
    if (!listed)
        return listed.error();
    QList<groups::StreamsGroupDescription> described;
    QStringList failed;
    protocol::ProtocolClient pc(client); // one set of connections for every group
    for (const groups::GroupListing &g : std::as_const(listed.value())) {
        if (g.type != groups::GroupType::Streams)
            continue;
        auto d = groups::describeStreamsGroupAsAnswered(pc, g.group);
        if (d)
            described << d.value();
        else
            failed << QStringLiteral("%1: %2").arg(g.group, d.error().message());
    }
    StreamsTopicMap map;
    map.roles = streamsTopicRoles(described, listed.value(), topics);
    for (const QList<StreamsTopicRole> &roles : std::as_const(map.roles))
        for (const StreamsTopicRole &r : roles)
            if (!map.applications.contains(r.application))
                map.applications << r.application;
    map.applications.sort();
    map.error = failed.join(QStringLiteral("; "));
    return map;
}

} // namespace kafscope
