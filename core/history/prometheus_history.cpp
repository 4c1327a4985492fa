#include "history/prometheus_history.h"

#include "net/bounded_http.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUrlQuery>

#include <algorithm>

namespace kafscope::history {

QString promqlString(const QString &value)
{
    QString s = value;
    s.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    s.replace(QLatin1Char('"'), QStringLiteral("\\\""));
    s.replace(QLatin1Char('\n'), QStringLiteral("\\n"));
    return QLatin1Char('"') + s + QLatin1Char('"');
}

QString promqlNames(const QStringList &names)
{
    QStringList escaped;
    for (const QString &n : names)
        escaped << QRegularExpression::escape(n);
    return promqlString(escaped.join(QLatin1Char('|')));
}

Result<QHash<QString, Series>> parseMatrix(const QByteArray &json, const QString &label)
{
    constexpr int kMaxSeries = 1000, kMaxPoints = 20000;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return Error::kafka(0, KS_ERR("Prometheus answered with something that is not JSON (%1)")
                                   .arg(pe.errorString()));
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("status")).toString() != QLatin1String("success"))
        return Error::kafka(0, KS_ERR("Prometheus refused the query: %1")
                                   .arg(o.value(QStringLiteral("error")).toString().left(300)));
    const QJsonObject data = o.value(QStringLiteral("data")).toObject();
    if (data.value(QStringLiteral("resultType")).toString() != QLatin1String("matrix"))
        return Error::kafka(0, KS_ERR("Prometheus answered a range query without a matrix"));
    const QJsonArray result = data.value(QStringLiteral("result")).toArray();
    if (result.size() > kMaxSeries)
        return Error::kafka(0, KS_ERR("Prometheus answered with %1 series, more than the %2 asked "
                                      "for")
                                   .arg(result.size())
                                   .arg(kMaxSeries));
    QHash<QString, Series> out;
    for (const QJsonValue &v : result) {
        const QJsonObject s = v.toObject();
        const QString key =
            label.isEmpty() ? QString()
                            : s.value(QStringLiteral("metric")).toObject().value(label).toString();
        const QJsonArray values = s.value(QStringLiteral("values")).toArray();
        Series series;
        series.reserve(std::min<qsizetype>(values.size(), kMaxPoints));
        for (const QJsonValue &p : values) {
            if (series.size() >= kMaxPoints)
                break;
            const QJsonArray pair = p.toArray();
            bool ok = false;
            const double value = pair.at(1).toString().toDouble(&ok);
            if (pair.size() != 2 || !ok)
                continue; // NaN and the like: no point
            series.append({qint64(pair.at(0).toDouble() * 1000), value});
        }
        out.insert(key, series);
    }
    return out;
}

Result<PrometheusHistory> queryPrometheusHistory(net::BoundedHttp &http, const QString &url,
                                                 const QString &cluster, qint64 fromMs, qint64 toMs,
                                                 const QStringList &topics,
                                                 const QStringList &groups)
{
    const QUrl base(url.endsWith(QLatin1Char('/')) ? url : url + QLatin1Char('/'));
    if (!base.isValid() ||
        (base.scheme() != QLatin1String("http") && base.scheme() != QLatin1String("https")))
        return Error::usage(KS_ERR("The Prometheus URL %1 is not an http(s) URL").arg(url));
    const qint64 stepS = std::max<qint64>(15, (toMs - fromMs) / 1000 / 300);
    net::HttpLimits limits;
    limits.maxBodyBytes = 4 * 1024 * 1024;
    const QString c = QStringLiteral("cluster=") + promqlString(cluster);
    auto range = [&](const QString &promql,
                     const QString &label) -> Result<QHash<QString, Series>> {
        QUrl u = base.resolved(QUrl(QStringLiteral("api/v1/query_range")));
        QUrlQuery q;
        q.addQueryItem(QStringLiteral("query"), promql);
        q.addQueryItem(QStringLiteral("start"), QString::number(fromMs / 1000.0, 'f', 3));
        q.addQueryItem(QStringLiteral("end"), QString::number(toMs / 1000.0, 'f', 3));
        q.addQueryItem(QStringLiteral("step"), QString::number(stepS));
        u.setQuery(q);
        net::HttpRequest r;
        r.url = u;
        auto reply = http.send(r, limits, KS_ERR("Prometheus at %1").arg(url));
        if (!reply)
            return reply.error();
        if (reply->status != 200 && reply->status != 400 && reply->status != 422)
            return Error::kafka(
                0, KS_ERR("Prometheus at %1 answered HTTP %2").arg(url).arg(reply->status));
        return parseMatrix(reply->body, label);
    };
    PrometheusHistory h;
    auto total = [&](const QString &promql, Series &into) -> Status {
        auto r = range(promql, QString());
        if (!r)
            return r.error();
        into = r->value(QString());
        return Ok{};
    };
    const QString rate = QStringLiteral("rate(kafka_topic_partition_current_offset{%1}[2m])");
    if (auto s = total(QStringLiteral("sum(") + rate.arg(c) + QLatin1Char(')'), h.totalRate); !s)
        return s.error();
    if (auto s = total(QStringLiteral("sum(kafscope_consumergroup_lag{%1})").arg(c), h.totalLag);
        !s)
        return s.error();
    if (!topics.isEmpty()) {
        auto r = range(QStringLiteral("sum by (topic) (") +
                           rate.arg(c + QStringLiteral(",topic=~") + promqlNames(topics)) +
                           QLatin1Char(')'),
                       QStringLiteral("topic"));
        if (!r)
            return r.error();
        h.topicRate = r.value();
    }
    if (!groups.isEmpty()) {
        auto r = range(QStringLiteral("kafscope_consumergroup_lag{%1,consumergroup=~%2}")
                           .arg(c, promqlNames(groups)),
                       QStringLiteral("consumergroup"));
        if (!r)
            return r.error();
        h.groupLag = r.value();
    }
    for (const Series *s : {&h.totalRate, &h.totalLag})
        if (!s->isEmpty() && (h.firstMs == 0 || s->first().first < h.firstMs))
            h.firstMs = s->first().first;
    return h;
}

} // namespace kafscope::history
