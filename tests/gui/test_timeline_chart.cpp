// The rebalance timeline at scale (no broker): a group history of 200,000 observations (2,000
// rebalances, 192,000 offset commits) is built and drawn with a bounded number of plot items,
// live and zoomed out to the whole history; zooming in brings back a stripe per partition; the
// commits keep their owners; hover still reads the whole timeline.
#include "rebalance/timeline.h"
#include "test_main.h"
#include "rebalance/timeline_chart.h"
#include "timeline_history.h"

#include <qcustomplot.h>

#include <QtTest>

using namespace kafscope;
using namespace kafscope::rebalance;
using namespace kafscope::ui;

class TestTimelineChart : public QObject {
    Q_OBJECT

    test::TimelineHistoryShape m_shape;
    Timeline m_timeline;

private Q_SLOTS:
    void initTestCase()
    {
        m_timeline = buildTimeline(test::timelineHistory(m_shape));
        QCOMPARE(m_timeline.generations.size(), test::timelineHistoryGenerations(m_shape));
        QCOMPARE(m_timeline.rebalances.size(), m_timeline.generations.size());
        QCOMPARE(m_timeline.lanes.size(),
                 m_shape.members); // static members: a lane each, across restarts
    }

    void commitsKeepTheirOwners()
    {
        // Every commit is on the lane that owned its partition then (the history rotates owners
        // every generation, so a stale owner shows).
        int checked = 0;
        for (qsizetype i = 0; i < m_timeline.commits.size(); i += 997) {
            const CommitPoint &c = m_timeline.commits[i];
            const Lane *owner = m_timeline.ownerAt(c.partition, c.timeMs);
            QVERIFY(owner);
            QCOMPARE(c.laneKey, owner->key);
            ++checked;
        }
        QVERIFY(checked > 100);
    }

    void drawsABoundedNumberOfItems()
    {
        TimelineChart chart;
        chart.resize(1200, 500);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setTimeline(m_timeline);
        // Following live: the newest two minutes (about 12 rebalances), each partition a stripe.
        const int liveItems = chart.plot()->itemCount();
        QVERIFY2(liveItems < 3000, qPrintable(QString::number(liveItems)));
        QVERIFY(chart.generationMarkerCount() >= 12 && chart.generationMarkerCount() < 100);
        QVERIFY(chart.stripeCount() >= m_shape.partitions);

        // The whole history (5.5 hours) in view: all 2,000 generations are in the window, drawn as
        // a few hundred items, partitions merged into grey runs.
        chart.setFollowLive(false);
        chart.plot()->xAxis->setRange(double(m_timeline.firstMs) / 1000,
                                      double(m_timeline.lastMs) / 1000);
        QTRY_COMPARE_WITH_TIMEOUT(chart.generationMarkerCount(), int(m_timeline.generations.size()),
                                  5000);
        const int allItems = chart.plot()->itemCount();
        QVERIFY2(allItems < 3000, qPrintable(QString::number(allItems)));
        QVERIFY2(chart.stripeCount() < 2000, qPrintable(QString::number(chart.stripeCount())));
        QVERIFY(chart.legendText().contains(QStringLiteral("too many for a stripe each")));

        // Zoomed into one rebalance in the middle: stripes per partition again.
        const Rebalance &r = m_timeline.rebalances[1000];
        chart.selectRebalance(1000);
        QTRY_VERIFY_WITH_TIMEOUT(chart.generationMarkerCount() < 10, 5000);
        QVERIFY(chart.plot()->xAxis->range().contains(double(r.startMs) / 1000));
        QVERIFY2(chart.stripeCount() >= m_shape.partitions,
                 qPrintable(QString::number(chart.stripeCount())));
        QVERIFY(chart.legendText().contains(QStringLiteral("orders-0")));

        // Hover reads the data, not the drawing.
        const qint64 mid = r.endMs + 1000;
        const Lane *owner = m_timeline.ownerAt(PartitionId{QStringLiteral("orders"), 0}, mid);
        QVERIFY(owner);
        const int lane = int(chart.laneLabels().indexOf(owner->label));
        QVERIFY(chart.hoverText(mid, lane).contains(QStringLiteral("orders-0")));
    }
};

KAFSCOPE_TEST_MAIN(TestTimelineChart)
#include "test_timeline_chart.moc"
