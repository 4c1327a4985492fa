#pragma once

#include "common/result.h"

#include <QList>
#include <QPair>
#include <QString>

namespace kafscope {

// What a user may set as a librdkafka property (CLI -X, the connect dialog, saved or imported
// connections). An allowlist: nothing that loads code (ssl.providers, plugins, engines), reaches a
// shell (sasl.kerberos.kinit.cmd) or installs callbacks. Properties that name a file must name one
// that exists; the Kerberos principal and keytab, which librdkafka pastes into its kinit command
// line, must be plain names and paths. Errors name the property, never a sensitive value.
namespace property_policy {

// True for properties whose value is a secret (librdkafka marks these as sensitive).
bool isSensitive(const QString &key);

// True when `key` may be set by a user at all (the value is checked by checkProperty).
bool isAllowedKey(const QString &key);

// Checks one user-supplied property: allowed key, and a value fit for it. librdkafka checks the
// value's syntax afterwards (buildKafkaConf).
Status checkProperty(const QString &key, const QString &value);

// Checks every property of a list; the first problem wins.
Status checkProperties(const QList<QPair<QString, QString>> &properties);

// Checks "host:port[,host:port...]" (optionally "proto://host:port", "[v6]:port"): ports 1..65535.
Status checkBootstrap(const QString &bootstrap);

} // namespace property_policy
} // namespace kafscope
