#pragma once

namespace kafscope::ui {

// Registers resources/kafscope.qrc (icons). kafscope_ui is a static library, so its compiled
// resources are linked in only when something calls their initialiser; every window that uses
// them calls this first. Safe to call more than once.
void ensureResources();

} // namespace kafscope::ui
