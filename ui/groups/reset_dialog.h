#pragma once

#include "groups/offset_reset.h"

#include <QDialog>
#include <QPointer>

#include <optional>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace kafscope {
class ClusterSession;
}

namespace kafscope::ui {

// Reset (or copy) a group's committed offsets: choose the target, preview current -> new per
// partition, then type the group's name to write it. Nothing is written before the preview. A
// share group's share-partition start offsets are reset the same way (AlterShareGroupOffsets; no
// copy from another group).
class ResetDialog : public QDialog {
    Q_OBJECT
public:
    enum class Kind { Committed, Share };
    ResetDialog(kafscope::ClusterSession *session, const QString &group, QWidget *parent = nullptr,
                Kind kind = Kind::Committed);

    void preview();
    void apply();
    const std::optional<groups::ResetPlan> &plan() const { return m_plan; }

Q_SIGNALS:
    void previewShown();
    void applied();
    void failed(const QString &message);

private:
    void showPlan(const groups::ResetPlan &plan);
    void showError(const QString &message);
    void invalidate();
    void updateValueField();

    QFormLayout *m_form = nullptr;
    QPointer<ClusterSession> m_session;
    QString m_group;
    Kind m_kind = Kind::Committed;
    QComboBox *m_mode = nullptr;
    QLineEdit *m_value = nullptr;
    QLineEdit *m_topics = nullptr;
    QTableWidget *m_table = nullptr;
    QLineEdit *m_confirm = nullptr;
    QPushButton *m_previewButton = nullptr;
    QPushButton *m_applyButton = nullptr;
    QLabel *m_message = nullptr;
    std::optional<groups::ResetPlan> m_plan;
};

} // namespace kafscope::ui
