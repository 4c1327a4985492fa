#include "connect/connector_detail.h"

#include "common/admin_dialog.h"
#include "common/palette.h"
#include "common/read_only_gate.h"
#include "connect/connect_jobs.h"
#include "connect/connector_config_form.h"
#include "connect/connector_table_model.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <optional>

namespace kafscope::ui {

using namespace kafscope::connect;

namespace {

QTableWidget *makeTable(const QString &objectName, const QStringList &titles, QWidget *parent)
{
    auto *t = new QTableWidget(0, int(titles.size()), parent);
    t->setObjectName(objectName);
    t->setHorizontalHeaderLabels(titles);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->verticalHeader()->hide();
    t->setWordWrap(false);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

// A Java stack trace's lines worth reading first: the exception with its message and the last
// "Caused by:" (the root cause); "" when `trace` is no stack trace.
QString traceSummary(const QString &trace)
{
    const QStringList lines = trace.split(QLatin1Char('\n'));
    QString first, cause;
    for (const QString &line : lines) {
        const QString t = line.trimmed();
        if (t.startsWith(QLatin1String("at ")) || t.startsWith(QLatin1String("...")))
            continue;
        if (t.startsWith(QLatin1String("Caused by:")))
            cause = t;
        else if (first.isEmpty() && t.contains(QLatin1String("Exception")))
            first = t;
    }
    QStringList out;
    for (const QString &l : {first, cause})
        if (!l.isEmpty())
            out << (l.size() > 600 ? l.left(600) + QStringLiteral("…") : l);
    return out.join(QLatin1Char('\n'));
}

} // namespace

ConnectorDetail::ConnectorDetail(ConnectJobs *jobs, ReadOnlyGate *gate, QWidget *parent)
    : QWidget(parent), m_jobs(jobs), m_gate(gate)
{
    setObjectName(QStringLiteral("connectorDetail"));
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    auto *titleRow = new QHBoxLayout;
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("connectorTitle"));
    m_title->setTextFormat(Qt::PlainText);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_title->setFont(bold);
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("connectorState"));
    m_state->setTextFormat(Qt::PlainText);
    QFont stateFont = m_state->font();
    stateFont.setBold(true);
    m_state->setFont(stateFont);
    titleRow->addWidget(m_title);
    titleRow->addSpacing(8);
    titleRow->addWidget(m_state);
    titleRow->addStretch(1);
    v->addLayout(titleRow);
    m_facts = new QLabel(this);
    m_facts->setObjectName(QStringLiteral("connectorFacts"));
    m_facts->setTextFormat(Qt::PlainText);
    m_facts->setWordWrap(true);
    m_facts->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_facts);
    v->addWidget(buildActions());
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("connectorTabs"));
    m_tabs->addTab(buildTasksTab(), tr("Tasks"));
    m_tabs->addTab(buildConfigTab(), tr("Configuration"));
    m_tabs->addTab(buildTopicsTab(), tr("Topics"));
    m_tabs->addTab(buildOffsetsTab(), tr("Offsets"));
    v->addWidget(m_tabs, 1);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("connectorStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_status);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_tabs->widget(index) == m_offsets->parentWidget() && !m_name.isEmpty())
            readOffsets();
    });
    clear();
}

QWidget *ConnectorDetail::buildActions()
{
    auto *box = new QWidget(this);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    const auto button = [&](const QString &text, const QString &name, const QString &tip) {
        auto *b = new QPushButton(text, box);
        b->setObjectName(name);
        b->setToolTip(tip);
        row->addWidget(b);
        m_gate->guard(b);
        return b;
    };
    m_pause = button(tr("Pause"), QStringLiteral("connectorPause"),
                     tr("The connector and its tasks stop processing; they keep their resources"));
    m_resume = button(tr("Resume"), QStringLiteral("connectorResume"),
                      tr("A paused or stopped connector runs again"));
    m_stop = button(tr("Stop"), QStringLiteral("connectorStop"),
                    tr("The tasks shut down (KIP-875); a stopped connector's offsets can be "
                       "reset"));
    m_restart = new QToolButton(box);
    m_restart->setObjectName(QStringLiteral("connectorRestart"));
    m_restart->setText(tr("Restart"));
    m_restart->setPopupMode(QToolButton::InstantPopup);
    m_restart->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *menu = new QMenu(m_restart);
    const auto restartAction = [&](const QString &text, const QString &name, bool tasks,
                                   bool failed) {
        QAction *a = menu->addAction(text);
        a->setObjectName(name);
        connect(a, &QAction::triggered, this, [this, tasks, failed] {
            restart(RestartOptions{tasks, failed});
        });
    };
    restartAction(tr("The connector only"), QStringLiteral("restartConnectorOnly"), false, false);
    restartAction(tr("The connector and all its tasks"), QStringLiteral("restartWithTasks"), true,
                  false);
    restartAction(tr("Only what failed (connector or tasks)"), QStringLiteral("restartFailed"),
                  true, true);
    m_restart->setMenu(menu);
    row->addWidget(m_restart);
    m_gate->guard(m_restart);
    row->addStretch(1);
    m_delete = button(tr("Delete…"), QStringLiteral("connectorDelete"),
                      tr("Removes the connector and its tasks from the Connect cluster"));
    connect(m_pause, &QPushButton::clicked, this, &ConnectorDetail::pause);
    connect(m_resume, &QPushButton::clicked, this, &ConnectorDetail::resume);
    connect(m_stop, &QPushButton::clicked, this, &ConnectorDetail::stop);
    connect(m_delete, &QPushButton::clicked, this, &ConnectorDetail::deleteConnector);
    return box;
}

QWidget *ConnectorDetail::buildTasksTab()
{
    auto *box = new QWidget(this);
    auto *v = new QVBoxLayout(box);
    auto *split = new QSplitter(Qt::Vertical, box);
    m_tasks =
        makeTable(QStringLiteral("connectorTasks"), {tr("Task"), tr("State"), tr("Worker")}, split);
    m_tasks->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tasks->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_trace = new QPlainTextEdit(split);
    m_trace->setObjectName(QStringLiteral("connectorTrace"));
    m_trace->setReadOnly(true);
    m_trace->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_trace->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // The lines that say what went wrong (the exception's message and its cause), whole and
    // wrapped above the stack trace.
    auto *traceBox = new QWidget(split);
    auto *traceLayout = new QVBoxLayout(traceBox);
    traceLayout->setContentsMargins(0, 0, 0, 0);
    m_traceSummary = new QLabel(traceBox);
    m_traceSummary->setObjectName(QStringLiteral("connectorTraceSummary"));
    m_traceSummary->setWordWrap(true);
    m_traceSummary->setTextFormat(Qt::PlainText);
    m_traceSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    Palette::setTextRole(m_traceSummary, Palette::Role::Error);
    traceLayout->addWidget(m_traceSummary);
    m_trace->setParent(traceBox);
    traceLayout->addWidget(m_trace, 1);
    split->addWidget(m_tasks);
    split->addWidget(traceBox);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    v->addWidget(split, 1);
    auto *row = new QHBoxLayout;
    m_restartTask = new QPushButton(tr("Restart task"), box);
    m_restartTask->setObjectName(QStringLiteral("restartTask"));
    m_restartTask->setToolTip(tr("Restarts the selected task only"));
    m_gate->guard(m_restartTask);
    row->addWidget(m_restartTask);
    row->addStretch(1);
    v->addLayout(row);
    connect(m_tasks, &QTableWidget::itemSelectionChanged, this, [this] {
        showTrace();
        updateActions();
    });
    connect(m_restartTask, &QPushButton::clicked, this, &ConnectorDetail::restartSelectedTask);
    return box;
}

QWidget *ConnectorDetail::buildConfigTab()
{
    auto *box = new QWidget(this);
    auto *v = new QVBoxLayout(box);
    m_configFilter = new QLineEdit(box);
    m_configFilter->setObjectName(QStringLiteral("connectorConfigFilter"));
    m_configFilter->setPlaceholderText(tr("Filter settings"));
    m_configFilter->setClearButtonEnabled(true);
    v->addWidget(m_configFilter);
    m_form = new ConnectorConfigForm(box);
    v->addWidget(m_form, 1);
    auto *row = new QHBoxLayout;
    auto *hint = new QLabel(tr("Double-click a value to change it; secrets stay as they are "
                               "unless a new one is typed."),
                            box);
    hint->setWordWrap(true);
    Palette::setTextRole(hint, Palette::Role::Muted);
    row->addWidget(hint, 1);
    m_revert = new QPushButton(tr("Revert"), box);
    m_revert->setObjectName(QStringLiteral("connectorConfigRevert"));
    m_apply = new QPushButton(tr("Validate and apply"), box);
    m_apply->setObjectName(QStringLiteral("connectorConfigApply"));
    m_apply->setToolTip(tr("The worker checks the changed config per setting; it is applied only "
                           "when it finds no error"));
    m_gate->guard(m_apply);
    row->addWidget(m_revert);
    row->addWidget(m_apply);
    v->addLayout(row);
    connect(m_configFilter, &QLineEdit::textChanged, m_form, &ConnectorConfigForm::setFilterText);
    connect(m_form, &ConnectorConfigForm::edited, this, &ConnectorDetail::updateActions);
    connect(m_apply, &QPushButton::clicked, this, &ConnectorDetail::applyConfig);
    connect(m_revert, &QPushButton::clicked, this, &ConnectorDetail::revertConfig);
    return box;
}

QWidget *ConnectorDetail::buildTopicsTab()
{
    auto *box = new QWidget(this);
    auto *v = new QVBoxLayout(box);
    auto *note = new QLabel(tr("The topics the connector has used since it started or its topics "
                               "were last reset (Connect's active topics). Double-click one to "
                               "browse its messages."),
                            box);
    note->setWordWrap(true);
    v->addWidget(note);
    m_topics = new QListWidget(box);
    m_topics->setObjectName(QStringLiteral("connectorTopics"));
    v->addWidget(m_topics, 1);
    auto *row = new QHBoxLayout;
    auto *browse = new QPushButton(tr("Browse messages"), box);
    browse->setObjectName(QStringLiteral("connectorTopicMessages"));
    auto *topic = new QPushButton(tr("Show topic"), box);
    topic->setObjectName(QStringLiteral("connectorTopicShow"));
    row->addWidget(browse);
    row->addWidget(topic);
    row->addStretch(1);
    v->addLayout(row);
    const auto open = [this](const QString &prefix) {
        if (QListWidgetItem *item = m_topics->currentItem())
            Q_EMIT openRequested(prefix + item->text());
    };
    connect(m_topics, &QListWidget::itemActivated, this,
            [open](QListWidgetItem *) { open(QStringLiteral("messages:")); });
    connect(browse, &QPushButton::clicked, this, [open] { open(QStringLiteral("messages:")); });
    connect(topic, &QPushButton::clicked, this, [open] { open(QStringLiteral("topic:")); });
    return box;
}

QWidget *ConnectorDetail::buildOffsetsTab()
{
    auto *box = new QWidget(this);
    auto *v = new QVBoxLayout(box);
    m_offsetsNote = new QLabel(box);
    m_offsetsNote->setObjectName(QStringLiteral("connectorOffsetsNote"));
    m_offsetsNote->setWordWrap(true);
    v->addWidget(m_offsetsNote);
    m_offsets = makeTable(QStringLiteral("connectorOffsets"), {tr("Partition"), tr("Offset")}, box);
    m_offsets->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Interactive);
    v->addWidget(m_offsets, 1);
    auto *row = new QHBoxLayout;
    auto *read = new QPushButton(tr("Read again"), box);
    read->setObjectName(QStringLiteral("connectorOffsetsRead"));
    m_resetOffsets = new QPushButton(tr("Reset offsets…"), box);
    m_resetOffsets->setObjectName(QStringLiteral("connectorOffsetsReset"));
    m_resetOffsets->setToolTip(tr("Forgets every offset of a stopped connector: a source starts "
                                  "over, a sink's consumer group is removed"));
    m_gate->guard(m_resetOffsets);
    row->addWidget(read);
    row->addStretch(1);
    row->addWidget(m_resetOffsets);
    v->addLayout(row);
    connect(read, &QPushButton::clicked, this, &ConnectorDetail::readOffsets);
    connect(m_resetOffsets, &QPushButton::clicked, this, &ConnectorDetail::resetOffsets);
    return box;
}

void ConnectorDetail::clear()
{
    ++m_generation;
    m_name.clear();
    m_info = {};
    m_configClass.clear();
    m_configShown = false;
    m_configLoading = false;
    m_title->setText(tr("No connector selected"));
    m_state->clear();
    m_facts->setText(tr("Choose a connector in the list to see its tasks, configuration, topics "
                        "and offsets."));
    m_tasks->setRowCount(0);
    m_trace->clear();
    m_form->clear();
    m_topics->clear();
    m_offsets->setRowCount(0);
    m_offsetsNote->clear();
    m_status->clear();
    updateActions();
}

void ConnectorDetail::showConnector(const QString &name)
{
    if (name == m_name)
        return refresh();
    clear();
    m_name = name;
    m_title->setText(name);
    m_facts->setText(tr("Reading the connector…"));
    refresh();
}

void ConnectorDetail::refresh()
{
    if (m_name.isEmpty())
        return;
    const quint64 generation = m_generation;
    const QString name = m_name;
    m_jobs->run<Result<ConnectorInfo>>(
        [name](ConnectClient &c) { return c.connector(name); },
        [this, generation](const Result<ConnectorInfo> &r) {
            if (generation != m_generation)
                return;
            if (!r) {
                m_state->clear();
                m_facts->setText(tr("Could not read the connector: %1").arg(r.error().message()));
                Palette::setTextRole(m_facts, Palette::Role::Error);
                updateActions();
                Q_EMIT loaded();
                return;
            }
            Palette::clearTextRole(m_facts);
            show(*r);
            if (!m_configLoading &&
                (!m_configShown || (m_configClass != r->className && !m_form->isEdited())))
                loadConfig();
            Q_EMIT loaded();
        });
}

void ConnectorDetail::show(const ConnectorInfo &info)
{
    m_info = info;
    m_title->setText(info.name);
    m_state->setText(ConnectorTableModel::stateText(info.state));
    Palette::setTextRole(m_state, ConnectorTableModel::stateRole(info.state));
    const QString type = info.type == QLatin1String("source") ? tr("Source connector")
                         : info.type == QLatin1String("sink") ? tr("Sink connector")
                                                              : tr("Connector");
    QStringList facts{type, info.className};
    if (!info.workerId.isEmpty())
        facts << tr("on worker %1").arg(info.workerId);
    facts << tr("%n task(s)", nullptr, int(info.tasks.size()));
    if (const int failed = info.failedTasks(); failed > 0)
        facts << tr("%n failed", nullptr, failed);
    m_facts->setText(facts.join(QStringLiteral(" · ")));

    const int selectedTask =
        m_tasks->currentRow() >= 0 && m_tasks->item(m_tasks->currentRow(), 0)
            ? m_tasks->item(m_tasks->currentRow(), 0)->data(Qt::UserRole).toInt()
            : -1;
    {
        const QSignalBlocker block(m_tasks);
        m_tasks->setRowCount(int(info.tasks.size()));
        int select = -1;
        for (int i = 0; i < info.tasks.size(); ++i) {
            const TaskStatus &t = info.tasks[i];
            auto *id = new QTableWidgetItem(QString::number(t.id));
            id->setData(Qt::UserRole, t.id);
            id->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            auto *state = new QTableWidgetItem(ConnectorTableModel::stateText(t.state));
            state->setForeground(ConnectorTableModel::stateColour(t.state).value<QColor>());
            m_tasks->setItem(i, 0, id);
            m_tasks->setItem(i, 1, state);
            m_tasks->setItem(i, 2, new QTableWidgetItem(t.workerId));
            if (t.id == selectedTask ||
                (selectedTask < 0 && select < 0 && t.state == QLatin1String("FAILED")))
                select = i;
        }
        if (select >= 0)
            m_tasks->selectRow(select);
    }
    showTrace();
    const QString current = m_topics->currentItem() ? m_topics->currentItem()->text() : QString();
    m_topics->clear();
    m_topics->addItems(info.topics);
    for (int i = 0; i < m_topics->count(); ++i)
        if (m_topics->item(i)->text() == current)
            m_topics->setCurrentRow(i);
    if (m_topics->count() > 0 && !m_topics->currentItem())
        m_topics->setCurrentRow(0);
    m_tabs->setTabText(2, tr("Topics (%1)").arg(info.topics.size()));
    m_tabs->setTabText(
        0, info.failedTasks() > 0
               ? tr("Tasks (%1, %2 failed)").arg(info.tasks.size()).arg(info.failedTasks())
               : tr("Tasks (%1)").arg(info.tasks.size()));
    updateActions();
}

void ConnectorDetail::showTrace()
{
    const int row = m_tasks->currentRow();
    QString trace;
    if (row >= 0 && row < m_info.tasks.size() && m_tasks->selectionModel()->hasSelection()) {
        const TaskStatus &t = m_info.tasks[row];
        trace = t.trace.isEmpty() ? tr("Task %1 is %2: no error to show.")
                                        .arg(t.id)
                                        .arg(ConnectorTableModel::stateText(t.state).toLower())
                                  : tr("Task %1 failed:\n%2").arg(t.id).arg(t.trace);
    } else if (!m_info.trace.isEmpty()) {
        trace = tr("The connector failed:\n%1").arg(m_info.trace);
    } else if (!m_name.isEmpty()) {
        trace = tr("Select a task to see its error, if it has one.");
    }
    if (m_trace->toPlainText() != trace)
        m_trace->setPlainText(trace);
    m_traceSummary->setText(traceSummary(trace));
    m_traceSummary->setVisible(!m_traceSummary->text().isEmpty());
}

void ConnectorDetail::loadConfig()
{
    const quint64 generation = m_generation;
    const ConnectorInfo info = m_info;
    m_configLoading = true;
    m_jobs->run<Result<ValidationResult>>(
        [info](ConnectClient &c) { return c.validate(info.className, info.config); },
        [this, generation, info](const Result<ValidationResult> &r) {
            if (generation != m_generation)
                return;
            m_configLoading = false;
            ValidationResult metadata = r ? *r : ValidationResult{};
            m_form->setFields(metadata, info.config);
            // The masked secrets went into this validation: its errors are not the connector's.
            m_form->clearErrors();
            m_configClass = info.className;
            m_configShown = true;
            if (!r)
                showStatus(tr("The worker did not describe the settings of %1: %2")
                               .arg(info.className, r.error().message()),
                           false);
            updateActions();
            Q_EMIT configShown();
        });
}

void ConnectorDetail::revertConfig()
{
    m_form->setFields({}, {});
    m_configShown = false;
    refresh();
}

void ConnectorDetail::showStatus(const QString &text, bool ok)
{
    m_status->setText(text);
    if (ok)
        Palette::clearTextRole(m_status);
    else
        Palette::setTextRole(m_status, Palette::Role::Error);
}

QString ConnectorDetail::statusText() const
{
    return m_status->text();
}

QString ConnectorDetail::headerText() const
{
    return m_title->text() + QLatin1Char(' ') + m_state->text() + QLatin1Char('\n') +
           m_facts->text();
}

void ConnectorDetail::updateActions()
{
    const bool shown = !m_name.isEmpty() && !m_info.name.isEmpty();
    const QString &state = m_info.state;
    m_pause->setEnabled(shown && state != QLatin1String("PAUSED") &&
                        state != QLatin1String("STOPPED"));
    m_resume->setEnabled(shown &&
                         (state == QLatin1String("PAUSED") || state == QLatin1String("STOPPED")));
    m_stop->setEnabled(shown && state != QLatin1String("STOPPED"));
    m_restart->setEnabled(shown);
    m_delete->setEnabled(shown);
    m_restartTask->setEnabled(shown && m_tasks->selectionModel()->hasSelection());
    m_apply->setEnabled(shown && m_configShown && m_form->isEdited());
    m_revert->setEnabled(shown && m_form->isEdited());
    m_form->setEditable(!m_gate->readOnly());
    m_resetOffsets->setEnabled(shown && state == QLatin1String("STOPPED"));
}

} // namespace kafscope::ui
