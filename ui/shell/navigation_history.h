#pragma once

#include <QString>
#include <QStringList>

namespace kafscope::ui {

// Where the user has been ("topics", "topic:orders", "group:billing"), for back and forward.
// Visiting a place drops the forward part, like a browser; visiting the current place again is no
// step.
class NavigationHistory {
public:
    void visit(const QString &target);
    bool canGoBack() const { return m_pos > 0; }
    bool canGoForward() const { return m_pos + 1 < m_entries.size(); }
    // The place one step back or forward (and the history moves there); empty when there is none.
    QString back();
    QString forward();
    QString current() const { return m_pos >= 0 ? m_entries[m_pos] : QString(); }
    const QStringList &entries() const { return m_entries; }

private:
    static constexpr int kMaxEntries = 100;
    QStringList m_entries;
    qsizetype m_pos = -1;
};

} // namespace kafscope::ui
