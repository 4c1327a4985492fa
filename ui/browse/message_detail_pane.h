#pragma once

#include "browse/browse_decoding.h"
#include "browse/browse_types.h"
#include "browse/decoders.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;
class QTreeWidget;

namespace kafscope::ui {

// One record in detail: key, value and headers (null distinct from empty), each payload shown
// with an automatically chosen, switchable decoder; JSON also as a collapsible tree. A value kept
// as a preview says so and offers to load the whole value. A key or value the browse decoded with
// its registry schema shows the decoded JSON and the schema (id, subject, version, type); one that
// did not decode shows why, then its bytes as hex.
class JsonHighlighter;

class MessageDetailPane : public QWidget {
    Q_OBJECT
public:
    explicit MessageDetailPane(QWidget *parent = nullptr);

    void showRecord(const BrowseRecord &record);
    void clear();
    // The decoder shown for the value (after Auto picked one).
    Decoder valueDecoder() const { return m_valueShown; }
    void setValueDecoder(Decoder d); // as if chosen in the combo
    // "Schema registry" chosen in the value's combo (as if clicked).
    void setValueSchemaDecoder();
    // True when the value is shown through its registry schema (chosen, or picked by Auto).
    bool valueShownWithSchema() const { return m_valueSchemaShown; }
    QString valueInfo() const;
    QString valueText() const;
    QString keyText() const;
    // True when the value's text is shown with JSON syntax colouring.
    bool valueColoured() const;

Q_SIGNALS:
    void loadFullRequested();

private:
    struct Side {
        QComboBox *decoder = nullptr;
        QPlainTextEdit *text = nullptr;
        QLabel *info = nullptr;
        JsonHighlighter *json = nullptr;
    };
    QWidget *buildSide(Side &side, const QString &title, const QString &name);
    void render(Side &side, bool isNull, QByteArrayView bytes, qint64 fullSize, Decoder *shown);
    // Shows `decoded` (or why it failed); false when the side should use a plain decoder instead.
    bool renderSchema(Side &side, const DecodedSide *decoded, QByteArrayView bytes,
                      qint64 fullSize);
    void renderKey();
    void renderValue();
    void fillTree(QByteArrayView json);
    void fillHeaders(const BrowseRecord &record);

    Side m_key;
    Side m_value;
    QCheckBox *m_tree = nullptr;
    QTreeWidget *m_jsonTree = nullptr;
    QPushButton *m_loadFull = nullptr;
    QTableWidget *m_headers = nullptr;
    BrowseRecord m_record;
    bool m_hasRecord = false;
    Decoder m_keyShown = Decoder::Text;
    Decoder m_valueShown = Decoder::Text;
    bool m_valueSchemaShown = false;
};

} // namespace kafscope::ui
