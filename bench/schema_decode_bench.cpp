// Decodes one Confluent-framed Avro value many times with a local schema, without Kafka or a
// registry: for profiling the decoder (perf record bench/schema_decode_bench SCHEMA.avsc VALUE.hex
// N).
#include "schema/avro_decoder.h"
#include "schema/avro_schema.h"
#include "schema/confluent_framing.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <cstdio>

using namespace kafscope::schema;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 4) {
        std::fprintf(stderr, "usage: schema_decode_bench SCHEMA.avsc VALUE.hex COUNT\n");
        return 2;
    }
    QFile schemaFile(QString::fromLocal8Bit(argv[1])), valueFile(QString::fromLocal8Bit(argv[2]));
    if (!schemaFile.open(QIODevice::ReadOnly) || !valueFile.open(QIODevice::ReadOnly))
        return 1;
    auto schema = avro::Schema::parse(QString::fromUtf8(schemaFile.readAll()));
    if (!schema) {
        std::fprintf(stderr, "%s\n", qPrintable(schema.error().message()));
        return 1;
    }
    const QByteArray value = QByteArray::fromHex(valueFile.readAll().trimmed());
    const long count = std::atol(argv[3]);
    QElapsedTimer timer;
    timer.start();
    qsizetype bytes = 0;
    for (long i = 0; i < count; ++i) {
        auto frame = parseConfluentFrame(value);
        auto json = avro::decodeToJson(schema.value(), frame->payload);
        bytes += json ? json->size() : 0;
    }
    const double ns = double(timer.nsecsElapsed()) / double(count);
    std::printf("{\"records\": %ld, \"ns_per_record\": %.1f, \"json_bytes\": %lld}\n", count, ns,
                (long long)bytes);
    return 0;
}
