#pragma once

#include "cluster/cluster_metadata.h"
#include "produce/load_generator.h"
#include "produce/message_template.h"
#include "produce/payload_format.h"
#include "produce/producer_settings.h"
#include "produce/sync_producer.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QStringListModel;
class QTabWidget;
class QTableWidget;
class QTimer;

namespace kafscope {
class ClusterSession;
namespace schema {
class SchemaRegistryWorker;
}
} // namespace kafscope

namespace kafscope::ui {

class LoadPanel;

// The producer view: one message (topic, partition, key, value, headers, input formats,
// compression, acks, idempotence) sent and confirmed by its delivery report, templates with a
// preview and named templates, and the load generator panel below. With a value (or key) schema
// from the connection's registry (SUBJECT or SUBJECT:VERSION), the JSON typed is checked and
// encoded with it and framed with its id, on the schema worker's thread, exactly as
// `kafscope-cli produce --value-schema` does.
class ProduceView : public QWidget {
    Q_OBJECT
public:
    explicit ProduceView(QWidget *parent = nullptr);

    void setSession(kafscope::ClusterSession *session);
    void setMetadata(const kafscope::ClusterMetadata &metadata);
    void setTopic(const QString &topic);
    QString resultText() const;
    LoadPanel *loadPanel() const { return m_load; }
    QTabWidget *tabs() const { return m_tabs; }
    // The live check of the key and value as typed ("" when they are fine).
    QString validationText() const;
    // Why the value format was chosen ("JSON, like orders's last 12 value(s)"); "" when the user
    // chose it or nothing was read.
    QString formatNote() const;

    // The topic of the view the user came from (Messages on `orders`): this form and the load
    // generator take it. Called by the window when the navigator switches here.
    Q_INVOKABLE void takeContextTopic(const QString &topic);

public Q_SLOTS:
    // "Produce again": fills the form with a message (e.g. one shown in the message browser).
    void loadMessage(const kafscope::OutgoingMessage &message);
    void send();

Q_SIGNALS:
    // A send finished: success (with where it landed) or the error shown.
    void sendFinished(bool ok);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *buildForm();
    void fitHeaders();
    void validateLive();
    void followTopicFormat();
    void setValueFormat(PayloadFormat format, const QString &why);
    QWidget *buildTemplateRow();
    void addHeaderRow(const QString &name, const std::optional<QString> &value);
    Result<OutgoingMessage> composeMessage();
    Result<ProducerSettings> producerSettings() const;
    TemplateSpec templateSpec() const;
    void showTemplateSpec(const TemplateSpec &spec);
    void updatePreview();
    void reloadTemplateNames();
    QWidget *buildSchemaRow();
    void loadSubjects(); // the registry's subjects, offered in the schema boxes
    // The load generator's value encoder for the value schema chosen above, made on the registry
    // worker; `done` gets the spec with it (or why not) on this thread.
    void prepareLoadSchema(LoadSpec spec, std::function<void(Result<LoadSpec>)> done);
    void showResult(const QString &text, bool ok);
    void sendEncoded(const OutgoingMessage &message, const ProducerSettings &settings);

    QPointer<ClusterSession> m_session;
    QTabWidget *m_tabs = nullptr;
    QComboBox *m_topic = nullptr;
    QWidget *m_topicPopup = nullptr; // the topic completer's popup
    QTimer *m_peekTimer = nullptr;   // a topic typed in full: read its recent values' format
    QString m_followedTopic;         // the topic whose format was last followed
    QString m_autoSchema;            // a value schema filled in from the topic (not typed)
    quint64 m_peekGeneration = 0;
    bool m_sending = false;
    QStringListModel *m_topicNames = nullptr;
    QSpinBox *m_partition = nullptr;
    QComboBox *m_keyFormat = nullptr;
    QLineEdit *m_key = nullptr;
    QComboBox *m_valueFormat = nullptr;
    QPlainTextEdit *m_value = nullptr;
    QLabel *m_formatNote = nullptr;
    QLabel *m_validation = nullptr;
    QTableWidget *m_headers = nullptr;
    QComboBox *m_valueSchema = nullptr; // SUBJECT[:VERSION], empty: no schema
    QComboBox *m_keySchema = nullptr;
    QComboBox *m_compression = nullptr;
    QComboBox *m_acks = nullptr;
    QCheckBox *m_idempotence = nullptr;
    QCheckBox *m_useTemplate = nullptr;
    QComboBox *m_templateName = nullptr;
    QLabel *m_preview = nullptr;
    QPushButton *m_send = nullptr;
    class ReadOnlyGate *m_gate = nullptr;
    QLabel *m_result = nullptr;
    LoadPanel *m_load = nullptr;
    TemplateContext m_templateContext;
    schema::SchemaRegistryWorker *m_schemas = nullptr; // reads the subjects offered
};

} // namespace kafscope::ui
