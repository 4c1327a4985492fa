# Broker faults (issue 32): a group-coordinator call abandoned while its coordinator is down, on
# librdkafka's mock cluster (no real broker needed).
kafscope_add_test(test_coordinator_timeout SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_coordinator_timeout.cpp
                  LABELS unit TIMEOUT 120)
# An abort is this test's failure: print librdkafka's assertion and stop, no debugger backtrace.
set_property(TEST test_coordinator_timeout APPEND PROPERTY ENVIRONMENT QTEST_DISABLE_STACK_DUMP=1)
