#include "common/time_display_menu.h"

#include "common/time_display.h"

#include <QActionGroup>
#include <QInputDialog>
#include <QMenu>

namespace kafscope::ui {

void addTimeDisplayMenus(QMenu *menu, QWidget *dialogParent)
{
    TimeDisplay &display = TimeDisplay::instance();
    QMenu *zones = menu->addMenu(QObject::tr("Time &zone"));
    zones->setObjectName(QStringLiteral("timeZoneMenu"));
    auto *zoneGroup = new QActionGroup(zones);
    QAction *local = zones->addAction(
        QObject::tr("&Local (%1)").arg(QString::fromUtf8(QTimeZone::systemTimeZoneId())));
    local->setObjectName(QStringLiteral("zoneLocal"));
    QAction *utc = zones->addAction(QObject::tr("&UTC"));
    utc->setObjectName(QStringLiteral("zoneUtc"));
    QAction *other = zones->addAction(QObject::tr("&Other…"));
    other->setObjectName(QStringLiteral("zoneOther"));
    for (QAction *a : {local, utc, other}) {
        a->setCheckable(true);
        zoneGroup->addAction(a);
    }
    auto showZone = [&display, local, utc, other] {
        const QString id = display.zoneSetting();
        local->setChecked(id == QLatin1String("local"));
        utc->setChecked(id == QLatin1String("UTC"));
        other->setChecked(id != QLatin1String("local") && id != QLatin1String("UTC"));
        other->setText(other->isChecked() ? QObject::tr("&Other: %1…").arg(id)
                                          : QObject::tr("&Other…"));
    };
    showZone();
    QObject::connect(&display, &TimeDisplay::changed, zones, showZone);
    QObject::connect(local, &QAction::triggered, zones,
                     [&display] { display.setZone(QStringLiteral("local")); });
    QObject::connect(utc, &QAction::triggered, zones,
                     [&display] { display.setZone(QStringLiteral("UTC")); });
    QObject::connect(other, &QAction::triggered, zones, [&display, dialogParent, showZone] {
        const QStringList choices = TimeDisplay::zoneChoices().mid(2);
        bool ok = false;
        const QString id = QInputDialog::getItem(
            dialogParent, QObject::tr("Time zone"),
            QObject::tr("Show times in (an IANA zone, e.g. Asia/Shanghai):"), choices,
            int(qMax(0, choices.indexOf(display.zoneSetting()))), true, &ok);
        if (ok && !id.isEmpty())
            display.setZone(id.trimmed());
        showZone(); // also when cancelled or unknown: the check mark stays on the zone in use
    });

    QMenu *formats = menu->addMenu(QObject::tr("Time &format"));
    formats->setObjectName(QStringLiteral("timeFormatMenu"));
    auto *formatGroup = new QActionGroup(formats);
    QAction *iso = formats->addAction(QObject::tr("&ISO 8601 (2026-12-05 14:03:07.125)"));
    iso->setObjectName(QStringLiteral("formatIso"));
    QAction *locale = formats->addAction(QObject::tr("&As the locale writes it"));
    locale->setObjectName(QStringLiteral("formatLocale"));
    for (QAction *a : {iso, locale}) {
        a->setCheckable(true);
        formatGroup->addAction(a);
    }
    auto showFormat = [&display, iso, locale] {
        iso->setChecked(display.format() == TimeDisplay::Format::Iso);
        locale->setChecked(display.format() == TimeDisplay::Format::Locale);
    };
    showFormat();
    QObject::connect(&display, &TimeDisplay::changed, formats, showFormat);
    QObject::connect(iso, &QAction::triggered, formats,
                     [&display] { display.setFormat(TimeDisplay::Format::Iso); });
    QObject::connect(locale, &QAction::triggered, formats,
                     [&display] { display.setFormat(TimeDisplay::Format::Locale); });
}

} // namespace kafscope::ui
