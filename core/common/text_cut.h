#pragma once

#include <QString>

namespace kafscope {

// `text` when it has at most `maxChars` characters, else its start and how long it was in all:
// for what comes from outside (a name in a schema, a registry's message) and is echoed in an error
// that may be repeated in every row.
QString cutText(const QString &text, qsizetype maxChars = 300);

} // namespace kafscope
