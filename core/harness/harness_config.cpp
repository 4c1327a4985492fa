#include "harness/harness_config.h"

#include "harness/external_consumer.h"

#include <QRegularExpression>

#include <algorithm>

namespace kafscope::harness {

QStringList levelNames(int levels)
{
    switch (levels) {
    case 2: return {QStringLiteral("high"), QStringLiteral("low")};
    case 3: return {QStringLiteral("high"), QStringLiteral("mid"), QStringLiteral("low")};
    case 4:
        return {QStringLiteral("critical"), QStringLiteral("high"), QStringLiteral("mid"),
                QStringLiteral("low")};
    case 5:
        return {QStringLiteral("critical"), QStringLiteral("high"), QStringLiteral("mid"),
                QStringLiteral("low"), QStringLiteral("bulk")};
    default: return {};
    }
}

Result<Strategy> Strategy::parse(const QString &text, int levels)
{
    const QString t = text.trimmed().toLower();
    Strategy s;
    if (t == QLatin1String("strict"))
        return s;
    if (t == QLatin1String("fifo")) {
        s.kind = Kind::Fifo;
        return s;
    }
    if (t.startsWith(QLatin1String("weighted"))) {
        s.kind = Kind::Weighted;
        const QString list = t.section(QLatin1Char(':'), 1);
        if (list.isEmpty())
            return Error::usage(
                KS_ERR("weighted needs one weight per level, e.g. weighted:70,20,10"));
        for (const QString &w : list.split(QLatin1Char(','))) {
            bool ok = false;
            const int v = w.trimmed().toInt(&ok);
            if (!ok || v < 0)
                return Error::usage(KS_ERR("Weight \"%1\" is not a whole number >= 0").arg(w));
            s.weights << v;
        }
        if (s.weights.size() != levels)
            return Error::usage(
                KS_ERR("weighted has %1 weights for %2 levels").arg(s.weights.size()).arg(levels));
        int sum = 0;
        for (int w : s.weights)
            sum += w;
        if (sum <= 0)
            return Error::usage(KS_ERR("The weights must not all be 0"));
        return s;
    }
    return Error::usage(
        KS_ERR("Unknown strategy \"%1\" (use strict, weighted:W1,W2,... or fifo)").arg(text));
}

Result<QList<Strategy>> Strategy::parseList(const QString &text, int levels)
{
    QStringList parts;
    static const QRegularExpression number(QStringLiteral("^\\s*\\d+\\s*$"));
    for (const QString &token : text.split(QLatin1Char(','))) {
        if (number.match(token).hasMatch() && !parts.isEmpty() &&
            parts.last().contains(QLatin1Char(':')))
            parts.last() += QLatin1Char(',') + token.trimmed();
        else
            parts << token;
    }
    QList<Strategy> out;
    for (const QString &p : parts) {
        auto s = parse(p, levels);
        if (!s)
            return s.error();
        out << s.value();
    }
    if (out.isEmpty())
        return Error::usage(KS_ERR("No strategy given"));
    return out;
}

QString Strategy::name() const
{
    switch (kind) {
    case Kind::Strict: return QStringLiteral("strict");
    case Kind::Fifo: return QStringLiteral("fifo");
    case Kind::Weighted: {
        QStringList w;
        for (int v : weights)
            w << QString::number(v);
        return QStringLiteral("weighted:") + w.join(QLatin1Char(','));
    }
    }
    return {};
}

Result<qint64> parseDurationMs(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^\\s*(\\d+(?:\\.\\d+)?)\\s*(ms|s|m)?\\s*$"));
    const auto m = re.match(text);
    if (!m.hasMatch())
        return Error::usage(KS_ERR("\"%1\" is not a duration (e.g. 30s, 500ms, 2m)").arg(text));
    const double v = m.captured(1).toDouble();
    const QString unit = m.captured(2);
    const double factor = unit == QLatin1String("ms")  ? 1.0
                          : unit == QLatin1String("m") ? 60000.0
                                                       : 1000.0;
    return qint64(v * factor);
}

Result<double> parseCapacity(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^\\s*(\\d+(?:\\.\\d+)?)\\s*(ms|/s)?\\s*$"));
    const auto m = re.match(text);
    const double v = m.hasMatch() ? m.captured(1).toDouble() : 0.0;
    if (!m.hasMatch() || v <= 0)
        return Error::usage(
            KS_ERR("Capacity \"%1\" is not messages per second (800) or time per message "
                   "(2ms), greater than 0")
                .arg(text));
    return m.captured(2) == QLatin1String("ms") ? 1000.0 / v : v;
}

Result<QList<double>> parseRates(const QString &text, int levels)
{
    QList<double> out;
    for (const QString &r : text.split(QLatin1Char(','))) {
        bool ok = false;
        const double v = r.trimmed().toDouble(&ok);
        if (!ok || v <= 0)
            return Error::usage(
                KS_ERR("Rate \"%1\" is not a number of messages per second > 0").arg(r));
        out << v;
    }
    if (out.size() == 1)
        while (out.size() < levels)
            out << out.first();
    if (out.size() != levels)
        return Error::usage(KS_ERR("%1 rates given for %2 levels").arg(out.size()).arg(levels));
    return out;
}

Result<Fault> Fault::parse(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^\\s*([a-z-]+)(?::(\\d+))?@(.+)$"));
    const auto m = re.match(text.toLower());
    if (!m.hasMatch())
        return Error::usage(KS_ERR("Fault \"%1\" is not KIND@TIME (e.g. restart@10s)").arg(text));
    Fault f;
    const QString kind = m.captured(1);
    if (kind == QLatin1String("restart"))
        f.kind = Kind::RestartConsumer;
    else if (kind == QLatin1String("crash"))
        f.kind = Kind::CrashConsumer;
    else if (kind == QLatin1String("add-consumer"))
        f.kind = Kind::AddConsumer;
    else if (kind == QLatin1String("broker-restart"))
        f.kind = Kind::BrokerRestart;
    else if (kind == QLatin1String("broker-stop"))
        f.kind = Kind::BrokerStop;
    else if (kind == QLatin1String("broker-start"))
        f.kind = Kind::BrokerStart;
    else
        return Error::usage(
            KS_ERR("Unknown fault \"%1\" (use restart, crash, add-consumer, "
                   "broker-restart[:NODE], broker-stop[:NODE] or broker-start[:NODE])")
                .arg(kind));
    if (!m.captured(2).isEmpty()) {
        if (!f.isBroker())
            return Error::usage(KS_ERR("Only broker faults take a node id"));
        f.node = m.captured(2).toInt();
    }
    auto at = parseDurationMs(m.captured(3));
    if (!at)
        return at.error();
    f.atMs = at.value();
    return f;
}

QString Fault::name() const
{
    QString kind;
    switch (this->kind) {
    case Kind::RestartConsumer: kind = QStringLiteral("restart"); break;
    case Kind::CrashConsumer: kind = QStringLiteral("crash"); break;
    case Kind::AddConsumer: kind = QStringLiteral("add-consumer"); break;
    case Kind::BrokerRestart: kind = QStringLiteral("broker-restart"); break;
    case Kind::BrokerStop: kind = QStringLiteral("broker-stop"); break;
    case Kind::BrokerStart: kind = QStringLiteral("broker-start"); break;
    }
    if (isBroker() && node >= 0)
        kind += QStringLiteral(":%1").arg(node);
    const QString at = atMs % 1000 == 0 ? QStringLiteral("%1s").arg(atMs / 1000)
                                        : QStringLiteral("%1ms").arg(atMs);
    return kind + QLatin1Char('@') + at;
}

QString HarnessConfig::levelName(int level) const
{
    return levelNames(levels).value(level, QStringLiteral("level%1").arg(level));
}

QString HarnessConfig::topic(int level) const
{
    const QString own = level < load.size() ? load[level].topic.trimmed() : QString();
    return own.isEmpty() ? topicPrefix + QLatin1Char('-') + levelName(level) : own;
}

int HarnessConfig::partitionsOf(int level) const
{
    return level < load.size() && load[level].partitions > 0 ? load[level].partitions : partitions;
}

qint64 HarnessConfig::levelDurationMs(int level) const
{
    return level < load.size() && load[level].durationMs > 0 ? load[level].durationMs : durationMs;
}

qint64 HarnessConfig::loadDurationMs() const
{
    qint64 out = 0;
    for (int l = 0; l < levels; ++l)
        out = qMax(out, levelDurationMs(l));
    return out;
}

QStringList HarnessConfig::topics() const
{
    QStringList out;
    for (int l = 0; l < levels; ++l)
        out << topic(l);
    return out;
}

Status HarnessConfig::validate() const
{
    if (levels < 2 || levels > 5)
        return Error::usage(KS_ERR("The harness takes 2 to 5 levels, not %1").arg(levels));
    if (topicPrefix.trimmed().isEmpty())
        return Error::usage(KS_ERR("The topic prefix is empty"));
    if (partitions < 1)
        return Error::usage(KS_ERR("Each level needs at least one partition"));
    if (groupProtocol != QLatin1String("classic") && groupProtocol != QLatin1String("consumer"))
        return Error::usage(
            KS_ERR("The group protocol is classic or consumer, not \"%1\"").arg(groupProtocol));
    if (load.size() != levels)
        return Error::usage(KS_ERR("%1 load patterns for %2 levels").arg(load.size()).arg(levels));
    for (const LevelLoad &l : load)
        if (l.rate <= 0 || (l.bursts && (l.burstOnMs <= 0 || l.burstOffMs < 0)))
            return Error::usage(KS_ERR("Every level needs a rate > 0 (and burst on time > 0)"));
    if (durationMs < 1000)
        return Error::usage(KS_ERR("The load must run for at least 1 s"));
    for (int l = 0; l < levels; ++l) {
        if (levelDurationMs(l) < 1000)
            return Error::usage(
                KS_ERR("The load of %1 must run for at least 1 s").arg(levelName(l)));
        if (topics().count(topic(l)) > 1)
            return Error::usage(
                KS_ERR("Two levels use the same topic %1; each level needs its own").arg(topic(l)));
    }
    if (capacity <= 0)
        return Error::usage(KS_ERR("The processing capacity must be greater than 0"));
    if (strategy.kind == Strategy::Kind::Weighted && strategy.weights.size() != levels)
        return Error::usage(KS_ERR("weighted needs one weight per level"));
    if (toleranceMs < 0 || weightedWindow < 1)
        return Error::usage(
            KS_ERR("The tolerance must be >= 0 ms and the window at least 1 message"));
    if (!observeGroup.isEmpty() && !consumerCommand.isEmpty())
        return Error::usage(KS_ERR("Either a consumer command or a group to observe, not both"));
    if (!consumerCommand.isEmpty()) { // quotes and placeholders, before anything is created
        ExternalSetup setup;
        setup.command = consumerCommand;
        setup.topics = topics();
        setup.levelNames = levelNames(levels);
        if (auto argv = expandCommand(setup); !argv)
            return argv.error();
    }
    for (const Fault &f : faults) {
        if (!observeGroup.isEmpty() && !f.isBroker())
            return Error::usage(
                KS_ERR("Fault %1 needs a consumer the harness starts; with an observed group "
                       "only broker faults apply")
                    .arg(f.name()));
        if (f.atMs >= loadDurationMs())
            return Error::usage(KS_ERR("Fault %1 is due after the load ends (%2 ms)")
                                    .arg(f.name())
                                    .arg(loadDurationMs()));
        if (f.isBroker() && localClusterDir.isEmpty())
            return Error::usage(
                KS_ERR("A broker fault needs the local cluster's folder (--local-dir)"));
        // A stop needs a later start of the same node (the cluster must be whole after the run),
        // and a start a stop before it.
        const Fault::Kind other =
            f.kind == Fault::Kind::BrokerStop ? Fault::Kind::BrokerStart : Fault::Kind::BrokerStop;
        if (f.kind == Fault::Kind::BrokerStop || f.kind == Fault::Kind::BrokerStart) {
            const bool paired = std::any_of(faults.begin(), faults.end(), [&](const Fault &g) {
                return g.kind == other && g.node == f.node &&
                       (f.kind == Fault::Kind::BrokerStop ? g.atMs > f.atMs : g.atMs < f.atMs);
            });
            if (!paired)
                return Error::usage(
                    f.kind == Fault::Kind::BrokerStop
                        ? KS_ERR("%1 has no later broker-start of the same node: the broker would "
                                 "stay down")
                              .arg(f.name())
                        : KS_ERR("%1 has no earlier broker-stop of the same node").arg(f.name()));
        }
    }
    return Ok{};
}

} // namespace kafscope::harness
