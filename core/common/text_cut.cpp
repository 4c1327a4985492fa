#include "common/text_cut.h"
#include "common/translations.h"

namespace kafscope {

QString cutText(const QString &text, qsizetype maxChars)
{
    if (text.size() <= maxChars)
        return text;
    qsizetype n = maxChars;
    if (n > 0 && text.at(n - 1).isHighSurrogate()) // never half a character
        --n;
    return KS_TR("%1… (%L2 characters in all)").arg(text.left(n)).arg(text.size());
}

} // namespace kafscope
