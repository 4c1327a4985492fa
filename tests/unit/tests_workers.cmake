# Issue #20: one concurrency model (session calls, the worker abstraction).
kafscope_add_test(test_session_call SOURCES test_session_call.cpp LABELS unit TIMEOUT 120)
kafscope_add_test(test_worker SOURCES test_worker.cpp LABELS unit TIMEOUT 120)
