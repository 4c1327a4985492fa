#pragma once

#include <QString>

namespace kafscope {

// `text` when it has at most `maxChars` characters, else its start and how long it was in all:
// for what comes from outside (a name in a schema, a registry's message) and is echoed in an error
// that may be repeated in every row.
QString cutText(const QString &text, qsizetype maxChars = 300);
// cutText of `text` with its control and format characters (ESC, bidi overrides) written as
// \u{1B}: for a name from outside echoed in a message that may reach a terminal.
QString printableCut(const QString &text, qsizetype maxChars = 300);

} // namespace kafscope
