#pragma once

#include <QtGlobal>

#include <QByteArrayView>

#include <functional>

namespace google::protobuf {
class Descriptor;
class Message;
} // namespace google::protobuf

namespace kafscope::schema {

// An upper bound of the size of the JSON libprotobuf writes for `message` (proto3 mapping,
// original field names), with or without the fields at their defaults, counted without writing
// anything: a small record may hold thousands of empty sub-messages whose defaults would print as
// megabytes. Strings count once (their escapes at most multiply them by 6, checked after writing).
// Counting stops past `limit`: a result above `limit` means "too large".
qint64 protobufJsonSizeBound(const google::protobuf::Message &message, bool withDefaults,
                             qint64 limit);

// An upper bound of the memory libprotobuf's dynamic messages take for `payload` parsed as `type`,
// read from the wire without parsing: every sub-message costs its type's object size
// (`objectSize`), which may be a thousand times the two bytes that encode an empty one. Malformed
// bytes end the count early (the parser then says what is wrong). Counting stops past `limit`.
qint64 protobufParseSizeBound(
    const google::protobuf::Descriptor *type, QByteArrayView payload,
    const std::function<qint64(const google::protobuf::Descriptor *)> &objectSize, qint64 limit);

} // namespace kafscope::schema
