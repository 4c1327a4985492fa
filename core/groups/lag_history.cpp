#include "groups/lag_history.h"

#include <QDateTime>
#include <QSet>

namespace kafscope::groups {

void LagHistory::add(Sample s)
{
    if (m_samples.size() >= kMaxSamples)
        m_samples.removeFirst();
    m_samples << std::move(s);
}

QString LagHistory::toCsv() const
{
    QSet<QString> topicSet;
    for (const Sample &s : m_samples)
        for (auto it = s.perTopic.cbegin(); it != s.perTopic.cend(); ++it)
            topicSet.insert(it.key());
    QStringList topics(topicSet.begin(), topicSet.end());
    topics.sort();
    auto quote = [](QString v) {
        if (v.contains(QLatin1Char(',')) || v.contains(QLatin1Char('"')))
            v = QLatin1Char('"') + v.replace(QLatin1Char('"'), QStringLiteral("\"\"")) +
                QLatin1Char('"');
        return v;
    };
    QStringList header{QStringLiteral("time_ms"), QStringLiteral("time"),
                       QStringLiteral("total_lag")};
    for (const QString &t : topics)
        header << quote(t);
    QString out = header.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const Sample &s : m_samples) {
        QStringList row{
            QString::number(s.timeMs),
            QDateTime::fromMSecsSinceEpoch(s.timeMs, Qt::UTC).toString(Qt::ISODateWithMs),
            QString::number(s.total)};
        for (const QString &t : topics)
            row << (s.perTopic.contains(t) ? QString::number(s.perTopic.value(t)) : QString());
        out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

} // namespace kafscope::groups
