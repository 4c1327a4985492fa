#include "schema/protobuf_schema.h"
#include "common/text_cut.h"
#include "common/translations.h"
#include "schema/protobuf_json_size.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <functional>

#include <google/protobuf/compiler/parser.h>
#include <google/protobuf/descriptor.h>
#include <google/protobuf/descriptor.pb.h>
#include <google/protobuf/descriptor_database.h>
#include <google/protobuf/dynamic_message.h>
#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/io/tokenizer.h>
#include <google/protobuf/io/zero_copy_stream_impl_lite.h>
#include <google/protobuf/util/json_util.h>

namespace pb = google::protobuf;

namespace kafscope::schema {

namespace {

constexpr int kRecursionLimit = 64;
const char kMainFile[] = "kafscope-main.proto";

class Errors : public pb::io::ErrorCollector, public pb::DescriptorPool::ErrorCollector {
public:
    void AddError(int line, int column, const std::string &message) override
    {
        if (first.isEmpty())
            first = KS_TR("line %1 column %2: %3")
                        .arg(line + 1)
                        .arg(column + 1)
                        .arg(QString::fromStdString(message));
    }
    void AddError(const std::string &file, const std::string &element, const pb::Message *,
                  ErrorLocation, const std::string &message) override
    {
        if (first.isEmpty())
            first = QStringLiteral("%1 (%2): %3")
                        .arg(QString::fromStdString(file), QString::fromStdString(element),
                             QString::fromStdString(message));
    }
    QString first;
};

Result<pb::FileDescriptorProto> parseProto(const QString &name, const QString &text)
{
    if (auto st = ProtobufSchema::checkTextBounds(name, text); !st)
        return st.error();
    const std::string utf8 = text.toStdString();
    pb::io::ArrayInputStream input(utf8.data(), int(utf8.size()));
    Errors errors;
    pb::io::Tokenizer tokenizer(&input, &errors);
    pb::compiler::Parser parser;
    parser.RecordErrorsTo(&errors);
    pb::FileDescriptorProto file;
    if (!parser.Parse(&tokenizer, &file))
        return Error::usage(KS_ERR("Invalid Protobuf schema %1: %2").arg(name, errors.first));
    file.set_name(name.toStdString());
    return file;
}

// Adds a well-known type's file (and what it imports) from libprotobuf's own descriptors.
void addWellKnown(pb::SimpleDescriptorDatabase &db, const std::string &name)
{
    pb::FileDescriptorProto existing;
    if (db.FindFileByName(name, &existing))
        return;
    const pb::FileDescriptor *f = pb::DescriptorPool::generated_pool()->FindFileByName(name);
    if (!f)
        return; // the pool then names the missing import
    pb::FileDescriptorProto proto;
    f->CopyTo(&proto);
    db.Add(proto);
    for (int i = 0; i < f->dependency_count(); ++i)
        addWellKnown(db, f->dependency(i)->name());
}

} // namespace

struct ProtobufSchema::Impl {
    pb::SimpleDescriptorDatabase db;
    std::unique_ptr<pb::DescriptorPool> pool;
    const pb::FileDescriptor *file = nullptr;
    mutable pb::DynamicMessageFactory factory;

    Result<const pb::Descriptor *> message(const QList<int> &path) const
    {
        if (path.isEmpty() || path[0] < 0 || path[0] >= file->message_type_count())
            return Error::usage(KS_ERR("The schema has no message %1 (it has %2)")
                                    .arg(path.value(0))
                                    .arg(file->message_type_count()));
        const pb::Descriptor *m = file->message_type(path[0]);
        for (qsizetype i = 1; i < path.size(); ++i) {
            if (path[i] < 0 || path[i] >= m->nested_type_count())
                return Error::usage(KS_ERR("Message %1 has no nested type %2")
                                        .arg(QString::fromStdString(m->full_name()))
                                        .arg(path[i]));
            m = m->nested_type(path[i]);
        }
        return m;
    }
};

ProtobufSchema::ProtobufSchema() : d(std::make_unique<Impl>()) {}
ProtobufSchema::~ProtobufSchema() = default;

Result<std::shared_ptr<const ProtobufSchema>>
ProtobufSchema::parse(const QString &text, const QList<QPair<QString, QString>> &references)
{
    std::shared_ptr<ProtobufSchema> s(new ProtobufSchema());
    QList<pb::FileDescriptorProto> files;
    for (const auto &[name, refText] : references) {
        auto f = parseProto(name, refText);
        if (!f)
            return f.error();
        files << f.value();
    }
    auto main = parseProto(QString::fromLatin1(kMainFile), text);
    if (!main)
        return main.error();
    files << main.value();
    for (const pb::FileDescriptorProto &f : files) {
        s->d->db.Add(f);
        for (const std::string &dep : f.dependency())
            if (dep.rfind("google/protobuf/", 0) == 0)
                addWellKnown(s->d->db, dep);
    }
    Errors errors;
    s->d->pool = std::make_unique<pb::DescriptorPool>(&s->d->db, &errors);
    s->d->file = s->d->pool->FindFileByName(kMainFile);
    if (!s->d->file)
        return Error::usage(
            KS_ERR("Invalid Protobuf schema: %1")
                .arg(errors.first.isEmpty() ? KS_TR("it does not build") : errors.first));
    return std::shared_ptr<const ProtobufSchema>(std::move(s));
}

Result<std::shared_ptr<const ProtobufSchema>>
ProtobufSchema::parseFile(const QString &file, const QStringList &importPaths)
{
    auto read = [](const QString &path) -> std::optional<QString> {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return std::nullopt;
        return QString::fromUtf8(f.readAll());
    };
    const auto mainText = read(file);
    if (!mainText)
        return Error::usage(KS_ERR("Cannot read %1").arg(file));
    const QStringList dirs = QStringList{QFileInfo(file).absolutePath()} + importPaths;
    QList<QPair<QString, QString>> refs;
    QStringList pending, seen;
    auto queueImports = [&](const QString &name, const QString &text) -> Status {
        auto parsed = parseProto(name, text);
        if (!parsed)
            return parsed.error();
        for (const std::string &dep : parsed->dependency()) {
            const QString d = QString::fromStdString(dep);
            if (!d.startsWith(QLatin1String("google/protobuf/")) && !seen.contains(d)) {
                seen << d;
                pending << d;
            }
        }
        return Ok{};
    };
    if (auto st = queueImports(QFileInfo(file).fileName(), *mainText); !st)
        return st.error();
    while (!pending.isEmpty()) {
        if (seen.size() > 256)
            return Error::usage(KS_ERR("%1 imports more than 256 files").arg(file));
        const QString name = pending.takeFirst();
        std::optional<QString> text;
        for (const QString &dir : dirs)
            if ((text = read(QDir(dir).filePath(name))))
                break;
        if (!text)
            return Error::usage(KS_ERR("%1 imports %2, found in none of: %3")
                                    .arg(file, name, dirs.join(QStringLiteral(", "))));
        if (auto st = queueImports(name, *text); !st)
            return st.error();
        refs << qMakePair(name, *text);
    }
    return parse(*mainText, refs);
}

Result<std::shared_ptr<const ProtobufSchema>>
ProtobufSchema::parseDescriptorSet(const QString &file, const QString &message)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return Error::usage(KS_ERR("Cannot read %1").arg(file));
    constexpr qint64 kMaxSetBytes = 64 * 1024 * 1024;
    if (f.size() > kMaxSetBytes)
        return Error::usage(KS_ERR("%1 is larger than %L2 bytes: not a descriptor set")
                                .arg(file)
                                .arg(kMaxSetBytes));
    const QByteArray bytes = f.readAll();
    pb::FileDescriptorSet set;
    if (!set.ParseFromArray(bytes.constData(), int(bytes.size())) || set.file_size() == 0)
        return Error::usage(KS_ERR("%1 is not a Protobuf descriptor set (protoc "
                                   "--descriptor_set_out=FILE --include_imports)")
                                .arg(file));
    std::shared_ptr<ProtobufSchema> s(new ProtobufSchema());
    for (const pb::FileDescriptorProto &fd : set.file())
        s->d->db.Add(fd);
    for (const pb::FileDescriptorProto &fd : set.file())
        for (const std::string &dep : fd.dependency())
            if (dep.rfind("google/protobuf/", 0) == 0)
                addWellKnown(s->d->db, dep);
    Errors errors;
    s->d->pool = std::make_unique<pb::DescriptorPool>(&s->d->db, &errors);
    const pb::Descriptor *m = s->d->pool->FindMessageTypeByName(message.toStdString());
    if (!m)
        return Error::usage(errors.first.isEmpty()
                                ? KS_ERR("%1 has no message %2").arg(file, message)
                                : KS_ERR("%1 does not build: %2").arg(file, errors.first));
    s->d->file = m->file();
    return std::shared_ptr<const ProtobufSchema>(std::move(s));
}

Result<QList<int>> ProtobufSchema::pathOf(const QString &fullName) const
{
    const std::string wanted = fullName.toStdString();
    std::function<bool(const pb::Descriptor *, QList<int> &)> find = [&](const pb::Descriptor *m,
                                                                         QList<int> &path) {
        if (m->full_name() == wanted)
            return true;
        for (int i = 0; i < m->nested_type_count(); ++i) {
            path << i;
            if (find(m->nested_type(i), path))
                return true;
            path.removeLast();
        }
        return false;
    };
    for (int i = 0; i < d->file->message_type_count(); ++i) {
        QList<int> path{i};
        if (find(d->file->message_type(i), path))
            return path;
    }
    return Error::usage(KS_ERR("The schema has no message %1").arg(fullName));
}

Result<QString> ProtobufSchema::messageName(const QList<int> &path) const
{
    auto m = d->message(path);
    if (!m)
        return m.error();
    return QString::fromStdString(m.value()->full_name());
}

Status ProtobufSchema::checkTextBounds(const QString &name, const QString &text)
{
    if (text.size() > kMaxTextChars)
        return Error::usage(KS_ERR("Protobuf schema %1 is longer than %L2 characters (the limit)")
                                .arg(printableCut(name, 200))
                                .arg(kMaxTextChars));
    // Brackets of every kind nest (messages, option values, field options); strings and comments
    // are skipped as the .proto tokenizer does.
    int depth = 0, line = 1;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\n')) {
            ++line;
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            for (++i; i < n && text.at(i) != c && text.at(i) != QLatin1Char('\n'); ++i)
                if (text.at(i) == QLatin1Char('\\'))
                    ++i;
            if (i < n && text.at(i) == QLatin1Char('\n'))
                ++line;
        } else if (c == QLatin1Char('/') && i + 1 < n && text.at(i + 1) == QLatin1Char('/')) {
            while (i + 1 < n && text.at(i + 1) != QLatin1Char('\n'))
                ++i;
        } else if (c == QLatin1Char('/') && i + 1 < n && text.at(i + 1) == QLatin1Char('*')) {
            for (i += 2; i + 1 < n &&
                         !(text.at(i) == QLatin1Char('*') && text.at(i + 1) == QLatin1Char('/'));
                 ++i)
                if (text.at(i) == QLatin1Char('\n'))
                    ++line;
            ++i;
        } else if (c == QLatin1Char('{') || c == QLatin1Char('[') || c == QLatin1Char('(') ||
                   c == QLatin1Char('<')) {
            if (++depth > kMaxTextDepth)
                return Error::usage(KS_ERR("Protobuf schema %1 nests deeper than %2 levels (the "
                                           "limit) at line %L3")
                                        .arg(printableCut(name, 200))
                                        .arg(kMaxTextDepth)
                                        .arg(line));
        } else if (c == QLatin1Char('}') || c == QLatin1Char(']') || c == QLatin1Char(')') ||
                   c == QLatin1Char('>')) {
            depth = qMax(0, depth - 1);
        }
    }
    return Ok{};
}

Result<QByteArray> ProtobufSchema::decodeToJson(const QList<int> &path, QByteArrayView payload,
                                                bool *defaultsLeftOut, qint64 maxOutputBytes) const
{
    auto type = d->message(path);
    if (!type)
        return type.error();
    // Parsed, an empty sub-message of two bytes becomes an object of its type's size: the
    // memory is counted from the wire first.
    const auto objectSize = [this](const pb::Descriptor *m) {
        return qint64(d->factory.GetPrototype(m)->SpaceUsedLong());
    };
    if (protobufParseSizeBound(type.value(), payload, objectSize, kMaxParseBytes) > kMaxParseBytes)
        return Error::usage(KS_ERR("%1 would take more than %L2 bytes of memory to decode (the "
                                   "limit)")
                                .arg(QString::fromStdString(type.value()->full_name()))
                                .arg(kMaxParseBytes));
    std::unique_ptr<pb::Message> msg(d->factory.GetPrototype(type.value())->New());
    pb::io::CodedInputStream in(reinterpret_cast<const uint8_t *>(payload.data()),
                                int(payload.size()));
    in.SetRecursionLimit(kRecursionLimit);
    if (!msg->MergePartialFromCodedStream(&in) || !in.ConsumedEntireMessage())
        return Error::usage(KS_ERR("Protobuf payload does not match %1: not a valid encoding of it")
                                .arg(QString::fromStdString(type.value()->full_name())));
    if (!msg->IsInitialized())
        return Error::usage(KS_ERR("Protobuf payload does not match %1: missing required %2")
                                .arg(QString::fromStdString(type.value()->full_name()),
                                     QString::fromStdString(msg->InitializationErrorString())));
    // Fields at their defaults are shown while the JSON stays within its bound; beyond it they
    // are left out (and the caller says so), and beyond that again the value is not written.
    const bool defaults = protobufJsonSizeBound(*msg, true, maxOutputBytes) <= maxOutputBytes;
    const auto tooLarge = [&] {
        return Error::usage(KS_ERR("%1 as JSON is larger than %L2 bytes (the output limit)")
                                .arg(QString::fromStdString(type.value()->full_name()))
                                .arg(maxOutputBytes));
    };
    if (!defaults && protobufJsonSizeBound(*msg, false, maxOutputBytes) > maxOutputBytes)
        return tooLarge();
    pb::util::JsonPrintOptions options;
    options.preserve_proto_field_names = true;
    options.always_print_primitive_fields = defaults;
    std::string json;
    const auto status = pb::util::MessageToJsonString(*msg, &json, options);
    if (!status.ok())
        return Error::usage(KS_ERR("Cannot write %1 as JSON: %2")
                                .arg(QString::fromStdString(type.value()->full_name()),
                                     QString::fromStdString(std::string(status.message()))));
    if (qint64(json.size()) > maxOutputBytes)
        return tooLarge();
    if (defaultsLeftOut)
        *defaultsLeftOut = !defaults;
    return QByteArray::fromStdString(json);
}

Result<QByteArray> ProtobufSchema::encodeFromJson(const QList<int> &path,
                                                  const QByteArray &json) const
{
    auto type = d->message(path);
    if (!type)
        return type.error();
    std::unique_ptr<pb::Message> msg(d->factory.GetPrototype(type.value())->New());
    const auto status =
        pb::util::JsonStringToMessage(json.toStdString(), msg.get(), pb::util::JsonParseOptions());
    if (!status.ok())
        return Error::usage(KS_ERR("The value does not fit %1: %2")
                                .arg(QString::fromStdString(type.value()->full_name()),
                                     QString::fromStdString(std::string(status.message()))));
    std::string out;
    if (!msg->SerializeToString(&out))
        return Error::usage(
            KS_ERR("Cannot encode %1").arg(QString::fromStdString(type.value()->full_name())));
    return QByteArray::fromStdString(out);
}

} // namespace kafscope::schema
