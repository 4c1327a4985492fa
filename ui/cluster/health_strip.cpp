#include "cluster/health_strip.h"

#include "common/palette.h"

#include <QGridLayout>
#include <QLabel>
#include <QResizeEvent>

#include <algorithm>

namespace kafscope::ui {

namespace {
constexpr int kSpacing = 24;
}

HealthStrip::HealthStrip(QWidget *parent) : QFrame(parent), m_grid(new QGridLayout(this))
{
    setObjectName(QStringLiteral("healthStrip"));
    setFrameShape(QFrame::StyledPanel);
    m_grid->setHorizontalSpacing(kSpacing);
}

QLabel *HealthStrip::addTile(const QString &caption, const QString &name, const QString &tip)
{
    auto *value = new QLabel(QStringLiteral("—"), this);
    value->setObjectName(QStringLiteral("tile:") + name);
    QFont big = value->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    value->setFont(big);
    value->setTextFormat(Qt::PlainText);
    value->setToolTip(tip);
    value->setProperty("tip", tip);
    auto *label = new QLabel(caption, this);
    label->setObjectName(QStringLiteral("caption:") + name);
    Palette::setTextRole(label, Palette::Role::Muted);
    label->setToolTip(tip);
    m_tiles.append(Tile{value, label});
    arrange(int(m_tiles.size()));
    return value;
}

QList<HealthStrip::Tile> HealthStrip::shownTiles() const
{
    QList<Tile> shown;
    for (const Tile &t : m_tiles)
        if (t.shown)
            shown << t;
    return shown;
}

void HealthStrip::setTileShown(const QString &name, bool shown)
{
    for (Tile &t : m_tiles)
        if (t.value->objectName() == QStringLiteral("tile:") + name && t.shown != shown) {
            t.shown = shown;
            t.value->setVisible(shown);
            t.caption->setVisible(shown);
            arrange(columnsFor(width()));
            updateGeometry();
        }
}

int HealthStrip::widthFor(int columns) const
{
    if (columns <= 0)
        return 0;
    QList<int> widths(columns, 0);
    const QList<Tile> tiles = shownTiles();
    for (qsizetype i = 0; i < tiles.size(); ++i) {
        const Tile &t = tiles[i];
        int &w = widths[int(i % columns)];
        w = std::max({w, t.value->sizeHint().width(), t.caption->sizeHint().width()});
    }
    int sum = kSpacing * (columns - 1);
    for (int w : std::as_const(widths))
        sum += w;
    const QMargins m = m_grid->contentsMargins();
    return sum + m.left() + m.right() + 2 * frameWidth();
}

int HealthStrip::columnsFor(int width) const
{
    // One row, else two, else three: whatever fits.
    const int n = std::max(1, int(shownTiles().size()));
    for (int columns : {n, (n + 1) / 2, (n + 2) / 3})
        if (widthFor(columns) <= width)
            return columns;
    return std::max(1, (n + 2) / 3);
}

QSize HealthStrip::minimumSizeHint() const
{
    const int n = int(shownTiles().size());
    QSize s = QFrame::minimumSizeHint();
    s.setWidth(widthFor(std::max(1, (n + 2) / 3)));
    return s;
}

void HealthStrip::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    if (const int c = columnsFor(event->size().width()); c != m_columns)
        arrange(c);
}

void HealthStrip::relayout()
{
    const int c = columnsFor(width());
    if (c != m_columns)
        arrange(c);
    updateGeometry();
}

void HealthStrip::arrange(int columns)
{
    for (const Tile &t : std::as_const(m_tiles)) {
        m_grid->removeWidget(t.value);
        m_grid->removeWidget(t.caption);
    }
    for (int c = 0; c < m_grid->columnCount(); ++c)
        m_grid->setColumnStretch(c, 0);
    const QList<Tile> tiles = shownTiles();
    for (qsizetype i = 0; i < tiles.size(); ++i) {
        const int row = int(i / columns) * 2, column = int(i % columns);
        m_grid->addWidget(tiles[i].value, row, column);
        m_grid->addWidget(tiles[i].caption, row + 1, column);
    }
    for (int c = 0; c < columns; ++c)
        m_grid->setColumnStretch(c, 1);
    m_columns = columns;
}

} // namespace kafscope::ui
