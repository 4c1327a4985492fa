#include "produce/produce_view.h"

#include "common/time_display.h"

#include "browse/recent_values.h"
#include "cluster/cluster_session.h"
#include "common/palette.h"
#include "common/read_only_gate.h"
#include "produce/load_panel.h"
#include "produce/payload_format.h"
#include "produce/produce_settings.h"
#include "produce/single_send.h"
#include "schema/schema_admin.h"
#include "schema/schema_registry_worker.h"
#include "schema/value_encoder.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QCompleter>
#include <QDateTime>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStringListModel>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace kafscope::ui {

namespace {

QComboBox *formatCombo(QWidget *parent, const QString &name)
{
    auto *c = new QComboBox(parent);
    c->setObjectName(name);
    for (PayloadFormat f : {PayloadFormat::Text, PayloadFormat::Json, PayloadFormat::Hex,
                            PayloadFormat::Base64, PayloadFormat::File, PayloadFormat::Null})
        c->addItem(payloadFormatName(f), int(f));
    return c;
}

} // namespace

ProduceView::ProduceView(QWidget *parent) : QWidget(parent)
{
    m_schemas = new schema::SchemaRegistryWorker(this);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_gate = new ReadOnlyGate(this, tr("sending and the load generator are turned off"));
    outer->addWidget(m_gate->banner());
    // One message and the load generator each get the whole height: neither is cut at the fold.
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("produceTabs"));
    const auto scrolled = [this](QWidget *content) {
        auto *scroll = new QScrollArea(m_tabs);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(content);
        return scroll;
    };
    m_tabs->addTab(scrolled(buildForm()), tr("Message"));
    m_load = new LoadPanel(m_tabs);
    m_load->setObjectName(QStringLiteral("loadPanel"));
    m_load->setTitle(QString()); // the tab names it
    m_load->setFlat(true);
    m_load->setSchemaPreparer([this](LoadSpec spec, std::function<void(Result<LoadSpec>)> done) {
        prepareLoadSchema(std::move(spec), std::move(done));
    });
    m_tabs->addTab(scrolled(m_load), tr("Load generator"));
    outer->addWidget(m_tabs, 1);
    m_gate->guard(m_send);
    m_gate->guard(m_load->startButton());
    m_peekTimer = new QTimer(this);
    m_peekTimer->setSingleShot(true);
    m_peekTimer->setInterval(300);
    connect(m_peekTimer, &QTimer::timeout, this, &ProduceView::followTopicFormat);
    reloadTemplateNames();
    updatePreview();
}

QWidget *ProduceView::buildForm()
{
    auto *box = new QWidget(this);
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_topic = new QComboBox(box);
    m_topic->setObjectName(QStringLiteral("topic"));
    m_topic->setEditable(true);
    m_topic->setInsertPolicy(QComboBox::NoInsert);
    m_topicNames = new QStringListModel(this);
    m_topic->setModel(m_topicNames);
    m_topic->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_topic->completer()->setFilterMode(Qt::MatchContains);
    // A click outside the completer's popup closes it and reaches what was clicked (Qt's popup
    // would swallow it, leaving the focus in the topic box).
    m_topicPopup = m_topic->completer()->popup();
    m_topicPopup->installEventFilter(this);
    connect(m_topic, &QComboBox::currentTextChanged, this, [this] {
        if (m_topicNames->stringList().contains(m_topic->currentText().trimmed()))
            m_peekTimer->start();
    });
    form->addRow(tr("Topic"), m_topic);
    m_partition = new QSpinBox(box);
    m_partition->setObjectName(QStringLiteral("partition"));
    m_partition->setRange(-1, 1000000);
    m_partition->setSpecialValueText(tr("automatic (by key)"));
    m_partition->setValue(-1);
    form->addRow(tr("Partition"), m_partition);
    auto *keyRow = new QHBoxLayout;
    m_keyFormat = formatCombo(box, QStringLiteral("keyFormat"));
    m_key = new QLineEdit(box);
    m_key->setObjectName(QStringLiteral("key"));
    keyRow->addWidget(m_keyFormat);
    keyRow->addWidget(m_key, 1);
    form->addRow(tr("Key"), keyRow);
    // The value: its format beside why it was chosen, a tall editor, and one line kept for the
    // live check, so a message appearing or going never moves what is below.
    auto *valueBox = new QVBoxLayout;
    auto *valueHead = new QHBoxLayout;
    m_valueFormat = formatCombo(box, QStringLiteral("valueFormat"));
    m_formatNote = new QLabel(box);
    m_formatNote->setObjectName(QStringLiteral("formatNote"));
    m_formatNote->setTextFormat(Qt::PlainText);
    Palette::setTextRole(m_formatNote, Palette::Role::Muted);
    m_formatNote->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // tooltip: all of it
    valueHead->addWidget(m_valueFormat);
    valueHead->addWidget(m_formatNote, 1);
    valueBox->addLayout(valueHead);
    m_value = new QPlainTextEdit(box);
    m_value->setObjectName(QStringLiteral("value"));
    m_value->setMinimumHeight(m_value->fontMetrics().lineSpacing() * 8 + 12);
    m_value->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    valueBox->addWidget(m_value, 1);
    m_validation = new QLabel(box);
    m_validation->setObjectName(QStringLiteral("valueValidation"));
    m_validation->setTextFormat(Qt::PlainText);
    m_validation->setFixedHeight(m_validation->fontMetrics().height());
    m_validation->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    Palette::setTextRole(m_validation, Palette::Role::Error);
    valueBox->addWidget(m_validation);
    form->addRow(tr("Value"), valueBox);
    form->addRow(tr("Schemas"), buildSchemaRow());
    m_headers = new QTableWidget(0, 3, box);
    m_headers->setObjectName(QStringLiteral("headers"));
    m_headers->setHorizontalHeaderLabels({tr("Header"), tr("Value"), tr("Null")});
    m_headers->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_headers->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    auto *headerButtons = new QHBoxLayout;
    auto *addHeader = new QPushButton(tr("Add header"), box);
    addHeader->setObjectName(QStringLiteral("addHeader"));
    auto *removeHeader = new QPushButton(tr("Remove header"), box);
    connect(addHeader, &QPushButton::clicked, this, [this] { addHeaderRow(QString(), QString()); });
    connect(removeHeader, &QPushButton::clicked, this, [this] {
        m_headers->removeRow(m_headers->currentRow());
        fitHeaders();
    });
    headerButtons->addWidget(addHeader);
    headerButtons->addWidget(removeHeader);
    headerButtons->addStretch(1);
    auto *headerBox = new QVBoxLayout;
    headerBox->addWidget(m_headers);
    headerBox->addLayout(headerButtons);
    form->addRow(tr("Headers"), headerBox);
    fitHeaders();
    auto *opts = new QHBoxLayout;
    m_compression = new QComboBox(box);
    m_compression->setObjectName(QStringLiteral("compression"));
    for (Compression c : {Compression::None, Compression::Gzip, Compression::Snappy,
                          Compression::Lz4, Compression::Zstd})
        m_compression->addItem(compressionName(c), int(c));
    m_acks = new QComboBox(box);
    m_acks->setObjectName(QStringLiteral("acks"));
    for (Acks a : {Acks::All, Acks::Leader, Acks::None})
        m_acks->addItem(acksName(a), int(a));
    m_idempotence = new QCheckBox(tr("Idempotent"), box);
    m_idempotence->setObjectName(QStringLiteral("idempotence"));
    m_idempotence->setChecked(true);
    connect(m_acks, &QComboBox::currentIndexChanged, this, [this] {
        const bool all = Acks(m_acks->currentData().toInt()) == Acks::All;
        m_idempotence->setEnabled(all);
        m_idempotence->setChecked(all);
        m_idempotence->setToolTip(all ? QString()
                                      : tr("Kafka allows idempotence only with acks=all"));
    });
    opts->addWidget(new QLabel(tr("Compression"), box));
    opts->addWidget(m_compression);
    opts->addWidget(new QLabel(tr("Acks"), box));
    opts->addWidget(m_acks);
    opts->addWidget(m_idempotence);
    opts->addStretch(1);
    form->addRow(tr("Producer"), opts);
    form->addRow(tr("Template"), buildTemplateRow());
    m_preview = new QLabel(box);
    m_preview->setObjectName(QStringLiteral("preview"));
    m_preview->setTextFormat(Qt::PlainText);
    m_preview->setWordWrap(true);
    form->addRow(tr("Next message"), m_preview);
    m_send = new QPushButton(tr("Send"), box);
    m_send->setObjectName(QStringLiteral("send"));
    m_send->setDefault(true);
    connect(m_send, &QPushButton::clicked, this, &ProduceView::send);
    m_result = new QLabel(box);
    m_result->setObjectName(QStringLiteral("result"));
    m_result->setTextFormat(Qt::PlainText);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Three lines, always: a refusal that wraps to more would take height from the editor above
    // and move Send up (the whole text is on hover). It wraps in the width it is given, so a long
    // refusal never widens the form either (a horizontal scroll bar would move Send too).
    m_result->setFixedHeight(m_result->fontMetrics().lineSpacing() * 3);
    m_result->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    auto *sendRow = new QHBoxLayout;
    // Both at the top of the row: a result that wraps to a second line grows the row downwards
    // and never moves Send.
    sendRow->addWidget(m_send, 0, Qt::AlignTop);
    sendRow->addWidget(m_result, 1);
    m_result->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    form->addRow(QString(), sendRow);
    connect(m_key, &QLineEdit::textChanged, this, [this] {
        updatePreview();
        validateLive();
    });
    connect(m_value, &QPlainTextEdit::textChanged, this, [this] {
        updatePreview();
        validateLive();
    });
    for (QComboBox *c : {m_keyFormat, m_valueFormat})
        connect(c, &QComboBox::currentIndexChanged, this, [this] { validateLive(); });
    connect(m_valueFormat, &QComboBox::activated, this,
            [this] { m_formatNote->clear(); }); // the user's own choice needs no reason
    connect(m_headers, &QTableWidget::itemChanged, this, [this] { updatePreview(); });
    return box;
}

// The headers table as tall as its rows (one empty row's height when it has none, at most five).
void ProduceView::fitHeaders()
{
    const int rows = qBound(1, m_headers->rowCount(), 5);
    m_headers->setFixedHeight(m_headers->horizontalHeader()->sizeHint().height() +
                              rows * m_headers->verticalHeader()->defaultSectionSize() +
                              2 * m_headers->frameWidth());
}

// Checks the key and value as they are typed: the message says what is wrong and goes once fixed.
// Files are read only on Send; templates are checked by the preview.
void ProduceView::validateLive()
{
    QString problem;
    if (!m_useTemplate->isChecked()) {
        const auto check = [&](QComboBox *format, const QString &input, const QString &what) {
            const auto f = PayloadFormat(format->currentData().toInt());
            if (!problem.isEmpty() || f == PayloadFormat::File || f == PayloadFormat::Null ||
                f == PayloadFormat::Text || input.isEmpty())
                return;
            if (auto r = encodePayload(f, input, what); !r)
                problem = r.error().message();
        };
        check(m_valueFormat, m_value->toPlainText(), tr("value"));
        check(m_keyFormat, m_key->text(), tr("key"));
    }
    m_validation->setText(problem);
    m_validation->setToolTip(problem);
    // A refusal shown after Send is about what was typed then: gone once it is edited.
    if (!m_sending && !m_result->property("ok").toBool() && !m_result->text().isEmpty())
        showResult(QString(), true);
}

QString ProduceView::validationText() const
{
    return m_validation->text();
}

void ProduceView::takeContextTopic(const QString &topic)
{
    if (!topic.isEmpty() && topic != m_topic->currentText().trimmed())
        setTopic(topic);
}

// The value format the topic's recent values have (JSON topic: JSON), or its registry schema
// (subject TOPIC-value): read off the GUI thread, shown with the reason.
void ProduceView::followTopicFormat()
{
    const QString topic = m_topic->currentText().trimmed();
    if (topic.isEmpty() || !m_session || topic == m_followedTopic)
        return;
    m_followedTopic = topic;
    const quint64 generation = ++m_peekGeneration;
    const QString subject = topic + QStringLiteral("-value");
    if (m_valueSchema->findText(subject) >= 0) {
        if (m_valueSchema->currentText().trimmed().isEmpty() ||
            m_valueSchema->currentText() == m_autoSchema) {
            m_valueSchema->setCurrentText(subject);
            m_autoSchema = subject;
        }
        setValueFormat(PayloadFormat::Json,
                       tr("JSON, encoded with the registry's schema %1").arg(subject));
        return;
    }
    if (!m_autoSchema.isEmpty() && m_valueSchema->currentText() == m_autoSchema)
        m_valueSchema->setCurrentText(QString()); // chosen for the previous topic
    m_autoSchema.clear();
    m_session->call<ValueShape>(
        this, [topic](KafkaClient &c) { return peekRecentValues(c.profile(), topic); },
        [this, generation, topic](const Result<ValueShape> &shape) {
            if (generation != m_peekGeneration || !shape || !shape->format)
                return; // another topic since, or nothing to go by: the format stays
            const QString n = QLocale().toString(shape->sampled);
            switch (*shape->format) {
            case PayloadFormat::Json:
                setValueFormat(PayloadFormat::Json,
                               shape->schemaFramed
                                   ? tr("JSON: %1's recent values use registry schema id %2; "
                                        "choose its subject below")
                                         .arg(topic)
                                         .arg(shape->schemaId)
                                   : tr("JSON, like %1's last %2 value(s)").arg(topic, n));
                break;
            case PayloadFormat::Base64:
                setValueFormat(PayloadFormat::Base64,
                               tr("base64: %1's recent values are binary").arg(topic));
                break;
            default:
                setValueFormat(PayloadFormat::Text,
                               tr("text, like %1's last %2 value(s)").arg(topic, n));
            }
        });
}

void ProduceView::setValueFormat(PayloadFormat format, const QString &why)
{
    m_valueFormat->setCurrentIndex(m_valueFormat->findData(int(format)));
    m_formatNote->setText(why);
    m_formatNote->setToolTip(why);
}

QString ProduceView::formatNote() const
{
    return m_formatNote->text();
}

bool ProduceView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_topicPopup && event->type() == QEvent::MouseButtonPress) {
        auto *press = static_cast<QMouseEvent *>(event);
        if (!m_topicPopup->rect().contains(press->position().toPoint())) {
            const QPoint global = press->globalPosition().toPoint();
            m_topicPopup->hide();
            QWidget *top = window();
            QPointer<QWidget> target = top->childAt(top->mapFromGlobal(global));
            if (target && press->button() == Qt::LeftButton) {
                // Replayed once the popup has gone: the click lands where it was aimed.
                QMetaObject::invokeMethod(
                    this,
                    [target, global] {
                        if (!target)
                            return;
                        // As a real click would: the focus to the first of it or its parents
                        // that takes focus by click (a synthesized event does not move it).
                        QWidget *f = target;
                        while (f && !(f->focusPolicy() & Qt::ClickFocus) && !f->isWindow())
                            f = f->parentWidget();
                        if (f && (f->focusPolicy() & Qt::ClickFocus))
                            f->setFocus(Qt::MouseFocusReason);
                        const QPointF local = target->mapFromGlobal(QPointF(global));
                        QMouseEvent down(QEvent::MouseButtonPress, local, QPointF(global),
                                         Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
                        QCoreApplication::sendEvent(target, &down);
                        if (!target)
                            return;
                        QMouseEvent up(QEvent::MouseButtonRelease, local, QPointF(global),
                                       Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
                        QCoreApplication::sendEvent(target, &up);
                    },
                    Qt::QueuedConnection);
            } else if (target && (target->focusPolicy() & Qt::ClickFocus)) {
                target->setFocus(Qt::MouseFocusReason);
            }
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ProduceView::addHeaderRow(const QString &name, const std::optional<QString> &value)
{
    const int row = m_headers->rowCount();
    m_headers->insertRow(row);
    m_headers->setItem(row, 0, new QTableWidgetItem(name));
    m_headers->setItem(row, 1, new QTableWidgetItem(value.value_or(QString())));
    auto *null = new QTableWidgetItem;
    null->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
    null->setCheckState(value ? Qt::Unchecked : Qt::Checked);
    m_headers->setItem(row, 2, null);
    fitHeaders();
}

void ProduceView::setSession(ClusterSession *session)
{
    m_session = session;
    m_followedTopic.clear();
    ++m_peekGeneration;
    if (session)
        m_peekTimer->start(); // the topic already in the form, once connected
    m_load->setSession(session);
    m_schemas->setConnection(session ? session->profile() : ConnectionProfile());
    loadSubjects();
    m_gate->setReadOnly(session && session->profile().readOnly);
}

void ProduceView::setMetadata(const ClusterMetadata &metadata)
{
    QStringList names;
    for (const TopicInfo &t : metadata.topics)
        if (!t.internal)
            names << t.name;
    const QString current = m_topic->currentText();
    if (names != m_topicNames->stringList()) {
        m_topicNames->setStringList(names);
        m_topic->setCurrentText(current);
    }
    m_load->setTopicNames(names);
}

void ProduceView::setTopic(const QString &topic)
{
    m_topic->setCurrentText(topic);
    m_load->setTopic(topic);
    updatePreview();
    followTopicFormat();
}

void ProduceView::loadMessage(const OutgoingMessage &message)
{
    m_useTemplate->setChecked(false);
    setTopic(message.topic);
    m_partition->setValue(message.partition);
    auto fill = [](QComboBox *format, const std::optional<QByteArray> &bytes) {
        const bool text = bytes && QString::fromUtf8(*bytes).toUtf8() == *bytes;
        format->setCurrentIndex(format->findData(int(!bytes ? PayloadFormat::Null
                                                     : text ? PayloadFormat::Text
                                                            : PayloadFormat::Base64)));
        return !bytes ? QString()
               : text ? QString::fromUtf8(*bytes)
                      : QString::fromLatin1(bytes->toBase64());
    };
    m_key->setText(fill(m_keyFormat, message.key));
    m_value->setPlainText(fill(m_valueFormat, message.value));
    m_headers->setRowCount(0);
    for (const MessageHeader &h : message.headers)
        addHeaderRow(h.key,
                     h.value ? std::optional<QString>(QString::fromUtf8(*h.value)) : std::nullopt);
    showResult(tr("Loaded a message from %1; edit and send it again").arg(message.topic), true);
}

} // namespace kafscope::ui
