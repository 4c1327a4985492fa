#include "produce/produce_settings.h"

#include <QSettings>

namespace kafscope::settings {

namespace {

// A null text is stored as an invalid QVariant so it stays distinct from "".
QVariant optionalText(const std::optional<QString> &v)
{
    return v ? QVariant(*v) : QVariant();
}

std::optional<QString> readOptional(const QSettings &s, const QString &key)
{
    const QVariant v = s.value(key);
    return v.isValid() && !v.isNull() ? std::optional<QString>(v.toString()) : std::nullopt;
}

void writeAll(const QMap<QString, TemplateSpec> &all)
{
    QSettings s;
    s.remove(QLatin1String(kProduceTemplates));
    s.beginWriteArray(QLatin1String(kProduceTemplates), int(all.size()));
    int i = 0;
    for (auto it = all.begin(); it != all.end(); ++it, ++i) {
        s.setArrayIndex(i);
        s.setValue(QStringLiteral("name"), it.key());
        s.setValue(QStringLiteral("key"), optionalText(it->key));
        s.setValue(QStringLiteral("value"), optionalText(it->value));
        s.beginWriteArray(QStringLiteral("headers"), int(it->headers.size()));
        for (int h = 0; h < it->headers.size(); ++h) {
            s.setArrayIndex(h);
            s.setValue(QStringLiteral("name"), it->headers[h].first);
            s.setValue(QStringLiteral("value"), optionalText(it->headers[h].second));
        }
        s.endArray();
    }
    s.endArray();
}

} // namespace

QMap<QString, TemplateSpec> produceTemplates()
{
    QSettings s;
    QMap<QString, TemplateSpec> out;
    const int n = s.beginReadArray(QLatin1String(kProduceTemplates));
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        TemplateSpec spec;
        const QString name = s.value(QStringLiteral("name")).toString();
        spec.key = readOptional(s, QStringLiteral("key"));
        spec.value = readOptional(s, QStringLiteral("value"));
        const int hn = s.beginReadArray(QStringLiteral("headers"));
        for (int h = 0; h < hn; ++h) {
            s.setArrayIndex(h);
            spec.headers.append({s.value(QStringLiteral("name")).toString(),
                                 readOptional(s, QStringLiteral("value"))});
        }
        s.endArray();
        if (!name.isEmpty())
            out.insert(name, spec);
    }
    s.endArray();
    return out;
}

Status saveProduceTemplate(const QString &name, const TemplateSpec &spec)
{
    if (name.trimmed().isEmpty())
        return Error::usage(KS_ERR("A template needs a name"));
    QMap<QString, TemplateSpec> all = produceTemplates();
    if (!all.contains(name) && all.size() >= kMaxProduceTemplates)
        return Error::usage(KS_ERR("Too many saved templates (at most %1): remove one first")
                                .arg(kMaxProduceTemplates));
    all.insert(name.trimmed(), spec);
    writeAll(all);
    return Ok{};
}

void removeProduceTemplate(const QString &name)
{
    QMap<QString, TemplateSpec> all = produceTemplates();
    if (all.remove(name) > 0)
        writeAll(all);
}

} // namespace kafscope::settings
