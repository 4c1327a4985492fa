// `kafscope --open groups|group:G|offsets --screenshot F` shows filled views: in process, the
// moment app/main.cpp would shoot (first metadata answer shown, then the view no longer
// kafscopeBusy) the view already holds the data; and the real program writes the image for each
// target.
#include "groups/group_detail_view.h"
#include "test_main.h"
#include "groups/group_table_model.h"
#include "groups/groups_view.h"
#include "groups_test_support.h"
#include "offsets/offsets_log_model.h"
#include "offsets/offsets_view.h"
#include "gui/application.h"

#include <QImage>
#include <QLabel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace kafscope;
using namespace kafscope::test;
using namespace kafscope::ui;

class TestGroupsScreenshot : public QObject {
    Q_OBJECT

    QString m_topic;
    QString m_group;

    // Opens `target` like `--screenshot` does and returns `snapshot()` taken when main.cpp would
    // shoot: polling every 100 ms after the first answer, at the first poll that finds the view
    // idle.
    QString stateWhenShot(const QString &target,
                          const std::function<QString(MainWindow &)> &snapshot)
    {
        kafscope::app::Window w;
        w.resize(1100, 720);
        w.show();
        QString shot;
        QTimer poll;
        poll.setInterval(100);
        connect(&poll, &QTimer::timeout, &w, [&] {
            const QWidget *view = w.currentView();
            if (!view || !view->property("kafscopeBusy").toBool()) {
                poll.stop();
                shot = snapshot(w);
            }
        });
        connect(&w, &MainWindow::firstAnswerShown, &poll, qOverload<>(&QTimer::start));
        w.connectTo(profileFor("kafka1"));
        if (!w.openView(target))
            return QStringLiteral("cannot open ") + target;
        if (!QTest::qWaitFor([&] { return !shot.isEmpty(); }, 60000))
            return QStringLiteral("never idle");
        return shot;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_topic = makeTopic(profileFor("kafka1"), QStringLiteral("guishot"), 2);
        produceMessages(profileFor("kafka1"), m_topic, 5, 0);
        produceMessages(profileFor("kafka1"), m_topic, 3, 1);
        m_group = uniqueName(QStringLiteral("g-shot"));
        commitOffsets(profileFor("kafka1"), m_group, {{m_topic, 0}, {m_topic, 1}}, 1);
    }

    void groupListIsFilledWhenShot()
    {
        const QString s = stateWhenShot(QStringLiteral("groups"), [this](MainWindow &w) {
            GroupTableModel *m = w.findChild<GroupsView *>()->model();
            const int row = m->rowOf(m_group);
            return row < 0 ? QStringLiteral("not listed")
                           : m->index(row, GroupTableModel::State).data().toString() +
                                 QLatin1Char('/') +
                                 m->index(row, GroupTableModel::Lag).data().toString();
        });
        QCOMPARE(s, QStringLiteral("Empty/6")); // lag (5 - 1) + (3 - 1), computed before the shot
    }

    void groupDetailIsFilledWhenShot()
    {
        const QString s = stateWhenShot(QStringLiteral("group:") + m_group, [](MainWindow &w) {
            GroupDetailView *d = w.findChild<GroupsView *>()->detail();
            auto *partitions = d->findChild<QTableWidget *>(QStringLiteral("partitions"));
            QStringList lags;
            for (int r = 0; r < partitions->rowCount(); ++r)
                lags << partitions->item(r, 4)->text();
            return d->findChild<QLabel *>(QStringLiteral("groupHeader"))
                       ->text()
                       .section(QLatin1Char(' '), 0, 0) +
                   QLatin1Char(':') + lags.join(QLatin1Char(','));
        });
        QCOMPARE(s, m_group + QStringLiteral(":4,2"));
    }

    void offsetsLogIsFilledWhenShot()
    {
        const QString s = stateWhenShot(QStringLiteral("offsets"), [this](MainWindow &w) {
            OffsetsLogModel *m = w.findChild<OffsetsView *>()->model();
            int mine = 0;
            for (int r = 0; r < m->rowCount(); ++r)
                mine += m->index(r, OffsetsLogModel::Group).data().toString() == m_group ? 1 : 0;
            return QString::number(mine);
        });
        QVERIFY2(s.toInt() >= 2, qPrintable(s)); // at least the two offset commits
    }

    void programWritesTheImages()
    {
        QTemporaryDir tmp;
        for (const QString &target : {QStringLiteral("groups"), QStringLiteral("group:") + m_group,
                                      QStringLiteral("offsets")}) {
            const QString png = tmp.path() + QStringLiteral("/shot.png");
            auto r =
                runProgram("KAFSCOPE_GUI",
                           {QStringLiteral("--bootstrap"), bootstrap("kafka1"),
                            QStringLiteral("--open"), target, QStringLiteral("--screenshot"), png},
                           60000, {QStringLiteral("QT_QPA_PLATFORM=offscreen")});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            const QImage image(png);
            QVERIFY2(!image.isNull() && image.width() >= 800, qPrintable(target));
            QFile::remove(png);
        }
    }
};

KAFSCOPE_TEST_MAIN(TestGroupsScreenshot)
#include "test_groups_screenshot.moc"
