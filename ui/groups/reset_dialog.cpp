#include "groups/reset_dialog.h"

#include "groups/share_group.h"
#include "protocol/protocol_client.h"

#include "cluster/cluster_session.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace kafscope::ui {

ResetDialog::ResetDialog(ClusterSession *session, const QString &group, QWidget *parent, Kind kind)
    : QDialog(parent), m_session(session), m_group(group), m_kind(kind)
{
    const bool share = kind == Kind::Share;
    setWindowTitle(share ? tr("Reset the share-partition start offsets of %1").arg(group)
                         : tr("Reset offsets of %1").arg(group));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_mode = new QComboBox(this);
    m_mode->setObjectName(QStringLiteral("mode"));
    m_mode->addItem(tr("Earliest"), QStringLiteral("earliest"));
    m_mode->addItem(tr("Latest"), QStringLiteral("latest"));
    m_mode->addItem(tr("Timestamp (ISO 8601)"), QStringLiteral("time"));
    m_mode->addItem(tr("Specific offset"), QStringLiteral("offset"));
    m_mode->addItem(tr("Shift by ±N"), QStringLiteral("shift"));
    if (!share) // a share group has start offsets, no committed ones to copy
        m_mode->addItem(tr("Copy from group"), QStringLiteral("copy"));
    form->addRow(tr("Move to"), m_mode);
    m_value = new QLineEdit(this);
    m_value->setObjectName(QStringLiteral("value"));
    m_value->setPlaceholderText(tr("offset, shift, time (2024-01-31T12:00:00Z) or group"));
    form->addRow(tr("Value"), m_value);
    m_form = form;
    m_topics = new QLineEdit(this);
    m_topics->setObjectName(QStringLiteral("topics"));
    m_topics->setPlaceholderText(tr("all topics of the group; or topic names separated by commas"));
    form->addRow(tr("Topics"), m_topics);
    layout->addLayout(form);
    m_previewButton = new QPushButton(tr("Preview"), this);
    m_previewButton->setObjectName(QStringLiteral("preview"));
    layout->addWidget(m_previewButton);
    m_table = new QTableWidget(0, 6, this);
    m_table->setObjectName(QStringLiteral("previewTable"));
    m_table->setHorizontalHeaderLabels({tr("Topic"), tr("Partition"),
                                        share ? tr("Current start") : tr("Current"), tr("New"),
                                        tr("Lag after"), tr("Note")});
    m_table->horizontalHeaderItem(4)->setToolTip(
        tr("Messages the group will have to read once the new offsets are written: log end minus "
           "the new offset"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table, 1);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    // Two lines kept for it: a wrapped label is otherwise squeezed by the table's stretch.
    m_message->setMinimumHeight(2 * m_message->fontMetrics().lineSpacing() + 4);
    layout->addWidget(m_message);
    m_confirm = new QLineEdit(this);
    m_confirm->setObjectName(QStringLiteral("confirm"));
    m_confirm->setPlaceholderText(tr("type %1 to confirm").arg(group));
    layout->addWidget(m_confirm);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_applyButton = buttons->addButton(tr("Write offsets"), QDialogButtonBox::AcceptRole);
    m_applyButton->setObjectName(QStringLiteral("apply"));
    m_applyButton->setEnabled(false);
    layout->addWidget(buttons);
    resize(640, 480);

    connect(m_previewButton, &QPushButton::clicked, this, &ResetDialog::preview);
    connect(m_applyButton, &QPushButton::clicked, this, &ResetDialog::apply);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &ResetDialog::invalidate);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &ResetDialog::updateValueField);
    updateValueField();
    connect(m_value, &QLineEdit::textChanged, this, &ResetDialog::invalidate);
    connect(m_topics, &QLineEdit::textChanged, this, &ResetDialog::invalidate);
    connect(m_confirm, &QLineEdit::textChanged, this,
            [this] { m_applyButton->setEnabled(m_plan && m_confirm->text() == m_group); });
}

void ResetDialog::updateValueField()
{
    // Earliest and latest need no value: the field is not shown for them.
    const QString mode = m_mode->currentData().toString();
    const bool needed = mode != QLatin1String("earliest") && mode != QLatin1String("latest");
    m_form->setRowVisible(m_value, needed);
    if (mode == QLatin1String("time"))
        m_value->setPlaceholderText(tr("2024-01-31T12:00:00Z"));
    else if (mode == QLatin1String("offset"))
        m_value->setPlaceholderText(tr("offset, e.g. 1000"));
    else if (mode == QLatin1String("shift"))
        m_value->setPlaceholderText(tr("messages to move, e.g. -500 or 200"));
    else if (mode == QLatin1String("copy"))
        m_value->setPlaceholderText(tr("the group to copy the offsets from"));
}

void ResetDialog::invalidate()
{
    m_plan.reset();
    m_applyButton->setEnabled(false);
}

void ResetDialog::showError(const QString &message)
{
    m_message->setText(message);
    Q_EMIT failed(message);
}

void ResetDialog::preview()
{
    if (!m_session)
        return showError(tr("Not connected"));
    invalidate();
    QStringList topics;
    for (const QString &t : m_topics->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        topics << t.trimmed();
    const QString mode = m_mode->currentData().toString();
    const QString value = m_value->text().trimmed();
    const QString group = m_group;
    std::optional<groups::ResetTarget> target;
    if (mode != QLatin1String("copy")) {
        auto t = groups::ResetTarget::parse(mode == QLatin1String("earliest") ||
                                                    mode == QLatin1String("latest")
                                                ? mode
                                                : mode + QLatin1Char(':') + value);
        if (!t)
            return showError(t.error().message());
        target = t.value();
    } else if (value.isEmpty()) {
        return showError(tr("Name the group to copy the offsets from"));
    }
    m_message->setText(tr("Computing the preview…"));
    const bool share = m_kind == Kind::Share;
    m_session->call<groups::ResetPlan>(
        this,
        [=](KafkaClient &c) -> Result<groups::ResetPlan> {
            if (share) {
                protocol::ProtocolClient pc(c);
                return groups::planShareReset(pc, c, group, topics, *target);
            }
            return target ? groups::planReset(c, group, topics, *target)
                          : groups::planCopy(c, value, group, topics);
        },
        [this](const Result<groups::ResetPlan> &r) {
            if (!r)
                return showError(r.error().message());
            showPlan(r.value());
        });
}

void ResetDialog::showPlan(const groups::ResetPlan &plan)
{
    m_plan = plan;
    m_table->setRowCount(int(plan.rows.size()));
    for (int i = 0; i < plan.rows.size(); ++i) {
        const groups::ResetRow &r = plan.rows[i];
        const QLocale l;
        const QStringList cells{r.tp.topic,
                                QString::number(r.tp.partition),
                                r.current < 0 ? tr("(none)") : l.toString(r.current),
                                l.toString(r.target),
                                r.logEnd >= 0 && r.target >= 0
                                    ? l.toString(std::max<qint64>(0, r.logEnd - r.target))
                                    : tr("unknown"),
                                r.note};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c >= 1 && c <= 4) // numbers on the right, as everywhere
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(i, c, item);
        }
    }
    m_message->setText(tr("Preview only, nothing written: %1 of %2 partitions change (%3). Type "
                          "the group name to write.")
                           .arg(plan.changes())
                           .arg(plan.rows.size())
                           .arg(plan.source));
    m_applyButton->setEnabled(m_confirm->text() == m_group);
    Q_EMIT previewShown();
}

void ResetDialog::apply()
{
    if (!m_session || !m_plan)
        return showError(tr("Preview the change first"));
    const groups::ResetPlan plan = *m_plan;
    const QString confirmation = m_confirm->text();
    m_applyButton->setEnabled(false);
    m_message->setText(tr("Writing…"));
    const bool share = m_kind == Kind::Share;
    m_session->call<Ok>(
        this,
        [plan, confirmation, share](KafkaClient &c) -> Result<Ok> {
            if (share) {
                protocol::ProtocolClient pc(c);
                return groups::applyShareReset(pc, c.profile(), plan, confirmation);
            }
            return groups::applyPlan(c, plan, confirmation);
        },
        [this](const Result<Ok> &r) {
            if (!r)
                return showError(r.error().message());
            m_message->setText(tr("Written: %1").arg(m_plan ? m_plan->source : QString()));
            Q_EMIT applied();
        });
}

} // namespace kafscope::ui
