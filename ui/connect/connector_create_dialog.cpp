#include "connect/connector_create_dialog.h"

#include "common/palette.h"
#include "connect/connect_jobs.h"
#include "connect/connector_config_form.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <optional>

namespace kafscope::ui {

using namespace kafscope::connect;

namespace {

// What pressing Create gave: the worker's validation, and the connector when it had no error.
struct CreateOutcome {
    Result<ValidationResult> checked = Error::usage(KS_ERR("not validated"));
    std::optional<Result<ConnectorInfo>> created;
};

} // namespace

ConnectorCreateDialog::ConnectorCreateDialog(ConnectJobs *jobs, bool readOnly, QWidget *parent)
    : QDialog(parent), m_jobs(jobs), m_readOnly(readOnly)
{
    setObjectName(QStringLiteral("connectorCreateDialog"));
    setWindowTitle(tr("New connector"));
    auto *v = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_plugin = new QComboBox(this);
    m_plugin->setObjectName(QStringLiteral("connectorPlugin"));
    m_plugin->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("connectorName"));
    m_name->setPlaceholderText(tr("A name unique in this Connect cluster"));
    form->addRow(tr("Plugin"), m_plugin);
    form->addRow(tr("Name"), m_name);
    v->addLayout(form);
    auto *filterRow = new QHBoxLayout;
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("connectorCreateFilter"));
    m_filter->setPlaceholderText(tr("Filter settings"));
    m_filter->setClearButtonEnabled(true);
    m_extra = new QLineEdit(this);
    m_extra->setObjectName(QStringLiteral("connectorExtraSetting"));
    m_extra->setPlaceholderText(tr("Another setting: key=value, then Enter"));
    m_extra->setToolTip(tr("For settings the plugin does not list, e.g. consumer.override.* or a "
                           "transform's"));
    filterRow->addWidget(m_filter, 1);
    filterRow->addWidget(m_extra, 1);
    v->addLayout(filterRow);
    m_form = new ConnectorConfigForm(this);
    v->addWidget(m_form, 1);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("connectorCreateMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    v->addWidget(m_message);
    auto *buttons = new QDialogButtonBox(this);
    m_validate = buttons->addButton(tr("Validate"), QDialogButtonBox::ActionRole);
    m_validate->setObjectName(QStringLiteral("connectorValidate"));
    m_create = buttons->addButton(tr("Create"), QDialogButtonBox::AcceptRole);
    m_create->setObjectName(QStringLiteral("connectorCreate"));
    buttons->addButton(QDialogButtonBox::Cancel);
    v->addWidget(buttons);
    resize(900, 620);

    connect(m_plugin, &QComboBox::currentIndexChanged, this, &ConnectorCreateDialog::loadFields);
    connect(m_name, &QLineEdit::textChanged, this, &ConnectorCreateDialog::updateButtons);
    connect(m_filter, &QLineEdit::textChanged, m_form, &ConnectorConfigForm::setFilterText);
    connect(m_extra, &QLineEdit::returnPressed, this, [this] {
        const QString text = m_extra->text();
        const qsizetype eq = text.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return showMessage(tr("Write the setting as key=value."), false);
        m_form->addSetting(text.left(eq).trimmed(), text.mid(eq + 1).trimmed());
        m_extra->clear();
    });
    connect(m_validate, &QPushButton::clicked, this, &ConnectorCreateDialog::validateConfig);
    // Create runs the worker's validation first and closes only once the connector exists.
    connect(m_create, &QPushButton::clicked, this, &ConnectorCreateDialog::createConnector);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    if (m_readOnly)
        showMessage(tr("This connection is read-only: connectors cannot be created. The form "
                       "still validates a config."),
                    false);
    loadPlugins();
    updateButtons();
}

void ConnectorCreateDialog::loadPlugins()
{
    m_busy = true;
    updateButtons();
    m_jobs->run<Result<QList<PluginInfo>>>(
        [](ConnectClient &c) { return c.plugins(true); },
        [this](const Result<QList<PluginInfo>> &r) {
            m_busy = false;
            if (!r) {
                showMessage(tr("Could not read the worker's plugins: %1").arg(r.error().message()),
                            false);
                updateButtons();
                return;
            }
            const QSignalBlocker block(m_plugin);
            for (const PluginInfo &p : *r) {
                const QString type = p.type == QLatin1String("source") ? tr("source")
                                     : p.type == QLatin1String("sink") ? tr("sink")
                                                                       : p.type;
                m_plugin->addItem(
                    tr("%1 (%2, %3)")
                        .arg(p.className.section(QLatin1Char('.'), -1), type, p.version),
                    p.className);
                m_plugin->setItemData(m_plugin->count() - 1, p.className, Qt::ToolTipRole);
            }
            Q_EMIT pluginsShown();
            if (m_plugin->count() > 0)
                loadFields();
            else
                showMessage(tr("The worker has no connector plugins."), false);
            updateButtons();
        });
}

bool ConnectorCreateDialog::choosePlugin(const QString &className)
{
    for (int i = 0; i < m_plugin->count(); ++i) {
        const QString c = m_plugin->itemData(i).toString();
        if (c == className || c.endsWith(QLatin1Char('.') + className)) {
            if (m_plugin->currentIndex() == i)
                loadFields();
            else
                m_plugin->setCurrentIndex(i);
            return true;
        }
    }
    return false;
}

void ConnectorCreateDialog::loadFields()
{
    const QString className = m_plugin->currentData().toString();
    if (className.isEmpty())
        return;
    const quint64 generation = ++m_generation;
    m_busy = true;
    updateButtons();
    m_jobs->run<Result<ValidationResult>>(
        [className](ConnectClient &c) { return c.validate(className, {}); },
        [this, generation, className](const Result<ValidationResult> &r) {
            if (generation != m_generation)
                return;
            m_busy = false;
            if (!r) {
                showMessage(tr("The worker did not describe the settings of %1: %2")
                                .arg(className, r.error().message()),
                            false);
            } else {
                m_form->setFields(*r, {});
                m_form->clearErrors(); // an empty config's errors say only what is required
                if (!m_readOnly)
                    showMessage(tr("Settings in bold are required. Hover over one for what it "
                                   "does."),
                                true);
            }
            updateButtons();
            Q_EMIT fieldsShown();
        });
}

ConnectorConfig ConnectorCreateDialog::config() const
{
    ConnectorConfig c = m_form->values();
    c.insert(QStringLiteral("connector.class"), m_plugin->currentData().toString());
    return c;
}

void ConnectorCreateDialog::validateConfig()
{
    const QString className = m_plugin->currentData().toString();
    ConnectorConfig c = config();
    if (!m_name->text().trimmed().isEmpty())
        c.insert(QStringLiteral("name"), m_name->text().trimmed());
    const quint64 generation = m_generation;
    m_busy = true;
    updateButtons();
    m_jobs->run<Result<ValidationResult>>(
        [className, c](ConnectClient &client) { return client.validate(className, c); },
        [this, generation](const Result<ValidationResult> &r) {
            if (generation != m_generation)
                return;
            m_busy = false;
            updateButtons();
            if (!r) {
                showMessage(r.error().message(), false);
                return;
            }
            const int fields = m_form->showErrors(*r);
            if (r->errorCount == 0)
                showMessage(tr("The worker found no error in this config."), true);
            else
                showMessage(tr("The worker found %n error(s); each is shown beside its setting.",
                               nullptr, std::max(fields, r->errorCount)),
                            false);
            Q_EMIT validated(r->errorCount);
        });
}

void ConnectorCreateDialog::createConnector()
{
    const QString name = m_name->text().trimmed();
    const QString className = m_plugin->currentData().toString();
    if (name.isEmpty() || className.isEmpty())
        return;
    ConnectorConfig c = config();
    const quint64 generation = m_generation;
    m_busy = true;
    updateButtons();
    showMessage(tr("The worker is checking the config of %1…").arg(name), true);
    m_jobs->run<CreateOutcome>(
        [name, className, c](ConnectClient &client) {
            CreateOutcome out;
            ConnectorConfig named = c;
            named.insert(QStringLiteral("name"), name);
            out.checked = client.validate(className, named);
            if (out.checked && out.checked->errorCount == 0)
                out.created = client.create(name, c);
            return out;
        },
        [this, generation, name](const CreateOutcome &out) {
            if (generation != m_generation)
                return;
            m_busy = false;
            updateButtons();
            if (!out.checked) {
                showMessage(out.checked.error().message(), false);
            } else if (out.checked->errorCount > 0) {
                const int fields = m_form->showErrors(*out.checked);
                showMessage(tr("The worker found %n error(s); nothing was created.", nullptr,
                               std::max(fields, out.checked->errorCount)),
                            false);
            } else if (out.created && !*out.created) {
                showMessage(out.created->error().message(), false);
            } else {
                Q_EMIT created(name);
                accept();
                return;
            }
            Q_EMIT refused();
        });
}

void ConnectorCreateDialog::showMessage(const QString &text, bool ok)
{
    m_message->setText(text);
    if (ok)
        Palette::clearTextRole(m_message);
    else
        Palette::setTextRole(m_message, Palette::Role::Error);
}

QString ConnectorCreateDialog::messageText() const
{
    return m_message->text();
}

void ConnectorCreateDialog::updateButtons()
{
    const bool plugin = !m_plugin->currentData().toString().isEmpty();
    m_validate->setEnabled(!m_busy && plugin);
    m_create->setEnabled(!m_busy && plugin && !m_readOnly && !m_name->text().trimmed().isEmpty());
    m_create->setToolTip(m_readOnly ? tr("The connection is read-only") : QString());
}

} // namespace kafscope::ui
