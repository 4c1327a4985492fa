#pragma once

#include "admin/config_admin.h"
#include "common/admin_dialog.h"
#include "topics/watermarks.h"

#include <QStringList>

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

// The topic admin dialogs. Each runs its action on the session's worker and closes on success;
// the caller refreshes on AdminDialog::succeeded. Object names of the fields are for tests.
// name, partitions, replicationFactor, configs (key=value lines)
AdminDialog *createTopicDialog(ClusterSession *session, const QStringList &existing,
                               int brokerCount, QWidget *parent);
// confirmation
AdminDialog *deleteTopicDialog(ClusterSession *session, const QString &topic, QWidget *parent);
// configName (editable combo), configValue, resetToDefault
AdminDialog *alterConfigDialog(ClusterSession *session, const QString &topic,
                               const QList<ConfigEntry> &configs, const QString &initialKey,
                               QWidget *parent);
// totalPartitions
AdminDialog *addPartitionsDialog(ClusterSession *session, const QString &topic, int current,
                                 QWidget *parent);
// partition, beforeOffset, confirmation
AdminDialog *deleteRecordsDialog(ClusterSession *session, const QString &topic, int partition,
                                 const Watermark &watermark, QWidget *parent);

} // namespace kafscope::ui
