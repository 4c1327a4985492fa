// The Produce view with a schema (kafka1sr: one broker and Apicurio Registry): JSON typed for a
// value and key subject is encoded with the registry's Avro schema and framed with its id; the
// bytes on the topic are the spec's bytes, read back and decoded by core's decoder; a pinned
// version uses that version's id; JSON that does not fit names the field and sends nothing.
#include "admin/topic_admin.h"
#include "test_main.h"
#include "browse/browse_reader.h"
#include "cluster/kafka_client.h"
#include "produce/load_panel.h"
#include "produce/load_runner.h"
#include "produce/produce_view.h"
#include "schema/registry_http.h"
#include "schema/value_decoder.h"
#include "gui/application.h"
#include "schema_support.h"
#include "test_cluster.h"

#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>
#include <QTabWidget>

using namespace kafscope;
using namespace kafscope::test;
using namespace kafscope::ui;

namespace {

QList<BrowseRecord> readAll(const QString &topic)
{
    BrowseRequest request;
    request.topic = topic;
    request.maxResults = 0;
    auto reader = BrowseReader::open(profileFor("kafka1sr"), request);
    if (!reader)
        qFatal("browse: %s", qPrintable(reader.error().message()));
    QList<BrowseRecord> out;
    for (int i = 0; i < 300 && reader.value()->step(
                                   [&](const RecordView &v) { out << copyRecord(v, 1 << 20); });
         ++i) {
    }
    return out;
}

} // namespace

class TestSchemaProduceView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void producesWithAValueAndKeySchema()
    {
        QVERIFY2(!schemaRegistryUrl().isEmpty(), "the kafka1sr fixture runs no schema registry");
        const QString topic = uniqueName(QStringLiteral("gui-schema-produce"));
        auto admin = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-admin"));
        QVERIFY(admin);
        QVERIFY(createTopic(*admin.value(), NewTopicSpec{topic, 1, 1, {}}));
        const QString person = QStringLiteral(
            R"({"type":"record","name":"Person","namespace":"gui.produce","doc":"%1","fields":[)"
            R"({"name":"id","type":"int"},{"name":"name","type":"string"}%2]})");
        const int v1 =
            registerSchema(topic + QStringLiteral("-value"), person.arg(topic, QString()));
        const int v2 = registerSchema(
            topic + QStringLiteral("-value"),
            person.arg(
                topic,
                QStringLiteral(
                    R"(,{"name":"tags","type":{"type":"array","items":"string"},"default":[]})")));
        const int keyId =
            registerSchema(topic + QStringLiteral("-key"),
                           QStringLiteral(R"({"type":"string","doc":"%1"})").arg(topic));
        QVERIFY(v1 > 0 && v2 > 0 && keyId > 0 && v1 != v2);

        kafscope::app::Window w;
        w.show();
        ConnectionProfile profile = profileFor("kafka1sr");
        profile.registryUrl = schemaRegistryUrl();
        w.connectTo(profile);
        QVERIFY(w.openView(QStringLiteral("produce:") + topic));
        auto *view = w.findChild<ProduceView *>();
        QVERIFY(view);
        auto *valueSchema = view->findChild<QComboBox *>(QStringLiteral("valueSchema"));
        auto *keySchema = view->findChild<QComboBox *>(QStringLiteral("keySchema"));
        // The registry's subjects are offered (read off the GUI thread).
        QTRY_VERIFY_WITH_TIMEOUT(valueSchema->findText(topic + QStringLiteral("-value")) >= 0,
                                 20000);
        auto *value = view->findChild<QPlainTextEdit *>(QStringLiteral("value"));
        auto *key = view->findChild<QLineEdit *>(QStringLiteral("key"));
        auto *send = view->findChild<QPushButton *>(QStringLiteral("send"));
        const auto sendOnce = [&] {
            QSignalSpy sent(view, &ProduceView::sendFinished);
            QTest::mouseClick(send, Qt::LeftButton);
            return sent.wait(30000) ? sent.first().first().toBool() : false;
        };

        // The latest version, with a key schema too.
        valueSchema->setCurrentIndex(valueSchema->findText(topic + QStringLiteral("-value")));
        keySchema->setCurrentText(topic + QStringLiteral("-key"));
        key->setText(QStringLiteral("\"p-5\""));
        value->setPlainText(QStringLiteral(R"({"id": 5, "name": "Zed", "tags": ["a"]})"));
        QVERIFY2(sendOnce(), qPrintable(view->resultText()));
        // A pinned version, no key.
        valueSchema->setCurrentText(topic + QStringLiteral("-value:1"));
        keySchema->setCurrentText(QString());
        key->clear();
        value->setPlainText(QStringLiteral(R"({"id": -1, "name": ""})"));
        QVERIFY2(sendOnce(), qPrintable(view->resultText()));
        // JSON that does not fit: nothing is sent and the field is named.
        valueSchema->setCurrentText(topic + QStringLiteral("-value"));
        value->setPlainText(QStringLiteral(R"({"id": "five", "name": "Zed"})"));
        QVERIFY(!sendOnce());
        QVERIFY2(view->resultText().contains(QStringLiteral("does not fit %1-value").arg(topic)) &&
                     view->resultText().contains(QStringLiteral("id")),
                 qPrintable(view->resultText()));
        // A key schema without a key.
        keySchema->setCurrentText(topic + QStringLiteral("-key"));
        value->setPlainText(QStringLiteral(R"({"id": 1, "name": "A"})"));
        QVERIFY(!sendOnce());
        QVERIFY2(view->resultText().contains(QStringLiteral("needs a key")),
                 qPrintable(view->resultText()));

        const QList<BrowseRecord> records = readAll(topic);
        QCOMPARE(records.size(), 2);
        // Avro binary by the spec: zigzag ints (5 -> 0x0a, -1 -> 0x01), strings and arrays with
        // zigzag lengths (3 -> 0x06, 1 -> 0x02, 0 -> 0x00), an array ends with a zero count.
        QCOMPARE(records[0].valueBytes().value(),
                 confluentFramed(v2, QByteArray::fromHex("0a06") + "Zed" +
                                         QByteArray::fromHex("0202") + "a" + QByteArray(1, '\0')));
        QCOMPARE(records[0].keyBytes().value(),
                 confluentFramed(keyId, QByteArray::fromHex("06") + "p-5"));
        QCOMPARE(records[1].valueBytes().value(), confluentFramed(v1, QByteArray::fromHex("0100")));
        QVERIFY(records[1].keyIsNull());

        // And core's decoder (the CLI's and the browser's) reads them back.
        schema::RegistryConfig config;
        config.url = schemaRegistryUrl();
        schema::ValueDecoder decoder(schema::DecodeMode::Registry, config);
        const QByteArray v = records[0].valueBytes().value();
        auto decoded = decoder.decode(v.constData(), v.size());
        QVERIFY(decoded && decoded->ok());
        QCOMPARE(QJsonDocument::fromJson(decoded->value().json).object(),
                 (QJsonObject{{"id", 5}, {"name", "Zed"}, {"tags", QJsonArray{"a"}}}));
        QCOMPARE(decoded->value().version, 2);
        const QByteArray k = records[0].keyBytes().value();
        auto decodedKey = decoder.decodeKey(k.constData(), k.size());
        QVERIFY(decodedKey && decodedKey->ok());
        QCOMPARE(decodedKey->value().json, QByteArray("\"p-5\""));
    }

    // The load generator with the value schema chosen above: each rendered template is encoded
    // and framed (read back and decoded field for field); a template the schema refuses sends
    // nothing, and every message counts as failed under _SCHEMA_ENCODE.
    void aLoadRunEncodesEveryValueWithTheSchema()
    {
        const QString topic = uniqueName(QStringLiteral("gui-schema-load"));
        auto admin = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-admin"));
        QVERIFY(admin);
        QVERIFY(createTopic(*admin.value(), NewTopicSpec{topic, 2, 1, {}}));
        const int id = registerSchema(
            topic + QStringLiteral("-value"),
            QStringLiteral(
                R"({"type":"record","name":"Tick","namespace":"gui.load","doc":"%1",)"
                R"("fields":[{"name":"n","type":"long"},{"name":"label","type":"string"}]})")
                .arg(topic));
        QVERIFY(id > 0);

        kafscope::app::Window w;
        w.show();
        ConnectionProfile profile = profileFor("kafka1sr");
        profile.registryUrl = schemaRegistryUrl();
        w.connectTo(profile);
        QVERIFY(w.openView(QStringLiteral("produce:") + topic));
        auto *view = w.findChild<ProduceView *>();
        QVERIFY(view);
        view->findChild<QComboBox *>(QStringLiteral("valueSchema"))
            ->setCurrentText(topic + QStringLiteral("-value"));
        view->tabs()->setCurrentIndex(1); // the load generator's tab
        LoadPanel *load = view->loadPanel();
        load->findChild<QComboBox *>(QStringLiteral("loadTopic"))->setCurrentText(topic);
        load->findChild<QSpinBox *>(QStringLiteral("loadCount"))->setValue(200);
        load->findChild<QSpinBox *>(QStringLiteral("loadRate"))->setValue(0);
        auto *tmpl = load->findChild<QLineEdit *>(QStringLiteral("loadTemplate"));
        auto *withSchema = load->findChild<QCheckBox *>(QStringLiteral("loadWithSchema"));
        QVERIFY(tmpl && withSchema);
        tmpl->setText(QStringLiteral(R"({"n": {{seq}}, "label": "tick-{{seq}}"})"));
        withSchema->setChecked(true);
        const auto run = [&]() -> LoadStats {
            QSignalSpy finished(load->runner(), &LoadRunner::finished);
            QTest::mouseClick(load->findChild<QPushButton *>(QStringLiteral("startLoad")),
                              Qt::LeftButton);
            if (!finished.wait(60000))
                return {};
            return finished.first().first().value<LoadStats>();
        };
        const LoadStats ok = run();
        QVERIFY2(ok.finished && ok.acked == 200 && ok.failed == 0,
                 qPrintable(load->countersText()));

        const QList<BrowseRecord> records = readAll(topic);
        QCOMPARE(records.size(), 200);
        schema::RegistryConfig config;
        config.url = schemaRegistryUrl();
        schema::ValueDecoder decoder(schema::DecodeMode::Registry, config);
        QSet<qint64> seen;
        for (const BrowseRecord &r : records) {
            const QByteArray v = r.valueBytes().value();
            QCOMPARE(v.left(5), confluentFramed(id, {}));
            auto decoded = decoder.decode(v.constData(), v.size());
            QVERIFY(decoded && decoded->ok());
            const QJsonObject o = QJsonDocument::fromJson(decoded->value().json).object();
            const qint64 n = o.value(QStringLiteral("n")).toInteger(-1);
            QCOMPARE(o.value(QStringLiteral("label")).toString(), QStringLiteral("tick-%1").arg(n));
            seen.insert(n);
        }
        QCOMPARE(seen.size(), 200); // every sequence number once

        // A template the schema refuses: nothing sent, every message counted, the field named.
        tmpl->setText(QStringLiteral(R"({"n": "x{{seq}}", "label": "bad"})"));
        load->findChild<QSpinBox *>(QStringLiteral("loadCount"))->setValue(20);
        const LoadStats refused = run();
        QVERIFY2(refused.finished && refused.acked == 0 && refused.failed == 20,
                 qPrintable(load->countersText()));
        QCOMPARE(refused.errors.value(QStringLiteral("_SCHEMA_ENCODE")), 20);
        const QString why = refused.errorTexts.value(QStringLiteral("_SCHEMA_ENCODE"));
        QVERIFY2(why.contains(QLatin1String("n: expected long, got \"x")), qPrintable(why));
        QCOMPARE(readAll(topic).size(), 200);

        // Without a value schema chosen, the run does not start and says what is missing.
        view->findChild<QComboBox *>(QStringLiteral("valueSchema"))->setCurrentText(QString());
        QTest::mouseClick(load->findChild<QPushButton *>(QStringLiteral("startLoad")),
                          Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(load->countersText().contains(QStringLiteral("value schema")),
                                 5000);
        QVERIFY(!load->runner()->isRunning());
        QVERIFY(load->startButton()->isEnabled());
    }

    void withoutARegistryASchemaIsRefused()
    {
        kafscope::app::Window w;
        w.show();
        w.connectTo(profileFor("kafka1sr"));
        QVERIFY(w.openView(QStringLiteral("produce:any-topic")));
        auto *view = w.findChild<ProduceView *>();
        view->findChild<QComboBox *>(QStringLiteral("valueSchema"))
            ->setCurrentText(QStringLiteral("orders-value"));
        view->findChild<QPlainTextEdit *>(QStringLiteral("value"))
            ->setPlainText(QStringLiteral("{}"));
        QSignalSpy sent(view, &ProduceView::sendFinished);
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("send")), Qt::LeftButton);
        QVERIFY2(view->resultText().contains(QStringLiteral("no schema registry")),
                 qPrintable(view->resultText()));
        QCOMPARE(sent.count(), 0);
    }
};

KAFSCOPE_TEST_MAIN(TestSchemaProduceView)
#include "test_schema_produce_view.moc"
