#pragma once

#include <QDialog>
#include <QIcon>
#include <QList>

class QLineEdit;
class QListWidget;

namespace kafscope::ui {

// One thing the quick-open palette can open: a view, a topic, a group.
struct QuickOpenItem {
    QString label;  // what is matched and shown: "orders"
    QString kind;   // shown beside it: "Topic"
    QString target; // what MainWindow::openView takes: "topic:orders"
    QIcon icon;
};

// Ctrl+K: type part of a name (letters in order, not necessarily together), Enter opens the best
// match. Items can arrive while it is open (groups are asked for when it opens).
class QuickOpen : public QDialog {
    Q_OBJECT
public:
    explicit QuickOpen(QWidget *parent = nullptr);

    void addItems(const QList<QuickOpenItem> &items);
    QLineEdit *filterEdit() const { return m_filter; }
    QListWidget *results() const { return m_results; }
    // The targets shown, best first.
    QStringList shownTargets() const;

    // How well `pattern` matches `text` as a subsequence, ignoring case; -1 when it does not.
    // Starts of words and runs of consecutive letters score higher; shorter texts win ties.
    static int fuzzyScore(const QString &pattern, const QString &text);

Q_SIGNALS:
    void chosen(const QString &target);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refilter();
    void choose();

    QLineEdit *m_filter = nullptr;
    QListWidget *m_results = nullptr;
    QList<QuickOpenItem> m_items;
};

} // namespace kafscope::ui
