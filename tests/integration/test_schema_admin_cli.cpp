// kafscope-cli schemas subjects|versions|get|register|check|delete against Apicurio Registry
// (kafka1sr): a compatible and an incompatible evolution, references, the read-only refusal and the
// --yes confirmation.
#include "schema/registry_http.h"
#include "test_main.h"
#include "test_cluster.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;

class TestSchemaAdminCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_subject;

    ProcessResult schemas(const QStringList &args, bool readOnly = false)
    {
        QStringList all{QStringLiteral("--schema-registry"),
                        clusterInfo("kafka1sr").schemaRegistry};
        if (readOnly)
            all << QStringLiteral("--read-only");
        return runProgram("KAFSCOPE_CLI", all + QStringList{QStringLiteral("schemas")} + args +
                                              QStringList{QStringLiteral("--json")});
    }
    QString file(const QString &name, const QString &text)
    {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(text.toUtf8()) < 0)
            qFatal("cannot write %s", qPrintable(f.fileName()));
        return f.fileName();
    }
    static QString js(const char *text)
    {
        return QString::fromUtf8(text).replace(QLatin1Char('\''), QLatin1Char('"'));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_subject = uniqueName(QStringLiteral("admin")) + QStringLiteral("-value");
    }

    void registerEvolveAndRead()
    {
        const QString v1 =
            file(QStringLiteral("v1.avsc"),
                 js("{'type':'record','name':'User','fields':[{'name':'id','type':'long'}]}"));
        ProcessResult r =
            schemas({QStringLiteral("register"), m_subject, QStringLiteral("--schema-file"), v1});
        QCOMPARE(r.exitCode, 0);
        const int id1 =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("id")).toInt(-1);
        QVERIFY(id1 >= 0);
        r = schemas({QStringLiteral("subjects")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QJsonDocument::fromJson(r.out)
                    .object()
                    .value(QStringLiteral("subjects"))
                    .toArray()
                    .contains(m_subject));

        // Under BACKWARD a new required field without a default cannot read old data; one with a
        // default can.
        const QString bad = file(QStringLiteral("bad.avsc"),
                                 js("{'type':'record','name':'User','fields':[{'name':'id','type':'"
                                    "long'},{'name':'email','type':'string'}]}"));
        const QString good =
            file(QStringLiteral("good.avsc"),
                 js("{'type':'record','name':'User','fields':[{'name':'id','type':'long'},"
                    "{'name':'email','type':'string','default':''}]}"));
        schema::RegistryConfig config;
        config.url = clusterInfo("kafka1sr").schemaRegistry;
        schema::RegistryHttp http(config);
        auto level = http.request("PUT", QStringLiteral("/config/%1").arg(m_subject),
                                  QByteArray("{\"compatibility\":\"BACKWARD\"}"));
        QVERIFY(level && level->status == 200);
        r = schemas({QStringLiteral("check"), m_subject, QStringLiteral("--schema-file"), bad});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(QJsonDocument::fromJson(r.out)
                     .object()
                     .value(QStringLiteral("compatible"))
                     .toBool(true),
                 false);
        r = schemas({QStringLiteral("register"), m_subject, QStringLiteral("--schema-file"), bad});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("not compatible with the latest version of " + m_subject.toUtf8()),
                 r.err.constData());
        r = schemas({QStringLiteral("check"), m_subject, QStringLiteral("--schema-file"), good});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("compatible")).toBool());
        r = schemas({QStringLiteral("register"), m_subject, QStringLiteral("--schema-file"), good});
        QCOMPARE(r.exitCode, 0);

        r = schemas({QStringLiteral("versions"), m_subject});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("versions")).toArray(),
            (QJsonArray{1, 2}));
        r = schemas(
            {QStringLiteral("get"), m_subject, QStringLiteral("--version"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject got = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(got.value(QStringLiteral("id")).toInt(), id1);
        QCOMPARE(got.value(QStringLiteral("type")).toString(), QStringLiteral("AVRO"));
        QCOMPARE(got.value(QStringLiteral("compatibility")).toString(), QStringLiteral("BACKWARD"));
        QVERIFY(got.value(QStringLiteral("schema")).toString().contains(QLatin1String("\"User\"")));
        r = schemas({QStringLiteral("get"), m_subject});
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("version")).toInt(),
                 2);
    }

    void referencesAreRegisteredAndShown()
    {
        const QString base = uniqueName(QStringLiteral("admin-money"));
        const QString money =
            file(QStringLiteral("money.avsc"), js("{'type':'record','name':'Money','namespace':'m',"
                                                  "'fields':[{'name':'cents','type':'long'}]}"));
        QCOMPARE(schemas({QStringLiteral("register"), base, QStringLiteral("--schema-file"), money})
                     .exitCode,
                 0);
        const QString order = file(
            QStringLiteral("order.avsc"),
            js("{'type':'record','name':'Order','fields':[{'name':'total','type':'m.Money'}]}"));
        const QString subject = uniqueName(QStringLiteral("admin-order"));
        ProcessResult r =
            schemas({QStringLiteral("register"), subject, QStringLiteral("--schema-file"), order,
                     QStringLiteral("--reference"), QStringLiteral("m.Money=%1:1").arg(base)});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        r = schemas({QStringLiteral("get"), subject});
        const QJsonArray refs =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("references")).toArray();
        QCOMPARE(refs.size(), 1);
        QCOMPARE(refs.first().toObject().value(QStringLiteral("subject")).toString(), base);
        QCOMPARE(refs.first().toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("m.Money"));
        QCOMPARE(schemas({QStringLiteral("register"), subject, QStringLiteral("--schema-file"),
                          order, QStringLiteral("--reference"), QStringLiteral("m.Money")})
                     .exitCode,
                 2);
    }

    void deleteIsGuarded()
    {
        ProcessResult r =
            schemas({QStringLiteral("delete"), m_subject, QStringLiteral("--yes")}, true);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("Read-only"));
        const QString v = file(QStringLiteral("ro.avsc"), js("'string'"));
        QCOMPARE(
            schemas({QStringLiteral("register"), m_subject, QStringLiteral("--schema-file"), v},
                    true)
                .exitCode,
            1);
        r = schemas({QStringLiteral("delete"), m_subject});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("--yes"));
        r = schemas({QStringLiteral("delete"), m_subject, QStringLiteral("--version"),
                     QStringLiteral("2"), QStringLiteral("--yes")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(QJsonDocument::fromJson(schemas({QStringLiteral("versions"), m_subject}).out)
                     .object()
                     .value(QStringLiteral("versions"))
                     .toArray(),
                 QJsonArray{1});
        // A whole subject (Apicurio 2.6 refuses that once one of its versions is soft-deleted: a
        // fresh one).
        const QString other = uniqueName(QStringLiteral("admin-gone"));
        QCOMPARE(schemas({QStringLiteral("register"), other, QStringLiteral("--schema-file"), v})
                     .exitCode,
                 0);
        r = schemas({QStringLiteral("delete"), other, QStringLiteral("--yes")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(QJsonDocument::fromJson(r.out)
                     .object()
                     .value(QStringLiteral("deleted_versions"))
                     .toArray(),
                 QJsonArray{1});
        r = schemas({QStringLiteral("versions"), other});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("unknown"), r.err.constData());
    }

    void usage()
    {
        QCOMPARE(runProgram("KAFSCOPE_CLI", {QStringLiteral("schemas"), QStringLiteral("subjects")})
                     .exitCode,
                 2);
        QCOMPARE(schemas({QStringLiteral("get")}).exitCode, 2);
        QCOMPARE(schemas({QStringLiteral("frobnicate"), QStringLiteral("x")}).exitCode, 2);
    }
};

KAFSCOPE_TEST_MAIN(TestSchemaAdminCli)
#include "test_schema_admin_cli.moc"
