// Kafka Connect's pure pieces: masking (the worker's PASSWORD fields and the name rule), the
// validate answer read without a password value, URL checks, and Connect settings in a saved
// profile (the password in secrets, never in the store's JSON).
#include "connect/connect_parse.h"
#include "connect/connect_types.h"
#include "profiles/saved_profile.h"
#include "test_main.h"

#include <QJsonDocument>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::connect;

class TestConnectTypes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void masksPasswordFieldsAndSecretNames()
    {
        const ConnectorConfig config{{QStringLiteral("access.key"), QStringLiteral("k1")},
                                     {QStringLiteral("db.Password"), QStringLiteral("p1")},
                                     {QStringLiteral("client.secret.id"), QStringLiteral("s1")},
                                     {QStringLiteral("topic"), QStringLiteral("orders")}};
        const ConnectorConfig masked = maskConfig(config, {QStringLiteral("access.key")});
        QCOMPARE(masked.value(QStringLiteral("access.key")), QString::fromLatin1(kMaskedValue));
        QCOMPARE(masked.value(QStringLiteral("db.Password")), QString::fromLatin1(kMaskedValue));
        QCOMPARE(masked.value(QStringLiteral("client.secret.id")),
                 QString::fromLatin1(kMaskedValue));
        QCOMPARE(masked.value(QStringLiteral("topic")), QStringLiteral("orders"));
        // Without the metadata the name rule alone still hides the usual keys.
        QCOMPARE(maskConfig(config, {}).value(QStringLiteral("access.key")), QStringLiteral("k1"));
    }

    void validationDropsPasswordValues()
    {
        const QByteArray answer = R"({"name": "C", "error_count": 1, "groups": ["Common", "Tuning"],
          "configs": [
            {"definition": {"name": "token", "type": "PASSWORD", "required": false,
                            "default_value": "d3f", "group": "Tuning", "order": 2,
                            "documentation": "A token."},
             "value": {"name": "token", "value": "plain-leak", "errors": [], "visible": true}},
            {"definition": {"name": "batch.size", "type": "INT", "group": "Tuning"},
             "value": {"name": "batch.size", "value": "0",
                       "errors": ["Value must be at least 1"], "recommended_values": []}}]})";
        const ValidationResult r = parse::validation(QJsonDocument::fromJson(answer).object(), 100);
        QCOMPARE(r.className, QStringLiteral("C"));
        QCOMPARE(r.errorCount, 1);
        QCOMPARE(r.groups, (QStringList{QStringLiteral("Common"), QStringLiteral("Tuning")}));
        QCOMPARE(r.fields.size(), 2);
        QCOMPARE(r.fields[0].value, QString::fromLatin1(kMaskedValue));
        QCOMPARE(r.fields[0].defaultValue, QString::fromLatin1(kMaskedValue));
        QCOMPARE(r.fields[0].documentation, QStringLiteral("A token."));
        QCOMPARE(r.passwordKeys(), QStringList{QStringLiteral("token")});
        QCOMPARE(r.errorLines(),
                 QStringList{QStringLiteral("batch.size: Value must be at least 1")});
        QVERIFY(!QJsonDocument(r.toJson()).toJson().contains("plain-leak"));
        // Lists are cut at the bound.
        QCOMPARE(parse::validation(QJsonDocument::fromJson(answer).object(), 1).fields.size(), 1);
    }

    void statusWithTasksAndTraces()
    {
        const QByteArray status = R"({"name": "c", "type": "source",
          "connector": {"state": "RUNNING", "worker_id": "w:1"},
          "tasks": [{"id": 0, "state": "FAILED", "worker_id": "w:1", "trace": "boom\n\tat x"},
                    {"id": 1, "state": "RUNNING", "worker_id": "w:2"}]})";
        ConnectorInfo c;
        parse::status(QJsonDocument::fromJson(status).object(), c, 100);
        QCOMPARE(c.name, QStringLiteral("c"));
        QCOMPARE(c.state, QStringLiteral("RUNNING"));
        QCOMPARE(c.tasks.size(), 2);
        QCOMPARE(c.failedTasks(), 1);
        QCOMPARE(c.tasks[0].trace, QStringLiteral("boom\n\tat x"));
        QCOMPARE(c.toJson().value(QStringLiteral("tasks")).toArray().size(), 2);
    }

    void urlsWithoutLogin()
    {
        QVERIFY(checkConnectUrl(QStringLiteral("http://127.0.0.1:8083")));
        QVERIFY(checkConnectUrl(QStringLiteral("https://connect.example:8443/base")));
        QVERIFY(!checkConnectUrl(QStringLiteral("ftp://connect:21")));
        const auto withLogin = checkConnectUrl(QStringLiteral("http://u:pw@connect:8083"));
        QVERIFY(!withLogin);
        QVERIFY(!withLogin.error().message().contains(QLatin1String("pw")));
    }

    void profileKeepsConnectSettingsAndThePasswordApart()
    {
        profiles::SavedProfile p;
        p.name = QStringLiteral("dev");
        p.bootstrap = QStringLiteral("127.0.0.1:9092");
        p.connectUrls = {QStringLiteral("http://a:8083"), QStringLiteral("http://b:8083")};
        p.connectUser = QStringLiteral("ops");
        p.connectCaFile = QStringLiteral("/etc/ca.pem");
        p.secrets.insert(QLatin1String(profiles::kConnectPassword), QStringLiteral("C0nnect-pw"));
        QVERIFY(p.secretNames().contains(QLatin1String(profiles::kConnectPassword)));
        const QByteArray json = QJsonDocument(p.toJson()).toJson();
        QVERIFY(!json.contains("C0nnect-pw"));
        auto back = profiles::SavedProfile::fromJson(p.toJson());
        QVERIFY(back);
        QCOMPARE(back->connectUrls, p.connectUrls);
        QCOMPARE(back->connectUser, QStringLiteral("ops"));
        QVERIFY(back->secrets.contains(QLatin1String(profiles::kConnectPassword)));
        auto conn = p.toConnection();
        QVERIFY(conn);
        const QList<ConnectEndpoint> endpoints = connectEndpointsOf(conn.value());
        QCOMPARE(endpoints.size(), 2);
        QCOMPARE(endpoints[1].url, QStringLiteral("http://b:8083"));
        QCOMPARE(endpoints[1].password, QStringLiteral("C0nnect-pw"));
        QCOMPARE(endpoints[1].caFile, QStringLiteral("/etc/ca.pem"));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestConnectTypes)
#include "test_connect_types.moc"
