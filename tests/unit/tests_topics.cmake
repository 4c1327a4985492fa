kafscope_add_test(test_topics_logic SOURCES test_topics_logic.cpp LABELS unit)
kafscope_add_test(test_acl_logic SOURCES test_acl_logic.cpp LABELS unit)
