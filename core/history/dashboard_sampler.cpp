#include "history/dashboard_sampler.h"
#include "common/translations.h"

#include "cluster/broker_addresses.h"
#include "cluster/kafka_client.h"
#include "connect/connect_client.h"
#include "history/prometheus_history.h"
#include "net/bounded_http.h"

#include <QDateTime>
#include <QSet>

#include <algorithm>

namespace kafscope::history {

struct DashboardSampler::State {
    ConnectionProfile profile;
    QString storePath;
    std::unique_ptr<KafkaClient> client;
    std::optional<ClusterSnapshot> previous;
    MetadataQuorum quorum = MetadataQuorum::Unknown; // asked until a broker has told it
};

namespace {

// How old a stored rate may be to stand in for the current one on a window's first sample.
constexpr qint64 kStoredRateMaxAgeMs = 15 * 60 * 1000;

struct RunParams {
    qint64 rangeMs;
    int retentionDays;
    int top;
};

} // namespace

DashboardSampler::DashboardSampler(const ConnectionProfile &profile, const QString &storePath,
                                   QObject *parent)
    : QObject(parent), m_state(std::make_shared<State>())
{
    m_state->profile = profile;
    m_state->storePath = storePath;
    connect(&m_timer, &QTimer::timeout, this, &DashboardSampler::sampleNow);
}

DashboardSampler::~DashboardSampler()
{
    m_timer.stop();
}

void DashboardSampler::start(int intervalMs)
{
    m_timer.start(intervalMs);
    sampleNow();
}

void DashboardSampler::stop()
{
    m_timer.stop();
}

void DashboardSampler::sampleNow()
{
    if (m_worker.running()) {
        m_again = true; // once the running sample is in
        return;
    }
    m_again = false;
    const RunParams params{m_rangeMs, m_retentionDays, m_top};
    std::shared_ptr<State> state = m_state;
    m_worker.start(
        [state, params]() -> Result<DashboardData> {
            if (!state->client) {
                auto c = KafkaClient::create(state->profile, QStringLiteral("dashboard"));
                if (!c)
                    return c.error();
                state->client = std::move(c.value());
            }
            auto snap = takeSnapshot(*state->client, state->profile.timeoutMs, state->quorum);
            if (!snap)
                return snap.error();
            state->quorum = snap->controller.quorum;
            DashboardData d;
            d.snapshot = snap.value();
            {
                protocol::ConnectionOptions options;
                options.timeoutMs = state->profile.timeoutMs;
                protocol::ProtocolClient proto(*state->client, options);
                if (auto apis = proto.brokerApis())
                    d.kafkaRelease = apis->release();
                if (auto disks = protocol::describeLogDirs(proto))
                    d.disks = std::move(disks).value();
                else
                    d.disksError = disks.error().message();
                if (d.snapshot.controller.quorum == MetadataQuorum::KRaft) {
                    if (auto q = protocol::describeQuorum(proto))
                        d.quorum = std::move(q).value();
                    else
                        d.quorumError = q.error().message();
                }
            }
            if (!state->profile.connectUrls.isEmpty()) {
                connect::ConnectSummary summary;
                for (connect::ConnectEndpoint e : connect::connectEndpointsOf(state->profile)) {
                    ++summary.clusters;
                    e.timeoutMs = std::min(e.timeoutMs, 5000); // a silent worker delays a sample
                    connect::ConnectClient client(e, state->profile);
                    if (auto list = client.connectors())
                        summary.add(*list);
                    else
                        summary.errors
                            << QStringLiteral("%1: %2").arg(e.displayUrl(), list.error().message());
                }
                d.connect = summary;
            }
            const ClusterSnapshot *previous = state->previous ? &*state->previous : nullptr;
            if (previous)
                d.rates = ratesBetween(*previous, d.snapshot);
            const QString cluster = d.snapshot.cluster;
            const qint64 now = d.snapshot.timeMs;
            const qint64 since = now - params.rangeMs;

            HistoryStore store(state->storePath);
            QString storeError;
            auto note = [&storeError](const Error &e) {
                if (storeError.isEmpty())
                    storeError = e.message();
            };
            const bool open = [&] {
                auto s = store.open();
                if (!s)
                    note(s.error());
                if (!store.movedAside().isEmpty())
                    d.historyNote = KS_TR("The history store %1 was damaged (%2): it was moved "
                                          "to %3 and a new one was started")
                                        .arg(store.path(), store.damage(), store.movedAside());
                return bool(s);
            }();
            // Every broker the cluster had: those up, those its partitions still name, and those
            // the history saw within the retention.
            QList<int> known = d.snapshot.brokers;
            for (int id : d.snapshot.absentReplicaBrokers)
                if (!known.contains(id))
                    known << id;
            if (open) {
                const qint64 keep = now - qint64(params.retentionDays) * 24 * 3600 * 1000;
                if (auto k = store.seriesOfKind(cluster, QStringLiteral("broker.up"), keep))
                    for (const QString &id : k->keys())
                        if (!known.contains(id.toInt()))
                            known << id.toInt();
                std::sort(known.begin(), known.end());
                // Broker addresses across sessions: an earlier session's fill in those not seen
                // yet (a broker down since before this window opened), this one's are kept.
                if (auto b = store.brokers(cluster))
                    broker_addresses::rememberEarlier(cluster, b.value());
                if (auto s = store.rememberBrokers(cluster, broker_addresses::allSeen(cluster)); !s)
                    note(s.error());
                if (auto s = store.append(cluster, samplesOf(d.snapshot, previous, known)); !s)
                    note(s.error());
                if (auto p = store.prune(keep); !p)
                    note(p.error());
                // The first sample of this window has no rate of its own yet: the last stored one
                // of each topic, if recent, stands in (said so on hover).
                if (!previous)
                    if (auto r = store.seriesOfKind(cluster, QStringLiteral("topic.rate"),
                                                    now - kStoredRateMaxAgeMs))
                        for (auto it = r->constBegin(); it != r->constEnd(); ++it)
                            if (!it->isEmpty()) {
                                d.rates.insert(it.key(), it->last().second);
                                d.storedRateMs.insert(it.key(), it->last().first);
                            }
            }
            std::sort(known.begin(), known.end());
            d.knownBrokers = known;
            d.health = assessHealth(d.snapshot, known);
            if (d.connect)
                addConnectHealth(d.health, *d.connect);
            state->previous = d.snapshot;

            // The busiest topics: by current rate, then by messages held; the most lagging groups.
            // Kafka's own topics (__consumer_offsets, ...) are not what people call busy.
            QStringList topics;
            for (auto it = d.snapshot.topicMessages.constBegin();
                 it != d.snapshot.topicMessages.constEnd(); ++it)
                if (!isInternalTopicName(it.key()))
                    topics << it.key();
            std::sort(topics.begin(), topics.end(), [&d](const QString &a, const QString &b) {
                const double ra = d.rates.value(a, 0), rb = d.rates.value(b, 0);
                if (ra != rb)
                    return ra > rb;
                const qint64 ma = d.snapshot.topicMessages.value(a),
                             mb = d.snapshot.topicMessages.value(b);
                return ma != mb ? ma > mb : a < b;
            });
            QStringList groups = d.snapshot.groupLag.keys();
            std::sort(groups.begin(), groups.end(), [&d](const QString &a, const QString &b) {
                const qint64 la = d.snapshot.groupLag.value(a), lb = d.snapshot.groupLag.value(b);
                return la != lb ? la > lb : a < b;
            });
            for (const QString &t : topics.mid(0, params.top)) {
                Series s;
                if (open)
                    if (auto r = store.series(cluster, QStringLiteral("topic.rate"), t, since))
                        s = r.value();
                d.busiest.append({t, s});
            }
            for (const QString &g : groups.mid(0, params.top)) {
                Series s;
                if (open)
                    if (auto r = store.series(cluster, QStringLiteral("group.lag"), g, since))
                        s = r.value();
                d.lagging.append({g, s});
            }
            if (open) {
                if (auto r = store.series(cluster, QStringLiteral("total.rate"), QString(), since))
                    d.totalRate = r.value();
                if (auto r = store.series(cluster, QStringLiteral("total.lag"), QString(), since))
                    d.totalLag = r.value();
                if (auto o = store.oldest(cluster))
                    d.historySinceMs = o.value();
            }
            d.historyError = storeError;
            // The team's history: the profile's Prometheus, where `kafscope-cli monitor` is
            // scraped, replaces this machine's series; if it cannot answer, they stay.
            if (!state->profile.prometheusUrl.isEmpty()) {
                QStringList topicNames, groupNames;
                for (const auto &[t, s] : std::as_const(d.busiest))
                    topicNames << t;
                for (const auto &[g, s] : std::as_const(d.lagging))
                    groupNames << g;
                net::BoundedHttp http; // each sample runs on a thread of its own
                const QString label = state->profile.prometheusCluster.isEmpty()
                                          ? cluster
                                          : state->profile.prometheusCluster;
                auto h = queryPrometheusHistory(http, state->profile.prometheusUrl, label, since,
                                                now, topicNames, groupNames);
                if (h) {
                    d.historySource = state->profile.prometheusUrl;
                    d.totalRate = h->totalRate;
                    d.totalLag = h->totalLag;
                    for (auto &[t, s] : d.busiest)
                        s = h->topicRate.value(t);
                    for (auto &[g, s] : d.lagging)
                        s = h->groupLag.value(g);
                    d.historySinceMs = h->firstMs;
                } else {
                    d.prometheusError = h.error().message();
                }
            }
            return d;
        },
        [this](const Result<DashboardData> &r) {
            if (r)
                Q_EMIT updated(r.value());
            else
                Q_EMIT failed(r.error());
            if (m_again)
                sampleNow();
        });
}

} // namespace kafscope::history
