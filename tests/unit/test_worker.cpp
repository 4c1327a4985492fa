// The one worker abstraction: a named thread, a cancellation token, queued hand-off with
// generation tokens, and a stop that never waits for the thread (WorkerReaper counts it).
#include "common/worker.h"
#include "test_main.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QSemaphore>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>

using namespace kafscope;

namespace {

// An owner as views hold one: the worker is its member, so it goes before the QObject does.
class Owner : public QObject {
public:
    Worker worker{this, QStringLiteral("kafscope-test"), 2};
};

} // namespace

class TestWorker : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() { QVERIFY(WorkerReaper::waitForAll(5000)); }

    void runsOnANamedThreadAndDeliversOnTheOwnersThread()
    {
        Owner owner;
        QThread *const testThread = QThread::currentThread();
        QString name;
        QThread *workThread = nullptr;
        QThread *deliverThread = nullptr;
        bool runningInDeliver = true;
        int delivered = 0;
        QSemaphore mayReturn;
        QVERIFY(owner.worker.start(
            [&](const WorkerContext &) {
                workThread = QThread::currentThread();
                name = workThread->objectName();
                mayReturn.acquire();
                return 7;
            },
            [&](int v) {
                deliverThread = QThread::currentThread();
                runningInDeliver = owner.worker.running();
                delivered = v;
            }));
        QVERIFY(owner.worker.running());
        // One run at a time.
        QVERIFY(!owner.worker.start([](const WorkerContext &) { return 0; }, [](int) {}));
        mayReturn.release();
        QTRY_COMPARE_WITH_TIMEOUT(delivered, 7, 5000);
        QCOMPARE(name, QStringLiteral("kafscope-test"));
        QVERIFY(workThread != testThread);
        QCOMPARE(deliverThread, testThread);
        QVERIFY(!runningInDeliver);
        QVERIFY(!owner.worker.running());
    }

    void theLoopSeesItsCancellationAndPostsInOrder()
    {
        Owner owner;
        QList<int> progress;
        int result = -1;
        int levelSeen = -1;
        QElapsedTimer clock;
        qint64 deliveredMs = -1;
        QVERIFY(owner.worker.start(
            [&levelSeen, &progress](const WorkerContext &ctx) {
                int i = 0;
                while (!ctx.cancelled()) {
                    ctx.post([i, &progress] { progress << i; });
                    ++i;
                    QThread::msleep(2);
                }
                levelSeen = ctx.cancelLevel();
                return i;
            },
            [&](int v) {
                result = v;
                deliveredMs = clock.elapsed();
            }));
        QTRY_VERIFY_WITH_TIMEOUT(progress.size() >= 10, 5000);
        clock.start();
        owner.worker.cancel(1);
        owner.worker.cancel(0); // never lowers it
        QTRY_VERIFY_WITH_TIMEOUT(result >= 0, 5000);
        qInfo("cancel to result delivered: %lld ms", deliveredMs);
        // Generous: two cores shared with other builds.
        QVERIFY(deliveredMs >= 0 && deliveredMs < 1000);
        QCOMPARE(levelSeen, 1);
        QCOMPARE(progress.size(), result); // every post delivered, before the result
        for (int i = 0; i < progress.size(); ++i)
            QCOMPARE(progress[i], i);
    }

    // A run stuck in its cancelled teardown (as librdkafka's close can be): deleting the owner
    // returns at once, nothing reaches it afterwards, and the reaper sees the thread end.
    void deletingTheOwnerNeverWaitsAndDropsWhatFollows()
    {
        auto *owner = new Owner;
        auto deliveredAfter = std::make_shared<std::atomic<int>>(0);
        auto levelSeen = std::make_shared<std::atomic<int>>(-1);
        QSemaphore started;
        QVERIFY(owner->worker.start(
            [deliveredAfter, levelSeen, &started](const WorkerContext &ctx) {
                started.release();
                while (!ctx.cancelled())
                    QThread::msleep(1);
                levelSeen->store(ctx.cancelLevel());
                for (int i = 0; i < 50; ++i) { // the slow teardown, still posting progress
                    ctx.post([deliveredAfter] { deliveredAfter->fetch_add(1); });
                    QThread::msleep(20);
                }
                return 1;
            },
            [deliveredAfter](int) { deliveredAfter->fetch_add(1000); }));
        QVERIFY(started.tryAcquire(1, 5000));
        QElapsedTimer clock;
        clock.start();
        delete owner;
        const qint64 deleteMs = clock.elapsed();
        qInfo("deleting the owner of a busy run took %lld ms", deleteMs);
        QVERIFY(deleteMs < 100);
        QCOMPARE(WorkerReaper::running(), 1);
        QVERIFY(!WorkerReaper::waitForAll(100)); // honest: the teardown is still going
        QVERIFY(WorkerReaper::waitForAll(5000));
        QCoreApplication::processEvents();
        QCOMPARE(levelSeen->load(), 2); // the abandon level the owner gave
        QCOMPARE(deliveredAfter->load(), 0);
    }

    void anAbandonedRunsAnswerIsStale()
    {
        Owner owner;
        QSemaphore releaseFirst;
        QList<int> delivered;
        QVERIFY(owner.worker.start(
            [&releaseFirst](const WorkerContext &ctx) {
                releaseFirst.acquire();
                ctx.post([] {});
                return 1;
            },
            [&](int v) { delivered << v; }));
        const quint64 first = owner.worker.generation();
        owner.worker.abandon();
        QVERIFY(!owner.worker.running());
        QVERIFY(owner.worker.start([](const WorkerContext &) { return 2; },
                                   [&](int v) { delivered << v; }));
        QVERIFY(owner.worker.generation() > first);
        QTRY_COMPARE_WITH_TIMEOUT(delivered, QList<int>{2}, 5000);
        releaseFirst.release();
        QVERIFY(WorkerReaper::waitForAll(5000));
        QTest::qWait(50);
        QCOMPARE(delivered, QList<int>{2});
    }

    // run(): no result to deliver; without an owner (a run's inner thread) every post is
    // dropped, and the parent waits for it; running() follows the thread.
    void anOwnerlessRunIsWaitedForAndPostsNothing()
    {
        Worker inner(nullptr, QStringLiteral("kafscope-inner"));
        QVERIFY(inner.ended());
        QSemaphore mayEnd;
        std::atomic<bool> posted{false};
        QString name;
        QVERIFY(inner.run([&](const WorkerContext &ctx) {
            name = QThread::currentThread()->objectName();
            ctx.post([&posted] { posted = true; });
            while (!ctx.cancelled())
                mayEnd.tryAcquire(1, 10);
        }));
        QVERIFY(inner.running());
        QVERIFY(!inner.run([] {})); // one run at a time
        QVERIFY(!inner.wait(100));  // it waits for its token
        inner.cancel();
        QVERIFY(inner.wait(-1));
        QVERIFY(inner.ended() && !inner.running());
        QCOMPARE(name, QStringLiteral("kafscope-inner"));
        QCoreApplication::processEvents();
        QVERIFY(!posted.load());
        QVERIFY(inner.run([] {})); // a new run once the last one ended
        QVERIFY(inner.wait(5000));
    }

    // startLoop(): the object serves queued calls on a named thread of its own until cancelled,
    // is deleted there, and the reaper counts the thread until then; ~Worker never waits.
    void aLoopServesItsObjectUntilCancelled()
    {
        struct Served : QObject {
            std::atomic<QThread *> *deletedOn = nullptr;
            ~Served() override { deletedOn->store(QThread::currentThread()); }
        };
        std::atomic<QThread *> deletedOn{nullptr};
        QThread *servedOn = nullptr;
        QString name;
        {
            Owner owner;
            auto *object = new Served;
            object->deletedOn = &deletedOn;
            QVERIFY(owner.worker.startLoop(object));
            QVERIFY(owner.worker.running());
            QSemaphore answered;
            QMetaObject::invokeMethod(
                object,
                [&] {
                    servedOn = QThread::currentThread();
                    name = servedOn->objectName();
                    answered.release();
                },
                Qt::QueuedConnection);
            QVERIFY(answered.tryAcquire(1, 5000));
            QVERIFY(servedOn != QThread::currentThread());
            QCOMPARE(name, QStringLiteral("kafscope-test"));
            QVERIFY(WorkerReaper::running() >= 1);
        } // ~Owner: ~Worker ends the loop and returns at once
        QVERIFY(WorkerReaper::waitForAll(5000));
        QCOMPARE(deletedOn.load(), servedOn); // deleted on its own thread, before the run ended
    }

    // A loop cancelled before its thread began its event loop still ends (and deletes its object).
    void aLoopCancelledAtOnceEnds()
    {
        auto owner = std::make_unique<Owner>();
        auto *object = new QObject;
        QPointer<QObject> watch(object);
        QVERIFY(owner->worker.startLoop(object));
        owner->worker.cancel();
        QVERIFY(owner->worker.wait(5000));
        QVERIFY(owner->worker.ended());
        QVERIFY(watch.isNull());
        QVERIFY(WorkerReaper::waitForAll(5000));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestWorker)
#include "test_worker.moc"
