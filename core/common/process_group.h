#pragma once

#include <QtGlobal>

#include <functional>

class QProcess;

namespace kafscope {

// Runs a user's program (the harness's consumer command, a lab's external member, ...) in a
// process group of its own and ends it as a group: a wrapper such as `bash -c '... & wait'`,
// `go run`, `mvn exec:java` or `npm start` starts the real program as its child, which a signal to
// the wrapper alone leaves running (still a member of the consumer group).
namespace process_group {

// Call before process.start(): the child starts a new session (its pid is its group id) and is
// killed when the thread that started it ends.
void prepare(QProcess &process);

// Remembers a started group, so that ending Kafscope (exit(), or a return from main) kills what
// is still running of it; forget() once ended.
void remember(qint64 pgid);
void forget(qint64 pgid);

// True while any process of the group can still run (zombies waiting to be reaped do not count).
bool alive(qint64 pgid);

enum class EndMode { Terminate, Kill };
// Ends the group of `process` (started with prepare(); `pgid` is its pid from when it started,
// also after the leader exited): Terminate sends SIGTERM to the group, waits up to `graceMs` for
// every member to go (calling `whileWaiting` about every 100 ms, e.g. to read the output), then
// sends SIGKILL to what is left; Kill sends SIGKILL at once. Reaps the leader and forgets the
// group. True when the whole group was gone in the end.
bool end(QProcess &process, qint64 pgid, EndMode mode, int graceMs,
         const std::function<void()> &whileWaiting = {});

} // namespace process_group
} // namespace kafscope
