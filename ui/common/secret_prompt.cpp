#include "common/secret_prompt.h"

#include "profiles/secret_store.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace kafscope::ui {

SecretPrompt::SecretPrompt(const profiles::SavedProfile &profile, const QStringList &missing,
                           bool keychainRuns, QWidget *parent)
    : QDialog(parent), m_keychainRuns(keychainRuns)
{
    setObjectName(QStringLiteral("secretPrompt"));
    setWindowTitle(tr("Secrets for %1").arg(profile.name));
    auto *layout = new QVBoxLayout(this);
    auto *why = new QLabel(
        keychainRuns
            ? tr("The OS keychain holds no value for these secrets of <b>%1</b> (%2).")
                  .arg(profile.name.toHtmlEscaped(), profile.bootstrap.toHtmlEscaped())
            : tr("No keychain service runs on this desktop, so Kafscope does not keep the "
                 "secrets of <b>%1</b> (%2): type them for this session. They stay in memory "
                 "until Kafscope quits and are never written to a file.")
                  .arg(profile.name.toHtmlEscaped(), profile.bootstrap.toHtmlEscaped()),
        this);
    why->setObjectName(QStringLiteral("secretPromptReason"));
    why->setWordWrap(true);
    layout->addWidget(why);
    auto *form = new QFormLayout;
    for (const QString &name : missing) {
        auto *field = new QLineEdit(this);
        field->setObjectName(QStringLiteral("secret:") + name);
        field->setEchoMode(QLineEdit::Password);
        field->setMinimumWidth(260);
        connect(field, &QLineEdit::textChanged, this, &SecretPrompt::updateOk);
        form->addRow(profiles::secretLabel(profile, name) + QLatin1Char(':'), field);
        m_fields.append({name, field});
    }
    layout->addLayout(form);
    m_remember = new QCheckBox(tr("Remember in the OS keychain"), this);
    m_remember->setObjectName(QStringLiteral("rememberSecrets"));
    m_remember->setVisible(keychainRuns);
    layout->addWidget(m_remember);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Connect"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    updateOk();
}

void SecretPrompt::updateOk()
{
    bool all = true;
    for (const auto &f : m_fields)
        all = all && !f.second->text().isEmpty();
    m_ok->setEnabled(all);
}

QHash<QString, QString> SecretPrompt::values() const
{
    QHash<QString, QString> v;
    for (const auto &f : m_fields)
        v.insert(f.first, f.second->text());
    return v;
}

bool SecretPrompt::remember() const
{
    return m_keychainRuns && m_remember->isChecked();
}

bool SecretPrompt::ask(QWidget *parent, profiles::SavedProfile &profile, const QStringList &missing,
                       bool keychainRuns, bool *remember)
{
    SecretPrompt prompt(profile, missing, keychainRuns, parent);
    if (prompt.exec() != QDialog::Accepted)
        return false;
    const auto v = prompt.values();
    for (auto it = v.constBegin(); it != v.constEnd(); ++it)
        profile.secrets.insert(it.key(), it.value());
    if (remember)
        *remember = prompt.remember();
    return true;
}

} // namespace kafscope::ui
