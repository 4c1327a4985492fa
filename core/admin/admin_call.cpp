#include "admin/admin_call.h"

namespace kafscope {

AdminCall::AdminCall(KafkaClient &client, rd_kafka_admin_op_t op, int timeoutMs)
    : m_client(client), m_timeoutMs(timeoutMs < 0 ? client.profile().timeoutMs : timeoutMs)
{
    m_options = rd_kafka_AdminOptions_new(client.handle(), op);
    char err[256];
    rd_kafka_AdminOptions_set_request_timeout(m_options, m_timeoutMs, err, sizeof err);
    // Only some operations take an operation timeout; others ignore the call's error.
    rd_kafka_AdminOptions_set_operation_timeout(m_options, m_timeoutMs, err, sizeof err);
    m_queue = rd_kafka_queue_new(client.handle());
}

AdminCall::~AdminCall()
{
    if (m_event)
        rd_kafka_event_destroy(m_event);
    rd_kafka_queue_destroy(m_queue);
    rd_kafka_AdminOptions_destroy(m_options);
}

Result<rd_kafka_event_t *> AdminCall::wait(rd_kafka_event_type_t type, const ErrorText &what)
{
    // librdkafka enforces the request timeout itself; the margin only guards against a lost event.
    m_event = rd_kafka_queue_poll(m_queue, m_timeoutMs + 5000);
    if (!m_event)
        return m_client.makeError(RD_KAFKA_RESP_ERR__TIMED_OUT, what);
    if (rd_kafka_event_type(m_event) != type)
        return Error::kafka(RD_KAFKA_RESP_ERR__FAIL, KS_ERR("%1: unexpected reply").arg(what));
    if (const rd_kafka_resp_err_t err = rd_kafka_event_error(m_event)) {
        Error e = m_client.makeError(err, what);
        if (e.kind == Error::Kind::Kafka && rd_kafka_event_error_string(m_event))
            e.text = KS_ERR("%1: %2").arg(what).arg(
                QString::fromUtf8(rd_kafka_event_error_string(m_event)));
        return e;
    }
    return m_event;
}

} // namespace kafscope
