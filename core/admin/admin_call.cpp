#include "admin/admin_call.h"

namespace kafscope {

namespace {

// librdkafka's longest admin request timeout.
constexpr int kLongestLibraryTimeoutMs = 3600 * 1000;
// librdkafka enforces a request timeout itself; the margin only guards against a lost event.
constexpr int kLostEventMarginMs = 5000;

} // namespace

bool AdminCall::asksCoordinator(rd_kafka_admin_op_t op)
{
    switch (op) {
    case RD_KAFKA_ADMIN_OP_DESCRIBECONSUMERGROUPS:
    case RD_KAFKA_ADMIN_OP_LISTCONSUMERGROUPOFFSETS:
    case RD_KAFKA_ADMIN_OP_ALTERCONSUMERGROUPOFFSETS:
    case RD_KAFKA_ADMIN_OP_DELETEGROUPS:
    case RD_KAFKA_ADMIN_OP_DELETECONSUMERGROUPOFFSETS: return true;
    default: return false;
    }
}

AdminCall::AdminCall(KafkaClient &client, rd_kafka_admin_op_t op, int timeoutMs)
    : m_client(client), m_timeoutMs(timeoutMs < 0 ? client.profile().timeoutMs : timeoutMs)
{
    int libraryTimeoutMs = m_timeoutMs;
    if (asksCoordinator(op))
        m_coordinator = client.coordinatorHandle();
    if (m_coordinator) {
        // librdkafka must never time such a call out itself (see KafkaClient::coordinatorHandle):
        // Kafscope stops waiting at the deadline instead and retires the handle.
        m_rk = m_coordinator.get();
        libraryTimeoutMs = kLongestLibraryTimeoutMs;
        m_deadline = QDeadlineTimer(m_timeoutMs);
    } else {
        m_rk = client.handle();
        m_deadline = QDeadlineTimer(m_timeoutMs + kLostEventMarginMs);
    }
    m_options = rd_kafka_AdminOptions_new(m_rk, op);
    char err[256];
    rd_kafka_AdminOptions_set_request_timeout(m_options, libraryTimeoutMs, err, sizeof err);
    // Only some operations take an operation timeout; others ignore the call's error.
    rd_kafka_AdminOptions_set_operation_timeout(m_options, m_timeoutMs, err, sizeof err);
    m_queue = rd_kafka_queue_new(m_rk);
}

AdminCall::~AdminCall()
{
    if (m_event)
        rd_kafka_event_destroy(m_event);
    rd_kafka_queue_destroy(m_queue);
    rd_kafka_AdminOptions_destroy(m_options);
    // The last call holding a retired coordinator handle destroys it, after its queue.
    m_coordinator.reset();
}

Result<rd_kafka_event_t *> AdminCall::wait(rd_kafka_event_type_t type, const ErrorText &what)
{
    // A deadline rather than a wait per call: calls started together end together.
    m_event = rd_kafka_queue_poll(m_queue, int(m_deadline.remainingTime()));
    if (!m_event) {
        if (m_coordinator)
            m_client.retireCoordinatorHandle(m_coordinator.get());
        return m_client.makeError(RD_KAFKA_RESP_ERR__TIMED_OUT, what);
    }
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
