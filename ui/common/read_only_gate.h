#pragma once

#include <QLabel>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>

namespace kafscope::ui {

// Keeps a view's write actions off while its connection is read-only, and shows why. Guarded
// widgets stay disabled even when the view's own busy/idle logic enables them again, so no code
// path can offer a write the core would refuse.
class ReadOnlyGate : public QObject {
    Q_OBJECT
public:
    // `banner` says what is turned off, e.g. "sending is turned off"; the gate owns no widget.
    ReadOnlyGate(QWidget *view, const QString &whatIsOff);

    // The banner to put at the top of the view (hidden while the connection is writable).
    QLabel *banner() const { return m_banner; }
    void guard(QWidget *action);
    void setReadOnly(bool readOnly);
    bool readOnly() const { return m_readOnly; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void apply(QWidget *w);

    QLabel *m_banner = nullptr;
    QList<QPointer<QWidget>> m_actions;
    QSet<QObject *> m_heldOff; // disabled by the gate, not by the view
    QString m_whatIsOff;
    bool m_readOnly = false;
};

} // namespace kafscope::ui
