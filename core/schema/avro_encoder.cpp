#include "schema/avro_encoder.h"
#include "common/translations.h"
#include "schema/json_schema.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUuid>

#include <cmath>
#include <cstring>

namespace kafscope::schema::avro {

namespace {

constexpr int kMaxAvroEncodeDepth = 64;

bool isUuid(const QJsonValue &v)
{
    static const QRegularExpression re(QStringLiteral(
        "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"));
    return v.isString() && re.match(v.toString()).hasMatch();
}

void putLong(QByteArray &out, qint64 v)
{
    quint64 z = (quint64(v) << 1) ^ quint64(v >> 63);
    while (z > 0x7f) {
        out += char((z & 0x7f) | 0x80);
        z >>= 7;
    }
    out += char(z);
}

void putBytes(QByteArray &out, const QByteArray &b)
{
    putLong(out, b.size());
    out += b;
}

class Encoder {
public:
    explicit Encoder(const Schema &s) : m_s(s) {}
    QString error;

    bool encode(int index, const QJsonValue &v, const QString &path, QByteArray &out, int depth)
    {
        if (depth > kMaxAvroEncodeDepth)
            return fail(path, KS_TR("nested deeper than %1 levels").arg(kMaxAvroEncodeDepth));
        const Node &n = m_s.node(index);
        switch (n.type) {
        case Type::Null: return v.isNull() ? true : expected(path, QStringLiteral("null"), v);
        case Type::Boolean:
            if (!v.isBool())
                return expected(path, QStringLiteral("boolean"), v);
            out += char(v.toBool() ? 1 : 0);
            return true;
        case Type::Int:
        case Type::Long: return integer(n, v, path, out);
        case Type::Float:
        case Type::Double: return floating(n, v, path, out);
        case Type::String:
            if (!v.isString())
                return expected(path,
                                n.logical == Logical::Uuid ? KS_TR("a uuid string")
                                                           : QStringLiteral("string"),
                                v);
            if (n.logical == Logical::Uuid && !isUuid(v))
                return fail(path,
                            QStringLiteral("\"%1\" is not a uuid").arg(v.toString().left(60)));
            putBytes(out, v.toString().toUtf8());
            return true;
        case Type::Bytes:
        case Type::Fixed: return bytes(n, v, path, out);
        case Type::Enum: {
            const qsizetype i = n.symbols.indexOf(v.toString());
            if (!v.isString() || i < 0)
                return fail(path, KS_TR("expected one of %1, got %2")
                                      .arg(n.symbols.join(QStringLiteral(", ")), shown(v)));
            putLong(out, i);
            return true;
        }
        case Type::Record: return record(n, v, path, out, depth);
        case Type::Array: {
            if (!v.isArray())
                return expected(path, QStringLiteral("array"), v);
            const QJsonArray a = v.toArray();
            if (!a.isEmpty())
                putLong(out, a.size());
            for (qsizetype i = 0; i < a.size(); ++i)
                if (!encode(n.items, a[i], QStringLiteral("%1[%2]").arg(path).arg(i), out,
                            depth + 1))
                    return false;
            out += char(0);
            return true;
        }
        case Type::Map: {
            if (!v.isObject())
                return expected(path, KS_TR("map (an object)"), v);
            const QJsonObject o = v.toObject();
            if (!o.isEmpty())
                putLong(out, o.size());
            for (auto it = o.begin(); it != o.end(); ++it) {
                putBytes(out, it.key().toUtf8());
                if (!encode(n.items, it.value(), join(path, it.key()), out, depth + 1))
                    return false;
            }
            out += char(0);
            return true;
        }
        case Type::Union: return unionValue(n, v, path, out, depth);
        }
        return fail(path, KS_TR("unknown type"));
    }

private:
    static QString join(const QString &path, const QString &name)
    {
        return path.isEmpty() ? name : path + QLatin1Char('.') + name;
    }
    static QString shown(const QJsonValue &v)
    {
        return v.isString() ? QStringLiteral("\"%1\"").arg(v.toString().left(60)) : jsonKindOf(v);
    }
    bool fail(const QString &path, const QString &why)
    {
        if (error.isEmpty())
            error = QStringLiteral("%1: %2").arg(path.isEmpty() ? KS_TR("the value") : path, why);
        return false;
    }
    bool expected(const QString &path, const QString &what, const QJsonValue &v)
    {
        return fail(path, KS_TR("expected %1, got %2").arg(what, shown(v)));
    }

    // A whole number: a JSON number, a string of digits, or the "raw" of {"iso", "raw"}; ISO text
    // for time types.
    bool integer(const Node &n, QJsonValue v, const QString &path, QByteArray &out)
    {
        if (v.isObject() && v.toObject().contains(QStringLiteral("raw")))
            v = v.toObject().value(QStringLiteral("raw"));
        qint64 x = 0;
        bool ok = false;
        if (v.isDouble()) {
            const double d = v.toDouble();
            ok = d == std::floor(d) && std::abs(d) < 9.3e18;
            x = v.toInteger(qint64(d));
        } else if (v.isString()) {
            x = v.toString().toLongLong(&ok);
            if (!ok && n.logical != Logical::None)
                ok = fromIso(n, v.toString(), x);
        }
        if (!ok)
            return expected(path,
                            n.logical == Logical::None
                                ? typeName(n.type)
                                : KS_TR("a %1 (number or ISO 8601)").arg(logicalName(n.logical)),
                            v);
        if (n.type == Type::Int &&
            (x < std::numeric_limits<qint32>::min() || x > std::numeric_limits<qint32>::max()))
            return fail(path, QStringLiteral("%1 does not fit an int").arg(x));
        putLong(out, x);
        return true;
    }

    static QString logicalName(Logical l)
    {
        switch (l) {
        case Logical::Date: return QStringLiteral("date");
        case Logical::TimeMillis: return QStringLiteral("time-millis");
        case Logical::TimeMicros: return QStringLiteral("time-micros");
        case Logical::TimestampMillis: return QStringLiteral("timestamp-millis");
        case Logical::TimestampMicros: return QStringLiteral("timestamp-micros");
        case Logical::LocalTimestampMillis: return QStringLiteral("local-timestamp-millis");
        case Logical::LocalTimestampMicros: return QStringLiteral("local-timestamp-micros");
        default: return QStringLiteral("value");
        }
    }

    static bool fromIso(const Node &n, const QString &text, qint64 &x)
    {
        const bool micros = n.logical == Logical::TimeMicros ||
                            n.logical == Logical::TimestampMicros ||
                            n.logical == Logical::LocalTimestampMicros;
        if (n.logical == Logical::Date) {
            const QDate d = QDate::fromString(text, Qt::ISODate);
            x = QDate(1970, 1, 1).daysTo(d);
            return d.isValid();
        }
        static const QRegularExpression frac(QStringLiteral("\\.(\\d{1,9})"));
        const auto m = frac.match(text);
        qint64 sub = 0; // micros within the second
        if (m.hasMatch())
            sub = (m.captured(1) + QStringLiteral("000000")).left(6).toLongLong();
        if (n.logical == Logical::TimeMillis || n.logical == Logical::TimeMicros) {
            const QTime t = QTime::fromString(text.left(8), QStringLiteral("HH:mm:ss"));
            if (!t.isValid())
                return false;
            const qint64 us = qint64(t.msecsSinceStartOfDay() / 1000) * 1000000 + sub;
            x = micros ? us : us / 1000;
            return true;
        }
        QString base = text;
        base.remove(frac);
        QDateTime dt = QDateTime::fromString(base, Qt::ISODate);
        if (!dt.isValid())
            return false;
        // Local timestamps keep the wall time; a timestamp without an offset is taken as UTC.
        if (n.logical == Logical::LocalTimestampMillis ||
            n.logical == Logical::LocalTimestampMicros || dt.timeSpec() == Qt::LocalTime)
            dt = QDateTime(dt.date(), dt.time(), Qt::UTC);
        const qint64 us = dt.toSecsSinceEpoch() * 1000000 + sub;
        x = micros ? us : (us >= 0 ? us / 1000 : -((-us + 999) / 1000));
        return true;
    }

    bool floating(const Node &n, const QJsonValue &v, const QString &path, QByteArray &out)
    {
        double d;
        if (v.isDouble())
            d = v.toDouble();
        else if (v.toString() == QLatin1String("NaN"))
            d = std::nan("");
        else if (v.toString() == QLatin1String("Infinity"))
            d = INFINITY;
        else if (v.toString() == QLatin1String("-Infinity"))
            d = -INFINITY;
        else
            return expected(path, typeName(n.type), v);
        if (n.type == Type::Float) {
            const float f = float(d);
            quint32 bits;
            memcpy(&bits, &f, 4);
            for (int i = 0; i < 4; ++i)
                out += char((bits >> (8 * i)) & 0xff);
        } else {
            quint64 bits;
            memcpy(&bits, &d, 8);
            for (int i = 0; i < 8; ++i)
                out += char((bits >> (8 * i)) & 0xff);
        }
        return true;
    }

    bool bytes(const Node &n, const QJsonValue &v, const QString &path, QByteArray &out)
    {
        QByteArray raw;
        if (n.logical == Logical::Decimal) {
            if (!decimal(n, v, path, raw))
                return false;
        } else if (n.logical == Logical::Duration) {
            const QJsonObject o = v.toObject();
            if (!v.isObject() || !o.contains(QStringLiteral("months")) ||
                !o.contains(QStringLiteral("days")) || !o.contains(QStringLiteral("milliseconds")))
                return expected(path, KS_TR("a duration {\"months\", \"days\", \"milliseconds\"}"),
                                v);
            for (const char *k : {"months", "days", "milliseconds"}) {
                const qint64 x = o.value(QLatin1String(k)).toInteger(-1);
                if (x < 0 || x > 0xffffffffLL)
                    return fail(join(path, QLatin1String(k)),
                                KS_TR("expected a whole number from 0 to 4294967295"));
                for (int i = 0; i < 4; ++i)
                    raw += char((x >> (8 * i)) & 0xff);
            }
        } else if (n.logical == Logical::Uuid) { // fixed(16)
            if (!isUuid(v))
                return expected(path, KS_TR("a uuid string"), v);
            raw = QUuid::fromString(v.toString()).toRfc4122();
        } else {
            if (!v.isString())
                return expected(path, QStringLiteral("base64 %1").arg(typeName(n.type)), v);
            auto decoded = QByteArray::fromBase64Encoding(v.toString().toLatin1(),
                                                          QByteArray::AbortOnBase64DecodingErrors);
            if (!decoded)
                return fail(path, KS_TR("expected base64, got %1").arg(shown(v)));
            raw = *decoded;
        }
        if (n.type == Type::Fixed) {
            if (raw.size() > n.fixedSize ||
                (raw.size() != n.fixedSize && n.logical != Logical::Decimal))
                return fail(path, KS_TR("expected %1 bytes for fixed %2, got %3")
                                      .arg(n.fixedSize)
                                      .arg(n.fullName)
                                      .arg(raw.size()));
            const char pad = !raw.isEmpty() && (quint8(raw[0]) & 0x80)
                                 ? char(0xff)
                                 : char(0); // sign-extend a decimal
            out += QByteArray(n.fixedSize - raw.size(), pad) + raw;
            return true;
        }
        putBytes(out, raw);
        return true;
    }

    // A decimal string ("-12.50") or number to the two's-complement big-endian unscaled integer.
    bool decimal(const Node &n, const QJsonValue &v, const QString &path, QByteArray &raw)
    {
        QString text = v.isDouble() ? QString::number(v.toDouble(), 'f', n.scale) : v.toString();
        static const QRegularExpression re(QStringLiteral("^(-?)(\\d+)(?:\\.(\\d+))?$"));
        const auto m = re.match(text.trimmed());
        if (!m.hasMatch())
            return expected(path, KS_TR("a decimal (e.g. \"12.50\")"), v);
        QString fraction = m.captured(3);
        if (fraction.size() > n.scale)
            return fail(path, QStringLiteral("%1 has more than %2 digits after the point")
                                  .arg(text)
                                  .arg(n.scale));
        QString digits =
            m.captured(2) + fraction + QString(n.scale - fraction.size(), QLatin1Char('0'));
        while (digits.size() > 1 && digits.startsWith(QLatin1Char('0')))
            digits.remove(0, 1);
        if (digits.size() > n.precision)
            return fail(path,
                        QStringLiteral("%1 has more than %2 digits").arg(text).arg(n.precision));
        // Base-10 digits to base-256, most significant first.
        QByteArray mag(1, '\0');
        for (const QChar c : digits) {
            int carry = c.digitValue();
            for (qsizetype i = mag.size() - 1; i >= 0; --i) {
                const int cur = quint8(mag[i]) * 10 + carry;
                mag[i] = char(cur & 0xff);
                carry = cur >> 8;
            }
            if (carry)
                mag.prepend(char(carry));
        }
        if (quint8(mag[0]) & 0x80)
            mag.prepend('\0'); // room for the sign bit
        if (m.captured(1) == QLatin1String("-") && digits != QLatin1String("0")) {
            int carry = 1;
            for (qsizetype i = mag.size() - 1; i >= 0; --i) {
                const int cur = (~quint8(mag[i]) & 0xff) + carry;
                mag[i] = char(cur & 0xff);
                carry = cur >> 8;
            }
        }
        // The shortest form: drop leading bytes that only repeat the sign.
        while (mag.size() > 1 && ((mag[0] == 0 && !(quint8(mag[1]) & 0x80)) ||
                                  (quint8(mag[0]) == 0xff && (quint8(mag[1]) & 0x80))))
            mag.remove(0, 1);
        raw = mag;
        return true;
    }

    bool record(const Node &n, const QJsonValue &v, const QString &path, QByteArray &out, int depth)
    {
        if (!v.isObject())
            return expected(path, KS_TR("record %1 (an object)").arg(n.fullName), v);
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (std::none_of(n.fields.begin(), n.fields.end(),
                             [&](const Field &f) { return f.name == it.key(); }))
                return fail(join(path, it.key()),
                            KS_TR("record %1 has no such field").arg(n.fullName));
        for (const Field &f : n.fields) {
            QJsonValue fv = o.value(f.name);
            if (fv.isUndefined()) {
                if (f.defaultValue.isUndefined())
                    return fail(join(path, f.name), KS_TR("missing (the field has no default)"));
                fv = f.defaultValue;
            }
            if (!encode(f.node, fv, join(path, f.name), out, depth + 1))
                return false;
        }
        return true;
    }

    bool unionValue(const Node &n, const QJsonValue &v, const QString &path, QByteArray &out,
                    int depth)
    {
        QStringList tried;
        for (qsizetype b = 0; b < n.branches.size(); ++b) {
            Encoder attempt(m_s);
            QByteArray encoded;
            putLong(encoded, b);
            if (attempt.encode(n.branches[b], v, path, encoded, depth + 1)) {
                out += encoded;
                return true;
            }
            const Node &bn = m_s.node(n.branches[b]);
            tried << (bn.fullName.isEmpty() ? typeName(bn.type) : bn.fullName);
        }
        return fail(path, QStringLiteral("%1 fits no branch of the union [%2]")
                              .arg(shown(v), tried.join(QStringLiteral(", "))));
    }

    const Schema &m_s;
};

} // namespace

Result<QByteArray> encodeFromJson(const Schema &schema, const QJsonValue &value)
{
    if (schema.root() < 0)
        return Error::usage(KS_ERR("Empty Avro schema"));
    Encoder e(schema);
    QByteArray out;
    if (!e.encode(schema.root(), value, QString(), out, 0))
        return Error::usage(KS_ERR("The value does not fit the schema: %1").arg(e.error));
    return out;
}

} // namespace kafscope::schema::avro
