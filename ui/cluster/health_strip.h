#pragma once

#include <QFrame>
#include <QList>

class QGridLayout;
class QLabel;

namespace kafscope::ui {

// The overview's health strip: a row of tiles (a big value over a muted caption), which wraps into
// two or three rows when the page is too narrow for one (a 960 px window), so the overview never
// needs a sideways scroll for it. Values are QLabels named "tile:NAME", captions "caption:NAME".
class HealthStrip : public QFrame {
    Q_OBJECT
public:
    explicit HealthStrip(QWidget *parent = nullptr);

    // Adds a tile at the end; returns its value label.
    QLabel *addTile(const QString &caption, const QString &name, const QString &tip);
    // Lays the tiles out again for their current texts (call after changing values).
    void relayout();
    // Shows or hides a tile (one that only some connections have, e.g. Kafka Connect's).
    void setTileShown(const QString &name, bool shown);
    // The columns the tiles are in now (the tile count when one row is wide enough).
    int columns() const { return m_columns; }

    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Tile {
        QLabel *value;
        QLabel *caption;
        bool shown = true;
    };
    QList<Tile> shownTiles() const;
    int widthFor(int columns) const; // the width the tiles need in `columns` columns
    int columnsFor(int width) const;
    void arrange(int columns);

    QGridLayout *m_grid;
    QList<Tile> m_tiles;
    int m_columns = 0;
};

} // namespace kafscope::ui
