#pragma once

class QLabel;
class QString;
class QWidget;

namespace kafscope::ui {

// A hidden warning panel for a view's top ("this cluster has no authorizer", ...): wrapped plain
// text in the palette's warning colour, selectable, in a frame. The view sets its text and shows
// it.
QLabel *makeNoticeBanner(QWidget *parent, const QString &objectName);

} // namespace kafscope::ui
