// Issue 33: the answer each view exists for is on screen, whole, at 1280x800 and at 960x600, in
// English and Chinese, in the light and the dark theme: the per-partition Lag of a group, and the
// longest stop and the cause of each rebalance (a crash among them). The rebalance view's legend
// never overlaps the time axis, generation labels never overlap each other, lanes are in join
// order, and the lab panel is one line while no lab runs.
#include "common/palette.h"
#include "test_main.h"
#include "common/translations.h"
#include "groups/group_detail_view.h"
#include "groups/groups_view.h"
#include "groups_test_support.h"
#include "rebalance/lab_panel.h"
#include "rebalance/rebalance_list_model.h"
#include "rebalance/rebalance_view.h"
#include "rebalance/timeline_chart.h"
#include "gui/application.h"

#include <qcustomplot.h>

#include <QHeaderView>
#include <QLabel>
#include <QStackedWidget>
#include <QStyle>
#include <QTableView>
#include <QTableWidget>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::rebalance;
using namespace kafscope::test;
using namespace kafscope::ui;

namespace {

PartitionId tp(int p)
{
    return PartitionId{QStringLiteral("payments"), p};
}

Partitions parts(std::initializer_list<int> ids)
{
    Partitions out;
    for (int i : ids)
        out.insert(tp(i));
    return out;
}

MemberCallback callback(qint64 t, const QString &label, MemberCallback::Kind kind,
                        const Partitions &p)
{
    MemberCallback c;
    c.timeMs = t;
    c.label = label;
    c.kind = kind;
    c.partitions = p;
    c.memberId = label + QStringLiteral("-id");
    return c;
}

// A lab run as the rebalance view shows it: m1..m3 join, m1 crashes at +20 s and is timed out 6 s
// later, then m4 joins. Generations 1, 2 and 3 come within milliseconds of each other.
Timeline crashTimeline()
{
    const qint64 t0 = QDateTime::currentMSecsSinceEpoch() - 60000;
    const auto A = MemberCallback::Kind::Assigned, R = MemberCallback::Kind::Revoked;
    QList<TimelineEvent> e;
    for (const char *m : {"m1", "m2", "m3"})
        e << LabAction{t0, LabAction::Kind::Add, QString::fromLatin1(m), 0};
    e << StateObservation{t0 + 100, GroupState::PreparingRebalance, t0};
    e << callback(t0 + 3000, QStringLiteral("m1"), A, parts({0, 1}))
      << callback(t0 + 3001, QStringLiteral("m2"), A, parts({2, 3}))
      << callback(t0 + 3002, QStringLiteral("m3"), A, parts({4, 5}));
    for (int g = 1; g <= 3; ++g) {
        GenerationRecord r;
        r.timeMs = t0 + 2990 + g * 3;
        r.generation = g;
        r.assignor = QStringLiteral("range");
        e << r;
    }
    e << StateObservation{t0 + 3100, GroupState::Stable, t0 + 2900};
    for (qint64 t = t0 + 3500; t < t0 + 40000; t += 500)
        for (int p = 0; p < 6; ++p)
            if (p >= 2 || t < t0 + 20000)
                e << CommitObservation{t, tp(p), t / 100};
    e << LabAction{t0 + 20000, LabAction::Kind::Crash, QStringLiteral("m1"), 0};
    e << StateObservation{t0 + 26000, GroupState::PreparingRebalance, t0 + 25500}
      << callback(t0 + 26010, QStringLiteral("m2"), R, parts({2, 3}))
      << callback(t0 + 26012, QStringLiteral("m3"), R, parts({4, 5}))
      << callback(t0 + 26200, QStringLiteral("m2"), A, parts({0, 1, 2}))
      << callback(t0 + 26201, QStringLiteral("m3"), A, parts({3, 4, 5}))
      << StateObservation{t0 + 26300, GroupState::Stable, t0 + 26000};
    e << LabAction{t0 + 32000, LabAction::Kind::Add, QStringLiteral("m4"), 0}
      << StateObservation{t0 + 32500, GroupState::PreparingRebalance, t0 + 32000}
      << callback(t0 + 32510, QStringLiteral("m2"), R, parts({0, 1, 2}))
      << callback(t0 + 32512, QStringLiteral("m3"), R, parts({3, 4, 5}))
      << callback(t0 + 32700, QStringLiteral("m2"), A, parts({0, 1}))
      << callback(t0 + 32701, QStringLiteral("m3"), A, parts({2, 3}))
      << callback(t0 + 32702, QStringLiteral("m4"), A, parts({4, 5}))
      << StateObservation{t0 + 32800, GroupState::Stable, t0 + 32500};
    return buildTimeline(e, parts({0, 1, 2, 3, 4, 5}));
}

// Why `column` of `table` is not whole on screen (empty: it is): its section must lie inside the
// viewport and be as wide as its title and every cell's text need.
QString notWhole(QTableView *table, int column)
{
    QHeaderView *h = table->horizontalHeader();
    const int margin = table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table);
    const int left = h->sectionViewportPosition(column), width = h->sectionSize(column);
    const QString title = table->model()->headerData(column, Qt::Horizontal).toString();
    if (h->isSectionHidden(column) || left < 0 || left + width > table->viewport()->width())
        return QStringLiteral("%1: section %2..%3 outside a viewport of %4")
            .arg(title)
            .arg(left)
            .arg(left + width)
            .arg(table->viewport()->width());
    const QFontMetrics fm(table->font());
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        const QString text = table->model()->index(r, column).data().toString();
        const int needed = fm.horizontalAdvance(text) + 2 * margin + 2;
        if (needed > width)
            return QStringLiteral("%1: \"%2\" needs %3 px, has %4")
                .arg(title, text)
                .arg(needed)
                .arg(width);
    }
    const QFontMetrics hm(h->font());
    const int headerMargin = h->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, h);
    if (hm.horizontalAdvance(title) + 2 * headerMargin > width)
        return QStringLiteral("%1: title elided in %2 px").arg(title).arg(width);
    return {};
}

} // namespace

class TestGroupsRebalanceFit : public QObject {
    Q_OBJECT

    QString m_topic, m_group;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        const ConnectionProfile p = profileFor("kafka1");
        m_topic = makeTopic(p, QStringLiteral("fit-lag"), 4);
        for (int part = 0; part < 4; ++part)
            produceMessages(p, m_topic, 1200, part);
        // A long group name, committed well behind the end: lags of four digits with separators.
        m_group = uniqueName(QStringLiteral("fit-a-consumer-group-with-a-rather-long-name"));
        QList<QPair<QString, int>> tps;
        for (int part = 0; part < 4; ++part)
            tps << qMakePair(m_topic, part);
        commitOffsets(p, m_group, tps, 7);
    }

    void whole_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("dark");
        QTest::addColumn<QSize>("size");
        // English first: a translator stays installed for the rest of the process.
        for (const char *lang : {"en", "zh_CN"})
            for (bool dark : {false, true})
                for (const QSize size : {QSize(1280, 800), QSize(960, 600)})
                    QTest::addRow("%s-%s-%dx%d", lang, dark ? "dark" : "light", size.width(),
                                  size.height())
                        << QString::fromLatin1(lang) << dark << size;
    }

    void whole()
    {
        QFETCH(QString, language);
        QFETCH(bool, dark);
        QFETCH(QSize, size);
        if (language != QLatin1String("en"))
            QCOMPARE(i18n::install(language), language);
        Palette::applyTheme(dark ? Theme::Dark : Theme::Light);

        kafscope::app::Window w;
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        if (w.width() > size.width() || w.height() > size.height())
            qWarning("the window could not shrink to %dx%d: %dx%d", size.width(), size.height(),
                     w.width(), w.height());
        // These views never hold the window above 960x600: each fits in what a 960x600 window
        // leaves a view (the window less its navigator, menu, tool and status bars).
        QVERIFY(w.currentView());
        const QSize chrome = w.size() - w.currentView()->size();
        for (QWidget *v : {static_cast<QWidget *>(w.findChild<GroupsView *>()),
                           static_cast<QWidget *>(w.findChild<RebalanceView *>())}) {
            QVERIFY(v);
            const QSize room = QSize(960, 600) - chrome;
            QVERIFY2(v->minimumSizeHint().width() <= room.width() &&
                         v->minimumSizeHint().height() <= room.height(),
                     qPrintable(QStringLiteral("%1: minimum %2x%3 in %4x%5")
                                    .arg(QString::fromLatin1(v->metaObject()->className()))
                                    .arg(v->minimumSizeHint().width())
                                    .arg(v->minimumSizeHint().height())
                                    .arg(room.width())
                                    .arg(room.height())));
        }
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(profileFor("kafka1"));
        QVERIFY(answered.wait(20000));

        // The group: per-partition Lag whole, the group's name whole in the list.
        QVERIFY(w.openView(QStringLiteral("group:") + m_group));
        auto *groups = w.findChild<GroupsView *>();
        QVERIFY(groups);
        auto *partitions =
            groups->detail()->findChild<QTableWidget *>(QStringLiteral("partitions"));
        QTRY_VERIFY_WITH_TIMEOUT(partitions->rowCount() == 4 && partitions->item(0, 4) &&
                                     partitions->item(0, 4)->text() == QLocale().toString(1200 - 7),
                                 30000);
        QTest::qWait(100);
        const int lag = 4;
        QCOMPARE(partitions->horizontalHeaderItem(lag)->text(),
                 language == QLatin1String("en") ? QStringLiteral("Lag")
                                                 : partitions->horizontalHeaderItem(lag)->text());
        QVERIFY2(partitions->isVisible(), "the partitions tab is not the one shown");
        if (const QString why = notWhole(partitions, lag); !why.isEmpty())
            QFAIL(qPrintable(why));
        auto *list = groups->findChild<QTableView *>(QStringLiteral("groupTable"));
        QTRY_VERIFY_WITH_TIMEOUT(list->model()->rowCount() > 0, 20000);
        QTest::qWait(100);
        // The Group column shows the selected group's name whole (others may be longer).
        const QFontMetrics fm(list->font());
        QVERIFY2(list->horizontalHeader()->sectionSize(0) >= fm.horizontalAdvance(m_group),
                 qPrintable(QString::number(list->horizontalHeader()->sectionSize(0))));
        // The lag chart, with a real time axis, or a message: never empty axes.
        auto *stack =
            groups->detail()->findChild<QStackedWidget *>(QStringLiteral("lagChartStack"));
        QVERIFY(stack);
        QTRY_VERIFY_WITH_TIMEOUT(stack->currentWidget()->objectName() == QLatin1String("lagChart"),
                                 20000);

        // The rebalances: longest stop and cause whole, the crash about six seconds.
        QVERIFY(w.openView(QStringLiteral("rebalance")));
        auto *view = w.findChild<RebalanceView *>();
        QVERIFY(view);
        const Timeline t = crashTimeline();
        view->chart()->setTimeline(t);
        view->rebalanceModel()->setRebalances(t.rebalances);
        QTest::qWait(600); // the chart redraws on its timer
        QTableView *rl = view->rebalanceList();
        QCOMPARE(rl->model()->rowCount(), 3);
        for (int c : {RebalanceListModel::LongestStop, RebalanceListModel::Cause,
                      RebalanceListModel::Duration, RebalanceListModel::Start})
            if (const QString why = notWhole(rl, c); !why.isEmpty())
                QFAIL(qPrintable(why));
        const QString crashStop =
            rl->model()->index(1, RebalanceListModel::LongestStop).data().toString();
        QVERIFY2(crashStop.contains(QLocale().toString(6.20, 'f', 2)), qPrintable(crashStop));
        QCOMPARE(rl->model()->index(1, RebalanceListModel::Cause).data().toString(),
                 QStringLiteral("crash m1"));
        // Lanes in join order; the crashed member's silence drawn.
        QCOMPARE(view->chart()->laneLabels(),
                 QStringList({QStringLiteral("m1"), QStringLiteral("m2"), QStringLiteral("m3"),
                              QStringLiteral("m4")}));
        QVERIFY(view->chart()->silenceCount() >= 1);
        // Generation labels never overlap in a row.
        const auto &labels = view->chart()->generationLabels();
        QVERIFY(!labels.isEmpty());
        for (qsizetype i = 0; i < labels.size(); ++i)
            for (qsizetype j = i + 1; j < labels.size(); ++j)
                QVERIFY2(labels[i].row != labels[j].row || labels[i].right <= labels[j].left ||
                             labels[j].right <= labels[i].left,
                         qPrintable(labels[i].text + QStringLiteral(" / ") + labels[j].text));
        // The legend lies below the plot, never over its time axis.
        QCustomPlot *plot = view->chart()->plot();
        QWidget *legend = view->chart()->legendArea();
        QVERIFY(legend->isVisible());
        const QRect plotRect(plot->mapTo(&w, QPoint(0, 0)), plot->size());
        const QRect legendRect(legend->mapTo(&w, QPoint(0, 0)), legend->size());
        QVERIFY2(!plotRect.intersects(legendRect) && legendRect.height() > 0,
                 qPrintable(QStringLiteral("plot %1,%2 %3x%4, legend %5,%6 %7x%8")
                                .arg(plotRect.x())
                                .arg(plotRect.y())
                                .arg(plotRect.width())
                                .arg(plotRect.height())
                                .arg(legendRect.x())
                                .arg(legendRect.y())
                                .arg(legendRect.width())
                                .arg(legendRect.height())));
        QVERIFY(plot->height() >= 140);
        // No lab runs: the lab panel is one line.
        QVERIFY(!view->labPanel()->isExpanded());
        QVERIFY(view->labPanel()->height() <= 3 * view->labPanel()->fontMetrics().height() + 16);
    }
};

KAFSCOPE_TEST_MAIN(TestGroupsRebalanceFit)
#include "test_groups_rebalance_fit.moc"
