#include "harness/harness_results.h"

#include "common/palette.h"

#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace kafscope::ui {

using namespace kafscope::harness;

namespace {

QTableWidget *makeTable(const QString &name, QWidget *parent)
{
    auto *t = new QTableWidget(0, 0, parent);
    t->setObjectName(name);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->verticalHeader()->setVisible(false);
    return t;
}

// A cell showing `text`, with the raw value under Qt::UserRole for tests and sorting.
QTableWidgetItem *cell(const QString &text, const QVariant &raw = {})
{
    auto *item = new QTableWidgetItem(text);
    item->setData(Qt::UserRole, raw.isValid() ? raw : QVariant(text));
    if (raw.isValid())
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QTableWidgetItem *count(qint64 v)
{
    return cell(QLocale().toString(v), v);
}

QTableWidgetItem *millis(double v)
{
    return cell(QLocale().toString(v, 'f', v < 10 ? 1 : 0), v);
}

} // namespace

QString harnessProfileKey(const HarnessConfig &c)
{
    QStringList parts{QString::number(c.levels), QString::number(c.capacity),
                      QString::number(c.toleranceMs)};
    for (int l = 0; l < c.levels; ++l) {
        const LevelLoad &load = c.load.value(l);
        parts << QStringLiteral("%1:%2:%3:%4/%5:%6")
                     .arg(c.topic(l))
                     .arg(load.rate)
                     .arg(load.bursts)
                     .arg(load.burstOnMs)
                     .arg(load.burstOffMs)
                     .arg(c.levelDurationMs(l));
    }
    for (const Fault &f : c.faults)
        parts << f.name();
    return parts.join(QLatin1Char('|'));
}

HarnessResults::HarnessResults(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *head = new QHBoxLayout;
    m_verdict = new QLabel(tr("No run yet"), this);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::PlainText);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_export = new QPushButton(tr("Export JSON…"), this);
    m_export->setObjectName(QStringLiteral("exportJson"));
    m_export->setEnabled(false);
    connect(m_export, &QPushButton::clicked, this, &HarnessResults::exportClicked);
    head->addWidget(m_verdict, 1);
    head->addWidget(m_export);
    layout->addLayout(head);

    m_table = makeTable(QStringLiteral("results"), this);
    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels(
        {tr("Level"), tr("Topic"), tr("Produced"), tr("Consumed"), tr("Lost"), tr("Duplicates"),
         tr("p50 ms"), tr("p95 ms"), tr("p99 ms"), tr("Max backlog"), tr("Starved ms"),
         tr("Inversions"), tr("Share / quota"), tr("Not committed")});
    m_table->horizontalHeader()->setSectionResizeMode(
        QHeaderView::ResizeToContents); // at most 5 rows
    layout->addWidget(m_table, 1);
    m_comparisonTitle = new QLabel(tr("Comparison of strategies on the same load profile"), this);
    layout->addWidget(m_comparisonTitle);
    m_comparison = makeTable(QStringLiteral("comparison"), this);
    layout->addWidget(m_comparison, 1);
    m_rankingBasis = new QLabel(this);
    m_rankingBasis->setObjectName(QStringLiteral("rankingBasis"));
    m_rankingBasis->setWordWrap(true);
    m_rankingBasis->setTextFormat(Qt::PlainText);
    Palette::setTextRole(m_rankingBasis, Palette::Role::Muted);
    layout->addWidget(m_rankingBasis);
}

void HarnessResults::addReport(const HarnessConfig &config, const HarnessReport &report)
{
    m_runs << Run{harnessProfileKey(config), report};
    showReport(report);
    showComparison();
    m_export->setEnabled(true);
}

void HarnessResults::clearRuns()
{
    m_runs.clear();
    m_table->setRowCount(0);
    m_comparison->setRowCount(0);
    m_rankingBasis->clear();
    m_verdict->setText(tr("No run yet"));
    m_export->setEnabled(false);
}

void HarnessResults::showReport(const HarnessReport &r)
{
    m_table->setRowCount(int(r.levels.size()));
    for (int row = 0; row < r.levels.size(); ++row) {
        const LevelReport &l = r.levels[row];
        const QString share =
            l.share < 0 ? tr("–")
            : l.quota < 0
                ? QStringLiteral("%1%").arg(l.share * 100, 0, 'f', 0)
                : tr("%1% / %2%").arg(l.share * 100, 0, 'f', 0).arg(l.quota * 100, 0, 'f', 0);
        const QList<QTableWidgetItem *> items = {
            cell(l.name),
            cell(l.topic),
            count(l.produced),
            count(l.consumed),
            count(l.lost),
            count(l.duplicates),
            millis(l.p50Ms),
            millis(l.p95Ms),
            millis(l.p99Ms),
            count(l.maxBacklog),
            count(l.starvedMs),
            count(l.inversions),
            cell(share, l.share),
            l.notCommitted >= 0 ? count(l.notCommitted) : cell(tr("–"), qint64(-1))};
        for (int c = 0; c < items.size(); ++c)
            m_table->setItem(row, c, items[c]);
        if (l.lost > 0)
            m_table->item(row, ColLost)->setForeground(Palette::color(Palette::Role::Error));
    }
    QString text =
        r.isExternal()
            ? tr("%1 — %2. Judged %3; commit interval %4. Inversions %5 (by commits %6), load %7 "
                 "s, "
                 "drain %8 s.")
                  .arg(r.strategy, r.verdict == Verdict::Pass ? tr("pass") : tr("FAIL"),
                       r.judgedBy == QLatin1String("exact")
                           ? tr("exactly (it reported each message)")
                           : tr("from the group's commits alone"),
                       r.commitResolutionMs > 0 ? tr("%1 ms").arg(r.commitResolutionMs)
                                                : tr("unknown"))
                  .arg(QLocale().toString(r.inversions), QLocale().toString(r.commitInversions))
                  .arg(double(r.durationMs) / 1000.0, 0, 'f', 1)
                  .arg(double(r.drainMs) / 1000.0, 0, 'f', 1)
            : tr("%1 — %2. Inversions %3 (%4 with the higher message already buffered), capacity "
                 "%5 msg/s, "
                 "load %6 s, drain %7 s.")
                  .arg(r.strategy, r.verdict == Verdict::Pass ? tr("pass") : tr("FAIL"))
                  .arg(QLocale().toString(r.inversions), QLocale().toString(r.consumerInversions))
                  .arg(r.capacity, 0, 'f', 0)
                  .arg(double(r.durationMs) / 1000.0, 0, 'f', 1)
                  .arg(double(r.drainMs) / 1000.0, 0, 'f', 1);
    for (const FaultReport &f : r.faults)
        text += tr(" Fault %1 at %2 s: %3.")
                    .arg(f.fault)
                    .arg(double(f.atMs) / 1000.0, 0, 'f', 1)
                    .arg(f.ok ? tr("done") : f.error);
    if (!r.problems.isEmpty())
        text += QLatin1Char(' ') + r.problems.join(QStringLiteral("; "));
    m_verdict->setText(text);
    if (r.verdict == Verdict::Pass)
        Palette::clearTextRole(m_verdict);
    else
        Palette::setTextRole(m_verdict, Palette::Role::Error);
}

QList<HarnessReport> HarnessResults::comparedRuns() const
{
    QList<HarnessReport> out;
    if (m_runs.isEmpty())
        return out;
    for (const Run &run : m_runs)
        if (run.profileKey == m_runs.last().profileKey)
            out << run.report;
    return out;
}

void HarnessResults::showComparison()
{
    const QList<HarnessReport> runs = comparedRuns();
    const QList<LevelReport> levels = runs.isEmpty() ? QList<LevelReport>{} : runs.first().levels;
    const StrategyComparison cmp = compareStrategies(runs);
    QStringList headers{tr("Rank"), tr("Strategy"), tr("Lost"), tr("Duplicates"), tr("Inversions")};
    for (const LevelReport &l : levels)
        headers << tr("%1 p99 ms").arg(l.name) << tr("%1 starved ms").arg(l.name);
    headers << tr("Verdict");
    m_comparison->clear();
    m_comparison->setColumnCount(int(headers.size()));
    m_comparison->setHorizontalHeaderLabels(headers);
    m_comparison->setRowCount(int(runs.size()));
    QFont bold = m_comparison->font();
    bold.setBold(true);
    // Best first: the row order is the ranking.
    for (int row = 0; row < cmp.order.size(); ++row) {
        const int i = cmp.order[row];
        const HarnessReport &r = runs[i];
        QList<QTableWidgetItem *> items{cell(QLocale().toString(cmp.rank[i]), cmp.rank[i]),
                                        cell(r.strategy)};
        for (int c = 0; c < cmp.columns.size(); ++c) {
            const harness::ComparisonColumn &col = cmp.columns[c];
            QTableWidgetItem *item = col.kind == harness::ComparisonColumn::Kind::LevelP99
                                         ? millis(col.values[i])
                                         : count(qint64(col.values[i]));
            const bool best = col.best.contains(i);
            item->setData(BestRole, best);
            if (best) {
                item->setFont(bold);
                item->setForeground(Palette::color(Palette::Role::Ok));
                item->setToolTip(tr("Best of the compared runs"));
            }
            items << item;
        }
        QTableWidgetItem *verdict =
            cell(r.verdict == Verdict::Pass ? tr("pass") : tr("FAIL"), verdictKey(r.verdict));
        verdict->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        if (r.verdict != Verdict::Pass)
            verdict->setForeground(Palette::color(Palette::Role::Error));
        items << verdict;
        if (cmp.rank[i] == 1 && runs.size() > 1) {
            items[CmpRank]->setFont(bold);
            items[CmpStrategy]->setFont(bold);
        }
        for (int c = 0; c < items.size(); ++c)
            m_comparison->setItem(row, c, items[c]);
    }
    m_comparison->resizeColumnsToContents();
    m_comparisonTitle->setText(tr("Comparison of %n run(s) on the same load profile, best first",
                                  nullptr, int(runs.size())));
    m_rankingBasis->setText(runs.size() > 1 ? rankingBasis(cmp) : QString());
}

QString HarnessResults::rankingBasisText() const
{
    return m_rankingBasis->text();
}

QString HarnessResults::verdictText() const
{
    return m_verdict->text();
}

Status HarnessResults::exportJson(const QString &path, bool comparison) const
{
    if (m_runs.isEmpty())
        return Error::usage(KS_ERR("There is no report to export yet"));
    QJsonObject doc;
    if (comparison) {
        QJsonArray runs;
        for (const HarnessReport &r : comparedRuns())
            runs.append(r.toJson());
        doc.insert(QStringLiteral("runs"), runs);
    } else {
        doc = m_runs.last().report.toJson();
    }
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return Error::local(KS_ERR("Cannot write %1: %2").arg(path, file.errorString()));
    if (file.write(QJsonDocument(doc).toJson(QJsonDocument::Indented)) < 0 || !file.flush())
        return Error::local(KS_ERR("Writing %1 failed: %2").arg(path, file.errorString()));
    return Ok{};
}

void HarnessResults::exportClicked()
{
    QMenu menu(this);
    QAction *latest = menu.addAction(tr("Latest run"));
    menu.addAction(tr("All runs of this comparison"));
    QAction *chosen = menu.exec(m_export->mapToGlobal(QPoint(0, m_export->height())));
    if (!chosen)
        return;
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export harness report"),
                                     QStringLiteral("harness-report.json"), tr("JSON (*.json)"));
    if (path.isEmpty())
        return;
    if (auto s = exportJson(path, chosen != latest); !s)
        m_verdict->setText(m_verdict->text() + QLatin1Char('\n') + s.error().message());
}

} // namespace kafscope::ui
