#include "browse/message_detail_pane.h"

#include "browse/json_events.h"
#include "browse/json_highlighter.h"

#include "browse/utf8_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kafscope::ui {

namespace {

constexpr int kAuto = -1;
constexpr int kSchema = -2; // decoded in the browse with the registry's schema
constexpr int kMaxTreeItems = 20000;
constexpr qsizetype kMaxShownChars = 2 * 1024 * 1024;

} // namespace

MessageDetailPane::MessageDetailPane(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(buildSide(m_key, tr("Key"), QStringLiteral("key")));
    QWidget *valueBox = buildSide(m_value, tr("Value"), QStringLiteral("value"));
    m_tree = new QCheckBox(tr("Tree"), valueBox);
    m_tree->setObjectName(QStringLiteral("jsonTreeToggle"));
    m_tree->setToolTip(tr("Show JSON as a collapsible tree"));
    static_cast<QHBoxLayout *>(valueBox->layout()->itemAt(0)->layout())->insertWidget(2, m_tree);
    m_jsonTree = new QTreeWidget(valueBox);
    m_jsonTree->setObjectName(QStringLiteral("jsonTree"));
    m_jsonTree->setHeaderLabels({tr("Name"), tr("Value")});
    m_jsonTree->hide();
    valueBox->layout()->addWidget(m_jsonTree);
    m_loadFull = new QPushButton(valueBox);
    m_loadFull->setObjectName(QStringLiteral("loadFullValue"));
    m_loadFull->hide();
    valueBox->layout()->addWidget(m_loadFull);
    split->addWidget(valueBox);
    m_headers = new QTableWidget(0, 2, this);
    m_headers->setObjectName(QStringLiteral("headers"));
    m_headers->setHorizontalHeaderLabels({tr("Header"), tr("Value")});
    m_headers->horizontalHeader()->setStretchLastSection(true);
    m_headers->setEditTriggers(QAbstractItemView::NoEditTriggers);
    split->addWidget(m_headers);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 4);
    split->setStretchFactor(2, 1);
    layout->addWidget(split);
    connect(m_loadFull, &QPushButton::clicked, this, &MessageDetailPane::loadFullRequested);
    connect(m_tree, &QCheckBox::toggled, this, &MessageDetailPane::renderValue);
    connect(m_value.decoder, &QComboBox::currentIndexChanged, this,
            &MessageDetailPane::renderValue);
    connect(m_key.decoder, &QComboBox::currentIndexChanged, this, &MessageDetailPane::renderKey);
    clear();
}

QWidget *MessageDetailPane::buildSide(Side &side, const QString &title, const QString &name)
{
    auto *box = new QWidget(this);
    auto *v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()), box));
    side.decoder = new QComboBox(box);
    side.decoder->setObjectName(name + QStringLiteral("Decoder"));
    side.decoder->addItem(tr("Auto"), kAuto);
    side.decoder->addItem(tr("Schema registry"), kSchema);
    for (Decoder d : allDecoders())
        side.decoder->addItem(decoderName(d), int(d));
    row->addWidget(side.decoder);
    side.info = new QLabel(box);
    side.info->setObjectName(name + QStringLiteral("Info"));
    // A schema's subject, version and id can be long: wrapped, it never widens the pane (nor
    // pushes the table's value column off screen).
    side.info->setWordWrap(true);
    row->addWidget(side.info, 1);
    v->addLayout(row);
    side.text = new QPlainTextEdit(box);
    side.text->setObjectName(name + QStringLiteral("Text"));
    side.text->setReadOnly(true);
    side.text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    side.text->setLineWrapMode(QPlainTextEdit::NoWrap);
    side.json = new JsonHighlighter(side.text);
    v->addWidget(side.text);
    return box;
}

void MessageDetailPane::clear()
{
    m_hasRecord = false;
    for (Side *s : {&m_key, &m_value}) {
        s->json->setActive(false);
        s->text->setPlainText(QString());
        s->info->setText(tr("No message selected"));
    }
    m_headers->setRowCount(0);
    m_loadFull->hide();
    m_jsonTree->clear();
}

void MessageDetailPane::showRecord(const BrowseRecord &record)
{
    m_record = record;
    m_hasRecord = true;
    renderKey();
    renderValue();
    fillHeaders(record);
}

void MessageDetailPane::render(Side &side, bool isNull, QByteArrayView bytes, qint64 fullSize,
                               Decoder *shown)
{
    side.json->setActive(false); // set again below for JSON, once the text is in
    if (isNull) {
        side.text->setPlainText(&side == &m_value
                                    ? tr("null (a tombstone: the value is null, not empty)")
                                    : tr("null"));
        side.info->setText(tr("null"));
        return;
    }
    const int choice = side.decoder->currentData().toInt();
    const Decoder d = choice == kAuto ? detectDecoder(bytes) : Decoder(choice);
    *shown = d;
    DecodeLimits limits;
    limits.maxOutputChars = kMaxShownChars;
    auto text = decodeForDisplay(d, bytes, limits);
    side.text->setPlainText(text ? text.value() : text.error().message());
    side.json->setActive(text && (d == Decoder::Json || d == Decoder::MessagePack));
    QString info = tr("%1 bytes · %2").arg(QLocale().toString(fullSize), decoderName(d));
    if (choice == kAuto)
        info += tr(" (auto)");
    if (fullSize > bytes.size())
        info +=
            tr(" · preview of the first %1 bytes").arg(QLocale().toString(qint64(bytes.size())));
    side.info->setText(info);
}

bool MessageDetailPane::renderSchema(Side &side, const DecodedSide *decoded, QByteArrayView bytes,
                                     qint64 fullSize)
{
    const int choice = side.decoder->currentData().toInt();
    const bool touched = decoded && decoded->touched();
    if (choice != kSchema && !(choice == kAuto && touched))
        return false;
    const QString size = tr("%1 bytes").arg(QLocale().toString(fullSize));
    const QString autoNote = choice == kAuto ? tr(" (auto)") : QString();
    side.json->setActive(false);
    if (touched && decoded->decoded()) {
        DecodeLimits limits;
        limits.maxOutputChars = kMaxShownChars;
        auto text = prettyJson(decoded->json, limits);
        side.text->setPlainText(text ? text.value() : text.error().message());
        side.json->setActive(bool(text));
        side.info->setText(
            tr("%1 · Schema registry: %2%3").arg(size, decoded->schema->text(), autoNote) +
            (decoded->note.isEmpty() ? QString() : tr(" · fields left out"))); // why: tooltip
        side.info->setToolTip(decoded->note);
        return true;
    }
    // Never hidden: why it did not decode, then the bytes themselves.
    const QString why =
        touched ? tr("Not decoded with the schema registry: %1").arg(decoded->error)
                : tr("Not decoded with the schema registry: not framed for a registry "
                     "(no magic byte 0 and schema id), or this connection has no registry");
    side.text->setPlainText(why + QStringLiteral("\n\n") + hexDump(bytes, kMaxShownChars / 5));
    side.info->setText(
        tr("%1 · Schema registry: not decoded%2 · shown as hex").arg(size, autoNote));
    side.info->setToolTip(why);
    return true;
}

void MessageDetailPane::renderKey()
{
    if (!m_hasRecord)
        return;
    m_key.info->setToolTip(QString());
    const DecodedSide *decoded = m_record.decoding ? &m_record.decoding->key : nullptr;
    if (m_record.keyIsNull() || !renderSchema(m_key, decoded, m_record.key(), m_record.keySize))
        render(m_key, m_record.keyIsNull(), m_record.key(), m_record.keySize, &m_keyShown);
}

void MessageDetailPane::renderValue()
{
    if (!m_hasRecord)
        return;
    m_value.info->setToolTip(QString());
    const DecodedSide *decoded = m_record.decoding ? &m_record.decoding->value : nullptr;
    m_valueSchemaShown = !m_record.valueIsNull() &&
                         renderSchema(m_value, decoded, m_record.value(), m_record.valueSize);
    if (!m_valueSchemaShown)
        render(m_value, m_record.valueIsNull(), m_record.value(), m_record.valueSize,
               &m_valueShown);
    const bool schemaJson = m_valueSchemaShown && decoded && decoded->decoded();
    const bool json = !m_record.valueIsNull() &&
                      (schemaJson || (!m_valueSchemaShown && m_valueShown == Decoder::Json));
    const bool tree = m_tree->isChecked() && json;
    m_jsonTree->setVisible(tree);
    m_value.text->setVisible(!tree);
    m_tree->setEnabled(json);
    if (tree)
        fillTree(schemaJson ? QByteArrayView(decoded->json) : m_record.value());
    m_loadFull->setVisible(m_record.valueTruncated());
    m_loadFull->setText(
        tr("Load the whole value (%1 bytes)").arg(QLocale().toString(m_record.valueSize)));
}

void MessageDetailPane::fillTree(QByteArrayView json)
{
    m_jsonTree->clear();
    // The document as written: members in their order, duplicate keys kept, numbers as their text.
    int budget = kMaxTreeItems;
    bool cut = false;
    QList<QTreeWidgetItem *> open; // the containers the walk is inside
    // The value was recognised as JSON; a fault (a preview cut short) only ends the walk early, and
    // the tree keeps what came before it. So the status is dropped on purpose.
    (void)walkJson(json, DecodeLimits().maxDepth, [&](const JsonEvent &e) {
        if (e.kind == JsonEvent::Kind::EndObject || e.kind == JsonEvent::Kind::EndArray) {
            QTreeWidgetItem *item = open.takeLast();
            item->setText(1, e.kind == JsonEvent::Kind::EndObject
                                 ? tr("{%n field(s)}", nullptr, e.count)
                                 : tr("[%n item(s)]", nullptr, e.count));
            return true;
        }
        if (budget-- <= 0) {
            cut = true;
            return false;
        }
        QTreeWidgetItem *parent = open.isEmpty() ? nullptr : open.last();
        auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_jsonTree);
        const QString name = e.hasKey       ? e.key
                             : e.index >= 0 ? QStringLiteral("[%1]").arg(e.index)
                             : e.kind == JsonEvent::Kind::BeginArray ? QStringLiteral("[ ]")
                                                                     : QStringLiteral("{ }");
        item->setText(0, escapedText(name, false));
        switch (e.kind) {
        case JsonEvent::Kind::BeginObject:
        case JsonEvent::Kind::BeginArray: open.append(item); break;
        case JsonEvent::Kind::String:
            item->setText(1, escapedText(QStringLiteral("\"%1\"").arg(e.text), false));
            break;
        case JsonEvent::Kind::Number: item->setText(1, e.text); break;
        case JsonEvent::Kind::True: item->setText(1, QStringLiteral("true")); break;
        case JsonEvent::Kind::False: item->setText(1, QStringLiteral("false")); break;
        default: item->setText(1, QStringLiteral("null")); break;
        }
        return true;
    });
    if (cut)
        new QTreeWidgetItem(
            m_jsonTree,
            {tr("…"), tr("more than %1 items: switch to the text view").arg(kMaxTreeItems)});
    m_jsonTree->expandToDepth(1);
}

void MessageDetailPane::fillHeaders(const BrowseRecord &record)
{
    m_headers->setRowCount(int(record.headers.size()));
    for (int i = 0; i < record.headers.size(); ++i) {
        const RecordHeader &h = record.headers[i];
        m_headers->setItem(i, 0, new QTableWidgetItem(escapedText(h.key)));
        auto *value = new QTableWidgetItem;
        if (!h.value) {
            value->setText(tr("(null)"));
            QFont f = value->font();
            f.setItalic(true);
            value->setFont(f);
        } else if (h.value->isEmpty()) {
            value->setText(tr("(empty)"));
        } else {
            value->setText(isValidUtf8(*h.value)
                               ? escapedText(*h.value)
                               : QStringLiteral("0x") + QString::fromLatin1(h.value->toHex()));
        }
        m_headers->setItem(i, 1, value);
    }
}

void MessageDetailPane::setValueDecoder(Decoder d)
{
    m_value.decoder->setCurrentIndex(m_value.decoder->findData(int(d)));
}

void MessageDetailPane::setValueSchemaDecoder()
{
    m_value.decoder->setCurrentIndex(m_value.decoder->findData(kSchema));
}

QString MessageDetailPane::valueInfo() const
{
    return m_value.info->text();
}

QString MessageDetailPane::valueText() const
{
    return m_value.text->toPlainText();
}

bool MessageDetailPane::valueColoured() const
{
    return m_value.json->isActive();
}

QString MessageDetailPane::keyText() const
{
    return m_key.text->toPlainText();
}

} // namespace kafscope::ui
