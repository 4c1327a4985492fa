// The message browser's GUI path for bench/consume_bench.sh and bench/schema_bench.sh: the browser
// view (worker thread + batched table model, offscreen) reading a whole topic with no limit; prints
// seconds, rows and memory. `browse B T REGISTRY_URL` decodes every value with the registry (the
// Schemas choice "Every value") and also counts the rows decoded and those with a decode error.
// Also creates the benchmark topic (`create B T PARTITIONS`).
#include "admin/topic_admin.h"
#include "browse/browse_decoding.h"
#include "browse/message_browser_view.h"
#include "browse/message_table_model.h"
#include "cluster/cluster_session.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QSpinBox>

#include <cstdio>

using namespace kafscope;

namespace {

qint64 rssBytes()
{
    QFile f(QStringLiteral("/proc/self/statm"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> parts = f.readAll().split(' ');
    return parts.size() > 1 ? parts[1].toLongLong() * 4096 : -1;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.size() < 3)
        return std::fprintf(stderr,
                            "usage: consume_gui_bench create BOOTSTRAP TOPIC [PARTITIONS] | "
                            "browse BOOTSTRAP TOPIC [SCHEMA_REGISTRY_URL]\n"),
               2;
    ConnectionProfile profile;
    profile.bootstrap = args[1];
    if (args[0] == QLatin1String("create")) {
        auto admin = KafkaClient::create(profile, QStringLiteral("bench-admin"));
        Status s = admin ? createTopic(*admin.value(),
                                       {args[2], args.value(3, QStringLiteral("4")).toInt(), 1, {}})
                         : Status(admin.error());
        if (!s)
            std::fprintf(stderr, "%s\n", qPrintable(s.error().message()));
        return s ? 0 : 1;
    }
    const bool decode = args[0] == QLatin1String("browse") && args.size() > 3;
    if (decode)
        profile.registryUrl = args[3];
    ClusterSession session(profile);
    ui::MessageBrowserView view;
    view.resize(1200, 800);
    view.show();
    view.setSession(&session);
    view.findChild<QSpinBox *>(QStringLiteral("limit"))->setValue(0);
    view.findChild<QSpinBox *>(QStringLiteral("memoryBudget"))->setValue(4096);
    auto *schemas = view.findChild<QComboBox *>(QStringLiteral("schemaDecode"));
    schemas->setCurrentIndex(
        schemas->findData(int(decode ? schema::DecodeMode::Registry : schema::DecodeMode::None)));
    const qint64 rssBefore = rssBytes();
    QElapsedTimer timer;
    QObject::connect(&view, &ui::MessageBrowserView::browseFinished, &app, [&] {
        const double seconds = timer.nsecsElapsed() / 1e9;
        const RecordStore &store = view.model()->store();
        qint64 payload = 0, decoded = 0, errors = 0, decodedJson = 0;
        for (qsizetype i = 0; i < store.size(); ++i) {
            const BrowseRecord &r = store.at(i);
            payload += r.payloadBytes();
            if (const RecordDecoding *d = r.decoding.get()) {
                decoded += d->value.decoded() ? 1 : 0;
                errors += d->value.failed() ? 1 : 0;
                decodedJson += d->value.json.size();
            }
        }
        std::printf(
            "{\"seconds\": %.3f, \"rows\": %lld, \"store_bytes\": %lld, \"payload_bytes\": %lld, "
            "\"rss_growth_bytes\": %lld, \"decoded\": %lld, \"decode_errors\": %lld, "
            "\"decoded_json_bytes\": %lld, \"status\": \"%s\"}\n",
            seconds, qlonglong(store.size()), qlonglong(store.bytes()), qlonglong(payload),
            qlonglong(rssBytes() - rssBefore), qlonglong(decoded), qlonglong(errors),
            qlonglong(decodedJson), qPrintable(view.statusText()));
        app.quit();
    });
    // KAFSCOPE_BENCH_TRACE=1: when the rows arrived (stderr), to see where the wall time goes.
    if (qEnvironmentVariableIsSet("KAFSCOPE_BENCH_TRACE"))
        QObject::connect(view.model(), &QAbstractItemModel::rowsInserted, &app,
                         [&](const QModelIndex &, int, int last) {
                             std::fprintf(stderr, "%8.1f ms  %d rows\n", timer.nsecsElapsed() / 1e6,
                                          last + 1);
                         });
    timer.start();
    view.browseTopic(args[2]);
    return app.exec();
}
