#include "common/translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

// The .qm files are a resource of this static library: referenced here so the linker keeps them.
static void initTranslationResource()
{
    Q_INIT_RESOURCE(kafscope_i18n);
}

namespace kafscope::i18n {

QString core(const char *source)
{
    return QCoreApplication::translate("kafscope::Core", source);
}

QString languageArgument(const QStringList &args)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--lang") && i + 1 < args.size())
            return args[i + 1];
        if (args[i].startsWith(QLatin1String("--lang=")))
            return args[i].mid(7);
    }
    return {};
}

QStringList available()
{
    initTranslationResource();
    QStringList out;
    const QStringList files =
        QDir(QStringLiteral(":/i18n"))
            .entryList({QStringLiteral("kafscope_*.qm")}, QDir::Files, QDir::Name);
    for (const QString &f : files)
        out << f.mid(9, f.size() - 9 - 3);
    return out;
}

bool isKnown(const QString &language)
{
    const QString l = language.trimmed();
    if (l.isEmpty() || l == QLatin1String("system") || l == QLatin1String("C") ||
        l == QLatin1String("POSIX") || l.startsWith(QLatin1String("en")))
        return true;
    return available().contains(QLocale(l).name());
}

QString install(const QString &language)
{
    initTranslationResource();
    const QString wanted = language.trimmed();
    const bool followSystem = wanted.isEmpty() || wanted == QLatin1String("system");
    const QLocale locale = followSystem ? QLocale::system() : QLocale(wanted);
    if (!followSystem)
        QLocale::setDefault(locale);
    if (!followSystem && (wanted == QLatin1String("C") || wanted == QLatin1String("POSIX") ||
                          wanted.startsWith(QLatin1String("en"))))
        return {};
    auto *own = new QTranslator(QCoreApplication::instance());
    // uiLanguages() lists the user's languages in order (zh-Hans-CN, zh-CN, zh, ...); the first
    // Kafscope has wins. English has no file: it is the source text.
    if (!own->load(locale, QStringLiteral("kafscope"), QStringLiteral("_"),
                   QStringLiteral(":/i18n"))) {
        delete own;
        return {};
    }
    QCoreApplication::installTranslator(own);
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    const QString file = own->filePath();
    return QFileInfo(file).completeBaseName().mid(9);
}

} // namespace kafscope::i18n
