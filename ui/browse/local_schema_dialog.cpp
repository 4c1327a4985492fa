#include "browse/local_schema_dialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QUrl>
#include <QVBoxLayout>

namespace kafscope::ui {

namespace local_schemas {

namespace {
QString key(const QString &cluster, const QString &topic)
{
    // QSettings keys must not hold '/' or '\' as data: both are percent-encoded.
    const auto safe = [](const QString &s) {
        return QString::fromLatin1(QUrl::toPercentEncoding(s));
    };
    return QStringLiteral("localSchemas/%1/%2").arg(safe(cluster), safe(topic));
}
} // namespace

std::optional<schema::LocalSchema> forTopic(const QString &cluster, const QString &topic)
{
    QSettings settings;
    const QVariantMap m = settings.value(key(cluster, topic)).toMap();
    if (m.value(QStringLiteral("file")).toString().isEmpty())
        return std::nullopt;
    schema::LocalSchema s;
    s.file = m.value(QStringLiteral("file")).toString();
    s.kind = schema::LocalSchema::kindOf(s.file);
    s.message = m.value(QStringLiteral("message")).toString();
    s.importPaths = m.value(QStringLiteral("importPaths")).toStringList();
    return s;
}

void setForTopic(const QString &cluster, const QString &topic,
                 const std::optional<schema::LocalSchema> &schema)
{
    QSettings settings;
    if (!schema) {
        settings.remove(key(cluster, topic));
        return;
    }
    settings.setValue(key(cluster, topic),
                      QVariantMap{{QStringLiteral("file"), schema->file},
                                  {QStringLiteral("message"), schema->message},
                                  {QStringLiteral("importPaths"), schema->importPaths}});
}

} // namespace local_schemas

LocalSchemaDialog::LocalSchemaDialog(const QString &topic,
                                     const std::optional<schema::LocalSchema> &current,
                                     QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Schema file for %1").arg(topic));
    auto *layout = new QVBoxLayout(this);
    auto *explain = new QLabel(
        tr("Values of %1 are decoded as raw (unframed) data of this schema, without a registry. "
           "Kafscope remembers the choice for this topic.")
            .arg(topic),
        this);
    explain->setWordWrap(true);
    layout->addWidget(explain);
    auto *form = new QFormLayout;
    auto *fileRow = new QHBoxLayout;
    m_file = new QLineEdit(this);
    m_file->setObjectName(QStringLiteral("localSchemaFile"));
    m_file->setPlaceholderText(tr("an .avsc, a .proto or a descriptor set (.desc, .pb)"));
    m_file->setMinimumWidth(380);
    auto *browseButton = new QPushButton(tr("Browse…"), this);
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browseButton);
    form->addRow(tr("File"), fileRow);
    m_kind = new QLabel(this);
    form->addRow(tr("Kind"), m_kind);
    m_message = new QLineEdit(this);
    m_message->setObjectName(QStringLiteral("localSchemaMessage"));
    m_message->setPlaceholderText(tr("Protobuf: the message's full name, e.g. shop.Order"));
    form->addRow(tr("Message"), m_message);
    m_imports = new QLineEdit(this);
    m_imports->setObjectName(QStringLiteral("localSchemaImports"));
    m_imports->setPlaceholderText(tr("Protobuf: directories its imports are found under, "
                                     "separated by %1")
                                      .arg(QDir::listSeparator()));
    form->addRow(tr("Import paths"), m_imports);
    layout->addLayout(form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *remove = buttons->addButton(tr("Remove"), QDialogButtonBox::DestructiveRole);
    remove->setEnabled(current.has_value());
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(remove, &QPushButton::clicked, this, [this] {
        m_removed = true;
        accept();
    });
    connect(browseButton, &QPushButton::clicked, this, &LocalSchemaDialog::browse);
    connect(m_file, &QLineEdit::textChanged, this, &LocalSchemaDialog::update);
    if (current) {
        m_file->setText(current->file);
        m_message->setText(current->message);
        m_imports->setText(current->importPaths.join(QDir::listSeparator()));
    }
    update();
}

void LocalSchemaDialog::browse()
{
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Schema file"), m_file->text(),
        tr("Schemas (*.avsc *.proto *.desc *.pb *.protoset);;All files (*)"));
    if (!file.isEmpty())
        m_file->setText(file);
}

void LocalSchemaDialog::update()
{
    const QString file = m_file->text().trimmed();
    const schema::LocalSchema::Kind kind = schema::LocalSchema::kindOf(file);
    m_kind->setText(file.isEmpty()                             ? QString()
                    : kind == schema::LocalSchema::Kind::Avro  ? tr("Avro schema")
                    : kind == schema::LocalSchema::Kind::Proto ? tr("Protobuf .proto file")
                                                               : tr("Protobuf descriptor set"));
    const bool protobuf = !file.isEmpty() && kind != schema::LocalSchema::Kind::Avro;
    m_message->setEnabled(protobuf);
    m_imports->setEnabled(kind == schema::LocalSchema::Kind::Proto);
}

std::optional<schema::LocalSchema> LocalSchemaDialog::schema() const
{
    if (m_removed || m_file->text().trimmed().isEmpty())
        return std::nullopt;
    schema::LocalSchema s;
    s.file = m_file->text().trimmed();
    s.kind = schema::LocalSchema::kindOf(s.file);
    if (s.kind != schema::LocalSchema::Kind::Avro)
        s.message = m_message->text().trimmed();
    if (s.kind == schema::LocalSchema::Kind::Proto)
        s.importPaths = m_imports->text().split(QDir::listSeparator(), Qt::SkipEmptyParts);
    return s;
}

} // namespace kafscope::ui
