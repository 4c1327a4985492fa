#pragma once

#include <QByteArray>
#include <QIODevice>

namespace kafscope::cli {

// Everything kafscope-cli writes passes through this device, so a name chosen by someone else
// (a group or client id, a principal, a topic in an error, a registry's message) can never send
// the terminal a control sequence, whichever command prints it and however.
// Text: control, C1, bidi and invisible characters are escaped as record values are in `consume
// --format text` (appendEscapedUtf8); line breaks and tabs pass. JSON: the same characters become
// JSON's own \uXXXX escapes, so the document stays exact (it only ever has them inside strings).
class TerminalOutput : public QIODevice {
public:
    enum class Mode { Text, Json };

    // Writes to `target` (not owned), which stays open.
    explicit TerminalOutput(QIODevice *target, Mode mode = Mode::Text);
    ~TerminalOutput() override;

    void setMode(Mode mode) { m_mode = mode; }
    Mode mode() const { return m_mode; }
    bool isSequential() const override { return true; }

    // The escaped form of `bytes` (complete UTF-8) in `mode`.
    static QByteArray escaped(QByteArrayView bytes, Mode mode);

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override;

private:
    QIODevice *m_target;
    Mode m_mode;
    QByteArray m_pending; // the start of a UTF-8 sequence whose rest is in the next write
};

} // namespace kafscope::cli
