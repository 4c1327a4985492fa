#pragma once

#include "connect/connect_types.h"

#include <QTreeWidget>

namespace kafscope::ui {

// A connector's configuration as a form built from the worker's validate metadata: the settings
// in the worker's groups and order, each with its display name, value (editable), and its
// documentation or, after a validation, the worker's error for it in the error colour. Recommended
// values and booleans are offered in a list; a PASSWORD setting shows a mask and is only sent
// when a new value is typed. Settings the metadata does not describe are listed under "Other".
class ConnectorConfigForm : public QTreeWidget {
    Q_OBJECT
public:
    enum Column { Setting, Value, Notes, ColumnCount };
    explicit ConnectorConfigForm(QWidget *parent = nullptr);

    // Shows `validation`'s fields with `values` (masked secrets stay masked).
    void setFields(const connect::ValidationResult &validation,
                   const connect::ConnectorConfig &values);
    // Shows the errors of a new validation of the same connector class, per setting (values stay
    // as typed). Returns how many settings have one.
    int showErrors(const connect::ValidationResult &validation);
    void clearErrors();
    // A setting the metadata does not name, under "Other".
    void addSetting(const QString &key, const QString &value);
    void setEditable(bool editable);
    // Hides the settings whose key or name does not contain `text`.
    void setFilterText(const QString &text);

    // Every setting with a value now (a secret only when typed here).
    connect::ConnectorConfig values() const;
    // What differs from setFields: new or changed values, and keys cleared.
    void changes(connect::ConnectorConfig *set, QStringList *unset) const;
    bool isEdited() const;
    // The error shown for `key` ("" when none), and the shown value (masked for a secret).
    QString errorOf(const QString &key) const;
    QString shownValue(const QString &key) const;
    QTreeWidgetItem *itemOf(const QString &key) const;
    // Sets the value of `key` as if typed.
    void setValue(const QString &key, const QString &value);

Q_SIGNALS:
    void edited();

private:
    QTreeWidgetItem *groupItem(const QString &group);
    QTreeWidgetItem *addField(const connect::ConfigField &field, const QString &value);
    void showNotes(QTreeWidgetItem *item, const QString &error);

    QString m_filter;
    bool m_editable = true;
};

} // namespace kafscope::ui
