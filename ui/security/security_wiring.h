#pragma once

namespace kafscope::ui {

class MainWindow;

// The ACLs and SCRAM users views ("acls", "users").
void installSecurityViews(MainWindow &window);

} // namespace kafscope::ui
