#pragma once

#include "cluster/connection_profile.h"
#include "common/result.h"
#include "common/worker.h"

#include <QWidget>

#include <functional>

class QLabel;
class QPlainTextEdit;
class QTreeWidget;

namespace kafscope {
struct CheckStep;
struct ConnectionCheckResult;
} // namespace kafscope

namespace kafscope::ui {

// The connection test as a person reads it: one row per step (DNS, TCP, TLS, Kafka, SASL, metadata)
// with its time and result, then the first problem in plain words, the broker's certificate, and
// librdkafka's debug log when asked for. Hidden until the first test.
class ConnectionTestPanel : public QWidget {
    Q_OBJECT
public:
    // Runs on the worker thread before the test: e.g. reads secrets from the keychain.
    using Prepare = std::function<Result<ConnectionProfile>()>;

    explicit ConnectionTestPanel(QWidget *parent = nullptr);

    // Tests on a worker thread; the steps appear as each ends. False while a test runs.
    bool start(Prepare prepare, const QString &target, bool debugLog);
    bool running() const { return m_running; }

Q_SIGNALS:
    void finished(bool ok);

private:
    void addStep(const CheckStep &step);
    void showResult(const ConnectionCheckResult &r);

    QTreeWidget *m_steps = nullptr;
    QLabel *m_summary = nullptr;
    QPlainTextEdit *m_debugView = nullptr;
    bool m_running = false;
    Worker m_worker{this, QStringLiteral("connection-test")}; // last: goes first, never waited for
};

} // namespace kafscope::ui
