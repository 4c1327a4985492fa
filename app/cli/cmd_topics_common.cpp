#include "cli/cmd_topics_common.h"

#include <QJsonValue>

#include <algorithm>

KS_CLI_COMMAND("topics brokers")

namespace kafscope::cli {

QJsonArray configsJson(const QList<ConfigEntry> &configs)
{
    QJsonArray a;
    for (const ConfigEntry &c : configs)
        a.append(QJsonObject{{QStringLiteral("name"), c.name},
                             {QStringLiteral("value"),
                              c.hasValue && !c.sensitive ? QJsonValue(c.value) : QJsonValue()},
                             {QStringLiteral("source"), configSourceKey(c.source)},
                             {QStringLiteral("sensitive"), c.sensitive},
                             {QStringLiteral("read_only"), c.readOnly}});
    return a;
}

void printConfigs(QTextStream &out, const QList<ConfigEntry> &configs)
{
    for (const ConfigEntry &c : configs) {
        const QString value = c.sensitive ? QStringLiteral("******")
                                          : (c.hasValue ? c.value : QStringLiteral("(none)"));
        out << QStringLiteral("  %1 %2 %3%4\n")
                   .arg(c.name, -45)
                   .arg(value, -30)
                   .arg(configSourceKey(c.source).replace(QLatin1Char('_'), QLatin1Char(' ')))
                   .arg(c.readOnly ? QStringLiteral(", read-only") : QString());
    }
}

void warn(CliContext &ctx, const QString &message)
{
    ctx.fail(Error::local(KS_ERR("warning: %1").arg(message)));
}

Result<qint64> integerOption(const CliArgs &a, const OptName &name, qint64 min)
{
    if (!a.has(name))
        return Error::usage(KS_ERR("--%1 is required").arg(name.name()));
    bool ok = false;
    const qint64 v = a.value(name).toLongLong(&ok);
    if (!ok || v < min)
        return Error::usage(KS_ERR("--%1 takes a whole number >= %2, not \"%3\"")
                                .arg(name.name())
                                .arg(min)
                                .arg(a.value(name)));
    return v;
}

Result<QString> positional(const CliArgs &a, const ErrorText &what)
{
    if (a.words.size() < 3)
        return Error::usage(what);
    if (a.words.size() > 3)
        return Error::usage(KS_ERR("Unexpected argument %1").arg(a.words[3]));
    return a.words[2];
}

void printTable(QTextStream &out, const QStringList &headers, const QList<QStringList> &rows)
{
    QList<qsizetype> width;
    for (const QString &h : headers)
        width << h.size();
    for (const QStringList &r : rows)
        for (qsizetype i = 0; i < r.size() && i < width.size(); ++i)
            width[i] = std::max(width[i], r[i].size());
    const auto line = [&](const QStringList &cells) {
        for (qsizetype i = 0; i < cells.size(); ++i)
            out << (i + 1 < cells.size() ? cells[i].leftJustified(width[i] + 2) : cells[i]);
        out << '\n';
    };
    line(headers);
    for (const QStringList &r : rows)
        line(r);
}

Result<QList<QPair<QString, QString>>> keyValues(const CliArgs &a, const OptName &option)
{
    QList<QPair<QString, QString>> out;
    for (const QString &kv : a.valuesOf(option)) {
        const qsizetype eq = kv.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return Error::usage(KS_ERR("--%1 takes key=value, not \"%2\"").arg(option.name(), kv));
        out.append({kv.left(eq), kv.mid(eq + 1)});
    }
    return out;
}

Result<ConfigChange> configChangeOptions(const CliArgs &a)
{
    ConfigChange change;
    for (const auto &[option, into] :
         {std::pair{KS_OPT("set"), &change.set}, std::pair{KS_OPT("append"), &change.append},
          std::pair{KS_OPT("subtract"), &change.subtract}}) {
        auto kv = keyValues(a, option);
        if (!kv)
            return kv.error();
        *into = kv.value();
    }
    change.remove = a.valuesOf(KS_OPT("delete"));
    if (auto s = checkConfigChange(change); !s)
        return s.error();
    return change;
}

} // namespace kafscope::cli
