#include "net/request_rate.h"

#include <algorithm>
#include <cmath>

namespace kafscope::net {

RequestRate::RequestRate(double perSecond, int burst)
    : m_perSecond(perSecond), m_burst(burst), m_tokens(burst)
{
}

std::chrono::milliseconds RequestRate::reserve(Clock::time_point now)
{
    if (m_started && now > m_last) {
        const double seconds = std::chrono::duration<double>(now - m_last).count();
        m_tokens = std::min(m_burst, m_tokens + seconds * m_perSecond);
    }
    if (!m_started || now > m_last)
        m_last = now;
    m_started = true;
    m_tokens -= 1; // below zero: requests already promised a later slot
    if (m_tokens >= 0)
        return std::chrono::milliseconds(0);
    return std::chrono::milliseconds(
        static_cast<long long>(std::ceil(-m_tokens / m_perSecond * 1000.0)));
}

} // namespace kafscope::net
