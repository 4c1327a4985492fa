// The registry client against a small HTTP server in the test (real HTTP over loopback TCP): basic
// and bearer auth headers, the id cache, an unknown id remembered, references fetched in dependency
// order, refused credentials and an unreachable registry explained.
#include "schema/avro_schema.h"
#include "test_main.h"
#include "schema/schema_registry_client.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTcpServer>
#include <QTcpSocket>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::schema;

namespace {

// Answers GET requests from a path -> (status, body) table; remembers each request's path and
// Authorization header. It runs on the test's thread: the client's blocking request spins a local
// event loop, which serves this server too.
class TinyRegistry : public QObject {
public:
    QHash<QString, QPair<int, QByteArray>> routes;
    QByteArray requiredAuth; // answer 401 unless the header is this (when set)
    QStringList paths;
    QList<QByteArray> auths;

    TinyRegistry()
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *s = m_server.nextPendingConnection())
                QObject::connect(s, &QTcpSocket::readyRead, this, [this, s] { serve(s); });
        });
        m_server.listen(QHostAddress::LocalHost);
    }
    QString url() const
    {
        return QStringLiteral("http://127.0.0.1:%1/apis/ccompat/v7").arg(m_server.serverPort());
    }

private:
    void serve(QTcpSocket *s)
    {
        m_buffers[s] += s->readAll();
        const QByteArray req = m_buffers[s];
        if (!req.contains("\r\n\r\n"))
            return;
        m_buffers.remove(s);
        const QList<QByteArray> lines = req.left(req.indexOf("\r\n\r\n")).split('\n');
        const QString path = QString::fromLatin1(lines.first().split(' ').value(1))
                                 .remove(QStringLiteral("/apis/ccompat/v7"));
        QByteArray auth;
        for (const QByteArray &l : lines)
            if (l.toLower().startsWith("authorization:"))
                auth = l.mid(14).trimmed();
        paths << path;
        auths << auth;
        QPair<int, QByteArray> answer =
            routes.value(path, {404, "{\"error_code\":40403,\"message\":\"not found\"}"});
        if (!requiredAuth.isEmpty() && auth != requiredAuth)
            answer = {401, "{\"error_code\":401,\"message\":\"Unauthorized\"}"};
        if (answer.first == 302) { // the body is where to
            s->write("HTTP/1.1 302 X\r\nLocation: " + answer.second +
                     "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
            s->disconnectFromHost();
            return;
        }
        s->write("HTTP/1.1 " + QByteArray::number(answer.first) +
                 " X\r\nContent-Type: application/json\r\nContent-Length: " +
                 QByteArray::number(answer.second.size()) + "\r\nConnection: close\r\n\r\n" +
                 answer.second);
        s->disconnectFromHost();
    }

    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

QByteArray schemaReply(const QString &schema, const QJsonArray &refs = {}, const QString &type = {})
{
    QJsonObject o{{QStringLiteral("schema"), schema}, {QStringLiteral("references"), refs}};
    if (!type.isEmpty())
        o.insert(QStringLiteral("schemaType"), type);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

class TestSchemaRegistryClient : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void basicAuthAndTheIdCache()
    {
        TinyRegistry server;
        server.requiredAuth = "Basic " + QByteArray("ann:s3cret").toBase64();
        server.routes.insert(QStringLiteral("/schemas/ids/7"),
                             {200, schemaReply(QStringLiteral("\"string\""))});
        server.routes.insert(QStringLiteral("/schemas/ids/7/versions"),
                             {200, "[{\"subject\":\"t-value\",\"version\":3}]"});
        RegistryConfig config;
        config.url = server.url();
        config.username = QStringLiteral("ann");
        config.password = QStringLiteral("s3cret");
        SchemaRegistryClient client(config);
        auto s = client.schemaById(7);
        QVERIFY2(s, s ? "" : qPrintable(s.error().message()));
        QCOMPARE(s.value()->subject, QStringLiteral("t-value"));
        QCOMPARE(s.value()->version, 3);
        QCOMPARE(s.value()->type, SchemaType::Avro);
        QVERIFY(s.value()->avro);
        QCOMPARE(s.value()->avro->rootNode().type, avro::Type::String);
        const int fetches = client.fetches();
        QVERIFY(client.schemaById(7)); // from the cache
        QCOMPARE(client.fetches(), fetches);
        QCOMPARE(server.paths.size(), fetches);
        for (const QByteArray &auth : server.auths)
            QCOMPARE(auth, server.requiredAuth);
    }

    void bearerTokenAndRefusal()
    {
        TinyRegistry server;
        server.requiredAuth = "Bearer tok-123";
        server.routes.insert(QStringLiteral("/schemas/ids/1"),
                             {200, schemaReply(QStringLiteral("\"long\""))});
        RegistryConfig config;
        config.url = server.url();
        config.bearerToken = QStringLiteral("tok-123");
        QVERIFY(SchemaRegistryClient(config).schemaById(1));
        config.bearerToken = QStringLiteral("wrong");
        auto refused = SchemaRegistryClient(config).schemaById(1);
        QVERIFY(!refused);
        QVERIFY2(
            refused.error().message().contains(QLatin1String("refused the credentials (HTTP 401)")),
            qPrintable(refused.error().message()));
        QVERIFY(!refused.error().message().contains(
            QLatin1String("wrong"))); // the secret is never in a message
    }

    void unknownIdIsRemembered()
    {
        TinyRegistry server;
        RegistryConfig config;
        config.url = server.url();
        SchemaRegistryClient client(config);
        auto missing = client.schemaById(42);
        QVERIFY(!missing);
        QVERIFY2(missing.error().message().contains(QLatin1String("Schema id 42 is unknown")),
                 qPrintable(missing.error().message()));
        const int fetches = client.fetches();
        QVERIFY(!client.schemaById(42));
        QCOMPARE(client.fetches(), fetches);
    }

    void referencesInDependencyOrder()
    {
        TinyRegistry server;
        const QString base = QStringLiteral("{\"type\":\"fixed\",\"name\":\"a.Id\",\"size\":2}");
        const QString mid = QStringLiteral("{\"type\":\"record\",\"name\":\"a.Mid\",\"fields\":[{"
                                           "\"name\":\"id\",\"type\":\"a.Id\"}]}");
        const QString top =
            QStringLiteral("{\"type\":\"record\",\"name\":\"a.Top\",\"fields\":[{\"name\":\"m\","
                           "\"type\":\"a.Mid\"},{\"name\":\"i\",\"type\":\"a.Id\"}]}");
        const QJsonArray midRefs{QJsonObject{{QStringLiteral("name"), QStringLiteral("a.Id")},
                                             {QStringLiteral("subject"), QStringLiteral("id")},
                                             {QStringLiteral("version"), 1}}};
        const QJsonArray topRefs{QJsonObject{{QStringLiteral("name"), QStringLiteral("a.Mid")},
                                             {QStringLiteral("subject"), QStringLiteral("mid")},
                                             {QStringLiteral("version"), 2}},
                                 QJsonObject{{QStringLiteral("name"), QStringLiteral("a.Id")},
                                             {QStringLiteral("subject"), QStringLiteral("id")},
                                             {QStringLiteral("version"), 1}}};
        server.routes.insert(QStringLiteral("/schemas/ids/3"), {200, schemaReply(top, topRefs)});
        server.routes.insert(QStringLiteral("/subjects/mid/versions/2"),
                             {200, schemaReply(mid, midRefs)});
        server.routes.insert(QStringLiteral("/subjects/id/versions/1"), {200, schemaReply(base)});
        RegistryConfig config;
        config.url = server.url();
        SchemaRegistryClient client(config);
        auto s = client.schemaById(3);
        QVERIFY2(s, s ? "" : qPrintable(s.error().message()));
        QCOMPARE(s.value()->referencedTexts,
                 (QStringList{base, mid})); // a.Id before a.Mid, fetched once
        QCOMPARE(server.paths.count(QStringLiteral("/subjects/id/versions/1")), 1);
        QVERIFY(s.value()
                    ->subject.isEmpty()); // this registry does not say which subject: still decodes
    }

    void unreachableIsSaidAndNotRetriedAtOnce()
    {
        quint16 port = 0;
        {
            QTcpServer probe;
            probe.listen(QHostAddress::LocalHost);
            port = probe.serverPort();
        }
        RegistryConfig config;
        config.url = QStringLiteral("http://127.0.0.1:%1").arg(port);
        config.timeoutMs = 3000;
        SchemaRegistryClient client(config);
        auto r = client.schemaById(1);
        QVERIFY(!r);
        QVERIFY2(r.error().message().contains(
                     QLatin1String("Cannot reach the schema registry at http://127.0.0.1")),
                 qPrintable(r.error().message()));
        const int fetches = client.fetches();
        QVERIFY(!client.schemaById(2)); // a dead registry is not asked again for every record
        QCOMPARE(client.fetches(), fetches);
    }

    // Issue 32 (F3): a redirect within the registry's origin is followed with the credentials; one
    // to another port is not followed at all, so the credentials never go there.
    void redirectsStayWithinTheOrigin()
    {
        TinyRegistry server, elsewhere;
        server.requiredAuth = "Basic " + QByteArray("ann:s3cret").toBase64();
        server.routes.insert(QStringLiteral("/schemas/ids/7"),
                             {302, server.url().toUtf8() + "/schemas/ids/8"});
        server.routes.insert(QStringLiteral("/schemas/ids/8"),
                             {200, schemaReply(QStringLiteral("\"string\""))});
        server.routes.insert(QStringLiteral("/schemas/ids/9"),
                             {302, elsewhere.url().toUtf8() + "/schemas/ids/8"});
        elsewhere.routes.insert(QStringLiteral("/schemas/ids/8"),
                                {200, schemaReply(QStringLiteral("\"string\""))});
        RegistryConfig config;
        config.url = server.url();
        config.username = QStringLiteral("ann");
        config.password = QStringLiteral("s3cret");
        SchemaRegistryClient client(config);
        auto same = client.schemaById(7);
        QVERIFY2(same, same ? "" : qPrintable(same.error().message()));
        QVERIFY(server.paths.contains(QStringLiteral("/schemas/ids/8")));
        auto other = client.schemaById(9);
        QVERIFY(!other);
        QVERIFY2(other.error().message().contains(QLatin1String("not followed")),
                 qPrintable(other.error().message()));
        QVERIFY(elsewhere.paths.isEmpty());
    }

    // Issue 32 (F4): a 5xx answer pauses lookups (every id), a 400 is remembered for its id; the
    // registry is not asked once per record.
    void failingAnswersAreNotAskedPerLookup()
    {
        TinyRegistry server;
        server.routes.insert(QStringLiteral("/schemas/ids/1"),
                             {500, "{\"error_code\":50001,\"message\":\"internal\"}"});
        server.routes.insert(QStringLiteral("/schemas/ids/2"),
                             {400, "{\"error_code\":40001,\"message\":\"bad\"}"});
        RegistryConfig config;
        config.url = server.url();
        SchemaRegistryClient client(config);
        for (int i = 0; i < 50; ++i) {
            auto r = client.schemaById(1);
            QVERIFY(!r);
            QVERIFY2(r.error().message().contains(QLatin1String("HTTP 500")),
                     qPrintable(r.error().message()));
        }
        QCOMPARE(server.paths.size(), 1);
        QVERIFY(!client.schemaById(2)); // paused: not asked either
        QCOMPARE(server.paths.size(), 1);

        SchemaRegistryClient other(config);
        for (int i = 0; i < 50; ++i)
            QVERIFY(!other.schemaById(2));
        QCOMPARE(server.paths.size(), 2);
    }

    // Issue 32 (F4): garbage ids cost at most kMaxFailedIds requests, and a long message from the
    // registry is cut (F9).
    void distinctFailedIdsAreBounded()
    {
        TinyRegistry server;
        server.routes.insert(
            QStringLiteral("/schemas/ids/1"),
            {404, "{\"error_code\":40403,\"message\":\"" + QByteArray(100000, 'x') + "\"}"});
        RegistryConfig config;
        config.url = server.url();
        SchemaRegistryClient client(config);
        const auto first = client.schemaById(1);
        QVERIFY(!first);
        QVERIFY2(first.error().message().size() < 1000,
                 qPrintable(QString::number(first.error().message().size())));
        for (quint32 id = 2; id < 160; ++id)
            QVERIFY(!client.schemaById(id));
        QCOMPARE(server.paths.size(), SchemaRegistryClient::kMaxFailedIds);
        const auto later = client.schemaById(500);
        QVERIFY2(later.error().message().contains(QLatin1String("was not looked up")),
                 qPrintable(later.error().message()));
    }
};

KAFSCOPE_TEST_MAIN(TestSchemaRegistryClient)
#include "test_schema_registry_client.moc"
