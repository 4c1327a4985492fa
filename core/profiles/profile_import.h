#pragma once

#include "common/result.h"
#include "profiles/saved_profile.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace kafscope::profiles {

struct ImportedProfile {
    SavedProfile profile; // secrets filled in memory; the caller stores them in the keychain
    QStringList notes;    // what was left out, and why
};

// Bounds on a file to import: client configuration files are a few kilobytes; an inline PEM bundle
// (ssl.ca.pem, continued over many lines) is the longest value anyone needs.
constexpr qint64 kMaxImportFileBytes = 1024 * 1024;
constexpr qsizetype kMaxImportLineChars = 64 * 1024;   // one line of the file
constexpr qsizetype kMaxImportValueChars = 512 * 1024; // one value, continuation lines joined

// The text of a file to import (UTF-8), refused when larger than kMaxImportFileBytes.
Result<QString> readImportFile(const QString &path);

// Reads a Java .properties text: "key=value" or "key: value", '#'/'!' comments, '\' continuations.
// A line or value longer than its bound above is a usage error naming the bound.
Result<QList<QPair<QString, QString>>> parseJavaProperties(const QString &text);

// A Java client configuration (security.protocol, sasl.mechanism, sasl.jaas.config with username
// and password or OIDC client credentials, ssl.* with PEM or PKCS12). A JKS store is refused with
// the keytool command that converts it.
Result<ImportedProfile> importJavaClientProperties(const QString &text, const QString &name);

// A librdkafka properties file, as kcat reads with -F (key=value; "topic." lines are skipped).
Result<ImportedProfile> importLibrdkafkaProperties(const QString &text, const QString &name);

// Guesses the format: a file with sasl.jaas.config or ssl.truststore/keystore.type is Java.
Result<ImportedProfile> importProperties(const QString &text, const QString &name);

} // namespace kafscope::profiles
