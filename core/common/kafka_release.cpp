#include "common/kafka_release.h"

#include <QRegularExpression>

namespace kafscope {

std::optional<KafkaRelease> KafkaRelease::parse(const QString &text)
{
    static const QRegularExpression re(QStringLiteral(R"(^(\d{1,3})\.(\d{1,3})(?:\.(\d{1,3}))?$)"));
    const auto m = re.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    return KafkaRelease{m.captured(1).toInt(), m.captured(2).toInt(),
                        m.captured(3).isEmpty() ? 0 : m.captured(3).toInt()};
}

} // namespace kafscope
