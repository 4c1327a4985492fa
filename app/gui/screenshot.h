#pragma once

#include <QString>

class QWidget;

namespace kafscope::app {

// Saves a picture of `window` as PNG; false (with a message on stderr) if it cannot.
bool saveScreenshot(QWidget *window, const QString &path);

} // namespace kafscope::app
