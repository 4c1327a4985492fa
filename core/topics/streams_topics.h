#pragma once

// Which Kafka Streams application a topic belongs to, so the topics view can group an
// application's topics under it. A streams group (KIP-1071) says it from its topology: the source
// topics each subtopology reads, its repartition topics and its state stores' changelogs. An
// application on the classic protocol (its consumer group's protocol is "stream") is only known
// by Kafka Streams' naming of the internal topics it creates: APPLICATION-...-repartition and
// APPLICATION-...-changelog.

#include "cluster/kafka_client.h"
#include "common/result.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace kafscope {

namespace groups {
struct GroupListing;
struct StreamsGroupDescription;
} // namespace groups

struct StreamsTopicRole {
    enum class Role { Source, Repartition, Changelog };
    QString application; // the application id (its group's id)
    Role role = Role::Source;
    bool byName = false; // from Kafka Streams' naming (a classic-protocol application)
    bool operator==(const StreamsTopicRole &) const = default;
};

// "source", "repartition", "changelog" (JSON, and the words the UI translates).
QString wireName(StreamsTopicRole::Role role);
// "APP (changelog)"; several applications (a shared source topic) joined by ", ". By name: "APP
// (changelog, by name)".
QString applicationsText(const QList<StreamsTopicRole> &roles);
// The applications alone ("a, b") and their roles alone, in the same order ("source, changelog"),
// for the topics view's two columns.
QString streamsApplicationNames(const QList<StreamsTopicRole> &roles);
QString streamsRoleNames(const QList<StreamsTopicRole> &roles);

// What every application topic is, by topic name; a topic of no application has no entry. Pure:
// from the described streams groups and the listed groups (a classic group whose protocol is
// "stream" names its internal topics by prefix, the longest application id first); `topics` are
// the cluster's topic names. Each list is sorted by application.
QHash<QString, QList<StreamsTopicRole>>
streamsTopicRoles(const QList<groups::StreamsGroupDescription> &streams,
                  const QList<groups::GroupListing> &listed, const QStringList &topics);

struct StreamsTopicMap {
    QHash<QString, QList<StreamsTopicRole>> roles;
    QStringList applications; // sorted
    QString error;            // streams groups that could not be described ("" when all were)
};

// Lists the groups and describes the streams groups (StreamsGroupDescribe, through the protocol
// layer); fails only when the groups cannot be listed. A cluster without streams groups (before
// Kafka 4.2) still has its classic applications found by name. Blocking.
Result<StreamsTopicMap> streamsTopicMap(KafkaClient &client, const QStringList &topics);

} // namespace kafscope
