# Priority-consumer harness against the real brokers: strategies, loss across faults, CLI, broker restart.
kafscope_add_test(test_harness_strategies SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_harness_strategies.cpp
                  FIXTURES kafka1 LABELS integration TIMEOUT 240)
kafscope_add_test(test_harness_faults SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_harness_faults.cpp
                  FIXTURES kafka1 LABELS integration TIMEOUT 240)
kafscope_add_test(test_harness_cli SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_harness_cli.cpp
                  FIXTURES kafka1 LABELS integration TIMEOUT 180)
kafscope_add_test(test_harness_broker_restart SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_harness_broker_restart.cpp
                  FIXTURES kafka3 LABELS integration RESOURCE_LOCK kafka3_nodes TIMEOUT 240)
# The strategy test measures who is served under overload; tests running beside it on 2 cores take
# the CPU the load generator and the consumer need, so it runs alone.
set_tests_properties(test_harness_strategies PROPERTIES RUN_SERIAL TRUE)
