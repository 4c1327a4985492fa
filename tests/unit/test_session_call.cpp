// ClusterSession::call hands a result back only to a context that is still alive, checked on the
// context's own thread: a view closed while its call is in flight is never called back.
#include "cluster/cluster_session.h"
#include "test_main.h"
#include "common/worker.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSemaphore>
#include <QSet>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>

using namespace kafscope;

namespace {

// Nothing listens there: the session's client is created (librdkafka connects lazily) and the
// jobs below never ask the cluster anything.
ConnectionProfile offlineProfile()
{
    ConnectionProfile p;
    p.bootstrap = QStringLiteral("127.0.0.1:1");
    p.timeoutMs = 1000;
    return p;
}

} // namespace

class TestSessionCall : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aLiveContextGetsItsResultOnItsThread()
    {
        ClusterSession session(offlineProfile());
        QObject context;
        QThread *const testThread = QThread::currentThread();
        QThread *jobThread = nullptr;
        QThread *doneThread = nullptr;
        int value = 0;
        session.call<int>(
            &context,
            [&](KafkaClient &) -> Result<int> {
                jobThread = QThread::currentThread();
                return 42;
            },
            [&](const Result<int> &r) {
                doneThread = QThread::currentThread();
                value = r.ok() ? r.value() : -1;
            });
        QTRY_COMPARE_WITH_TIMEOUT(value, 42, 5000);
        QVERIFY(jobThread && jobThread != testThread);
        QCOMPARE(doneThread, testThread);
    }

    void aContextDeletedWhileItsCallRunsIsNeverCalledBack()
    {
        ClusterSession session(offlineProfile());
        auto *closing = new QObject;
        QObject staying;
        QSemaphore jobStarted, mayFinish, jobEnded;
        bool closedCalledBack = false;
        bool stayingCalledBack = false;
        session.call<int>(
            closing,
            [&](KafkaClient &) -> Result<int> {
                jobStarted.release();
                mayFinish.acquire();
                return 1;
            },
            [&](const Result<int> &) { closedCalledBack = true; });
        // Queued behind the first in the same worker: once it answers, the first answer was
        // handed back before it.
        session.call<int>(
            &staying,
            [&](KafkaClient &) -> Result<int> {
                jobEnded.release();
                return 2;
            },
            [&](const Result<int> &) { stayingCalledBack = true; });
        QVERIFY(jobStarted.tryAcquire(1, 5000));
        delete closing; // the view closes while its call is in flight
        mayFinish.release();
        QVERIFY(jobEnded.tryAcquire(1, 5000));
        QTRY_VERIFY_WITH_TIMEOUT(stayingCalledBack, 5000);
        QTest::qWait(100);
        QVERIFY(!closedCalledBack);
    }

    // Contexts deleted at every moment of their calls (before, during and after the job, and
    // while the answer is being handed back): each deleted one gets nothing, each kept one
    // exactly one answer. Before the fix the worker read the QPointer and then posted to an object
    // the GUI thread could be freeing at that moment; this is the race, many times over.
    void contextsDeletedAtRandomMomentsGetNothing_data()
    {
        QTest::addColumn<int>("calls");
        QTest::addColumn<int>("maxJobMicros");
        QTest::newRow("slow jobs") << 400 << 200;
        QTest::newRow("instant jobs") << 20000 << 0;
    }

    void contextsDeletedAtRandomMomentsGetNothing()
    {
        QFETCH(int, calls);
        QFETCH(int, maxJobMicros);
        ClusterSession session(offlineProfile());
        std::vector<QObject *> contexts(calls);
        QSet<int> deleted;
        QList<int> answered, calledAfterDelete;
        std::atomic<int> jobsDone{0};
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < calls; ++i) {
            contexts[i] = new QObject;
            session.call<int>(
                contexts[i],
                [i, maxJobMicros, &jobsDone](KafkaClient &) -> Result<int> {
                    if (maxJobMicros > 0)
                        QThread::usleep(QRandomGenerator::global()->bounded(maxJobMicros));
                    jobsDone.fetch_add(1);
                    return i;
                },
                [&answered, &deleted, &calledAfterDelete](const Result<int> &r) {
                    // Checked here, on the GUI thread, at the moment of the answer: a context
                    // answered and deleted afterwards was rightly called back.
                    if (deleted.contains(r.value()))
                        calledAfterDelete << r.value();
                    answered << r.value();
                });
            // Delete an earlier context now and then while the worker is answering calls.
            if (i % 2 == 1 && maxJobMicros == 0) {
                delete contexts[i - 1];
                contexts[i - 1] = nullptr;
                deleted.insert(i - 1);
            }
        }
        for (int i = 0; i < calls && maxJobMicros > 0; i += 2) {
            delete contexts[i];
            contexts[i] = nullptr;
            deleted.insert(i);
            QThread::usleep(QRandomGenerator::global()->bounded(150));
            if (i % 8 == 0)
                QCoreApplication::processEvents();
        }
        QTRY_COMPARE_WITH_TIMEOUT(jobsDone.load(), calls, 30000);
        // Every kept context answered once; a deleted one only if its answer came before it was
        // deleted (the slow rows delete while events are processed, so a fast worker's answer can
        // arrive first).
        const auto keptAnswered = [&] {
            int n = 0;
            for (int id : answered)
                n += deleted.contains(id) ? 0 : 1;
            return n;
        };
        QTRY_COMPARE_WITH_TIMEOUT(keptAnswered(), calls - int(deleted.size()), 10000);
        QTest::qWait(50); // a stray answer would come now
        QVERIFY2(calledAfterDelete.isEmpty(),
                 qPrintable(QStringLiteral("deleted context %1 was called back")
                                .arg(calledAfterDelete.value(0))));
        QCOMPARE(QSet<int>(answered.begin(), answered.end()).size(), answered.size());
        for (QObject *c : contexts)
            delete c;
        qInfo("%d calls, %d contexts deleted mid-flight, %lld ms", calls, int(deleted.size()),
              qint64(clock.elapsed()));
    }

    void aSessionDeletedWhileACallRunsDropsTheAnswer()
    {
        QVERIFY(WorkerReaper::waitForAll(5000)); // the earlier tests' sessions are gone
        auto *session = new ClusterSession(offlineProfile());
        QCOMPARE(WorkerReaper::running(), 1); // the session's thread is a Worker's, counted
        QObject context;
        QSemaphore jobStarted, mayFinish, jobEnded;
        bool calledBack = false;
        session->call<int>(
            &context,
            [&](KafkaClient &) -> Result<int> {
                jobStarted.release();
                mayFinish.acquire();
                jobEnded.release();
                return 1;
            },
            [&](const Result<int> &) { calledBack = true; });
        QVERIFY(jobStarted.tryAcquire(1, 5000));
        QElapsedTimer clock;
        clock.start();
        delete session; // the window closes: its session goes while the worker is busy
        QVERIFY2(clock.elapsed() < 1000, "deleting the session waited for the worker");
        // The thread it left behind is counted, so the program's exit waits for it (bounded).
        QCOMPARE(WorkerReaper::running(), 1);
        QVERIFY(!WorkerReaper::waitForAll(100));
        mayFinish.release();
        QVERIFY(jobEnded.tryAcquire(1, 5000));
        QVERIFY(WorkerReaper::waitForAll(5000));
        QCOMPARE(WorkerReaper::running(), 0);
        QTest::qWait(300);
        QVERIFY(!calledBack);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestSessionCall)
#include "test_session_call.moc"
