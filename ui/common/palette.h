#pragma once

#include <QColor>
#include <QString>

#include <optional>

class QCustomPlot;
class QWidget;

namespace kafscope::ui {

enum class Theme { System, Light, Dark };

// Every colour Kafscope draws, by meaning, in a light and a dark variant (UI_GUIDE "Colour and
// themes"). Nothing under ui/ names a colour of its own: it asks this palette for a role.
class Palette {
public:
    enum class Role {
        Ok,
        Warning,           // text and lines that need attention (amber)
        Error,             // error text, failed checks, lost messages
        Muted,             // secondary text, disabled marks, reference lines
        Accent,            // selection highlight in charts, markers
        Caution,           // a fill between warning and ok (a group completing a rebalance)
        Neutral,           // plain foreground drawn into charts (commit marks)
        ErrorBackground,   // a table row with a problem (offline partition, broker down)
        WarningBackground, // a table row that is degraded (under-replicated)
        ChartBackground,
        ChartGrid,
        ChartText,
        SyntaxKey,     // JSON member names (detail pane)
        SyntaxString,  // JSON strings
        SyntaxNumber,  // JSON numbers
        SyntaxLiteral, // true, false, null
    };

    static QColor color(Role role);
    // Categorical colours for series (levels, partitions, members): stable per index,
    // distinguishable without relying on red against green.
    static QColor series(int index);
    static bool isDark();
    // Readable text over `background` (a profile's environment colour, say).
    static QColor textOn(const QColor &background);

    // "light", "dark" or "system"; nothing for anything else.
    static std::optional<Theme> parseTheme(const QString &name);
    static QString themeName(Theme theme);
    // Sets the application's style and palette. System follows the desktop: Fusion with a dark
    // palette when the desktop's palette is dark, the platform's own look otherwise. Widgets given
    // a role by setTextRole and charts styled by styleChart take the new colours at once.
    static void applyTheme(Theme theme);
    static Theme theme();

    // A label's (or any widget's) text in `role`, kept when the theme changes.
    static void setTextRole(QWidget *widget, Role role);
    // Back to the inherited text colour.
    static void clearTextRole(QWidget *widget);
    // Background, axes, grid, labels and legend from the palette; again on every theme change.
    static void styleChart(QCustomPlot *plot);
};

} // namespace kafscope::ui
