#pragma once

#include "connect/connect_types.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace kafscope::connect {
class ConnectJobs;
}

namespace kafscope::ui {

class ConnectorConfigForm;

// Creates a connector from one of the worker's connector plugins: the plugin (with its version),
// a name, and a form of the plugin's settings as the worker describes them. "Validate" shows the
// worker's error per setting; "Create" validates again and creates only a config without errors.
// Refused on a read-only connection (the write policy in core says so too).
class ConnectorCreateDialog : public QDialog {
    Q_OBJECT
public:
    ConnectorCreateDialog(connect::ConnectJobs *jobs, bool readOnly, QWidget *parent = nullptr);

    ConnectorConfigForm *form() const { return m_form; }
    QComboBox *plugins() const { return m_plugin; }
    QString messageText() const;
    // Chooses the plugin whose class is (or ends with) `className`; false when there is none.
    bool choosePlugin(const QString &className);

public Q_SLOTS:
    void validateConfig();
    void createConnector();

Q_SIGNALS:
    void pluginsShown();
    void fieldsShown(); // the chosen plugin's settings are in the form
    void validated(int errors);
    void created(const QString &name);
    void refused(); // a create that the worker (or the write policy) refused

private:
    void loadPlugins();
    void loadFields();
    connect::ConnectorConfig config() const;
    void showMessage(const QString &text, bool ok);
    void updateButtons();

    connect::ConnectJobs *m_jobs;
    bool m_readOnly;
    bool m_busy = false;
    quint64 m_generation = 0;
    QComboBox *m_plugin = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_filter = nullptr;
    QLineEdit *m_extra = nullptr;
    ConnectorConfigForm *m_form = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_validate = nullptr;
    QPushButton *m_create = nullptr;
};

} // namespace kafscope::ui
