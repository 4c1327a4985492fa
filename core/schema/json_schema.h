#pragma once

#include "common/result.h"

#include <QJsonValue>
#include <QList>
#include <QPair>
#include <QString>

#include <memory>

namespace kafscope::schema {

class JsonSchemaCheck;

// A JSON Schema (drafts 4 to 2020-12, as registries hold them) for checking a value before it is
// produced. The assertions are checked: type (and integer), enum, const, properties, required,
// additionalProperties, patternProperties, propertyNames, min/maxProperties, dependentRequired,
// items (a schema or, in older drafts, a tuple), prefixItems, additionalItems, contains,
// min/maxItems, uniqueItems, minimum, maximum, exclusiveMinimum/Maximum (numbers, or draft 4's
// booleans), multipleOf, min/maxLength (in code points), pattern (RE2), allOf, anyOf, oneOf, not,
// if/then/else, and $ref to a JSON pointer in the same document ("#/definitions/x", "#/$defs/x")
// or to a referenced schema by name ("address.json", "address.json#/$defs/x"). `format` and the
// other annotations are not assertions and are not checked. Nesting is bounded (64 levels).
class JsonSchema {
public:
    // `references`: (name, schema text) pairs, the names $ref uses for them.
    static Result<JsonSchema> parse(const QString &text,
                                    const QList<QPair<QString, QString>> &references = {});

    // Ok when `value` fits; else a usage error naming the first place that does not fit
    // ("customer.id: expected an integer, got a string").
    Status validate(const QJsonValue &value) const;

    struct Documents; // the schema and its references (shared by copies)

private:
    friend class JsonSchemaCheck;
    std::shared_ptr<const Documents> m_docs;
};

// What kind of JSON value v is, for a person: "a string", "an object", "null" (translated). Shared
// by the validators that name what they got instead of what a schema asked for.
QString jsonKindOf(const QJsonValue &v);

} // namespace kafscope::schema
