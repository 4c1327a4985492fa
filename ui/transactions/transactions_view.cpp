#include "transactions/transactions_view.h"

#include "cluster/cluster_session.h"
#include "common/admin_dialog.h"
#include "common/read_only_gate.h"
#include "common/table_setup.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace kafscope::ui {

using namespace kafscope::transactions;

namespace {

// Everything the view shows, read in one go on the worker: the ids and their descriptions, the
// producers of the partitions they hold, and the hanging transactions on every broker.
Result<TransactionsSnapshot> readSnapshot(KafkaClient &c, qint64 maxTimeoutMs)
{
    protocol::ProtocolClient proto(c);
    TransactionsSnapshot s;
    auto listed = listTransactions(proto);
    if (!listed)
        return listed.error();
    QStringList ids;
    for (const TransactionListing &l : *listed)
        ids << l.transactionalId;
    auto described = describeTransactions(proto, ids);
    if (!described)
        return described.error();
    s.transactions = *described;
    QList<PartitionRef> held;
    for (const TransactionDescription &d : s.transactions)
        for (const PartitionRef &p : d.partitions)
            if (!held.contains(p))
                held << p;
    auto producers = describeProducers(proto, held);
    if (!producers)
        return producers.error();
    s.producers = *producers;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const ClusterMetadata *md = proto.metadata();
    for (const BrokerInfo &b : md ? md->brokers : QList<BrokerInfo>{}) {
        HangingQuery q;
        q.brokerId = b.id;
        q.maxTransactionTimeoutMs = maxTimeoutMs;
        auto hanging = findHanging(proto, q, now);
        if (!hanging)
            return hanging.error();
        for (const OpenTransaction &o : *hanging) {
            const bool seen = std::any_of(s.hanging.cbegin(), s.hanging.cend(), [&](const auto &h) {
                return h.partition == o.partition && h.producer.producerId == o.producer.producerId;
            });
            if (!seen)
                s.hanging << o;
        }
    }
    s.readAtMs = now;
    return s;
}

QLabel *sectionTitle(const QString &objectName, QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setObjectName(objectName);
    QFont f = l->font();
    f.setBold(true);
    l->setFont(f);
    return l;
}

void fitColumns(QTableView *t, int stretch)
{
    t->horizontalHeader()->setStretchLastSection(false);
    for (int c = 0; c < t->model()->columnCount(); ++c)
        t->horizontalHeader()->setSectionResizeMode(
            c, c == stretch ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
}

} // namespace

TransactionsView::TransactionsView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("transactionsView"));
    auto *layout = new QVBoxLayout(this);
    m_gate = new ReadOnlyGate(this, tr("aborting transactions is turned off"));
    layout->addWidget(m_gate->banner());
    auto *bar = new QHBoxLayout;
    auto *refresh = new QPushButton(tr("Refresh"), this);
    refresh->setObjectName(QStringLiteral("transactionsRefresh"));
    auto *timeoutLabel = new QLabel(tr("Hanging when open longer than:"), this);
    m_maxTimeout = new QSpinBox(this);
    m_maxTimeout->setObjectName(QStringLiteral("transactionsMaxTimeout"));
    m_maxTimeout->setRange(0, 7 * 24 * 60);
    m_maxTimeout->setValue(15); // Kafka's tool's default, the broker's default maximum timeout
    m_maxTimeout->setSuffix(tr(" min"));
    m_maxTimeout->setToolTip(tr("The cluster's transaction.max.timeout.ms: a transaction open "
                                "longer than any producer may keep one is a candidate"));
    timeoutLabel->setBuddy(m_maxTimeout);
    m_abort = new QPushButton(tr("Abort…"), this);
    m_abort->setObjectName(QStringLiteral("transactionAbort"));
    bar->addWidget(refresh);
    bar->addSpacing(12);
    bar->addWidget(timeoutLabel);
    bar->addWidget(m_maxTimeout);
    bar->addStretch(1);
    bar->addWidget(m_abort);
    layout->addLayout(bar);

    m_listModel = new TransactionListModel(this);
    m_partitionModel = new TransactionPartitionModel(this);
    m_hangingModel = new TransactionPartitionModel(this);
    m_list = makeAdminTable(QStringLiteral("transactionsTable"), m_listModel, this);
    m_partitions = makeAdminTable(QStringLiteral("transactionPartitions"), m_partitionModel, this);
    m_hanging = makeAdminTable(QStringLiteral("hangingTransactions"), m_hangingModel, this);
    fitColumns(m_list, TransactionListModel::Id);
    fitColumns(m_partitions, TransactionPartitionModel::Status);
    fitColumns(m_hanging, TransactionPartitionModel::Status);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->setChildrenCollapsible(false);
    const auto pane = [split, this](QLabel *title, QTableView *table) {
        auto *w = new QWidget(split);
        auto *l = new QVBoxLayout(w);
        l->setContentsMargins(0, 0, 0, 0);
        if (title)
            l->addWidget(title);
        l->addWidget(table, 1);
        table->setParent(w);
        split->addWidget(w);
    };
    m_partitionsTitle = sectionTitle(QStringLiteral("transactionPartitionsTitle"), this);
    m_hangingTitle = sectionTitle(QStringLiteral("hangingTitle"), this);
    pane(nullptr, m_list);
    pane(m_partitionsTitle, m_partitions);
    pane(m_hangingTitle, m_hanging);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setStretchFactor(2, 2);
    layout->addWidget(split, 1);
    m_status = new QLabel(tr("Not loaded yet."), this);
    m_status->setObjectName(QStringLiteral("transactionsStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    connect(refresh, &QPushButton::clicked, this, &TransactionsView::refresh);
    connect(m_maxTimeout, &QSpinBox::valueChanged, this, &TransactionsView::refresh);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &TransactionsView::showSelected);
    const auto selection = [this] {
        m_abort->setEnabled(m_hanging->selectionModel()->hasSelection());
    };
    connect(m_hanging->selectionModel(), &QItemSelectionModel::selectionChanged, this, selection);
    connect(m_hangingModel, &QAbstractItemModel::modelReset, this, selection);
    connect(m_abort, &QPushButton::clicked, this, &TransactionsView::openAbort);
    selection();
    m_gate->guard(m_abort);
    showSelected();
}

void TransactionsView::setSession(ClusterSession *session)
{
    m_session = session;
    m_snapshot = {};
    m_listModel->setSnapshot(m_snapshot);
    m_hangingModel->setRows({}, 0);
    showSelected();
    m_loaded = false;
    ++m_generation;
    m_gate->setReadOnly(session && session->profile().readOnly);
    m_status->setText(tr("Not loaded yet."));
    if (session && isVisible())
        refresh();
}

void TransactionsView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_session && !m_loaded && !property("kafscopeBusy").toBool())
        refresh();
}

QString TransactionsView::statusText() const
{
    return m_status->text();
}

void TransactionsView::setHangingAfterMinutes(int minutes)
{
    m_maxTimeout->setValue(minutes);
}

void TransactionsView::refresh()
{
    if (!m_session)
        return;
    const quint64 generation = ++m_generation;
    const qint64 maxTimeoutMs = qint64(m_maxTimeout->value()) * 60 * 1000;
    setProperty("kafscopeBusy", true);
    m_status->setText(tr("Reading the transactions of every coordinator…"));
    m_session->call<TransactionsSnapshot>(
        this, [maxTimeoutMs](KafkaClient &c) { return readSnapshot(c, maxTimeoutMs); },
        [this, generation](const Result<TransactionsSnapshot> &r) {
            if (generation != m_generation)
                return;
            setProperty("kafscopeBusy", false);
            m_loaded = true;
            const QString selected =
                m_list->currentIndex().isValid()
                    ? m_listModel->at(m_list->currentIndex().row())->transactionalId
                    : QString();
            m_snapshot = r ? *r : TransactionsSnapshot{};
            m_listModel->setSnapshot(m_snapshot);
            QList<TransactionPartitionModel::Row> hanging;
            for (const OpenTransaction &o : m_snapshot.hanging)
                hanging << TransactionPartitionModel::Row{o.partition, o.producer,
                                                          o.transactionalId, true};
            m_hangingModel->setRows(hanging, m_snapshot.readAtMs);
            for (int row = 0; row < m_listModel->rowCount(); ++row)
                if (m_listModel->at(row)->transactionalId == selected || selected.isEmpty()) {
                    m_list->setCurrentIndex(m_listModel->index(row, 0));
                    break;
                }
            showSelected();
            if (!r)
                m_status->setText(
                    tr("Could not read the transactions: %1").arg(r.error().message()));
            else if (m_snapshot.transactions.isEmpty())
                m_status->setText(tr("No transactional ids yet — producers with a "
                                     "transactional.id appear here once they start."));
            else
                m_status->setText(
                    tr("%n transactional id(s)", nullptr, int(m_snapshot.transactions.size())) +
                    QStringLiteral(" · ") +
                    tr("%n hanging transaction(s)", nullptr, int(m_snapshot.hanging.size())));
            Q_EMIT loaded();
        });
}

void TransactionsView::showSelected()
{
    const QModelIndex current = m_list->currentIndex();
    const TransactionDescription *t = current.isValid() ? m_listModel->at(current.row()) : nullptr;
    QList<TransactionPartitionModel::Row> rows;
    if (t)
        for (const PartitionRef &p : t->partitions) {
            TransactionPartitionModel::Row row{p, std::nullopt, t->transactionalId, false};
            for (const PartitionProducers &pp : m_snapshot.producers)
                if (pp.partition == p)
                    for (const ActiveProducer &a : pp.producers)
                        if (a.producerId == t->producerId)
                            row.producer = a;
            rows << row;
        }
    m_partitionModel->setRows(rows, m_snapshot.readAtMs);
    m_partitionsTitle->setText(t ? tr("Partitions of %1").arg(t->transactionalId)
                                 : tr("Partitions (select a transactional id)"));
    m_hangingTitle->setText(
        m_snapshot.hanging.isEmpty()
            ? tr("Hanging transactions: none open longer than %n min outside a transaction its "
                 "coordinator knows",
                 nullptr, m_maxTimeout->value())
            : tr("Hanging transactions: %n block read_committed consumers and compaction", nullptr,
                 int(m_snapshot.hanging.size())));
}

void TransactionsView::openAbort()
{
    const QModelIndexList rows = m_hanging->selectionModel()->selectedRows();
    const TransactionPartitionModel::Row *row =
        rows.isEmpty() ? nullptr : m_hangingModel->at(rows.first().row());
    if (!m_session || !row || !row->producer)
        return;
    AbortSpec spec{row->partition, row->producer->producerId, row->producer->producerEpoch,
                   std::max(row->producer->coordinatorEpoch, 0),
                   row->producer->currentTxnStartOffset};
    const QString target = abortTarget(spec);
    auto *d = new AdminDialog(
        tr("Abort a transaction"),
        tr("Writes an abort marker for producer %1 (epoch %2) on partition %3 of %4: the records "
           "of its open transaction from offset %5 on are discarded, and read_committed consumers "
           "and compaction move past them. Use it only for a transaction no producer will end.")
            .arg(spec.producerId)
            .arg(spec.producerEpoch)
            .arg(spec.partition.partition)
            .arg(spec.partition.topic)
            .arg(spec.startOffset),
        tr("Abort"), this);
    d->setObjectName(QStringLiteral("abortTransactionDialog"));
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->requireConfirmation(target);
    d->setReadOnly(m_session->profile().readOnly);
    QPointer<ClusterSession> session = m_session;
    QPointer<TransactionsView> self(this);
    d->setAction([=](std::function<void(const Status &)> done) {
        if (!session)
            return done(Error::usage(KS_ERR("Not connected")));
        const QString typed = d->topicConfirmation();
        const ConnectionProfile profile = session->profile();
        session->call<bool>(
            d,
            [=](KafkaClient &c) -> Result<bool> {
                protocol::ProtocolClient proto(c);
                if (auto s = abortTransaction(proto, profile, spec, typed); !s)
                    return s.error();
                return true;
            },
            [done, self](const Result<bool> &r) {
                done(r ? Status(Ok{}) : Status(r.error()));
                if (self)
                    self->refresh();
            });
    });
    d->open();
}

} // namespace kafscope::ui
