#pragma once

#include <functional>

#include "cluster/connection_profile.h"
#include "common/worker.h"
#include "profiles/profile_store.h"

#include <QDialog>
#include <QMap>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;

namespace kafscope::profiles {
class SecretStore;
}

namespace kafscope::ui {

class ConnectionTestPanel;

// The secret store the GUI shares: the OS keychain, or memory for this run where none answers.
std::shared_ptr<profiles::SecretStore> sharedSecretStore();

// The saved profiles: a list, a form to add or edit one (secrets masked, read and written in the
// OS keychain on a worker thread), the step-by-step connection test, remove, and connect.
class ConnectionManager : public QDialog {
    Q_OBJECT
public:
    // `secrets` defaults to sharedSecretStore(); `storePath` to the profile file of the user.
    explicit ConnectionManager(QWidget *parent = nullptr,
                               std::shared_ptr<profiles::SecretStore> secrets = {},
                               const QString &storePath = {});
    ~ConnectionManager() override;

    void selectProfile(const QString &name);
    void newProfile();
    // Saves the form (profile file now, secrets on the worker); the result appears in the dialog.
    void saveCurrent();
    void removeCurrent();
    // Fills the form from a Java client .properties, kcat or librdkafka file (secrets into the
    // masked fields); nothing is stored until Save. A JKS store is refused with the keytool
    // command.
    void importFile(const QString &path);
    // Writes the shown saved profile as librdkafka properties (kcat -F reads them), no secret in
    // it.
    void exportTo(const QString &path);
    // Tests the form's connection (secrets not typed come from the keychain) step by step.
    void testCurrent();
    // Reads the secrets not typed on the worker, then emits connectRequested.
    void connectCurrent();
    bool busy() const;
    QString message() const;
    QStringList profileNames() const;

Q_SIGNALS:
    void connectRequested(const kafscope::ConnectionProfile &profile);
    void workFinished();

private:
    QWidget *buildConnectionTab();
    QWidget *buildTlsTab();
    QWidget *buildMoreTab();
    QWidget *buildConnectTab();
    void reload();
    void showProfile(const profiles::SavedProfile &p);
    Result<profiles::SavedProfile> formProfile() const;
    void updateEnabled();
    // Reads the secrets the form lacks from the store, asks for those it lacks too, then then().
    void withSecrets(const QString &status, std::function<void(const ConnectionProfile &)> then);
    void setMessage(const QString &text, bool error);

    profiles::ProfileStore m_store;
    std::shared_ptr<profiles::SecretStore> m_secrets;
    QString m_editing; // the saved profile shown in the form; empty for a new one
    QMap<QString, QString> m_importedSecrets; // secret properties of an imported file, until saved
    QListWidget *m_list = nullptr;
    QTabWidget *m_tabs = nullptr;
    QLineEdit *m_name = nullptr, *m_bootstrap = nullptr, *m_username = nullptr,
              *m_password = nullptr;
    QComboBox *m_protocol = nullptr, *m_mechanism = nullptr;
    QLineEdit *m_oidcUrl = nullptr, *m_oidcClient = nullptr, *m_oidcSecret = nullptr,
              *m_oidcScope = nullptr;
    QLineEdit *m_krbService = nullptr, *m_krbPrincipal = nullptr, *m_krbKeytab = nullptr;
    QLineEdit *m_caFile = nullptr, *m_certFile = nullptr, *m_keyFile = nullptr,
              *m_keystore = nullptr;
    QLineEdit *m_keyPassword = nullptr;
    QCheckBox *m_verifyHost = nullptr, *m_readOnly = nullptr;
    QLabel *m_unverified = nullptr;
    QLineEdit *m_registryUrl = nullptr, *m_registryUser = nullptr, *m_registryPassword = nullptr;
    QLineEdit *m_prometheusUrl = nullptr, *m_prometheusCluster = nullptr;
    QLineEdit *m_connectUrls = nullptr, *m_connectUser = nullptr, *m_connectPassword = nullptr;
    QLineEdit *m_connectCa = nullptr, *m_connectCert = nullptr, *m_connectKey = nullptr;
    QLineEdit *m_label = nullptr, *m_colour = nullptr;
    QSpinBox *m_timeout = nullptr;
    QPlainTextEdit *m_properties = nullptr;
    QPushButton *m_import = nullptr, *m_export = nullptr, *m_save = nullptr, *m_remove = nullptr,
                *m_test = nullptr, *m_connect = nullptr;
    QCheckBox *m_debugLog = nullptr;
    QLabel *m_message = nullptr;
    ConnectionTestPanel *m_testPanel = nullptr;
    // Last, so it goes first: the keychain's answers never reach half-destroyed widgets. Never
    // waited for: a save still going when the dialog closes finishes on the reaper.
    Worker m_worker{this, QStringLiteral("keychain")};
};

} // namespace kafscope::ui
