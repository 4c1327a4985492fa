#pragma once

#include "common/result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QPair>
#include <QString>

#include <memory>

namespace kafscope::schema {

// A .proto schema as a registry holds it (the text, and its references by import path), parsed with
// libprotobuf into a descriptor pool; the well-known types (google/protobuf/*.proto) come from
// libprotobuf itself. Decodes payloads with dynamic messages.
class ProtobufSchema {
public:
    ~ProtobufSchema();
    ProtobufSchema(const ProtobufSchema &) = delete;
    ProtobufSchema &operator=(const ProtobufSchema &) = delete;

    // `references`: (import path, .proto text) pairs, in any order.
    static Result<std::shared_ptr<const ProtobufSchema>>
    parse(const QString &text, const QList<QPair<QString, QString>> &references);

    // A .proto file on disk and what it imports, found beside it or under `importPaths` (the
    // well-known types come from libprotobuf).
    static Result<std::shared_ptr<const ProtobufSchema>> parseFile(const QString &file,
                                                                   const QStringList &importPaths);
    // A FileDescriptorSet (protoc --descriptor_set_out, best with --include_imports): every file
    // in it, the well-known types from libprotobuf; the file that defines `message` (a full name)
    // is the one paths refer to.
    static Result<std::shared_ptr<const ProtobufSchema>> parseDescriptorSet(const QString &file,
                                                                            const QString &message);
    // The message-index path of a message by its full name ("shop.Order.Line").
    Result<QList<int>> pathOf(const QString &fullName) const;

    // The full name of the message at a Confluent message-index path ([0]: the file's first
    // message; [1, 0]: the first nested type of the second message).
    Result<QString> messageName(const QList<int> &path) const;
    // The payload as JSON (proto3 mapping, original field names, fields at their defaults shown
    // while the JSON stays within `maxOutputBytes`; else they are left out and `defaultsLeftOut`
    // says so). An error says what did not parse, or that even without the defaults the JSON
    // would pass the limit. Nesting is bounded (64 levels).
    static constexpr qint64 kMaxOutputBytes = 16 * 1024 * 1024; // as Avro's
    // The dynamic messages of one value, counted from the wire before parsing.
    static constexpr qint64 kMaxParseBytes = 256 * 1024 * 1024;
    Result<QByteArray> decodeToJson(const QList<int> &path, QByteArrayView payload,
                                    bool *defaultsLeftOut = nullptr,
                                    qint64 maxOutputBytes = kMaxOutputBytes) const;

    // .proto text is checked before libprotobuf sees it, whose parser and pool recurse once per
    // nesting level (30,000 levels overflow the stack; 10,000 take gigabytes): at most
    // kMaxTextDepth nested brackets of any kind, at most kMaxTextChars characters. `name` is for
    // the error.
    static constexpr int kMaxTextDepth = 64;
    static constexpr qsizetype kMaxTextChars = 4 * 1024 * 1024;
    static Status checkTextBounds(const QString &name, const QString &text);

    // JSON (proto3 mapping, original or JSON field names) as the serialized message at `path`; an
    // error names what does not fit.
    Result<QByteArray> encodeFromJson(const QList<int> &path, const QByteArray &json) const;

private:
    ProtobufSchema();
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace kafscope::schema
