#include "browse/json_highlighter.h"

#include "common/palette.h"

#include <QEvent>
#include <QPlainTextEdit>

namespace kafscope::ui {

namespace {
// Longer documents are shown plain.
constexpr int kMaxColouredChars = 512 * 1024;

bool isNumberChar(QChar c)
{
    return c.isDigit() || c == QLatin1Char('-') || c == QLatin1Char('+') || c == QLatin1Char('.') ||
           c == QLatin1Char('e') || c == QLatin1Char('E');
}
} // namespace

JsonHighlighter::JsonHighlighter(QPlainTextEdit *edit) : QSyntaxHighlighter(edit->document())
{
    edit->installEventFilter(this);
}

void JsonHighlighter::setActive(bool on)
{
    on = on && document()->characterCount() <= kMaxColouredChars;
    if (on == m_active)
        return;
    m_active = on;
    rehighlight();
}

bool JsonHighlighter::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && m_active)
        rehighlight(); // the other theme's colours
    return QSyntaxHighlighter::eventFilter(watched, event);
}

void JsonHighlighter::highlightBlock(const QString &text)
{
    if (!m_active)
        return;
    QTextCharFormat key, string, number, literal;
    key.setForeground(Palette::color(Palette::Role::SyntaxKey));
    string.setForeground(Palette::color(Palette::Role::SyntaxString));
    number.setForeground(Palette::color(Palette::Role::SyntaxNumber));
    literal.setForeground(Palette::color(Palette::Role::SyntaxLiteral));
    literal.setFontWeight(QFont::Bold);
    // Pretty-printed JSON keeps each string on one line (line breaks inside are escaped), so a
    // block is lexed on its own.
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        const QChar c = text[i];
        if (c == QLatin1Char('"')) {
            qsizetype j = i + 1;
            while (j < n && text[j] != QLatin1Char('"'))
                j += text[j] == QLatin1Char('\\') ? 2 : 1;
            j = qMin(j + 1, n);
            qsizetype after = j;
            while (after < n && text[after].isSpace())
                ++after;
            const bool isKey = after < n && text[after] == QLatin1Char(':');
            setFormat(int(i), int(j - i), isKey ? key : string);
            i = j;
        } else if (c.isDigit() || (c == QLatin1Char('-') && i + 1 < n && text[i + 1].isDigit())) {
            qsizetype j = i + 1;
            while (j < n && isNumberChar(text[j]))
                ++j;
            setFormat(int(i), int(j - i), number);
            i = j;
        } else if (c.isLetter()) {
            qsizetype j = i + 1;
            while (j < n && text[j].isLetter())
                ++j;
            const QStringView word = QStringView(text).mid(i, j - i);
            if (word == QLatin1String("true") || word == QLatin1String("false") ||
                word == QLatin1String("null"))
                setFormat(int(i), int(j - i), literal);
            i = j;
        } else {
            ++i;
        }
    }
}

} // namespace kafscope::ui
