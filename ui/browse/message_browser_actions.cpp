// The message browser's actions: export, copy as JSON, copy a kcat command, produce again, and
// loading a cut value whole.
#include "browse/message_browser_view.h"

#include "browse/browse_reader.h"
#include "browse/copy_dialog.h"
#include "browse/message_detail_pane.h"
#include "browse/message_table_model.h"
#include "browse/record_export.h"
#include "cluster/cluster_session.h"
#include "common/palette.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QSaveFile>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace kafscope::ui {

QWidget *MessageBrowserView::buildActions()
{
    auto *bar = new QWidget(this);
    auto *column = new QVBoxLayout(bar);
    column->setContentsMargins(0, 0, 0, 0);
    // An error (not authorized, say) on a line of its own, the whole width, never squeezed beside
    // the buttons.
    m_error = new QLabel(bar);
    m_error->setObjectName(QStringLiteral("browseError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setFrameShape(QFrame::StyledPanel);
    m_error->setMargin(4);
    Palette::setTextRole(m_error, Palette::Role::Error);
    m_error->hide();
    column->addWidget(m_error);
    auto *row = new QHBoxLayout;
    column->addLayout(row);
    auto *texts = new QVBoxLayout;
    m_progress = new QLabel(bar);
    m_progress->setObjectName(QStringLiteral("progress"));
    m_progress->setWordWrap(true); // wraps in a narrow window instead of widening it
    m_status = new QLabel(bar);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    texts->addWidget(m_progress);
    texts->addWidget(m_status);
    row->addLayout(texts, 1);
    auto add = [&](const QString &name, const QString &label, auto slot) {
        auto *b = new QPushButton(label, bar);
        b->setObjectName(name);
        connect(b, &QPushButton::clicked, this, slot);
        row->addWidget(b);
        return b;
    };
    auto *exportButton = new QPushButton(tr("Export"), bar);
    exportButton->setObjectName(QStringLiteral("export"));
    auto *exportMenu = new QMenu(exportButton);
    QAction *jsonl = exportMenu->addAction(tr("JSON Lines…"));
    jsonl->setObjectName(QStringLiteral("exportJsonl"));
    connect(jsonl, &QAction::triggered, this,
            [this] { chooseExportFile(ExportFormat::JsonLines); });
    QAction *csv = exportMenu->addAction(tr("CSV…"));
    csv->setObjectName(QStringLiteral("exportCsv"));
    connect(csv, &QAction::triggered, this, [this] { chooseExportFile(ExportFormat::Csv); });
    exportButton->setMenu(exportMenu);
    exportButton->setToolTip(tr("Write every row shown to a file (cut values are loaded whole)"));
    row->addWidget(exportButton);
    m_exportActions << exportButton;
    auto *copyTo =
        add(QStringLiteral("copyTo"), tr("Copy to…"), &MessageBrowserView::openCopyDialog);
    copyTo->setToolTip(tr("Copy the records this read finds to another topic: keys, values, "
                          "headers and timestamps"));
    m_exportActions << copyTo;
    m_cancelExport =
        add(QStringLiteral("cancelExport"), tr("Cancel export"), &MessageBrowserView::cancelExport);
    m_cancelExport->hide();
    m_export = new ExportJob(this);
    m_wholeValue = std::make_unique<Worker>(this, QStringLiteral("kafscope-whole-value"));
    connect(m_export, &ExportJob::progress, this, &MessageBrowserView::onExportProgress);
    connect(m_export, &ExportJob::finished, this, &MessageBrowserView::onExportFinished);
    connect(m_export, &ExportJob::failed, this, &MessageBrowserView::onExportFailed);
    m_rowActions << add(QStringLiteral("copyJson"), tr("Copy as JSON"),
                        &MessageBrowserView::copyAsJson);
    m_rowActions << add(QStringLiteral("copyKcat"), tr("Copy kcat command"),
                        &MessageBrowserView::copyKcatCommand);
    m_rowActions << add(QStringLiteral("produceAgain"), tr("Produce again…"),
                        &MessageBrowserView::produceAgain);
    m_detailToggle = new QToolButton(bar);
    m_detailToggle->setObjectName(QStringLiteral("detailToggle"));
    m_detailToggle->setText(tr("Details"));
    m_detailToggle->setToolTip(tr("Show or fold away the message's details beside the table"));
    m_detailToggle->setCheckable(true);
    m_detailToggle->setChecked(true);
    m_detailToggle->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(m_detailToggle, &QToolButton::clicked, this, [this](bool on) {
        m_detailChosen = true;
        setDetailVisible(on);
    });
    row->addWidget(m_detailToggle);
    return bar;
}

void MessageBrowserView::updateActions()
{
    const bool rows = m_model->rowCount() > 0;
    for (QPushButton *b : std::as_const(m_exportActions))
        b->setEnabled(rows && !m_export->running());
    const bool selected = currentRow() >= 0;
    for (QPushButton *b : std::as_const(m_rowActions))
        b->setEnabled(selected);
}

void MessageBrowserView::showError(const QString &text)
{
    m_error->setText(text);
    m_error->setVisible(!text.isEmpty());
}

QString MessageBrowserView::errorText() const
{
    return m_error->text();
}

void MessageBrowserView::copyAsJson()
{
    const int row = currentRow();
    if (row < 0)
        return;
    const BrowseRecord &r = m_model->record(row);
    if (r.valueTruncated() || r.keyTruncated()) {
        m_status->setText(tr("This value is a preview: load the whole value first, then copy"));
        return;
    }
    QApplication::clipboard()->setText(QString::fromUtf8(recordToJson(m_browsedTopic, r)));
    m_status->setText(tr("Copied partition %1 offset %2 as JSON").arg(r.partition).arg(r.offset));
}

void MessageBrowserView::copyKcatCommand()
{
    const int row = currentRow();
    if (row < 0 || !m_session)
        return;
    const BrowseRecord &r = m_model->record(row);
    QApplication::clipboard()->setText(
        kcatCommand(m_session->profile().bootstrap, m_browsedTopic, r.partition, r.offset));
    m_status->setText(
        tr("Copied a kcat command for partition %1 offset %2").arg(r.partition).arg(r.offset));
}

void MessageBrowserView::produceAgain()
{
    const int row = currentRow();
    if (row < 0)
        return;
    const BrowseRecord &r = m_model->record(row);
    if (r.valueTruncated() || r.keyTruncated()) {
        m_status->setText(
            tr("This value is a preview: load the whole value first, then produce it again"));
        return;
    }
    Q_EMIT produceAgainRequested(toOutgoingMessage(m_browsedTopic, r));
}

void MessageBrowserView::loadFullValue()
{
    const int row = currentRow();
    if (row < 0 || !m_session)
        return;
    const BrowseRecord &r = m_model->record(row);
    const int partition = r.partition;
    const qint64 offset = r.offset;
    const ConnectionProfile profile = m_session->profile();
    const QString topic = m_browsedTopic;
    const Isolation isolation = m_browsedIsolation;
    m_status->setText(
        tr("Loading the whole value of partition %1 offset %2…").arg(partition).arg(offset));
    // On a worker of its own, not the session's thread: a 100 MB value must not hold up the
    // other views' calls. A newer request replaces one still loading.
    m_wholeValue->abandon();
    m_wholeValue->start(
        [=]() { return fetchRecord(profile, topic, partition, offset, isolation); },
        [this, partition, offset](const Result<BrowseRecord> &full) {
            if (!full) {
                m_status->clear();
                showError(full.error().message());
                return;
            }
            // Rows may have moved (evictions) while loading: find the record again.
            for (int i = 0; i < m_model->rowCount(); ++i) {
                if (m_model->record(i).partition == partition &&
                    m_model->record(i).offset == offset) {
                    m_model->replaceRecord(i, full.value());
                    if (currentRow() == i)
                        m_detail->showRecord(m_model->record(i));
                    break;
                }
            }
            m_status->setText(
                tr("Loaded the whole value (%1 bytes)").arg(QLocale().toString(full->valueSize)));
            Q_EMIT fullValueLoaded();
        });
}

void MessageBrowserView::chooseExportFile(ExportFormat format)
{
    const bool jsonl = format == ExportFormat::JsonLines;
    const QString path = QFileDialog::getSaveFileName(
        this, jsonl ? tr("Export as JSON Lines") : tr("Export as CSV"),
        m_browsedTopic + (jsonl ? QStringLiteral(".jsonl") : QStringLiteral(".csv")),
        jsonl ? tr("JSON Lines (*.jsonl)") : tr("CSV (*.csv)"));
    if (!path.isEmpty())
        exportRows(path, format);
}

void MessageBrowserView::exportRows(const QString &path, ExportFormat format)
{
    if (m_export->running()) {
        m_status->setText(tr("An export is already running: cancel it first"));
        Q_EMIT exportFinished(false, m_status->text());
        return;
    }
    ExportRequest request;
    request.path = path;
    request.format =
        format == ExportFormat::JsonLines ? ExportFileFormat::JsonLines : ExportFileFormat::Csv;
    request.topic = m_browsedTopic;
    request.isolation = m_browsedIsolation;
    request.rows = m_model->snapshot(); // a reference per batch: the browse may go on meanwhile
    if (m_session)
        request.profile = m_session->profile();
    else {
        for (const RecordSnapshot::Part &part : request.rows.parts)
            for (qsizetype i = part.from; i < part.rows.size(); ++i)
                if (part.rows.at(i).valueTruncated() || part.rows.at(i).keyTruncated()) {
                    const QString message =
                        tr("Not connected: the cut values cannot be loaded whole");
                    m_status->setText(message);
                    Q_EMIT exportFinished(false, message);
                    return;
                }
    }
    const qsizetype total = request.rows.size();
    m_export->start(std::move(request));
    m_cancelExport->show();
    updateActions();
    m_status->setText(
        tr("Exporting %1 message(s) to %2…").arg(QLocale().toString(qint64(total)), path));
}

void MessageBrowserView::onExportProgress(const ExportProgress &p)
{
    m_status->setText(
        p.loadedWhole > 0
            ? tr("Exporting: %1 of %2 message(s) written, %3 cut value(s) loaded whole…")
                  .arg(QLocale().toString(p.written), QLocale().toString(p.total),
                       QLocale().toString(p.loadedWhole))
            : tr("Exporting: %1 of %2 message(s) written…")
                  .arg(QLocale().toString(p.written), QLocale().toString(p.total)));
}

void MessageBrowserView::onExportFinished(const ExportResult &r)
{
    m_cancelExport->hide();
    updateActions();
    const QString message =
        tr("Exported %n message(s) to %1", nullptr, int(qMin<qint64>(r.written, INT_MAX)))
            .arg(r.path);
    m_status->setText(message);
    Q_EMIT exportFinished(true, message);
}

void MessageBrowserView::onExportFailed(const Error &e)
{
    m_cancelExport->hide();
    updateActions();
    m_status->setText(e.message());
    showError(e.message());
    Q_EMIT exportFinished(false, e.message());
}

void MessageBrowserView::cancelExport()
{
    m_export->cancel();
}

bool MessageBrowserView::isExporting() const
{
    return m_export->running();
}

void MessageBrowserView::openCopyDialog()
{
    if (!m_session)
        return;
    auto request = requestFromForm();
    if (!request) {
        showError(request.error().message());
        return;
    }
    auto *d =
        new CopyDialog(m_session->profile(), request.value(), m_topicNames->stringList(), this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->open();
}

} // namespace kafscope::ui
