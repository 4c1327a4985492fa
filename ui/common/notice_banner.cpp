#include "common/notice_banner.h"

#include "common/palette.h"

#include <QLabel>

namespace kafscope::ui {

QLabel *makeNoticeBanner(QWidget *parent, const QString &objectName)
{
    auto *notice = new QLabel(parent);
    notice->setObjectName(objectName);
    notice->setWordWrap(true);
    notice->setTextFormat(Qt::PlainText);
    notice->setFrameShape(QFrame::StyledPanel);
    notice->setMargin(6);
    notice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    Palette::setTextRole(notice, Palette::Role::Warning);
    notice->hide();
    return notice;
}

} // namespace kafscope::ui
