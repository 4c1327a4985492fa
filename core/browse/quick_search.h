#pragma once

#include "browse/browse_types.h"

#include <QString>

namespace kafscope {

// The message browser's search box: a key or a value that contains or equals a text, without the
// filter language. It becomes a filter expression (ANDed with the user's filter); a search for a
// key that equals the text reads only the partition the default partitioner gives that key, unless
// every partition is asked for.
struct QuickSearch {
    enum class Field { Key, Value };
    enum class Match { Contains, Equals };
    Field field = Field::Key;
    Match match = Match::Equals;
    QString text; // empty: no search
    bool allPartitions = false;

    bool isEmpty() const { return text.isEmpty(); }
    // `key == "order-42"`, `value contains "ann"` (the text quoted for the filter language).
    QString filterText() const;
    // True when the search reads only the key's partition (a key equal to the text, not every
    // partition asked for).
    bool readsKeyPartition() const;
    // Applies the search to `request`: its filter ANDed in, and the key's partition when no
    // partitions were named.
    void applyTo(BrowseRequest &request) const;
};

// `text` as a double-quoted string of the filter language.
QString quotedFilterString(const QString &text);

} // namespace kafscope
