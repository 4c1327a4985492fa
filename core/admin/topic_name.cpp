#include "admin/topic_name.h"

namespace kafscope {

namespace {

bool legalChar(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == '.' ||
           u == '_' || u == '-';
}

QString metricName(const QString &name)
{
    QString out = name;
    out.replace(QLatin1Char('.'), QLatin1Char('_'));
    return out;
}

} // namespace

TopicNameCheck checkTopicName(const QString &name, const QStringList &existing)
{
    TopicNameCheck check;
    if (name.isEmpty()) {
        check.error = KS_ERR("A topic name cannot be empty");
        return check;
    }
    if (name == QLatin1String(".") || name == QLatin1String("..")) {
        check.error = KS_ERR("A topic cannot be named \"%1\"").arg(name);
        return check;
    }
    if (name.size() > kMaxTopicNameLength) {
        check.error = KS_ERR("A topic name can have at most %1 characters; this one has %2")
                          .arg(kMaxTopicNameLength)
                          .arg(name.size());
        return check;
    }
    for (const QChar c : name)
        if (!legalChar(c)) {
            check.error = KS_ERR("\"%1\" is not allowed in a topic name: use only letters a-z A-Z, "
                                 "digits, '.', '_' and '-'")
                              .arg(c);
            return check;
        }
    if (!name.contains(QLatin1Char('.')) && !name.contains(QLatin1Char('_')))
        return check;
    const QString metric = metricName(name);
    for (const QString &other : existing)
        if (other != name && metricName(other) == metric) {
            check.error = KS_ERR("\"%1\" collides with the existing topic \"%2\": Kafka treats '.' "
                                 "and '_' alike in metric names")
                              .arg(name, other);
            return check;
        }
    check.warning =
        KS_ERR("Topic names with '.' or '_' can collide in metric names; avoid using both");
    return check;
}

} // namespace kafscope
