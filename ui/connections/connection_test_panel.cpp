#include "connections/connection_test_panel.h"

#include "cluster/connection_check.h"
#include "common/palette.h"

#include <QColor>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace kafscope::ui {

ConnectionTestPanel::ConnectionTestPanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("connectionTest"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_steps = new QTreeWidget(this);
    m_steps->setObjectName(QStringLiteral("testSteps"));
    m_steps->setHeaderLabels({tr("Step"), tr("Time"), tr("Result")});
    m_steps->setRootIsDecorated(false);
    m_steps->setWordWrap(true);
    m_steps->setTextElideMode(Qt::ElideNone);
    m_steps->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_steps->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_steps->setMinimumHeight(170);
    layout->addWidget(m_steps);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("testSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    m_debugView = new QPlainTextEdit(this);
    m_debugView->setObjectName(QStringLiteral("debugLogView"));
    m_debugView->setReadOnly(true);
    m_debugView->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_debugView->hide();
    layout->addWidget(m_debugView);
    hide();
}

bool ConnectionTestPanel::start(Prepare prepare, const QString &target, bool debugLog)
{
    if (m_running)
        return false;
    m_running = true;
    m_steps->clear();
    m_debugView->clear();
    m_debugView->hide();
    m_summary->setText(tr("Testing %1…").arg(target));
    Palette::clearTextRole(m_summary);
    show();
    ConnectionCheckOptions options;
    options.debugLog = debugLog;
    // The test's thread may outlive the panel (its steps can take the whole timeout): it never
    // uses `self`, which only the deliveries do, on this thread, while the panel exists.
    ConnectionTestPanel *self = this;
    return m_worker.start(
        [self, prepare = std::move(prepare), options](const WorkerContext &ctx) mutable {
            options.onStep = [self, &ctx](const CheckStep &step) {
                ctx.post([self, step] { self->addStep(step); });
            };
            ConnectionCheckResult r;
            auto profile = prepare();
            if (profile) {
                r = checkConnection(profile.value(), options);
            } else {
                CheckStep step;
                step.name = QObject::tr("Profile");
                step.state = CheckStep::State::Failed;
                step.problem = profile.error().message();
                r.steps.append(step);
                ctx.post([self, step] { self->addStep(step); });
            }
            return r;
        },
        [self](const ConnectionCheckResult &r) { self->showResult(r); });
}

void ConnectionTestPanel::addStep(const CheckStep &step)
{
    const QString result = step.state == CheckStep::State::Failed ? step.problem : step.detail;
    auto *item = new QTreeWidgetItem(
        m_steps,
        {step.name, step.state == CheckStep::State::Skipped ? QString() : tr("%1 ms").arg(step.ms),
         (step.state == CheckStep::State::Passed   ? tr("OK — ")
          : step.state == CheckStep::State::Failed ? tr("FAILED — ")
                                                   : tr("skipped — ")) +
             result});
    item->setToolTip(2, result);
    if (step.state == CheckStep::State::Failed)
        item->setForeground(2, Palette::color(Palette::Role::Error));
    m_steps->resizeColumnToContents(0);
    m_steps->doItemsLayout(); // wrapped rows take their new heights
}

void ConnectionTestPanel::showResult(const ConnectionCheckResult &r)
{
    m_running = false;
    QString summary =
        r.ok() ? tr("Connection works.") : tr("Connection failed at %1").arg(r.firstProblem());
    if (r.verificationDisabled)
        summary += tr(" Certificate or hostname verification is OFF for this connection.");
    // The certificate in full (its row in the table is one line).
    if (r.certificate.valid())
        summary +=
            tr("\nBroker certificate: %1, issued by %2, valid until %3%4")
                .arg(r.certificate.subject, r.certificate.issuer,
                     r.certificate.notAfter.toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")),
                     r.certificate.subjectAltNames.isEmpty()
                         ? QString()
                         : tr(", for %1")
                               .arg(r.certificate.subjectAltNames.join(QStringLiteral(", "))));
    m_summary->setText(summary);
    if (r.ok() && !r.verificationDisabled)
        Palette::clearTextRole(m_summary);
    else
        Palette::setTextRole(m_summary, Palette::Role::Error);
    if (!r.debugLog.isEmpty()) {
        m_debugView->setPlainText(r.debugLog);
        m_debugView->show();
    }
    Q_EMIT finished(r.ok());
}

} // namespace kafscope::ui
