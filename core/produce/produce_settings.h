#pragma once

#include "produce/message_template.h"

#include <QMap>
#include <QString>

namespace kafscope {

// The producer's persisted settings: keys and defaults together, read through typed accessors
// (the style of common/settings.h).
namespace settings {

inline constexpr const char *kProduceTemplates = "produce/templates";
inline constexpr int kMaxProduceTemplates = 200;

// Named message templates, by name.
QMap<QString, TemplateSpec> produceTemplates();
// Adds or replaces `name`; a usage error for an empty name or when the list is full.
Status saveProduceTemplate(const QString &name, const TemplateSpec &spec);
void removeProduceTemplate(const QString &name);

} // namespace settings
} // namespace kafscope
