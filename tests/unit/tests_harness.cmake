# Priority-consumer harness: pure logic (config parsing, scheduler strategies, correctness checker).
kafscope_add_test(test_harness_config SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_harness_config.cpp LABELS unit)
kafscope_add_test(test_harness_scheduler SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_harness_scheduler.cpp LABELS unit)
kafscope_add_test(test_harness_checker SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_harness_checker.cpp LABELS unit)
