// The offsets log's model once its budget is full: evicted rows leave from the top and new ones
// arrive at the bottom, with row signals only (no reset), so a live read keeps the selection.
#include "offsets/offsets_log_model.h"
#include "test_main.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::ui;

namespace {

QList<offsets::OffsetsLogEntry> batch(qint64 from, int count)
{
    QList<offsets::OffsetsLogEntry> out;
    for (int i = 0; i < count; ++i) {
        offsets::OffsetsLogEntry e;
        e.partition = 0;
        e.offset = from + i;
        e.timestampMs = 1700000000000 + from + i;
        e.record.type = 1;
        e.record.group = (from + i) % 2 ? QStringLiteral("odd") : QStringLiteral("even");
        out << e;
    }
    return out;
}

} // namespace

class TestOffsetsLogModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fullModelMovesRowsWithoutReset()
    {
        OffsetsLogModel model(nullptr, 10);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        model.append(batch(0, 8));
        QCOMPARE(model.rowCount(), 8);
        model.append(batch(8, 5)); // 13 > 10: the 3 oldest go
        QCOMPARE(model.rowCount(), 10);
        QCOMPARE(model.evicted(), 3);
        QCOMPARE(model.entry(0)->offset, 3);
        QCOMPARE(model.entry(9)->offset, 12);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(removed.count(), 1);

        // A selected row keeps pointing at the same record while older ones are evicted.
        QItemSelectionModel selection(&model);
        selection.setCurrentIndex(model.index(5, 0),
                                  QItemSelectionModel::SelectCurrent | QItemSelectionModel::Rows);
        const qint64 selectedOffset = model.entry(5)->offset;
        model.append(batch(13, 2));
        QCOMPARE(model.entry(selection.currentIndex().row())->offset, selectedOffset);
        QCOMPARE(resets.count(), 0);

        // With a filter: only matching rows are shown, and eviction removes only theirs.
        model.setFilter({QStringLiteral("odd"), {}, -2});
        QCOMPARE(model.rowCount(), 5); // offsets 5..14, odd ones
        QCOMPARE(model.entry(0)->offset, 5);
        model.append(batch(15, 4)); // evicts 5..8, adds 15..18
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.entry(0)->offset, 9);
        QCOMPARE(model.entry(4)->offset, 17);
        QCOMPARE(model.all().size(), 10);

        // A batch bigger than the budget keeps its newest part.
        model.append(batch(100, 25));
        QCOMPARE(model.all().size(), 10);
        QCOMPARE(model.all().first().offset, 115);
        QCOMPARE(model.entry(model.rowCount() - 1)->offset, 123);
        QCOMPARE(model.evicted(), 3 + 2 + 4 + 10 + 15);
    }
};

KAFSCOPE_TEST_MAIN(TestOffsetsLogModel)
#include "test_offsets_log_model.moc"
