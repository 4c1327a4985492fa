#include "common/result.h"

#include <QCoreApplication>
#include <QLocale>

#include <limits>
#include <type_traits>

namespace kafscope {

namespace {
template <typename N> ErrorText number(N a, int fieldWidth, int base, QChar fill)
{
    const QString text = QStringLiteral("%1").arg(a, fieldWidth, base, fill);
    if (fieldWidth == 0 && base == 10 &&
        (std::is_signed_v<N> || a <= N(std::numeric_limits<long long>::max())))
        return ErrorText::integerText(static_cast<long long>(a), text);
    return ErrorText::raw(text);
}
} // namespace

ErrorText ErrorText::integerText(long long value, QString text)
{
    ErrorText t = raw(std::move(text));
    t.m_isInteger = true;
    t.m_integer = value;
    return t;
}

ErrorText ErrorText::raw(QString text)
{
    ErrorText t;
    t.m_raw = std::move(text);
    return t;
}

ErrorText ErrorText::arg(const ErrorText &a) const
{
    ErrorText t = *this;
    t.m_args.append(a);
    return t;
}

ErrorText ErrorText::arg(const QString &a) const
{
    return arg(raw(a));
}
ErrorText ErrorText::arg(int a, int w, int b, QChar f) const
{
    return arg(number(a, w, b, f));
}
ErrorText ErrorText::arg(unsigned a, int w, int b, QChar f) const
{
    return arg(number(a, w, b, f));
}
ErrorText ErrorText::arg(long a, int w, int b, QChar f) const
{
    return arg(number(a, w, b, f));
}
ErrorText ErrorText::arg(unsigned long a, int w, int b, QChar f) const
{
    return arg(number(a, w, b, f));
}
ErrorText ErrorText::arg(long long a, int w, int b, QChar f) const
{
    return arg(number(a, w, b, f));
}
ErrorText ErrorText::arg(unsigned long long a, int w, int b, QChar f) const
{
    return arg(number(a, w, b, f));
}
ErrorText ErrorText::arg(double a, int w, char format, int precision, QChar f) const
{
    return arg(QStringLiteral("%1").arg(a, w, format, precision, f));
}

// %1 .. %99 replaced in one pass; a placeholder without an argument stays as written.
QString ErrorText::fill(QString templ, bool translate) const
{
    if (m_args.isEmpty())
        return templ;
    QString out;
    out.reserve(templ.size() + 16 * m_args.size());
    for (qsizetype i = 0; i < templ.size(); ++i) {
        const QChar c = templ.at(i);
        const bool localized =
            c == QLatin1Char('%') && i + 1 < templ.size() && templ.at(i + 1) == QLatin1Char('L');
        const qsizetype d = i + (localized ? 2 : 1);
        if (c == QLatin1Char('%') && d < templ.size() && templ.at(d).isDigit() &&
            templ.at(d) != QLatin1Char('0')) {
            int n = templ.at(d).digitValue();
            qsizetype end = d + 1;
            if (end < templ.size() && templ.at(end).isDigit())
                n = n * 10 + templ.at(end++).digitValue();
            if (n <= m_args.size()) {
                const ErrorText &a = m_args.at(n - 1);
                if (localized && a.m_isInteger)
                    out += translate ? QLocale().toString(a.m_integer)
                                     : QLocale::c().toString(a.m_integer);
                else
                    out += translate ? a.render() : a.english();
                i = end - 1;
                continue;
            }
        }
        out += c;
    }
    return out;
}

QString ErrorText::render() const
{
    if (!m_source)
        return m_raw;
    return fill(QCoreApplication::translate("kafscope::Error", m_source), true);
}

QString ErrorText::english() const
{
    if (!m_source)
        return m_raw;
    return fill(QString::fromUtf8(m_source), false);
}

} // namespace kafscope
