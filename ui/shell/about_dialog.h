#pragma once

#include "common/version_info.h"

#include <QDialog>

namespace kafscope::ui {

// Help > About: the Kafscope, librdkafka and Qt versions and librdkafka's built-in features, the
// same facts as `kafscope-cli version`, with a button that copies them for a bug report.
class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(const VersionInfo &info, QWidget *parent = nullptr);

    // The text the Copy button puts on the clipboard (one "name: value" per line).
    QString reportText() const { return m_report; }

private:
    QString m_report;
};

} // namespace kafscope::ui
