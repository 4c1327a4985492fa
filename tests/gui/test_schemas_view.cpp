// The Schemas view against Apicurio Registry (kafka1sr): subjects with type, latest version and id,
// versions, the schema pretty-printed, the diff between two versions, the compatibility level, a
// compatibility check of a pasted schema, register, delete (the subject's name typed back) and the
// read-only refusal.
#include "admin/topic_admin.h"
#include "test_main.h"
#include "browse/message_browser_view.h"
#include "cluster/kafka_client.h"
#include "schema/registry_http.h"
#include "schemas/schemas_view.h"
#include "gui/application.h"
#include "schema_support.h"
#include "test_cluster.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;
using namespace kafscope::ui;

namespace {

int registryRequest(const QByteArray &method, const QString &path, const QByteArray &body)
{
    schema::RegistryConfig config;
    config.url = schemaRegistryUrl();
    schema::RegistryHttp http(config);
    auto r = http.request(method, path, body);
    if (!r || r->status != 200)
        qFatal("%s %s: %s", method.constData(), qPrintable(path),
               r ? r->body.constData() : qPrintable(r.error().message()));
    return QJsonDocument::fromJson(r->body).object().value(QStringLiteral("id")).toInt(-1);
}

QByteArray schemaBody(const QString &text)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("schema"), text}})
        .toJson(QJsonDocument::Compact);
}

QString user(const QString &extraFields)
{
    return QStringLiteral(
               R"({"type":"record","name":"User","namespace":"gui.schemas","fields":[{"name":"id","type":"long"}%1]})")
        .arg(extraFields);
}

ConnectionProfile profileWithRegistry(bool readOnly = false)
{
    ConnectionProfile p = profileFor("kafka1sr");
    p.registryUrl = schemaRegistryUrl();
    p.readOnly = readOnly;
    return p;
}

struct Window {
    kafscope::app::Window window;
    SchemasView *view = nullptr;

    bool open(const ConnectionProfile &profile)
    {
        window.show();
        if (!window.openView(QStringLiteral("schemas")))
            return false;
        view = window.findChild<SchemasView *>();
        if (!view)
            return false;
        QSignalSpy shown(view, &SchemasView::subjectsShown);
        window.connectTo(profile);
        return shown.count() > 0 || shown.wait(30000);
    }
    int rowOf(const QString &subject) const
    {
        for (int i = 0; i < view->subjects()->rowCount(); ++i)
            if (view->subjects()->item(i, 0)->text() == subject)
                return i;
        return -1;
    }
    QString cell(const QString &subject, int column) const
    {
        const int row = rowOf(subject);
        return row < 0 ? QString() : view->subjects()->item(row, column)->text();
    }
    bool waitFor(void (SchemasView::*signal)(), const std::function<void()> &action)
    {
        QSignalSpy spy(view, signal);
        action();
        return spy.count() > 0 || spy.wait(30000);
    }
    template <typename T> T *child(const char *name) const
    {
        return view->findChild<T *>(QLatin1String(name));
    }
};

} // namespace

class TestSchemasView : public QObject {
    Q_OBJECT
    QString m_subject;
    int m_id2 = -1;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(!schemaRegistryUrl().isEmpty(), "the kafka1sr fixture runs no schema registry");
        m_subject = uniqueName(QStringLiteral("gui-schemas")) + QStringLiteral("-value");
        registryRequest("POST", QStringLiteral("/subjects/%1/versions").arg(m_subject),
                        schemaBody(user(QString())));
        registryRequest("PUT", QStringLiteral("/config/%1").arg(m_subject),
                        QByteArray(R"({"compatibility":"BACKWARD"})"));
        m_id2 = registryRequest(
            "POST", QStringLiteral("/subjects/%1/versions").arg(m_subject),
            schemaBody(user(QStringLiteral(R"(,{"name":"email","type":"string","default":""})"))));
        QVERIFY(m_id2 > 0);
    }

    void subjectsVersionsAndTheSchema()
    {
        Window w;
        QVERIFY(w.open(profileWithRegistry()));
        QVERIFY2(w.rowOf(m_subject) >= 0, qPrintable(w.view->statusText()));
        QCOMPARE(w.cell(m_subject, 1), QStringLiteral("AVRO"));
        QCOMPARE(w.cell(m_subject, 2), QStringLiteral("2"));
        QCOMPARE(w.cell(m_subject, 3), QLocale().toString(m_id2));

        QVERIFY(w.waitFor(&SchemasView::subjectShown,
                          [&] { w.view->subjects()->selectRow(w.rowOf(m_subject)); }));
        QCOMPARE(w.view->currentSubject(), m_subject);
        auto *version = w.child<QComboBox>("schemaVersion");
        QCOMPARE(version->count(), 2);
        QCOMPARE(version->currentData().toInt(), 2);
        // Pretty-printed, the registry's member order kept.
        const QString text = w.view->schemaText();
        QVERIFY2(text.contains(QStringLiteral("\n")) && text.contains(QStringLiteral("\"email\"")),
                 qPrintable(text));
        QVERIFY(text.indexOf(QStringLiteral("\"type\"")) <
                text.indexOf(QStringLiteral("\"fields\"")));
        const QString facts = w.child<QLabel>("schemaFacts")->text();
        QVERIFY2(facts.contains(QStringLiteral("Id %1").arg(m_id2)) &&
                     facts.contains(QStringLiteral("AVRO")) &&
                     facts.contains(QStringLiteral("Compatibility: BACKWARD")),
                 qPrintable(facts));
        QVERIFY(w.waitFor(&SchemasView::subjectShown,
                          [&] { version->setCurrentIndex(version->findData(1)); }));
        QVERIFY2(!w.view->schemaText().contains(QStringLiteral("email")) &&
                     w.view->schemaText().contains(QStringLiteral("\"id\"")),
                 qPrintable(w.view->schemaText()));

        // Version 1 compared with version 2: the email field is an added line, each changed line
        // marked.
        auto *compare = w.child<QComboBox>("compareVersion");
        QVERIFY(compare->isEnabled());
        QCOMPARE(compare->count(), 3); // nothing, 1, 2
        QVERIFY(w.waitFor(&SchemasView::comparisonShown, [&] { w.view->compareWith(2); }));
        const QString diff = w.view->schemaText();
        const QString diffFacts = w.child<QLabel>("schemaFacts")->text();
        QVERIFY2(diffFacts.startsWith(QStringLiteral("Version 1 (id ")) &&
                     diffFacts.contains(QStringLiteral("→ version 2 (id %1)").arg(m_id2)),
                 qPrintable(diffFacts));
        int changed = 0;
        bool emailAdded = false;
        for (const QString &line : diff.split(QLatin1Char('\n'))) {
            QVERIFY2(line.startsWith(QStringLiteral("+ ")) ||
                         line.startsWith(QStringLiteral("- ")) ||
                         line.startsWith(QStringLiteral("  ")),
                     qPrintable(line));
            if (!line.startsWith(QStringLiteral("  ")))
                ++changed;
            QVERIFY2(
                !(line.startsWith(QStringLiteral("- ")) && line.contains(QStringLiteral("email"))),
                qPrintable(diff));
            emailAdded = emailAdded || (line.startsWith(QStringLiteral("+ ")) &&
                                        line.contains(QStringLiteral("\"email\"")));
        }
        QVERIFY2(emailAdded, qPrintable(diff));
        QVERIFY2(diff.contains(QStringLiteral("  ")) && diff.contains(QStringLiteral("\"id\"")),
                 qPrintable(diff));
        QCOMPARE(w.child<QPlainTextEdit>("schemaText")->extraSelections().size(), changed);
        QVERIFY2(diffFacts.contains(QStringLiteral("line(s) added")), qPrintable(diffFacts));
        // For a human look: KAFSCOPE_TEST_SCREENSHOT_DIR=DIR keeps a picture of the comparison.
        if (const QString dir = qEnvironmentVariable("KAFSCOPE_TEST_SCREENSHOT_DIR");
            !dir.isEmpty()) {
            w.window.resize(1280, 800);
            QTest::qWait(100);
            w.window.grab().save(dir + QStringLiteral("/schemas-diff.png"));
        }
        // Nothing to compare with: the schema alone again, unmarked.
        QVERIFY(w.waitFor(&SchemasView::subjectShown, [&] { compare->setCurrentIndex(0); }));
        QVERIFY2(!w.view->schemaText().startsWith(QStringLiteral("  ")) &&
                     !w.view->schemaText().contains(QStringLiteral("email")),
                 qPrintable(w.view->schemaText()));
        QCOMPARE(w.child<QPlainTextEdit>("schemaText")->extraSelections().size(), 0);

        // The filter hides other subjects and keeps matching ones.
        w.child<QLineEdit>("subjectFilter")->setText(m_subject.toUpper());
        QVERIFY(!w.view->subjects()->isRowHidden(w.rowOf(m_subject)));
        w.child<QLineEdit>("subjectFilter")->setText(QStringLiteral("no-such-subject-anywhere"));
        QVERIFY(w.view->subjects()->isRowHidden(w.rowOf(m_subject)));
    }

    void topicsUsingTheSubject()
    {
        // TopicNameStrategy: SUBJECT = TOPIC-value; the topic is named before it exists, linked
        // once it does.
        const QString topic = m_subject.chopped(6);
        Window w;
        QVERIFY(w.open(profileWithRegistry()));
        QVERIFY(w.waitFor(&SchemasView::subjectShown, [&] { w.view->showSubject(m_subject); }));
        QTRY_VERIFY2_WITH_TIMEOUT(
            w.view->usedByText() ==
                QStringLiteral(
                    "Used by: %1 (values, TopicNameStrategy), which this cluster does not have")
                    .arg(topic),
            qPrintable(w.view->usedByText()), 10000);
        auto admin = KafkaClient::create(profileFor("kafka1sr"), QStringLiteral("test-admin"));
        QVERIFY(admin && createTopic(*admin.value(), {topic, 1, 1, {}}).ok());
        w.window.refresh();
        QTRY_VERIFY2_WITH_TIMEOUT(
            w.view->usedByText() ==
                QStringLiteral("Used by: %1 (values, TopicNameStrategy)").arg(topic),
            qPrintable(w.view->usedByText()), 15000);
        auto *usedBy = w.child<QLabel>("subjectUsedBy");
        QVERIFY(usedBy->text().contains(QStringLiteral("<a href=\"%1\">").arg(topic)));
        // The link opens the topic's messages.
        Q_EMIT usedBy->linkActivated(topic);
        QTRY_VERIFY_WITH_TIMEOUT(
            qobject_cast<MessageBrowserView *>(w.window.currentView()) != nullptr, 5000);

        // RecordNameStrategy: the subject is the record's full name; no topic follows from it.
        const QString recordSubject = QStringLiteral("gui.schemas.User");
        registryRequest("POST", QStringLiteral("/subjects/%1/versions").arg(recordSubject),
                        schemaBody(user(QString())));
        w.window.openView(QStringLiteral("schemas"));
        QVERIFY(w.waitFor(&SchemasView::subjectsShown, [&] { w.view->refresh(); }));
        QVERIFY(w.waitFor(&SchemasView::subjectShown, [&] { w.view->showSubject(recordSubject); }));
        QVERIFY2(w.view->usedByText().startsWith(
                     QStringLiteral("Named after its record (RecordNameStrategy)")),
                 qPrintable(w.view->usedByText()));
    }

    void checkRegisterAndDelete()
    {
        Window w;
        QVERIFY(w.open(profileWithRegistry()));
        QVERIFY(w.waitFor(&SchemasView::subjectShown, [&] { w.view->showSubject(m_subject); }));
        QCOMPARE(w.child<QLineEdit>("newSubject")->text(), m_subject);
        auto *pasted = w.child<QPlainTextEdit>("newSchemaText");
        // Under BACKWARD a required field without a default cannot read old data.
        pasted->setPlainText(user(
            QStringLiteral(R"(,{"name":"email","type":"string"},{"name":"age","type":"int"})")));
        QVERIFY(w.waitFor(&SchemasView::actionFinished, [&] {
            QTest::mouseClick(w.child<QPushButton>("checkCompatibility"), Qt::LeftButton);
        }));
        QVERIFY2(w.view->resultText().startsWith(
                     QStringLiteral("Not compatible with the latest version of ") + m_subject),
                 qPrintable(w.view->resultText()));
        QVERIFY(w.waitFor(&SchemasView::actionFinished, [&] {
            QTest::mouseClick(w.child<QPushButton>("registerSchema"), Qt::LeftButton);
        }));
        QVERIFY2(
            w.view->resultText().startsWith(QStringLiteral("Failed: The schema is not compatible")),
            qPrintable(w.view->resultText()));

        pasted->setPlainText(user(QStringLiteral(
            R"(,{"name":"email","type":"string","default":""},{"name":"age","type":"int","default":0})")));
        QVERIFY(w.waitFor(&SchemasView::actionFinished, [&] {
            QTest::mouseClick(w.child<QPushButton>("checkCompatibility"), Qt::LeftButton);
        }));
        QCOMPARE(w.view->resultText(),
                 QStringLiteral("Compatible with the latest version of ") + m_subject);
        QVERIFY(w.waitFor(&SchemasView::subjectShown, [&] {
            QTest::mouseClick(w.child<QPushButton>("registerSchema"), Qt::LeftButton);
        }));
        QVERIFY2(w.view->resultText().startsWith(
                     QStringLiteral("Registered under %1 with id ").arg(m_subject)),
                 qPrintable(w.view->resultText()));
        QCOMPARE(w.cell(m_subject, 2), QStringLiteral("3"));
        QCOMPARE(w.child<QComboBox>("schemaVersion")->count(), 3);
        QVERIFY(w.view->schemaText().contains(QStringLiteral("\"age\"")));

        // Delete needs the name typed back.
        auto *del = w.child<QPushButton>("deleteSchema");
        auto *confirm = w.child<QLineEdit>("deleteConfirmation");
        QVERIFY(!del->isEnabled());
        confirm->setText(m_subject + QStringLiteral("x"));
        QVERIFY(!del->isEnabled());
        confirm->setText(m_subject);
        QVERIFY(del->isEnabled());
        auto *scope = w.child<QComboBox>("deleteScope");
        scope->setCurrentIndex(scope->findData(1)); // the whole subject
        QVERIFY(w.waitFor(&SchemasView::subjectsShown,
                          [&] { QTest::mouseClick(del, Qt::LeftButton); }));
        QVERIFY2(w.view->resultText().startsWith(
                     QStringLiteral("Deleted 3 version(s) (1, 2, 3) of ") + m_subject),
                 qPrintable(w.view->resultText()));
        QCOMPARE(w.rowOf(m_subject), -1);
    }

    // A schema that refers to another subject's: registered from the view with its references,
    // which the registry keeps and the view shows and offers again for the next version; a
    // reference that is not NAME=SUBJECT:VERSION is refused before the registry is asked.
    void registerWithReferences()
    {
        const QString base = uniqueName(QStringLiteral("gui-refs"));
        const QString moneySubject = base + QStringLiteral("-money");
        const QString orderSubject = base + QStringLiteral("-value");
        registryRequest("POST", QStringLiteral("/subjects/%1/versions").arg(moneySubject),
                        schemaBody(QStringLiteral("{\"type\":\"record\",\"name\":\"Money\","
                                                  "\"namespace\":\"gui.refs\",\"fields\":[{"
                                                  "\"name\":\"cents\",\"type\":\"long\"}]}")));
        const QString order =
            QStringLiteral("{\"type\":\"record\",\"name\":\"Order\",\"namespace\":\"gui.refs\","
                           "\"fields\":[{\"name\":\"id\",\"type\":\"long\"},"
                           "{\"name\":\"total\",\"type\":\"gui.refs.Money\"}]}");
        Window w;
        QVERIFY(w.open(profileWithRegistry()));
        w.child<QLineEdit>("newSubject")->setText(orderSubject);
        auto *type = w.child<QComboBox>("newSchemaType");
        type->setCurrentIndex(type->findData(int(schema::SchemaType::Avro)));
        w.child<QPlainTextEdit>("newSchemaText")->setPlainText(order);
        auto *refs = w.child<QLineEdit>("newSchemaReferences");
        QVERIFY(refs);

        refs->setText(QStringLiteral("gui.refs.Money=") + moneySubject);
        QVERIFY(w.waitFor(&SchemasView::actionFinished, [&] {
            QTest::mouseClick(w.child<QPushButton>("registerSchema"), Qt::LeftButton);
        }));
        QVERIFY2(w.view->resultText().contains(QStringLiteral("NAME=SUBJECT:VERSION")),
                 qPrintable(w.view->resultText()));

        refs->setText(QStringLiteral("gui.refs.Money=%1:1").arg(moneySubject));
        QVERIFY(w.waitFor(&SchemasView::subjectShown, [&] {
            QTest::mouseClick(w.child<QPushButton>("registerSchema"), Qt::LeftButton);
        }));
        QVERIFY2(w.view->resultText().startsWith(
                     QStringLiteral("Registered under %1 with id ").arg(orderSubject)),
                 qPrintable(w.view->resultText()));
        // The registry kept the reference: the view shows it and offers it for the next version.
        QTRY_VERIFY_WITH_TIMEOUT(w.view->factsText().contains(
                                     QStringLiteral("gui.refs.Money → %1 v1").arg(moneySubject)),
                                 10000);
        QCOMPARE(refs->text(), QStringLiteral("gui.refs.Money=%1:1").arg(moneySubject));
        schema::RegistryConfig config;
        config.url = schemaRegistryUrl();
        schema::RegistryHttp http(config);
        auto latest = http.request(
            "GET", QStringLiteral("/subjects/%1/versions/latest").arg(orderSubject), {});
        QVERIFY(latest && latest->status == 200);
        const QJsonArray kept = QJsonDocument::fromJson(latest->body)
                                    .object()
                                    .value(QStringLiteral("references"))
                                    .toArray();
        QCOMPARE(kept.size(), 1);
        QCOMPARE(kept.first().toObject().value(QStringLiteral("subject")).toString(), moneySubject);
    }

    void readOnlyRefusesWrites()
    {
        const QString subject =
            uniqueName(QStringLiteral("gui-schemas-ro")) + QStringLiteral("-value");
        registryRequest("POST", QStringLiteral("/subjects/%1/versions").arg(subject),
                        schemaBody(user(QString())));
        Window w;
        QVERIFY(w.open(profileWithRegistry(true)));
        QVERIFY(w.child<QLabel>("readOnlyBanner")->isVisible());
        QVERIFY(!w.child<QPushButton>("registerSchema")->isEnabled());
        QVERIFY(w.waitFor(&SchemasView::subjectShown, [&] { w.view->showSubject(subject); }));
        w.child<QLineEdit>("deleteConfirmation")->setText(subject);
        QVERIFY(!w.child<QPushButton>("deleteSchema")->isEnabled());
        // Even past the disabled buttons, core refuses.
        w.child<QPlainTextEdit>("newSchemaText")
            ->setPlainText(user(QStringLiteral(R"(,{"name":"x","type":"int","default":0})")));
        QVERIFY(w.waitFor(&SchemasView::actionFinished, [&] { w.view->registerVersion(); }));
        QVERIFY2(w.view->resultText().startsWith(QStringLiteral("Failed: Read-only connection")),
                 qPrintable(w.view->resultText()));
        QVERIFY(w.waitFor(&SchemasView::actionFinished, [&] { w.view->deleteSelected(); }));
        QVERIFY2(w.view->resultText().startsWith(QStringLiteral("Failed: ")) &&
                     w.view->resultText().contains(QStringLiteral("ead-only")),
                 qPrintable(w.view->resultText()));
        QCOMPARE(w.cell(subject, 2), QStringLiteral("1"));
    }

    void withoutARegistryTheViewSaysSo()
    {
        Window w;
        QVERIFY(w.open(profileFor("kafka1sr")));
        QCOMPARE(w.view->subjects()->rowCount(), 0);
        QVERIFY2(w.view->statusText().contains(QStringLiteral("no schema registry")),
                 qPrintable(w.view->statusText()));
    }
};

KAFSCOPE_TEST_MAIN(TestSchemasView)
#include "test_schemas_view.moc"
