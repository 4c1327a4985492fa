#pragma once

namespace kafscope::ui {

class MainWindow;

// Adds the "Rebalances" view to the window with its openers: `rebalance` and `rebalance:G`
// (watch group G).
void installRebalanceView(MainWindow &window);

} // namespace kafscope::ui
