#include "harness/harness_profiles.h"

namespace kafscope::harness {

namespace {

// Three levels offered 150 + 250 + 400 msg/s to a consumer that processes 500 msg/s: overloaded,
// so the strategy decides who waits. Short enough for a screenshot or a quick look.
HarnessConfig quickConfig(qint64 durationMs)
{
    HarnessConfig c;
    c.levels = 3;
    c.topicPrefix = QStringLiteral("kafscope-harness");
    c.partitions = 2;
    c.load = {LevelLoad{150}, LevelLoad{250}, LevelLoad{400}};
    c.durationMs = durationMs;
    c.capacity = 500;
    c.toleranceMs = 500;
    c.sessionTimeoutMs = 3000;
    c.drainTimeoutMs = 20000;
    return c;
}

HarnessProfile make(const QString &name, const QString &description, HarnessConfig config,
                    const QStringList &strategies)
{
    HarnessProfile p{name, description, std::move(config), {}};
    for (const QString &s : strategies)
        p.strategies << Strategy::parse(s, p.config.levels).value();
    p.config.strategy = p.strategies.first();
    return p;
}

} // namespace

QList<HarnessProfile> builtInProfiles()
{
    return {make(QStringLiteral("quick"),
                 QStringLiteral("3 levels, 4 s of overload, strict priority"), quickConfig(4000),
                 {QStringLiteral("strict")}),
            make(QStringLiteral("compare"),
                 QStringLiteral(
                     "3 levels, 4 s of overload, run with strict, weighted 60/25/15 and fifo"),
                 quickConfig(4000),
                 {QStringLiteral("strict"), QStringLiteral("weighted:60,25,15"),
                  QStringLiteral("fifo")})};
}

Result<HarnessProfile> builtInProfile(const QString &name)
{
    QStringList names;
    for (const HarnessProfile &p : builtInProfiles()) {
        if (p.name == name)
            return p;
        names << p.name;
    }
    return Error::usage(KS_ERR("No harness profile named \"%1\" (profiles: %2)")
                            .arg(name, names.join(QStringLiteral(", "))));
}

} // namespace kafscope::harness
