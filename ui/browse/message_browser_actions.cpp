// The message browser's actions: export, copy as JSON, copy a kcat command, produce again, and
// loading a cut value whole.
#include "browse/message_browser_view.h"

#include "browse/browse_reader.h"
#include "browse/message_detail_pane.h"
#include "browse/message_table_model.h"
#include "browse/record_export.h"
#include "cluster/cluster_session.h"

#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSaveFile>
#include <QTableView>
#include <QVBoxLayout>

namespace kafscope::ui {

QWidget *MessageBrowserView::buildActions()
{
    auto *bar = new QWidget(this);
    auto *row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    auto *texts = new QVBoxLayout;
    m_progress = new QLabel(bar);
    m_progress->setObjectName(QStringLiteral("progress"));
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
    };
    add(QStringLiteral("exportJsonl"), tr("Export JSONL…"),
        [this] { chooseExportFile(ExportFormat::JsonLines); });
    add(QStringLiteral("exportCsv"), tr("Export CSV…"),
        [this] { chooseExportFile(ExportFormat::Csv); });
    add(QStringLiteral("copyJson"), tr("Copy as JSON"), &MessageBrowserView::copyAsJson);
    add(QStringLiteral("copyKcat"), tr("Copy kcat command"), &MessageBrowserView::copyKcatCommand);
    add(QStringLiteral("produceAgain"), tr("Produce again…"), &MessageBrowserView::produceAgain);
    return bar;
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
    m_session->call<BrowseRecord>(
        this,
        [=](KafkaClient &) { return fetchRecord(profile, topic, partition, offset, isolation); },
        [this, partition, offset](const Result<BrowseRecord> &full) {
            if (!full) {
                m_status->setText(full.error().message);
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
    // Cut values are fetched whole first, so an export never silently holds a preview.
    QList<QPair<int, qint64>> cut;
    for (int i = 0; i < m_model->rowCount(); ++i)
        if (m_model->record(i).valueTruncated() || m_model->record(i).keyTruncated())
            cut << qMakePair(m_model->record(i).partition, m_model->record(i).offset);
    if (cut.isEmpty() || !m_session) {
        if (!cut.isEmpty()) {
            Q_EMIT exportFinished(false,
                                  tr("Not connected: the cut values cannot be loaded whole"));
            return;
        }
        writeExport(path, format, {});
        return;
    }
    const ConnectionProfile profile = m_session->profile();
    const QString topic = m_browsedTopic;
    const Isolation isolation = m_browsedIsolation;
    m_status->setText(
        tr("Loading %n cut value(s) whole before exporting…", nullptr, int(cut.size())));
    m_session->call<QList<BrowseRecord>>(
        this,
        [=](KafkaClient &) -> Result<QList<BrowseRecord>> {
            QList<BrowseRecord> out;
            for (const auto &[p, o] : cut) {
                auto r = fetchRecord(profile, topic, p, o, isolation);
                if (!r)
                    return r.error();
                out << r.value();
            }
            return out;
        },
        [this, path, format](const Result<QList<BrowseRecord>> &full) {
            if (!full) {
                Q_EMIT exportFinished(false, full.error().message);
                return;
            }
            writeExport(path, format, full.value());
        });
}

void MessageBrowserView::writeExport(const QString &path, ExportFormat format,
                                     const QList<BrowseRecord> &fullRecords)
{
    QHash<QPair<int, qint64>, BrowseRecord *> whole;
    QList<BrowseRecord> loaded = fullRecords;
    for (BrowseRecord &f : loaded)
        whole.insert(qMakePair(f.partition, f.offset), &f);
    QList<const BrowseRecord *> rows;
    rows.reserve(m_model->rowCount());
    for (int i = 0; i < m_model->rowCount(); ++i) {
        const BrowseRecord *r = &m_model->record(i);
        BrowseRecord *full = whole.value(qMakePair(r->partition, r->offset));
        if (full && !full->decoding)
            full->decoding = r->decoding; // the browse decoded the whole value already
        rows << (full ? full : r);
    }
    QSaveFile file(path);
    bool ok = file.open(QIODevice::WriteOnly);
    if (ok)
        ok = file.write(format == ExportFormat::JsonLines ? recordsToJsonLines(m_browsedTopic, rows)
                                                          : recordsToCsv(rows)) >= 0;
    ok = ok && file.commit();
    const QString message =
        ok ? tr("Exported %n message(s) to %1", nullptr, int(rows.size())).arg(path)
           : tr("Could not write %1: %2").arg(path, file.errorString());
    m_status->setText(message);
    Q_EMIT exportFinished(ok, message);
}

} // namespace kafscope::ui
