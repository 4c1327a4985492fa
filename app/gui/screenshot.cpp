#include "gui/screenshot.h"

#include <QPixmap>
#include <QWidget>

#include <cstdio>

namespace kafscope::app {

bool saveScreenshot(QWidget *window, const QString &path)
{
    const QPixmap pixmap = window->grab();
    if (pixmap.isNull() || !pixmap.save(path, "PNG")) {
        std::fprintf(stderr, "kafscope: cannot save screenshot to %s\n", qPrintable(path));
        return false;
    }
    return true;
}

} // namespace kafscope::app
