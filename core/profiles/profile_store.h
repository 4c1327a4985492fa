#pragma once

#include "common/result.h"
#include "profiles/saved_profile.h"

#include <QList>
#include <QString>

namespace kafscope::profiles {

// The saved profiles: one JSON file (profiles.json in the app's config folder, or the path given),
// never holding a secret. Secrets go to a SecretStore under the profile's name.
class ProfileStore {
public:
    explicit ProfileStore(QString path = defaultPath());
    static QString defaultPath(); // <config>/kafscope/profiles.json (XDG_CONFIG_HOME on Linux)

    const QString &path() const { return m_path; }
    // Reads the file; a missing file is an empty store.
    Status load();
    // Writes the file atomically (owner read/write only). Secrets are left out.
    Status save() const;

    const QList<SavedProfile> &profiles() const { return m_profiles; }
    const SavedProfile *find(const QString &name) const;
    // Adds or replaces (by name, case-insensitive) after validating it.
    Status upsert(const SavedProfile &profile);
    bool remove(const QString &name);

private:
    QString m_path;
    QList<SavedProfile> m_profiles;
};

} // namespace kafscope::profiles
