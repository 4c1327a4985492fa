// Kafscope's generated protocol codecs against Kafka's own: random messages of every generated
// request and response, at every version the specification defines (flexible and not), are built
// and serialized by Kafka's Java classes (tests/peers/java-codec/KafkaCodec.java, run against the
// jars of the Kafka distribution the kafka1 fixture fetched). Kafscope decodes Kafka's bytes, must
// write the same JSON as Kafka's JsonConverter and encode the message to the very same bytes.
// Every prefix of those bytes, and random corruptions of them, must fail with an error naming the
// byte or decode to something, never crash or allocate without bound.
#include "local/kafka_distribution.h"
#include "test_main.h"
#include "protocol/kafka_messages.h"

#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::protocol;

class TestProtocolCodecs : public QObject {
    Q_OBJECT
    struct Answer {
        QString name;
        int16_t version = 0;
        QByteArray bytes;
        QJsonObject json;
    };
    QList<Answer> m_answers;

private Q_SLOTS:
    void initTestCase()
    {
        const auto java = local::findJava();
        QVERIFY2(java.ok(), java.ok() ? "" : qPrintable(java.error().message()));
        const local::KafkaDistribution kafka(local::KafkaDistribution::defaultVersion(),
                                             local::KafkaDistribution::defaultCacheRoot());
        QVERIFY2(kafka.isPresent(), qPrintable(kafka.home()));
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString answers = tmp.filePath(QStringLiteral("answers.tsv"));
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedChannels);
        p.start(*java,
                {QStringLiteral("-cp"), kafka.classpath(), QStringLiteral(KAFSCOPE_JAVA_CODEC),
                 QStringLiteral(KAFSCOPE_SAMPLES), answers});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        QFile f(answers);
        QVERIFY(f.open(QIODevice::ReadOnly));
        while (!f.atEnd()) {
            const QList<QByteArray> cols = f.readLine().trimmed().split('\t');
            QCOMPARE(cols.size(), 4);
            QVERIFY2(cols[2] != "ERROR", cols.join(' ').constData());
            Answer a{QString::fromLatin1(cols[0]), int16_t(cols[1].toInt()),
                     QByteArray::fromHex(cols[2]), QJsonDocument::fromJson(cols[3]).object()};
            m_answers.append(a);
        }
    }

    // Every message and version the specifications define has samples, and Kafscope reads Kafka's
    // bytes to the same JSON and writes them back byte for byte.
    void sameBytesAndJsonAsKafka()
    {
        QSet<QString> covered;
        QStringList wrong;
        for (const Answer &a : std::as_const(m_answers)) {
            msg::DecodedMessage d;
            QVERIFY2(msg::decodeByName(a.name, a.version, a.bytes, d), qPrintable(a.name));
            const QString where = QStringLiteral("%1 v%2").arg(a.name).arg(a.version);
            if (!d.error.isEmpty()) {
                wrong << where + QStringLiteral(": ") + d.error;
                continue;
            }
            if (d.json != a.json)
                wrong << where + QStringLiteral(": JSON\n  Kafka:     %1\n  Kafscope:  %2")
                                     .arg(QString::fromUtf8(
                                              QJsonDocument(a.json).toJson(QJsonDocument::Compact)),
                                          QString::fromUtf8(QJsonDocument(d.json).toJson(
                                              QJsonDocument::Compact)));
            if (d.encoded != a.bytes)
                wrong << where + QStringLiteral(": bytes\n  Kafka:     %1\n  Kafscope:  %2")
                                     .arg(QString::fromLatin1(a.bytes.toHex()),
                                          QString::fromLatin1(d.encoded.toHex()));
            covered.insert(where);
        }
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.mid(0, 8).join(QLatin1Char('\n'))));
        // Each generated message at each version its specification defines.
        QSet<QString> sampled;
        QFile samples(QStringLiteral(KAFSCOPE_SAMPLES));
        QVERIFY(samples.open(QIODevice::ReadOnly));
        while (!samples.atEnd()) {
            const QList<QByteArray> cols = samples.readLine().split('\t');
            sampled.insert(QStringLiteral("%1 v%2").arg(QString::fromLatin1(cols.value(0)),
                                                        QString::fromLatin1(cols.value(1))));
        }
        QCOMPARE(covered, sampled);
        QVERIFY2(covered.size() >= 50, qPrintable(QString::number(covered.size())));
        for (const QString &name : msg::messageNames())
            QVERIFY2(std::any_of(
                         covered.cbegin(), covered.cend(),
                         [&](const QString &c) { return c.startsWith(name + QLatin1Char(' ')); }),
                     qPrintable(name));
    }

    // Truncated and corrupted answers: a typed failure or some message, never a crash. A strict
    // prefix never decodes.
    void truncatedAndCorruptedBytesFailCleanly()
    {
        QRandomGenerator rng(20261207);
        int failures = 0;
        for (const Answer &a : std::as_const(m_answers)) {
            for (qsizetype n = 0; n < a.bytes.size(); ++n) {
                msg::DecodedMessage d;
                msg::decodeByName(a.name, a.version, a.bytes.left(n), d);
                QVERIFY2(!d.error.isEmpty(),
                         qPrintable(QStringLiteral("%1 v%2 decoded from %3 of %4 bytes")
                                        .arg(a.name)
                                        .arg(a.version)
                                        .arg(n)
                                        .arg(a.bytes.size())));
                QVERIFY2(d.error.contains(QLatin1String("at byte")), qPrintable(d.error));
                ++failures;
            }
            for (int i = 0; i < 20 && !a.bytes.isEmpty(); ++i) {
                QByteArray bad = a.bytes;
                for (int k = 0; k < 3; ++k)
                    bad[rng.bounded(int(bad.size()))] = char(rng.bounded(256));
                msg::DecodedMessage d;
                msg::decodeByName(a.name, a.version, bad, d); // must return, whatever it says
            }
        }
        QVERIFY(failures > 1000);
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestProtocolCodecs)
#include "test_protocol_codecs.moc"
