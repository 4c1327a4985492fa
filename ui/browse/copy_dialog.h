#pragma once

#include "browse/browse_types.h"
#include "cluster/connection_profile.h"
#include "copy/copy_job.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace kafscope::copy {
class CopyJob;
}

namespace kafscope::ui {

// "Copy to…" from the Messages view (issue 39): the read the view describes (its topic,
// partitions, start, filter and limit) copied to another topic of the cluster, with the records'
// keys, values, headers and timestamps; partition for partition, by key or spread; as fast as the
// brokers take it, at a rate, or at the records' original pace. A progress bar, the rate and time
// left while it runs, Cancel, and a report at the end (read, written, skipped, failed with the
// reasons). The copy runs on its own worker (CopyJob); a read-only connection offers no Copy.
class CopyDialog : public QDialog {
    Q_OBJECT
public:
    CopyDialog(const ConnectionProfile &profile, const BrowseRequest &source,
               const QStringList &topics, QWidget *parent = nullptr);
    ~CopyDialog() override;

    void setTarget(const QString &topic);
    bool isRunning() const;
    QString statusText() const;
    QString reportText() const;

public Q_SLOTS:
    void startCopy();
    void cancelCopy();

Q_SIGNALS:
    void copyFinished(bool ok);

protected:
    void reject() override; // closing while it runs cancels it first

private:
    copy::CopySpec spec() const;
    void onProgress(const copy::CopyProgress &p);
    void onFinished(const copy::CopyReport &r);
    void onFailed(const Error &e);
    void setRunning(bool running);
    void updatePace();

    ConnectionProfile m_profile;
    BrowseRequest m_source;
    copy::CopyJob *m_job = nullptr;
    QComboBox *m_target = nullptr;
    QComboBox *m_partitioning = nullptr;
    QComboBox *m_timestamps = nullptr;
    QComboBox *m_pace = nullptr;
    QSpinBox *m_rate = nullptr;
    QDoubleSpinBox *m_speed = nullptr;
    QProgressBar *m_bar = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_report = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_close = nullptr;
    bool m_closeWhenStopped = false;
};

} // namespace kafscope::ui
