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
    // The payload as JSON (proto3 mapping, original field names, fields at their defaults shown).
    // An error says what did not parse. Nesting is bounded (64 levels).
    Result<QByteArray> decodeToJson(const QList<int> &path, QByteArrayView payload) const;

    // JSON (proto3 mapping, original or JSON field names) as the serialized message at `path`; an
    // error names what does not fit.
    Result<QByteArray> encodeFromJson(const QList<int> &path, const QByteArray &json) const;

private:
    ProtobufSchema();
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace kafscope::schema
