// The message browser with a schema registry (kafka1sr: one broker and Apicurio Registry): framed
// Avro keys and values decoded in the browse thread, the Schema column, the detail pane's decoded
// JSON and schema, the decoder choice, filters on decoded fields, and a per-row reason for each
// record that does not decode (never dropped). The Avro bytes are written by hand from the spec.
#include "admin/topic_admin.h"
#include "test_main.h"
#include "browse/message_browser_view.h"
#include "browse/message_detail_pane.h"
#include "browse/message_table_model.h"
#include "cluster/kafka_client.h"
#include "fake_registry.h"
#include "produce/sync_producer.h"
#include "gui/application.h"
#include "schema_support.h"
#include "test_cluster.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;
using namespace kafscope::ui;

namespace {

OutgoingMessage message(const QString &topic, const std::optional<QByteArray> &key,
                        const std::optional<QByteArray> &value)
{
    OutgoingMessage m;
    m.topic = topic;
    m.partition = 0;
    m.key = key;
    m.value = value;
    return m;
}

ConnectionProfile profileWithRegistry(const QString &url)
{
    ConnectionProfile p = profileFor("kafka1sr");
    p.registryUrl = url;
    return p;
}

QJsonObject jsonOf(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

struct Browser {
    kafscope::app::Window window;
    MessageBrowserView *view = nullptr;

    bool open(const QString &topic, const ConnectionProfile &profile)
    {
        window.show();
        if (!window.openView(QStringLiteral("messages:") + topic))
            return false;
        view = window.findChild<MessageBrowserView *>();
        if (!view)
            return false;
        QSignalSpy done(view, &MessageBrowserView::browseFinished);
        window.connectTo(profile);
        return done.wait(60000);
    }
    bool rerun()
    {
        QSignalSpy done(view, &MessageBrowserView::browseFinished);
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("startButton")),
                          Qt::LeftButton);
        return done.wait(60000);
    }
    QString cell(int row, int column) const
    {
        return view->model()->data(view->model()->index(row, column)).toString();
    }
    void select(int row) { view->table()->selectRow(row); }
    QComboBox *combo(const char *name) const
    {
        return view->findChild<QComboBox *>(QLatin1String(name));
    }
};

} // namespace

class TestSchemaMessageBrowser : public QObject {
    Q_OBJECT
    QString m_topic;
    int m_valueId = -1;
    int m_keyId = -1;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(!schemaRegistryUrl().isEmpty(), "the kafka1sr fixture runs no schema registry");
        m_topic = uniqueName(QStringLiteral("gui-schema"));
        auto admin = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-admin"));
        QVERIFY(admin);
        QVERIFY(createTopic(*admin.value(), NewTopicSpec{m_topic, 1, 1, {}}));
        // The topic's name in "doc" keeps each run's schemas (and so their ids) its own.
        m_valueId = registerSchema(
            m_topic + QStringLiteral("-value"),
            QStringLiteral(
                R"({"type":"record","name":"Person","namespace":"com.example.gui","doc":"%1",)"
                R"("fields":[{"name":"id","type":"int"},{"name":"name","type":"string"}]})")
                .arg(m_topic));
        m_keyId = registerSchema(
            m_topic + QStringLiteral("-key"),
            QStringLiteral(
                R"({"type":"record","name":"PersonKey","namespace":"com.example.gui","doc":"%1",)"
                R"("fields":[{"name":"k","type":"string"}]})")
                .arg(m_topic));
        QVERIFY(m_valueId > 0 && m_keyId > 0 && m_valueId != m_keyId);
        // Avro binary by the spec: int as zigzag varint (42 -> 0x54, 7 -> 0x0e), string as its
        // zigzag length (3 -> 0x06) then UTF-8.
        const QByteArray ann = QByteArray::fromHex("5406") + "Ann";
        const QList<OutgoingMessage> messages{
            message(m_topic, confluentFramed(m_keyId, QByteArray::fromHex("04") + "k1"),
                    confluentFramed(m_valueId, ann)), // 0
            message(m_topic, QByteArray("plain-key"),
                    confluentFramed(m_valueId, QByteArray::fromHex("0e06") + "Bob")), // 1
            message(m_topic, std::nullopt, confluentFramed(987654, ann)), // 2: unknown id
            message(m_topic, std::nullopt,
                    confluentFramed(m_valueId, QByteArray::fromHex("5406") + "A")), // 3: cut short
            message(m_topic, std::nullopt, QByteArray("plain text")),               // 4: not framed
            message(m_topic, QByteArray("gone"), std::nullopt),                     // 5: tombstone
        };
        auto producer = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-producer"),
                                            KafkaClient::Type::Producer);
        QVERIFY(producer);
        auto sent = produceAndWait(*producer.value(), messages, 30000);
        QVERIFY2(sent, sent ? "" : qPrintable(sent.error().message()));
        for (const DeliveryResult &d : sent.value())
            QVERIFY2(!d.error, d.error ? qPrintable(d.error->message()) : "");
    }

    void framedRecordsAreDecodedAndTheOthersSayWhy()
    {
        Browser b;
        QVERIFY(b.open(m_topic, profileWithRegistry(schemaRegistryUrl())));
        QAbstractItemModelTester tester(b.view->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(b.combo("schemaDecode")->isEnabled());
        QCOMPARE(b.view->model()->rowCount(), 6); // nothing that fails to decode is dropped
        QVERIFY(!b.view->table()->isColumnHidden(MessageTableModel::Schema));

        // Decoded key and value, and which schema decoded them.
        QCOMPARE(jsonOf(b.cell(0, MessageTableModel::Value)),
                 (QJsonObject{{"id", 42}, {"name", "Ann"}}));
        QCOMPARE(jsonOf(b.cell(0, MessageTableModel::Key)), (QJsonObject{{"k", "k1"}}));
        const QString schema0 = b.cell(0, MessageTableModel::Schema);
        QVERIFY2(schema0.contains(m_topic + QStringLiteral("-value v1")) &&
                     schema0.contains(QStringLiteral("id %1").arg(m_valueId)) &&
                     schema0.contains(QStringLiteral("AVRO")),
                 qPrintable(schema0));
        const QString tip =
            b.view->model()
                ->data(b.view->model()->index(0, MessageTableModel::Schema), Qt::ToolTipRole)
                .toString();
        QVERIFY2(tip.contains(QStringLiteral("Key decoded with %1-key v1").arg(m_topic)),
                 qPrintable(tip));
        QCOMPARE(jsonOf(b.cell(1, MessageTableModel::Value)),
                 (QJsonObject{{"id", 7}, {"name", "Bob"}}));
        QCOMPARE(b.cell(1, MessageTableModel::Key),
                 QStringLiteral("plain-key")); // plain keys stay as they are

        // The ones that do not decode say why, row by row, and keep their bytes.
        const QString unknown = b.cell(2, MessageTableModel::Schema);
        QVERIFY2(unknown.startsWith(QStringLiteral("Not decoded: ")) &&
                     unknown.contains(QStringLiteral("987654")) &&
                     unknown.contains(QStringLiteral("unknown")),
                 qPrintable(unknown));
        QVERIFY(b.cell(2, MessageTableModel::Value)
                    .contains(QStringLiteral("Ann"))); // the raw bytes, escaped
        const QString cut = b.cell(3, MessageTableModel::Schema);
        QVERIFY2(cut.startsWith(QStringLiteral("Not decoded: ")), qPrintable(cut));
        QVERIFY(b.cell(4, MessageTableModel::Schema).isEmpty());
        QCOMPARE(b.cell(4, MessageTableModel::Value), QStringLiteral("plain text"));
        QVERIFY(b.cell(5, MessageTableModel::Schema).isEmpty());

        // The detail pane: pretty JSON and the schema, picked by Auto.
        b.select(0);
        MessageDetailPane *d = b.view->detail();
        QVERIFY(d->valueShownWithSchema());
        QCOMPARE(jsonOf(d->valueText()), (QJsonObject{{"id", 42}, {"name", "Ann"}}));
        QVERIFY2(d->valueText().contains(QStringLiteral("\n")),
                 qPrintable(d->valueText())); // pretty-printed
        QVERIFY2(
            d->valueInfo().contains(QStringLiteral("Schema registry: %1-value v1 · id %2 · AVRO")
                                        .arg(m_topic)
                                        .arg(m_valueId)),
            qPrintable(d->valueInfo()));
        QCOMPARE(jsonOf(d->keyText()), (QJsonObject{{"k", "k1"}}));

        // Choosing another decoder shows the bytes; choosing the registry again the JSON.
        QComboBox *valueDecoder = b.combo("valueDecoder");
        valueDecoder->setCurrentIndex(valueDecoder->findData(int(Decoder::Hex)));
        QVERIFY(!d->valueShownWithSchema());
        QCOMPARE(d->valueDecoder(), Decoder::Hex);
        QVERIFY2(d->valueText().startsWith(QStringLiteral("00000000  00 ")),
                 qPrintable(d->valueText()));
        valueDecoder->setCurrentIndex(valueDecoder->findText(QStringLiteral("Schema registry")));
        QVERIFY(d->valueShownWithSchema());
        QCOMPARE(jsonOf(d->valueText()), (QJsonObject{{"id", 42}, {"name", "Ann"}}));

        // An unknown id in the pane: the reason, then the bytes as hex.
        b.select(2);
        QVERIFY(d->valueShownWithSchema());
        QVERIFY2(
            d->valueText().startsWith(QStringLiteral("Not decoded with the schema registry: ")) &&
                d->valueText().contains(QStringLiteral("987654")) &&
                d->valueText().contains(QStringLiteral("00000000  00 00 0f 12 06")),
            qPrintable(d->valueText()));
        QVERIFY2(d->valueInfo().contains(QStringLiteral("not decoded")),
                 qPrintable(d->valueInfo()));
        // A plain value asked for with the registry says it is not framed, and shows it.
        b.select(4);
        QVERIFY2(d->valueText().contains(QStringLiteral("not framed for a registry")) &&
                     d->valueText().contains(QStringLiteral("plain text")),
                 qPrintable(d->valueText()));
        valueDecoder->setCurrentIndex(valueDecoder->findData(-1)); // Auto again
        QCOMPARE(d->valueText(), QStringLiteral("plain text"));
        QVERIFY(!d->valueShownWithSchema());
    }

    void filtersSeeDecodedFieldsAndDecodingCanBeTurnedOff()
    {
        Browser b;
        QVERIFY(b.open(m_topic, profileWithRegistry(schemaRegistryUrl())));
        auto *filter = b.view->findChild<QLineEdit *>(QStringLiteral("filter"));
        filter->setText(QStringLiteral("value.id == 7"));
        QVERIFY(b.rerun());
        QCOMPARE(b.view->model()->rowCount(), 1);
        QCOMPARE(b.view->model()->record(0).offset, 1);
        QVERIFY2(b.view->progressText().contains(QStringLiteral("kept 1")),
                 qPrintable(b.view->progressText()));
        filter->setText(QStringLiteral("key.k == \"k1\" and value.name == \"Ann\""));
        QVERIFY(b.rerun());
        QCOMPARE(b.view->model()->rowCount(), 1);
        QCOMPARE(b.view->model()->record(0).offset, 0);
        // The limit counts the records the decoded filter kept.
        filter->setText(QStringLiteral("value.id > 0"));
        b.view->findChild<QSpinBox *>(QStringLiteral("limit"))->setValue(1);
        QVERIFY(b.rerun());
        QCOMPARE(b.view->model()->rowCount(), 1);
        QVERIFY2(b.view->statusText().contains(QStringLiteral("limit")),
                 qPrintable(b.view->statusText()));
        b.view->findChild<QSpinBox *>(QStringLiteral("limit"))->setValue(500);

        // Off: the raw bytes, no Schema column, and value.id no longer matches a framed value.
        QComboBox *mode = b.combo("schemaDecode");
        mode->setCurrentIndex(mode->findData(int(schema::DecodeMode::None)));
        QVERIFY(b.rerun());
        QCOMPARE(b.view->model()->rowCount(), 0);
        filter->clear();
        QVERIFY(b.rerun());
        QCOMPARE(b.view->model()->rowCount(), 6);
        QVERIFY(b.view->table()->isColumnHidden(MessageTableModel::Schema));
        QVERIFY(!b.view->model()->record(0).decoding);
        QVERIFY(b.cell(0, MessageTableModel::Value).startsWith(QStringLiteral("\\x00")));
    }

    void exportAndCopyWriteTheDecodedJson()
    {
        Browser b;
        QVERIFY(b.open(m_topic, profileWithRegistry(schemaRegistryUrl())));
        QTemporaryDir dir;
        const QString jsonl = dir.filePath(QStringLiteral("out.jsonl"));
        QSignalSpy exported(b.view, &MessageBrowserView::exportFinished);
        b.view->exportRows(jsonl, MessageBrowserView::ExportFormat::JsonLines);
        QVERIFY(exported.count() > 0 || exported.wait(30000));
        QVERIFY2(exported.last().first().toBool(), qPrintable(exported.last().at(1).toString()));
        QFile f(jsonl);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        QCOMPARE(lines.size(), 7); // six records and the last newline
        const QJsonObject first = QJsonDocument::fromJson(lines[0]).object();
        QCOMPARE(first.value(QStringLiteral("value")).toObject(),
                 (QJsonObject{{"id", 42}, {"name", "Ann"}}));
        QCOMPARE(first.value(QStringLiteral("value_encoding")).toString(),
                 QStringLiteral("schema"));
        const QJsonObject valueSchema = first.value(QStringLiteral("value_schema")).toObject();
        QCOMPARE(valueSchema.value(QStringLiteral("id")).toInt(), m_valueId);
        QCOMPARE(valueSchema.value(QStringLiteral("subject")).toString(),
                 m_topic + QStringLiteral("-value"));
        QCOMPARE(valueSchema.value(QStringLiteral("version")).toInt(), 1);
        QCOMPARE(valueSchema.value(QStringLiteral("type")).toString(), QStringLiteral("AVRO"));
        QCOMPARE(first.value(QStringLiteral("key")).toObject(), (QJsonObject{{"k", "k1"}}));
        QCOMPARE(first.value(QStringLiteral("key_schema"))
                     .toObject()
                     .value(QStringLiteral("id"))
                     .toInt(),
                 m_keyId);
        const QJsonObject unknown = QJsonDocument::fromJson(lines[2]).object();
        QVERIFY(unknown.value(QStringLiteral("value_decode_error"))
                    .toString()
                    .contains(QStringLiteral("987654")));
        QVERIFY(unknown.value(QStringLiteral("value")).isString()); // the raw bytes kept
        const QJsonObject plain = QJsonDocument::fromJson(lines[4]).object();
        QCOMPARE(plain.value(QStringLiteral("value")).toString(), QStringLiteral("plain text"));
        QVERIFY(!plain.contains(QStringLiteral("value_schema")) &&
                !plain.contains(QStringLiteral("value_decode_error")));

        const QString csv = dir.filePath(QStringLiteral("out.csv"));
        b.view->exportRows(csv, MessageBrowserView::ExportFormat::Csv);
        QVERIFY(exported.count() > 1 || exported.wait(30000));
        QFile c(csv);
        QVERIFY(c.open(QIODevice::ReadOnly));
        const QList<QByteArray> rows = c.readAll().split('\n');
        QVERIFY2(rows[1].contains(R"("{""id"":42,""name"":""Ann""}","schema")"),
                 rows[1].constData());

        b.select(1);
        b.view->copyAsJson();
        const QJsonObject copied =
            QJsonDocument::fromJson(QApplication::clipboard()->text().toUtf8()).object();
        QCOMPARE(copied.value(QStringLiteral("value")).toObject(),
                 (QJsonObject{{"id", 7}, {"name", "Bob"}}));
        QCOMPARE(copied.value(QStringLiteral("key")).toString(), QStringLiteral("plain-key"));
    }

    // Issue 32 (F5): Stop does not wait behind a registry request. The registry (a fake one in
    // Python) answers after 60 s; the connection's time limit, the registry's too, is 90 s.
    void stopDoesNotWaitForASlowRegistry()
    {
        FakeRegistry registry({QStringLiteral("--mode"), QStringLiteral("slow"),
                               QStringLiteral("--delay"), QStringLiteral("60")});
        ConnectionProfile profile = profileWithRegistry(registry.url());
        profile.timeoutMs = 90000;
        Browser b;
        b.window.show();
        QVERIFY(b.window.openView(QStringLiteral("messages:") + m_topic));
        b.view = b.window.findChild<MessageBrowserView *>();
        QVERIFY(b.view);
        QSignalSpy done(b.view, &MessageBrowserView::browseFinished);
        b.window.connectTo(profile);
        QTRY_VERIFY_WITH_TIMEOUT(!registry.requests().isEmpty(), 60000);
        QVERIFY(done.isEmpty()); // still waiting for the registry
        auto *stop = b.view->findChild<QPushButton *>(QStringLiteral("stopButton"));
        QVERIFY(stop->isEnabled());
        QTest::mouseClick(stop, Qt::LeftButton);
        QVERIFY2(!done.isEmpty() || done.wait(30000), "the browse did not end within 30 s of Stop");
        QVERIFY(!stop->isEnabled());
    }

    void anUnreachableRegistryIsARowReasonNotAFailure()
    {
        Browser b;
        QVERIFY(b.open(m_topic, profileWithRegistry(QStringLiteral("http://127.0.0.1:9"))));
        QCOMPARE(b.view->model()->rowCount(), 6);
        const QString why = b.cell(0, MessageTableModel::Schema);
        QVERIFY2(
            why.contains(QStringLiteral("Cannot reach the schema registry at http://127.0.0.1:9")),
            qPrintable(why));
        QVERIFY(b.cell(4, MessageTableModel::Schema).isEmpty());
        QCOMPARE(b.cell(4, MessageTableModel::Value), QStringLiteral("plain text"));
    }

    void withoutARegistryOnlyAFileDecodes()
    {
        Browser b;
        QVERIFY(b.open(m_topic, profileFor("kafka1sr")));
        QVERIFY(b.combo("schemaDecode")->isEnabled()); // a schema file needs no registry
        QVERIFY(b.view->table()->isColumnHidden(MessageTableModel::Schema));
        QCOMPARE(b.view->model()->rowCount(), 6);
        QVERIFY(!b.view->model()->record(0).decoding);
    }

    // Raw (unframed) values decoded with a schema file chosen for the topic, without a registry:
    // an Avro .avsc and a .proto (the bytes by hand from the specs); a value that does not fit
    // keeps its row and says why; the choice is remembered for the topic in a new window; a file
    // that does not load fails the browse with the reason.
    void rawValuesDecodeWithASchemaFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString avsc = dir.filePath(QStringLiteral("tick.avsc"));
        const QString proto = dir.filePath(QStringLiteral("ping.proto"));
        for (const auto &[path, text] :
             {std::pair{avsc, QByteArray("{\"type\":\"record\",\"name\":\"Tick\",\"fields\":["
                                         "{\"name\":\"n\",\"type\":\"long\"},"
                                         "{\"name\":\"label\",\"type\":\"string\"}]}")},
              std::pair{proto,
                        QByteArray("syntax = \"proto3\";\npackage shop;\n"
                                   "message Ping { string from = 1; int32 hops = 2; }\n")}}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        }
        auto admin = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-admin"));
        QVERIFY(admin);
        const QString ticks = uniqueName(QStringLiteral("gui-local-avro"));
        const QString pings = uniqueName(QStringLiteral("gui-local-proto"));
        QVERIFY(createTopic(*admin.value(), NewTopicSpec{ticks, 1, 1, {}}));
        QVERIFY(createTopic(*admin.value(), NewTopicSpec{pings, 1, 1, {}}));
        auto producer = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-producer"),
                                            KafkaClient::Type::Producer);
        QVERIFY(producer);
        // Avro: zigzag 5 -> 0a, "ab" -> 04 61 62; -1 -> 01, "" -> 00; then a truncated value.
        // Protobuf: field 1 (string) "edge" -> 0a 04 ..., field 2 (varint) 3 -> 10 03.
        auto sent = produceAndWait(
            *producer.value(),
            {message(ticks, std::nullopt, QByteArray::fromHex("0a046162")),
             message(ticks, std::nullopt, QByteArray::fromHex("0100")),
             message(ticks, std::nullopt, QByteArray::fromHex("0a06")),
             message(pings, std::nullopt,
                     QByteArray::fromHex("0a0465646765") + QByteArray::fromHex("1003"))},
            30000);
        QVERIFY2(sent, sent ? "" : qPrintable(sent.error().message()));

        {
            Browser b;
            QVERIFY(b.open(ticks, profileFor("kafka1sr")));
            QVERIFY(b.view->table()->isColumnHidden(MessageTableModel::Schema));
            schema::LocalSchema local;
            local.kind = schema::LocalSchema::Kind::Avro;
            local.file = avsc;
            b.view->setLocalSchema(ticks, local);
            QCOMPARE(b.combo("schemaDecode")->currentText(), QStringLiteral("Schema file"));
            QVERIFY(b.rerun());
            QCOMPARE(b.view->model()->rowCount(), 3);
            QVERIFY(!b.view->table()->isColumnHidden(MessageTableModel::Schema));
            QCOMPARE(b.cell(0, MessageTableModel::Schema), QStringLiteral("tick.avsc · AVRO"));
            QCOMPARE(jsonOf(b.cell(0, MessageTableModel::Value)),
                     (QJsonObject{{"n", 5}, {"label", "ab"}}));
            QCOMPARE(jsonOf(b.cell(1, MessageTableModel::Value)),
                     (QJsonObject{{"n", -1}, {"label", ""}}));
            const QString why = b.cell(2, MessageTableModel::Schema);
            QVERIFY2(why.startsWith(QStringLiteral("Not decoded: ")) &&
                         why.contains(QStringLiteral("tick.avsc")),
                     qPrintable(why));
            // A filter on a decoded field.
            b.view->findChild<QLineEdit *>(QStringLiteral("filter"))
                ->setText(QStringLiteral("value.n == -1"));
            QVERIFY(b.rerun());
            QCOMPARE(b.view->model()->rowCount(), 1);

            // Protobuf: the message named; without it the browse fails and says so.
            b.view->browseTopic(pings);
            QTRY_VERIFY_WITH_TIMEOUT(!b.view->isBrowsing(), 30000);
            b.view->findChild<QLineEdit *>(QStringLiteral("filter"))->clear();
            schema::LocalSchema p;
            p.kind = schema::LocalSchema::Kind::Proto;
            p.file = proto;
            b.view->setLocalSchema(pings, p);
            QVERIFY(b.rerun());
            QVERIFY2(b.view->statusText().contains(QStringLiteral("name the message")),
                     qPrintable(b.view->statusText()));
            p.message = QStringLiteral("shop.Ping");
            b.view->setLocalSchema(pings, p);
            QVERIFY(b.rerun());
            QCOMPARE(b.view->model()->rowCount(), 1);
            QCOMPARE(b.cell(0, MessageTableModel::Schema),
                     QStringLiteral("ping.proto · PROTOBUF shop.Ping"));
            QCOMPARE(jsonOf(b.cell(0, MessageTableModel::Value)),
                     (QJsonObject{{"from", "edge"}, {"hops", 3}}));
        }
        // Remembered per topic: a new window decodes the topic with its file at once.
        Browser again;
        QVERIFY(again.open(ticks, profileFor("kafka1sr")));
        QCOMPARE(again.combo("schemaDecode")->currentText(), QStringLiteral("Schema file"));
        QCOMPARE(again.cell(0, MessageTableModel::Schema), QStringLiteral("tick.avsc · AVRO"));
        again.view->setLocalSchema(ticks, std::nullopt);
        QCOMPARE(again.combo("schemaDecode")->currentText(),
                 QStringLiteral("Auto (framed values)"));
    }
};

KAFSCOPE_TEST_MAIN(TestSchemaMessageBrowser)
#include "test_schema_message_browser.moc"
