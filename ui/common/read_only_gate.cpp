#include "common/read_only_gate.h"

#include <QEvent>
#include <QWidget>

namespace kafscope::ui {

ReadOnlyGate::ReadOnlyGate(QWidget *view, const QString &whatIsOff)
    : QObject(view), m_whatIsOff(whatIsOff)
{
    m_banner = new QLabel(view);
    m_banner->setObjectName(QStringLiteral("readOnlyBanner"));
    m_banner->setWordWrap(true);
    m_banner->setTextFormat(Qt::PlainText);
    m_banner->setFrameShape(QFrame::StyledPanel);
    m_banner->setMargin(6);
    m_banner->setText(tr("Read-only connection: %1.").arg(whatIsOff));
    m_banner->hide();
}

void ReadOnlyGate::guard(QWidget *action)
{
    m_actions.append(action);
    action->installEventFilter(this);
    apply(action);
}

void ReadOnlyGate::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    m_banner->setVisible(readOnly);
    for (const QPointer<QWidget> &w : m_actions) {
        if (!w)
            continue;
        // Give back only what the gate itself turned off; the view's own state rules the rest.
        if (!readOnly && m_heldOff.contains(w.data()))
            w->setEnabled(true);
        apply(w);
    }
    if (!readOnly)
        m_heldOff.clear();
}

void ReadOnlyGate::apply(QWidget *w)
{
    w->setToolTip(m_readOnly ? tr("The connection is read-only") : QString());
    if (m_readOnly && w->isEnabled()) {
        m_heldOff.insert(w);
        w->setEnabled(false);
    }
}

bool ReadOnlyGate::eventFilter(QObject *watched, QEvent *event)
{
    // Whoever enables a guarded action while read-only is overruled at once.
    if (event->type() == QEvent::EnabledChange && m_readOnly)
        if (auto *w = qobject_cast<QWidget *>(watched); w && w->isEnabled()) {
            m_heldOff.insert(w);
            w->setEnabled(false);
        }
    return QObject::eventFilter(watched, event);
}

} // namespace kafscope::ui
