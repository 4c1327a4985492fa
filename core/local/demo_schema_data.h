#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"

#include <QString>

namespace kafscope::local {

// The demo's schema topics, seeded when the local cluster runs a schema registry:
// `demo-orders-avro` (Avro orders: a nested customer, decimals, timestamps, a uuid, an enum, an
// optional note) and `demo-payments-protobuf` (Protobuf payments importing
// google/protobuf/timestamp.proto), 24 records each, their schemas registered as <topic>-value.
// Returns false when the topics already exist. A write: refused on a read-only connection.
Result<bool> seedSchemaDemoData(const ConnectionProfile &profile, const QString &registryUrl,
                                int timeoutMs = 30000);

} // namespace kafscope::local
