#include "shell/navigation_history.h"

namespace kafscope::ui {

void NavigationHistory::visit(const QString &target)
{
    if (target.isEmpty() || current() == target)
        return;
    m_entries.resize(m_pos + 1);
    m_entries << target;
    if (m_entries.size() > kMaxEntries)
        m_entries.removeFirst();
    m_pos = m_entries.size() - 1;
}

QString NavigationHistory::back()
{
    if (!canGoBack())
        return {};
    return m_entries[--m_pos];
}

QString NavigationHistory::forward()
{
    if (!canGoForward())
        return {};
    return m_entries[++m_pos];
}

} // namespace kafscope::ui
