#pragma once

#include "schema/schema_admin.h"
#include "schema/schema_registry_worker.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace kafscope {
class ClusterSession;
struct ClusterMetadata;
} // namespace kafscope

namespace kafscope::ui {

class ReadOnlyGate;

// The schema registry of the connection: subjects (filter by name) with type, latest version and
// id; a subject's versions, its schema pretty-printed, references and compatibility level; a
// compatibility check of a pasted schema; register a version and delete a version or a subject
// (refused on a read-only connection; a delete needs the subject's name typed back). Every
// registry request runs on the view's worker thread.
class SchemasView : public QWidget {
    Q_OBJECT
public:
    // One subject as the list shows it.
    struct SubjectRow {
        QString subject;
        QString type; // AVRO, PROTOBUF, JSON
        int latest = -1;
        int id = -1;
        QString error; // why its latest version could not be read
    };

    explicit SchemasView(QWidget *parent = nullptr);

    void setSession(kafscope::ClusterSession *session);
    // The cluster's topics, to say which of them use the shown subject.
    void setTopics(const kafscope::ClusterMetadata &metadata);
    // Shows `subject` once the list has it (selects it at once when it already does).
    void showSubject(const QString &subject);

    QTableWidget *subjects() const { return m_subjects; }
    QString currentSubject() const { return m_subject; }
    QString schemaText() const;
    QString statusText() const;
    QString resultText() const;
    // The shown version's id, type, compatibility and references.
    QString factsText() const;
    QString usedByText() const; // "Used by …" as shown (plain text)

public Q_SLOTS:
    void refresh();
    // The pasted schema with its type and references; nullopt (and says why) when incomplete.
    std::optional<schema::NewSchema> newSchema();
    void checkCompatibility();
    void registerVersion();
    void deleteSelected();
    // Shows the line diff between the chosen version and `other` (older first) in place of the
    // schema; -1 goes back to the schema alone.
    void compareWith(int other);

Q_SIGNALS:
    void subjectsShown();   // the list was (re)filled, or its error shown
    void subjectShown();    // a subject's versions, level and schema are shown
    void actionFinished();  // a check, register or delete answered
    void comparisonShown(); // a diff between two versions (or why there is none) is shown
    void
    openRequested(const QString &target); // a topic using the subject was clicked ("messages:T")

private:
    QWidget *buildList();
    QWidget *buildDetail();
    QWidget *buildEditor();
    void fillSubjects(const QList<SubjectRow> &rows);
    void applyFilter();
    void selectSubject(const QString &subject);
    void loadVersion(int version);
    void showVersionOrDiff();
    void showUsedBy();
    void showDiff(const schema::RegisteredSchema &before, const schema::RegisteredSchema &after);
    void showSchema(const schema::RegisteredSchema &s);
    void showResult(const QString &text, bool ok);
    void updateDeleteButton();
    void setBusy(bool busy);

    schema::SchemaRegistryWorker *m_worker = nullptr;
    ReadOnlyGate *m_gate = nullptr;
    QLineEdit *m_filter = nullptr;
    QPushButton *m_refresh = nullptr;
    QLabel *m_status = nullptr;
    QTableWidget *m_subjects = nullptr;
    QLabel *m_title = nullptr;
    QComboBox *m_version = nullptr;
    QComboBox *m_compare = nullptr; // "Compare with": nothing, or another version
    QLabel *m_facts = nullptr;      // id, type, compatibility level, references
    QLabel *m_usedBy = nullptr;     // the topics using the subject, by subject name strategy
    QStringList m_topicNames;
    QString m_recordName; // of the subject's latest schema
    QPlainTextEdit *m_schema = nullptr;
    QLineEdit *m_newSubject = nullptr;
    QPlainTextEdit *m_newSchema = nullptr;
    QComboBox *m_newType = nullptr;
    QLineEdit *m_newRefs = nullptr; // NAME=SUBJECT:VERSION, ...
    QPushButton *m_check = nullptr;
    QPushButton *m_register = nullptr;
    QLabel *m_result = nullptr;
    QComboBox *m_deleteScope = nullptr;
    QLineEdit *m_confirm = nullptr;
    QPushButton *m_delete = nullptr;
    QString m_subject;
    QString m_level;
    QString m_pendingSubject;
    bool m_filling = false;
};

} // namespace kafscope::ui
