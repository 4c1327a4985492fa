#pragma once

#include "profiles/saved_profile.h"

#include <QDialog>
#include <QHash>
#include <QList>

class QCheckBox;
class QLineEdit;
class QPushButton;

namespace kafscope::ui {

// Asks for the secrets a saved profile needs and no keychain holds (none runs, or it lacks them):
// one masked field per secret, named in plain words. What is typed stays in this process unless
// the user ticks "Remember in the OS keychain" (offered only when a keychain runs).
class SecretPrompt : public QDialog {
    Q_OBJECT
public:
    SecretPrompt(const profiles::SavedProfile &profile, const QStringList &missing,
                 bool keychainRuns, QWidget *parent = nullptr);

    // The typed values by secret name (after exec() returned Accepted).
    QHash<QString, QString> values() const;
    bool remember() const;

    // Fills `profile` from a prompt; false when the user cancelled. `remember` tells whether the
    // values should also go to the keychain.
    static bool ask(QWidget *parent, profiles::SavedProfile &profile, const QStringList &missing,
                    bool keychainRuns, bool *remember);

private:
    void updateOk();

    QList<QPair<QString, QLineEdit *>> m_fields;
    QCheckBox *m_remember = nullptr;
    QPushButton *m_ok = nullptr;
    bool m_keychainRuns = false;
};

} // namespace kafscope::ui
