#pragma once

#include "common/result.h"

#include <QHash>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace kafscope::schema::avro {

enum class Type {
    Null,
    Boolean,
    Int,
    Long,
    Float,
    Double,
    Bytes,
    String,
    Record,
    Enum,
    Array,
    Map,
    Union,
    Fixed
};

// Logical types Kafscope renders; any other (or an invalid one) leaves the underlying type, as the
// Avro specification says.
enum class Logical {
    None,
    Decimal,
    Uuid,
    Date,
    TimeMillis,
    TimeMicros,
    TimestampMillis,
    TimestampMicros,
    LocalTimestampMillis,
    LocalTimestampMicros,
    Duration
};

struct Field {
    QString name;
    int node = -1;
    QByteArray jsonKey;      // "name": as the decoder writes it, made once
    QJsonValue defaultValue; // undefined when the field has no default
};

// One type of a parsed schema. Types refer to each other by index into Schema::nodes, so a
// recursive record (a tree, a linked list) is a cycle of indexes, not infinite nesting.
struct Node {
    Type type = Type::Null;
    Logical logical = Logical::None;
    int precision = 0;             // decimal
    int scale = 0;                 // decimal
    qint64 fixedSize = 0;          // fixed
    QString fullName;              // record, enum, fixed
    QList<Field> fields;           // record, in schema order
    QStringList symbols;           // enum
    QList<QByteArray> jsonSymbols; // enum symbols as JSON strings, made once
    int items = -1;                // array items, map values
    QList<int> branches;           // union
};

// A parsed Avro schema: primitives, records, enums, arrays, maps, unions, fixed, named types with
// namespaces and aliases to earlier definitions, logical types, and types defined by schema
// references (other subjects' schemas the registry lists). Parsing is bounded (nesting depth and
// number of types) so a hostile schema cannot exhaust the stack or memory.
class Schema {
public:
    // `references` are the referenced schemas' texts, dependencies first; their named types become
    // known to `text`.
    static Result<Schema> parse(const QString &text, const QStringList &references = {});

    const Node &node(int index) const { return m_nodes[size_t(index)]; }
    int root() const { return m_root; }
    qsizetype size() const { return qsizetype(m_nodes.size()); }
    const Node &rootNode() const { return node(m_root); }

private:
    friend class SchemaParser;
    std::vector<Node> m_nodes;
    QHash<QString, int> m_named; // full name -> node
    int m_root = -1;
};

QString typeName(Type t);

} // namespace kafscope::schema::avro
