#pragma once

#include "common/result.h"
#include "harness/harness_config.h"

namespace kafscope::harness {

// A named, built-in load profile: a configuration and the strategies to run on it in turn
// (the GUI's `--open harness:NAME`).
struct HarnessProfile {
    QString name;
    QString description;
    HarnessConfig config; // config.strategy is the first of `strategies`
    QList<Strategy> strategies;
};

QList<HarnessProfile> builtInProfiles();
Result<HarnessProfile> builtInProfile(const QString &name);

} // namespace kafscope::harness
