#pragma once

class QMenu;
class QWidget;

namespace kafscope::ui {

// Adds "Time zone" (local, UTC, another…) and "Time format" (ISO 8601, the locale's) submenus to
// `menu`; they set TimeDisplay, which every view follows.
void addTimeDisplayMenus(QMenu *menu, QWidget *dialogParent);

} // namespace kafscope::ui
