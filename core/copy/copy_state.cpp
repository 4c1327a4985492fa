#include "copy/copy_state.h"

#include "common/translations.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace kafscope::copy {

namespace {

constexpr qint64 kMaxStateBytes = 4 << 20;
constexpr int kStateVersion = 1;

QJsonObject offsetsJson(const QMap<int, qint64> &offsets)
{
    QJsonObject o;
    for (auto it = offsets.constBegin(); it != offsets.constEnd(); ++it)
        o.insert(QString::number(it.key()), it.value());
    return o;
}

bool offsetsFrom(const QJsonValue &v, QMap<int, qint64> &out)
{
    if (!v.isObject())
        return false;
    const QJsonObject o = v.toObject();
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        bool ok = false;
        const int partition = it.key().toInt(&ok);
        if (!ok || partition < 0 || !it.value().isDouble())
            return false;
        out.insert(partition, qint64(it.value().toDouble()));
    }
    return true;
}

} // namespace

QByteArray CopyState::toJson() const
{
    const QJsonObject o{
        {QStringLiteral("kafscope_copy_state"), kStateVersion},
        {QStringLiteral("source"), QJsonObject{{QStringLiteral("cluster"), sourceCluster},
                                               {QStringLiteral("topic"), sourceTopic}}},
        {QStringLiteral("target"), QJsonObject{{QStringLiteral("cluster"), targetCluster},
                                               {QStringLiteral("topic"), targetTopic}}},
        {QStringLiteral("selection"), selection},
        {QStringLiteral("next"), offsetsJson(next)},
        {QStringLiteral("end"), offsetsJson(end)},
        {QStringLiteral("target_end"), offsetsJson(targetEnd)},
        {QStringLiteral("read"), read},
        {QStringLiteral("written"), written},
        {QStringLiteral("skipped"), skipped},
        {QStringLiteral("complete"), complete},
    };
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

Result<CopyState> CopyState::fromJson(const QByteArray &json, const QString &path)
{
    const auto bad = [&path] {
        return Error::usage(
            KS_ERR("%1 is not a copy's state file (written by kafscope-cli copy --state)")
                .arg(path));
    };
    if (json.size() > kMaxStateBytes)
        return bad();
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return bad();
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("kafscope_copy_state")).toInt() != kStateVersion)
        return bad();
    CopyState s;
    const QJsonObject source = o.value(QStringLiteral("source")).toObject();
    const QJsonObject target = o.value(QStringLiteral("target")).toObject();
    s.sourceCluster = source.value(QStringLiteral("cluster")).toString();
    s.sourceTopic = source.value(QStringLiteral("topic")).toString();
    s.targetCluster = target.value(QStringLiteral("cluster")).toString();
    s.targetTopic = target.value(QStringLiteral("topic")).toString();
    s.selection = o.value(QStringLiteral("selection")).toString();
    if (!offsetsFrom(o.value(QStringLiteral("next")), s.next) ||
        !offsetsFrom(o.value(QStringLiteral("end")), s.end) ||
        !offsetsFrom(o.value(QStringLiteral("target_end")), s.targetEnd) ||
        s.sourceTopic.isEmpty() || s.targetTopic.isEmpty())
        return bad();
    s.read = qint64(o.value(QStringLiteral("read")).toDouble());
    s.written = qint64(o.value(QStringLiteral("written")).toDouble());
    s.skipped = qint64(o.value(QStringLiteral("skipped")).toDouble());
    s.complete = o.value(QStringLiteral("complete")).toBool();
    return s;
}

Result<CopyState> CopyState::load(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return Error::local(KS_ERR("Cannot read %1: %2").arg(path, f.errorString()));
    return fromJson(f.read(kMaxStateBytes + 1), path);
}

Status CopyState::save(const QString &path) const
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(toJson()) < 0 || !f.commit())
        return Error::local(
            KS_ERR("Cannot write the copy's state to %1: %2").arg(path, f.errorString()));
    return Ok{};
}

} // namespace kafscope::copy
