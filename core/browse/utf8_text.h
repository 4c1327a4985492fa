#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace kafscope {

// True when `bytes` is well-formed UTF-8 (no overlongs, no surrogates, nothing above U+10FFFF).
bool isValidUtf8(QByteArrayView bytes);

// How display text is escaped: invalid UTF-8 bytes become \xNN, control characters \n \t \r or
// \xNN, bidi and invisible format characters \u{XXXX}. Nothing is dropped silently.
struct EscapeOptions {
    bool keepLineBreaks =
        false; // show \n and \t as themselves (the detail pane) or escaped (a table cell)
    qsizetype maxBytes = -1; // stop after this many input bytes (and end with "…"); -1: all
    bool escapeBackslash =
        false; // a literal backslash as \\, so it never reads as an escape (CLI text)
};

// Appends the escaped UTF-8 text of `bytes` to `out`.
void appendEscapedUtf8(QByteArray &out, QByteArrayView bytes, const EscapeOptions &options = {});
QString escapedText(QByteArrayView bytes, const EscapeOptions &options = {});
// The same escaping for text that is already a QString (e.g. a pretty-printed JSON document).
QString escapedText(const QString &text, bool keepLineBreaks);

// Bidi controls and invisible format characters (U+202E, U+200B, ...): shown escaped, as \u{XXXX}.
bool isBidiOrInvisible(char32_t c);

// The number of bytes of a valid UTF-8 sequence starting at `p` (1..4), or 0 when it is invalid.
int utf8SequenceLength(const unsigned char *p, qsizetype available, char32_t *codePoint);

} // namespace kafscope
