# Issue #20: one concurrency model (session calls, the worker abstraction).
kafscope_add_test(test_session_call SOURCES test_session_call.cpp LABELS unit TIMEOUT 120)
kafscope_add_test(test_worker SOURCES test_worker.cpp LABELS unit TIMEOUT 120)

# Every test ends the way the app does (tests/support/test_main.h): no worker thread outlives it.
add_test(NAME tests_use_kafscope_main
         COMMAND ${CMAKE_COMMAND} -DTESTS_DIR=${PROJECT_SOURCE_DIR}/tests -P ${CMAKE_CURRENT_SOURCE_DIR}/check_test_main.cmake)
set_tests_properties(tests_use_kafscope_main PROPERTIES LABELS unit)
