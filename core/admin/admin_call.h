#pragma once

#include "cluster/kafka_client.h"
#include "common/result.h"

#include <librdkafka/rdkafka.h>

namespace kafscope {

// One Admin API round trip: options with timeouts, a private result queue, and the result event.
// Usage: AdminCall call(client, RD_KAFKA_ADMIN_OP_X); rd_kafka_X(..., call.options(),
// call.queue());
//        auto ev = call.wait(RD_KAFKA_EVENT_X_RESULT, "Creating topic"); then read ev.value().
class AdminCall {
public:
    AdminCall(KafkaClient &client, rd_kafka_admin_op_t op, int timeoutMs = -1);
    ~AdminCall();
    AdminCall(const AdminCall &) = delete;
    AdminCall &operator=(const AdminCall &) = delete;

    rd_kafka_AdminOptions_t *options() const { return m_options; }
    rd_kafka_queue_t *queue() const { return m_queue; }
    // Waits for the result event; a request-level error becomes an Error. The event stays owned
    // by this object.
    Result<rd_kafka_event_t *> wait(rd_kafka_event_type_t type, const ErrorText &what);

private:
    KafkaClient &m_client;
    int m_timeoutMs;
    rd_kafka_AdminOptions_t *m_options = nullptr;
    rd_kafka_queue_t *m_queue = nullptr;
    rd_kafka_event_t *m_event = nullptr;
};

} // namespace kafscope
