#include "connect/connect_parse.h"

#include "common/text_cut.h"

#include <QJsonArray>
#include <QVariant>

namespace kafscope::connect::parse {

namespace {

// Config values are strings in Connect, but a hand-made request may have stored a number.
QString text(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isNull() || v.isUndefined())
        return {};
    return v.toVariant().toString();
}

QStringList strings(const QJsonValue &v, int maxItems)
{
    QStringList out;
    for (const QJsonValue &e : v.toArray()) {
        if (out.size() >= maxItems)
            break;
        out << text(e);
    }
    return out;
}

// A trace is a Java stack trace: long, but bounded so one answer cannot fill a terminal forever.
constexpr qsizetype kMaxTraceChars = 64 * 1024;

} // namespace

WorkerInfo workerInfo(const QJsonObject &o)
{
    return {text(o.value(QStringLiteral("version"))), text(o.value(QStringLiteral("commit"))),
            text(o.value(QStringLiteral("kafka_cluster_id")))};
}

void status(const QJsonObject &o, ConnectorInfo &info, int maxItems)
{
    if (info.name.isEmpty())
        info.name = text(o.value(QStringLiteral("name")));
    if (const QString type = text(o.value(QStringLiteral("type"))); !type.isEmpty())
        info.type = type;
    const QJsonObject c = o.value(QStringLiteral("connector")).toObject();
    info.state = text(c.value(QStringLiteral("state")));
    info.workerId = text(c.value(QStringLiteral("worker_id")));
    info.trace = cutText(text(c.value(QStringLiteral("trace"))), kMaxTraceChars);
    info.tasks.clear();
    for (const QJsonValue &v : o.value(QStringLiteral("tasks")).toArray()) {
        if (info.tasks.size() >= maxItems)
            break;
        const QJsonObject t = v.toObject();
        info.tasks << TaskStatus{t.value(QStringLiteral("id")).toInt(),
                                 text(t.value(QStringLiteral("state"))),
                                 text(t.value(QStringLiteral("worker_id"))),
                                 cutText(text(t.value(QStringLiteral("trace"))), kMaxTraceChars)};
    }
}

ConnectorConfig config(const QJsonObject &o, int maxItems)
{
    ConnectorConfig out;
    for (auto it = o.constBegin(); it != o.constEnd() && out.size() < maxItems; ++it)
        out.insert(it.key(), text(it.value()));
    return out;
}

void info(const QJsonObject &o, ConnectorInfo &info, int maxItems)
{
    if (info.name.isEmpty())
        info.name = text(o.value(QStringLiteral("name")));
    if (const QString type = text(o.value(QStringLiteral("type"))); !type.isEmpty())
        info.type = type;
    info.config = config(o.value(QStringLiteral("config")).toObject(), maxItems);
    info.className = info.config.value(QStringLiteral("connector.class"));
}

QList<PluginInfo> plugins(const QJsonArray &a, int maxItems)
{
    QList<PluginInfo> out;
    for (const QJsonValue &v : a) {
        if (out.size() >= maxItems)
            break;
        const QJsonObject p = v.toObject();
        out << PluginInfo{text(p.value(QStringLiteral("class"))),
                          text(p.value(QStringLiteral("type"))),
                          text(p.value(QStringLiteral("version")))};
    }
    return out;
}

ValidationResult validation(const QJsonObject &o, int maxItems)
{
    ValidationResult r;
    r.className = text(o.value(QStringLiteral("name")));
    r.errorCount = o.value(QStringLiteral("error_count")).toInt();
    r.groups = strings(o.value(QStringLiteral("groups")), maxItems);
    for (const QJsonValue &v : o.value(QStringLiteral("configs")).toArray()) {
        if (r.fields.size() >= maxItems)
            break;
        const QJsonObject d = v.toObject().value(QStringLiteral("definition")).toObject();
        const QJsonObject val = v.toObject().value(QStringLiteral("value")).toObject();
        ConfigField f;
        f.name = text(d.value(QStringLiteral("name")));
        if (f.name.isEmpty())
            f.name = text(val.value(QStringLiteral("name")));
        f.type = text(d.value(QStringLiteral("type")));
        f.required = d.value(QStringLiteral("required")).toBool();
        f.defaultValue = text(d.value(QStringLiteral("default_value")));
        f.importance = text(d.value(QStringLiteral("importance")));
        f.documentation = text(d.value(QStringLiteral("documentation")));
        f.group = text(d.value(QStringLiteral("group")));
        f.orderInGroup = d.value(QStringLiteral("order")).toInt(-1);
        f.displayName = text(d.value(QStringLiteral("display_name")));
        f.value = text(val.value(QStringLiteral("value")));
        f.recommendedValues = strings(val.value(QStringLiteral("recommended_values")), maxItems);
        f.errors = strings(val.value(QStringLiteral("errors")), maxItems);
        f.visible = val.value(QStringLiteral("visible")).toBool(true);
        if (f.isPassword() || looksSecret(f.name)) {
            if (!f.value.isEmpty())
                f.value = QString::fromLatin1(kMaskedValue);
            if (!f.defaultValue.isEmpty())
                f.defaultValue = QString::fromLatin1(kMaskedValue);
        }
        r.fields << f;
    }
    return r;
}

} // namespace kafscope::connect::parse
