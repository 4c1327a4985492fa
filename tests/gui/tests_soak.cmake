# Broker-fault soak (issue 32): a three-node cluster of the test's own (started and purged by the
# test, so the kafka3 fixture is left alone); about 2-3 minutes with the default 3 cycles.
# KAFSCOPE_SOAK_CYCLES=N runs longer (scripts/soak.sh).
kafscope_add_test(test_broker_soak SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_broker_soak.cpp
                  LIBS kafscope_app LABELS gui soak TIMEOUT 900)
# An abort is this test's failure: print librdkafka's assertion and stop, no debugger backtrace.
set_property(TEST test_broker_soak APPEND PROPERTY ENVIRONMENT QTEST_DISABLE_STACK_DUMP=1)
