# Consumer groups: pure logic (the lag join).
kafscope_add_test(test_groups_lag SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_groups_lag.cpp LABELS unit)
# Group states and types: the wire names in one place, the words for people translated.
kafscope_add_test(test_group_state SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_group_state.cpp LABELS unit)
# Share groups (KIP-932): the listing's types from ListGroups, describe and offsets as group views.
kafscope_add_test(test_share_group SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_share_group.cpp LABELS unit)
# Streams groups (KIP-1071): the describe answer turned into members, tasks and topology, and why a
# group is not Stable.
kafscope_add_test(test_streams_group SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_streams_group.cpp LABELS unit)
