#include "connections/connection_manager.h"

#include "cluster/connection_check.h"
#include "common/palette.h"
#include "connections/connection_test_panel.h"
#include "profiles/profile_import.h"
#include "common/secret_prompt.h"
#include "profiles/secret_store.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace kafscope::ui {

using namespace profiles;

std::shared_ptr<SecretStore> sharedSecretStore()
{
    static const std::shared_ptr<SecretStore> store = std::make_shared<AutoSecretStore>();
    return store;
}

namespace {

QIcon colourIcon(const QString &colour)
{
    QPixmap pm(12, 12);
    pm.fill(Qt::transparent);
    QPainter painter(&pm);
    painter.setPen(Qt::NoPen);
    painter.setBrush((colour.isEmpty() ? Palette::color(Palette::Role::Muted) : QColor(colour)));
    painter.drawRoundedRect(0, 0, 12, 12, 3, 3);
    return QIcon(pm);
}

} // namespace

ConnectionManager::ConnectionManager(QWidget *parent, std::shared_ptr<SecretStore> secrets,
                                     const QString &storePath)
    : QDialog(parent), m_store(storePath.isEmpty() ? ProfileStore::defaultPath() : storePath),
      m_secrets(secrets ? std::move(secrets) : sharedSecretStore())
{
    setWindowTitle(tr("Connections"));
    resize(960, 700);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("profileList"));
    m_list->setMinimumWidth(200);
    m_list->setMaximumWidth(280);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("profileTabs"));
    m_tabs->addTab(buildConnectionTab(), tr("Connection"));
    m_tabs->addTab(buildTlsTab(), tr("TLS"));
    m_tabs->addTab(buildMoreTab(), tr("Registry and display"));
    m_tabs->addTab(buildConnectTab(), tr("Kafka Connect"));

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_testPanel = new ConnectionTestPanel(this);

    auto *newButton = new QPushButton(tr("New"), this);
    newButton->setObjectName(QStringLiteral("new"));
    m_import = new QPushButton(tr("Import…"), this);
    m_import->setObjectName(QStringLiteral("import"));
    m_import->setToolTip(
        tr("A Java client .properties file, a kcat config or librdkafka properties"));
    m_export = new QPushButton(tr("Export…"), this);
    m_export->setObjectName(QStringLiteral("export"));
    m_export->setToolTip(tr("librdkafka properties (kcat -F reads them), without any secret"));
    m_save = new QPushButton(tr("Save"), this);
    m_save->setObjectName(QStringLiteral("save"));
    m_remove = new QPushButton(tr("Remove"), this);
    m_remove->setObjectName(QStringLiteral("remove"));
    m_debugLog = new QCheckBox(tr("librdkafka debug log"), this);
    m_debugLog->setObjectName(QStringLiteral("debugLog"));
    m_test = new QPushButton(tr("Test connection"), this);
    m_test->setObjectName(QStringLiteral("testConnection"));
    m_connect = new QPushButton(tr("Connect"), this);
    m_connect->setObjectName(QStringLiteral("connect"));
    m_connect->setDefault(true);
    auto *close = new QPushButton(tr("Close"), this);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {newButton, m_import, m_export, m_save, m_remove})
        buttons->addWidget(b);
    buttons->addStretch(1);
    buttons->addWidget(m_debugLog);
    buttons->addWidget(m_test);
    buttons->addWidget(m_connect);
    buttons->addWidget(close);

    auto *right = new QVBoxLayout;
    right->addWidget(m_tabs);
    right->addWidget(m_message);
    right->addWidget(m_testPanel, 1);
    auto *top = new QHBoxLayout;
    top->addWidget(m_list);
    top->addLayout(right, 1);
    auto *root = new QVBoxLayout(this);
    root->addLayout(top, 1);
    root->addLayout(buttons);

    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < m_store.profiles().size())
            showProfile(m_store.profiles().at(row));
        updateEnabled();
    });
    connect(m_protocol, &QComboBox::currentTextChanged, this, &ConnectionManager::updateEnabled);
    connect(m_mechanism, &QComboBox::currentTextChanged, this, &ConnectionManager::updateEnabled);
    connect(m_verifyHost, &QCheckBox::toggled, this, &ConnectionManager::updateEnabled);
    connect(m_properties, &QPlainTextEdit::textChanged, this, &ConnectionManager::updateEnabled);
    connect(newButton, &QPushButton::clicked, this, &ConnectionManager::newProfile);
    connect(m_import, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Import a client configuration"), QString(),
            tr("Client configuration (*.properties *.conf *.config);;All files (*)"));
        if (!path.isEmpty())
            importFile(path);
    });
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Export %1").arg(m_editing), m_editing + QStringLiteral(".properties"));
        if (!path.isEmpty())
            exportTo(path);
    });
    connect(m_save, &QPushButton::clicked, this, &ConnectionManager::saveCurrent);
    connect(m_remove, &QPushButton::clicked, this, &ConnectionManager::removeCurrent);
    connect(m_test, &QPushButton::clicked, this, &ConnectionManager::testCurrent);
    connect(m_testPanel, &ConnectionTestPanel::finished, this, [this] {
        updateEnabled();
        Q_EMIT workFinished();
    });
    connect(m_connect, &QPushButton::clicked, this, &ConnectionManager::connectCurrent);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    reload();
    if (m_store.profiles().isEmpty())
        newProfile();
    else
        m_list->setCurrentRow(0);
}

ConnectionManager::~ConnectionManager() = default;

QString ConnectionManager::message() const
{
    return m_message->text();
}

bool ConnectionManager::busy() const
{
    return m_worker.running() || m_testPanel->running();
}

QStringList ConnectionManager::profileNames() const
{
    QStringList out;
    for (const SavedProfile &p : m_store.profiles())
        out << p.name;
    return out;
}

void ConnectionManager::setMessage(const QString &text, bool error)
{
    if (error)
        Palette::setTextRole(m_message, Palette::Role::Error);
    else
        Palette::clearTextRole(m_message);
    m_message->setText(text);
}

void ConnectionManager::reload()
{
    if (auto s = m_store.load(); !s)
        setMessage(s.error().message(), true);
    const QSignalBlocker block(m_list);
    m_list->clear();
    for (const SavedProfile &p : m_store.profiles()) {
        QString text = p.label.isEmpty() ? p.name : QStringLiteral("%1  [%2]").arg(p.name, p.label);
        auto conn = p.toConnection();
        if (conn && verificationDisabled(conn.value()))
            text += tr("  (TLS not verified)");
        auto *item = new QListWidgetItem(colourIcon(p.colour), text, m_list);
        item->setData(Qt::UserRole, p.name);
        item->setToolTip(p.bootstrap);
    }
}

void ConnectionManager::selectProfile(const QString &name)
{
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->data(Qt::UserRole).toString().compare(name, Qt::CaseInsensitive) == 0)
            m_list->setCurrentRow(i);
}

void ConnectionManager::newProfile()
{
    const QSignalBlocker block(m_list);
    m_list->setCurrentRow(-1);
    m_list->clearSelection();
    showProfile(SavedProfile{});
    m_editing.clear();
    m_name->setFocus();
    updateEnabled();
}

void ConnectionManager::importFile(const QString &path)
{
    auto text = readImportFile(path);
    if (!text) {
        setMessage(text.error().message(), true);
        return;
    }
    QString name = QFileInfo(path).completeBaseName();
    name.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9 ._-]")), QStringLiteral("-"));
    auto imported = importProperties(text.value(), name.left(64));
    if (!imported) {
        setMessage(imported.error().message(), true);
        return;
    }
    newProfile();
    SavedProfile p = imported->profile;
    showProfile(p);
    m_editing.clear(); // a new profile until saved
    // Its secrets wait in the masked fields (or, for other secret properties, in memory) for Save.
    auto fill = [&p](const char *name, QLineEdit *field) {
        field->setText(p.secrets.take(QLatin1String(name)));
    };
    fill(kSaslPassword, m_password);
    fill(kOidcClientSecret, m_oidcSecret);
    fill(p.keystoreFile.isEmpty() ? kKeyPassword : kKeystorePassword, m_keyPassword);
    fill(kRegistryPassword, m_registryPassword);
    fill(kConnectPassword, m_connectPassword);
    m_importedSecrets = p.secrets;
    updateEnabled();
    setMessage(tr("Imported %1: check the fields, then Save.").arg(QFileInfo(path).fileName()) +
                   (imported->notes.isEmpty()
                        ? QString()
                        : QLatin1Char('\n') + imported->notes.join(QLatin1Char('\n'))),
               false);
}

void ConnectionManager::exportTo(const QString &path)
{
    const SavedProfile *p = m_store.find(m_editing);
    if (!p)
        return;
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(p->exportText().toUtf8()) < 0 || !f.commit()) {
        setMessage(tr("Cannot write %1: %2").arg(path, f.errorString()), true);
        return;
    }
    setMessage(tr("Exported %1 to %2, without its secrets").arg(p->name, path), false);
}

void ConnectionManager::updateEnabled()
{
    const QString protocol = m_protocol->currentText();
    const bool sasl = protocol.startsWith(QLatin1String("SASL_"));
    const bool tls = protocol == QLatin1String("SSL") || protocol == QLatin1String("SASL_SSL");
    const QString mech = m_mechanism->currentText();
    m_mechanism->setEnabled(sasl);
    for (QWidget *w : {static_cast<QWidget *>(m_username), static_cast<QWidget *>(m_password)})
        w->setEnabled(sasl && usesPassword(mech));
    for (QWidget *w : {m_oidcUrl, m_oidcClient, m_oidcSecret, m_oidcScope})
        w->setEnabled(sasl && mech == QLatin1String("OAUTHBEARER"));
    for (QWidget *w : {m_krbService, m_krbPrincipal, m_krbKeytab})
        w->setEnabled(sasl && mech == QLatin1String("GSSAPI"));
    m_tabs->setTabEnabled(1, tls);
    const auto props =
        ConnectionProfile::parseProperties(m_properties->toPlainText().split(QLatin1Char('\n')));
    m_unverified->setVisible(
        tls && (!m_verifyHost->isChecked() || (props && verificationDisabled(props.value()))));
    const bool idle = !busy();
    m_import->setEnabled(idle);
    m_save->setEnabled(idle);
    m_remove->setEnabled(idle && !m_editing.isEmpty());
    m_export->setEnabled(!m_editing.isEmpty());
    m_test->setEnabled(idle);
    m_connect->setEnabled(idle);
}

void ConnectionManager::saveCurrent()
{
    auto p = formProfile();
    if (!p) {
        setMessage(p.error().message(), true);
        return;
    }
    const QString renamedFrom =
        !m_editing.isEmpty() && m_editing != p->name ? m_editing : QString();
    if (renamedFrom.isEmpty() && m_editing.isEmpty() && m_store.find(p->name)) {
        setMessage(tr("A profile named %1 exists: pick it in the list to change it").arg(p->name),
                   true);
        return;
    }
    if (auto s = m_store.upsert(p.value()); !s) {
        setMessage(s.error().message(), true);
        return;
    }
    if (!renamedFrom.isEmpty())
        m_store.remove(renamedFrom);
    if (auto s = m_store.save(); !s) {
        setMessage(s.error().message(), true);
        return;
    }
    reload();
    selectProfile(p->name);
    setMessage(tr("Saving the secrets…"), false);
    std::shared_ptr<SecretStore> secrets = m_secrets;
    m_worker.start(
        [secrets, profile = p.value(), renamedFrom]() mutable -> Status {
            if (!renamedFrom.isEmpty()) { // the secrets not typed again move to the new name
                SavedProfile old = profile;
                old.name = renamedFrom;
                old.secrets.clear();
                if (auto s = loadSecrets(old, *secrets); !s)
                    return s;
                for (auto it = old.secrets.constBegin(); it != old.secrets.constEnd(); ++it)
                    if (profile.secrets.value(it.key()).isEmpty())
                        profile.secrets.insert(it.key(), it.value());
                if (auto s = removeSecrets(old, *secrets); !s)
                    return s;
            }
            return saveSecrets(profile, *secrets);
        },
        [this, name = p->name](const Status &s) {
            const auto *store = dynamic_cast<const AutoSecretStore *>(m_secrets.get());
            setMessage(
                !s ? s.error().message()
                : store && !store->usesKeychain()
                    ? tr("Saved %1. No keychain service runs: its secrets stay in memory until "
                         "Kafscope quits.")
                          .arg(name)
                    : tr("Saved %1; its secrets are in %2.").arg(name, m_secrets->describe()),
                !s);
            updateEnabled();
            Q_EMIT workFinished();
        });
    updateEnabled();
}

void ConnectionManager::removeCurrent()
{
    const SavedProfile *found = m_store.find(m_editing);
    if (!found || busy())
        return;
    const SavedProfile gone = *found;
    m_store.remove(gone.name);
    if (auto s = m_store.save(); !s) {
        setMessage(s.error().message(), true);
        return;
    }
    reload();
    newProfile();
    std::shared_ptr<SecretStore> secrets = m_secrets;
    m_worker.start(
        [secrets, gone] { return removeSecrets(gone, *secrets); },
        [this, name = gone.name](const Status &s) {
            setMessage(s ? tr("Removed %1 and its secrets").arg(name) : s.error().message(), !s);
            updateEnabled();
            Q_EMIT workFinished();
        });
    updateEnabled();
}

namespace {

// Whether `store` is (or turned out to be) the OS keychain.
bool keychainRuns(const SecretStore &store)
{
    if (const auto *automatic = dynamic_cast<const AutoSecretStore *>(&store))
        return automatic->usesKeychain();
    return dynamic_cast<const KeychainSecretStore *>(&store) != nullptr;
}

} // namespace

void ConnectionManager::withSecrets(const QString &status,
                                    std::function<void(const ConnectionProfile &)> then)
{
    auto p = formProfile();
    if (!p) {
        setMessage(p.error().message(), true);
        return;
    }
    if (busy())
        return;
    setMessage(status, false);
    std::shared_ptr<SecretStore> secrets = m_secrets;
    // The secrets not typed in the form come from the store (on the worker: D-Bus may be slow);
    // those it lacks too are asked for here, and kept for this process (or in the keychain if the
    // user says so).
    m_worker.start(
        [secrets, profile = p.value()]() mutable -> Result<SavedProfile> {
            if (auto s = loadSecrets(profile, *secrets); !s)
                return s.error();
            return profile;
        },
        [this, then = std::move(then)](Result<SavedProfile> loaded) {
            updateEnabled();
            if (!loaded) {
                Q_EMIT workFinished();
                setMessage(loaded.error().message(), true);
                return;
            }
            SavedProfile profile = loaded.value();
            if (const QStringList missing = missingSecrets(profile); !missing.isEmpty()) {
                const bool keychain = keychainRuns(*m_secrets);
                bool remember = false;
                if (!SecretPrompt::ask(this, profile, missing, keychain, &remember)) {
                    Q_EMIT workFinished();
                    setMessage(tr("Not connected: %1 is needed")
                                   .arg(secretLabel(profile, missing.first())),
                               true);
                    return;
                }
                if (remember || !keychain) {
                    SavedProfile typed = profile;
                    typed.secrets.clear();
                    for (const QString &n : missing)
                        typed.secrets.insert(n, profile.secrets.value(n));
                    std::shared_ptr<SecretStore> secrets = m_secrets;
                    m_worker.start([secrets, typed] { return saveSecrets(typed, *secrets); },
                                   [this](const Status &s) {
                                       if (!s)
                                           setMessage(s.error().message(), true);
                                   });
                }
            }
            auto connection = profile.toConnection();
            if (!connection) {
                Q_EMIT workFinished();
                setMessage(connection.error().message(), true);
                return;
            }
            setMessage(QString(), false);
            then(connection.value());
        });
    updateEnabled();
}

void ConnectionManager::testCurrent()
{
    withSecrets(tr("Reading the secrets…"), [this](const ConnectionProfile &connection) {
        m_testPanel->start([connection] { return Result<ConnectionProfile>(connection); },
                           connection.bootstrap, m_debugLog->isChecked());
        updateEnabled();
    });
}

void ConnectionManager::connectCurrent()
{
    withSecrets(tr("Reading the secrets…"), [this](const ConnectionProfile &connection) {
        Q_EMIT workFinished();
        Q_EMIT connectRequested(connection);
        accept();
    });
}

} // namespace kafscope::ui
