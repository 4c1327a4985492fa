#pragma once

#include <chrono>

namespace kafscope::net {

// A token bucket: at most `perSecond` requests a second on average to one service, `burst` of
// them at once, so that a stream of records cannot turn into a stream of requests.
class RequestRate {
public:
    using Clock = std::chrono::steady_clock;
    RequestRate(double perSecond, int burst);

    // How long the caller waits, from `now`, before its request may go; the request is counted.
    std::chrono::milliseconds reserve(Clock::time_point now);

private:
    double m_perSecond;
    double m_burst;
    double m_tokens;
    Clock::time_point m_last{};
    bool m_started = false;
};

} // namespace kafscope::net
