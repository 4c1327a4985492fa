#pragma once

#include <QList>
#include <QString>

#include <memory>
#include <type_traits>
#include <utility>
#include <variant>

namespace kafscope {

// The text of an error, kept typed until the UI or the CLI shows it: a message id (its English
// template, marked with KS_ERR so scripts/i18n.py extracts it for Qt Linguist under the context
// "kafscope::Error") and its arguments. render() translates the template with the translator the
// program installed and then fills %1, %2, ... in one pass, so an argument holding "%1" stays as
// it is and a translation may reorder them; %L1 groups an integer's digits as the locale does. Text
// that comes from outside Kafscope (librdkafka, the broker, a registry, the OS) is an
// ErrorText::raw and is shown untranslated.
class ErrorText {
public:
    struct Source {
        const char *text;
    };
    ErrorText() = default;
    explicit ErrorText(Source source) : m_source(source.text) {}
    static ErrorText raw(QString text);

    // Arguments, in the order of their placeholders, with QString::arg's overloads.
    ErrorText arg(const ErrorText &a) const;
    ErrorText arg(const QString &a) const;
    ErrorText arg(QStringView a) const { return arg(a.toString()); }
    ErrorText arg(QLatin1StringView a) const { return arg(QString(a)); }
    ErrorText arg(const char *a) const { return arg(QString::fromUtf8(a)); }
    ErrorText arg(QChar a) const { return arg(QString(a)); }
    // Several at once, as QString::arg(a, b, ...) takes them (each filled in its own turn).
    // (Strings only: a number's further arguments are its field width, base and fill, as above.)
    template <typename A, typename B, typename... R>
    requires(!std::is_arithmetic_v<A> && !std::is_arithmetic_v<B>) ErrorText
        arg(const A &a, const B &b, const R &...rest)
    const { return arg(a).arg(b, rest...); }
    ErrorText arg(int a, int fieldWidth = 0, int base = 10, QChar fill = QLatin1Char(' ')) const;
    ErrorText arg(unsigned a, int fieldWidth = 0, int base = 10,
                  QChar fill = QLatin1Char(' ')) const;
    ErrorText arg(long a, int fieldWidth = 0, int base = 10, QChar fill = QLatin1Char(' ')) const;
    ErrorText arg(unsigned long a, int fieldWidth = 0, int base = 10,
                  QChar fill = QLatin1Char(' ')) const;
    ErrorText arg(long long a, int fieldWidth = 0, int base = 10,
                  QChar fill = QLatin1Char(' ')) const;
    ErrorText arg(unsigned long long a, int fieldWidth = 0, int base = 10,
                  QChar fill = QLatin1Char(' ')) const;
    ErrorText arg(double a, int fieldWidth = 0, char format = 'g', int precision = -1,
                  QChar fill = QLatin1Char(' ')) const;

    bool isEmpty() const { return !m_source && m_raw.isEmpty(); }
    bool isRaw() const { return !m_source; }
    // The message id: the English template (nullptr for raw text).
    const char *source() const { return m_source; }
    const QList<ErrorText> &args() const { return m_args; }
    // The text for a person, in the installed translation.
    QString render() const;
    // The English text, whatever translation is installed (logs, tests).
    QString english() const;

    static ErrorText integerText(long long value, QString text); // a number argument (%L1)

private:
    QString fill(QString templ, bool translate) const;
    const char *m_source = nullptr;
    QString m_raw;
    bool m_isInteger = false; // a number argument, which %L1 shows with the locale's digit groups
    long long m_integer = 0;
    QList<ErrorText> m_args;
};

} // namespace kafscope

// Marks an error message's English template: KS_ERR("Topic %1 does not exist").arg(name).
#define KS_ERR(text) ::kafscope::ErrorText(::kafscope::ErrorText::Source{text})

namespace kafscope {

// A typed error as every core call reports it: what kind of failure, librdkafka's code, a cause
// that callers may act on, and its text (ErrorText), which only the UI or the CLI turns into words.
struct Error {
    enum class Kind {
        Kafka,     // the cluster or librdkafka said no
        Usage,     // the caller's input is invalid
        Local,     // something on this machine (Java, Maven, files, ports)
        ReadOnly,  // a write was refused because the connection is read-only
        Timeout,   // nothing answered in time
        Cancelled, // the caller stopped it
    };
    // What a caller may dispatch on, beyond the kind (never on the text).
    enum class Cause {
        None,
        InvalidFilter,      // a message filter that does not parse
        NoSuchCredential,   // a SCRAM user without the credential named
        ConfirmationNeeded, // a destructive write without the user's confirmation
        MalformedAnswer,    // a broker answer Kafscope's own protocol layer could not decode
        NotSupported,       // a feature the cluster's Kafka release lacks (named, not a failure)
    };
    Kind kind = Kind::Kafka;
    int code = 0; // rd_kafka_resp_err_t where kind == Kafka or Timeout
    ErrorText text;
    Cause cause = Cause::None;

    // The text for a person, translated.
    QString message() const { return text.render(); }

    static Error kafka(int code, ErrorText text) { return {Kind::Kafka, code, std::move(text)}; }
    static Error usage(ErrorText text) { return {Kind::Usage, 0, std::move(text)}; }
    static Error local(ErrorText text) { return {Kind::Local, 0, std::move(text)}; }
    static Error readOnly(ErrorText text) { return {Kind::ReadOnly, 0, std::move(text)}; }
    static Error timeout(int code, ErrorText text)
    {
        return {Kind::Timeout, code, std::move(text)};
    }
    static Error cancelled(ErrorText text) { return {Kind::Cancelled, 0, std::move(text)}; }
    Error withCause(Cause c) const
    {
        Error e = *this;
        e.cause = c;
        return e;
    }
};

// Either a value or an Error; the result type of every fallible core call. [[nodiscard]]: a caller
// handles it, or drops it visibly with a reason (`(void)call(); // why`).
template <typename T> class [[nodiscard]] Result {
public:
    Result(T value) : m_data(std::move(value)) {}
    Result(Error error) : m_data(std::move(error)) {}

    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }
    const T &value() const & { return std::get<T>(m_data); }
    T &value() & { return std::get<T>(m_data); }
    T &&value() && { return std::get<T>(std::move(m_data)); }
    const T *operator->() const { return &std::get<T>(m_data); }
    const T &operator*() const { return std::get<T>(m_data); }
    const Error &error() const { return std::get<Error>(m_data); }

private:
    std::variant<T, Error> m_data;
};

// Result for calls that return nothing on success.
struct Ok {};
using Status = Result<Ok>;

} // namespace kafscope
