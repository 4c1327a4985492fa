// The connector detail's calls that read offsets or change the connector: each on the view's
// ConnectJobs, each write through the profile's write policy in core.
#include "connect/connector_detail.h"

#include "common/admin_dialog.h"
#include "common/palette.h"
#include "common/read_only_gate.h"
#include "connect/connect_jobs.h"
#include "connect/connector_config_form.h"

#include <QJsonDocument>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QTableWidget>

#include <optional>

namespace kafscope::ui {

using namespace kafscope::connect;

namespace {

QString compactJson(const QJsonValue &v)
{
    if (v.isNull() || v.isUndefined())
        return QStringLiteral("–");
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    if (v.isArray())
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    return v.toVariant().toString();
}

// What applying a changed config gave: the worker's validation, and the change when it was valid.
struct ApplyOutcome {
    Result<ValidationResult> checked = Error::usage(KS_ERR("not validated"));
    std::optional<Result<ConnectorInfo>> applied;
};

} // namespace

void ConnectorDetail::applyConfig()
{
    if (m_name.isEmpty())
        return;
    ConnectorConfig set;
    QStringList unset;
    m_form->changes(&set, &unset);
    if (set.isEmpty() && unset.isEmpty())
        return showStatus(tr("Nothing changed."), true);
    const QString name = m_name;
    const quint64 generation = m_generation;
    showStatus(tr("The worker is checking the new config of %1…").arg(name), true);
    m_apply->setEnabled(false);
    m_jobs->run<ApplyOutcome>(
        [name, set, unset](ConnectClient &c) {
            ApplyOutcome out;
            out.checked = c.validateChange(name, set, unset);
            if (out.checked && out.checked->errorCount == 0)
                out.applied = c.changeConfig(name, set, unset);
            return out;
        },
        [this, generation, name](const ApplyOutcome &out) {
            if (generation != m_generation)
                return;
            updateActions();
            if (!out.checked) {
                showStatus(out.checked.error().message(), false);
            } else if (out.checked->errorCount > 0) {
                const int fields = m_form->showErrors(*out.checked);
                showStatus(tr("The worker found %n error(s); nothing was changed.", nullptr,
                              std::max(fields, out.checked->errorCount)),
                           false);
            } else if (out.applied && !*out.applied) {
                showStatus(out.applied->error().message(), false);
            } else {
                showStatus(tr("The new config of %1 is applied.").arg(name), true);
                m_configShown = false; // rebuilt from what the worker now has
                if (out.applied)
                    show(**out.applied);
                loadConfig();
                Q_EMIT changed();
            }
            Q_EMIT actionFinished();
        });
}

void ConnectorDetail::runWrite(const QString &doing, std::function<Status(ConnectClient &)> write,
                               const QString &done)
{
    if (m_name.isEmpty())
        return;
    const quint64 generation = m_generation;
    showStatus(doing, true);
    m_jobs->run<Status>(std::move(write), [this, generation, done](const Status &s) {
        if (generation != m_generation)
            return;
        showStatus(s ? done : s.error().message(), s.ok());
        refresh();
        Q_EMIT changed();
        Q_EMIT actionFinished();
    });
}

void ConnectorDetail::pause()
{
    const QString name = m_name;
    runWrite(
        tr("Pausing %1…").arg(name), [name](ConnectClient &c) { return c.pause(name); },
        tr("%1 is paused.").arg(name));
}

void ConnectorDetail::resume()
{
    const QString name = m_name;
    runWrite(
        tr("Resuming %1…").arg(name), [name](ConnectClient &c) { return c.resume(name); },
        tr("%1 is resumed.").arg(name));
}

void ConnectorDetail::stop()
{
    const QString name = m_name;
    runWrite(
        tr("Stopping %1…").arg(name), [name](ConnectClient &c) { return c.stop(name); },
        tr("%1 is stopped: its tasks are shut down.").arg(name));
}

void ConnectorDetail::restart(RestartOptions options)
{
    const QString name = m_name;
    runWrite(
        tr("Restarting %1…").arg(name),
        [name, options](ConnectClient &c) { return c.restart(name, options); },
        options.onlyFailed     ? tr("What failed in %1 is restarting.").arg(name)
        : options.includeTasks ? tr("%1 and its tasks are restarting.").arg(name)
                               : tr("%1 is restarting.").arg(name));
}

void ConnectorDetail::restartSelectedTask()
{
    const int row = m_tasks->currentRow();
    if (row < 0 || row >= m_info.tasks.size())
        return;
    const QString name = m_name;
    const int task = m_info.tasks[row].id;
    runWrite(
        tr("Restarting task %1 of %2…").arg(task).arg(name),
        [name, task](ConnectClient &c) { return c.restartTask(name, task); },
        tr("Task %1 of %2 is restarting.").arg(task).arg(name));
}

void ConnectorDetail::confirmWrite(const QString &objectName, const QString &title,
                                   const QString &explanation, const QString &actionLabel,
                                   TypedWrite write, std::function<void()> after)
{
    const QString name = m_name;
    auto *d = new AdminDialog(title, explanation, actionLabel, this);
    d->setObjectName(objectName);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->requireConfirmation(name);
    d->setReadOnly(m_gate->readOnly());
    ConnectJobs *jobs = m_jobs;
    QPointer<ConnectorDetail> self(this);
    d->setAction([=](std::function<void(const Status &)> done) {
        const QString typed = d->topicConfirmation();
        jobs->run<Status>([write, name, typed](ConnectClient &c) { return write(c, name, typed); },
                          [done, self, after](const Status &s) {
                              done(s);
                              if (self && s)
                                  after();
                          });
    });
    d->open();
}

void ConnectorDetail::deleteConnector()
{
    if (m_name.isEmpty())
        return;
    const QString name = m_name;
    confirmWrite(
        QStringLiteral("deleteConnectorDialog"), tr("Delete a connector"),
        tr("Removes connector %1 and its tasks from the Connect cluster. Its offsets stay in the "
           "cluster's offsets topic; a connector created again under the same name goes on from "
           "them.")
            .arg(name),
        tr("Delete"),
        [](ConnectClient &c, const QString &n, const QString &typed) { return c.remove(n, typed); },
        [this, name] {
            clear();
            showStatus(tr("Connector %1 is deleted.").arg(name), true);
            Q_EMIT changed();
            Q_EMIT actionFinished();
        });
}

void ConnectorDetail::readOffsets()
{
    if (m_name.isEmpty())
        return;
    const QString name = m_name;
    const quint64 generation = m_generation;
    m_offsetsNote->setText(tr("Reading the offsets…"));
    m_jobs->run<Result<ConnectorOffsets>>(
        [name](ConnectClient &c) { return c.offsets(name); },
        [this, generation](const Result<ConnectorOffsets> &r) {
            if (generation != m_generation)
                return;
            m_offsets->setRowCount(0);
            if (!r) {
                m_offsetsNote->setText(
                    tr("Could not read the offsets: %1").arg(r.error().message()));
                return;
            }
            m_offsets->setRowCount(int(r->offsets.size()));
            for (int i = 0; i < r->offsets.size(); ++i) {
                const QJsonObject o = r->offsets.at(i).toObject();
                m_offsets->setItem(
                    i, 0, new QTableWidgetItem(compactJson(o.value(QStringLiteral("partition")))));
                m_offsets->setItem(
                    i, 1, new QTableWidgetItem(compactJson(o.value(QStringLiteral("offset")))));
            }
            m_offsets->resizeColumnToContents(0);
            m_offsetsNote->setText((r->offsets.isEmpty()
                                        ? tr("No offsets committed yet.")
                                        : tr("%n offset(s), as the connector keeps them.", nullptr,
                                             int(r->offsets.size()))) +
                                   QLatin1Char(' ') +
                                   (m_info.state == QLatin1String("STOPPED")
                                        ? tr("The connector is stopped: its offsets can be reset.")
                                        : tr("Stop the connector to reset them.")));
        });
}

void ConnectorDetail::resetOffsets()
{
    if (m_name.isEmpty())
        return;
    const QString name = m_name;
    confirmWrite(
        QStringLiteral("resetConnectorOffsetsDialog"), tr("Reset a connector's offsets"),
        tr("Forgets every offset of connector %1: a source connector reads its data from the "
           "start again, a sink connector's consumer group is deleted. The connector must be "
           "stopped.")
            .arg(name),
        tr("Reset offsets"),
        [](ConnectClient &c, const QString &n, const QString &typed) {
            return c.resetOffsets(n, typed);
        },
        [this, name] {
            showStatus(tr("The offsets of %1 are reset.").arg(name), true);
            readOffsets();
            Q_EMIT actionFinished();
        });
}

} // namespace kafscope::ui
