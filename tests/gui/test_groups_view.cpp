// Consumer groups GUI against the real broker: the group list (a group formed by a librdkafka
// consumer, filter, state/members/lag columns), the group detail (members, assignment,
// per-partition committed/end/lag), the lag chart (samples while open, CSV export), the reset
// dialog (preview before writing, typed confirmation, refusal while members are active) and the
// __consumer_offsets explorer (decoded records, filters, replay); hidden views read nothing.
#include "groups/group_detail_view.h"
#include "test_main.h"
#include "groups/group_offsets.h"
#include "groups/group_table_model.h"
#include "groups/groups_view.h"
#include "groups/reset_dialog.h"
#include "groups_test_support.h"
#include "offsets/offsets_log_model.h"
#include "offsets/offsets_view.h"
#include "gui/application.h"

#include <qcustomplot.h>

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;
using namespace kafscope::ui;

namespace {

constexpr int kPartitions = 3;
constexpr int kPerPartition = 10;
constexpr qint64 kIdleCommitted = 4;

ConnectionProfile profile()
{
    return profileFor("kafka1");
}

QString cell(QAbstractItemModel *m, int row, int column)
{
    return m->index(row, column).data().toString();
}

int proxyRowOf(QAbstractItemModel *proxy, const QString &group)
{
    for (int r = 0; r < proxy->rowCount(); ++r)
        if (cell(proxy, r, GroupTableModel::Group) == group)
            return r;
    return -1;
}

QString tableCell(QTableWidget *t, int row, int column)
{
    const QTableWidgetItem *item = t->item(row, column);
    return item ? item->text() : QString();
}

// Committed offsets of `group`, read with a separate admin client (what Kafka really holds).
QMap<int, qint64> committedOf(const QString &group, const QString &topic)
{
    auto client = KafkaClient::create(profile(), QStringLiteral("test-check"));
    QMap<int, qint64> out;
    auto r = groups::committedOffsets(*client.value(), group);
    if (!r)
        qWarning("committedOffsets: %s", qPrintable(r.error().message()));
    else
        for (const groups::CommittedOffset &c : r.value())
            if (c.tp.topic == topic)
                out.insert(c.tp.partition, c.offset);
    return out;
}

ResetDialog *visibleResetDialog(QWidget *parent)
{
    for (ResetDialog *d : parent->findChildren<ResetDialog *>())
        if (d->isVisible())
            return d;
    return nullptr;
}

} // namespace

class TestGroupsView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_topic = makeTopic(profile(), QStringLiteral("guigroups"), kPartitions);
        for (int p = 0; p < kPartitions; ++p)
            produceMessages(profile(), m_topic, kPerPartition, p);
        m_active = uniqueName(QStringLiteral("guigroup-active"));
        m_idle = uniqueName(QStringLiteral("guigroup-idle"));
        QList<QPair<QString, int>> tps;
        for (int p = 0; p < kPartitions; ++p)
            tps << qMakePair(m_topic, p);
        commitOffsets(profile(), m_idle, tps, kIdleCommitted);
        GroupConsumer::Options o;
        o.group = m_active;
        o.topics = {m_topic};
        o.clientId = QStringLiteral("gui-test-consumer");
        o.commitOnEveryMessage = true;
        m_consumer = std::make_unique<GroupConsumer>(profile(), o);
        // The consumer owns every partition and has committed everything it read.
        QVERIFY(waitUntil(
            [&] {
                return m_consumer->assignment().size() == kPartitions &&
                       m_consumer->consumed() == kPartitions * kPerPartition;
            },
            60000));
        QVERIFY(waitUntil(
            [&] {
                const QMap<int, qint64> c = committedOf(m_active, m_topic);
                return c.size() == kPartitions && c.value(0) == kPerPartition &&
                       c.value(1) == kPerPartition && c.value(2) == kPerPartition;
            },
            30000));

        m_window = std::make_unique<kafscope::app::Window>();
        m_window->resize(1300, 900);
        m_window->show();
        m_window->connectTo(profile());
        QVERIFY(m_window->openView(QStringLiteral("groups")));
        m_view = m_window->findChild<GroupsView *>();
        QVERIFY(m_view);
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_consumer.reset();
    }

    void listShowsTheConsumersGroupAndFilters()
    {
        auto *table = m_view->findChild<QTableView *>(QStringLiteral("groupTable"));
        QAbstractItemModel *proxy = table->model();
        QAbstractItemModelTester tester(m_view->model());
        // Listed, then lag computed for both (the view is busy until every batch is in).
        QTRY_VERIFY_WITH_TIMEOUT(proxyRowOf(proxy, m_active) >= 0 &&
                                     proxyRowOf(proxy, m_idle) >= 0 &&
                                     !m_view->property("kafscopeBusy").toBool(),
                                 30000);
        int active = proxyRowOf(proxy, m_active);
        QCOMPARE(cell(proxy, active, GroupTableModel::State), QStringLiteral("Stable"));
        QCOMPARE(cell(proxy, active, GroupTableModel::Type),
                 QStringLiteral("classic")); // ListConsumerGroups' type
        QCOMPARE(proxy->headerData(GroupTableModel::Type, Qt::Horizontal).toString(),
                 QStringLiteral("Group type"));
        QCOMPARE(cell(proxy, active, GroupTableModel::Protocol), QStringLiteral("consumer"));
        QCOMPARE(cell(proxy, active, GroupTableModel::Assignor), QStringLiteral("range"));
        QCOMPARE(cell(proxy, active, GroupTableModel::Members), QStringLiteral("1"));
        QCOMPARE(cell(proxy, active, GroupTableModel::Coordinator), QStringLiteral("1"));
        QCOMPARE(cell(proxy, active, GroupTableModel::Topics), m_topic);
        QCOMPARE(cell(proxy, active, GroupTableModel::Lag), QStringLiteral("0"));
        const int idle = proxyRowOf(proxy, m_idle);
        QCOMPARE(cell(proxy, idle, GroupTableModel::State), QStringLiteral("Empty"));
        QCOMPARE(cell(proxy, idle, GroupTableModel::Members), QStringLiteral("0"));
        QCOMPARE(cell(proxy, idle, GroupTableModel::Topics), m_topic);
        QCOMPARE(cell(proxy, idle, GroupTableModel::Lag),
                 QString::number(kPartitions * (kPerPartition - kIdleCommitted)));

        // Typing in the filter keeps only the matching group.
        auto *filter = m_view->findChild<QLineEdit *>(QStringLiteral("groupFilter"));
        QTest::keyClicks(filter, m_active);
        QCOMPARE(proxy->rowCount(), 1);
        QCOMPARE(cell(proxy, 0, GroupTableModel::Group), m_active);
        filter->clear();
        QVERIFY(proxy->rowCount() >= 2);

        // More messages: after a refresh the idle group's lag has grown by what was produced.
        produceMessages(profile(), m_topic, 5, 0);
        QTest::mouseClick(m_view->findChild<QPushButton *>(QStringLiteral("refreshGroups")),
                          Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(
            cell(proxy, proxyRowOf(proxy, m_idle), GroupTableModel::Lag),
            QString::number(kPartitions * (kPerPartition - kIdleCommitted) + 5), 30000);
        m_extra = 5;
    }

    void detailShowsMembersAssignmentAndLag()
    {
        auto *table = m_view->findChild<QTableView *>(QStringLiteral("groupTable"));
        QTRY_VERIFY_WITH_TIMEOUT(proxyRowOf(table->model(), m_active) >= 0, 30000);
        const QModelIndex idx = table->model()->index(proxyRowOf(table->model(), m_active), 0);
        table->scrollTo(idx);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(idx).center());
        GroupDetailView *detail = m_view->detail();
        QCOMPARE(detail->group(), m_active);
        auto *members = detail->findChild<QTableWidget *>(QStringLiteral("members"));
        auto *partitions = detail->findChild<QTableWidget *>(QStringLiteral("partitions"));
        // The consumer keeps reading, so its lag returns to 0 on partition 0 after the 5 new
        // messages.
        QTRY_VERIFY_WITH_TIMEOUT(
            members->rowCount() == 1 && partitions->rowCount() == kPartitions &&
                tableCell(partitions, 0, 2) == QString::number(kPerPartition + m_extra),
            30000);
        QCOMPARE(tableCell(members, 0, 0), m_consumer->memberId());
        QCOMPARE(tableCell(members, 0, 1), QStringLiteral("gui-test-consumer"));
        QVERIFY(!tableCell(members, 0, 2).isEmpty()); // host
        QCOMPARE(tableCell(members, 0, 4),
                 QStringLiteral("–")); // a classic member has no epoch of its own
        QCOMPARE(tableCell(members, 0, 5),
                 m_topic); // subscription, decoded from the member metadata
        QStringList owned;
        for (const auto &tp : m_consumer->assignment())
            owned << QStringLiteral("%1/%2").arg(tp.first).arg(tp.second);
        QCOMPARE(tableCell(members, 0, 6), owned.join(QLatin1Char(' ')));
        QCOMPARE(tableCell(members, 0, 7),
                 QStringLiteral("–")); // no target assignment in the classic protocol
        for (int p = 0; p < kPartitions; ++p) {
            const qint64 end = kPerPartition + (p == 0 ? m_extra : 0);
            QCOMPARE(tableCell(partitions, p, 0), m_topic);
            QCOMPARE(tableCell(partitions, p, 1), QString::number(p));
            QVERIFY2(tableCell(partitions, p, 5).contains(m_consumer->memberId()),
                     qPrintable(tableCell(partitions, p, 5)));
            QCOMPARE(tableCell(partitions, p, 2), QString::number(end));
            QCOMPARE(tableCell(partitions, p, 3), QString::number(end));
            QCOMPARE(tableCell(partitions, p, 4), QStringLiteral("0"));
        }
        QVERIFY(detail->findChild<QLabel *>(QStringLiteral("groupHeader"))
                    ->text()
                    .contains(QStringLiteral("Stable")));
        // Kafka changes no offsets of a group with members: the button says so and stays off.
        auto *reset = detail->findChild<QPushButton *>(QStringLiteral("resetOffsets"));
        QVERIFY(!reset->isEnabled());
        QVERIFY(reset->toolTip().contains(QStringLiteral("Stop the group's consumers")));
    }

    void resetIsRefusedWhileMembersAreActive()
    {
        ResetDialog dialog(m_window->session(), m_active, m_view);
        dialog.show();
        dialog.findChild<QComboBox *>(QStringLiteral("mode"))->setCurrentIndex(0); // earliest
        QSignalSpy previewed(&dialog, &ResetDialog::previewShown);
        QTest::mouseClick(dialog.findChild<QPushButton *>(QStringLiteral("preview")),
                          Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(previewed.size(), 1, 20000);
        auto *preview = dialog.findChild<QTableWidget *>(QStringLiteral("previewTable"));
        QCOMPARE(preview->rowCount(), kPartitions);
        QCOMPARE(tableCell(preview, 1, 2), QString::number(kPerPartition));
        QCOMPARE(tableCell(preview, 1, 3), QStringLiteral("0"));
        QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("confirm")), m_active);
        auto *apply = dialog.findChild<QPushButton *>(QStringLiteral("apply"));
        QVERIFY(apply->isEnabled());
        QSignalSpy failed(&dialog, &ResetDialog::failed);
        QTest::mouseClick(apply, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 20000);
        const QString message = dialog.findChild<QLabel *>(QStringLiteral("message"))->text();
        QVERIFY2(message.contains(QStringLiteral("active member")), qPrintable(message));
        QCOMPARE(committedOf(m_active, m_topic).value(1), qint64(kPerPartition)); // nothing written
    }

    void lagChartSamplesWhileOpenAndExportsCsv()
    {
        QVERIFY(m_window->openView(QStringLiteral("group:") + m_idle));
        GroupDetailView *detail = m_view->detail();
        QCOMPARE(detail->group(), m_idle);
        const qint64 lag = kPartitions * (kPerPartition - kIdleCommitted) + m_extra;
        QTRY_VERIFY_WITH_TIMEOUT(detail->history() && !detail->history()->samples().isEmpty(),
                                 20000);
        QCOMPARE(detail->history()->samples().last().total, lag);
        // Lag grows while the view is open; a later sample sees it (one every few seconds).
        produceMessages(profile(), m_topic, 7, 1);
        QTRY_VERIFY_WITH_TIMEOUT(detail->history()->samples().last().total == lag + 7, 30000);
        m_extra += 7;
        const int samples = int(detail->history()->samples().size());
        QVERIFY(samples >= 2);
        // The chart draws them on a time axis after what the overview stored of the group.
        auto *chart = detail->findChild<QCustomPlot *>(QStringLiteral("lagChart"));
        QVERIFY(chart->graph(0)->dataCount() >= samples);
        const auto drawn = chart->graph(0)->data()->constEnd() - 1;
        QCOMPARE(drawn->value, double(lag + 7));
        QCOMPARE(qint64(std::llround(drawn->key * 1000)),
                 detail->history()->samples().last().timeMs);
        QVERIFY(chart->isVisible());
        QVERIFY(detail->findChild<QLabel *>(QStringLiteral("lagTotals"))
                    ->text()
                    .contains(QString::number(lag + 7)));
        auto *partitions = detail->findChild<QTableWidget *>(QStringLiteral("partitions"));
        QCOMPARE(tableCell(partitions, 1, 2), QString::number(kIdleCommitted));
        QCOMPARE(tableCell(partitions, 1, 3), QString::number(kPerPartition + 7));
        QCOMPARE(tableCell(partitions, 1, 4), QString::number(kPerPartition + 7 - kIdleCommitted));
        QCOMPARE(tableCell(partitions, 1, 5), QString()); // no member owns it

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lag.csv"));
        QVERIFY(detail->exportCsv(path));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList lines =
            QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.first(), QStringLiteral("time_ms,time,total_lag,") + m_topic);
        QVERIFY(lines.size() - 1 >= samples);
        const QStringList last = lines.last().split(QLatin1Char(','));
        QCOMPARE(last.value(2), QString::number(lag + 7));
        QCOMPARE(last.value(3), QString::number(lag + 7));
    }

    void resetPreviewThenTypedConfirmationWrites()
    {
        GroupDetailView *detail = m_view->detail();
        QCOMPARE(detail->group(), m_idle);
        auto *reset = detail->findChild<QPushButton *>(QStringLiteral("resetOffsets"));
        QTRY_VERIFY_WITH_TIMEOUT(reset->isEnabled(), 20000);
        QTest::mouseClick(reset, Qt::LeftButton);
        ResetDialog *dialog = visibleResetDialog(detail);
        QVERIFY(dialog);
        auto *mode = dialog->findChild<QComboBox *>(QStringLiteral("mode"));
        // Earliest and latest take no value: the field is not shown for them.
        auto *value = dialog->findChild<QLineEdit *>(QStringLiteral("value"));
        mode->setCurrentIndex(mode->findData(QStringLiteral("earliest")));
        QVERIFY(!value->isVisibleTo(dialog));
        mode->setCurrentIndex(mode->findData(QStringLiteral("offset")));
        QVERIFY(value->isVisibleTo(dialog));
        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("value")),
                         QStringLiteral("2"));
        auto *apply = dialog->findChild<QPushButton *>(QStringLiteral("apply"));
        auto *confirm = dialog->findChild<QLineEdit *>(QStringLiteral("confirm"));
        QVERIFY(!apply->isEnabled()); // nothing to write before a preview
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("preview")),
                          Qt::LeftButton);
        auto *preview = dialog->findChild<QTableWidget *>(QStringLiteral("previewTable"));
        QTRY_COMPARE_WITH_TIMEOUT(preview->rowCount(), kPartitions, 20000);
        for (int p = 0; p < kPartitions; ++p) {
            QCOMPARE(tableCell(preview, p, 0), m_topic);
            QCOMPARE(tableCell(preview, p, 1), QString::number(p));
            QCOMPARE(tableCell(preview, p, 2), QString::number(kIdleCommitted));
            QCOMPARE(tableCell(preview, p, 3), QStringLiteral("2"));
            // The lag after the reset: the partition's log end (as the group view shows it) - 2.
            auto *partitions = detail->findChild<QTableWidget *>(QStringLiteral("partitions"));
            for (int r = 0; r < partitions->rowCount(); ++r)
                if (tableCell(partitions, r, 1) == QString::number(p))
                    QCOMPARE(tableCell(preview, p, 4),
                             QLocale().toString(tableCell(partitions, r, 3).toLongLong() - 2));
        }
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("message"))
                    ->text()
                    .contains(QStringLiteral("nothing written")));
        QCOMPARE(committedOf(m_idle, m_topic).value(0),
                 kIdleCommitted); // the preview wrote nothing
        QVERIFY(!apply->isEnabled());
        QTest::keyClicks(confirm, m_idle.left(m_idle.size() - 1));
        QVERIFY(!apply->isEnabled()); // a wrong name keeps it off
        QTest::keyClicks(confirm, m_idle.right(1));
        QVERIFY(apply->isEnabled());
        // Changing the target after the preview withdraws it.
        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("value")),
                         QStringLiteral("0"));
        QVERIFY(!apply->isEnabled());
        dialog->findChild<QLineEdit *>(QStringLiteral("value"))->setText(QStringLiteral("2"));
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("preview")),
                          Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(apply->isEnabled(), 20000);
        QSignalSpy applied(dialog, &ResetDialog::applied);
        QTest::mouseClick(apply, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(applied.size(), 1, 20000);
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("message"))
                    ->text()
                    .startsWith(QStringLiteral("Written")));
        const QMap<int, qint64> now = committedOf(m_idle, m_topic);
        QCOMPARE(now.size(), kPartitions);
        for (int p = 0; p < kPartitions; ++p)
            QCOMPARE(now.value(p), qint64(2));
        // The detail resamples after the write.
        auto *partitions = detail->findChild<QTableWidget *>(QStringLiteral("partitions"));
        QTRY_COMPARE_WITH_TIMEOUT(tableCell(partitions, 0, 2), QStringLiteral("2"), 20000);
        dialog->close();
    }

    // A view that is not shown asks the cluster nothing: the groups list and the __consumer_offsets
    // read start when their view is first shown, not when the connection answers.
    void hiddenViewsReadNothingUntilShown()
    {
        kafscope::app::Window w;
        w.resize(1000, 700);
        w.show();
        QSignalSpy answered(&w, &MainWindow::firstAnswerShown);
        w.connectTo(profile());
        QTRY_VERIFY_WITH_TIMEOUT(!answered.isEmpty(), 30000);
        auto *groupsView = w.findChild<GroupsView *>();
        auto *offsetsView = w.findChild<OffsetsView *>();
        QVERIFY(groupsView && offsetsView && !groupsView->isVisible() && !offsetsView->isVisible());
        auto *groupsStatus = groupsView->findChild<QLabel *>(QStringLiteral("groupsStatus"));
        auto *offsetsStatus = offsetsView->findChild<QLabel *>(QStringLiteral("offsetsStatus"));
        QTRY_VERIFY_WITH_TIMEOUT(
            groupsStatus->text().contains(QStringLiteral("when this view is shown")), 10000);
        QVERIFY2(offsetsStatus->text().contains(QStringLiteral("when this view is shown")),
                 qPrintable(offsetsStatus->text()));
        QTest::qWait(1500); // long enough for a listing or a log read to have brought rows
        QCOMPARE(groupsView->model()->rowCount(), 0);
        QCOMPARE(offsetsView->model()->rowCount(), 0);
        QVERIFY(!groupsView->property("kafscopeBusy").toBool());

        QVERIFY(w.openView(QStringLiteral("groups")));
        QTRY_VERIFY_WITH_TIMEOUT(proxyRowOf(groupsView->model(), m_active) >= 0, 30000);
        QSignalSpy finished(offsetsView, &OffsetsView::readingFinished);
        QVERIFY(w.openView(QStringLiteral("offsets")));
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 60000);
        QVERIFY(offsetsView->model()->rowCount() > 0);
    }

    void offsetsExplorerDecodesAndFilters()
    {
        QVERIFY(m_window->openView(QStringLiteral("offsets")));
        auto *view = m_window->findChild<OffsetsView *>();
        QVERIFY(view);
        OffsetsLogModel *model = view->model();
        // Started from the oldest on connect; restart so the reset above is surely included.
        QSignalSpy finished(view, &OffsetsView::readingFinished);
        view->findChild<QComboBox *>(QStringLiteral("from"))->setCurrentIndex(0);
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("startReading")),
                          Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 60000);
        QVERIFY(!view->property("kafscopeBusy").toBool());
        QVERIFY(view->findChild<QLabel *>(QStringLiteral("offsetsStatus"))
                    ->text()
                    .contains(QStringLiteral("end of the log")));

        QTest::keyClicks(view->findChild<QLineEdit *>(QStringLiteral("groupFilter")), m_idle);
        auto *type = view->findChild<QComboBox *>(QStringLiteral("typeFilter"));
        type->setCurrentIndex(type->findData(1)); // OffsetCommit
        // The first commit (offset 4) and the reset (offset 2), for each partition.
        QCOMPARE(model->rowCount(), 2 * kPartitions);
        QMap<QString, QStringList> offsetsBySubject;
        for (int r = 0; r < model->rowCount(); ++r) {
            QCOMPARE(cell(model, r, OffsetsLogModel::Group), m_idle);
            QCOMPARE(cell(model, r, OffsetsLogModel::Type), QStringLiteral("OffsetCommit"));
            const QJsonObject v =
                QJsonDocument::fromJson(cell(model, r, OffsetsLogModel::Value).toUtf8()).object();
            offsetsBySubject[cell(model, r, OffsetsLogModel::Subject)]
                << QString::number(v.value(QStringLiteral("offset")).toInteger());
        }
        for (int p = 0; p < kPartitions; ++p)
            QCOMPARE(offsetsBySubject.value(QStringLiteral("%1/%2").arg(m_topic).arg(p)),
                     (QStringList{QString::number(kIdleCommitted), QStringLiteral("2")}));

        // The active group: its classic GroupMetadata record names the consumer as a member.
        auto *group = view->findChild<QLineEdit *>(QStringLiteral("groupFilter"));
        group->setText(m_active);
        type->setCurrentIndex(type->findData(2)); // GroupMetadata
        QVERIFY(model->rowCount() >= 1);
        const int last = model->rowCount() - 1;
        QVERIFY2(cell(model, last, OffsetsLogModel::Value).contains(m_consumer->memberId()),
                 qPrintable(cell(model, last, OffsetsLogModel::Value)));
        QCOMPARE(model->entry(last)->record.value.value(QStringLiteral("protocol")).toString(),
                 QStringLiteral("range"));
        // Topic filter: the active group's commits on the test topic only.
        type->setCurrentIndex(0);
        view->findChild<QLineEdit *>(QStringLiteral("topicFilter"))->setText(m_topic);
        QVERIFY(model->rowCount() >= kPartitions);
        for (int r = 0; r < model->rowCount(); ++r)
            QVERIFY(
                cell(model, r, OffsetsLogModel::Subject).startsWith(m_topic + QLatin1Char('/')));

        // Replay the idle group's state at its first commit of partition 0: offset 4, not 2 yet.
        group->setText(m_idle);
        view->findChild<QLineEdit *>(QStringLiteral("topicFilter"))->setText(m_topic);
        auto *table = view->findChild<QTableView *>(QStringLiteral("offsetsTable"));
        int first = -1;
        for (int r = 0; r < model->rowCount() && first < 0; ++r)
            if (cell(model, r, OffsetsLogModel::Subject) == m_topic + QStringLiteral("/0"))
                first = r;
        QVERIFY(first >= 0);
        table->setCurrentIndex(model->index(first, 0));
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("replay")), Qt::LeftButton);
        QVERIFY2(view->stateText().contains(
                     QStringLiteral("committed %1/0 = %2").arg(m_topic).arg(kIdleCommitted)),
                 qPrintable(view->stateText()));
    }

    // A KIP-848 group (librdkafka, group.protocol=consumer): the detail shows each member's epoch,
    // its target assignment ("same" once reconciled) and the group's epochs.
    void kip848MemberShowsEpochAndTarget()
    {
        const QString group = uniqueName(QStringLiteral("guigroup-848"));
        GroupConsumer::Options o;
        o.group = group;
        o.topics = {m_topic};
        o.clientId = QStringLiteral("gui-848-consumer");
        o.protocol = QStringLiteral("consumer");
        GroupConsumer consumer(profile(), o);
        QVERIFY(waitUntil([&] { return consumer.assignment().size() == kPartitions; }, 60000));
        QVERIFY(m_window->openView(QStringLiteral("group:") + group));
        GroupDetailView *detail = m_view->detail();
        QCOMPARE(detail->group(), group);
        auto *members = detail->findChild<QTableWidget *>(QStringLiteral("members"));
        QStringList owned;
        for (const auto &tp : consumer.assignment())
            owned << QStringLiteral("%1/%2").arg(tp.first).arg(tp.second);
        // The view samples the group while shown; the first samples may catch it still reconciling.
        QTRY_VERIFY_WITH_TIMEOUT(
            members->rowCount() == 1 && tableCell(members, 0, 7) == QStringLiteral("same"), 30000);
        QCOMPARE(tableCell(members, 0, 0), consumer.memberId());
        QVERIFY2(tableCell(members, 0, 4).toInt() >= 1, qPrintable(tableCell(members, 0, 4)));
        QCOMPARE(tableCell(members, 0, 6), owned.join(QLatin1Char(' ')));
        const QString header = detail->findChild<QLabel *>(QStringLiteral("groupHeader"))->text();
        QVERIFY2(header.contains(QStringLiteral("group epoch")), qPrintable(header));
        QVERIFY2(header.contains(QStringLiteral("consumer")), qPrintable(header));
    }

private:
    QString m_topic, m_active, m_idle;
    int m_extra = 0;
    std::unique_ptr<GroupConsumer> m_consumer;
    std::unique_ptr<MainWindow> m_window;
    GroupsView *m_view = nullptr;
};

KAFSCOPE_TEST_MAIN(TestGroupsView)
#include "test_groups_view.moc"
