#pragma once

#include <QString>
#include <QStringList>

namespace kafscope::i18n {

// A sentence for a person that core makes outside an Error (why a value did not decode, a step of
// the connection test, a harness problem): translated as it is made, under the context
// "kafscope::Core". Write it KS_TR("English text"), so scripts/i18n.py hands it to Qt Linguist.
QString core(const char *source);

// The language named on a command line: "--lang zh_CN" or "--lang=zh_CN"; empty when none.
QString languageArgument(const QStringList &args);

// Installs Kafscope's translation (built in from resources/i18n) and Qt's own (qtbase, from the
// system's Qt translations) for `language`, a locale name such as "zh_CN"; an empty one follows the
// system locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG). "en" (or C/POSIX) keeps English. A named
// language also becomes the default QLocale, so numbers and dates follow it. Call once, after the
// QCoreApplication exists and before any text is made. Returns the translation loaded ("zh_CN"),
// or an empty string when the text stays English.
QString install(const QString &language);

// The languages Kafscope has a translation for, besides English: {"zh_CN"}.
QStringList available();

// Whether `language` names English or one of available(): what --lang accepts.
bool isKnown(const QString &language);

} // namespace kafscope::i18n

#define KS_TR(text) ::kafscope::i18n::core(text)
