// --schema-registry is a flag for `local start` and a global option with a URL otherwise; the
// registry options of consume/produce/schemas, with credentials only from the environment.
#include "cli/cli_context.h"
#include "cli/cli_registry.h"

#include <QtTest>

using namespace kafscope;
using namespace kafscope::cli;

class TestSchemaCliArgs : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void flagOrUrl()
    {
        auto start =
            CliArgs::parse({QStringLiteral("local"), QStringLiteral("start"),
                            QStringLiteral("--schema-registry"), QStringLiteral("--json")});
        QVERIFY(start);
        QVERIFY(start->flags.contains(QStringLiteral("schema-registry")));
        // local start declares it as a flag; before other commands it is the global URL option.
        QVERIFY(start->json);
        auto last = CliArgs::parse({QStringLiteral("local"), QStringLiteral("start"),
                                    QStringLiteral("--schema-registry")});
        QVERIFY(last && last->flags.contains(QStringLiteral("schema-registry")));
        auto url = CliArgs::parse({QStringLiteral("--schema-registry"),
                                   QStringLiteral("http://127.0.0.1:8081"),
                                   QStringLiteral("consume"), QStringLiteral("t")});
        QVERIFY(url);
        QCOMPARE(url->values.value(QStringLiteral("schema-registry")),
                 QStringLiteral("http://127.0.0.1:8081"));
        QCOMPARE(url->words, (QStringList{QStringLiteral("consume"), QStringLiteral("t")}));
        auto inlined =
            CliArgs::parse({QStringLiteral("consume"), QStringLiteral("t"),
                            QStringLiteral("--schema-registry=https://sr.example:8081/x")});
        QVERIFY(inlined);
        QCOMPARE(inlined->values.value(QStringLiteral("schema-registry")),
                 QStringLiteral("https://sr.example:8081/x"));
    }

    void registryConfig()
    {
        for (const char *var : {"KAFSCOPE_SCHEMA_REGISTRY", "KAFSCOPE_SCHEMA_REGISTRY_TOKEN"})
            qunsetenv(var);
        auto none = registryFromArgs(
            CliArgs::parse({QStringLiteral("consume"), QStringLiteral("t")}).value());
        QVERIFY(none && !none.value());
        auto flag = CliArgs::parse(
            {QStringLiteral("consume"), QStringLiteral("t"), QStringLiteral("--schema-registry")});
        QVERIFY(!flag);
        QCOMPARE(flag.error().text.english(),
                 QStringLiteral("--schema-registry needs a value (URL)"));
        auto bad = registryFromArgs(
            CliArgs::parse({QStringLiteral("--schema-registry=ftp://x"), QStringLiteral("consume")})
                .value());
        QVERIFY(!bad);
        QCOMPARE(bad.error().kind, Error::Kind::Usage);
        qputenv("KAFSCOPE_SCHEMA_REGISTRY_USER", "ann");
        qputenv("KAFSCOPE_SCHEMA_REGISTRY_PASSWORD", "pw");
        auto withAuth = registryFromArgs(
            CliArgs::parse({QStringLiteral("--schema-registry"), QStringLiteral("https://h:1"),
                            QStringLiteral("--schema-registry-ca"), QStringLiteral("/ca.pem"),
                            QStringLiteral("x")})
                .value());
        qunsetenv("KAFSCOPE_SCHEMA_REGISTRY_USER");
        qunsetenv("KAFSCOPE_SCHEMA_REGISTRY_PASSWORD");
        QVERIFY(withAuth && withAuth.value());
        QCOMPARE(withAuth.value()->username, QStringLiteral("ann"));
        QCOMPARE(withAuth.value()->password, QStringLiteral("pw"));
        QCOMPARE(withAuth.value()->caFile, QStringLiteral("/ca.pem"));
        auto caAlone =
            registryFromArgs(CliArgs::parse({QStringLiteral("--schema-registry-ca"),
                                             QStringLiteral("/ca.pem"), QStringLiteral("x")})
                                 .value());
        QVERIFY(!caAlone);
    }
};

QTEST_APPLESS_MAIN(TestSchemaCliArgs)
#include "test_schema_cli_args.moc"
