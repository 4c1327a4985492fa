#include "shell/quick_open.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace kafscope::ui {

namespace {

constexpr int kMaxShown = 200; // enough to scroll through; a longer list means: type more

bool startsWord(const QString &text, qsizetype i)
{
    if (i == 0)
        return true;
    const QChar before = text[i - 1];
    return !before.isLetterOrNumber() || (before.isLower() && text[i].isUpper());
}

} // namespace

QuickOpen::QuickOpen(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("quickOpen"));
    setWindowTitle(tr("Go to"));
    setModal(true);
    auto *layout = new QVBoxLayout(this);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("quickOpenFilter"));
    m_filter->setPlaceholderText(tr("View, topic or group — type part of its name"));
    m_filter->setClearButtonEnabled(true);
    m_filter->installEventFilter(this);
    layout->addWidget(m_filter);
    m_results = new QListWidget(this);
    m_results->setObjectName(QStringLiteral("quickOpenResults"));
    m_results->setUniformItemSizes(true);
    layout->addWidget(m_results, 1);
    connect(m_filter, &QLineEdit::textChanged, this, &QuickOpen::refilter);
    connect(m_results, &QListWidget::itemActivated, this, &QuickOpen::choose);
    resize(560, 420);
}

void QuickOpen::addItems(const QList<QuickOpenItem> &items)
{
    m_items << items;
    refilter();
}

QStringList QuickOpen::shownTargets() const
{
    QStringList out;
    for (int i = 0; i < m_results->count(); ++i)
        out << m_results->item(i)->data(Qt::UserRole).toString();
    return out;
}

int QuickOpen::fuzzyScore(const QString &pattern, const QString &text)
{
    if (pattern.isEmpty())
        return 0;
    int score = 0;
    qsizetype at = 0;
    qsizetype previous = -2;
    for (const QChar p : pattern) {
        if (p.isSpace())
            continue;
        const qsizetype found = text.indexOf(p, at, Qt::CaseInsensitive);
        if (found < 0)
            return -1;
        score += 1;
        if (found == previous + 1)
            score += 5; // a run of letters as typed
        if (startsWord(text, found))
            score += 8;
        score -= int(qMin<qsizetype>(found - at, 10)); // letters skipped cost a little
        previous = found;
        at = found + 1;
    }
    return qMax(1, score * 4 - int(qMin<qsizetype>(text.size(), 60)) / 8);
}

void QuickOpen::refilter()
{
    const QString pattern = m_filter->text().trimmed();
    struct Hit {
        int score;
        const QuickOpenItem *item;
    };
    QList<Hit> hits;
    for (const QuickOpenItem &item : std::as_const(m_items)) {
        const int score = fuzzyScore(pattern, item.label);
        if (score >= 0)
            hits.push_back({score, &item});
    }
    // Stable: with an empty pattern the order is the one items came in (views first).
    std::stable_sort(hits.begin(), hits.end(),
                     [](const Hit &a, const Hit &b) { return a.score > b.score; });
    m_results->clear();
    for (qsizetype i = 0; i < hits.size() && i < kMaxShown; ++i) {
        const QuickOpenItem &item = *hits[i].item;
        auto *row =
            new QListWidgetItem(item.icon, tr("%1  —  %2").arg(item.label, item.kind), m_results);
        row->setData(Qt::UserRole, item.target);
        row->setToolTip(item.target);
    }
    if (m_results->count() > 0)
        m_results->setCurrentRow(0);
}

void QuickOpen::choose()
{
    QListWidgetItem *row = m_results->currentItem();
    if (!row)
        return;
    const QString target = row->data(Qt::UserRole).toString();
    accept();
    Q_EMIT chosen(target);
}

bool QuickOpen::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_filter && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        switch (key->key()) {
        case Qt::Key_Down:
        case Qt::Key_Up:
        case Qt::Key_PageDown:
        case Qt::Key_PageUp:
            QCoreApplication::sendEvent(m_results,
                                        event); // move through the results, typing stays here
            return true;
        case Qt::Key_Return:
        case Qt::Key_Enter: choose(); return true;
        default: break;
        }
    }
    return QDialog::eventFilter(watched, event);
}

} // namespace kafscope::ui
