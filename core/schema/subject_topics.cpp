#include "schema/subject_topics.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

namespace kafscope::schema {

QString schemaRecordName(SchemaType type, const QString &text)
{
    switch (type) {
    case SchemaType::Avro: {
        const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
        const QString kind = o.value(QStringLiteral("type")).toString();
        if (kind != QLatin1String("record") && kind != QLatin1String("enum") &&
            kind != QLatin1String("fixed"))
            return {};
        const QString name = o.value(QStringLiteral("name")).toString();
        const QString ns = o.value(QStringLiteral("namespace")).toString();
        if (name.contains(QLatin1Char('.')) || ns.isEmpty())
            return name; // a dotted name is already full (its namespace is ignored, as the spec
                         // says)
        return ns + QLatin1Char('.') + name;
    }
    case SchemaType::Protobuf: {
        QString code = text;
        static const QRegularExpression comments(QStringLiteral(R"(//[^\n]*|/\*.*?\*/)"),
                                                 QRegularExpression::DotMatchesEverythingOption);
        code.remove(comments);
        static const QRegularExpression package(
            QStringLiteral(R"((?:^|[;}\s])package\s+([\w.]+)\s*;)"));
        static const QRegularExpression message(
            QStringLiteral(R"((?:^|[;}\s])message\s+(\w+)\s*\{)"));
        const auto m = message.match(code); // the first message in the file is a top-level one
        if (!m.hasMatch())
            return {};
        const auto p = package.match(code);
        return p.hasMatch() ? p.captured(1) + QLatin1Char('.') + m.captured(1) : m.captured(1);
    }
    case SchemaType::Json:
        return QJsonDocument::fromJson(text.toUtf8())
            .object()
            .value(QStringLiteral("title"))
            .toString();
    }
    return {};
}

SubjectTopics topicsUsingSubject(const QString &subject, const QString &recordName,
                                 const QStringList &topics)
{
    SubjectTopics out;
    const QSet<QString> known(topics.begin(), topics.end());
    for (const char *part : {"key", "value"}) {
        const QString suffix = QLatin1Char('-') + QLatin1String(part);
        if (subject.size() > suffix.size() && subject.endsWith(suffix)) {
            const QString topic = subject.chopped(suffix.size());
            out.topics.append({topic, QLatin1String(part), QStringLiteral("TopicNameStrategy"),
                               known.contains(topic)});
        }
    }
    if (!recordName.isEmpty()) {
        out.recordNamed = subject == recordName;
        const QString suffix = QLatin1Char('-') + recordName;
        if (subject.size() > suffix.size() && subject.endsWith(suffix)) {
            const QString topic = subject.chopped(suffix.size());
            if (known.contains(topic))
                out.topics.append(
                    {topic, QString(), QStringLiteral("TopicRecordNameStrategy"), true});
        }
    }
    return out;
}

} // namespace kafscope::schema
