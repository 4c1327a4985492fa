#pragma once

#include "cluster/kafka_client.h"
#include "common/result.h"

#include <QDeadlineTimer>

#include <librdkafka/rdkafka.h>

#include <memory>

namespace kafscope {

// One Admin API round trip: options with timeouts, a private result queue, and the result event.
// Usage: AdminCall call(client, RD_KAFKA_ADMIN_OP_X); rd_kafka_X(call.handle(), ...,
// call.options(), call.queue());
//        auto ev = call.wait(RD_KAFKA_EVENT_X_RESULT, "Creating topic"); then read ev.value().
// Calls a group coordinator answers run on the client's coordinator handle (see
// KafkaClient::coordinatorHandle): pass call.handle(), never client.handle(), to librdkafka.
class AdminCall {
public:
    AdminCall(KafkaClient &client, rd_kafka_admin_op_t op, int timeoutMs = -1);
    ~AdminCall();
    AdminCall(const AdminCall &) = delete;
    AdminCall &operator=(const AdminCall &) = delete;

    rd_kafka_t *handle() const { return m_rk; }
    rd_kafka_AdminOptions_t *options() const { return m_options; }
    rd_kafka_queue_t *queue() const { return m_queue; }
    // Waits for the result event; a request-level error becomes an Error. The event stays owned
    // by this object.
    Result<rd_kafka_event_t *> wait(rd_kafka_event_type_t type, const ErrorText &what);

    // Whether librdkafka sends `op` to a group coordinator it looks up first.
    static bool asksCoordinator(rd_kafka_admin_op_t op);

private:
    KafkaClient &m_client;
    int m_timeoutMs;
    QDeadlineTimer m_deadline;                 // when Kafscope stops waiting
    std::shared_ptr<rd_kafka_s> m_coordinator; // set when the call runs on the coordinator handle
    rd_kafka_t *m_rk = nullptr;
    rd_kafka_AdminOptions_t *m_options = nullptr;
    rd_kafka_queue_t *m_queue = nullptr;
    rd_kafka_event_t *m_event = nullptr;
};

} // namespace kafscope
