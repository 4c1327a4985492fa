#pragma once

#include "transactions/transactions_model.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

class ReadOnlyGate;

// Transactions, as kafka-transactions shows them: every transactional id with its state, producer,
// timeout, start and partitions; the selected id's partitions with what their leaders hold open;
// the hanging transactions (find-hanging's rule, over every broker), each of which can be aborted
// through a typed confirmation. Everything is read on the session's worker.
class TransactionsView : public QWidget {
    Q_OBJECT
public:
    explicit TransactionsView(QWidget *parent = nullptr);
    void setSession(kafscope::ClusterSession *session);
    void refresh();
    // The age past which an open transaction counts as hanging (the cluster's
    // transaction.max.timeout.ms, in minutes); refreshes when it changes.
    void setHangingAfterMinutes(int minutes);
    QString statusText() const;
    TransactionListModel *transactionModel() const { return m_listModel; }
    TransactionPartitionModel *partitionModel() const { return m_partitionModel; }
    TransactionPartitionModel *hangingModel() const { return m_hangingModel; }

Q_SIGNALS:
    void loaded();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void showSelected();
    void openAbort();

    QPointer<ClusterSession> m_session;
    TransactionsSnapshot m_snapshot;
    TransactionListModel *m_listModel = nullptr;
    TransactionPartitionModel *m_partitionModel = nullptr;
    TransactionPartitionModel *m_hangingModel = nullptr;
    QTableView *m_list = nullptr;
    QTableView *m_partitions = nullptr;
    QTableView *m_hanging = nullptr;
    QLabel *m_partitionsTitle = nullptr;
    QLabel *m_hangingTitle = nullptr;
    QLabel *m_status = nullptr;
    QSpinBox *m_maxTimeout = nullptr;
    QPushButton *m_abort = nullptr;
    ReadOnlyGate *m_gate = nullptr;
    quint64 m_generation = 0;
    bool m_loaded = false;
};

} // namespace kafscope::ui
