// kafscope-cli connect ... against a real distributed Connect worker (kafka1connect) with the test
// connectors of tests/integration/connect: lines through a topic, the worker's per-field refusal,
// states, a failed task's trace, offsets of a stopped source, read-only, and a PASSWORD-type value
// that never reaches the output or the worker's log. Output is checked as printed.
#include "net/bounded_http.h"
#include "test_cluster.h"
#include "test_main.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QtTest>

using namespace kafscope;
using namespace kafscope::test;

namespace {
const QString kSource = QStringLiteral("dev.kafscope.testconnect.LineSource");
const QString kSink = QStringLiteral("dev.kafscope.testconnect.LineSink");
} // namespace

class TestConnectCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_url;

    ProcessResult cli(const QStringList &args, bool json = false, bool readOnly = false)
    {
        QStringList all{QStringLiteral("--connect-url"), m_url};
        if (readOnly)
            all << QStringLiteral("--read-only");
        all << QStringLiteral("connect") << args;
        if (json)
            all << QStringLiteral("--json");
        return runProgram("KAFSCOPE_CLI", all);
    }
    QJsonObject cliJson(const QStringList &args)
    {
        const ProcessResult r = cli(args, true);
        if (r.exitCode != 0)
            qWarning("%s", r.err.constData());
        return QJsonDocument::fromJson(r.out).object();
    }
    QString file(const QString &name, const QByteArray &text)
    {
        QFile f(m_dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(text) < 0)
            qFatal("cannot write %s", qPrintable(f.fileName()));
        return f.fileName();
    }
    // What the worker's REST API itself says (not through Kafscope's client).
    QJsonObject rest(const QString &path)
    {
        net::BoundedHttp http;
        net::HttpRequest req;
        req.url = QUrl(m_url + path);
        auto reply = http.send(req, net::HttpLimits{}, KS_ERR("the test's Connect worker"));
        return reply && reply->status == 200 ? QJsonDocument::fromJson(reply->body).object()
                                             : QJsonObject();
    }
    QString connectorState(const QString &name)
    {
        return rest(QStringLiteral("/connectors/%1/status").arg(name))
            .value(QStringLiteral("connector"))
            .toObject()
            .value(QStringLiteral("state"))
            .toString();
    }
    QString taskState(const QString &name, int task = 0)
    {
        return rest(QStringLiteral("/connectors/%1/status").arg(name))
            .value(QStringLiteral("tasks"))
            .toArray()
            .at(task)
            .toObject()
            .value(QStringLiteral("state"))
            .toString();
    }
    // A running LineSource over `input` into `topic`.
    void createSource(const QString &name, const QString &input, const QString &topic)
    {
        const ProcessResult r =
            cli({QStringLiteral("create"), name, QStringLiteral("--class"), kSource,
                 QStringLiteral("--config"), QStringLiteral("file=") + input,
                 QStringLiteral("--config"), QStringLiteral("topic=") + topic});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QTRY_COMPARE_WITH_TIMEOUT(taskState(name), QStringLiteral("RUNNING"), 60000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_url = clusterInfo("kafka1connect").connect;
        QVERIFY2(!m_url.isEmpty(), "the fixture's Connect worker does not run");
        // Connectors an earlier run against the same worker left (the names here are fixed).
        net::BoundedHttp http;
        net::HttpRequest list;
        list.url = QUrl(m_url + QStringLiteral("/connectors"));
        auto names = http.send(list, net::HttpLimits{}, KS_ERR("the test's Connect worker"));
        QVERIFY(names && names->status == 200);
        for (const QJsonValue &n : QJsonDocument::fromJson(names->body).array()) {
            net::HttpRequest del;
            del.method = "DELETE";
            del.url = QUrl(m_url + QStringLiteral("/connectors/") + n.toString());
            QVERIFY(http.send(del, net::HttpLimits{}, KS_ERR("the test's Connect worker")));
        }
    }

    void clustersAndPlugins()
    {
        ProcessResult r = cli({QStringLiteral("clusters")});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
        QVERIFY(lines.value(0).startsWith(QLatin1String("URL")));
        QVERIFY2(lines.value(1).startsWith(m_url) && lines.value(1).endsWith(QLatin1String("ok")),
                 r.out.constData());
        // The columns line up: VERSION starts where the version does.
        QCOMPARE(lines.value(1).indexOf(QStringLiteral(KAFSCOPE_DEFAULT_KAFKA_VERSION)),
                 lines.value(0).indexOf(QLatin1String("VERSION")));

        const QJsonArray plugins =
            cliJson({QStringLiteral("plugins")}).value(QStringLiteral("plugins")).toArray();
        bool source = false, converter = false;
        for (const QJsonValue &v : plugins) {
            const QJsonObject p = v.toObject();
            source = source ||
                     (p.value(QStringLiteral("class")).toString() == kSource &&
                      p.value(QStringLiteral("version")).toString() == QLatin1String("1.0-test") &&
                      p.value(QStringLiteral("type")).toString() == QLatin1String("source"));
            converter = converter ||
                        p.value(QStringLiteral("type")).toString() == QLatin1String("converter");
        }
        QVERIFY(source);
        QVERIFY(converter); // connectorsOnly=false: the other plugins too
    }

    void sourceAndSinkMoveLinesThroughATopic()
    {
        const QString topic = uniqueName(QStringLiteral("connect-lines"));
        const QString input = file(QStringLiteral("in.txt"), "alpha\nbeta\ngamma\n");
        const QString output = m_dir.filePath(QStringLiteral("out.txt"));
        createSource(QStringLiteral("lines-src"), input, topic);
        ProcessResult r =
            cli({QStringLiteral("create"), QStringLiteral("lines-sink"), QStringLiteral("--class"),
                 kSink, QStringLiteral("--config"), QStringLiteral("topics=") + topic,
                 QStringLiteral("--config"), QStringLiteral("file=") + output});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("connector  lines-sink\n"));
        const auto sinkText = [&output] {
            QFile f(output);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        QTRY_COMPARE_WITH_TIMEOUT(sinkText(), QByteArray("alpha\nbeta\ngamma\n"), 60000);

        // The list as printed: a header and one aligned row per connector.
        r = cli({QStringLiteral("list")});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
        const qsizetype stateColumn = lines.value(0).indexOf(QLatin1String("STATE"));
        bool seen = false;
        for (const QString &l : lines)
            if (l.startsWith(QLatin1String("lines-src "))) {
                seen = true;
                QCOMPARE(l.mid(stateColumn, 7), QStringLiteral("RUNNING"));
                QVERIFY(l.contains(QLatin1String("source")));
                QVERIFY(l.endsWith(kSource));
            }
        QVERIFY2(seen, r.out.constData());
        // show: the topics the source feeds (the worker tracks them).
        QTRY_VERIFY_WITH_TIMEOUT(cliJson({QStringLiteral("show"), QStringLiteral("lines-src")})
                                     .value(QStringLiteral("topics"))
                                     .toArray()
                                     .contains(topic),
                                 30000);
        r = cli({QStringLiteral("show"), QStringLiteral("lines-src")});
        QVERIFY(r.out.contains(("topics     " + topic + "\n").toUtf8()));
        QVERIFY(r.out.contains("state      RUNNING on "));
    }

    void invalidValueRefusedPerField()
    {
        const QStringList config{QStringLiteral("--class"),  kSource,
                                 QStringLiteral("--config"), QStringLiteral("file=/tmp/x"),
                                 QStringLiteral("--config"), QStringLiteral("topic=t"),
                                 QStringLiteral("--config"), QStringLiteral("batch.size=0")};
        const QByteArray fieldError =
            "  batch.size: Invalid value 0 for configuration batch.size: Value must be at least 1";
        ProcessResult r = cli(QStringList{QStringLiteral("validate")} + config);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("1 error(s) in the config of " + kSource.toUtf8() + ":\n" +
                                fieldError + "\n"),
                 r.out.constData());
        // The metadata: groups, documentation, types (PASSWORD included).
        const QJsonObject v =
            QJsonDocument::fromJson(cli(QStringList{QStringLiteral("validate")} + config, true).out)
                .object();
        QCOMPARE(v.value(QStringLiteral("error_count")).toInt(), 1);
        QVERIFY(v.value(QStringLiteral("groups")).toArray().contains(QStringLiteral("Tuning")));
        bool password = false;
        for (const QJsonValue &f : v.value(QStringLiteral("fields")).toArray())
            if (f.toObject().value(QStringLiteral("name")).toString() ==
                QLatin1String("access.key"))
                password =
                    f.toObject().value(QStringLiteral("type")).toString() ==
                        QLatin1String("PASSWORD") &&
                    !f.toObject().value(QStringLiteral("documentation")).toString().isEmpty();
        QVERIFY(password);

        r = cli(QStringList{QStringLiteral("create"), QStringLiteral("bad-batch")} + config);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("batch.size: Invalid value 0 for configuration batch.size"),
                 r.err.constData());
        QVERIFY(rest(QStringLiteral("/connectors/bad-batch")).isEmpty());
        // The worker's own refusal of a name it cannot have, with its message.
        r = cli({QStringLiteral("show"), QStringLiteral("no-such-connector")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("Connector no-such-connector not found"), r.err.constData());
    }

    void pauseResumeStopRestart()
    {
        const QString name = QStringLiteral("states-src");
        createSource(name, file(QStringLiteral("states.txt"), "one\n"),
                     uniqueName(QStringLiteral("connect-states")));
        ProcessResult r = cli({QStringLiteral("pause"), name});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("paused states-src\n"));
        QTRY_COMPARE_WITH_TIMEOUT(connectorState(name), QStringLiteral("PAUSED"), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(taskState(name), QStringLiteral("PAUSED"), 30000);
        QCOMPARE(cli({QStringLiteral("resume"), name}).exitCode, 0);
        QTRY_COMPARE_WITH_TIMEOUT(connectorState(name), QStringLiteral("RUNNING"), 30000);
        QCOMPARE(cli({QStringLiteral("stop"), name}).exitCode, 0);
        QTRY_COMPARE_WITH_TIMEOUT(connectorState(name), QStringLiteral("STOPPED"), 30000);
        QCOMPARE(cliJson({QStringLiteral("show"), name}).value(QStringLiteral("state")).toString(),
                 QStringLiteral("STOPPED"));
        QCOMPARE(cli({QStringLiteral("resume"), name}).exitCode, 0);
        QTRY_COMPARE_WITH_TIMEOUT(taskState(name), QStringLiteral("RUNNING"), 30000);
        r = cli({QStringLiteral("restart"), name}, true);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("action")).toString(),
                 QStringLiteral("restart"));
        QTRY_COMPARE_WITH_TIMEOUT(taskState(name), QStringLiteral("RUNNING"), 30000);
        QCOMPARE(
            cli({QStringLiteral("restart"), name, QStringLiteral("--task"), QStringLiteral("0")})
                .exitCode,
            0);
        // Delete needs --yes.
        r = cli({QStringLiteral("delete"), name});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("add --yes"));
        QVERIFY(!rest(QStringLiteral("/connectors/") + name).isEmpty());
        QCOMPARE(cli({QStringLiteral("delete"), name, QStringLiteral("--yes")}).exitCode, 0);
        QTRY_VERIFY_WITH_TIMEOUT(rest(QStringLiteral("/connectors/") + name).isEmpty(), 30000);
    }

    void failedTaskShowsItsTrace()
    {
        const QString name = QStringLiteral("failing-src");
        const QString missing = m_dir.filePath(QStringLiteral("no-such-file.txt"));
        ProcessResult r = cli({QStringLiteral("create"), name, QStringLiteral("--class"), kSource,
                               QStringLiteral("--config"), QStringLiteral("file=") + missing,
                               QStringLiteral("--config"), QStringLiteral("topic=failing")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QTRY_COMPARE_WITH_TIMEOUT(taskState(name), QStringLiteral("FAILED"), 60000);
        r = cli({QStringLiteral("show"), name});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("task 0 failed:\n"), r.out.constData());
        QVERIFY(r.out.contains(("Cannot read " + missing).toUtf8()));
        const QJsonObject shown = cliJson({QStringLiteral("show"), name});
        const QString trace = shown.value(QStringLiteral("tasks"))
                                  .toArray()
                                  .at(0)
                                  .toObject()
                                  .value(QStringLiteral("trace"))
                                  .toString();
        QVERIFY(trace.contains(QLatin1String("NoSuchFileException")));
        // The list counts the failed task in its FAILED column.
        r = cli({QStringLiteral("list")});
        const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'));
        const qsizetype failedColumn = lines.value(0).indexOf(QLatin1String("FAILED"));
        bool seen = false;
        for (const QString &l : lines)
            if (l.startsWith(name + QLatin1Char(' '))) {
                seen = true;
                QCOMPARE(l.mid(failedColumn, 2), QStringLiteral("1 "));
            }
        QVERIFY2(seen, r.out.constData());
        // Once the file is there, restarting the failed task makes it run.
        file(QStringLiteral("no-such-file.txt"), "now\n");
        QCOMPARE(cli({QStringLiteral("restart"), name, QStringLiteral("--include-tasks"),
                      QStringLiteral("--only-failed")})
                     .exitCode,
                 0);
        QTRY_COMPARE_WITH_TIMEOUT(taskState(name), QStringLiteral("RUNNING"), 30000);
    }

    void offsetsOfAStoppedSource()
    {
        const QString name = QStringLiteral("offsets-src");
        const QString input = file(QStringLiteral("offsets.txt"), "a\nb\nc\n");
        createSource(name, input, uniqueName(QStringLiteral("connect-offsets")));
        QCOMPARE(cli({QStringLiteral("stop"), name}).exitCode, 0);
        QTRY_COMPARE_WITH_TIMEOUT(connectorState(name), QStringLiteral("STOPPED"), 30000);
        // The line offset of this run's file (the worker keeps a deleted connector's offsets, so
        // an earlier run's may be there too); -1 without one.
        const auto line = [this, &name, &input] {
            const QJsonArray offsets = cliJson({QStringLiteral("offsets"), name})
                                           .value(QStringLiteral("offsets"))
                                           .toArray();
            for (const QJsonValue &v : offsets)
                if (v[QStringLiteral("partition")][QStringLiteral("filename")].toString() == input)
                    return v[QStringLiteral("offset")][QStringLiteral("line")].toInt(-2);
            return -1;
        };
        QTRY_COMPARE_WITH_TIMEOUT(line(), 3, 30000);
        ProcessResult r = cli({QStringLiteral("offsets"), name});
        QVERIFY2(r.out.startsWith("PARTITION"), r.out.constData());
        QVERIFY(r.out.contains("{\"line\":3}"));

        const QByteArray alter = "{\"offsets\":[{\"partition\":{\"filename\":\"" + input.toUtf8() +
                                 "\"},\"offset\":{\"line\":1}}]}";
        const QString alterFile = file(QStringLiteral("alter.json"), alter);
        r = cli({QStringLiteral("offsets"), name, QStringLiteral("--alter-file"), alterFile});
        QCOMPARE(r.exitCode, 2); // no --yes
        QCOMPARE(line(), 3);
        r = cli({QStringLiteral("offsets"), name, QStringLiteral("--alter-file"), alterFile,
                 QStringLiteral("--yes")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(line(), 1);
        r = cli({QStringLiteral("offsets"), name, QStringLiteral("--reset")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(line(), 1);
        r = cli(
            {QStringLiteral("offsets"), name, QStringLiteral("--reset"), QStringLiteral("--yes")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(line(), -1);
        // A running connector's offsets cannot be reset: the worker says why.
        QCOMPARE(cli({QStringLiteral("resume"), name}).exitCode, 0);
        QTRY_COMPARE_WITH_TIMEOUT(connectorState(name), QStringLiteral("RUNNING"), 30000);
        r = cli(
            {QStringLiteral("offsets"), name, QStringLiteral("--reset"), QStringLiteral("--yes")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("STOPPED"), r.err.constData());
    }

    void monitorExportsConnectorStates()
    {
        const QString name = QStringLiteral("mon-failing");
        const ProcessResult r =
            cli({QStringLiteral("create"), name, QStringLiteral("--class"), kSource,
                 QStringLiteral("--config"),
                 QStringLiteral("file=") + m_dir.filePath(QStringLiteral("mon-missing.txt")),
                 QStringLiteral("--config"), QStringLiteral("topic=mon")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QTRY_COMPARE_WITH_TIMEOUT(taskState(name), QStringLiteral("FAILED"), 60000);
        // The worker, and one that does not answer.
        const QString dead = QStringLiteral("http://127.0.0.1:1");
        const ProcessResult m = runProgram(
            "KAFSCOPE_CLI",
            {QStringLiteral("monitor"), QStringLiteral("--once"), QStringLiteral("--bootstrap"),
             clusterInfo("kafka1connect").bootstrap, QStringLiteral("--connect-url"), m_url,
             QStringLiteral("--connect-url"), dead});
        QVERIFY2(m.exitCode == 0, m.err.constData());
        const QString out = QString::fromUtf8(m.out);
        const auto has = [&out](const QString &pattern) {
            return QRegularExpression(pattern, QRegularExpression::MultilineOption)
                .match(out)
                .hasMatch();
        };
        const QString connector = QStringLiteral("[^}]*connector=\"mon-failing\"[^}]*");
        QVERIFY2(has(QStringLiteral("^kafscope_connect_up\\{[^}]*connect=\"%1\"[^}]*\\} 1$")
                         .arg(QRegularExpression::escape(m_url))),
                 m.out.constData());
        QVERIFY2(has(QStringLiteral("^kafscope_connect_up\\{[^}]*connect=\"%1\"[^}]*\\} 0$")
                         .arg(QRegularExpression::escape(dead))),
                 m.out.constData());
        QVERIFY2(
            has(QStringLiteral("^kafscope_connect_connector_failed\\{%1\\} 1$").arg(connector)),
            m.out.constData());
        QVERIFY2(
            has(QStringLiteral("^kafscope_connect_connector_info\\{%1state=\"RUNNING\"[^}]*\\} 1$")
                    .arg(connector)),
            m.out.constData());
        QVERIFY2(
            has(QStringLiteral("^kafscope_connect_connector_tasks\\{%1state=\"FAILED\"[^}]*\\} 1$")
                    .arg(connector)),
            m.out.constData());
        QVERIFY2(has(QStringLiteral(
                     "^kafscope_collect_errors_total\\{[^}]*kind=\"connect\"[^}]*\\} 1$")),
                 m.out.constData());
        QCOMPARE(cli({QStringLiteral("delete"), name, QStringLiteral("--yes")}).exitCode, 0);
    }

    void readOnlyRefusesEveryWrite()
    {
        const QString name = QStringLiteral("ro-src");
        createSource(name, file(QStringLiteral("ro.txt"), "x\n"),
                     uniqueName(QStringLiteral("connect-ro")));
        const QString alterFile = file(QStringLiteral("ro-alter.json"), "{\"offsets\":[]}");
        const QList<QStringList> writes = {
            {QStringLiteral("create"), QStringLiteral("ro-new"), QStringLiteral("--class"), kSource,
             QStringLiteral("--config"), QStringLiteral("file=/tmp/x"), QStringLiteral("--config"),
             QStringLiteral("topic=t")},
            {QStringLiteral("edit"), name, QStringLiteral("--config"),
             QStringLiteral("batch.size=5")},
            {QStringLiteral("pause"), name},
            {QStringLiteral("resume"), name},
            {QStringLiteral("stop"), name},
            {QStringLiteral("restart"), name},
            {QStringLiteral("restart"), name, QStringLiteral("--task"), QStringLiteral("0")},
            {QStringLiteral("delete"), name, QStringLiteral("--yes")},
            {QStringLiteral("offsets"), name, QStringLiteral("--reset"), QStringLiteral("--yes")},
            {QStringLiteral("offsets"), name, QStringLiteral("--alter-file"), alterFile,
             QStringLiteral("--yes")},
        };
        for (const QStringList &w : writes) {
            const ProcessResult r = cli(w, false, true);
            QVERIFY2(r.exitCode != 0, qPrintable(w.join(QLatin1Char(' '))));
            QVERIFY2(r.err.contains("Read-only connection: refusing to"), r.err.constData());
        }
        QCOMPARE(connectorState(name), QStringLiteral("RUNNING"));
        QVERIFY(rest(QStringLiteral("/connectors/ro-new")).isEmpty());
        QVERIFY(!rest(QStringLiteral("/connectors/") + name)
                     .value(QStringLiteral("config"))
                     .toObject()
                     .contains(QStringLiteral("batch.size")));
        // Reads still work.
        QCOMPARE(cli({QStringLiteral("list")}, false, true).exitCode, 0);
        QCOMPARE(cli({QStringLiteral("validate"), QStringLiteral("--class"), kSource}, false, true)
                     .exitCode,
                 1);
    }

    void passwordValueNeverPrinted()
    {
        const QByteArray secret = "S3cret-" + uniqueName(QStringLiteral("k")).toUtf8();
        const QString config =
            file(QStringLiteral("secret.json"),
                 "{\"name\":\"secret-src\",\"config\":{\"connector.class\":\"" + kSource.toUtf8() +
                     "\",\"file\":\"" + m_dir.filePath(QStringLiteral("secret.txt")).toUtf8() +
                     "\",\"topic\":\"connect-secret\",\"access.key\":\"" + secret + "\"}}");
        QList<ProcessResult> outputs;
        outputs << cli({QStringLiteral("create"), QStringLiteral("--config-file"), config});
        QVERIFY2(outputs.last().exitCode == 0, outputs.last().err.constData());
        // The worker has the value (it is the connector's config) ...
        QCOMPARE(rest(QStringLiteral("/connectors/secret-src/config"))
                     .value(QStringLiteral("access.key"))
                     .toString()
                     .toUtf8(),
                 secret);
        // ... and Kafscope shows it masked everywhere.
        for (bool json : {false, true}) {
            outputs << cli({QStringLiteral("show"), QStringLiteral("secret-src")}, json);
            outputs << cli({QStringLiteral("list")}, json);
            outputs << cli({QStringLiteral("validate"), QStringLiteral("--config-file"), config},
                           json);
            outputs << cli({QStringLiteral("edit"), QStringLiteral("secret-src"),
                            QStringLiteral("--config"), QStringLiteral("batch.size=7")},
                           json);
        }
        for (const ProcessResult &r : outputs) {
            QVERIFY(!r.out.contains(secret));
            QVERIFY(!r.err.contains(secret));
        }
        QVERIFY(outputs.at(1).out.contains("access.key"));
        QVERIFY(outputs.at(1).out.contains("********"));
        // The edit kept the secret on the worker (the masked copy never went back).
        QCOMPARE(rest(QStringLiteral("/connectors/secret-src/config"))
                     .value(QStringLiteral("access.key"))
                     .toString()
                     .toUtf8(),
                 secret);
        // Not on the command line either: a secret-looking --config is refused.
        const ProcessResult argv =
            cli({QStringLiteral("validate"), QStringLiteral("--class"), kSource,
                 QStringLiteral("--config"), QStringLiteral("db.password=x")});
        QCOMPARE(argv.exitCode, 2);
        QVERIFY(argv.err.contains("--config-file"));
        // Nor in the worker's log (Connect hides PASSWORD values; Kafscope sent it in a body).
        QFile log(clusterDir("kafka1connect") + QStringLiteral("/connect/connect.log"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QByteArray text = log.readAll();
        QVERIFY(text.contains("secret-src"));
        QVERIFY(!text.contains(secret));
    }
};

KAFSCOPE_TEST_GUILESS_MAIN(TestConnectCli)
#include "test_connect_cli.moc"
