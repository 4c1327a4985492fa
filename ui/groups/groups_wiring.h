#pragma once

namespace kafscope::ui {

class MainWindow;

// Adds the "Consumer groups" and "Offsets log" views to the window with their openers:
// `groups`, `group:G` and `offsets`.
void installGroupViews(MainWindow &window);

} // namespace kafscope::ui
