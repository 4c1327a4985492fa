#pragma once

#include <QLabel>

namespace kafscope::ui {

// A one-line label that takes any width it is given and elides its text at the right end rather
// than asking its layout for the whole text's width: a long status or reason never makes the window
// wider. text() is always the whole text; the tooltip shows it too when it is cut.
class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr);
    explicit ElidedLabel(const QString &text, QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;
    bool isElided() const;

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace kafscope::ui
