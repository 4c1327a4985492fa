#include "connect/connector_config_form.h"

#include "common/palette.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QStyledItemDelegate>

#include <algorithm>
#include <tuple>

namespace kafscope::ui {

using connect::ConfigField;
using connect::ConnectorConfig;
using connect::ValidationResult;

namespace {

enum Roles {
    KeyRole = Qt::UserRole + 1,
    OriginalRole, // the value setFields showed (masked for a secret)
    PasswordRole, // the setting is a secret
    SecretRole,   // a secret typed here (never displayed)
    ChoicesRole,  // recommended values
    ErrorRole,
    DocRole, // the line shown when there is no error
};

// The groups every connector has (Kafka Connect's own settings): listed after the plugin's own
// groups, and folded unless one of their settings is set or has an error.
bool isConnectGroup(const QString &group)
{
    static const QStringList kConnectGroups{
        QStringLiteral("Common"),         QStringLiteral("Transforms"),
        QStringLiteral("Predicates"),     QStringLiteral("Error Handling"),
        QStringLiteral("Topic Creation"), QStringLiteral("Exactly Once Support"),
        QStringLiteral("offsets.topic")};
    return kConnectGroups.contains(group);
}

QString firstSentence(const QString &doc)
{
    const QString flat = doc.simplified();
    const qsizetype dot = flat.indexOf(QLatin1String(". "));
    return dot > 0 ? flat.left(dot + 1) : flat;
}

// Edits the value column only: a list for recommended values and booleans, a masked line for a
// secret (empty: the secret is kept unless something is typed).
class ValueDelegate : public QStyledItemDelegate {
public:
    ValueDelegate(const bool *editable, QObject *parent)
        : QStyledItemDelegate(parent), m_editable(editable)
    {
    }

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &,
                          const QModelIndex &index) const override
    {
        if (!*m_editable || index.column() != ConnectorConfigForm::Value ||
            index.data(KeyRole).toString().isEmpty())
            return nullptr;
        const QStringList choices = index.data(ChoicesRole).toStringList();
        if (!choices.isEmpty()) {
            auto *box = new QComboBox(parent);
            box->setEditable(true);
            box->addItems(choices);
            return box;
        }
        auto *line = new QLineEdit(parent);
        if (index.data(PasswordRole).toBool()) {
            line->setEchoMode(QLineEdit::Password);
            line->setPlaceholderText(ConnectorConfigForm::tr("unchanged"));
        }
        return line;
    }

    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        const QString text = index.data(PasswordRole).toBool()
                                 ? index.data(SecretRole).toString()
                                 : index.data(Qt::DisplayRole).toString();
        if (auto *box = qobject_cast<QComboBox *>(editor))
            box->setCurrentText(text);
        else if (auto *line = qobject_cast<QLineEdit *>(editor))
            line->setText(text);
    }

    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override
    {
        QString text;
        if (auto *box = qobject_cast<QComboBox *>(editor))
            text = box->currentText();
        else if (auto *line = qobject_cast<QLineEdit *>(editor))
            text = line->text();
        if (index.data(PasswordRole).toBool()) {
            if (text.isEmpty())
                return; // kept as it is
            model->setData(index, text, SecretRole);
            model->setData(index, QString::fromLatin1(connect::kMaskedValue), Qt::DisplayRole);
            return;
        }
        model->setData(index, text.trimmed(), Qt::DisplayRole);
    }

private:
    const bool *m_editable;
};

} // namespace

ConnectorConfigForm::ConnectorConfigForm(QWidget *parent) : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("connectorConfigForm"));
    setColumnCount(ColumnCount);
    setHeaderLabels({tr("Setting"), tr("Value"), tr("Notes")});
    setRootIsDecorated(true);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setWordWrap(false);
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                    QAbstractItemView::SelectedClicked | QAbstractItemView::AnyKeyPressed);
    setItemDelegate(new ValueDelegate(&m_editable, this));
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(Setting, QHeaderView::Interactive);
    header()->setSectionResizeMode(Value, QHeaderView::Interactive);
    connect(this, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *, int column) {
        if (column == Value && !signalsBlocked())
            Q_EMIT edited();
    });
}

QTreeWidgetItem *ConnectorConfigForm::groupItem(const QString &group)
{
    const QString title = group.isEmpty() ? tr("Other") : group;
    for (int i = 0; i < topLevelItemCount(); ++i)
        if (topLevelItem(i)->text(Setting) == title)
            return topLevelItem(i);
    auto *item = new QTreeWidgetItem(this, {title});
    item->setFlags(Qt::ItemIsEnabled);
    item->setFirstColumnSpanned(true);
    QFont f = item->font(Setting);
    f.setBold(true);
    item->setFont(Setting, f);
    item->setExpanded(true);
    return item;
}

QTreeWidgetItem *ConnectorConfigForm::addField(const ConfigField &field, const QString &value)
{
    auto *item = new QTreeWidgetItem(groupItem(field.group));
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable);
    item->setText(Setting, field.name);
    item->setData(Value, KeyRole, field.name);
    item->setData(Setting, KeyRole, field.name);
    item->setText(Value, value);
    item->setData(Value, OriginalRole, value);
    item->setData(Value, PasswordRole, field.isPassword());
    QStringList choices = field.recommendedValues;
    if (choices.isEmpty() && field.type == QLatin1String("BOOLEAN"))
        choices = {QStringLiteral("true"), QStringLiteral("false")};
    item->setData(Value, ChoicesRole, choices);
    if (field.required) {
        QFont f = item->font(Setting);
        f.setBold(true);
        item->setFont(Setting, f);
    }
    QStringList facts;
    if (field.required)
        facts << tr("Required.");
    else if (!field.defaultValue.isEmpty() && !field.isPassword())
        facts << tr("Default %1.").arg(field.defaultValue);
    if (!field.documentation.isEmpty())
        facts << firstSentence(field.documentation);
    item->setData(Value, DocRole, facts.join(QLatin1Char(' ')));
    QString tip = QStringLiteral("<b>%1</b>").arg(field.name.toHtmlEscaped());
    if (!field.displayName.isEmpty() && field.displayName != field.name)
        tip += QStringLiteral(" (%1)").arg(field.displayName.toHtmlEscaped());
    tip += QStringLiteral("<br>") +
           tr("Type %1, importance %2").arg(field.type, field.importance.toLower()).toHtmlEscaped();
    if (!field.documentation.isEmpty())
        tip += QStringLiteral("<p>%1</p>").arg(field.documentation.toHtmlEscaped());
    item->setToolTip(Setting, tip);
    item->setToolTip(Notes, tip);
    showNotes(item, field.errors.join(QLatin1Char(' ')));
    return item;
}

void ConnectorConfigForm::showNotes(QTreeWidgetItem *item, const QString &error)
{
    item->setData(Value, ErrorRole, error);
    const bool failed = !error.isEmpty();
    item->setText(Notes, failed ? error : item->data(Value, DocRole).toString());
    item->setForeground(Notes,
                        Palette::color(failed ? Palette::Role::Error : Palette::Role::Muted));
    if (failed) {
        for (QTreeWidgetItem *up = item->parent(); up; up = up->parent())
            up->setExpanded(true);
    }
}

void ConnectorConfigForm::setFields(const ValidationResult &validation,
                                    const ConnectorConfig &values)
{
    const QSignalBlocker block(this);
    clear();
    QList<ConfigField> fields = validation.fields;
    // The worker's groups in its order, each in its own order; "name" and the class are given
    // elsewhere (the dialog's name, the plugin), so they are left out.
    const auto groupIndex = [&](const QString &g) {
        const qsizetype i = validation.groups.indexOf(g);
        return i < 0 ? validation.groups.size() : i;
    };
    // The plugin's own groups first: its settings are what a person came to see.
    std::stable_sort(fields.begin(), fields.end(), [&](const ConfigField &a, const ConfigField &b) {
        return std::tuple(isConnectGroup(a.group), groupIndex(a.group), a.orderInGroup) <
               std::tuple(isConnectGroup(b.group), groupIndex(b.group), b.orderInGroup);
    });
    QStringList described;
    for (const ConfigField &f : fields) {
        described << f.name;
        if (f.name == QLatin1String("name") || f.name == QLatin1String("connector.class"))
            continue;
        const QString value = values.contains(f.name)
                                  ? values.value(f.name)
                                  : (f.isPassword() && !f.value.isEmpty() ? f.value : QString());
        addField(f, value);
    }
    for (auto it = values.constBegin(); it != values.constEnd(); ++it)
        if (!described.contains(it.key()))
            addSetting(it.key(), it.value());
    // Kafka Connect's own groups stay folded unless something in them is set or wrong.
    for (int g = 0; g < topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = topLevelItem(g);
        bool used = !isConnectGroup(group->text(Setting));
        for (int i = 0; !used && i < group->childCount(); ++i)
            used = !group->child(i)->text(Value).isEmpty() ||
                   !group->child(i)->data(Value, ErrorRole).toString().isEmpty();
        group->setExpanded(used);
    }
    setFilterText(m_filter);
    // Setting and value as wide as they need within bounds; the notes take the rest.
    resizeColumnToContents(Setting);
    resizeColumnToContents(Value);
    header()->resizeSection(Setting, std::clamp(header()->sectionSize(Setting), 120, 240));
    header()->resizeSection(Value, std::clamp(header()->sectionSize(Value), 140, 220));
}

void ConnectorConfigForm::addSetting(const QString &key, const QString &value)
{
    if (QTreeWidgetItem *existing = itemOf(key)) {
        existing->setText(Value, value);
        return;
    }
    ConfigField f;
    f.name = key;
    f.type = connect::looksSecret(key) ? QStringLiteral("PASSWORD") : QStringLiteral("STRING");
    f.importance = QStringLiteral("LOW");
    f.documentation = tr("Not described by the connector's plugin.");
    addField(f, value);
}

int ConnectorConfigForm::showErrors(const ValidationResult &validation)
{
    clearErrors();
    int count = 0;
    for (const ConfigField &f : validation.fields) {
        if (f.errors.isEmpty())
            continue;
        QTreeWidgetItem *item = itemOf(f.name);
        if (!item) { // name, connector.class: shown all the same
            ConfigField shown = f;
            item = addField(shown, values().value(f.name));
        }
        showNotes(item, f.errors.join(QLatin1Char(' ')));
        item->setHidden(false);
        if (count++ == 0)
            scrollToItem(item, QAbstractItemView::PositionAtCenter);
    }
    return count;
}

void ConnectorConfigForm::clearErrors()
{
    for (QTreeWidgetItemIterator it(this); *it; ++it)
        if (!(*it)->data(Value, KeyRole).toString().isEmpty())
            showNotes(*it, QString());
}

void ConnectorConfigForm::setEditable(bool editable)
{
    m_editable = editable;
}

void ConnectorConfigForm::setFilterText(const QString &text)
{
    m_filter = text.trimmed();
    for (int g = 0; g < topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = topLevelItem(g);
        int shown = 0;
        for (int i = 0; i < group->childCount(); ++i) {
            QTreeWidgetItem *item = group->child(i);
            const bool match = m_filter.isEmpty() ||
                               item->text(Setting).contains(m_filter, Qt::CaseInsensitive) ||
                               item->text(Notes).contains(m_filter, Qt::CaseInsensitive);
            item->setHidden(!match);
            shown += match;
        }
        group->setHidden(shown == 0);
    }
}

ConnectorConfig ConnectorConfigForm::values() const
{
    ConnectorConfig out;
    for (QTreeWidgetItemIterator it(const_cast<ConnectorConfigForm *>(this)); *it; ++it) {
        const QString key = (*it)->data(Value, KeyRole).toString();
        if (key.isEmpty())
            continue;
        if ((*it)->data(Value, PasswordRole).toBool()) {
            const QString secret = (*it)->data(Value, SecretRole).toString();
            if (!secret.isEmpty())
                out.insert(key, secret);
            continue;
        }
        const QString value = (*it)->text(Value);
        if (!value.isEmpty())
            out.insert(key, value);
    }
    return out;
}

void ConnectorConfigForm::changes(ConnectorConfig *set, QStringList *unset) const
{
    for (QTreeWidgetItemIterator it(const_cast<ConnectorConfigForm *>(this)); *it; ++it) {
        const QString key = (*it)->data(Value, KeyRole).toString();
        if (key.isEmpty())
            continue;
        if ((*it)->data(Value, PasswordRole).toBool()) {
            const QString secret = (*it)->data(Value, SecretRole).toString();
            if (!secret.isEmpty())
                set->insert(key, secret);
            continue;
        }
        const QString now = (*it)->text(Value);
        const QString before = (*it)->data(Value, OriginalRole).toString();
        if (now == before)
            continue;
        if (now.isEmpty())
            unset->append(key);
        else
            set->insert(key, now);
    }
}

bool ConnectorConfigForm::isEdited() const
{
    ConnectorConfig set;
    QStringList unset;
    changes(&set, &unset);
    return !set.isEmpty() || !unset.isEmpty();
}

QTreeWidgetItem *ConnectorConfigForm::itemOf(const QString &key) const
{
    for (QTreeWidgetItemIterator it(const_cast<ConnectorConfigForm *>(this)); *it; ++it)
        if ((*it)->data(Value, KeyRole).toString() == key)
            return *it;
    return nullptr;
}

QString ConnectorConfigForm::errorOf(const QString &key) const
{
    const QTreeWidgetItem *item = itemOf(key);
    return item ? item->data(Value, ErrorRole).toString() : QString();
}

QString ConnectorConfigForm::shownValue(const QString &key) const
{
    const QTreeWidgetItem *item = itemOf(key);
    return item ? item->text(Value) : QString();
}

void ConnectorConfigForm::setValue(const QString &key, const QString &value)
{
    QTreeWidgetItem *item = itemOf(key);
    if (!item) {
        addSetting(key, value);
        return;
    }
    if (item->data(Value, PasswordRole).toBool()) {
        item->setData(Value, SecretRole, value);
        item->setText(Value, QString::fromLatin1(connect::kMaskedValue));
        return;
    }
    item->setText(Value, value);
}

} // namespace kafscope::ui
