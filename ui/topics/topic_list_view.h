#pragma once

#include "topics/topic_listing.h"

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QTimer;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

class TopicTableModel;

// The topic list: filter, internal toggle, sortable columns, manual and timed refresh, create and
// delete. Listing (metadata + watermarks) runs on the session's worker; stale answers are dropped.
class TopicListView : public QWidget {
    Q_OBJECT
public:
    explicit TopicListView(QWidget *parent = nullptr);

    void setSession(kafscope::ClusterSession *session);
    void reload();
    bool isLoading() const { return m_loading; }
    TopicTableModel *model() const { return m_model; }
    QString statusText() const;
    QString selectedTopic() const;

Q_SIGNALS:
    void topicActivated(const QString &name);
    void loadingChanged(bool loading);

private:
    void showListing(const Result<TopicListing> &r);
    void applyFilter();
    void loadConfigs(quint64 generation);
    void loadSizes(quint64 generation);
    void loadApplications(quint64 generation);
    void showApplications(const QStringList &applications);
    void showApplicationColumns();
    void createTopic();
    void deleteSelected();
    void setLoading(bool loading);

    QPointer<ClusterSession> m_session;
    TopicTableModel *m_model = nullptr;
    QTableView *m_table = nullptr;
    QLineEdit *m_filter = nullptr;
    QCheckBox *m_internal = nullptr;
    QComboBox *m_interval = nullptr;
    QComboBox *m_application = nullptr;
    QString m_applicationNote; // why the Streams applications could not all be found
    QLabel *m_status = nullptr;
    QLabel *m_authNote = nullptr;
    QPushButton *m_delete = nullptr;
    class ReadOnlyGate *m_gate = nullptr;
    QTimer *m_timer = nullptr;
    QTimer *m_fit = nullptr;
    quint64 m_generation = 0;
    bool m_loading = false;
    int m_brokerCount = 1;
};

} // namespace kafscope::ui
