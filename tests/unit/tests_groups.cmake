# Consumer groups: pure logic (the lag join).
kafscope_add_test(test_groups_lag SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_groups_lag.cpp LABELS unit)
# The Metadata request for topic ids (KIP-848 assignments name topics by id).
kafscope_add_test(test_topic_ids SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_topic_ids.cpp LABELS unit)
