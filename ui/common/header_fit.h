#pragma once

class QTableView;

namespace kafscope::ui {

// Keeps every column at least as wide as its title needs (text, margins and a sort arrow), so no
// header is elided; again whenever the model's columns or titles change. Columns stay resizable.
void fitHeaders(QTableView *table);

} // namespace kafscope::ui
