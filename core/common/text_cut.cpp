#include "common/text_cut.h"
#include "common/translations.h"

namespace kafscope {

namespace {

QString withLength(const QString &start, qsizetype total)
{
    return KS_TR("%1… (%L2 characters in all)").arg(start).arg(total);
}

} // namespace

QString cutText(const QString &text, qsizetype maxChars)
{
    if (text.size() <= maxChars)
        return text;
    qsizetype n = maxChars;
    if (n > 0 && text.at(n - 1).isHighSurrogate()) // never half a character
        --n;
    return withLength(text.left(n), text.size());
}

QString printableCut(const QString &text, qsizetype maxChars)
{
    QString out;
    qsizetype i = 0;
    for (; i < text.size() && out.size() < maxChars; ++i) {
        const QChar c = text.at(i);
        const QChar::Category cat = c.category();
        if (cat == QChar::Other_Control || cat == QChar::Other_Format)
            out += QStringLiteral("\\u{%1}").arg(QString::number(c.unicode(), 16).toUpper());
        else
            out += c;
        if (c.isHighSurrogate() && i + 1 < text.size()) // never half a character
            out += text.at(++i);
    }
    return i >= text.size() ? out : withLength(out, text.size());
}

} // namespace kafscope
