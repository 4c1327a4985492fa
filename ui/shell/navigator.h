#pragma once

#include <QHash>
#include <QTreeWidget>

namespace kafscope::ui {

// The window's list of views, grouped in sections in the order a person works (Cluster, Data,
// Consumers, Security, Testing), each entry with an icon from the desktop's theme or a bundled one.
// Its minimum width fits the longest entry, so nothing in it is ever elided.
class Navigator : public QTreeWidget {
    Q_OBJECT
public:
    explicit Navigator(QWidget *parent = nullptr);

    // Adds the entry for view `target` under its section; returns the item (its data: the target).
    QTreeWidgetItem *addEntry(const QString &target, const QString &label);
    // The width every entry needs, frame and scroll bar included.
    int neededWidth() const;
    // The width the item's icon, text and margins take (its indentation included).
    int neededWidth(QTreeWidgetItem *item) const;
    // Starts as wide as its entries need, no wider: the views get the rest.
    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    QTreeWidgetItem *section(const QString &key);

    QHash<QString, QTreeWidgetItem *> m_sections;
};

} // namespace kafscope::ui
