#include "cli/cmd_connect.h"
#include "cli/cmd_topics_common.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace kafscope::cli::connect_output {

using namespace kafscope::connect;

namespace {

// A trace indented under its task, cut to its first lines in text (JSON keeps it whole).
void printTrace(QTextStream &out, const QString &trace, const char *indent)
{
    const QStringList lines = trace.split(QLatin1Char('\n'));
    const qsizetype shown = std::min<qsizetype>(lines.size(), 12);
    for (qsizetype i = 0; i < shown; ++i)
        out << indent << lines[i] << "\n";
    if (lines.size() > shown)
        out << indent << "... " << (lines.size() - shown) << " more line(s) (--json shows all)\n";
}

QString tasksText(const ConnectorInfo &c)
{
    int running = 0;
    for (const TaskStatus &t : c.tasks)
        running += t.state == QLatin1String("RUNNING") ? 1 : 0;
    return QStringLiteral("%1/%2").arg(running).arg(c.tasks.size());
}

} // namespace

void clusters(CliContext &ctx, const QList<QPair<ConnectEndpoint, Result<WorkerInfo>>> &answers)
{
    if (ctx.json()) {
        QJsonArray arr;
        for (const auto &[e, info] : answers) {
            QJsonObject o{{QStringLiteral("url"), e.displayUrl()},
                          {QStringLiteral("reachable"), info.ok()}};
            if (info)
                o.insert(QStringLiteral("worker"), info->toJson());
            else
                o.insert(QStringLiteral("error"), info.error().message());
            arr.append(o);
        }
        ctx.printJson(QJsonObject{{QStringLiteral("clusters"), arr}});
        return;
    }
    QList<QStringList> rows;
    for (const auto &[e, info] : answers)
        rows << (info ? QStringList{e.displayUrl(), info->version, info->kafkaClusterId,
                                    QStringLiteral("ok")}
                      : QStringList{e.displayUrl(), QStringLiteral("-"), QStringLiteral("-"),
                                    info.error().message()});
    printTable(ctx.out(),
               {QStringLiteral("URL"), QStringLiteral("VERSION"), QStringLiteral("KAFKA CLUSTER"),
                QStringLiteral("STATUS")},
               rows);
}

void connectorList(CliContext &ctx, const QList<ConnectorInfo> &list)
{
    if (ctx.json()) {
        QJsonArray arr;
        for (const ConnectorInfo &c : list)
            arr.append(c.toJson());
        ctx.printJson(QJsonObject{{QStringLiteral("connectors"), arr}});
        return;
    }
    if (list.isEmpty()) {
        ctx.out() << "no connectors\n";
        return;
    }
    QList<QStringList> rows;
    for (const ConnectorInfo &c : list)
        rows << QStringList{c.name,
                            c.type,
                            c.state.isEmpty() ? QStringLiteral("-") : c.state,
                            tasksText(c),
                            QString::number(c.failedTasks()),
                            c.className};
    printTable(ctx.out(),
               {QStringLiteral("NAME"), QStringLiteral("TYPE"), QStringLiteral("STATE"),
                QStringLiteral("TASKS"), QStringLiteral("FAILED"), QStringLiteral("CLASS")},
               rows);
}

void connector(CliContext &ctx, const ConnectorInfo &c)
{
    if (ctx.json()) {
        ctx.printJson(c.toJson());
        return;
    }
    QTextStream &out = ctx.out();
    out << "connector  " << c.name << "\n"
        << "class      " << c.className << "\n"
        << "type       " << c.type << "\n"
        << "state      " << (c.state.isEmpty() ? QStringLiteral("- (no status yet)") : c.state)
        << (c.workerId.isEmpty() ? QString() : QStringLiteral(" on ") + c.workerId) << "\n"
        << "topics     "
        << (c.topics.isEmpty() ? QStringLiteral("-") : c.topics.join(QStringLiteral(", "))) << "\n";
    if (!c.trace.isEmpty())
        printTrace(out, c.trace, "  ");
    out << "tasks      " << tasksText(c) << " running\n";
    QList<QStringList> rows;
    for (const TaskStatus &t : c.tasks) {
        QStringList row{QStringLiteral("  %1").arg(t.id), t.state, t.workerId};
        rows << row;
    }
    if (!rows.isEmpty()) {
        printTable(out,
                   {QStringLiteral("  TASK"), QStringLiteral("STATE"), QStringLiteral("WORKER")},
                   rows);
        for (const TaskStatus &t : c.tasks)
            if (!t.trace.isEmpty()) {
                out << "task " << t.id << " failed:\n";
                printTrace(out, t.trace, "    ");
            }
    }
    out << "config\n";
    qsizetype width = 0;
    for (auto it = c.config.constBegin(); it != c.config.constEnd(); ++it)
        width = std::max(width, it.key().size());
    for (auto it = c.config.constBegin(); it != c.config.constEnd(); ++it)
        out << "  " << it.key().leftJustified(width) << " = " << it.value() << "\n";
}

void validation(CliContext &ctx, const ValidationResult &r)
{
    if (ctx.json()) {
        ctx.printJson(r.toJson());
        return;
    }
    QTextStream &out = ctx.out();
    if (r.errorCount == 0) {
        out << "valid: the worker found no error in the config of " << r.className << "\n";
    } else {
        out << r.errorCount << " error(s) in the config of " << r.className << ":\n";
        for (const ConfigField &f : r.fields)
            for (const QString &e : f.errors)
                out << "  " << f.name << ": " << e << "\n";
    }
    QList<QStringList> rows;
    for (const ConfigField &f : r.fields)
        rows << QStringList{QStringLiteral("  ") + f.name, f.type,
                            f.required ? QStringLiteral("yes") : QStringLiteral("no"), f.group,
                            f.value};
    out << "fields:\n";
    printTable(out,
               {QStringLiteral("  NAME"), QStringLiteral("TYPE"), QStringLiteral("REQUIRED"),
                QStringLiteral("GROUP"), QStringLiteral("VALUE")},
               rows);
}

void plugins(CliContext &ctx, const QList<PluginInfo> &list)
{
    if (ctx.json()) {
        QJsonArray arr;
        for (const PluginInfo &p : list)
            arr.append(p.toJson());
        ctx.printJson(QJsonObject{{QStringLiteral("plugins"), arr}});
        return;
    }
    QList<QStringList> rows;
    for (const PluginInfo &p : list)
        rows << QStringList{p.type, p.className, p.version};
    printTable(ctx.out(),
               {QStringLiteral("TYPE"), QStringLiteral("CLASS"), QStringLiteral("VERSION")}, rows);
}

void offsets(CliContext &ctx, const QString &name, const ConnectorOffsets &o)
{
    if (ctx.json()) {
        QJsonObject j = o.toJson();
        j.insert(QStringLiteral("connector"), name);
        ctx.printJson(j);
        return;
    }
    if (o.offsets.isEmpty()) {
        ctx.out() << "no offsets for " << name << "\n";
        return;
    }
    QList<QStringList> rows;
    const auto compact = [](const QJsonValue &v) {
        return v.isObject()
                   ? QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact))
                   : QStringLiteral("null");
    };
    for (const QJsonValue &v : o.offsets)
        rows << QStringList{compact(v.toObject().value(QStringLiteral("partition"))),
                            compact(v.toObject().value(QStringLiteral("offset")))};
    printTable(ctx.out(), {QStringLiteral("PARTITION"), QStringLiteral("OFFSET")}, rows);
}

void done(CliContext &ctx, const QString &name, const QString &action, const QString &text)
{
    if (ctx.json())
        ctx.printJson(QJsonObject{{QStringLiteral("connector"), name},
                                  {QStringLiteral("action"), action},
                                  {QStringLiteral("ok"), true}});
    else
        ctx.out() << text << "\n";
}

} // namespace kafscope::cli::connect_output
