// The Messages view on a schema topic (issue #33), against kafka1sr (a broker and a registry):
// with Avro keys and values decoded, the Key and Value columns are on screen (and the Schema
// column shown) at 1280x800 and at 960x600, light and dark, English and Chinese; the limit of a
// decoded read over several partitions is shared by them.
#include "admin/topic_admin.h"
#include "test_main.h"
#include "browse/message_browser_view.h"
#include "browse/message_table_model.h"
#include "cluster/kafka_client.h"
#include "common/palette.h"
#include "common/translations.h"
#include "produce/sync_producer.h"
#include "schema_support.h"
#include "gui/application.h"
#include "test_cluster.h"

#include <QHeaderView>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;
using namespace kafscope::ui;

class TestMessagesSchemaFit : public QObject {
    Q_OBJECT
    QString m_topic;

    ConnectionProfile profile() const
    {
        ConnectionProfile p = profileFor("kafka1sr");
        p.registryUrl = schemaRegistryUrl();
        return p;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(!schemaRegistryUrl().isEmpty(), "the kafka1sr fixture runs no schema registry");
        m_topic = uniqueName(QStringLiteral("gui-schema-fit"));
        auto admin = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-admin"));
        QVERIFY(admin);
        QVERIFY(createTopic(*admin.value(), NewTopicSpec{m_topic, 4, 1, {}}));
        const int valueId = registerSchema(
            m_topic + QStringLiteral("-value"),
            QStringLiteral(
                R"({"type":"record","name":"Order","namespace":"com.example.fit","doc":"%1",)"
                R"("fields":[{"name":"id","type":"int"},{"name":"customer","type":"string"},)"
                R"({"name":"status","type":"string"}]})")
                .arg(m_topic));
        const int keyId = registerSchema(
            m_topic + QStringLiteral("-key"),
            QStringLiteral(
                R"({"type":"record","name":"OrderKey","namespace":"com.example.fit","doc":"%1",)"
                R"("fields":[{"name":"order","type":"string"}]})")
                .arg(m_topic));
        QVERIFY(valueId > 0 && keyId > 0);
        // Avro binary by the spec: int as a zigzag varint, string as its zigzag length then UTF-8.
        const auto avroString = [](const QByteArray &s) {
            return QByteArray(1, char(s.size() * 2)) + s;
        };
        QList<OutgoingMessage> messages;
        for (int n = 0; n < 40; ++n) {
            OutgoingMessage m;
            m.topic = m_topic;
            m.partition = n % 4;
            m.key = confluentFramed(keyId, avroString("order-" + QByteArray::number(n)));
            m.value = confluentFramed(valueId, QByteArray(1, char(n * 2)) +
                                                   avroString("customer-" + QByteArray::number(n)) +
                                                   avroString("SHIPPED"));
            messages << m;
        }
        auto producer = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-producer"),
                                            KafkaClient::Type::Producer);
        QVERIFY(producer);
        auto sent = produceAndWait(*producer.value(), messages, 30000);
        QVERIFY2(sent, sent ? "" : qPrintable(sent.error().message()));
    }

    // A decoded read with a limit shares it as a plain one does.
    void decodedLimitIsShared()
    {
        kafscope::app::Window w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(w.openView(QStringLiteral("messages:") + m_topic));
        auto *view = w.findChild<MessageBrowserView *>();
        QVERIFY(view);
        QSignalSpy done(view, &MessageBrowserView::browseFinished);
        w.connectTo(profile());
        QVERIFY(done.wait(60000));
        view->findChild<QSpinBox *>(QStringLiteral("limit"))->setValue(8);
        QSignalSpy again(view, &MessageBrowserView::browseFinished);
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("startButton")),
                          Qt::LeftButton);
        QVERIFY(again.wait(60000));
        QCOMPARE(view->model()->rowCount(), 8);
        QHash<int, int> per;
        for (int i = 0; i < view->model()->rowCount(); ++i)
            ++per[view->model()->record(i).partition];
        QCOMPARE(per, (QHash<int, int>{{0, 2}, {1, 2}, {2, 2}, {3, 2}}));
        QVERIFY2(view->statusText().contains(QStringLiteral("shared by 4 partitions: 2 from each")),
                 qPrintable(view->statusText()));
    }

    void keyAndValueOnScreen_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("theme");
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "zh_CN"}) // Chinese last: its translator stays
            for (const char *theme : {"light", "dark"})
                for (QSize size : {QSize(1280, 800), QSize(960, 600)})
                    QTest::addRow("%s %s %dx%d", language, theme, size.width(), size.height())
                        << size << QString::fromLatin1(theme) << QString::fromLatin1(language);
    }
    void keyAndValueOnScreen()
    {
        QFETCH(QSize, size);
        QFETCH(QString, theme);
        QFETCH(QString, language);
        if (language != QLatin1String("en"))
            QCOMPARE(i18n::install(language), language);
        Palette::applyTheme(*Palette::parseTheme(theme));
        kafscope::app::Window w;
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openView(QStringLiteral("messages:") + m_topic));
        auto *view = w.findChild<MessageBrowserView *>();
        QVERIFY(view);
        QSignalSpy done(view, &MessageBrowserView::browseFinished);
        w.connectTo(profile());
        QVERIFY(done.wait(60000));
        QCOMPARE(view->model()->rowCount(), 40);
        QTest::qWait(50);
        QTableView *table = view->table();
        QHeaderView *h = table->horizontalHeader();
        QVERIFY(!table->isColumnHidden(MessageTableModel::Schema));
        QVERIFY(view->model()
                    ->data(view->model()->index(0, MessageTableModel::Value))
                    .toString()
                    .contains(QStringLiteral("\"customer\"")));
        const auto visible = [&](int column, int least) {
            const int left = h->sectionViewportPosition(column);
            const int right = left + h->sectionSize(column);
            return left >= 0 && right <= table->viewport()->width() &&
                   h->sectionSize(column) >= least;
        };
        QVERIFY2(visible(MessageTableModel::Key, 80) && visible(MessageTableModel::Value, 200),
                 qPrintable(QStringLiteral("key %1+%2, value %3+%4 in %5 (window %6)")
                                .arg(h->sectionViewportPosition(MessageTableModel::Key))
                                .arg(h->sectionSize(MessageTableModel::Key))
                                .arg(h->sectionViewportPosition(MessageTableModel::Value))
                                .arg(h->sectionSize(MessageTableModel::Value))
                                .arg(table->viewport()->width())
                                .arg(w.width())));
        // KAFSCOPE_SHOTS_DIR=DIR keeps what this row looked like (the issue's screenshots).
        if (const QString dir = qEnvironmentVariable("KAFSCOPE_SHOTS_DIR"); !dir.isEmpty())
            QVERIFY(w.grab().save(QStringLiteral("%1/messages-schema-%2-%3-%4x%5.png")
                                      .arg(dir, language, theme)
                                      .arg(size.width())
                                      .arg(size.height())));
        Palette::applyTheme(Theme::Light);
    }
};

KAFSCOPE_TEST_MAIN(TestMessagesSchemaFit)
#include "test_messages_schema_fit.moc"
