// The reassignment dialog's second page: starting the move, its progress, cancelling it, and what
// the cluster says once it has ended.
#include "topics/reassign_dialog.h"

#include "admin/write_guard.h"
#include "cluster/cluster_session.h"
#include "topics/config_units.h"
#include "topics/reassign_models.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableView>

#include <algorithm>

namespace kafscope::ui {

using protocol::PartitionMove;
using protocol::ReassignmentPlan;
using protocol::ReassignmentProgress;

namespace {

// What happened at the end of a move, read on the worker.
struct Ending {
    std::optional<protocol::VerifyResult> verified; // a move this dialog started
    QList<int> replicationFactors;                  // per partition, from the metadata, otherwise
    std::optional<protocol::ThrottleCleared> throttle;
    QString throttleError;
    std::optional<ReassignmentProgress> after; // what still moves, read last
};

} // namespace

void ReassignDialog::start()
{
    if (!m_session || !m_start->isEnabled())
        return;
    const ReassignmentPlan plan = m_planModel->plan();
    const qint64 throttle = m_throttle->isChecked() ? throttleBytesPerSec() : 0;
    const QString topic = m_topic;
    const QString typed = confirmation(m_topic);
    const protocol::Confirmer confirm = [topic, typed](const QString &target) {
        return target == topic ? typed : WriteGuard::confirmationFor(target);
    };
    m_busy = true;
    revalidate();
    m_message->setText(tr("Starting…"));
    m_session->call<bool>(
        this,
        [plan, throttle, confirm](KafkaClient &c) -> Result<bool> {
            protocol::ProtocolClient proto(c);
            if (auto s = protocol::executeReassignment(proto, c, plan, throttle, confirm); !s)
                return s.error();
            return true;
        },
        [this, throttle](const Result<bool> &r) {
            m_busy = false;
            if (!r) {
                m_message->setProperty("error", true);
                m_message->setText(tr("The move did not start: %1").arg(r.error().message()));
                revalidate();
                Q_EMIT updated();
                return;
            }
            m_throttled = throttle > 0;
            m_cancelConfirm->setText(m_confirm->text());
            showPage(ProgressPage);
            m_progressLabel->setText(tr("Started; reading the progress…"));
            m_poll.start();
            poll();
            Q_EMIT updated();
        });
}

void ReassignDialog::poll()
{
    if (!m_session || m_polling || m_busy)
        return;
    m_polling = true;
    const QString topic = m_topic;
    m_session->call<ReassignmentProgress>(
        this,
        [topic](KafkaClient &c) -> Result<ReassignmentProgress> {
            protocol::ProtocolClient proto(c);
            return protocol::reassignmentProgress(proto, {topic});
        },
        [this](const Result<ReassignmentProgress> &r) {
            m_polling = false;
            if (!m_poll.isActive())
                return; // cancelled meanwhile
            if (!r) {
                m_progressLabel->setText(
                    tr("Could not read the progress (trying again): %1").arg(r.error().message()));
                Q_EMIT updated();
                return;
            }
            showProgress(*r);
            if (r->done()) {
                m_poll.stop();
                finish(false);
            }
            Q_EMIT updated();
        });
}

void ReassignDialog::showProgress(const ReassignmentProgress &progress)
{
    m_progressModel->setProgress(progress);
    m_progressBar->setValue(int(progress.percent() * 10));
    m_progressBar->setVisible(!progress.done());
    m_progressTable->setVisible(!progress.done());
    if (progress.done()) {
        m_progressLabel->setText(tr("Nothing of %1 is moving any more.").arg(m_topic));
    } else if (progress.sizesError) {
        m_progressLabel->setText(tr("Moving %n partition(s); the bytes left are unknown: %1",
                                    nullptr, int(progress.moving.size()))
                                     .arg(progress.sizesError->message()));
    } else {
        m_progressLabel->setText(
            tr("Moving %n partition(s): %1 of %2 left (%3% done).", nullptr,
               int(progress.moving.size()))
                .arg(humanBytes(progress.bytesLeft()), humanBytes(progress.bytesTotal()))
                .arg(progress.percent(), 0, 'f', 1));
    }
    m_cancelConfirm->setEnabled(!progress.done());
    m_cancel->setEnabled(!m_busy && !m_readOnly && !progress.done() &&
                         WriteGuard::confirms(confirmation(m_topic), m_topic));
}

void ReassignDialog::cancelMove()
{
    if (!m_session || m_busy)
        return;
    m_busy = true;
    m_poll.stop();
    m_cancel->setEnabled(false);
    m_result->setText(tr("Cancelling…"));
    const QString topic = m_topic;
    const QString typed = confirmation(m_topic);
    const ConnectionProfile profile = m_session->profile();
    m_session->call<QList<int>>(
        this,
        [topic, typed, profile](KafkaClient &c) -> Result<QList<int>> {
            protocol::ProtocolClient proto(c);
            return protocol::cancelReassignment(proto, profile, topic, {}, typed);
        },
        [this](const Result<QList<int>> &r) {
            m_busy = false;
            if (!r) {
                m_result->setText(tr("Could not cancel: %1").arg(r.error().message()));
                m_poll.start();
                Q_EMIT updated();
                return;
            }
            m_result->setText(tr("Cancelled: partition(s) %1 went back to the replicas they had "
                                 "before the move.")
                                  .arg(brokerIds(*r)));
            finish(true);
        });
}

// The end of a move (or its cancellation): the result checked against the metadata, and the
// throttle off the topic and the brokers.
void ReassignDialog::finish(bool cancelled)
{
    if (!m_session)
        return;
    m_cancel->setEnabled(false);
    m_cancelConfirm->setEnabled(false);
    std::optional<ReassignmentPlan> plan;
    if (!cancelled && !m_planModel->plan().changing().isEmpty())
        plan = m_planModel->plan();
    const QString topic = m_topic;
    const QString typed = confirmation(m_topic);
    const bool clear = m_throttled;
    m_session->call<Ending>(
        this,
        [plan, topic, typed, clear](KafkaClient &c) -> Result<Ending> {
            Ending e;
            if (plan) {
                auto v = protocol::verifyReassignment(c, *plan);
                if (!v)
                    return v.error();
                e.verified = std::move(v).value();
            }
            if (clear) {
                auto cleared = protocol::clearReplicationThrottle(
                    c, {topic}, [topic, typed](const QString &target) {
                        return target == topic ? typed : WriteGuard::confirmationFor(target);
                    });
                if (cleared)
                    e.throttle = std::move(cleared).value();
                else
                    e.throttleError = cleared.error().message();
            }
            protocol::ProtocolClient proto(c);
            if (auto p = protocol::reassignmentProgress(proto, {topic}))
                e.after = std::move(p).value();
            return e;
        },
        [this, cancelled](const Result<Ending> &r) {
            QStringList lines;
            if (!cancelled)
                lines << tr("The move has ended.");
            else
                lines << m_result->text();
            if (!r) {
                lines << tr("Could not check the result: %1").arg(r.error().message());
            } else {
                if (r->verified && r->verified->complete())
                    lines << tr("Every partition of %1 has its planned replicas (checked against "
                                "the cluster's metadata).")
                                 .arg(m_topic);
                else if (r->verified)
                    for (const PartitionMove &m : r->verified->pending)
                        lines << tr("Partition %1 has replicas %2, not the planned %3.")
                                     .arg(m.partition)
                                     .arg(brokerIds(m.current), brokerIds(m.target));
                if (r->throttle &&
                    (!r->throttle->topics.isEmpty() || !r->throttle->brokers.isEmpty()))
                    lines << tr("The replication throttle was removed from %1 and from brokers %2.")
                                 .arg(r->throttle->topics.isEmpty()
                                          ? tr("no topic")
                                          : r->throttle->topics.join(QStringLiteral(", ")),
                                      brokerIds(r->throttle->brokers));
                if (!r->throttleError.isEmpty())
                    lines << tr("The replication throttle could not be removed: %1. Remove it with "
                                "kafscope-cli topics reassign-status %2")
                                 .arg(r->throttleError, m_topic);
            }
            if (r && r->after) {
                showProgress(*r->after);
                m_closeNote->setVisible(!r->after->done());
            }
            m_result->setText(lines.join(QLatin1Char('\n')));
            Q_EMIT replicasChanged();
            Q_EMIT updated();
        });
}

} // namespace kafscope::ui
