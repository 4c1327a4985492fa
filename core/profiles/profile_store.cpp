#include "profiles/profile_store.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

namespace kafscope::profiles {

ProfileStore::ProfileStore(QString path) : m_path(std::move(path)) {}

QString ProfileStore::defaultPath()
{
    // GenericConfigLocation: the same file for the app and the CLI, whatever their names.
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
           QStringLiteral("/kafscope/profiles.json");
}

Status ProfileStore::load()
{
    m_profiles.clear();
    QFile f(m_path);
    if (!f.exists())
        return Ok{};
    if (!f.open(QIODevice::ReadOnly))
        return Error::local(KS_ERR("Cannot read %1: %2").arg(m_path, f.errorString()));
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return Error::local(
            KS_ERR("%1 is not a Kafscope profile file (%2)").arg(m_path, pe.errorString()));
    for (const QJsonValue &v : doc.object().value(QStringLiteral("profiles")).toArray()) {
        auto p = SavedProfile::fromJson(v.toObject());
        if (!p)
            return Error::local(KS_ERR("%1: %2").arg(m_path, p.error().message()));
        m_profiles.append(p.value());
    }
    return Ok{};
}

Status ProfileStore::save() const
{
    if (!QDir().mkpath(QFileInfo(m_path).absolutePath()))
        return Error::local(KS_ERR("Cannot create the folder of %1").arg(m_path));
    QJsonArray arr;
    for (const SavedProfile &p : m_profiles)
        arr.append(p.toJson());
    QSaveFile f(m_path);
    if (!f.open(QIODevice::WriteOnly))
        return Error::local(KS_ERR("Cannot write %1: %2").arg(m_path, f.errorString()));
    f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    f.write(QJsonDocument(
                QJsonObject{{QStringLiteral("version"), 1}, {QStringLiteral("profiles"), arr}})
                .toJson(QJsonDocument::Indented));
    if (!f.commit())
        return Error::local(KS_ERR("Cannot write %1: %2").arg(m_path, f.errorString()));
    return Ok{};
}

const SavedProfile *ProfileStore::find(const QString &name) const
{
    for (const SavedProfile &p : m_profiles)
        if (p.name.compare(name, Qt::CaseInsensitive) == 0)
            return &p;
    return nullptr;
}

Status ProfileStore::upsert(const SavedProfile &profile)
{
    if (auto s = profile.validate(); !s)
        return s;
    for (SavedProfile &p : m_profiles) {
        if (p.name.compare(profile.name, Qt::CaseInsensitive) == 0) {
            p = profile;
            return Ok{};
        }
    }
    m_profiles.append(profile);
    return Ok{};
}

bool ProfileStore::remove(const QString &name)
{
    for (qsizetype i = 0; i < m_profiles.size(); ++i) {
        if (m_profiles[i].name.compare(name, Qt::CaseInsensitive) == 0) {
            m_profiles.removeAt(i);
            return true;
        }
    }
    return false;
}

} // namespace kafscope::profiles
