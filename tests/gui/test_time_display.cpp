// One time display for every view: the zone (local, UTC, any IANA zone) and the format (ISO 8601 or
// the locale's) chosen in View > Time zone / Time format apply to the message table, the offsets
// log and the rebalance list at once, are remembered, and the exact instant is on hover.
#include "browse/message_table_model.h"
#include "test_main.h"
#include "common/time_display.h"
#include "offsets/offsets_log_model.h"
#include "gui/application.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

namespace {
constexpr qint64 kInstant = 1764943387125; // 2025-12-05T14:03:07.125Z
}

class TestTimeDisplay : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(QStringLiteral("display"));
    }

    void zoneAndFormatApplyToEveryModel()
    {
        TimeDisplay &d = TimeDisplay::instance();
        QVERIFY(d.setZone(QStringLiteral("UTC")));
        d.setFormat(TimeDisplay::Format::Iso);

        MessageTableModel messages;
        messages.appendBatch(
            {BrowseRecord::make(0, 42, kInstant, 1, QByteArray("k"), QByteArray("v"), {})});
        OffsetsLogModel log;
        offsets::OffsetsLogEntry e;
        e.partition = 3;
        e.offset = 7;
        e.timestampMs = kInstant;
        e.record.type = 1;
        e.record.group = QStringLiteral("g");
        log.append({e});
        auto shown = [&] {
            return messages.index(0, MessageTableModel::Timestamp).data().toString() +
                   QLatin1Char('|') + log.index(0, OffsetsLogModel::Time).data().toString();
        };
        // The Messages table names the zone once, in its column title, not on every row.
        QCOMPARE(shown(), QStringLiteral("2025-12-05 14:03:07.125|2025-12-05 14:03:07.125 UTC"));
        QVERIFY(messages.headerData(MessageTableModel::Timestamp, Qt::Horizontal)
                    .toString()
                    .contains(QStringLiteral("UTC")));

        // Another zone: both models say their timestamps changed and show them in it.
        QSignalSpy changedMessages(&messages, &QAbstractItemModel::dataChanged);
        QSignalSpy changedLog(&log, &QAbstractItemModel::dataChanged);
        QVERIFY(d.setZone(QStringLiteral("Asia/Shanghai"))); // UTC+8, no daylight saving
        QCOMPARE(changedMessages.count(), 1);
        QCOMPARE(changedLog.count(), 1);
        const QString shanghai = shown();
        QVERIFY2(shanghai.startsWith(QStringLiteral("2025-12-05 22:03:07.125|")),
                 qPrintable(shanghai));
        QVERIFY(shanghai.contains(QStringLiteral("|2025-12-05 22:03:07.125 ")));
        QCOMPARE(d.timeOfDay(kInstant), QStringLiteral("22:03:07.125"));
        QVERIFY(!d.setZone(QStringLiteral("Mars/Olympus_Mons")));
        QCOMPARE(d.zoneSetting(), QStringLiteral("Asia/Shanghai"));

        // Exact numbers on hover: UTC, the zone, milliseconds since the epoch.
        const QString tip =
            messages.index(0, MessageTableModel::Timestamp).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("2025-12-05T14:03:07.125 UTC")) &&
                     tip.contains(QStringLiteral("1764943387125")) &&
                     tip.contains(QStringLiteral("Asia/Shanghai")),
                 qPrintable(tip));

        // The locale's format, still in the zone, with milliseconds.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        d.setFormat(TimeDisplay::Format::Locale);
        const QString us = log.index(0, OffsetsLogModel::Time).data().toString();
        QVERIFY2(us.startsWith(QStringLiteral("12/5/25 10:03:07.125")) &&
                     us.contains(QStringLiteral("PM")),
                 qPrintable(us));

        // Remembered: the settings hold the choice (a new process reads them).
        QCOMPARE(QSettings().value(QStringLiteral("display/timeZone")).toString(),
                 QStringLiteral("Asia/Shanghai"));
        QCOMPARE(QSettings().value(QStringLiteral("display/timeFormat")).toString(),
                 QStringLiteral("locale"));
        d.setFormat(TimeDisplay::Format::Iso);
        QLocale::setDefault(QLocale::c());
    }

    void viewMenuSetsTheZone()
    {
        kafscope::app::Window w;
        QMenu *view = w.menuBar()->findChild<QMenu *>(QStringLiteral("viewMenu"));
        QVERIFY(view);
        auto *utc = view->findChild<QAction *>(QStringLiteral("zoneUtc"));
        auto *local = view->findChild<QAction *>(QStringLiteral("zoneLocal"));
        auto *other = view->findChild<QAction *>(QStringLiteral("zoneOther"));
        QVERIFY(utc && local && other);
        QVERIFY(other->isChecked()); // Asia/Shanghai from the test before
        QVERIFY(other->text().contains(QStringLiteral("Asia/Shanghai")));
        utc->trigger();
        QCOMPARE(TimeDisplay::instance().zoneSetting(), QStringLiteral("UTC"));
        QVERIFY(utc->isChecked() && !other->isChecked());
        view->findChild<QAction *>(QStringLiteral("formatLocale"))->trigger();
        QCOMPARE(TimeDisplay::instance().format(), TimeDisplay::Format::Locale);
        view->findChild<QAction *>(QStringLiteral("formatIso"))->trigger();
        local->trigger();
        QCOMPARE(TimeDisplay::instance().zoneSetting(), QStringLiteral("local"));
    }
};

KAFSCOPE_TEST_MAIN(TestTimeDisplay)
#include "test_time_display.moc"
