#include "common/palette.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>
#include <QWidget>

namespace kafscope::ui {

namespace {

// The only place under ui/ with literal colours (a CTest check keeps it so).
struct RoleColours {
    QRgb light;
    QRgb dark;
};

RoleColours roleColours(Palette::Role role)
{
    using R = Palette::Role;
    switch (role) {
    case R::Ok: return {0x2e7d32, 0x81c784};
    case R::Warning: return {0xa05a00, 0xffb74d};
    case R::Error: return {0xc62828, 0xff8a80};
    case R::Muted: return {0x757575, 0x9e9e9e};
    case R::Accent: return {0x1565c0, 0x64b5f6};
    case R::Caution: return {0xf9a825, 0xfdd835};
    case R::Neutral: return {0x3c3c3c, 0xd0d0d0};
    case R::ErrorBackground: return {0xffcdd2, 0x5c2326};
    case R::WarningBackground: return {0xfff3c4, 0x4a3f14};
    // Text on the base colour: at least 4.5:1 in both themes, and apart by hue and lightness.
    case R::SyntaxKey: return {0x0b4f8a, 0x8ab4f8};
    case R::SyntaxString: return {0x1e6b24, 0xa5d6a7};
    case R::SyntaxNumber: return {0x9a4a00, 0xffb870};
    case R::SyntaxLiteral: return {0x7b1fa2, 0xd7a6e6};
    case R::ChartBackground:
    case R::ChartGrid:
    case R::ChartText: break; // derived from the application palette
    }
    return {0x000000, 0xffffff};
}

// Okabe & Ito's colour-blind-safe set (its black left out), brightened a little on dark.
constexpr QRgb kSeriesLight[] = {0x0072b2, 0xe69f00, 0x009e73, 0xcc79a7,
                                 0xd55e00, 0x56b4e9, 0x8c6d00, 0x6a3d9a};
constexpr QRgb kSeriesDark[] = {0x4ea3e0, 0xf0b030, 0x2fc59a, 0xe39ac4,
                                0xff7a33, 0x86cdf5, 0xe8d44d, 0xb38ee0};
constexpr int kSeriesCount = 8;

QPalette darkPalette()
{
    QPalette p;
    // Fields (Base) clearly darker than the window, so inputs stand out (issue #33).
    const QColor window(0x2f3134), base(0x1a1b1e), text(0xe3e3e3), disabled(0x7c7f85),
        button(0x3a3c40);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x222327));
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x8a8d93));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff8a80));
    p.setColor(QPalette::Light, QColor(0x4a4d52));
    p.setColor(QPalette::Midlight, QColor(0x3e4145));
    p.setColor(QPalette::Mid, QColor(0x232427));
    p.setColor(QPalette::Dark, QColor(0x1a1b1d));
    p.setColor(QPalette::Shadow, QColor(0x101011));
    p.setColor(QPalette::Highlight, QColor(0x2f65b0));
    p.setColor(QPalette::HighlightedText, QColor(0xffffff));
    p.setColor(QPalette::Link, QColor(0x64b5f6));
    p.setColor(QPalette::LinkVisited, QColor(0xb39ddb));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x45484d));
    return p;
}

QColor mix(const QColor &a, const QColor &b, double t)
{
    auto m = [t](int x, int y) { return int(x * (1 - t) + y * t + 0.5); };
    return QColor(m(a.red(), b.red()), m(a.green(), b.green()), m(a.blue(), b.blue()));
}

struct State {
    bool captured = false;
    QString originalStyle;
    QPalette originalPalette;
    Theme theme = Theme::System;
    bool applied = false;
    bool dark = false;
};

State &state()
{
    static State s;
    return s;
}

void capture()
{
    State &s = state();
    if (s.captured)
        return;
    s.captured = true;
    s.originalStyle = QApplication::style() ? QApplication::style()->name() : QString();
    s.originalPalette = QApplication::palette();
}

bool desktopIsDark()
{
    capture();
    const QPalette &p = state().originalPalette;
    return p.color(QPalette::Window).lightness() < p.color(QPalette::WindowText).lightness();
}

void setStyleNamed(const QString &name)
{
    if (QApplication::style() &&
        QApplication::style()->name().compare(name, Qt::CaseInsensitive) == 0)
        return;
    if (QStyle *style = QStyleFactory::create(name))
        QApplication::setStyle(style);
}

constexpr const char *kTextRoleProperty = "kafscopeTextRole";
constexpr const char *kChartProperty = "kafscopeChart";

void applyTextRole(QWidget *w, Palette::Role role)
{
    const QColor c = Palette::color(role);
    QPalette p = w->palette();
    p.setColor(QPalette::WindowText, c);
    p.setColor(QPalette::Text, c);
    w->setPalette(p);
}

} // namespace

QColor Palette::color(Role role)
{
    const QPalette app = QApplication::palette();
    switch (role) {
    case Role::ChartBackground: return app.color(QPalette::Base);
    case Role::ChartText: return app.color(QPalette::Text);
    case Role::ChartGrid: return mix(app.color(QPalette::Base), app.color(QPalette::Text), 0.22);
    default: break;
    }
    const RoleColours c = roleColours(role);
    return QColor(isDark() ? c.dark : c.light);
}

QColor Palette::series(int index)
{
    const int i = qAbs(index);
    QColor c(isDark() ? kSeriesDark[i % kSeriesCount] : kSeriesLight[i % kSeriesCount]);
    // Beyond the base set, the same hues again, lighter or darker each round.
    if (const int round = i / kSeriesCount; round > 0)
        c = (round % 2) ? c.lighter(100 + 25 * ((round + 1) / 2))
                        : c.darker(100 + 25 * (round / 2));
    return c;
}

QColor Palette::textOn(const QColor &background)
{
    return QColor(background.lightness() > 150 ? 0x111111 : 0xffffff);
}

bool Palette::isDark()
{
    const State &s = state();
    if (s.applied)
        return s.dark;
    const QPalette p = QApplication::palette();
    return p.color(QPalette::Window).lightness() < p.color(QPalette::WindowText).lightness();
}

std::optional<Theme> Palette::parseTheme(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("system"))
        return Theme::System;
    if (n == QLatin1String("light"))
        return Theme::Light;
    if (n == QLatin1String("dark"))
        return Theme::Dark;
    return std::nullopt;
}

QString Palette::themeName(Theme theme)
{
    switch (theme) {
    case Theme::Light: return QStringLiteral("light");
    case Theme::Dark: return QStringLiteral("dark");
    case Theme::System: break;
    }
    return QStringLiteral("system");
}

void Palette::applyTheme(Theme theme)
{
    capture();
    State &s = state();
    const bool systemDark = desktopIsDark();
    const bool dark = theme == Theme::Dark || (theme == Theme::System && systemDark);
    if (!s.applied && !dark && !systemDark) {
        // The desktop's own light look, untouched: no palette set explicitly, so Qt keeps
        // following the platform's.
        s.theme = theme;
        s.applied = true;
        s.dark = false;
        return;
    }
    if (dark) {
        setStyleNamed(QStringLiteral("Fusion"));
        QApplication::setPalette(darkPalette());
    } else if (systemDark) {
        // A light window on a dark desktop: the platform's palette is dark, so Fusion's own.
        setStyleNamed(QStringLiteral("Fusion"));
        QApplication::setPalette(QApplication::style()->standardPalette());
    } else {
        if (!s.originalStyle.isEmpty())
            setStyleNamed(s.originalStyle);
        QApplication::setPalette(s.originalPalette);
    }
    s.theme = theme;
    s.applied = true;
    s.dark = dark;
    // QApplication does not tell widgets that exist already (only new ones see the palette): do it
    // for the windows, which pass it on to their children.
    const QWidgetList windows = QApplication::topLevelWidgets();
    for (QWidget *w : windows) {
        QEvent change(QEvent::ApplicationPaletteChange);
        QCoreApplication::sendEvent(w, &change);
    }
    const QWidgetList widgets = QApplication::allWidgets();
    for (QWidget *w : widgets) {
        const QVariant role = w->property(kTextRoleProperty);
        if (role.isValid())
            applyTextRole(w, Role(role.toInt()));
        if (auto *plot = qobject_cast<QCustomPlot *>(w);
            plot && plot->property(kChartProperty).toBool()) {
            styleChart(plot);
            plot->replot(QCustomPlot::rpQueuedReplot);
        }
    }
}

Theme Palette::theme()
{
    return state().theme;
}

void Palette::setTextRole(QWidget *widget, Role role)
{
    widget->setProperty(kTextRoleProperty, int(role));
    applyTextRole(widget, role);
}

void Palette::clearTextRole(QWidget *widget)
{
    if (!widget->property(kTextRoleProperty).isValid())
        return;
    widget->setProperty(kTextRoleProperty, QVariant());
    widget->setPalette(QPalette());
}

void Palette::styleChart(QCustomPlot *plot)
{
    const QColor background = color(Role::ChartBackground);
    const QColor text = color(Role::ChartText);
    const QColor grid = color(Role::ChartGrid);
    plot->setProperty(kChartProperty, true);
    plot->setBackground(background);
    const QList<QCPAxisRect *> rects = plot->axisRects();
    for (QCPAxisRect *rect : rects) {
        const QList<QCPAxis *> axes = rect->axes();
        for (QCPAxis *axis : axes) {
            axis->setBasePen(QPen(text, 0));
            axis->setTickPen(QPen(text, 0));
            axis->setSubTickPen(QPen(text, 0));
            axis->setTickLabelColor(text);
            axis->setLabelColor(text);
            axis->grid()->setPen(QPen(grid, 0, Qt::DotLine));
            axis->grid()->setSubGridPen(QPen(grid, 0, Qt::DotLine));
            axis->grid()->setZeroLinePen(QPen(grid, 0));
        }
    }
    if (plot->legend) {
        plot->legend->setBrush(background);
        plot->legend->setBorderPen(QPen(grid, 0));
        plot->legend->setTextColor(text);
        for (int i = 0; i < plot->legend->itemCount(); ++i)
            plot->legend->item(i)->setTextColor(text);
    }
    const QList<QCPLayoutElement *> elements = plot->plotLayout()->elements(true);
    for (QCPLayoutElement *e : elements)
        if (auto *title = qobject_cast<QCPTextElement *>(e))
            title->setTextColor(text);
}

} // namespace kafscope::ui
