#include "about_dialog.h"

#include "shell/ui_resources.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace kafscope::ui {

namespace {

// Joins a list a few items per line: word-wrapped labels in a form get their height wrong.
QString lines(const QStringList &items, int perLine)
{
    QStringList out;
    for (qsizetype i = 0; i < items.size(); i += perLine)
        out << items.mid(i, perLine).join(QStringLiteral(", "));
    return out.join(QStringLiteral(",\n"));
}

// The features a user asks about when a connection does not work, in the order they matter.
QString featureSummary(const VersionInfo &info)
{
    struct Known {
        const char *feature;
        const char *meaning;
    };
    static const Known known[] = {
        {"ssl", QT_TRANSLATE_NOOP("AboutDialog", "TLS")},
        {"sasl_plain", QT_TRANSLATE_NOOP("AboutDialog", "SASL/PLAIN")},
        {"sasl_scram", QT_TRANSLATE_NOOP("AboutDialog", "SASL/SCRAM")},
        {"sasl_gssapi", QT_TRANSLATE_NOOP("AboutDialog", "Kerberos (GSSAPI)")},
        {"sasl_oauthbearer", QT_TRANSLATE_NOOP("AboutDialog", "OAUTHBEARER")},
        {"oidc", QT_TRANSLATE_NOOP("AboutDialog", "OIDC client credentials")},
        {"zstd", QT_TRANSLATE_NOOP("AboutDialog", "zstd")},
        {"lz4", QT_TRANSLATE_NOOP("AboutDialog", "lz4")},
        {"snappy", QT_TRANSLATE_NOOP("AboutDialog", "snappy")},
        {"gzip", QT_TRANSLATE_NOOP("AboutDialog", "gzip")},
    };
    QStringList have, missing;
    for (const Known &k : known) {
        const QString name = QCoreApplication::translate("AboutDialog", k.meaning);
        (info.librdkafkaFeatures.contains(QLatin1String(k.feature)) ? have : missing) << name;
    }
    QString text = lines(have, 4);
    if (!missing.isEmpty())
        text +=
            QLatin1Char('\n') +
            QCoreApplication::translate("AboutDialog", "Not built in: %1").arg(lines(missing, 4));
    return text;
}

QLabel *selectable(const QString &text)
{
    auto *label = new QLabel(text);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

AboutDialog::AboutDialog(const VersionInfo &info, QWidget *parent) : QDialog(parent)
{
    ensureResources();
    setWindowTitle(tr("About Kafscope"));
    setObjectName(QStringLiteral("aboutDialog"));

    auto *icon = new QLabel;
    icon->setObjectName(QStringLiteral("aboutIcon"));
    icon->setPixmap(QIcon(QStringLiteral(":/icons/kafscope.svg")).pixmap(64, 64));
    icon->setAlignment(Qt::AlignTop);

    auto *title = new QLabel(tr("<b>Kafscope %1</b>").arg(info.kafscope.toHtmlEscaped()));
    title->setTextFormat(Qt::RichText);
    auto *blurb = new QLabel(tr("A desktop tool to see and test Apache Kafka clusters."));

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    auto *rdkafka = selectable(info.librdkafka);
    rdkafka->setObjectName(QStringLiteral("librdkafkaVersion"));
    form->addRow(tr("librdkafka:"), rdkafka);
    auto *features = selectable(featureSummary(info));
    features->setObjectName(QStringLiteral("librdkafkaSecurity"));
    form->addRow(tr("Supports:"), features);
    auto *all = selectable(lines(info.librdkafkaFeatures, 6));
    all->setObjectName(QStringLiteral("librdkafkaFeatures"));
    form->addRow(tr("builtin.features:"), all);
    auto *qt = selectable(tr("%1 (built with %2)").arg(info.qt, QStringLiteral(QT_VERSION_STR)));
    qt->setObjectName(QStringLiteral("qtVersion"));
    form->addRow(tr("Qt:"), qt);

    auto *text = new QVBoxLayout;
    text->addWidget(title);
    text->addWidget(blurb);
    text->addSpacing(8);
    text->addLayout(form);

    auto *top = new QHBoxLayout;
    top->addWidget(icon);
    top->addSpacing(12);
    top->addLayout(text, 1);

    m_report = QStringLiteral("kafscope: %1\nlibrdkafka: %2\nlibrdkafka features: %3\nqt: %4\n")
                   .arg(info.kafscope, info.librdkafka,
                        info.librdkafkaFeatures.join(QLatin1Char(',')), info.qt);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton *copy = buttons->addButton(tr("&Copy versions"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("copyVersions"));
    connect(copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_report); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addSpacing(8);
    layout->addWidget(buttons);
}

} // namespace kafscope::ui
