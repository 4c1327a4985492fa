#pragma once
// The timeline chart's colours, sizes and text helpers, shared by its drawing
// (timeline_chart.cpp) and its legend and hover text (timeline_chart_legend.cpp).
#include "common/palette.h"
#include "common/time_display.h"
#include "rebalance/timeline_chart.h"

#include <QColor>
#include <QString>

namespace kafscope::ui::timeline_style {

using namespace kafscope::rebalance;

inline constexpr int kMaxStripes = 6000; // beyond this, one grey bar per interval (bounded drawing)
inline constexpr double kLaneHeight = 0.8;
inline constexpr int kLegendPartitions = 24; // partitions named in the legend; the rest by hover
inline constexpr int kMaxSilences = 300;     // crashed members' silences drawn at most
inline QColor stallColour()
{
    return Palette::color(Palette::Role::Error);
}
inline QColor markerColour()
{
    return Palette::color(Palette::Role::Accent);
}
inline QColor commitColour()
{
    return Palette::color(Palette::Role::Neutral);
}
inline QColor undetailedColour()
{
    return Palette::color(Palette::Role::Muted);
}
inline QColor stopColour()
{
    return Palette::color(Palette::Role::Warning);
} // member stops: outline, hatching, whisker
inline QColor plotBackground()
{
    return Palette::color(Palette::Role::ChartBackground);
} // a gap shows it

inline QColor translucent(Palette::Role role, int alpha)
{
    QColor c = Palette::color(role);
    c.setAlpha(alpha);
    return c;
}

inline double sec(qint64 ms)
{
    return double(ms) / 1000.0;
}

inline QColor silenceColour()
{
    return Palette::color(Palette::Role::Error);
} // a crashed member's silence: cross-hatching over its lane

// Over a dark background a translucent fill needs more weight to read as a colour.
inline QColor stateColour(GroupState s)
{
    const bool dark = Palette::isDark();
    switch (s) {
    case GroupState::PreparingRebalance:
        return translucent(Palette::Role::Warning, dark ? 120 : 90);
    case GroupState::CompletingRebalance:
        return translucent(Palette::Role::Caution, dark ? 120 : 90);
    case GroupState::Stable: return translucent(Palette::Role::Ok, dark ? 55 : 35);
    case GroupState::Empty: return translucent(Palette::Role::Muted, dark ? 80 : 50);
    case GroupState::Dead: return translucent(Palette::Role::Neutral, dark ? 90 : 70);
    case GroupState::Unknown: break;
    }
    return QColor(Qt::transparent);
}

inline bool rebalancing(GroupState s)
{
    return s == GroupState::PreparingRebalance || s == GroupState::CompletingRebalance;
}

// A translucent colour as it looks over the plot's background (for the legend's swatches).
inline QColor overBackground(const QColor &c)
{
    const double a = c.alphaF();
    const QColor bg = plotBackground();
    auto mix = [a](int v, int b) { return int(v * a + b * (1 - a) + 0.5); };
    return QColor(mix(c.red(), bg.red()), mix(c.green(), bg.green()), mix(c.blue(), bg.blue()));
}

// One legend entry's text, never broken across lines.
inline QString nowrap(const QString &text)
{
    return text.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;"));
}

inline QString swatch(const QColor &c, const QString &text)
{
    return QStringLiteral(
               "<span style=\"background-color:%1\">&nbsp;&nbsp;&nbsp;&nbsp;</span>&nbsp;%2")
        .arg(c.name(), nowrap(text));
}

inline QString clock(qint64 ms)
{
    return TimeDisplay::instance().timeOfDay(ms);
}

} // namespace kafscope::ui::timeline_style
