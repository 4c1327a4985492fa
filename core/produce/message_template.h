#pragma once

#include "common/result.h"
#include "produce/sync_producer.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>
#include <random>

namespace kafscope {

// The state templates draw from: the sequence number of the next message and a random generator.
struct TemplateContext {
    quint64 seq = 0; // {{seq}} of the next message; MessageTemplateSet::render advances it
    std::mt19937_64 rng{std::random_device{}()};
};

// Text with placeholders, compiled once and rendered per message:
//   {{seq}}               the message's sequence number (0, 1, 2, ...)
//   {{uuid}}              a random UUID
//   {{now_ms}}            milliseconds since the epoch
//   {{iso_time}}          UTC time, ISO 8601 with milliseconds
//   {{random_int:A:B}}    a random integer in [A, B]
//   {{pick:a|b|c}}        one of the choices, at random
//   {{random_bytes:N}}    N random bytes (0..1048576)
class MessageTemplate {
public:
    MessageTemplate() = default;
    // A usage error names the bad placeholder and where it starts.
    static Result<MessageTemplate> parse(const QString &text);
    QByteArray render(TemplateContext &context) const;
    bool hasPlaceholders() const;
    const QString &text() const { return m_text; }

private:
    struct Part {
        enum class Kind {
            Literal,
            Seq,
            Uuid,
            NowMs,
            IsoTime,
            RandomInt,
            Pick,
            RandomBytes
        } kind = Kind::Literal;
        QByteArray literal;
        qint64 a = 0;
        qint64 b = 0;
        QList<QByteArray> choices;
    };
    static Result<Part> parsePlaceholder(const QString &body, qsizetype position);

    QString m_text;
    QList<Part> m_parts;
};

// What a named template holds: key, value and header templates (a null key/value/header value is
// distinct from an empty one).
struct TemplateSpec {
    std::optional<QString> key;
    std::optional<QString> value;
    QList<QPair<QString, std::optional<QString>>> headers;
    bool operator==(const TemplateSpec &) const = default;
};

// A compiled TemplateSpec: renders whole messages.
class MessageTemplateSet {
public:
    static Result<MessageTemplateSet> compile(const TemplateSpec &spec);
    // The next message (every placeholder of one message sees the same {{seq}}); advances
    // context.seq.
    OutgoingMessage render(TemplateContext &context, const QString &topic,
                           int partition = -1) const;
    // What render() would give next, without advancing `context` (random parts may differ).
    OutgoingMessage preview(const TemplateContext &context, const QString &topic) const;
    bool hasKey() const { return m_key.has_value(); }

private:
    std::optional<MessageTemplate> m_key;
    std::optional<MessageTemplate> m_value;
    QList<QPair<QString, std::optional<MessageTemplate>>> m_headers;
};

} // namespace kafscope
