#include "common/text_diff.h"

#include <vector>

namespace kafscope {

TextDiff diffLines(const QStringList &before, const QStringList &after, qint64 maxCells)
{
    TextDiff diff;
    const int n = int(before.size());
    const int m = int(after.size());
    int prefix = 0;
    while (prefix < n && prefix < m && before[prefix] == after[prefix])
        ++prefix;
    int suffix = 0;
    while (suffix < n - prefix && suffix < m - prefix &&
           before[n - 1 - suffix] == after[m - 1 - suffix])
        ++suffix;

    auto same = [&](int i, int j) {
        diff.lines.append({DiffLine::Kind::Same, before[i], i + 1, j + 1});
    };
    auto removed = [&](int i) {
        diff.lines.append({DiffLine::Kind::Removed, before[i], i + 1, -1});
        ++diff.removed;
    };
    auto added = [&](int j) {
        diff.lines.append({DiffLine::Kind::Added, after[j], -1, j + 1});
        ++diff.added;
    };

    for (int i = 0; i < prefix; ++i)
        same(i, i);
    const int a0 = prefix, a1 = n - suffix; // the differing middle of `before`: [a0, a1)
    const int b0 = prefix, b1 = m - suffix; // and of `after`
    const qint64 rows = a1 - a0, cols = b1 - b0;
    if (rows > 0 && cols > 0 && (rows + 1) * (cols + 1) <= maxCells) {
        // lcs[i][j]: the longest common subsequence of before[a0+i..a1) and after[b0+j..b1).
        const qint64 width = cols + 1;
        std::vector<int> lcs(size_t((rows + 1) * width), 0);
        for (qint64 i = rows - 1; i >= 0; --i)
            for (qint64 j = cols - 1; j >= 0; --j)
                lcs[size_t(i * width + j)] = before[int(a0 + i)] == after[int(b0 + j)]
                                                 ? lcs[size_t((i + 1) * width + j + 1)] + 1
                                                 : std::max(lcs[size_t((i + 1) * width + j)],
                                                            lcs[size_t(i * width + j + 1)]);
        qint64 i = 0, j = 0;
        while (i < rows && j < cols) {
            if (before[int(a0 + i)] == after[int(b0 + j)]) {
                same(int(a0 + i), int(b0 + j));
                ++i;
                ++j;
            } else if (lcs[size_t((i + 1) * width + j)] >= lcs[size_t(i * width + j + 1)]) {
                removed(int(a0 + i++));
            } else {
                added(int(b0 + j++));
            }
        }
        for (; i < rows; ++i)
            removed(int(a0 + i));
        for (; j < cols; ++j)
            added(int(b0 + j));
    } else {
        diff.exact = rows == 0 || cols == 0;
        for (int i = a0; i < a1; ++i)
            removed(i);
        for (int j = b0; j < b1; ++j)
            added(j);
    }
    for (int k = 0; k < suffix; ++k)
        same(a1 + k, b1 + k);
    return diff;
}

TextDiff diffTexts(const QString &before, const QString &after, qint64 maxCells)
{
    auto lines = [](const QString &text) {
        QStringList l = text.split(QLatin1Char('\n'));
        if (!l.isEmpty() && l.last().isEmpty())
            l.removeLast(); // a final newline ends the last line, it does not start another
        return l;
    };
    return diffLines(lines(before), lines(after), maxCells);
}

} // namespace kafscope
