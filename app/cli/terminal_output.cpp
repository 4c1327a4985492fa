#include "cli/terminal_output.h"

#include "browse/utf8_text.h"

#include <QFileDevice>

namespace kafscope::cli {

namespace {

void appendJsonEscaped(QByteArray &out, QByteArrayView bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data());
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n;) {
        char32_t cp;
        const int len = utf8SequenceLength(p + i, n - i, &cp);
        if (!len) {
            out += "\\uFFFD"; // never from QTextStream, which writes UTF-8
            ++i;
            continue;
        }
        const bool escape =
            (cp < 0x20 && cp != '\n') || (cp >= 0x7F && cp < 0xA0) || isBidiOrInvisible(cp);
        if (escape)
            out += QByteArray("\\u") +
                   QByteArray::number(uint(cp), 16).toUpper().rightJustified(4, '0');
        else
            out.append(reinterpret_cast<const char *>(p + i), len);
        i += len;
    }
}

bool isPlain(unsigned char c)
{
    return (c >= 0x20 && c < 0x7F) || c == '\n' || c == '\t';
}

// How many bytes at the end of `bytes` begin a UTF-8 sequence that is not complete yet.
qsizetype incompleteTail(QByteArrayView bytes)
{
    const qsizetype n = bytes.size();
    for (qsizetype back = 1; back <= qMin<qsizetype>(3, n); ++back) {
        const auto c = static_cast<unsigned char>(bytes[n - back]);
        if ((c & 0xC0) == 0x80)
            continue; // a continuation byte: look further back for the lead byte
        const int need = (c & 0xE0) == 0xC0   ? 2
                         : (c & 0xF0) == 0xE0 ? 3
                         : (c & 0xF8) == 0xF0 ? 4
                                              : 1;
        return need > back ? back : 0;
    }
    return 0;
}

} // namespace

TerminalOutput::TerminalOutput(QIODevice *target, Mode mode) : m_target(target), m_mode(mode)
{
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

TerminalOutput::~TerminalOutput()
{
    if (!m_pending.isEmpty()) {
        m_target->write(escaped(m_pending, m_mode));
        m_pending.clear();
    }
}

QByteArray TerminalOutput::escaped(QByteArrayView bytes, Mode mode)
{
    QByteArray out;
    out.reserve(bytes.size() + 16);
    if (mode == Mode::Json) {
        appendJsonEscaped(out, bytes);
    } else {
        EscapeOptions o;
        o.keepLineBreaks = true;
        appendEscapedUtf8(out, bytes, o);
    }
    return out;
}

qint64 TerminalOutput::writeData(const char *data, qint64 size)
{
    QByteArray chunk = m_pending + QByteArray(data, size);
    const qsizetype keep = incompleteTail(chunk);
    m_pending = chunk.right(keep);
    chunk.chop(keep);
    // Runs of printable ASCII, line breaks and tabs (the bulk of every output) are written as they
    // are; only the runs between them are escaped. An ASCII byte never falls inside a UTF-8
    // sequence, so each run holds whole characters.
    const auto *p = reinterpret_cast<const unsigned char *>(chunk.constData());
    const qsizetype n = chunk.size();
    for (qsizetype i = 0; i < n;) {
        qsizetype j = i;
        const bool plain = isPlain(p[i]);
        while (j < n && isPlain(p[j]) == plain)
            ++j;
        const QByteArray out = plain ? QByteArray::fromRawData(chunk.constData() + i, j - i)
                                     : escaped(QByteArrayView(chunk).sliced(i, j - i), m_mode);
        if (m_target->write(out) != out.size())
            return -1;
        i = j;
    }
    // The text stream above flushes when it means it (a line of progress, the end): pass it on.
    if (auto *file = qobject_cast<QFileDevice *>(m_target))
        file->flush();
    return size;
}

} // namespace kafscope::cli
