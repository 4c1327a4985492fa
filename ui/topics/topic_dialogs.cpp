#include "topics/topic_dialogs.h"

#include "admin/topic_admin.h"
#include "admin/topic_name.h"
#include "admin/write_guard.h"
#include "cluster/cluster_session.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QSpinBox>

#include <climits>

namespace kafscope::ui {

namespace {

// Runs `job` with a client of its own on the dialog's worker, not on the session's thread: a
// create or a partition change waits (bounded) until the new partitions are led, and the other
// views' calls must not wait behind it. The dialog hears the Status back on the GUI thread.
AdminDialog::Action onWorker(ClusterSession *session, AdminDialog *dialog,
                             std::function<Status(KafkaClient &)> job)
{
    return [session = QPointer<ClusterSession>(session), dialog,
            job](std::function<void(const Status &)> done) {
        if (!session) {
            done(Error::local(KS_ERR("Not connected to a cluster")));
            return;
        }
        dialog->worker().start(
            [profile = session->profile(), job]() -> Status {
                auto client = KafkaClient::create(profile, QStringLiteral("admin"));
                if (!client)
                    return client.error();
                return job(*client.value());
            },
            done);
    };
}

AdminDialog *makeDialog(ClusterSession *session, const QString &title, const QString &text,
                        const QString &action, QWidget *parent, const QString &topic = {})
{
    auto *d = new AdminDialog(title, text, action, parent);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->setReadOnly(session && session->profile().readOnly);
    if (!topic.isEmpty())
        d->setTopic(topic);
    return d;
}

QSpinBox *spin(const QString &name, int min, int max, int value, QWidget *parent)
{
    auto *s = new QSpinBox(parent);
    s->setObjectName(name);
    s->setRange(min, max);
    s->setValue(value);
    s->setGroupSeparatorShown(true);
    return s;
}

Result<QList<QPair<QString, QString>>> configLines(const QString &text)
{
    return ConnectionProfile::parseProperties(text.split(QLatin1Char('\n')));
}

} // namespace

AdminDialog *createTopicDialog(ClusterSession *session, const QStringList &existing,
                               int brokerCount, QWidget *parent)
{
    auto *d = makeDialog(session, QObject::tr("Create topic"),
                         QObject::tr("Names use letters, digits, '.', '_' and '-' (at most 249)."),
                         QObject::tr("Create"), parent);
    auto *name = new QLineEdit(d);
    name->setObjectName(QStringLiteral("name"));
    auto *partitions = spin(QStringLiteral("partitions"), 1, 100000, 1, d);
    auto *rf = spin(QStringLiteral("replicationFactor"), 1, 100, qMin(3, qMax(1, brokerCount)), d);
    rf->setToolTip(QObject::tr("The cluster has %n broker(s)", nullptr, brokerCount));
    auto *configs = new QPlainTextEdit(d);
    configs->setObjectName(QStringLiteral("configs"));
    configs->setPlaceholderText(QStringLiteral("retention.ms=604800000"));
    configs->setMaximumHeight(90);
    d->form()->addRow(QObject::tr("Name"), name);
    d->form()->addRow(QObject::tr("Partitions"), partitions);
    d->form()->addRow(QObject::tr("Replication factor"), rf);
    d->form()->addRow(QObject::tr("Configs (key=value per line)"), configs);
    d->setCheck([=](QString *warning) {
        const TopicNameCheck check = checkTopicName(name->text(), existing);
        if (!check.ok())
            return name->text().isEmpty() ? QObject::tr("Type a topic name") : check.error.render();
        if (existing.contains(name->text()))
            return QObject::tr("Topic %1 already exists").arg(name->text());
        if (WriteGuard::isInternalTopic(name->text()))
            return QObject::tr("Names starting with __ belong to Kafka's internal topics; Kafscope "
                               "creates them only "
                               "from the CLI, with --allow-internal");
        if (auto c = configLines(configs->toPlainText()); !c)
            return c.error().message();
        *warning = check.warning.render();
        return QString();
    });
    QObject::connect(configs, &QPlainTextEdit::textChanged, d, &AdminDialog::revalidate);
    QObject::connect(name, &QLineEdit::textChanged, d, &AdminDialog::revalidate);
    d->setAction([=](std::function<void(const Status &)> done) {
        const NewTopicSpec spec{name->text(), partitions->value(), rf->value(),
                                configLines(configs->toPlainText()).value()};
        onWorker(session, d,
                 [spec](KafkaClient &c) { return createTopic(c, spec); })(std::move(done));
    });
    return d;
}

AdminDialog *deleteTopicDialog(ClusterSession *session, const QString &topic, QWidget *parent)
{
    auto *d = makeDialog(session, QObject::tr("Delete topic"),
                         QObject::tr("Deleting %1 removes all its messages for good.").arg(topic),
                         QObject::tr("Delete"), parent, topic);
    d->requireConfirmation(topic);
    d->setAction([=](std::function<void(const Status &)> done) {
        const QString typed = d->topicConfirmation();
        onWorker(session, d, [topic, typed](KafkaClient &c) {
            return deleteTopic(c, topic, typed);
        })(std::move(done));
    });
    return d;
}

AdminDialog *alterConfigDialog(ClusterSession *session, const QString &topic,
                               const QList<ConfigEntry> &configs, const QString &initialKey,
                               QWidget *parent)
{
    auto *d = makeDialog(
        session, QObject::tr("Change topic config"),
        QObject::tr("Changes one config of %1; every other override is kept.").arg(topic),
        QObject::tr("Apply"), parent, topic);
    auto *key = new QComboBox(d);
    key->setObjectName(QStringLiteral("configName"));
    key->setEditable(true);
    for (const ConfigEntry &c : configs)
        if (!c.readOnly)
            key->addItem(c.name);
    key->setCurrentText(initialKey);
    auto *value = new QLineEdit(d);
    value->setObjectName(QStringLiteral("configValue"));
    auto *reset = new QCheckBox(QObject::tr("Remove the override (back to the default)"), d);
    reset->setObjectName(QStringLiteral("resetToDefault"));
    auto fill = [=](const QString &k) {
        for (const ConfigEntry &c : configs)
            if (c.name == k)
                value->setText(c.value);
    };
    fill(initialKey);
    QObject::connect(key, &QComboBox::currentTextChanged, d, fill);
    QObject::connect(key, &QComboBox::currentTextChanged, d, &AdminDialog::revalidate);
    QObject::connect(reset, &QCheckBox::toggled, value, &QWidget::setDisabled);
    QObject::connect(reset, &QCheckBox::toggled, d, &AdminDialog::revalidate);
    d->form()->addRow(QObject::tr("Config"), key);
    d->form()->addRow(QObject::tr("Value"), value);
    d->form()->addRow(QString(), reset);
    d->setCheck([=](QString *) {
        return key->currentText().trimmed().isEmpty() ? QObject::tr("Choose a config") : QString();
    });
    d->setAction([=](std::function<void(const Status &)> done) {
        ConfigChange change;
        if (reset->isChecked())
            change.remove << key->currentText().trimmed();
        else
            change.set << qMakePair(key->currentText().trimmed(), value->text());
        const QString confirmation = d->topicConfirmation();
        onWorker(session, d, [topic, change, confirmation](KafkaClient &c) {
            return alterTopicConfigs(c, topic, change, confirmation);
        })(std::move(done));
    });
    return d;
}

AdminDialog *addPartitionsDialog(ClusterSession *session, const QString &topic, int current,
                                 QWidget *parent)
{
    auto *d = makeDialog(
        session, QObject::tr("Add partitions"),
        QObject::tr("%1 has %n partition(s). The count can only grow; keys may map to other "
                    "partitions afterwards.",
                    nullptr, current)
            .arg(topic),
        QObject::tr("Add"), parent, topic);
    auto *total = spin(QStringLiteral("totalPartitions"), 1, current + kMaxNewPartitionsPerRequest,
                       current + 1, d);
    d->form()->addRow(QObject::tr("New total"), total);
    QObject::connect(total, &QSpinBox::valueChanged, d, &AdminDialog::revalidate);
    // Adding partitions cannot be undone and moves keys to other partitions: the name is typed to
    // confirm.
    d->requireConfirmation(topic);
    d->setCheck([=](QString *warning) {
        if (total->value() <= current)
            return QObject::tr("The new total must be more than %1").arg(current);
        if (warning && isLargePartitionIncrease(current, total->value()))
            *warning = QObject::tr("That is %L1 new partitions, more than the topic has now.")
                           .arg(total->value() - current);
        return QString();
    });
    d->setAction([=](std::function<void(const Status &)> done) {
        const int n = total->value();
        const QString typed = d->topicConfirmation();
        onWorker(session, d, [topic, n, typed](KafkaClient &c) {
            return addPartitions(c, topic, n, typed);
        })(std::move(done));
    });
    return d;
}

AdminDialog *deleteRecordsDialog(ClusterSession *session, const QString &topic, int partition,
                                 const Watermark &watermark, QWidget *parent)
{
    auto *d = makeDialog(
        session, QObject::tr("Delete records"),
        QObject::tr("Deletes every record of %1, partition %2 before the offset (now %3 to %4).")
            .arg(topic)
            .arg(partition)
            .arg(watermark.low)
            .arg(watermark.high),
        QObject::tr("Delete records"), parent, topic);
    auto *offset = spin(QStringLiteral("beforeOffset"), 0, INT_MAX,
                        int(qMax<qint64>(0, qMin<qint64>(watermark.high, INT_MAX))), d);
    d->form()->addRow(QObject::tr("Before offset"), offset);
    d->requireConfirmation(topic);
    d->setAction([=](std::function<void(const Status &)> done) {
        const qint64 before = offset->value();
        const QString typed = d->topicConfirmation();
        onWorker(session, d, [topic, partition, before, typed](KafkaClient &c) -> Status {
            auto r = deleteRecords(c, topic, {{partition, before}}, typed);
            if (!r)
                return r.error();
            for (const DeletedRecords &dr : r.value())
                if (!dr.error.isEmpty())
                    return Error::kafka(0, dr.error);
            return Ok{};
        })(std::move(done));
    });
    return d;
}

} // namespace kafscope::ui
