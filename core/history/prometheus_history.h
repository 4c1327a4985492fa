#pragma once

#include "common/result.h"
#include "history/history_store.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace kafscope::net {
class BoundedHttp;
}

namespace kafscope::history {

// The dashboard's history as a team's Prometheus holds it, from `kafscope-cli monitor`'s series
// (kafka_exporter names, the default): messages/s in total and per topic, lag in total and per
// group, for the cluster labelled `cluster`.
struct PrometheusHistory {
    Series totalRate, totalLag;
    QHash<QString, Series> topicRate, groupLag;
    qint64 firstMs = 0; // the earliest point of the range (0: none)
};

// A string literal for PromQL: quoted, with \ and " escaped. Pure.
QString promqlString(const QString &value);
// An anchored alternation of exact names for a =~ matcher, as a PromQL string literal. Pure.
QString promqlNames(const QStringList &names);

// A query_range answer ("matrix") as series keyed by `label`'s value (empty label: one series
// under ""). Bounded: at most 1,000 series and 20,000 points each; an error says what the answer
// lacked. Pure.
Result<QHash<QString, Series>> parseMatrix(const QByteArray &json, const QString &label);

// Asks the Prometheus at `url` (its HTTP API, query_range from `fromMs` to `toMs` with at most
// ~300 points per series) for the series of `topics` and `groups` and the totals. Each answer is
// bounded (4 MiB, 10 s, no redirect to another origin). Blocking: the sampler's worker thread.
Result<PrometheusHistory> queryPrometheusHistory(net::BoundedHttp &http, const QString &url,
                                                 const QString &cluster, qint64 fromMs, qint64 toMs,
                                                 const QStringList &topics,
                                                 const QStringList &groups);

} // namespace kafscope::history
