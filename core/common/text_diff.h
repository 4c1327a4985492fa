#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace kafscope {

// A line-by-line difference between two texts (two versions of a schema, say), as a unified list:
// every line of `before` and `after` once, in order, marked kept, removed or added. The lines in
// common are a longest common subsequence after the shared first and last lines are set aside.
// Texts whose differing middles would need more than `maxCells` comparisons are not searched:
// the middle is then given as all removed, then all added, and `exact` is false.
struct DiffLine {
    enum class Kind { Same, Removed, Added };
    Kind kind = Kind::Same;
    QString text;
    int beforeLine = -1; // 1-based line in `before`, -1 for an added line
    int afterLine = -1;  // 1-based line in `after`, -1 for a removed line
};

struct TextDiff {
    QList<DiffLine> lines;
    int added = 0;
    int removed = 0;
    bool exact = true;
};

TextDiff diffLines(const QStringList &before, const QStringList &after,
                   qint64 maxCells = 4'000'000);
TextDiff diffTexts(const QString &before, const QString &after, qint64 maxCells = 4'000'000);

} // namespace kafscope
