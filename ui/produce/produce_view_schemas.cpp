// The Produce view's schema boxes: value and key subjects offered from the connection's registry.
#include "produce/produce_view.h"

#include "schema/schema_admin.h"
#include "schema/schema_registry_worker.h"
#include "schema/value_encoder.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>

namespace kafscope::ui {

QWidget *ProduceView::buildSchemaRow()
{
    auto *box = new QWidget(this);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    const auto combo = [box](const QString &name) {
        auto *c = new QComboBox(box);
        c->setObjectName(name);
        c->setEditable(true);
        c->setInsertPolicy(QComboBox::NoInsert);
        c->lineEdit()->setPlaceholderText(tr("none — or SUBJECT[:VERSION]"));
        c->setMinimumContentsLength(12);
        c->setToolTip(tr("A subject of the connection's schema registry (its latest version, or "
                         "SUBJECT:VERSION; for a Protobuf message other than the file's first, "
                         "SUBJECT#pkg.Message): the JSON typed is checked against the schema "
                         "(Avro, JSON Schema, Protobuf), encoded and framed with its id"));
        return c;
    };
    m_valueSchema = combo(QStringLiteral("valueSchema"));
    m_keySchema = combo(QStringLiteral("keySchema"));
    row->addWidget(new QLabel(tr("Value"), box));
    row->addWidget(m_valueSchema, 1);
    row->addWidget(new QLabel(tr("Key"), box));
    row->addWidget(m_keySchema, 1);
    return box;
}

void ProduceView::loadSubjects()
{
    const QString value = m_valueSchema->currentText(), key = m_keySchema->currentText();
    for (QComboBox *c : {m_valueSchema, m_keySchema}) {
        c->clear();
        c->addItem(QString());
    }
    m_valueSchema->setCurrentText(value);
    m_keySchema->setCurrentText(key);
    if (!m_schemas->hasRegistry())
        return;
    m_schemas->run<Result<QStringList>>(
        this, [](schema::SchemaAdmin &admin) { return admin.subjects(); },
        [this](const Result<QStringList> &subjects) {
            if (!subjects)
                return; // typing a subject still works; a send names what is wrong
            for (QComboBox *c : {m_valueSchema, m_keySchema}) {
                const QString typed = c->currentText();
                c->addItems(subjects.value());
                c->setCurrentText(typed);
            }
        });
}

void ProduceView::prepareLoadSchema(LoadSpec spec, std::function<void(Result<LoadSpec>)> done)
{
    const QString text = m_valueSchema->currentText().trimmed();
    if (text.isEmpty()) {
        done(Error::usage(
            KS_ERR("Choose a value schema on the Message tab to encode the load's values with")));
        return;
    }
    auto choice = schema::parseSchemaChoice(text);
    if (!choice) {
        done(choice.error());
        return;
    }
    if (!m_schemas->hasRegistry()) {
        done(schema::SchemaRegistryWorker::noRegistry());
        return;
    }
    // The schema is fetched and parsed once; the load's thread then encodes every value with it.
    m_schemas->run<Result<LoadSpec>>(
        this,
        [spec = std::move(spec),
         c = choice.value()](schema::SchemaAdmin &admin) -> Result<LoadSpec> {
            auto encoder = schema::FramedEncoder::prepare(admin.client(), c);
            if (!encoder)
                return encoder.error();
            LoadSpec s = spec;
            s.valueEncoder = [e = encoder.value()](const QByteArray &json) {
                return e.encode(json);
            };
            if (auto valid = s.validate(); !valid)
                return valid.error();
            return s;
        },
        std::move(done));
}

} // namespace kafscope::ui
