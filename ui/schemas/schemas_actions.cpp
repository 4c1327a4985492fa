// The Schemas view's writes and checks: compatibility of a pasted schema, register, delete.
#include "schemas/schemas_view.h"

#include "common/read_only_gate.h"

#include <QComboBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace kafscope::ui {

using schema::SchemaAdmin;

QWidget *SchemasView::buildEditor()
{
    auto *box = new QWidget(this);
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    auto *form = new QFormLayout;
    auto *target = new QHBoxLayout;
    m_newSubject = new QLineEdit(box);
    m_newSubject->setObjectName(QStringLiteral("newSubject"));
    m_newSubject->setPlaceholderText(tr("e.g. orders-value"));
    target->addWidget(m_newSubject, 1);
    target->addWidget(new QLabel(tr("Type"), box));
    m_newType = new QComboBox(box);
    m_newType->setObjectName(QStringLiteral("newSchemaType"));
    m_newType->addItem(QStringLiteral("Avro"), int(schema::SchemaType::Avro));
    m_newType->addItem(QStringLiteral("Protobuf"), int(schema::SchemaType::Protobuf));
    m_newType->addItem(QStringLiteral("JSON Schema"), int(schema::SchemaType::Json));
    target->addWidget(m_newType);
    form->addRow(tr("New version of"), target);
    m_newRefs = new QLineEdit(box);
    m_newRefs->setObjectName(QStringLiteral("newSchemaReferences"));
    m_newRefs->setPlaceholderText(
        tr("none — or NAME=SUBJECT:VERSION, … (e.g. shop.Money=money-value:1)"));
    m_newRefs->setToolTip(
        tr("The schemas this one refers to, comma-separated: the name it uses for each (an Avro "
           "full name, a .proto import path, a JSON Schema $ref) and the subject and version that "
           "hold it"));
    form->addRow(tr("References"), m_newRefs);
    v->addLayout(form);
    m_newSchema = new QPlainTextEdit(box);
    m_newSchema->setObjectName(QStringLiteral("newSchemaText"));
    m_newSchema->setPlaceholderText(tr("Paste a schema to check its compatibility or register it"));
    m_newSchema->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    v->addWidget(m_newSchema, 1);
    auto *buttons = new QHBoxLayout;
    m_check = new QPushButton(tr("Check compatibility"), box);
    m_check->setObjectName(QStringLiteral("checkCompatibility"));
    m_register = new QPushButton(tr("Register"), box);
    m_register->setObjectName(QStringLiteral("registerSchema"));
    buttons->addWidget(m_check);
    buttons->addWidget(m_register);
    buttons->addStretch(1);
    v->addLayout(buttons);
    m_result = new QLabel(box);
    m_result->setObjectName(QStringLiteral("schemaResult"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::PlainText);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_result);
    auto *del = new QHBoxLayout;
    m_deleteScope = new QComboBox(box);
    m_deleteScope->setObjectName(QStringLiteral("deleteScope"));
    m_deleteScope->addItem(tr("Delete the shown version"), 0);
    m_deleteScope->addItem(tr("Delete the whole subject"), 1);
    del->addWidget(m_deleteScope);
    m_confirm = new QLineEdit(box);
    m_confirm->setObjectName(QStringLiteral("deleteConfirmation"));
    m_confirm->setPlaceholderText(tr("Type the subject's name to confirm"));
    del->addWidget(m_confirm, 1);
    m_delete = new QPushButton(tr("Delete"), box);
    m_delete->setObjectName(QStringLiteral("deleteSchema"));
    del->addWidget(m_delete);
    v->addLayout(del);
    m_gate->guard(m_register);
    m_gate->guard(m_delete);
    connect(m_check, &QPushButton::clicked, this, &SchemasView::checkCompatibility);
    connect(m_register, &QPushButton::clicked, this, &SchemasView::registerVersion);
    connect(m_delete, &QPushButton::clicked, this, &SchemasView::deleteSelected);
    connect(m_confirm, &QLineEdit::textChanged, this, &SchemasView::updateDeleteButton);
    updateDeleteButton();
    return box;
}

void SchemasView::updateDeleteButton()
{
    m_delete->setEnabled(!m_subject.isEmpty() && m_confirm->text() == m_subject);
}

void SchemasView::showResult(const QString &text, bool ok)
{
    m_result->setText(ok ? text : tr("Failed: %1").arg(text));
    Q_EMIT actionFinished();
}

QString SchemasView::resultText() const
{
    return m_result->text();
}

QString SchemasView::factsText() const
{
    return m_facts->text();
}

std::optional<schema::NewSchema> SchemasView::newSchema()
{
    if (m_newSubject->text().trimmed().isEmpty() ||
        m_newSchema->toPlainText().trimmed().isEmpty()) {
        showResult(tr("Name a subject and paste a schema first"), false);
        return std::nullopt;
    }
    schema::NewSchema s{
        m_newSchema->toPlainText(), schema::SchemaType(m_newType->currentData().toInt()), {}};
    for (const QString &part : m_newRefs->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (part.trimmed().isEmpty())
            continue;
        const auto r = schema::parseSchemaReference(part);
        if (!r) {
            showResult(tr("A reference is NAME=SUBJECT:VERSION, not \"%1\"").arg(part.trimmed()),
                       false);
            return std::nullopt;
        }
        s.references << *r;
    }
    return s;
}

void SchemasView::checkCompatibility()
{
    const QString subject = m_newSubject->text().trimmed();
    const std::optional<schema::NewSchema> made = newSchema();
    if (!made)
        return;
    const schema::NewSchema s = *made;
    m_result->setText(tr("Checking…"));
    m_worker->run<Result<schema::CompatibilityResult>>(
        this, [subject, s](SchemaAdmin &admin) { return admin.check(subject, s); },
        [this, subject](const Result<schema::CompatibilityResult> &r) {
            if (!r)
                showResult(r.error().message(), false);
            else if (r->compatible)
                showResult(tr("Compatible with the latest version of %1").arg(subject), true);
            else
                showResult(tr("Not compatible with the latest version of %1%2")
                               .arg(subject, r->messages.isEmpty()
                                                 ? QString()
                                                 : QStringLiteral(": ") +
                                                       r->messages.join(QStringLiteral("; "))),
                           true);
        });
}

void SchemasView::registerVersion()
{
    const QString subject = m_newSubject->text().trimmed();
    const std::optional<schema::NewSchema> made = newSchema();
    if (!made)
        return;
    const schema::NewSchema s = *made;
    m_result->setText(tr("Registering…"));
    // Core checks compatibility first and refuses on a read-only connection.
    m_worker->run<Result<int>>(
        this, [subject, s](SchemaAdmin &admin) { return admin.registerSchema(subject, s); },
        [this, subject](const Result<int> &id) {
            if (!id) {
                showResult(id.error().message(), false);
                return;
            }
            showResult(tr("Registered under %1 with id %2").arg(subject).arg(id.value()), true);
            m_pendingSubject = subject;
            refresh();
        });
}

void SchemasView::deleteSelected()
{
    const QString subject = m_subject;
    const bool whole = m_deleteScope->currentData().toInt() == 1;
    const int version = whole ? -1 : m_version->currentData().toInt();
    // The confirmation is what the user typed; core's WriteGuard compares it with the subject.
    const QString confirmation = m_confirm->text();
    m_result->setText(tr("Deleting…"));
    m_worker->run<Result<QList<int>>>(
        this,
        [subject, version, confirmation](SchemaAdmin &admin) {
            return admin.remove(subject, version, confirmation);
        },
        [this, subject](const Result<QList<int>> &deleted) {
            if (!deleted) {
                showResult(deleted.error().message(), false);
                return;
            }
            QStringList versions;
            for (int v : deleted.value())
                versions << QString::number(v);
            showResult(tr("Deleted %n version(s) (%1) of %2", nullptr, int(versions.size()))
                           .arg(versions.join(QStringLiteral(", ")), subject),
                       true);
            m_confirm->clear();
            m_subject.clear();
            m_title->clear();
            m_facts->clear();
            m_schema->clear();
            m_version->clear();
            updateDeleteButton();
            refresh();
        });
}

} // namespace kafscope::ui
