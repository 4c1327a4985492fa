#pragma once

#include <QString>

#include <utility>
#include <variant>

namespace kafscope {

// A typed error as every core call reports it: what kind of failure, librdkafka's code, and a
// sentence a user can act on.
struct Error {
    enum class Kind {
        Kafka,     // the cluster or librdkafka said no
        Usage,     // the caller's input is invalid
        Local,     // something on this machine (Java, Maven, files, ports)
        ReadOnly,  // a write was refused because the connection is read-only
        Timeout,   // nothing answered in time
        Cancelled, // the caller stopped it
    };
    Kind kind = Kind::Kafka;
    int code = 0; // rd_kafka_resp_err_t where kind == Kafka or Timeout
    QString message;

    static Error kafka(int code, QString message)
    {
        return {Kind::Kafka, code, std::move(message)};
    }
    static Error usage(QString message) { return {Kind::Usage, 0, std::move(message)}; }
    static Error local(QString message) { return {Kind::Local, 0, std::move(message)}; }
    static Error readOnly(QString message) { return {Kind::ReadOnly, 0, std::move(message)}; }
    static Error timeout(int code, QString message)
    {
        return {Kind::Timeout, code, std::move(message)};
    }
};

// Either a value or an Error; the result type of every fallible core call.
template <typename T> class Result {
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
