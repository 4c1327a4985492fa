#include "schema_support.h"

#include "schema/registry_http.h"
#include "test_cluster.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

namespace kafscope::test {

QString schemaRegistryUrl()
{
    return clusterInfo("kafka1sr").schemaRegistry;
}

int registerSchema(const QString &subject, const QString &text, const QJsonArray &refs,
                   const QString &type)
{
    schema::RegistryConfig config;
    config.url = schemaRegistryUrl();
    schema::RegistryHttp http(config);
    QJsonObject body{{QStringLiteral("schema"), text}};
    if (!type.isEmpty())
        body.insert(QStringLiteral("schemaType"), type);
    if (!refs.isEmpty())
        body.insert(QStringLiteral("references"), refs);
    auto r = http.request("POST", QStringLiteral("/subjects/%1/versions").arg(subject),
                          QJsonDocument(body).toJson(QJsonDocument::Compact));
    if (!r || r->status != 200)
        qFatal("register %s: %s", qPrintable(subject),
               r ? r->body.constData() : qPrintable(r.error().message()));
    return QJsonDocument::fromJson(r->body).object().value(QStringLiteral("id")).toInt();
}

QByteArray confluentFramed(int id, const QByteArray &payload)
{
    QByteArray b(5, '\0');
    for (int i = 0; i < 4; ++i)
        b[4 - i] = char((id >> (8 * i)) & 0xff);
    return b + payload;
}

QByteArray runSchemaPython(const QString &script, const QStringList &args)
{
    const QString python = qEnvironmentVariable("KAFSCOPE_TEST_SCHEMA_PYTHON");
    const QString path = qEnvironmentVariable("KAFSCOPE_SOURCE_DIR") +
                         QStringLiteral("/tests/integration/schema/") + script;
    QProcess p;
    p.start(python, QStringList{path} + args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        qFatal("%s failed: %s", qPrintable(script), p.readAllStandardError().constData());
    return p.readAllStandardOutput();
}

} // namespace kafscope::test
