#pragma once

#include "browse/browse_controller.h"
#include "browse/export_job.h"
#include "browse/quick_search.h"
#include "cluster/cluster_metadata.h"
#include "produce/sync_producer.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QSplitter;
class QStringListModel;
class QToolButton;
class QTableView;
class QTimer;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

class MessageDetailPane;
class MessageTableModel;

// The message browser: topic, start mode (oldest, newest N, offset, time, live tail), partitions,
// limit, isolation and filter; reads in a BrowseController thread (never a consumer group) into a
// million-row table within a memory budget; detail pane with decoders; export, copy, produce again.
class MessageBrowserView : public QWidget {
    Q_OBJECT
public:
    enum class ExportFormat { JsonLines, Csv };

    explicit MessageBrowserView(QWidget *parent = nullptr);
    ~MessageBrowserView() override;

    void setSession(kafscope::ClusterSession *session);
    void setMetadata(const kafscope::ClusterMetadata &metadata);
    // Fills the form for `topic` (and one partition if >= 0) and starts browsing (once connected).
    void browseTopic(const QString &topic, int partition = -1);

    MessageTableModel *model() const { return m_model; }
    MessageDetailPane *detail() const { return m_detail; }
    QTableView *table() const { return m_table; }
    QString progressText() const;
    QString statusText() const;
    bool isBrowsing() const { return m_controller->isRunning(); }

    // The request the form describes (the search box ANDed into the filter), or why it is not
    // valid (e.g. a filter error with its position).
    Result<BrowseRequest> requestFromForm() const;
    // The search box: key or value, equals or contains, the text, every partition or the key's.
    QuickSearch quickSearch() const;
    // Which partitions the search will read, as the line beside the box says it.
    QString searchScopeText() const;
    // Shows or folds away the detail pane (folded on its own when the view is narrow at first).
    void setDetailVisible(bool visible);
    bool detailVisible() const;
    // The last error of a browse or an action, in its own line above the buttons (empty: none).
    QString errorText() const;
    // Writes every shown row (the filter's result), loading cut values whole first; ends with
    // exportFinished. On its own worker (ExportJob): rows stream to the file with progress, cancel
    // with cancelExport().
    void exportRows(const QString &path, ExportFormat format);
    bool isExporting() const;
    // The schema file `topic`'s raw values are decoded with (remembered per cluster and topic);
    // nullopt forgets it. Selects "Schema file" when `topic` is the form's.
    void setLocalSchema(const QString &topic, const std::optional<schema::LocalSchema> &schema);
    // Opens the dialog that chooses it for the form's topic.
    void chooseLocalSchema();

public Q_SLOTS:
    void start();
    void stop();
    void copyAsJson();
    void copyKcatCommand();
    void produceAgain();
    void loadFullValue();
    void cancelExport();
    // "Copy to…": the read the form describes copied to another topic (CopyDialog, issue 39).
    void openCopyDialog();

Q_SIGNALS:
    void produceAgainRequested(const kafscope::OutgoingMessage &message);
    void browseFinished();
    // A read-uncommitted browse's records were marked from the log's transaction markers (or
    // the scan failed; the status line says which).
    void transactionsMarked();
    void exportFinished(bool ok, const QString &message);
    void fullValueLoaded();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // The Schemas choice that decodes with the topic's schema file (not a DecodeMode).
    static constexpr int kLocalDecode = 100;
    // Sets `column` as wide as its title or `sample` needs, whichever is wider.
    void fitColumn(int column, const QString &sample);
    void fitTimestampColumn();
    QWidget *buildForm();
    QWidget *buildSearch();
    void updateSearchScope();
    void updateActions();                // export, copy, produce again only with messages to act on
    void showError(const QString &text); // empty hides it
    QString limitText(const BrowseProgress &p) const;
    QWidget *buildActions();
    void updateStartInputs();
    void updateSchemaDecode();  // tooltips: the connection's schema registry, the topic's file
    QString clusterKey() const; // the cluster local schemas are remembered under
    void topicChanged();
    void onStarted(const BrowseProgress &p);
    void onBatch(const QList<BrowseRecord> &records, const BrowseProgress &p);
    void showQueued(); // hands the batches received so far to the model
    void onFinished(const BrowseProgress &p);
    void scanTransactions(const BrowseProgress &p);
    void onFailed(const Error &e);
    void showProgress(const BrowseProgress &p);
    void setBusy(bool busy);
    void showSelected();
    int currentRow() const;
    void chooseExportFile(ExportFormat format);
    void onExportProgress(const kafscope::ExportProgress &progress);
    void onExportFinished(const kafscope::ExportResult &result);
    void onExportFailed(const kafscope::Error &error);

    QPointer<ClusterSession> m_session;
    BrowseController *m_controller = nullptr;
    MessageTableModel *m_model = nullptr;
    MessageDetailPane *m_detail = nullptr;
    QTableView *m_table = nullptr;
    QComboBox *m_topic = nullptr;
    QStringListModel *m_topicNames = nullptr;
    QComboBox *m_startMode = nullptr;
    QLineEdit *m_startValue = nullptr;
    QDateTimeEdit *m_startTime = nullptr;
    QLineEdit *m_partitions = nullptr;
    QSpinBox *m_limit = nullptr;
    QSpinBox *m_budgetMb = nullptr;
    QComboBox *m_isolation = nullptr;
    QComboBox *m_schemaDecode = nullptr; // registry decoding (auto, every value), a file, off
    QLineEdit *m_filter = nullptr;
    QLabel *m_filterError = nullptr;
    QPushButton *m_startButton = nullptr;
    QPushButton *m_stopButton = nullptr;
    QLabel *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_error = nullptr;
    QComboBox *m_searchField = nullptr;
    QComboBox *m_searchMatch = nullptr;
    QLineEdit *m_search = nullptr;
    QCheckBox *m_searchAll = nullptr;
    QLabel *m_searchScope = nullptr;
    QSplitter *m_split = nullptr;
    QToolButton *m_detailToggle = nullptr;
    bool m_detailChosen =
        false; // the user showed or hid the detail pane: no more automatic folding
    QHash<QString, int> m_partitionCounts; // per topic, from the metadata
    std::optional<QuickSearch> m_browsedSearch;
    QList<QPushButton *> m_rowActions;    // need a selected message
    QList<QPushButton *> m_exportActions; // need rows
    kafscope::ExportJob *m_export = nullptr;
    std::unique_ptr<kafscope::Worker> m_wholeValue;
    QPushButton *m_cancelExport = nullptr;
    QString m_browsedTopic;
    Isolation m_browsedIsolation = Isolation::ReadCommitted;
    bool m_startWhenConnected = false;
    qint64 m_evicted = 0;
    QTimer *m_showTimer = nullptr;
    QList<QList<BrowseRecord>> m_queued;
    std::optional<BrowseProgress> m_queuedProgress;
    // Read uncommitted: the partitions' logs scanned for transaction markers once the read ends
    // (generation: a newer browse drops an older scan's answer).
    quint64 m_transactionScan = 0;
    QString m_transactionNote;
};

} // namespace kafscope::ui
