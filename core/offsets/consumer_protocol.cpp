#include "offsets/consumer_protocol.h"

#include "offsets/wire_reader.h"

#include <QJsonArray>

namespace kafscope::offsets {

namespace {

QList<TopicPartitions> readTopicPartitions(WireReader &r)
{
    QList<TopicPartitions> out;
    const int n = r.arrayCount(6);
    for (int i = 0; i < n && r.ok(); ++i) {
        TopicPartitions tp;
        tp.topic = r.string();
        const int np = r.arrayCount(4);
        for (int j = 0; j < np && r.ok(); ++j)
            tp.partitions << r.int32();
        out << tp;
    }
    return out;
}

Error malformed(const char *what, const WireReader &r)
{
    return Error::usage(KS_ERR("Malformed %1: %2").arg(QLatin1String(what), r.error()));
}

} // namespace

bool isStickyAssignor(const QString &assignor)
{
    return assignor == QLatin1String("sticky") || assignor == QLatin1String("cooperative-sticky");
}

std::optional<StickyUserData> decodeStickyUserData(const QByteArray &bytes)
{
    StickyUserData u;
    if (bytes.size() == 4) { // cooperative-sticky (Java): generation only
        WireReader r(bytes);
        u.generation = r.int32();
        return u;
    }
    WireReader r(bytes);
    u.previousAssignment = readTopicPartitions(r);
    if (r.ok() && r.remaining() == 4)
        u.generation = r.int32();
    if (!r.ok() || !r.atEnd())
        return std::nullopt;
    return u;
}

Result<ConsumerSubscription> decodeSubscription(const QByteArray &bytes, const QString &assignor)
{
    WireReader r(bytes);
    ConsumerSubscription s;
    s.version = r.int16();
    if (r.ok() && s.version < 0)
        r.fail(QStringLiteral("negative version %1").arg(s.version));
    const int n = r.arrayCount(2);
    for (int i = 0; i < n && r.ok(); ++i)
        s.topics << r.string();
    s.userData = r.nullableBytes();
    // Newer versions only append fields, and a short older record simply ends here.
    if (s.version >= 1 && r.ok() && !r.atEnd())
        s.ownedPartitions = readTopicPartitions(r);
    if (s.version >= 2 && r.ok() && !r.atEnd())
        s.generationId = r.int32();
    if (s.version >= 3 && r.ok() && !r.atEnd())
        s.rackId = r.nullableString();
    if (!r.ok())
        return malformed("consumer subscription", r);
    if (s.userData && isStickyAssignor(assignor))
        s.sticky = decodeStickyUserData(*s.userData);
    return s;
}

Result<ConsumerAssignment> decodeAssignment(const QByteArray &bytes, const QString &assignor)
{
    WireReader r(bytes);
    ConsumerAssignment a;
    a.version = r.int16();
    if (r.ok() && a.version < 0)
        r.fail(QStringLiteral("negative version %1").arg(a.version));
    a.assignedPartitions = readTopicPartitions(r);
    if (r.ok() && !r.atEnd())
        a.userData = r.nullableBytes();
    if (!r.ok())
        return malformed("consumer assignment", r);
    if (a.userData && isStickyAssignor(assignor))
        a.sticky = decodeStickyUserData(*a.userData);
    return a;
}

QJsonObject hexJson(const QByteArray &bytes, const QString &note)
{
    QJsonObject o{{QStringLiteral("hex"), QString::fromLatin1(bytes.toHex())}};
    if (!note.isEmpty())
        o.insert(QStringLiteral("note"), note);
    return o;
}

QJsonArray toJson(const QList<TopicPartitions> &tps)
{
    QJsonArray out;
    for (const TopicPartitions &tp : tps) {
        QJsonArray parts;
        for (int p : tp.partitions)
            parts.append(p);
        out.append(QJsonObject{{QStringLiteral("topic"), tp.topic},
                               {QStringLiteral("partitions"), parts}});
    }
    return out;
}

QJsonObject toJson(const StickyUserData &u)
{
    QJsonObject o{{QStringLiteral("previous_assignment"), toJson(u.previousAssignment)}};
    if (u.generation != -1)
        o.insert(QStringLiteral("generation"), u.generation);
    return o;
}

namespace {
QJsonValue userDataJson(const std::optional<QByteArray> &data,
                        const std::optional<StickyUserData> &sticky)
{
    if (!data)
        return QJsonValue::Null;
    if (sticky)
        return toJson(*sticky);
    return hexJson(*data);
}
} // namespace

QJsonObject toJson(const ConsumerSubscription &s)
{
    QJsonObject o{{QStringLiteral("version"), s.version},
                  {QStringLiteral("topics"), QJsonArray::fromStringList(s.topics)},
                  {QStringLiteral("user_data"), userDataJson(s.userData, s.sticky)}};
    if (s.version >= 1)
        o.insert(QStringLiteral("owned_partitions"), toJson(s.ownedPartitions));
    if (s.version >= 2)
        o.insert(QStringLiteral("generation_id"), s.generationId);
    if (s.version >= 3)
        o.insert(QStringLiteral("rack_id"), s.rackId ? QJsonValue(*s.rackId) : QJsonValue::Null);
    return o;
}

QJsonObject toJson(const ConsumerAssignment &a)
{
    return {{QStringLiteral("version"), a.version},
            {QStringLiteral("assigned_partitions"), toJson(a.assignedPartitions)},
            {QStringLiteral("user_data"), userDataJson(a.userData, a.sticky)}};
}

} // namespace kafscope::offsets
