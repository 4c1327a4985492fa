#include "produce/message_template.h"
#include "test_main.h"
#include "produce/produce_settings.h"

#include <QRegularExpression>
#include <QStandardPaths>
#include <QtTest>

using namespace kafscope;

class TestTemplate : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void rendersEveryPlaceholder()
    {
        auto t = MessageTemplate::parse(
            QStringLiteral("s={{seq}} u={{uuid}} n={{now_ms}} t={{iso_time}} r={{random_int:5:7}} "
                           "p={{pick:a|bb|c}} b={{random_bytes:4}}!"));
        QVERIFY2(t.ok(), qPrintable(t.ok() ? QString() : t.error().message()));
        TemplateContext ctx;
        ctx.seq = 41;
        const QByteArray out = t->render(ctx);
        const QRegularExpression re(QStringLiteral("^s=41 u=[0-9a-f-]{36} n=(\\d{13}) "
                                                   "t=\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\."
                                                   "\\d{3}Z r=[567] p=(a|bb|c) b=(.{4})!$"),
                                    QRegularExpression::DotMatchesEverythingOption);
        const QString latin = QString::fromLatin1(out);
        auto m = re.match(latin);
        QVERIFY2(m.hasMatch(), out.constData());
        QVERIFY(qAbs(m.captured(1).toLongLong() - QDateTime::currentMSecsSinceEpoch()) < 60000);
        QVERIFY(t->hasPlaceholders());
        QVERIFY(!MessageTemplate::parse(QStringLiteral("plain"))->hasPlaceholders());
    }

    void randomValuesStayInRange()
    {
        auto t = MessageTemplate::parse(QStringLiteral("{{random_int:-3:3}}"));
        TemplateContext ctx;
        QSet<int> seen;
        for (int i = 0; i < 2000; ++i) {
            const int v = t->render(ctx).toInt();
            QVERIFY(v >= -3 && v <= 3);
            seen.insert(v);
        }
        QCOMPARE(seen.size(), 7);
    }

    void badPlaceholdersAreUsageErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown") << QStringLiteral("x{{nope}}")
                                 << QStringLiteral("unknown placeholder");
        QTest::newRow("unclosed") << QStringLiteral("{{seq") << QStringLiteral("never closed");
        QTest::newRow("int order")
            << QStringLiteral("{{random_int:9:1}}") << QStringLiteral("A <= B");
        QTest::newRow("int text") << QStringLiteral("{{random_int:a:1}}")
                                  << QStringLiteral("two integers");
        QTest::newRow("pick empty")
            << QStringLiteral("{{pick:}}") << QStringLiteral("needs choices");
        QTest::newRow("bytes") << QStringLiteral("{{random_bytes:-1}}")
                               << QStringLiteral("byte count");
        QTest::newRow("seq arg") << QStringLiteral("{{seq:1}}") << QStringLiteral("no arguments");
    }
    void badPlaceholdersAreUsageErrors()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        auto t = MessageTemplate::parse(text);
        QVERIFY(!t.ok());
        QCOMPARE(t.error().kind, Error::Kind::Usage);
        QVERIFY2(t.error().message().contains(expected), qPrintable(t.error().message()));
    }

    void setRendersKeyValueHeadersWithOneSeqAndPreviewDoesNotAdvance()
    {
        TemplateSpec spec{QStringLiteral("k{{seq}}"),
                          QStringLiteral("v{{seq}}"),
                          {{QStringLiteral("h"), QStringLiteral("{{seq}}")},
                           {QStringLiteral("nil"), std::nullopt},
                           {QStringLiteral("empty"), QString()}}};
        auto set = MessageTemplateSet::compile(spec);
        QVERIFY(set.ok());
        TemplateContext ctx;
        const OutgoingMessage preview = set->preview(ctx, QStringLiteral("t"));
        QCOMPARE(ctx.seq, quint64(0));
        QCOMPARE(*preview.value, QByteArray("v0"));
        const OutgoingMessage first = set->render(ctx, QStringLiteral("t"));
        const OutgoingMessage second = set->render(ctx, QStringLiteral("t"));
        QCOMPARE(*first.key, QByteArray("k0"));
        QCOMPARE(*second.key, QByteArray("k1"));
        QCOMPARE(*second.value, QByteArray("v1"));
        QCOMPARE(*second.headers[0].value, QByteArray("1"));
        QVERIFY(!second.headers[1].value);
        QVERIFY(second.headers[2].value && second.headers[2].value->isEmpty());
        QCOMPARE(ctx.seq, quint64(2));
        TemplateSpec nullValue{std::nullopt, std::nullopt, {}};
        QVERIFY(!MessageTemplateSet::compile(nullValue)->render(ctx, QStringLiteral("t")).value);
        auto bad = MessageTemplateSet::compile({QStringLiteral("{{x}}"), QString(), {}});
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().message().startsWith(QStringLiteral("Key:")));
    }

    void namedTemplatesAreSavedAndReloaded()
    {
        settings::removeProduceTemplate(QStringLiteral("orders"));
        TemplateSpec spec{
            std::nullopt,
            QStringLiteral("{\"id\":{{seq}}}"),
            {{QStringLiteral("nil"), std::nullopt}, {QStringLiteral("empty"), QString()}}};
        QVERIFY(settings::saveProduceTemplate(QStringLiteral("orders"), spec).ok());
        QVERIFY(!settings::saveProduceTemplate(QStringLiteral("  "), spec).ok());
        const auto all = settings::produceTemplates();
        QVERIFY(all.contains(QStringLiteral("orders")));
        QCOMPARE(all.value(QStringLiteral("orders")), spec);
        QVERIFY(!all.value(QStringLiteral("orders")).key.has_value());
        QVERIFY(all.value(QStringLiteral("orders")).headers[1].second.has_value());
        settings::removeProduceTemplate(QStringLiteral("orders"));
        QVERIFY(!settings::produceTemplates().contains(QStringLiteral("orders")));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestTemplate)
#include "test_template.moc"
