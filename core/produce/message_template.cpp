#include "produce/message_template.h"

#include <QDateTime>
#include <QUuid>

namespace kafscope {

namespace {

constexpr qint64 kMaxRandomBytes = 1024 * 1024;

Error badPlaceholder(const QString &body, qsizetype position, const QString &why)
{
    return Error::usage(KS_ERR("Template placeholder {{%1}} at position %2: %3")
                            .arg(body)
                            .arg(position + 1)
                            .arg(why));
}

} // namespace

Result<MessageTemplate::Part> MessageTemplate::parsePlaceholder(const QString &body,
                                                                qsizetype position)
{
    using Kind = Part::Kind;
    const QString name = body.section(QLatin1Char(':'), 0, 0).trimmed();
    const QString args = body.section(QLatin1Char(':'), 1);
    Part p;
    static const QList<QPair<QString, Kind>> plain = {{QStringLiteral("seq"), Kind::Seq},
                                                      {QStringLiteral("uuid"), Kind::Uuid},
                                                      {QStringLiteral("now_ms"), Kind::NowMs},
                                                      {QStringLiteral("iso_time"), Kind::IsoTime}};
    for (const auto &[n, k] : plain)
        if (name == n) {
            if (body.contains(QLatin1Char(':')))
                return badPlaceholder(body, position, QStringLiteral("takes no arguments"));
            p.kind = k;
            return p;
        }
    if (name == QLatin1String("random_int")) {
        const QStringList ab = args.split(QLatin1Char(':'));
        bool okA = false, okB = false;
        p.a = ab.size() == 2 ? ab[0].trimmed().toLongLong(&okA) : 0;
        p.b = ab.size() == 2 ? ab[1].trimmed().toLongLong(&okB) : 0;
        if (!okA || !okB || p.a > p.b)
            return badPlaceholder(body, position,
                                  QStringLiteral("needs two integers A:B with A <= B"));
        p.kind = Kind::RandomInt;
        return p;
    }
    if (name == QLatin1String("pick")) {
        for (const QString &c : args.split(QLatin1Char('|')))
            p.choices << c.toUtf8();
        if (!body.contains(QLatin1Char(':')) || args.isEmpty())
            return badPlaceholder(body, position,
                                  QStringLiteral("needs choices, e.g. {{pick:a|b|c}}"));
        p.kind = Kind::Pick;
        return p;
    }
    if (name == QLatin1String("random_bytes")) {
        bool ok = false;
        p.a = args.trimmed().toLongLong(&ok);
        if (!ok || p.a < 0 || p.a > kMaxRandomBytes)
            return badPlaceholder(
                body, position,
                QStringLiteral("needs a byte count from 0 to %1").arg(kMaxRandomBytes));
        p.kind = Kind::RandomBytes;
        return p;
    }
    return badPlaceholder(body, position,
                          QStringLiteral("unknown placeholder (known: seq, uuid, now_ms, iso_time, "
                                         "random_int:A:B, pick:a|b|c, random_bytes:N)"));
}

Result<MessageTemplate> MessageTemplate::parse(const QString &text)
{
    MessageTemplate t;
    t.m_text = text;
    qsizetype pos = 0;
    while (pos < text.size()) {
        const qsizetype open = text.indexOf(QLatin1String("{{"), pos);
        const qsizetype literalEnd = open < 0 ? text.size() : open;
        if (literalEnd > pos) {
            Part lit;
            lit.literal = text.mid(pos, literalEnd - pos).toUtf8();
            t.m_parts << lit;
        }
        if (open < 0)
            break;
        const qsizetype close = text.indexOf(QLatin1String("}}"), open + 2);
        if (close < 0)
            return Error::usage(
                KS_ERR("Template: \"{{\" at position %1 is never closed with \"}}\"")
                    .arg(open + 1));
        auto part = parsePlaceholder(text.mid(open + 2, close - open - 2), open);
        if (!part)
            return part.error();
        t.m_parts << part.value();
        pos = close + 2;
    }
    return t;
}

bool MessageTemplate::hasPlaceholders() const
{
    for (const Part &p : m_parts)
        if (p.kind != Part::Kind::Literal)
            return true;
    return false;
}

QByteArray MessageTemplate::render(TemplateContext &ctx) const
{
    using Kind = Part::Kind;
    QByteArray out;
    for (const Part &p : m_parts) {
        switch (p.kind) {
        case Kind::Literal: out += p.literal; break;
        case Kind::Seq: out += QByteArray::number(ctx.seq); break;
        case Kind::Uuid: out += QUuid::createUuid().toByteArray(QUuid::WithoutBraces); break;
        case Kind::NowMs: out += QByteArray::number(QDateTime::currentMSecsSinceEpoch()); break;
        case Kind::IsoTime:
            out += QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs).toUtf8();
            break;
        case Kind::RandomInt:
            out += QByteArray::number(std::uniform_int_distribution<qint64>(p.a, p.b)(ctx.rng));
            break;
        case Kind::Pick:
            out += p.choices[std::uniform_int_distribution<qsizetype>(0, p.choices.size() -
                                                                             1)(ctx.rng)];
            break;
        case Kind::RandomBytes: {
            const qsizetype start = out.size();
            out.resize(start + p.a);
            for (qint64 i = 0; i < p.a; ++i)
                out[start + i] = char(ctx.rng() & 0xff);
            break;
        }
        }
    }
    return out;
}

Result<MessageTemplateSet> MessageTemplateSet::compile(const TemplateSpec &spec)
{
    MessageTemplateSet set;
    auto compileOne = [](const std::optional<QString> &text, const QString &what,
                         std::optional<MessageTemplate> &into) -> Status {
        if (!text)
            return Ok{};
        auto t = MessageTemplate::parse(*text);
        if (!t)
            return Error::usage(KS_ERR("%1: %2").arg(what, t.error().message()));
        into = t.value();
        return Ok{};
    };
    if (auto s = compileOne(spec.key, QStringLiteral("Key"), set.m_key); !s)
        return s.error();
    if (auto s = compileOne(spec.value, QStringLiteral("Value"), set.m_value); !s)
        return s.error();
    for (const auto &[name, value] : spec.headers) {
        if (name.isEmpty())
            return Error::usage(KS_ERR("A header has no name"));
        std::optional<MessageTemplate> t;
        if (auto s = compileOne(value, QStringLiteral("Header %1").arg(name), t); !s)
            return s.error();
        set.m_headers.append({name, t});
    }
    return set;
}

OutgoingMessage MessageTemplateSet::render(TemplateContext &ctx, const QString &topic,
                                           int partition) const
{
    OutgoingMessage m;
    m.topic = topic;
    m.partition = partition;
    if (m_key)
        m.key = m_key->render(ctx);
    if (m_value)
        m.value = m_value->render(ctx);
    for (const auto &[name, t] : m_headers)
        m.headers.append({name, t ? std::optional<QByteArray>(t->render(ctx)) : std::nullopt});
    ++ctx.seq;
    return m;
}

OutgoingMessage MessageTemplateSet::preview(const TemplateContext &ctx, const QString &topic) const
{
    TemplateContext copy = ctx;
    return render(copy, topic);
}

} // namespace kafscope
