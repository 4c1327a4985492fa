#include "shell/connect_dialog.h"

#include "common/palette.h"
#include "common/settings.h"
#include "connections/connection_test_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kafscope::ui {

ConnectDialog::ConnectDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Connect to a Kafka cluster"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_recent = new QComboBox(this);
    m_recent->setObjectName(QStringLiteral("recent"));
    m_recentProfiles = settings::recentConnections();
    m_recent->addItem(tr("(new connection)"));
    for (const ConnectionProfile &p : m_recentProfiles)
        m_recent->addItem(p.displayName());
    connect(m_recent, &QComboBox::currentIndexChanged, this, &ConnectDialog::loadRecent);
    form->addRow(tr("Recent"), m_recent);

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("name"));
    m_name->setPlaceholderText(tr("optional, e.g. staging"));
    form->addRow(tr("Name"), m_name);
    m_bootstrap = new QLineEdit(QStringLiteral("localhost:9092"), this);
    m_bootstrap->setObjectName(QStringLiteral("bootstrap"));
    form->addRow(tr("Bootstrap servers"), m_bootstrap);
    m_properties = new QPlainTextEdit(this);
    m_properties->setObjectName(QStringLiteral("properties"));
    m_properties->setPlaceholderText(tr("librdkafka properties, one key=value per line\n"
                                        "security.protocol=SASL_SSL\nsasl.mechanism=PLAIN"));
    form->addRow(tr("Properties"), m_properties);
    m_timeout = new QSpinBox(this);
    m_timeout->setObjectName(QStringLiteral("timeout"));
    m_timeout->setRange(1000, 600000);
    m_timeout->setSingleStep(1000);
    m_timeout->setSuffix(tr(" ms"));
    m_timeout->setValue(10000);
    form->addRow(tr("Request timeout"), m_timeout);
    m_readOnly = new QCheckBox(tr("Read-only: refuse every change to the cluster"), this);
    m_readOnly->setObjectName(QStringLiteral("readOnly"));
    form->addRow(QString(), m_readOnly);
    layout->addLayout(form);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("error"));
    Palette::setTextRole(m_error, Palette::Role::Error);
    m_error->setWordWrap(true);
    m_error->hide();
    layout->addWidget(m_error);

    // The connection test: its steps, then the first problem in plain words.
    m_test = new ConnectionTestPanel(this);
    layout->addWidget(m_test);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Connect"));
    m_testButton = buttons->addButton(tr("Test connection"), QDialogButtonBox::ActionRole);
    m_testButton->setObjectName(QStringLiteral("testConnection"));
    m_debugLog = new QCheckBox(tr("librdkafka debug log"), this);
    m_debugLog->setObjectName(QStringLiteral("debugLog"));
    m_debugLog->setToolTip(
        tr("Capture librdkafka's security and broker debug lines during the test"));
    buttons->addButton(m_debugLog, QDialogButtonBox::ActionRole);
    connect(m_testButton, &QPushButton::clicked, this, &ConnectDialog::testConnection);
    connect(m_test, &ConnectionTestPanel::finished, m_testButton,
            [this] { m_testButton->setEnabled(true); });
    connect(buttons, &QDialogButtonBox::accepted, this, &ConnectDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ConnectDialog::reject);
    layout->addWidget(buttons);
    if (!m_recentProfiles.isEmpty())
        m_recent->setCurrentIndex(1);
}

void ConnectDialog::testConnection()
{
    auto p = profile();
    if (!p) {
        m_error->setText(p.error().message());
        m_error->show();
        return;
    }
    m_error->hide();
    m_testButton->setEnabled(false);
    m_test->start([profile = p.value()]() -> Result<ConnectionProfile> { return profile; },
                  p->bootstrap, m_debugLog->isChecked());
}

bool ConnectDialog::testRunning() const
{
    return m_test->running();
}

void ConnectDialog::loadRecent(int index)
{
    if (index >= 1 && index <= m_recentProfiles.size())
        setProfile(m_recentProfiles[index - 1]);
}

void ConnectDialog::setProfile(const ConnectionProfile &p)
{
    m_name->setText(p.name);
    m_bootstrap->setText(p.bootstrap);
    QStringList lines;
    for (const auto &[k, v] : p.properties)
        lines << k + QLatin1Char('=') + v;
    m_properties->setPlainText(lines.join(QLatin1Char('\n')));
    m_timeout->setValue(p.timeoutMs);
    m_readOnly->setChecked(p.readOnly);
}

Result<ConnectionProfile> ConnectDialog::profile() const
{
    ConnectionProfile p;
    p.name = m_name->text().trimmed();
    p.bootstrap = m_bootstrap->text().trimmed();
    p.timeoutMs = m_timeout->value();
    p.readOnly = m_readOnly->isChecked();
    if (p.bootstrap.isEmpty())
        return Error::usage(KS_ERR("Enter at least one bootstrap server (host:port)"));
    auto props =
        ConnectionProfile::parseProperties(m_properties->toPlainText().split(QLatin1Char('\n')));
    if (!props)
        return props.error();
    p.properties = props.value();
    // Let librdkafka itself check every key and value now, not at connect time.
    if (auto s = validateProfile(p); !s)
        return s.error();
    return p;
}

void ConnectDialog::accept()
{
    auto p = profile();
    if (!p) {
        m_error->setText(p.error().message());
        m_error->show();
        return;
    }
    settings::rememberConnection(p.value());
    QDialog::accept();
}

} // namespace kafscope::ui
