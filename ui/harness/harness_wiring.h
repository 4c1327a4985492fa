#pragma once

namespace kafscope::ui {

class MainWindow;

// Adds the "Priority harness" view to the window with its openers: `harness` (the view) and
// `harness:PROFILE` (load a built-in profile and run it, e.g. harness:quick).
void installHarnessView(MainWindow &window);

} // namespace kafscope::ui
