#include "rebalance/live_timeline.h"
#include "common/translations.h"

#include "common/worker.h"
#include "rebalance/group_observer.h"

#include <QDateTime>
#include <QMutex>

#include <algorithm>
#include <chrono>
#include <thread>

namespace kafscope::rebalance {

struct LiveTimeline::Shared {
    QMutex mutex; // guards universe
    Partitions universe;
    bool universeChanged = false;
};

LiveTimeline::LiveTimeline(ConnectionProfile profile, LiveTimelineOptions options,
                           std::shared_ptr<LabRecorder> store)
    : m_profile(std::move(profile)), m_options(std::move(options)),
      m_store(store ? std::move(store) : std::make_shared<LabRecorder>())
{
}

LiveTimeline::~LiveTimeline()
{
    stop();
}

void LiveTimeline::setUniverse(const Partitions &universe)
{
    if (!m_shared)
        return;
    QMutexLocker lock(&m_shared->mutex);
    m_shared->universe = universe;
    m_shared->universeChanged = true;
}

void LiveTimeline::start(QObject *receiver, Listener listener)
{
    stop();
    auto shared = std::make_shared<Shared>();
    m_shared = shared;
    m_worker = std::make_unique<Worker>(receiver, QStringLiteral("kafscope-timeline"));
    m_worker->run([shared, listener = std::move(listener), profile = m_profile, options = m_options,
                   store = m_store](const WorkerContext &ctx) {
        auto notify = [&](const std::shared_ptr<const LiveSnapshot> &s) {
            ctx.post([listener, s] { listener(s); });
        };
        GroupObserverOptions o{options.group, options.fromOldest, options.statePollMs, true};
        auto observer = GroupObserver::open(profile, o);
        if (!observer) {
            auto s = std::make_shared<LiveSnapshot>();
            s->errors
                << KS_TR("Watching group %1: %2").arg(options.group, observer.error().message());
            s->caughtUp = true;
            notify(s);
            return;
        }
        qint64 builtEvents = -1;
        bool builtCaughtUp = false;
        qint64 nextBuildMs = 0;
        qsizetype builtErrors = 0;
        while (!ctx.cancelled()) {
            auto events = observer.value()->step(100);
            if (!events) {
                store->memberError(QStringLiteral("watch"), events.error().message());
                std::this_thread::sleep_for(std::chrono::milliseconds(500));
            } else {
                for (const TimelineEvent &e : events.value())
                    store->addEvent(e);
            }
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            const bool caughtUp = observer.value()->caughtUp();
            Partitions universe;
            bool universeChanged = false;
            {
                QMutexLocker lock(&shared->mutex);
                universe = shared->universe;
                universeChanged = std::exchange(shared->universeChanged, false);
            }
            const qint64 count = store->eventCount();
            const qsizetype errors = store->errorCount();
            // While replaying, wait for the end of the past: one picture, not a flicker of partial
            // ones.
            if (now < nextBuildMs || (!caughtUp && count > 0) ||
                (count == builtEvents && caughtUp == builtCaughtUp && !universeChanged &&
                 errors == builtErrors))
                continue;
            builtEvents = count;
            builtCaughtUp = caughtUp;
            builtErrors = errors;
            auto s = std::make_shared<LiveSnapshot>();
            s->timeline = buildTimeline(store->events(), universe);
            // A long history takes a while to build (200k events: ~0.2 s): the thread builds at
            // most a third of the time, so it keeps reading and the machine stays usable.
            const qint64 builtMs = QDateTime::currentMSecsSinceEpoch() - now;
            nextBuildMs = now + std::max<qint64>(options.rebuildMs, 3 * builtMs);
            s->events = count;
            s->caughtUp = caughtUp;
            s->waitingForLog = observer.value()->waitingForLog();
            s->errors = store->errors();
            notify(s);
        }
    });
}

void LiveTimeline::stop()
{
    m_shared.reset();
    m_worker.reset(); // cancels the run and cuts its posts; never waits
}

} // namespace kafscope::rebalance
