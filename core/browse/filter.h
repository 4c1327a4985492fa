#pragma once

#include "browse/record_view.h"
#include "common/result.h"

#include <QByteArray>
#include <QList>
#include <memory>

namespace re2 {
class RE2;
}
#include <QString>

#include <memory>

namespace kafscope {

// A literal in a filter: null, true/false, a number, a string or bytes (0xCAFE).
struct FilterLiteral {
    enum class Kind { Null, Bool, Number, String, Bytes };
    Kind kind = Kind::Null;
    bool boolean = false;
    double number = 0;
    QString text;     // String
    QByteArray bytes; // String (UTF-8) and Bytes
};

// One step of a JSON path: `.name` or `[index]`.
struct JsonPathStep {
    QString name;
    int index = -1; // >= 0: an array index
};

// A comparison at the leaves of a filter.
struct FilterPredicate {
    enum class Field { Key, Value, Partition, Offset, Timestamp, Size, Header };
    enum class Op { Eq, Ne, Lt, Le, Gt, Ge, In, Contains, Matches, Exists };
    Field field = Field::Value;
    QList<JsonPathStep> path; // key/value: compare a JSON field instead of the raw bytes
    bool hasPath = false;
    QByteArray header; // Field::Header: the header's name
    Op op = Op::Exists;
    QList<FilterLiteral> literals; // one, or the set of `in [...]`
    // RE2: linear time in the value's length, so no pattern can hang a scan or give up on a record.
    std::shared_ptr<const re2::RE2> regex;
};

struct FilterNode {
    enum class Kind { And, Or, Not, Predicate };
    Kind kind = Kind::Predicate;
    std::unique_ptr<FilterNode> left;
    std::unique_ptr<FilterNode> right;
    FilterPredicate predicate;
};

// A compiled filter expression. It only reads the record it is given: no code, no files, no
// network. The language:
//   key|value [.json.path[0]] (== != < <= > >=) literal | in [a, b] | contains "s"|0xBYTES
//        | matches "regex" (also ~) | exists
//   header.NAME | header["NAME"]  == "v" | == null | exists | contains | matches
//   partition|offset|timestamp|size  compare | in [...]   (timestamps: ms or "ISO 8601")
//   combined with and/or/not (also && || !) and parentheses.
class Filter {
public:
    // A parse error is a usage error "Filter error at position N: ..." (1-based); `errorPosition`
    // receives N (0 when parsing succeeded).
    static Result<Filter> parse(const QString &text, int *errorPosition = nullptr);
    bool matches(const RecordView &record) const;
    QString text() const { return m_text; }

private:
    QString m_text;
    std::shared_ptr<const FilterNode> m_root;
};

} // namespace kafscope
