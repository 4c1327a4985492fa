// The GUI-thread stall benchmark for bench/gui_stall_bench.sh: the whole app window (offscreen) at
// once streams a topic of a million records into the message browser (shown), runs the load
// generator at full speed on another topic, follows a live rebalance timeline of a group the lab
// keeps rebalancing, and samples the dashboard. A 5 ms precise timer on the GUI thread measures how
// late each tick comes: that lateness is the stall a user would feel. Prints one JSON object.
#include "browse/message_browser_view.h"
#include "browse/message_table_model.h"
#include "produce/load_panel.h"
#include "produce/produce_view.h"
#include "rebalance/rebalance_view.h"
#include "gui/application.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace kafscope;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.size() < 4)
        return std::fprintf(stderr, "usage: gui_stall_bench BOOTSTRAP BROWSE_TOPIC LOAD_TOPIC "
                                    "GROUP [MIN_SECONDS]\n"),
               2;
    const double minSeconds = args.value(4, QStringLiteral("30")).toDouble();
    ConnectionProfile profile;
    profile.bootstrap = args[0];

    kafscope::app::Window window;
    window.resize(1280, 800);
    window.show();
    auto *browser = window.findChild<ui::MessageBrowserView *>();
    auto *produce = window.findChild<ui::ProduceView *>();
    auto *rebalance = window.findChild<ui::RebalanceView *>();
    if (!browser || !produce || !rebalance)
        return std::fprintf(stderr, "a view is missing\n"), 1;

    constexpr int kTickMs = 5;
    std::vector<double> lateMs;
    lateMs.reserve(100000);
    QElapsedTimer clock, sinceTick;
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    ticker.setInterval(kTickMs);
    // KAFSCOPE_STALL_TRACE=1: each stall over 50 ms on stderr, with when it ended and the rows
    // shown then, to tell what caused it.
    const bool trace = qEnvironmentVariableIsSet("KAFSCOPE_STALL_TRACE");
    auto *browserModel = browser->model();
    QObject::connect(&ticker, &QTimer::timeout, &app, [&] {
        const double late = std::max(0.0, sinceTick.nsecsElapsed() / 1e6 - kTickMs);
        lateMs.push_back(late);
        if (trace && late > 50)
            std::fprintf(stderr, "stall %.1f ms at %.3f s, %d rows shown, browsing %d\n", late,
                         clock.elapsed() / 1000.0, browserModel->rowCount(),
                         int(browser->isBrowsing()));
        sinceTick.restart();
    });

    bool browsed = false;
    int timelineUpdates = 0;
    qint64 rows = 0;
    QObject::connect(rebalance, &ui::RebalanceView::timelineUpdated, &app,
                     [&] { ++timelineUpdates; });
    bool done = false;
    QTimer check;
    auto finish = [&] {
        if (done || !browsed || clock.elapsed() < minSeconds * 1000)
            return;
        done = true;
        check.stop();
        ticker.stop();
        produce->loadPanel()->findChild<QPushButton *>(QStringLiteral("stopLoad"))->click();
        std::vector<double> sorted = lateMs;
        std::sort(sorted.begin(), sorted.end());
        auto pct = [&sorted](double p) {
            return sorted.empty()
                       ? 0.0
                       : sorted[std::min(sorted.size() - 1, size_t(p * (sorted.size() - 1)))];
        };
        std::printf(
            "{\"seconds\": %.1f, \"ticks\": %zu, \"p50_ms\": %.2f, \"p99_ms\": %.2f, \"p999_ms\": "
            "%.2f, "
            "\"max_ms\": %.2f, \"rows\": %lld, \"timeline_updates\": %d, \"load_status\": \"%s\", "
            "\"browse_status\": \"%s\"}\n",
            clock.elapsed() / 1000.0, sorted.size(), pct(0.5), pct(0.99), pct(0.999),
            sorted.empty() ? 0.0 : sorted.back(), qlonglong(rows), timelineUpdates,
            qPrintable(produce->loadPanel()
                           ->findChild<QWidget *>(QStringLiteral("loadCounters"))
                           ->property("text")
                           .toString()
                           .simplified()
                           .replace(QLatin1Char('"'), QLatin1Char('\''))),
            qPrintable(
                browser->statusText().simplified().replace(QLatin1Char('"'), QLatin1Char('\''))));
        std::fflush(stdout);
        QTimer::singleShot(1000, &app, &QApplication::quit);
    };
    QObject::connect(browser, &ui::MessageBrowserView::browseFinished, &app, [&] {
        browsed = true;
        rows = browser->model()->store().size();
        finish();
    });
    QObject::connect(&check, &QTimer::timeout, &app, finish);

    bool started = false;
    QObject::connect(&window, &ui::MainWindow::firstAnswerShown, &app, [&] {
        if (started)
            return;
        started = true;
        // The load generator at full speed until the measurement ends (it needs a count or a
        // duration).
        ui::LoadPanel *load = produce->loadPanel();
        load->findChild<QComboBox *>(QStringLiteral("loadTopic"))->setEditText(args[2]);
        load->findChild<QSpinBox *>(QStringLiteral("loadCount"))->setValue(0);
        load->findChild<QDoubleSpinBox *>(QStringLiteral("loadDuration"))->setValue(3600);
        load->findChild<QSpinBox *>(QStringLiteral("loadRate"))->setValue(0);
        load->findChild<QPushButton *>(QStringLiteral("startLoad"))->click();
        // The live timeline of the lab's group.
        rebalance->watch(args[3]);
        // The browse, shown: every row of the topic into the table.
        window.openView(QStringLiteral("messages"));
        browser->findChild<QSpinBox *>(QStringLiteral("limit"))->setValue(0);
        browser->findChild<QSpinBox *>(QStringLiteral("memoryBudget"))->setValue(4096);
        clock.start();
        sinceTick.start();
        ticker.start();
        check.start(500);
        browser->browseTopic(args[1]);
    });
    window.connectTo(profile);
    return app.exec();
}
