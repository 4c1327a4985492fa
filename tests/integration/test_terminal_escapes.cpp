// Issue 32 F7 (probe 9b): names any client of the cluster chooses (a group id, a client id) and
// names echoed in errors reach kafscope-cli's text output escaped, never as raw ESC, BEL or C1
// characters a terminal would act on; --json keeps them exact. (ACL principals and SCRAM users:
// test_acls_users.)
#include "groups_test_support.h"
#include "test_main.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;

namespace {

// True when `bytes` (UTF-8) holds a character a terminal would act on: C0 other than a line break
// or tab, DEL, or C1.
bool hasRawControl(const QByteArray &bytes)
{
    for (const QChar c : QString::fromUtf8(bytes)) {
        const char16_t u = c.unicode();
        if ((u < 0x20 && u != '\n' && u != '\t') || (u >= 0x7F && u < 0xA0))
            return true;
    }
    return false;
}

ProcessResult cli(const QStringList &args)
{
    return runProgram("KAFSCOPE_CLI",
                      QStringList{QStringLiteral("--bootstrap"), bootstrap("kafka1")} + args);
}

} // namespace

class TestTerminalEscapes : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void groupAndClientIdsAreEscaped()
    {
        const QString topic = makeTopic(profileFor("kafka1"), QStringLiteral("esct"), 1);
        // The probe's names: colour, a window title (OSC ... BEL), and a C1 CSI.
        const QString group =
            uniqueName(QStringLiteral("grp")) + QStringLiteral("\x1b[31m\x1b]0;X\x07");
        const QString clientId = QStringLiteral("cl\x1b]0;PWNED\x07\x1b[31mRED\u009b2J");
        GroupConsumer::Options o;
        o.group = group;
        o.topics = {topic};
        o.clientId = clientId;
        GroupConsumer consumer(profileFor("kafka1"), o);
        QVERIFY(waitUntil([&] { return !consumer.assignment().isEmpty(); }, 60000));

        ProcessResult r = cli({QStringLiteral("groups"), QStringLiteral("list")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(!hasRawControl(r.out), r.out.constData());
        QVERIFY2(r.out.contains("\\x1B[31m\\x1B]0;X\\x07"), r.out.constData());
        r = cli({QStringLiteral("groups"), QStringLiteral("list"), QStringLiteral("--json")});
        QVERIFY2(!hasRawControl(r.out), r.out.constData());
        QStringList names;
        for (const QJsonValue &v : QJsonDocument::fromJson(r.out).array())
            names << v[QStringLiteral("group")].toString();
        QVERIFY(names.contains(group)); // exact

        r = cli({QStringLiteral("groups"), QStringLiteral("describe"), group});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(!hasRawControl(r.out) && !hasRawControl(r.err), r.out.constData());
        QVERIFY2(r.out.contains("cl\\x1B]0;PWNED\\x07\\x1B[31mRED\\u{9B}2J"), r.out.constData());
        const QJsonObject d = describeJson("kafka1", group);
        QCOMPARE(d[QStringLiteral("group")].toString(), group);
        const QJsonArray members = d[QStringLiteral("members")].toArray();
        QCOMPARE(members.size(), 1);
        QCOMPARE(members[0][QStringLiteral("client_id")].toString(), clientId);
    }

    void namesInErrorsAreEscaped()
    {
        ProcessResult r = cli({QStringLiteral("consume"), QStringLiteral("no\x1b[31mtopic"),
                               QStringLiteral("--max"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(!hasRawControl(r.err), r.err.constData());
        QVERIFY2(r.err.contains("no\\x1B[31mtopic"), r.err.constData());
        r = cli({QStringLiteral("groups"), QStringLiteral("describe"),
                 uniqueName(QStringLiteral("nog")) + QStringLiteral("\x1b[31m")});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(!hasRawControl(r.err) && !hasRawControl(r.out), r.err.constData());
        QVERIFY2(r.err.contains("\\x1B[31m"), r.err.constData());
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestTerminalEscapes)
#include "test_terminal_escapes.moc"
