#include "browse/quick_search.h"

namespace kafscope {

QString quotedFilterString(const QString &text)
{
    QString out;
    out.reserve(text.size() + 2);
    out += QLatin1Char('"');
    for (const QChar c : text) {
        if (c == QLatin1Char('"') || c == QLatin1Char('\\')) {
            out += QLatin1Char('\\');
            out += c;
        } else if (c == QLatin1Char('\n'))
            out += QLatin1String("\\n");
        else if (c == QLatin1Char('\t'))
            out += QLatin1String("\\t");
        else if (c == QLatin1Char('\r'))
            out += QLatin1String("\\r");
        else if (c == QChar(0))
            out += QLatin1String("\\0");
        else
            out += c;
    }
    out += QLatin1Char('"');
    return out;
}

QString QuickSearch::filterText() const
{
    if (isEmpty())
        return QString();
    return QStringLiteral("%1 %2 %3")
        .arg(field == Field::Key ? QStringLiteral("key") : QStringLiteral("value"),
             match == Match::Equals ? QStringLiteral("==") : QStringLiteral("contains"),
             quotedFilterString(text));
}

bool QuickSearch::readsKeyPartition() const
{
    return !isEmpty() && field == Field::Key && match == Match::Equals && !allPartitions;
}

void QuickSearch::applyTo(BrowseRequest &request) const
{
    if (isEmpty())
        return;
    const QString own = request.filter.trimmed();
    request.filter =
        own.isEmpty() ? filterText() : QStringLiteral("(%1) and %2").arg(own, filterText());
    if (readsKeyPartition() && request.partitions.isEmpty())
        request.keyPartitionOf = text.toUtf8();
}

} // namespace kafscope
