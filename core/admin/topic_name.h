#pragma once

#include "common/result.h"

#include <QString>
#include <QStringList>

namespace kafscope {

// The verdict on a topic name by Kafka's own rules, checked before anything is sent.
struct TopicNameCheck {
    ErrorText error;   // empty when the name is legal
    ErrorText warning; // e.g. a '.'/'_' collision with an existing topic; the name is still legal
    bool ok() const { return error.isEmpty(); }
};

// Kafka's limit on topic name length.
constexpr int kMaxTopicNameLength = 249;

// Legal characters [a-zA-Z0-9._-], 1..249 characters, not "." or "..". `existing` names are checked
// for collisions: Kafka maps '.' to '_' in metric names, so "a.b" and "a_b" cannot both exist.
TopicNameCheck checkTopicName(const QString &name, const QStringList &existing = {});

} // namespace kafscope
