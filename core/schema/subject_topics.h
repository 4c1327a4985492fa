#pragma once

#include "schema/schema_registry_client.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace kafscope::schema {

// Which topics a subject belongs to, by the serializers' subject name strategies:
// - TopicNameStrategy: the subject is "TOPIC-key" or "TOPIC-value";
// - TopicRecordNameStrategy: the subject is "TOPIC-RECORD", RECORD the schema's full record name;
// - RecordNameStrategy: the subject is "RECORD" alone, so any topic may carry it (records tell).
struct SubjectTopic {
    QString topic;
    QString part;        // "key", "value", or empty for a record-named subject of that topic
    QString strategy;    // "TopicNameStrategy", "TopicRecordNameStrategy"
    bool exists = false; // the cluster has the topic
};

struct SubjectTopics {
    QList<SubjectTopic> topics;
    bool recordNamed = false; // the subject is its schema's record name (RecordNameStrategy)
};

// The schema's full record name: Avro's namespace.name (record, enum, fixed), Protobuf's
// package.FirstMessage, JSON Schema's "title"; empty when it has none.
QString schemaRecordName(SchemaType type, const QString &text);

// Every reading of `subject` under the strategies above against the cluster's `topics`. A
// TopicNameStrategy subject whose topic the cluster lacks is kept with exists = false; a
// TopicRecordNameStrategy reading needs the topic to exist (the record name alone can contain '-').
SubjectTopics topicsUsingSubject(const QString &subject, const QString &recordName,
                                 const QStringList &topics);

} // namespace kafscope::schema
