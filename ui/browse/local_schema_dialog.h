#pragma once

#include "schema/value_decoder.h"

#include <QDialog>

#include <optional>

class QLineEdit;
class QLabel;

namespace kafscope::ui {

// Where the message browser keeps the schema file chosen for a topic of a cluster ("message type
// per topic"): QSettings, so it is there again after a restart. File paths only, never contents.
namespace local_schemas {
std::optional<schema::LocalSchema> forTopic(const QString &cluster, const QString &topic);
void setForTopic(const QString &cluster, const QString &topic,
                 const std::optional<schema::LocalSchema> &schema);
} // namespace local_schemas

// Chooses the schema file a topic's raw (unframed) values are decoded with: an Avro .avsc, a
// .proto with its import paths, or a protoc descriptor set, and the Protobuf message by full name.
class LocalSchemaDialog : public QDialog {
    Q_OBJECT
public:
    LocalSchemaDialog(const QString &topic, const std::optional<schema::LocalSchema> &current,
                      QWidget *parent = nullptr);
    // What was chosen; nullopt after "Remove".
    std::optional<schema::LocalSchema> schema() const;

private:
    void browse();
    void update();

    QLineEdit *m_file = nullptr;
    QLineEdit *m_message = nullptr;
    QLineEdit *m_imports = nullptr;
    QLabel *m_kind = nullptr;
    bool m_removed = false;
};

} // namespace kafscope::ui
