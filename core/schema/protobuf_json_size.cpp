#include "schema/protobuf_json_size.h"

#include <QHash>

#include <memory>
#include <string>
#include <vector>

#include <google/protobuf/descriptor.h>
#include <google/protobuf/dynamic_message.h>
#include <google/protobuf/message.h>

namespace pb = google::protobuf;

namespace kafscope::schema {

namespace {

constexpr int kMaxProtobufJsonDepth = 100; // the parser allows 64; Any values nest inside that
constexpr qint64 kNumber = 25;             // the longest number, quoted 64-bit ones included

qint64 base64(qint64 bytes)
{
    return (bytes + 2) / 3 * 4 + 2;
}

class SizeBound {
public:
    SizeBound(bool withDefaults, qint64 limit) : m_defaults(withDefaults), m_limit(limit) {}

    qint64 total() const { return m_total; }

    bool message(const pb::Message &m, int depth)
    {
        if (depth > kMaxProtobufJsonDepth)
            return add(m_limit + 1);
        const pb::Descriptor *d = m.GetDescriptor();
        if (d->full_name() == "google.protobuf.Any")
            return any(m, depth);
        if (!add(2) || (m_defaults && !add(defaults(d))))
            return false;
        const pb::Reflection *r = m.GetReflection();
        std::vector<const pb::FieldDescriptor *> fields;
        r->ListFields(m, &fields);
        for (const pb::FieldDescriptor *f : fields) {
            if (!add(qint64(f->name().size()) + 4))
                return false;
            if (!f->is_repeated()) {
                if (!value(m, r, f, -1, depth))
                    return false;
                continue;
            }
            const int n = r->FieldSize(m, f);
            if (!add(2 + n))
                return false;
            for (int i = 0; i < n; ++i)
                if (!value(m, r, f, i, depth))
                    return false;
        }
        return true;
    }

private:
    bool add(qint64 n)
    {
        m_total += n;
        return m_total <= m_limit;
    }

    // One value of `f` (`index` -1: a singular field).
    bool value(const pb::Message &m, const pb::Reflection *r, const pb::FieldDescriptor *f,
               int index, int depth)
    {
        switch (f->cpp_type()) {
        case pb::FieldDescriptor::CPPTYPE_MESSAGE:
            return message(index < 0 ? r->GetMessage(m, f) : r->GetRepeatedMessage(m, f, index),
                           depth + 1);
        case pb::FieldDescriptor::CPPTYPE_STRING: {
            std::string scratch;
            const std::string &s = index < 0 ? r->GetStringReference(m, f, &scratch)
                                             : r->GetRepeatedStringReference(m, f, index, &scratch);
            return add(f->type() == pb::FieldDescriptor::TYPE_BYTES ? base64(qint64(s.size()))
                                                                    : qint64(s.size()) + 2);
        }
        case pb::FieldDescriptor::CPPTYPE_ENUM: return add(enumSize(f->enum_type()));
        default: return add(kNumber);
        }
    }

    // {"@type": url, the fields of the message it holds}: the packed message is unpacked when the
    // schema knows its type, since its fields print like any others.
    bool any(const pb::Message &m, int depth)
    {
        const pb::Descriptor *d = m.GetDescriptor();
        const pb::Reflection *r = m.GetReflection();
        const pb::FieldDescriptor *urlField = d->FindFieldByNumber(1);
        const pb::FieldDescriptor *valueField = d->FindFieldByNumber(2);
        if (!urlField || !valueField)
            return add(m_limit + 1);
        const std::string url = r->GetString(m, urlField);
        const std::string bytes = r->GetString(m, valueField);
        if (!add(qint64(url.size()) + 12))
            return false;
        const pb::Descriptor *inner = d->file()->pool()->FindMessageTypeByName(
            url.substr(url.find_last_of('/') == std::string::npos ? 0 : url.find_last_of('/') + 1));
        if (!inner)
            return add(base64(qint64(bytes.size())) + 12);
        std::unique_ptr<pb::Message> held(m_factory.GetPrototype(inner)->New());
        if (!held->ParsePartialFromString(bytes))
            return add(base64(qint64(bytes.size())) + 12);
        return message(*held, depth + 1);
    }

    // What the fields of an empty `d` print at their defaults (each counted, whether or not it
    // prints: an upper bound).
    qint64 defaults(const pb::Descriptor *d)
    {
        if (auto it = m_defaultSizes.constFind(d); it != m_defaultSizes.constEnd())
            return *it;
        qint64 size = 0;
        for (int i = 0; i < d->field_count(); ++i) {
            const pb::FieldDescriptor *f = d->field(i);
            size += qint64(f->name().size()) + 4;
            if (f->is_repeated())
                size += 2;
            else if (f->cpp_type() == pb::FieldDescriptor::CPPTYPE_STRING)
                size += base64(qint64(f->default_value_string().size()));
            else if (f->cpp_type() == pb::FieldDescriptor::CPPTYPE_ENUM)
                size += enumSize(f->enum_type());
            else
                size += kNumber; // numbers, bool, and "null" for a message
        }
        m_defaultSizes.insert(d, size);
        return size;
    }

    qint64 enumSize(const pb::EnumDescriptor *e)
    {
        if (auto it = m_enumSizes.constFind(e); it != m_enumSizes.constEnd())
            return *it;
        qint64 size = kNumber; // an unknown value prints as its number
        for (int i = 0; i < e->value_count(); ++i)
            size = qMax(size, qint64(e->value(i)->name().size()) + 2);
        m_enumSizes.insert(e, size);
        return size;
    }

    bool m_defaults;
    qint64 m_limit;
    qint64 m_total = 0;
    QHash<const pb::Descriptor *, qint64> m_defaultSizes;
    QHash<const pb::EnumDescriptor *, qint64> m_enumSizes;
    pb::DynamicMessageFactory m_factory;
};

// Walks the wire format as the descriptors say, without building anything.
class ParseBound {
public:
    ParseBound(const std::function<qint64(const pb::Descriptor *)> &objectSize, qint64 limit)
        : m_objectSize(objectSize), m_limit(limit)
    {
    }
    qint64 total() const { return m_total; }

    // The fields of one `d` from `p` to `end` (or to its end-group tag when `group` is set);
    // where it stopped, or nullptr when the bytes are malformed or the count passed the limit.
    const char *message(const pb::Descriptor *d, const char *p, const char *end, int depth,
                        bool group)
    {
        if (depth > kMaxProtobufJsonDepth || !add(m_objectSize(d)))
            return nullptr;
        while (p < end) {
            quint64 tag = 0;
            if (!(p = varint(p, end, tag)))
                return nullptr;
            const int number = int(tag >> 3);
            const pb::FieldDescriptor *f = number > 0 ? d->FindFieldByNumber(number) : nullptr;
            switch (tag & 7) {
            case 0: {
                quint64 ignored = 0;
                if (!(p = varint(p, end, ignored)) || !add(8))
                    return nullptr;
                break;
            }
            case 1: p += 8; break;
            case 5: p += 4; break;
            case 2: {
                quint64 len = 0;
                if (!(p = varint(p, end, len)) || len > quint64(end - p))
                    return nullptr;
                if (f && f->type() == pb::FieldDescriptor::TYPE_MESSAGE) {
                    if (!message(f->message_type(), p, p + len, depth + 1, false) || !add(8))
                        return nullptr;
                } else if (!add(qint64(len) * 8 + 32)) { // a string, or packed numbers
                    return nullptr;
                }
                p += len;
                break;
            }
            case 3:
                if (!f || f->type() != pb::FieldDescriptor::TYPE_GROUP)
                    return nullptr;
                if (!(p = message(f->message_type(), p, end, depth + 1, true)))
                    return nullptr;
                break;
            case 4: return group ? p : nullptr;
            default: return nullptr;
            }
        }
        return group || p > end ? nullptr : p;
    }

private:
    bool add(qint64 n)
    {
        m_total += n;
        return m_total <= m_limit;
    }

    static const char *varint(const char *p, const char *end, quint64 &out)
    {
        out = 0;
        for (int shift = 0; shift < 64 && p < end; shift += 7) {
            const auto b = quint8(*p++);
            out |= quint64(b & 0x7f) << shift;
            if (!(b & 0x80))
                return p;
        }
        return nullptr;
    }

    const std::function<qint64(const pb::Descriptor *)> &m_objectSize;
    qint64 m_limit;
    qint64 m_total = 0;
};

} // namespace

qint64 protobufParseSizeBound(const pb::Descriptor *type, QByteArrayView payload,
                              const std::function<qint64(const pb::Descriptor *)> &objectSize,
                              qint64 limit)
{
    ParseBound bound(objectSize, limit);
    bound.message(type, payload.data(), payload.data() + payload.size(), 0, false);
    return bound.total();
}

qint64 protobufJsonSizeBound(const pb::Message &message, bool withDefaults, qint64 limit)
{
    SizeBound bound(withDefaults, limit);
    bound.message(message, 0);
    return bound.total();
}

} // namespace kafscope::schema
