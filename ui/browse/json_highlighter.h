#pragma once

#include <QSyntaxHighlighter>

class QPlainTextEdit;

namespace kafscope::ui {

// JSON syntax colouring for the detail pane: member names, strings, numbers and true/false/null
// in the palette's syntax colours (readable in both themes, again on a theme change). Off for text
// that is not JSON and for very long documents (colouring them would hold up the GUI thread).
class JsonHighlighter : public QSyntaxHighlighter {
    Q_OBJECT
public:
    explicit JsonHighlighter(QPlainTextEdit *edit);
    // Colours the edit's text from now on when `on` (set before or after the text).
    void setActive(bool on);
    bool isActive() const { return m_active; }

protected:
    void highlightBlock(const QString &text) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool m_active = false;
};

} // namespace kafscope::ui
