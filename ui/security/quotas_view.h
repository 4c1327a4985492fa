#pragma once

#include "protocol/quotas.h"

#include <QPointer>
#include <QWidget>

#include <functional>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

class ReadOnlyGate;

// Client quotas (issue #36): every user, client id and IP entity with a quota (and the defaults),
// one column per quota Kafka knows; set one quota of an entity, or remove one, each with the
// entity typed back (the write policy). Read with Kafscope's own DescribeClientQuotas on the
// session's worker.
class QuotasView : public QWidget {
    Q_OBJECT
public:
    explicit QuotasView(QWidget *parent = nullptr);
    void setSession(kafscope::ClusterSession *session);
    void refresh();
    const QList<protocol::ClientQuota> &quotas() const { return m_quotas; }
    QString statusText() const;

    // A quota value as the table shows it: bytes per second, a percentage, or a rate.
    static QString valueText(const QString &key, double value);
    static QString keyTitle(const QString &key);

Q_SIGNALS:
    void loaded();

protected:
    void showEvent(QShowEvent *event) override;

private:
    // Reads until `settled` holds for what the brokers answer (a write reaches every broker's
    // metadata within moments, not at once) or `attempts` more reads were made.
    using Settled = std::function<bool(const QList<protocol::ClientQuota> &)>;
    void readQuotas(Settled settled, int attempts);
    void openSet();
    void openRemove();
    int selectedRow() const;

    QPointer<ClusterSession> m_session;
    QList<protocol::ClientQuota> m_quotas;
    QTreeWidget *m_table = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_set = nullptr;
    QPushButton *m_remove = nullptr;
    ReadOnlyGate *m_gate = nullptr;
    quint64 m_generation = 0;
    bool m_loaded = false;
};

} // namespace kafscope::ui
