#pragma once

#include "cluster/connection_profile.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QPushButton;

namespace kafscope::ui {

class ConnectionTestPanel;

// Asks for bootstrap servers and librdkafka properties; offers recent connections.
class ConnectDialog : public QDialog {
    Q_OBJECT
public:
    explicit ConnectDialog(QWidget *parent = nullptr);

    void setProfile(const ConnectionProfile &profile);
    // The profile as entered; invalid input is reported in the dialog and yields an error.
    Result<ConnectionProfile> profile() const;

    void accept() override;

    // Runs the connection test (DNS, TCP, TLS, Kafka, SASL, metadata) on a worker thread; the
    // steps appear in the dialog as each ends.
    void testConnection();
    bool testRunning() const;

private:
    void loadRecent(int index);

    QComboBox *m_recent = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_bootstrap = nullptr;
    QPlainTextEdit *m_properties = nullptr;
    QSpinBox *m_timeout = nullptr;
    QCheckBox *m_readOnly = nullptr;
    QLabel *m_error = nullptr;
    QPushButton *m_testButton = nullptr;
    QCheckBox *m_debugLog = nullptr;
    ConnectionTestPanel *m_test = nullptr;
    QList<ConnectionProfile> m_recentProfiles;
};

} // namespace kafscope::ui
