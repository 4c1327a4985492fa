// The connection manager's form: its four tabs, and the profile it shows or describes.
#include "connections/connection_manager.h"

#include "common/palette.h"
#include "connect/connect_types.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTabWidget>

namespace kafscope::ui {

using namespace profiles;

namespace {

QLineEdit *lineEdit(QWidget *parent, const QString &objectName, const QString &placeholder = {})
{
    auto *e = new QLineEdit(parent);
    e->setObjectName(objectName);
    e->setPlaceholderText(placeholder);
    return e;
}

QLineEdit *secretField(QWidget *parent, const QString &objectName)
{
    QLineEdit *e = lineEdit(parent, objectName,
                            QObject::tr("kept in the OS keychain; empty keeps the stored one"));
    e->setEchoMode(QLineEdit::Password); // masked, always
    return e;
}

} // namespace

QWidget *ConnectionManager::buildConnectionTab()
{
    auto *tab = new QWidget(this);
    auto *form = new QFormLayout(tab);
    m_name = lineEdit(tab, QStringLiteral("name"), tr("e.g. prod-eu"));
    form->addRow(tr("Name"), m_name);
    m_bootstrap = lineEdit(tab, QStringLiteral("bootstrap"), tr("host:port, host:port"));
    form->addRow(tr("Bootstrap servers"), m_bootstrap);
    m_protocol = new QComboBox(tab);
    m_protocol->setObjectName(QStringLiteral("securityProtocol"));
    m_protocol->addItems(securityProtocols());
    form->addRow(tr("Security protocol"), m_protocol);
    m_mechanism = new QComboBox(tab);
    m_mechanism->setObjectName(QStringLiteral("mechanism"));
    m_mechanism->addItems(saslMechanisms());
    form->addRow(tr("SASL mechanism"), m_mechanism);
    m_username = lineEdit(tab, QStringLiteral("username"));
    form->addRow(tr("User"), m_username);
    m_password = secretField(tab, QStringLiteral("password"));
    form->addRow(tr("Password"), m_password);
    m_oidcUrl = lineEdit(tab, QStringLiteral("oidcTokenUrl"),
                         tr("https://idp/realms/R/protocol/openid-connect/token"));
    form->addRow(tr("OIDC token URL"), m_oidcUrl);
    m_oidcClient = lineEdit(tab, QStringLiteral("oidcClientId"));
    form->addRow(tr("OIDC client id"), m_oidcClient);
    m_oidcSecret = secretField(tab, QStringLiteral("oidcClientSecret"));
    form->addRow(tr("OIDC client secret"), m_oidcSecret);
    m_oidcScope = lineEdit(tab, QStringLiteral("oidcScope"));
    form->addRow(tr("OIDC scope"), m_oidcScope);
    m_krbService = lineEdit(tab, QStringLiteral("kerberosServiceName"), QStringLiteral("kafka"));
    form->addRow(tr("Kerberos service name"), m_krbService);
    m_krbPrincipal = lineEdit(tab, QStringLiteral("kerberosPrincipal"));
    form->addRow(tr("Kerberos principal"), m_krbPrincipal);
    m_krbKeytab = lineEdit(tab, QStringLiteral("kerberosKeytab"));
    form->addRow(tr("Kerberos keytab"), m_krbKeytab);
    return tab;
}

QWidget *ConnectionManager::buildTlsTab()
{
    auto *tab = new QWidget(this);
    auto *form = new QFormLayout(tab);
    m_caFile = lineEdit(tab, QStringLiteral("caFile"), tr("empty: the system's CA store"));
    form->addRow(tr("CA certificates (PEM)"), m_caFile);
    m_certFile = lineEdit(tab, QStringLiteral("certFile"));
    form->addRow(tr("Client certificate (PEM)"), m_certFile);
    m_keyFile = lineEdit(tab, QStringLiteral("keyFile"));
    form->addRow(tr("Client key (PEM)"), m_keyFile);
    m_keystore =
        lineEdit(tab, QStringLiteral("keystore"), tr("instead of the two above: .p12 or .pfx"));
    form->addRow(tr("PKCS#12 keystore"), m_keystore);
    m_keyPassword = secretField(tab, QStringLiteral("keyPassword"));
    form->addRow(tr("Key or keystore password"), m_keyPassword);
    m_verifyHost =
        new QCheckBox(tr("Verify that the broker's certificate is for its host name"), tab);
    m_verifyHost->setObjectName(QStringLiteral("verifyHostname"));
    m_verifyHost->setChecked(true);
    form->addRow(QString(), m_verifyHost);
    m_unverified = new QLabel(
        tr("TLS NOT VERIFIED: anyone between you and the broker can read and change this "
           "connection. Every window on it says so."),
        tab);
    m_unverified->setObjectName(QStringLiteral("unverifiedWarning"));
    m_unverified->setWordWrap(true);
    Palette::setTextRole(m_unverified, Palette::Role::Error);
    QFont unverifiedFont = m_unverified->font();
    unverifiedFont.setBold(true);
    m_unverified->setFont(unverifiedFont);
    form->addRow(QString(), m_unverified);
    return tab;
}

QWidget *ConnectionManager::buildMoreTab()
{
    auto *tab = new QWidget(this);
    auto *form = new QFormLayout(tab);
    m_registryUrl = lineEdit(tab, QStringLiteral("registryUrl"), tr("https://registry:8081"));
    form->addRow(tr("Schema registry URL"), m_registryUrl);
    m_registryUser = lineEdit(tab, QStringLiteral("registryUser"));
    form->addRow(tr("Registry user"), m_registryUser);
    m_registryPassword = secretField(tab, QStringLiteral("registryPassword"));
    form->addRow(tr("Registry password"), m_registryPassword);
    m_prometheusUrl =
        lineEdit(tab, QStringLiteral("prometheusUrl"), tr("http://prometheus:9090 (optional)"));
    m_prometheusUrl->setToolTip(tr("A Prometheus that scrapes kafscope-cli monitor for this "
                                   "cluster: the dashboard then shows the team's history from it"));
    form->addRow(tr("Prometheus URL"), m_prometheusUrl);
    m_prometheusCluster =
        lineEdit(tab, QStringLiteral("prometheusCluster"), tr("the monitor's cluster label"));
    m_prometheusCluster->setToolTip(tr("The value of the cluster label there: the profile name "
                                       "given to the monitor, else the cluster id (empty)"));
    form->addRow(tr("Prometheus cluster"), m_prometheusCluster);
    m_label = lineEdit(tab, QStringLiteral("label"), tr("e.g. prod"));
    form->addRow(tr("Environment label"), m_label);
    m_colour = lineEdit(tab, QStringLiteral("colour"), tr("a colour name or #RRGGBB"));
    form->addRow(tr("Colour"), m_colour);
    m_readOnly = new QCheckBox(tr("Read-only: refuse every change to the cluster"), tab);
    m_readOnly->setObjectName(QStringLiteral("readOnly"));
    form->addRow(QString(), m_readOnly);
    m_timeout = new QSpinBox(tab);
    m_timeout->setObjectName(QStringLiteral("timeout"));
    m_timeout->setRange(1000, 600000);
    m_timeout->setSingleStep(1000);
    m_timeout->setSuffix(tr(" ms"));
    m_timeout->setValue(10000);
    form->addRow(tr("Request timeout"), m_timeout);
    m_properties = new QPlainTextEdit(tab);
    m_properties->setObjectName(QStringLiteral("properties"));
    m_properties->setPlaceholderText(tr("more librdkafka properties, one key=value per line;\n"
                                        "secret ones go to the keychain"));
    form->addRow(tr("Properties"), m_properties);
    return tab;
}

QWidget *ConnectionManager::buildConnectTab()
{
    auto *tab = new QWidget(this);
    auto *form = new QFormLayout(tab);
    auto *note = new QLabel(tr("The Kafka Connect clusters that feed or drain this Kafka cluster: "
                               "the Kafka Connect view shows and runs their connectors."),
                            tab);
    note->setWordWrap(true);
    form->addRow(note);
    m_connectUrls = lineEdit(tab, QStringLiteral("connectUrls"),
                             tr("http://connect:8083, https://connect-2:8083"));
    m_connectUrls->setToolTip(tr("The REST URL of one worker per Connect cluster, separated by "
                                 "commas"));
    form->addRow(tr("Connect REST URLs"), m_connectUrls);
    m_connectUser = lineEdit(tab, QStringLiteral("connectUser"), tr("for basic auth (optional)"));
    form->addRow(tr("Connect user"), m_connectUser);
    m_connectPassword = secretField(tab, QStringLiteral("connectPassword"));
    form->addRow(tr("Connect password"), m_connectPassword);
    m_connectCa = lineEdit(tab, QStringLiteral("connectCaFile"),
                           tr("PEM file of the CA that signed the workers' certificates"));
    form->addRow(tr("CA certificate"), m_connectCa);
    m_connectCert = lineEdit(tab, QStringLiteral("connectCertFile"),
                             tr("PEM client certificate, for mutual TLS"));
    form->addRow(tr("Client certificate"), m_connectCert);
    m_connectKey = lineEdit(tab, QStringLiteral("connectKeyFile"), tr("its PEM private key"));
    form->addRow(tr("Client key"), m_connectKey);
    return tab;
}

void ConnectionManager::showProfile(const SavedProfile &p)
{
    m_editing = p.name;
    m_importedSecrets.clear();
    m_name->setText(p.name);
    m_bootstrap->setText(p.bootstrap);
    m_protocol->setCurrentText(p.securityProtocol);
    if (!p.mechanism.isEmpty())
        m_mechanism->setCurrentText(p.mechanism);
    m_username->setText(p.username);
    m_oidcUrl->setText(p.oidcTokenUrl);
    m_oidcClient->setText(p.oidcClientId);
    m_oidcScope->setText(p.oidcScope);
    m_krbService->setText(p.kerberosServiceName);
    m_krbPrincipal->setText(p.kerberosPrincipal);
    m_krbKeytab->setText(p.kerberosKeytab);
    m_caFile->setText(p.caFile);
    m_certFile->setText(p.clientCertFile);
    m_keyFile->setText(p.clientKeyFile);
    m_keystore->setText(p.keystoreFile);
    m_verifyHost->setChecked(p.verifyHostname);
    m_registryUrl->setText(p.registryUrl);
    m_registryUser->setText(p.registryUser);
    m_prometheusUrl->setText(p.prometheusUrl);
    m_prometheusCluster->setText(p.prometheusCluster);
    m_connectUrls->setText(p.connectUrls.join(QStringLiteral(", ")));
    m_connectUser->setText(p.connectUser);
    m_connectCa->setText(p.connectCaFile);
    m_connectCert->setText(p.connectCertFile);
    m_connectKey->setText(p.connectKeyFile);
    m_label->setText(p.label);
    m_colour->setText(p.colour);
    m_readOnly->setChecked(p.readOnly);
    m_timeout->setValue(p.timeoutMs);
    QStringList lines;
    for (const auto &[k, v] : p.properties)
        lines << k + QLatin1Char('=') + v;
    m_properties->setPlainText(lines.join(QLatin1Char('\n')));
    // Secrets are never shown: an empty field keeps the stored one.
    for (QLineEdit *e :
         {m_password, m_oidcSecret, m_keyPassword, m_registryPassword, m_connectPassword})
        e->clear();
    setMessage(QString(), false);
}

Result<SavedProfile> ConnectionManager::formProfile() const
{
    SavedProfile p;
    p.name = m_name->text().trimmed();
    p.bootstrap = m_bootstrap->text().trimmed();
    p.securityProtocol = m_protocol->currentText();
    const bool sasl = p.securityProtocol.startsWith(QLatin1String("SASL_"));
    p.mechanism = sasl ? m_mechanism->currentText() : QString();
    p.username = usesPassword(p.mechanism) ? m_username->text().trimmed() : QString();
    const bool oidc = p.mechanism == QLatin1String("OAUTHBEARER");
    p.oidcTokenUrl = oidc ? m_oidcUrl->text().trimmed() : QString();
    p.oidcClientId = oidc ? m_oidcClient->text().trimmed() : QString();
    p.oidcScope = oidc ? m_oidcScope->text().trimmed() : QString();
    const bool gssapi = p.mechanism == QLatin1String("GSSAPI");
    p.kerberosServiceName = gssapi ? m_krbService->text().trimmed() : QString();
    p.kerberosPrincipal = gssapi ? m_krbPrincipal->text().trimmed() : QString();
    p.kerberosKeytab = gssapi ? m_krbKeytab->text().trimmed() : QString();
    p.caFile = m_caFile->text().trimmed();
    p.clientCertFile = m_certFile->text().trimmed();
    p.clientKeyFile = m_keyFile->text().trimmed();
    p.keystoreFile = m_keystore->text().trimmed();
    p.verifyHostname = m_verifyHost->isChecked();
    p.registryUrl = m_registryUrl->text().trimmed();
    p.registryUser = m_registryUser->text().trimmed();
    p.prometheusUrl = m_prometheusUrl->text().trimmed();
    p.prometheusCluster = m_prometheusCluster->text().trimmed();
    static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
    p.connectUrls = m_connectUrls->text().split(separators, Qt::SkipEmptyParts);
    for (const QString &url : p.connectUrls)
        if (auto s = connect::checkConnectUrl(url); !s)
            return s.error();
    p.connectUser = m_connectUser->text().trimmed();
    p.connectCaFile = m_connectCa->text().trimmed();
    p.connectCertFile = m_connectCert->text().trimmed();
    p.connectKeyFile = m_connectKey->text().trimmed();
    p.label = m_label->text().trimmed();
    p.colour = m_colour->text().trimmed();
    p.readOnly = m_readOnly->isChecked();
    p.timeoutMs = m_timeout->value();
    auto props =
        ConnectionProfile::parseProperties(m_properties->toPlainText().split(QLatin1Char('\n')));
    if (!props)
        return props.error();
    p.properties = props.value();
    p.moveSensitivePropertiesToSecrets();
    // The saved profile's secret names (e.g. an optional key password), values from the keychain.
    if (const SavedProfile *saved = m_store.find(m_editing); saved && saved->name == p.name) {
        for (auto it = saved->secrets.constBegin(); it != saved->secrets.constEnd(); ++it)
            if (!p.secrets.contains(it.key()))
                p.secrets.insert(it.key(), QString());
    }
    for (auto it = m_importedSecrets.constBegin(); it != m_importedSecrets.constEnd(); ++it)
        p.secrets.insert(it.key(), it.value());
    auto typed = [&p](const char *name, const QLineEdit *field) {
        if (!field->text().isEmpty())
            p.secrets.insert(QLatin1String(name), field->text());
    };
    if (usesPassword(p.mechanism))
        typed(kSaslPassword, m_password);
    if (oidc)
        typed(kOidcClientSecret, m_oidcSecret);
    typed(p.keystoreFile.isEmpty() ? kKeyPassword : kKeystorePassword, m_keyPassword);
    typed(kRegistryPassword, m_registryPassword);
    typed(kConnectPassword, m_connectPassword);
    if (auto s = p.validate(); !s)
        return s.error();
    return p;
}

} // namespace kafscope::ui
