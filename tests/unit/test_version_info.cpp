#include "cli/commands.h"
#include "test_main.h"
#include "common/version_info.h"

#include <QJsonDocument>
#include <QProcess>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::cli;

// The librdkafka Kafscope is linked with is new enough for Kafka 4 (SCRAM's client-final nonce,
// OIDC), and `kafscope-cli version --json` reports what is linked.
class TestVersionInfo : public QObject {
    Q_OBJECT
private:
    static void checkLibrary(const QString &version, const QStringList &features)
    {
        const QStringList parts = version.split(QLatin1Char('.'));
        QVERIFY2(parts.size() >= 2, qPrintable(version));
        const int major = parts[0].toInt(), minor = parts[1].toInt();
        QVERIFY2(major > 2 || (major == 2 && minor >= 12), qPrintable(version));
        for (const char *f :
             {"ssl", "sasl_scram", "sasl_oauthbearer", "oidc", "zstd", "lz4", "gzip"})
            QVERIFY2(features.contains(QLatin1String(f)),
                     qPrintable(QStringLiteral("%1 lacks %2")
                                    .arg(features.join(QLatin1Char(',')), QLatin1String(f))));
    }

private Q_SLOTS:
    void coreReportsLinkedLibrary()
    {
        const VersionInfo v = versionInfo();
        QCOMPARE(v.kafscope, QStringLiteral(KAFSCOPE_VERSION));
        QCOMPARE(v.qt, QString::fromLatin1(qVersion()));
        checkLibrary(v.librdkafka, v.librdkafkaFeatures);
        QVERIFY(v.librdkafkaAtLeast(2, 12));
        QVERIFY(!v.librdkafkaAtLeast(99, 0));
        QVERIFY(v.librdkafka.startsWith(QStringLiteral("%1.%2.")
                                            .arg(v.librdkafkaNumber >> 24)
                                            .arg((v.librdkafkaNumber >> 16) & 0xff)));
    }
    void missingFeaturesAreNamed()
    {
        VersionInfo without;
        without.librdkafka = QStringLiteral("2.0.2");
        without.librdkafkaFeatures = {
            QStringLiteral("gzip"),       QStringLiteral("ssl"),
            QStringLiteral("sasl"),       QStringLiteral("sasl_plain"),
            QStringLiteral("sasl_scram"), QStringLiteral("sasl_oauthbearer")};
        const auto oidc = missingFeatureFor(QStringLiteral("sasl.oauthbearer.method"),
                                            QStringLiteral("OIDC"), without);
        QVERIFY(oidc);
        QVERIFY2(oidc->contains(QStringLiteral("\"oidc\"")) &&
                     oidc->contains(QStringLiteral("2.0.2")),
                 qPrintable(*oidc));
        QVERIFY(missingFeatureFor(QStringLiteral("compression.codec"), QStringLiteral("zstd"),
                                  without));
        QVERIFY(missingFeatureFor(QStringLiteral("sasl.mechanisms"), QStringLiteral("GSSAPI"),
                                  without));
        QVERIFY(!missingFeatureFor(QStringLiteral("sasl.mechanisms"),
                                   QStringLiteral("SCRAM-SHA-512"), without));
        QVERIFY(!missingFeatureFor(QStringLiteral("security.protocol"), QStringLiteral("SASL_SSL"),
                                   without));
        QVERIFY(!missingFeatureFor(QStringLiteral("client.id"), QStringLiteral("x"), without));
        // The library Kafscope links has everything a secured cluster needs.
        const VersionInfo linked = versionInfo();
        for (const auto &[k, v] : {std::pair{"security.protocol", "SASL_SSL"},
                                   {"sasl.mechanisms", "SCRAM-SHA-256"},
                                   {"sasl.oauthbearer.method", "oidc"},
                                   {"compression.codec", "zstd"}})
            QVERIFY2(!missingFeatureFor(QLatin1String(k), QLatin1String(v), linked), k);
    }

    void cliJson()
    {
        QString outText, errText;
        QTextStream out(&outText), err(&errText);
        QCOMPARE(runCli({QStringLiteral("version"), QStringLiteral("--json")}, out, err),
                 int(ExitOk));
        out.flush();
        QJsonParseError pe;
        const QJsonObject o = QJsonDocument::fromJson(outText.toUtf8(), &pe).object();
        QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(outText));
        QCOMPARE(o.value(QStringLiteral("kafscope")).toString(), QStringLiteral(KAFSCOPE_VERSION));
        QCOMPARE(o.value(QStringLiteral("qt")).toString(), QString::fromLatin1(qVersion()));
        QStringList features;
        for (const QJsonValue &f : o.value(QStringLiteral("librdkafka_features")).toArray())
            features << f.toString();
        checkLibrary(o.value(QStringLiteral("librdkafka")).toString(), features);
        QVERIFY(errText.isEmpty());
    }
    void cliText()
    {
        QString outText, errText;
        QTextStream out(&outText), err(&errText);
        QCOMPARE(runCli({QStringLiteral("version")}, out, err), int(ExitOk));
        out.flush();
        QVERIFY2(outText.contains(QStringLiteral("librdkafka ") + versionInfo().librdkafka),
                 qPrintable(outText));
        QVERIFY(outText.contains(QStringLiteral("sasl_scram")));
        QCOMPARE(runCli({QStringLiteral("version"), QStringLiteral("extra")}, out, err),
                 int(ExitUsage));
        QCOMPARE(runCli({QStringLiteral("version"), QStringLiteral("--bogus")}, out, err),
                 int(ExitUsage));
    }
    // The installed program itself (not only the library this test links) reports a new librdkafka.
    void cliBinary()
    {
        const QString cli = qEnvironmentVariable("KAFSCOPE_CLI");
        if (cli.isEmpty())
            QSKIP("KAFSCOPE_CLI is not set (CTest sets it)");
        QProcess p;
        p.start(cli, {QStringLiteral("version"), QStringLiteral("--json")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QStringList features;
        for (const QJsonValue &f : o.value(QStringLiteral("librdkafka_features")).toArray())
            features << f.toString();
        checkLibrary(o.value(QStringLiteral("librdkafka")).toString(), features);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestVersionInfo)
#include "test_version_info.moc"
