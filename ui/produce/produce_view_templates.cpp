#include "produce/produce_view.h"

// The producer view's templates: the template row, named templates and the next-message preview.

#include "produce/payload_format.h"
#include "produce/produce_settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>

namespace kafscope::ui {

QWidget *ProduceView::buildTemplateRow()
{
    auto *row = new QWidget(this);
    auto *h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    m_useTemplate = new QCheckBox(tr("Key, value and headers are templates"), row);
    m_useTemplate->setObjectName(QStringLiteral("useTemplate"));
    m_useTemplate->setToolTip(
        tr("{{seq}} {{uuid}} {{now_ms}} {{iso_time}} {{random_int:A:B}} {{pick:a|b|c}} "
           "{{random_bytes:N}}"));
    connect(m_useTemplate, &QCheckBox::toggled, this, [this] { updatePreview(); });
    m_templateName = new QComboBox(row);
    m_templateName->setObjectName(QStringLiteral("templateName"));
    m_templateName->setMinimumWidth(100);
    auto *load = new QPushButton(tr("Load"), row);
    load->setObjectName(QStringLiteral("loadTemplate"));
    auto *save = new QPushButton(tr("Save as…"), row);
    save->setObjectName(QStringLiteral("saveTemplate"));
    auto *remove = new QPushButton(tr("Delete"), row);
    connect(load, &QPushButton::clicked, this, [this] {
        const auto all = settings::produceTemplates();
        if (all.contains(m_templateName->currentText()))
            showTemplateSpec(all.value(m_templateName->currentText()));
    });
    connect(save, &QPushButton::clicked, this, [this] {
        const QString name =
            QInputDialog::getText(this, tr("Save template"), tr("Name"), QLineEdit::Normal,
                                  m_templateName->currentText());
        if (name.isEmpty())
            return;
        if (auto s = settings::saveProduceTemplate(name, templateSpec()); !s)
            showResult(s.error().message(), false);
        reloadTemplateNames();
        m_templateName->setCurrentText(name);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        settings::removeProduceTemplate(m_templateName->currentText());
        reloadTemplateNames();
    });
    h->addWidget(m_useTemplate);
    h->addWidget(m_templateName);
    h->addWidget(load);
    h->addWidget(save);
    h->addWidget(remove);
    h->addStretch(1);
    return row;
}

void ProduceView::reloadTemplateNames()
{
    const QString current = m_templateName->currentText();
    m_templateName->clear();
    m_templateName->addItems(settings::produceTemplates().keys());
    m_templateName->setCurrentText(current);
}

TemplateSpec ProduceView::templateSpec() const
{
    TemplateSpec spec;
    if (PayloadFormat(m_keyFormat->currentData().toInt()) != PayloadFormat::Null &&
        !m_key->text().isEmpty())
        spec.key = m_key->text();
    if (PayloadFormat(m_valueFormat->currentData().toInt()) != PayloadFormat::Null)
        spec.value = m_value->toPlainText();
    for (int r = 0; r < m_headers->rowCount(); ++r) {
        const QString name = m_headers->item(r, 0) ? m_headers->item(r, 0)->text() : QString();
        const bool null =
            m_headers->item(r, 2) && m_headers->item(r, 2)->checkState() == Qt::Checked;
        const QString value = m_headers->item(r, 1) ? m_headers->item(r, 1)->text() : QString();
        spec.headers.append({name, null ? std::nullopt : std::optional<QString>(value)});
    }
    return spec;
}

void ProduceView::showTemplateSpec(const TemplateSpec &spec)
{
    m_useTemplate->setChecked(true);
    m_keyFormat->setCurrentIndex(m_keyFormat->findData(int(PayloadFormat::Text)));
    m_key->setText(spec.key.value_or(QString()));
    m_valueFormat->setCurrentIndex(
        m_valueFormat->findData(int(spec.value ? PayloadFormat::Text : PayloadFormat::Null)));
    m_value->setPlainText(spec.value.value_or(QString()));
    m_headers->setRowCount(0);
    for (const auto &[name, value] : spec.headers)
        addHeaderRow(name, value);
    updatePreview();
}

void ProduceView::updatePreview()
{
    if (!m_preview || !m_useTemplate)
        return;
    if (!m_useTemplate->isChecked()) {
        m_preview->setText(tr("(sent as typed)"));
        return;
    }
    auto set = MessageTemplateSet::compile(templateSpec());
    if (!set) {
        m_preview->setText(set.error().message());
        return;
    }
    const OutgoingMessage m = set->preview(m_templateContext, m_topic->currentText());
    auto show = [](const std::optional<QByteArray> &b) {
        return b ? QString::fromUtf8(b->left(200)).replace(QLatin1Char('\n'), QStringLiteral("⏎"))
                 : tr("null");
    };
    QStringList headers;
    for (const MessageHeader &h : m.headers)
        headers << h.key + QLatin1Char('=') + show(h.value);
    m_preview->setText(
        tr("seq %1 · key: %2 · value: %3%4")
            .arg(m_templateContext.seq)
            .arg(show(m.key), show(m.value),
                 headers.isEmpty() ? QString()
                                   : tr(" · headers: %1").arg(headers.join(QStringLiteral(", ")))));
}

} // namespace kafscope::ui
