#include "rebalance/lab_script.h"

#include <QRegularExpression>

#include <csignal>

namespace kafscope::rebalance {

namespace {

Result<qint64> parseDuration(const QString &word)
{
    static const QRegularExpression re(QStringLiteral(R"(^(\d+(?:\.\d+)?)(ms|s|m)?$)"));
    const auto m = re.match(word.toLower());
    if (!m.hasMatch())
        return Error::usage(KS_ERR("\"%1\" is not a duration (e.g. 500ms, 5s, 1m)").arg(word));
    const double n = m.captured(1).toDouble();
    const QString unit = m.captured(2);
    const double factor = unit == QLatin1String("ms")  ? 1.0
                          : unit == QLatin1String("m") ? 60000.0
                                                       : 1000.0;
    const double ms = n * factor;
    if (ms > 24.0 * 3600 * 1000)
        return Error::usage(KS_ERR("%1 is longer than a day").arg(word));
    return qint64(ms);
}

// Fills position or label from a member reference ("2" or "m2").
Status parseMember(const QString &word, LabStep &step)
{
    static const QRegularExpression labelRe(QStringLiteral(R"(^m([1-9]\d*)$)"));
    bool ok = false;
    const int n = word.toInt(&ok);
    if (ok && n >= 1) {
        step.position = n;
        return Ok{};
    }
    if (labelRe.match(word).hasMatch()) {
        step.label = word;
        return Ok{};
    }
    return Error::usage(KS_ERR("\"%1\" names no member: use a position (1 = the oldest running "
                               "member) or a label like m2")
                            .arg(word));
}

Result<LabStep> parseStep(const QString &text)
{
    const QStringList w =
        text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    LabStep step;
    step.text = w.join(QLatin1Char(' '));
    const QString verb = w.first().toLower();
    auto arity = [&](int n) -> Status {
        if (w.size() != n)
            return Error::usage(
                KS_ERR("\"%1\" takes %2")
                    .arg(verb, n == 2 ? QStringLiteral("one argument")
                                      : QStringLiteral("a member, \"for\" and a duration")));
        return Ok{};
    };
    Status s = Ok{};
    if (verb == QLatin1String("add")) {
        step.kind = LabStep::Kind::Add;
        step.count = 1;
        if (w.size() > 2)
            return Error::usage(KS_ERR("\"add\" takes a count"));
        if (w.size() == 2) {
            bool ok = false;
            step.count = w[1].toInt(&ok);
            if (!ok || step.count < 1 || step.count > 100)
                return Error::usage(
                    KS_ERR("\"add\" takes a count from 1 to 100, not \"%1\"").arg(w[1]));
        }
    } else if (verb == QLatin1String("wait")) {
        step.kind = LabStep::Kind::Wait;
        if (!(s = arity(2)))
            return s.error();
        if (w[1].toLower() == QLatin1String("stable")) {
            step.argument = QStringLiteral("stable"); // until the group settles (bounded)
            return step;
        }
        auto d = parseDuration(w[1]);
        if (!d)
            return d.error();
        step.durationMs = d.value();
    } else if (verb == QLatin1String("remove") || verb == QLatin1String("crash") ||
               verb == QLatin1String("restart")) {
        step.kind = verb == QLatin1String("remove")  ? LabStep::Kind::Remove
                    : verb == QLatin1String("crash") ? LabStep::Kind::Crash
                                                     : LabStep::Kind::Restart;
        if (!(s = arity(2)) || !(s = parseMember(w[1], step)))
            return s.error();
    } else if (verb == QLatin1String("stall")) {
        step.kind = LabStep::Kind::Stall;
        if (!(s = arity(4)) || !(s = parseMember(w[1], step)))
            return s.error();
        if (w[2].toLower() != QLatin1String("for"))
            return Error::usage(KS_ERR("write \"stall N for DURATION\""));
        auto d = parseDuration(w[3]);
        if (!d)
            return d.error();
        step.durationMs = d.value();
    } else if (verb == QLatin1String("roll")) {
        step.kind = LabStep::Kind::Roll;
        if (w.size() > 2)
            return Error::usage(KS_ERR("\"roll\" takes \"stable\" or the time between restarts"));
        if (w.size() == 2 && w[1].toLower() != QLatin1String("stable")) {
            auto d = parseDuration(w[1]);
            if (!d)
                return d.error();
            step.durationMs = d.value();
        }
    } else if (verb == QLatin1String("migrate")) {
        step.kind = LabStep::Kind::Migrate;
        if (w.size() != 3 || !(s = parseMember(w[1], step)))
            return !s ? s.error()
                      : Error::usage(
                            KS_ERR("write \"migrate N consumer\" or \"migrate N classic\""));
        step.argument = w[2].toLower();
        if (step.argument != QLatin1String("consumer") && step.argument != QLatin1String("classic"))
            return Error::usage(
                KS_ERR("\"migrate\" moves a member to consumer or classic, not \"%1\"").arg(w[2]));
    } else if (verb == QLatin1String("signal")) {
        step.kind = LabStep::Kind::Signal;
        if (w.size() != 3 || !(s = parseMember(w[1], step)))
            return !s ? s.error() : Error::usage(KS_ERR("write \"signal N USR1\""));
        step.argument = w[2].toUpper();
        if (step.argument.startsWith(QLatin1String("SIG")))
            step.argument.remove(0, 3);
        if (labSignalNumber(step.argument) == 0)
            return Error::usage(KS_ERR("\"signal\" sends %1, not \"%2\"")
                                    .arg(labSignalNames().join(QStringLiteral(", ")), w[2]));
    } else if (verb == QLatin1String("broker-restart")) {
        step.kind = LabStep::Kind::BrokerRestart;
        if (w.size() != 2 && w.size() != 4)
            return Error::usage(
                KS_ERR("write \"broker-restart coordinator\" or \"broker-restart 2 for 10s\""));
        if (w[1].toLower() != QLatin1String("coordinator")) {
            bool ok = false;
            step.node = w[1].toInt(&ok);
            if (!ok || step.node < 0)
                return Error::usage(
                    KS_ERR("\"broker-restart\" takes a node id or \"coordinator\", not \"%1\"")
                        .arg(w[1]));
        }
        if (w.size() == 4) {
            if (w[2].toLower() != QLatin1String("for"))
                return Error::usage(KS_ERR("write \"broker-restart N for DURATION\""));
            auto d = parseDuration(w[3]);
            if (!d)
                return d.error();
            step.durationMs = d.value();
        }
    } else {
        return Error::usage(
            KS_ERR("unknown action \"%1\"; expected add, wait, remove, crash, stall, restart, "
                   "roll, migrate, signal or broker-restart")
                .arg(w.first()));
    }
    return step;
}

} // namespace

QString labStepKindName(LabStep::Kind kind)
{
    switch (kind) {
    case LabStep::Kind::Add: return QStringLiteral("add");
    case LabStep::Kind::Wait: return QStringLiteral("wait");
    case LabStep::Kind::Remove: return QStringLiteral("remove");
    case LabStep::Kind::Crash: return QStringLiteral("crash");
    case LabStep::Kind::Stall: return QStringLiteral("stall");
    case LabStep::Kind::Restart: return QStringLiteral("restart");
    case LabStep::Kind::Roll: return QStringLiteral("roll");
    case LabStep::Kind::Migrate: return QStringLiteral("migrate");
    case LabStep::Kind::Signal: return QStringLiteral("signal");
    case LabStep::Kind::BrokerRestart: return QStringLiteral("broker-restart");
    }
    return {};
}

QStringList labSignalNames()
{
    return {QStringLiteral("USR1"), QStringLiteral("USR2"), QStringLiteral("HUP"),
            QStringLiteral("INT"), QStringLiteral("TERM")};
}

int labSignalNumber(const QString &name)
{
    const QString n = name.toUpper();
    return n == QLatin1String("USR1")   ? SIGUSR1
           : n == QLatin1String("USR2") ? SIGUSR2
           : n == QLatin1String("HUP")  ? SIGHUP
           : n == QLatin1String("INT")  ? SIGINT
           : n == QLatin1String("TERM") ? SIGTERM
                                        : 0;
}

QString resolveMember(const LabStep &step, const QStringList &running)
{
    if (!step.label.isEmpty())
        return running.contains(step.label) ? step.label : QString();
    return step.position >= 1 && step.position <= running.size() ? running[step.position - 1]
                                                                 : QString();
}

Result<QList<LabStep>> parseLabScript(const QString &text)
{
    QList<LabStep> steps;
    QStringList running;
    int added = 0;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (QString line : lines) {
        if (const qsizetype hash = line.indexOf(QLatin1Char('#')); hash >= 0)
            line.truncate(hash);
        for (const QString &part : line.split(QLatin1Char(';'))) {
            if (part.trimmed().isEmpty())
                continue;
            auto step = parseStep(part.trimmed());
            const int number = int(steps.size()) + 1;
            if (!step)
                return Error::usage(KS_ERR("Step %1 (\"%2\"): %3")
                                        .arg(number)
                                        .arg(part.trimmed(), step.error().message()));
            LabStep s = step.value();
            if (s.kind == LabStep::Kind::Add) {
                for (int i = 0; i < s.count; ++i)
                    running << QStringLiteral("m%1").arg(++added);
            } else if (s.kind != LabStep::Kind::Wait && s.kind != LabStep::Kind::Roll &&
                       s.kind != LabStep::Kind::BrokerRestart) {
                const QString who = resolveMember(s, running);
                if (who.isEmpty())
                    return Error::usage(
                        KS_ERR("Step %1 (\"%2\"): no running member %3 at that point "
                               "(%4 running)")
                            .arg(number)
                            .arg(s.text, s.label.isEmpty() ? QString::number(s.position) : s.label)
                            .arg(running.size()));
                if (s.kind == LabStep::Kind::Remove || s.kind == LabStep::Kind::Crash)
                    running.removeAll(who);
            }
            steps << s;
        }
    }
    if (steps.isEmpty())
        return Error::usage(KS_ERR("The script has no steps (e.g. \"add 3; wait 5s; crash 1\")"));
    return steps;
}

qint64 scriptDurationMs(const QList<LabStep> &steps)
{
    qint64 total = 0;
    for (const LabStep &s : steps)
        if (s.kind == LabStep::Kind::Wait)
            total += s.durationMs;
    return total;
}

} // namespace kafscope::rebalance
