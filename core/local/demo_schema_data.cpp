#include "local/demo_schema_data.h"

#include "admin/topic_admin.h"
#include "admin/write_guard.h"
#include "cluster/kafka_client.h"
#include "produce/sync_producer.h"
#include "schema/avro_encoder.h"
#include "schema/avro_schema.h"
#include "schema/protobuf_schema.h"
#include "schema/schema_admin.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <librdkafka/rdkafka.h>

namespace kafscope::local {

namespace {

const char *kOrderSchema =
    R"({"type":"record","name":"Order","namespace":"demo.shop","fields":[
  {"name":"order_id","type":{"type":"string","logicalType":"uuid"}},
  {"name":"customer","type":{"type":"record","name":"Customer","fields":[
    {"name":"id","type":"long"},{"name":"name","type":"string"},{"name":"country","type":"string"}]}},
  {"name":"status","type":{"type":"enum","name":"Status","symbols":["NEW","PAID","SHIPPED","CANCELLED"]}},
  {"name":"total","type":{"type":"bytes","logicalType":"decimal","precision":10,"scale":2}},
  {"name":"currency","type":"string"},
  {"name":"placed_at","type":{"type":"long","logicalType":"timestamp-millis"}},
  {"name":"items","type":{"type":"array","items":{"type":"record","name":"Item","fields":[
    {"name":"sku","type":"string"},{"name":"quantity","type":"int"}]}}},
  {"name":"note","type":["null","string"],"default":null}]})";

const char *kPaymentProto = R"(syntax = "proto3";
package demo.pay;

import "google/protobuf/timestamp.proto";

message Payment {
  enum Method { CARD = 0; INVOICE = 1; WALLET = 2; }
  string payment_id = 1;
  string order_id = 2;
  int64 amount_cents = 3;
  string currency = 4;
  Method method = 5;
  google.protobuf.Timestamp paid_at = 6;
  map<string, string> metadata = 7;
}
)";

struct Customer {
    int id;
    const char *name;
    const char *country;
};
const Customer kCustomers[] = {{1042, "Ingrid Solberg", "NO"}, {2210, "Mateo García", "ES"},
                               {3177, "Aiko Tanaka", "JP"},    {4630, "Chidi Okafor", "NG"},
                               {5005, "Lena Fischer", "DE"},   {6121, "Priya Raman", "IN"}};
const char *kSkus[] = {"TEA-GREEN-100G", "MUG-STONE-03", "KETTLE-1L", "FILTER-PAPER-80",
                       "HONEY-RAW-250G"};
const char *kStatuses[] = {"NEW", "PAID", "SHIPPED", "PAID", "CANCELLED", "SHIPPED"};

QByteArray framed(int id, const QByteArray &payload, const QByteArray &indexes = {})
{
    QByteArray b(5, '\0');
    for (int i = 0; i < 4; ++i)
        b[4 - i] = char((id >> (8 * i)) & 0xff);
    return b + indexes + payload;
}

// 24 orders and their payments, made from the tables above (the same every run).
Result<QPair<QList<QByteArray>, QList<QByteArray>>> records(const schema::avro::Schema &order,
                                                            int orderId,
                                                            const schema::ProtobufSchema &payment,
                                                            int paymentId)
{
    QList<QByteArray> orders, payments;
    const qint64 start = 1733400000000; // 2024-12-05T12:00:00Z
    for (int i = 0; i < 24; ++i) {
        const Customer &c = kCustomers[i % 6];
        const QString id = QStringLiteral("6f1c2a%1-4b7e-4c1d-9a2f-%2")
                               .arg(i, 2, 10, QLatin1Char('0'))
                               .arg(100000000000LL + i * 7919LL, 12, 10, QLatin1Char('0'));
        QJsonArray items;
        for (int k = 0; k <= i % 3; ++k)
            items.append(QJsonObject{{QStringLiteral("sku"), QLatin1String(kSkus[(i + k) % 5])},
                                     {QStringLiteral("quantity"), 1 + (i * k) % 4}});
        const qint64 cents = 1290 + (i * 3571) % 25000;
        const QString total =
            QStringLiteral("%1.%2").arg(cents / 100).arg(cents % 100, 2, 10, QLatin1Char('0'));
        const QJsonObject o{
            {QStringLiteral("order_id"), id},
            {QStringLiteral("customer"),
             QJsonObject{{QStringLiteral("id"), c.id},
                         {QStringLiteral("name"), QString::fromUtf8(c.name)},
                         {QStringLiteral("country"), QLatin1String(c.country)}}},
            {QStringLiteral("status"), QLatin1String(kStatuses[i % 6])},
            {QStringLiteral("total"), total},
            {QStringLiteral("currency"), QStringLiteral("EUR")},
            {QStringLiteral("placed_at"), start + i * 731000LL},
            {QStringLiteral("items"), items},
            {QStringLiteral("note"),
             i % 5 == 0 ? QJsonValue(QStringLiteral("Leave at the door")) : QJsonValue()}};
        auto avro = schema::avro::encodeFromJson(order, o);
        if (!avro)
            return avro.error();
        orders << framed(orderId, avro.value());
        const QJsonObject p{{QStringLiteral("payment_id"), QStringLiteral("pay-%1").arg(90000 + i)},
                            {QStringLiteral("order_id"), id},
                            {QStringLiteral("amount_cents"), QString::number(cents)},
                            {QStringLiteral("currency"), QStringLiteral("EUR")},
                            {QStringLiteral("method"), QLatin1String(i % 3 == 0   ? "CARD"
                                                                     : i % 3 == 1 ? "INVOICE"
                                                                                  : "WALLET")},
                            {QStringLiteral("paid_at"),
                             QDateTime::fromMSecsSinceEpoch(start + i * 731000LL + 45000, Qt::UTC)
                                 .toString(Qt::ISODateWithMs)},
                            {QStringLiteral("metadata"),
                             QJsonObject{{QStringLiteral("channel"),
                                          i % 2 ? QStringLiteral("web") : QStringLiteral("app")}}}};
        auto proto = payment.encodeFromJson({0}, QJsonDocument(p).toJson(QJsonDocument::Compact));
        if (!proto)
            return proto.error();
        payments << framed(paymentId, proto.value(), QByteArray(1, '\0'));
    }
    return qMakePair(orders, payments);
}

} // namespace

Result<bool> seedSchemaDemoData(const ConnectionProfile &connection, const QString &registryUrl,
                                int timeoutMs)
{
    ConnectionProfile profile = connection;
    profile.timeoutMs = timeoutMs;
    const QString orders = QStringLiteral("demo-orders-avro"),
                  payments = QStringLiteral("demo-payments-protobuf");
    for (const QString &t : {orders, payments})
        if (auto g = WriteGuard::admit(profile, {WriteKind::SeedDemo, t}); !g)
            return g.error();
    auto client =
        KafkaClient::create(profile, QStringLiteral("demo"), KafkaClient::Type::Producer,
                            {{QStringLiteral("enable.idempotence"), QStringLiteral("true")}});
    if (!client)
        return client.error();
    for (const QString &t : {orders, payments})
        if (auto s = createTopic(*client.value(), {t, 3, -1, {}}); !s) {
            if (s.error().code == RD_KAFKA_RESP_ERR_TOPIC_ALREADY_EXISTS)
                return false;
            return s.error();
        }
    schema::RegistryConfig config;
    config.url = registryUrl;
    schema::SchemaRegistryClient registry(config);
    schema::SchemaAdmin admin(registry, profile);
    auto orderId =
        admin.registerSchema(orders + QStringLiteral("-value"),
                             {QString::fromUtf8(kOrderSchema), schema::SchemaType::Avro, {}});
    if (!orderId)
        return orderId.error();
    auto paymentId =
        admin.registerSchema(payments + QStringLiteral("-value"),
                             {QString::fromUtf8(kPaymentProto), schema::SchemaType::Protobuf, {}});
    if (!paymentId)
        return paymentId.error();
    auto order = schema::avro::Schema::parse(QString::fromUtf8(kOrderSchema));
    auto payment = schema::ProtobufSchema::parse(QString::fromUtf8(kPaymentProto), {});
    if (!order || !payment)
        return order ? payment.error() : order.error();
    auto made = records(order.value(), orderId.value(), *payment.value(), paymentId.value());
    if (!made)
        return made.error();
    QList<OutgoingMessage> messages;
    for (int i = 0; i < made->first.size(); ++i) {
        const QByteArray key = QStringLiteral("customer-%1").arg(kCustomers[i % 6].id).toUtf8();
        messages << OutgoingMessage{orders, -1, key, made->first[i], {}, 0}
                 << OutgoingMessage{payments, -1, key, made->second[i], {}, 0};
    }
    auto delivered = produceAndWait(*client.value(), messages, timeoutMs);
    if (!delivered)
        return delivered.error();
    for (const DeliveryResult &d : delivered.value())
        if (d.error)
            return Error::kafka(d.error->code,
                                KS_ERR("Producing demo data failed: %1").arg(d.error->text));
    return true;
}

} // namespace kafscope::local
