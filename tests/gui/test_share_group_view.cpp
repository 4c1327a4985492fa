// A share group (KIP-932) in the Consumer groups view, with Kafka's kafka-console-share-consumer as
// its member: listed with type share, its member and assignment and, per partition, the
// share-partition start offset (the column says so) and the lag the broker reports, whole at
// 1280x800; the reset button is off while a member is in, then resets the start offsets through
// the preview and the typed confirmation.
#include "groups/group_detail_view.h"
#include "test_main.h"
#include "groups/group_table_model.h"
#include "groups/groups_view.h"
#include "groups/reset_dialog.h"
#include "groups/share_group.h"
#include "groups_test_support.h"
#include "gui/application.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QSignalSpy>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QTableView>
#include <QTableWidget>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;
using namespace kafscope::ui;

namespace {

ConnectionProfile profile()
{
    return profileFor("kafka1");
}

QString cell(QAbstractItemModel *m, int row, int column)
{
    return m->index(row, column).data().toString();
}

int rowOf(QAbstractItemModel *m, const QString &group)
{
    for (int r = 0; r < m->rowCount(); ++r)
        if (cell(m, r, GroupTableModel::Group) == group)
            return r;
    return -1;
}

QString tableCell(QTableWidget *t, int row, int column)
{
    const QTableWidgetItem *item = t->item(row, column);
    return item ? item->text() : QString();
}

// What Kafka says of the group now, read apart from the view (its own protocol client).
groups::ShareGroupOffsets offsetsNow(const QString &group)
{
    auto client = KafkaClient::create(profile(), QStringLiteral("test-check"));
    protocol::ProtocolClient pc(*client.value());
    auto o = groups::shareGroupOffsets(pc, group);
    if (!o)
        qWarning("shareGroupOffsets: %s", qPrintable(o.error().message()));
    return o ? *o : groups::ShareGroupOffsets{};
}

} // namespace

class TestShareGroupView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void shareGroupListedAndDetailed()
    {
        const QString topic = makeTopic(profile(), QStringLiteral("guishare"), 2);
        const QString group = uniqueName(QStringLiteral("guishare"));
        shareGroupFromEarliest("kafka1", group);
        ShareConsumer consumer("kafka1", group, topic, QStringLiteral("share-gui"));
        auto client = KafkaClient::create(profile(), QStringLiteral("test-check"));
        QVERIFY(waitUntil(
            [&] {
                auto s = groups::shareGroupSnapshot(*client.value(), group);
                return s && s->share.members.size() == 1 &&
                       !s->share.members.front().assignment.isEmpty();
            },
            120000));
        produceMessages(profile(), topic, 20, -1);
        QVERIFY(waitUntil([&] { return consumer.printed() >= 20; }, 120000));

        // Settings and history apart from the user's (after the Java peers found the Kafka jars
        // in the real cache).
        QStandardPaths::setTestModeEnabled(true);
        kafscope::app::Window window;
        window.resize(1280, 800);
        window.show();
        window.connectTo(profile());
        QVERIFY(window.openView(QStringLiteral("groups")));
        auto *view = window.findChild<GroupsView *>();
        QVERIFY(view);
        auto *table = view->findChild<QTableView *>(QStringLiteral("groupTable"));
        QAbstractItemModel *proxy = table->model();
        QTRY_VERIFY_WITH_TIMEOUT(
            rowOf(proxy, group) >= 0 && !view->property("kafscopeBusy").toBool(), 60000);
        const int row = rowOf(proxy, group);
        QCOMPARE(cell(proxy, row, GroupTableModel::Type), QStringLiteral("share"));
        QCOMPARE(cell(proxy, row, GroupTableModel::State), QStringLiteral("Stable"));
        QCOMPARE(cell(proxy, row, GroupTableModel::Members), QStringLiteral("1"));
        QCOMPARE(cell(proxy, row, GroupTableModel::Assignor), QStringLiteral("simple"));
        QCOMPARE(cell(proxy, row, GroupTableModel::Topics), topic);

        const QModelIndex idx = proxy->index(row, 0);
        table->scrollTo(idx);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(idx).center());
        GroupDetailView *detail = view->detail();
        QCOMPARE(detail->group(), group);
        auto *members = detail->findChild<QTableWidget *>(QStringLiteral("members"));
        auto *partitions = detail->findChild<QTableWidget *>(QStringLiteral("partitions"));
        QTRY_VERIFY_WITH_TIMEOUT(members->rowCount() == 1 && partitions->rowCount() == 2, 60000);
        QCOMPARE(tableCell(members, 0, 1), QStringLiteral("share-gui"));
        QCOMPARE(tableCell(members, 0, 5), topic); // its subscription
        QCOMPARE(tableCell(members, 0, 6),
                 QStringLiteral("%1/0 %1/1").arg(topic)); // one member: both partitions
        // The share-partition start offset, named as such, whole at 1280x800.
        QCOMPARE(partitions->horizontalHeaderItem(2)->text(), QStringLiteral("Start offset"));
        QHeaderView *h = partitions->horizontalHeader();
        const int headerMargin = h->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, h);
        for (int c = 0; c <= 4; ++c) { // topic, partition, start offset, log end, lag
            const QString title = partitions->horizontalHeaderItem(c)->text();
            QVERIFY2(h->fontMetrics().horizontalAdvance(title) + 2 * headerMargin <=
                         h->sectionSize(c),
                     qPrintable(title));
            QVERIFY2(h->sectionViewportPosition(c) + h->sectionSize(c) <=
                         partitions->viewport()->width(),
                     qPrintable(title));
        }
        // A member is in: Kafka alters only an empty share group's start offsets.
        auto *reset = detail->findChild<QPushButton *>(QStringLiteral("resetOffsets"));
        QVERIFY(!reset->isEnabled());
        QVERIFY(reset->toolTip().contains(QStringLiteral("Stop the group's consumers first")));
        QCOMPARE(reset->text(), QStringLiteral("Reset start offsets…"));

        // Stopped, then 10 more records: the view shows the lag Kafka reports, partition by
        // partition, and the member is gone.
        consumer.stop();
        produceMessages(profile(), topic, 10, -1);
        groups::ShareGroupOffsets kafka;
        QVERIFY(waitUntil(
            [&] {
                kafka = offsetsNow(group);
                return kafka.knownLag() >= 10;
            },
            60000));
        QTRY_VERIFY_WITH_TIMEOUT(
            members->rowCount() == 0 &&
                tableCell(partitions, 0, 4) == QLocale().toString(kafka.partitions[0].lag) &&
                tableCell(partitions, 1, 4) == QLocale().toString(kafka.partitions[1].lag),
            60000);
        for (int p = 0; p < 2; ++p) {
            QCOMPARE(tableCell(partitions, p, 0), topic);
            QCOMPARE(tableCell(partitions, p, 1), QString::number(p));
            QCOMPARE(tableCell(partitions, p, 2),
                     QLocale().toString(kafka.partitions[p].startOffset));
        }
        QVERIFY(detail->findChild<QLabel *>(QStringLiteral("lagTotals"))
                    ->text()
                    .contains(QLocale().toString(kafka.knownLag())));

        // Empty now: the start offsets are reset from the page, previewed first, written once
        // the group's name is typed; Kafka then delivers every record again (lag 30).
        QTRY_VERIFY_WITH_TIMEOUT(reset->isEnabled(), 30000);
        QTest::mouseClick(reset, Qt::LeftButton);
        ResetDialog *dialog = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (dialog = detail->findChild<ResetDialog *>()) != nullptr && dialog->isVisible(), 5000);
        QVERIFY(dialog->windowTitle().contains(QStringLiteral("share-partition start offsets")));
        auto *mode = dialog->findChild<QComboBox *>(QStringLiteral("mode"));
        QCOMPARE(mode->findData(QStringLiteral("copy")), -1); // nothing to copy from
        mode->setCurrentIndex(mode->findData(QStringLiteral("earliest")));
        QSignalSpy previewed(dialog, &ResetDialog::previewShown);
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("preview")),
                          Qt::LeftButton);
        QVERIFY(previewed.wait(30000));
        auto *preview = dialog->findChild<QTableWidget *>(QStringLiteral("previewTable"));
        QCOMPARE(preview->rowCount(), 2);
        QCOMPARE(preview->horizontalHeaderItem(2)->text(), QStringLiteral("Current start"));
        for (int p = 0; p < 2; ++p) {
            QCOMPARE(tableCell(preview, p, 2), QLocale().toString(kafka.partitions[p].startOffset));
            QCOMPARE(tableCell(preview, p, 3), QStringLiteral("0"));
        }
        QCOMPARE(offsetsNow(group).partitions[0].startOffset,
                 kafka.partitions[0].startOffset); // the preview wrote nothing
        // KAFSCOPE_TEST_SHOTS=DIR keeps what the preview looked like.
        if (const QString dir = qEnvironmentVariable("KAFSCOPE_TEST_SHOTS"); !dir.isEmpty())
            QVERIFY(dialog->grab().save(dir + QStringLiteral("/share-reset-preview.png")));
        auto *apply = dialog->findChild<QPushButton *>(QStringLiteral("apply"));
        QVERIFY(!apply->isEnabled());
        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("confirm")), group);
        QVERIFY(apply->isEnabled());
        QSignalSpy applied(dialog, &ResetDialog::applied);
        QTest::mouseClick(apply, Qt::LeftButton);
        QVERIFY(applied.wait(30000));
        const groups::ShareGroupOffsets after = offsetsNow(group);
        QCOMPARE(after.partitions.size(), qsizetype(2));
        for (const groups::SharePartitionOffset &p : after.partitions)
            QCOMPARE(p.startOffset, 0);
        QCOMPARE(after.knownLag(), 30);
        // The page follows: start offsets 0 and the lag Kafka reports.
        QTRY_VERIFY_WITH_TIMEOUT(tableCell(partitions, 0, 2) == QStringLiteral("0") &&
                                     tableCell(partitions, 1, 2) == QStringLiteral("0"),
                                 30000);
    }
};

KAFSCOPE_TEST_MAIN(TestShareGroupView)
#include "test_share_group_view.moc"
