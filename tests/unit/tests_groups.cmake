# Consumer groups: pure logic (the lag join).
kafscope_add_test(test_groups_lag SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_groups_lag.cpp LABELS unit)
