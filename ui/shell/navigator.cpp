#include "shell/navigator.h"

#include "shell/ui_resources.h"

#include <QBuffer>
#include <QFile>
#include <QHeaderView>
#include <QImageReader>
#include <QRegularExpression>
#include <QScrollBar>
#include <QStyledItemDelegate>

namespace kafscope::ui {

namespace {

struct Entry {
    const char *target;
    const char *section;
    const char *themeIcon; // freedesktop icon name; the bundled SVG when the theme lacks it
};

// Views the window may hold, in the navigator's order. A view not listed here goes to "Other".
constexpr Entry kEntries[] = {
    {"cluster", "cluster", "network-workgroup"},
    {"brokers", "cluster", "network-server"},
    {"topics", "cluster", "view-list-details"},
    {"messages", "data", "mail-read"},
    {"produce", "data", "mail-send"},
    {"schemas", "data", "text-x-script"},
    {"connect", "data", "network-transmit-receive"},
    {"groups", "consumers", "system-users"},
    {"offsets", "consumers", "document-open-recent"},
    {"rebalance", "consumers", "view-refresh"},
    {"transactions", "consumers", "emblem-documents"},
    {"acls", "security", "security-high"},
    {"users", "security", "avatar-default"},
    {"quotas", "security", "view-filter"},
    {"harness", "testing", "utilities-system-monitor"},
};
const char *const kSectionOrder[] = {"cluster",  "data",    "consumers",
                                     "security", "testing", "other"};

const Entry *entryFor(const QString &target)
{
    for (const Entry &e : kEntries)
        if (target == QLatin1String(e.target))
            return &e;
    return nullptr;
}

int orderOf(const QString &section)
{
    for (int i = 0; i < int(std::size(kSectionOrder)); ++i)
        if (section == QLatin1String(kSectionOrder[i]))
            return i;
    return int(std::size(kSectionOrder));
}

// The bundled drawing, and for selected rows (drawn on the highlight colour) the same drawing in
// the highlighted-text colour, so the icon stays visible when its entry is chosen.
// (Pixmaps rather than the SVG icon engine, which keeps one added pixmap per mode and ignores it
// at any other size.)
QIcon bundledIcon(const QString &target, const QColor &selected)
{
    const QString path = QStringLiteral(":/icons/nav/%1.svg").arg(target);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QIcon(path);
    const QByteArray svg = file.readAll();
    static const QRegularExpression colour(QStringLiteral("#[0-9a-fA-F]{6}"));
    const QByteArray recoloured = QString::fromUtf8(svg).replace(colour, selected.name()).toUtf8();
    QIcon icon;
    for (const auto &[data, mode] :
         {std::pair{svg, QIcon::Normal}, std::pair{recoloured, QIcon::Selected}})
        for (int size : {16, 18, 24, 32, 36, 48}) {
            QBuffer buffer;
            buffer.setData(data);
            QImageReader reader(&buffer, "svg");
            reader.setScaledSize(QSize(size, size));
            const QImage image = reader.read();
            if (!image.isNull())
                icon.addPixmap(QPixmap::fromImage(image), mode);
        }
    return icon.isNull() ? QIcon(path) : icon;
}

QIcon iconFor(const QString &target, const Entry *e, const QColor &selected)
{
    if (e && QIcon::hasThemeIcon(QLatin1String(e->themeIcon)))
        return QIcon::fromTheme(QLatin1String(e->themeIcon));
    return bundledIcon(target, selected);
}

// Rows with room to breathe: a navigator is read at a glance.
class NavigatorDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QSize s = QStyledItemDelegate::sizeHint(option, index);
        s.rheight() += index.parent().isValid() ? 8 : 12;
        return s;
    }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (!index.parent().isValid()) // a section heading: quieter than its entries
            option->palette.setColor(QPalette::Text,
                                     option->palette.color(QPalette::PlaceholderText));
    }
};

} // namespace

Navigator::Navigator(QWidget *parent) : QTreeWidget(parent)
{
    ensureResources();
    setObjectName(QStringLiteral("sidebar"));
    setHeaderHidden(true);
    setRootIsDecorated(false);
    setItemsExpandable(false);
    setIndentation(14);
    setIconSize(QSize(18, 18));
    setTextElideMode(Qt::ElideNone);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setItemDelegate(new NavigatorDelegate(this));
    header()->setStretchLastSection(true);
}

QTreeWidgetItem *Navigator::section(const QString &key)
{
    if (QTreeWidgetItem *s = m_sections.value(key))
        return s;
    static const QHash<QString, const char *> titles = {
        {QStringLiteral("cluster"), QT_TR_NOOP("Cluster")},
        {QStringLiteral("data"), QT_TR_NOOP("Data")},
        {QStringLiteral("consumers"), QT_TR_NOOP("Consumers")},
        {QStringLiteral("security"), QT_TR_NOOP("Security")},
        {QStringLiteral("testing"), QT_TR_NOOP("Testing")},
        {QStringLiteral("other"), QT_TR_NOOP("Other")}};
    auto *item = new QTreeWidgetItem({tr(titles.value(key, "Other"))});
    item->setFlags(Qt::ItemIsEnabled); // a heading, not a view
    item->setData(0, Qt::UserRole + 2, key);
    QFont bold = font();
    bold.setBold(true);
    item->setFont(0, bold);
    // Sections keep the fixed order whatever order the views were added in.
    int at = 0;
    while (at < topLevelItemCount() &&
           orderOf(topLevelItem(at)->data(0, Qt::UserRole + 2).toString()) < orderOf(key))
        ++at;
    insertTopLevelItem(at, item);
    item->setExpanded(true);
    m_sections.insert(key, item);
    return item;
}

QTreeWidgetItem *Navigator::addEntry(const QString &target, const QString &label)
{
    const Entry *e = entryFor(target);
    QTreeWidgetItem *parent = section(e ? QLatin1String(e->section) : QStringLiteral("other"));
    auto *item = new QTreeWidgetItem(parent, {label});
    item->setData(0, Qt::UserRole, target);
    item->setIcon(0, iconFor(target, e, palette().color(QPalette::HighlightedText)));
    item->setToolTip(0, label);
    parent->setExpanded(true);
    updateGeometry();
    return item;
}

QSize Navigator::sizeHint() const
{
    return QSize(neededWidth(), QTreeWidget::sizeHint().height());
}

void Navigator::changeEvent(QEvent *event)
{
    QTreeWidget::changeEvent(event);
    if (event->type() != QEvent::PaletteChange)
        return;
    // A new theme: the selected icons take its highlighted-text colour.
    for (QTreeWidgetItemIterator it(this); *it; ++it)
        if ((*it)->parent()) {
            const QString target = (*it)->data(0, Qt::UserRole).toString();
            (*it)->setIcon(
                0, iconFor(target, entryFor(target), palette().color(QPalette::HighlightedText)));
        }
}

int Navigator::neededWidth(QTreeWidgetItem *item) const
{
    const QModelIndex index = indexFromItem(item);
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    option.font = item->font(0);
    option.fontMetrics = QFontMetrics(option.font);
    int depth = 0;
    for (QTreeWidgetItem *p = item->parent(); p; p = p->parent())
        ++depth;
    return depth * indentation() + itemDelegate()->sizeHint(option, index).width();
}

int Navigator::neededWidth() const
{
    int widest = 0;
    QTreeWidgetItemIterator it(const_cast<Navigator *>(this));
    for (; *it; ++it)
        widest = qMax(widest, neededWidth(*it));
    // Room for a vertical scroll bar, so a short window does not squeeze the entries.
    return widest + 2 * frameWidth() + verticalScrollBar()->sizeHint().width() + 8;
}

} // namespace kafscope::ui
