// The group page of a streams group (KIP-1071), with Kafka's own Streams library as the peer
// (tests/peers/java-streams): the members with their tasks (as the coordinator describes them),
// the topology's subtopologies and topics, the per-partition lag of the input and repartition
// topics, and, for an application whose input topic is missing, the warning line that says why the
// group is not Stable. The tasks are whole on screen at 1280x800 and 960x600, in English and
// Chinese, light and dark.
#include "common/palette.h"
#include "common/translations.h"
#include "groups/group_detail_view.h"
#include "groups/groups_view.h"
#include "groups/streams_group.h"
#include "topics/topic_list_view.h"
#include "topics/topic_table_model.h"
#include "gui/application.h"
#include "kafka_tools.h"
#include "streams_support.h"
#include "test_cluster.h"
#include "test_main.h"

#include <QComboBox>
#include <QHeaderView>
#include <QTableView>
#include <QLabel>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

#include <algorithm>
#include <memory>

using namespace kafscope;
using namespace kafscope::ui;

namespace {

constexpr const char *kFixture = "kafka1";

// Why `column` of `table` is not whole on screen (empty: it is).
QString notWhole(QTableWidget *table, int column)
{
    QHeaderView *h = table->horizontalHeader();
    const int margin = table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table);
    const int left = h->sectionViewportPosition(column), width = h->sectionSize(column);
    const QString title = table->horizontalHeaderItem(column)->text();
    if (left < 0 || left + width > table->viewport()->width())
        return QStringLiteral("%1: section %2..%3 outside a viewport of %4")
            .arg(title)
            .arg(left)
            .arg(left + width)
            .arg(table->viewport()->width());
    const QFontMetrics fm(table->font());
    for (int r = 0; r < table->rowCount(); ++r) {
        const QString text = table->item(r, column)->text();
        if (fm.horizontalAdvance(text) + 2 * margin + 2 > width)
            return QStringLiteral("%1: \"%2\" does not fit %3 px").arg(title, text).arg(width);
    }
    return {};
}

// Shown at `size` and connected to the fixture: true once the first answer is on screen.
bool connectedAt(kafscope::app::Window &w, QSize size)
{
    w.resize(size);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return false;
    QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
    w.connectTo(test::profileFor(kFixture));
    return answered.wait(20000);
}

} // namespace

namespace {

// Every visible column's title fits its section.
bool titlesFit(QTableView *table)
{
    QHeaderView *h = table->horizontalHeader();
    for (int c = 0; c < h->count(); ++c) {
        if (h->isSectionHidden(c))
            continue;
        const QString title = table->model()->headerData(c, Qt::Horizontal).toString();
        if (h->fontMetrics().horizontalAdvance(title) + 8 > h->sectionSize(c)) {
            qWarning("title %s in %d px", qPrintable(title), h->sectionSize(c));
            return false;
        }
    }
    return true;
}

// Titles, and every cell of the rows shown, fit whole (nothing cut in its middle), and the last
// column ends inside the table.
bool allFit(QTableView *table)
{
    QHeaderView *h = table->horizontalHeader();
    const QFontMetrics fm = table->fontMetrics();
    int last = 0;
    for (int c = 0; c < h->count(); ++c) {
        if (h->isSectionHidden(c))
            continue;
        last = std::max(last, h->sectionViewportPosition(c) + h->sectionSize(c));
        for (int r = 0; r < table->model()->rowCount(); ++r) {
            const QString text = table->model()->index(r, c).data().toString();
            if (fm.horizontalAdvance(text) + 8 > h->sectionSize(c)) {
                qWarning("%s in %d px", qPrintable(text), h->sectionSize(c));
                return false;
            }
        }
    }
    return titlesFit(table) && last <= table->viewport()->width();
}

} // namespace

class TestStreamsGroupView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_app = test::uniqueName(QStringLiteral("guistreams"));
        const QString input = m_app + QStringLiteral("-words");
        QCOMPARE(test::createTopicWithData(kFixture, input, 4, 200), QString());
        m_running = std::make_unique<test::StreamsApp>(test::bootstrap(kFixture), m_app, input,
                                                       m_app + QStringLiteral("-counts"),
                                                       m_dir.filePath(QStringLiteral("a")));
        QVERIFY(m_running->waitRunning());
        // What the coordinator says once the group is at rest: the page must show the same.
        auto client = KafkaClient::create(test::profileFor(kFixture), QStringLiteral("test-admin"));
        QVERIFY(client);
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                auto d = groups::describeStreamsGroup(*client.value(), m_app);
                if (!d || d->state != groups::GroupState::Stable || d->members.size() != 1)
                    return false;
                m_described = *d;
                return true;
            }(),
            120000);
    }

    // The topics view groups the application's topics under it (before the Chinese rows below:
    // a translator stays installed): its input, repartition and changelog topics, from the
    // topology, each with its role; its output topic is none of them (a topology names no sink).
    void topicsGroupedUnderTheApplication()
    {
        Palette::applyTheme(Theme::Light);
        kafscope::app::Window w;
        QVERIFY(connectedAt(w, QSize(1280, 800)));
        QVERIFY(w.openView(QStringLiteral("topics")));
        auto *list = w.findChild<TopicListView *>();
        QVERIFY(list);
        auto *apps = list->findChild<QComboBox *>(QStringLiteral("applicationFilter"));
        QVERIFY(apps);
        QTRY_VERIFY_WITH_TIMEOUT(apps->isVisible() && apps->findData(m_app) > 0, 60000);
        apps->setCurrentIndex(apps->findData(m_app));
        TopicTableModel *model = list->model();
        auto *table = list->findChild<QTableView *>(QStringLiteral("topicTable"));
        QVERIFY(table);
        const QMap<QString, QString> expected = {
            {m_app + QStringLiteral("-words"), QStringLiteral("source")},
            {m_app + QStringLiteral("-word-counts-repartition"), QStringLiteral("repartition")},
            {m_app + QStringLiteral("-word-counts-changelog"), QStringLiteral("changelog")}};
        QMap<QString, QString> shown;
        for (int r = 0; r < model->rowCount(); ++r) {
            shown.insert(model->index(r, TopicTableModel::Name).data().toString(),
                         model->index(r, TopicTableModel::Role).data().toString());
            QCOMPARE(model->index(r, TopicTableModel::Application).data().toString(), m_app);
        }
        QCOMPARE(shown, expected);
        // One application chosen: its name would repeat on every row, so only the roles show,
        // and every name, role and title is whole at 1280x800.
        QVERIFY(table->isColumnHidden(TopicTableModel::Application));
        QVERIFY(!table->isColumnHidden(TopicTableModel::Role));
        QTRY_VERIFY(allFit(table));
        // Every topic again, sorted by application: the application's three together.
        apps->setCurrentIndex(0);
        table->sortByColumn(TopicTableModel::Application, Qt::AscendingOrder);
        QList<int> rows;
        for (int r = 0; r < model->rowCount(); ++r)
            if (expected.contains(model->index(r, TopicTableModel::Name).data().toString()))
                rows << r;
        QCOMPARE(rows.size(), 3);
        QCOMPARE(rows.last() - rows.first(), 2);
        // Both columns on screen with their titles whole, inside the table; the application
        // takes at most a quarter of it (a longer id is cut in its middle, its tooltip says it
        // whole).
        QHeaderView *h = table->horizontalHeader();
        QVERIFY(!table->isColumnHidden(TopicTableModel::Application));
        QTRY_VERIFY(titlesFit(table));
        QVERIFY(h->sectionSize(TopicTableModel::Application) <= table->viewport()->width() / 4 + 1);
        // The name keeps the most room: no column is wider.
        QString widths;
        bool nameWidest = true;
        for (int c = 0; c < h->count(); ++c) {
            widths += QStringLiteral(" %1").arg(h->isSectionHidden(c) ? 0 : h->sectionSize(c));
            nameWidest = nameWidest && (h->isSectionHidden(c) ||
                                        h->sectionSize(c) <= h->sectionSize(TopicTableModel::Name));
        }
        QVERIFY2(nameWidest, qPrintable(QStringLiteral("widths:") + widths));
        QVERIFY(h->sectionViewportPosition(TopicTableModel::Retention) +
                    h->sectionSize(TopicTableModel::Retention) <=
                table->viewport()->width());
        QVERIFY(model->index(rows.first(), TopicTableModel::Application)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("Kafka Streams application ") + m_app));
        if (const QString dir = qEnvironmentVariable("KAFSCOPE_TEST_SHOTS"); !dir.isEmpty()) {
            apps->setCurrentIndex(apps->findData(m_app));
            QTest::qWait(100);
            QVERIFY(w.grab().save(dir + QStringLiteral("/streams-topics-light.png")));
        }
    }

    void pageShowsTasksAndTopology_data()
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

    void pageShowsTasksAndTopology()
    {
        QFETCH(QString, language);
        QFETCH(bool, dark);
        QFETCH(QSize, size);
        if (language != QLatin1String("en"))
            QCOMPARE(i18n::install(language), language);
        Palette::applyTheme(dark ? Theme::Dark : Theme::Light);
        kafscope::app::Window w;
        QVERIFY(connectedAt(w, size));

        // The running application: its member and tasks, its topology, its lag; no warning.
        QVERIFY(w.openView(QStringLiteral("group:") + m_app));
        GroupDetailView *detail = w.findChild<GroupsView *>()->detail();
        auto *members = detail->findChild<QTableWidget *>(QStringLiteral("streamsMembers"));
        auto *topology = detail->findChild<QTreeWidget *>(QStringLiteral("streamsTopology"));
        auto *partitions = detail->findChild<QTableWidget *>(QStringLiteral("partitions"));
        auto *reason = detail->findChild<QLabel *>(QStringLiteral("streamsNotStable"));
        QVERIFY(members && topology && partitions && reason);
        QTRY_VERIFY_WITH_TIMEOUT(members->rowCount() == 1 && topology->topLevelItemCount() == 2 &&
                                     partitions->rowCount() == 8,
                                 60000);
        auto *tabs = detail->findChild<QTabWidget *>(QStringLiteral("groupTabs"));
        QVERIFY(tabs->isTabVisible(tabs->indexOf(members)));
        QVERIFY(tabs->isTabVisible(tabs->indexOf(topology)));
        QVERIFY(!tabs->isTabVisible(tabs->indexOf(detail->findChild<QTableWidget *>(
            QStringLiteral("members"))))); // the consumer-group member table
        const groups::StreamsMember &m = m_described.members.first();
        QCOMPARE(members->item(0, 0)->text(), m.memberId);
        QCOMPARE(members->item(0, 1)->text(), groups::tasksText(m.assignment.active));
        QCOMPARE(members->item(0, 5)->text(), m.processId);
        QVERIFY(reason->isHidden());
        const QString repartition = m_app + QStringLiteral("-word-counts-repartition");
        QCOMPARE(topology->topLevelItem(0)->child(0)->text(0), m_app + QStringLiteral("-words"));
        QCOMPARE(topology->topLevelItem(0)->child(1)->text(0), repartition);
        QVERIFY(topology->topLevelItem(1)->child(1)->text(0).startsWith(
            m_app + QStringLiteral("-word-counts-changelog")));
        // The tasks are the answer: whole, at this size and language.
        tabs->setCurrentWidget(members);
        QTest::qWait(100);
        for (int c : {1, 2, 3})
            if (const QString why = notWhole(members, c); !why.isEmpty())
                QFAIL(qPrintable(why));
        QVERIFY(detail->findChild<QLabel *>(QStringLiteral("groupHeader"))
                    ->text()
                    .contains(groups::displayName(groups::GroupState::Stable)));
        // KAFSCOPE_TEST_SHOTS=DIR keeps what the page looked like (the tasks and the topology).
        if (const QString dir = qEnvironmentVariable("KAFSCOPE_TEST_SHOTS"); !dir.isEmpty()) {
            const QString name =
                QStringLiteral("%1/streams-%2-%3-%4x%5")
                    .arg(dir, language, dark ? QStringLiteral("dark") : QStringLiteral("light"))
                    .arg(size.width())
                    .arg(size.height());
            QVERIFY(w.grab().save(name + QStringLiteral("-tasks.png")));
            tabs->setCurrentWidget(topology);
            QTest::qWait(100);
            QVERIFY(w.grab().save(name + QStringLiteral("-topology.png")));
        }
    }

    void notStableReasonIsShown()
    {
        // An application whose input topic does not exist: its group stays NotReady while the
        // instance waits (about a minute), and the page says why in a warning line.
        const QString app = test::uniqueName(QStringLiteral("guistreams-notready"));
        const QString missing = app + QStringLiteral("-no-such-topic");
        test::StreamsApp stuck(test::bootstrap(kFixture), app, missing,
                               app + QStringLiteral("-out"), m_dir.filePath(QStringLiteral("b")));
        Palette::applyTheme(Theme::Light);
        kafscope::app::Window w;
        QVERIFY(connectedAt(w, QSize(1280, 800)));
        QVERIFY(w.openView(QStringLiteral("group:") + app));
        GroupDetailView *detail = w.findChild<GroupsView *>()->detail();
        auto *reason = detail->findChild<QLabel *>(QStringLiteral("streamsNotStable"));
        auto *header = detail->findChild<QLabel *>(QStringLiteral("groupHeader"));
        QTRY_VERIFY_WITH_TIMEOUT(
            reason->isVisible() && reason->text().contains(missing) &&
                header->text().contains(groups::displayName(groups::GroupState::NotReady)),
            60000);
        QCOMPARE(reason->palette().color(QPalette::WindowText),
                 Palette::color(Palette::Role::Warning));
        QVERIFY(reason->geometry().bottom() <= detail->height());
        if (const QString dir = qEnvironmentVariable("KAFSCOPE_TEST_SHOTS"); !dir.isEmpty())
            QVERIFY(w.grab().save(
                dir + QStringLiteral("/streams-notready-%1-light.png").arg(QLocale().name())));
    }

    void cleanupTestCase() { m_running.reset(); }

private:
    QTemporaryDir m_dir;
    QString m_app;
    std::unique_ptr<test::StreamsApp> m_running;
    groups::StreamsGroupDescription m_described;
};

KAFSCOPE_TEST_MAIN(TestStreamsGroupView)
#include "test_streams_group_view.moc"
