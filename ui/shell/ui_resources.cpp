#include "shell/ui_resources.h"

#include <QtGlobal>

// Q_INIT_RESOURCE must be used outside any namespace.
static void initKafscopeResources()
{
    Q_INIT_RESOURCE(kafscope);
}

namespace kafscope::ui {

void ensureResources()
{
    static const bool done = (initKafscopeResources(), true);
    Q_UNUSED(done);
}

} // namespace kafscope::ui
