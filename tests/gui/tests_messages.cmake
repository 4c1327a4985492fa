# The Messages view (issue #33): the search box reads only a key's partition, a limit shared by the
# partitions, actions that wait for a message, errors on their own line, JSON colouring, the value
# and key on screen at 1280x800 and 960x600 (light/dark, en/zh_CN), plain and schema topics.
kafscope_add_test(test_messages_view SOURCES test_messages_view.cpp LIBS kafscope_app FIXTURES kafka1
                  LABELS gui TIMEOUT 300)
kafscope_add_test(test_messages_schema_fit SOURCES test_messages_schema_fit.cpp LIBS kafscope_app
                  FIXTURES kafka1sr LABELS gui TIMEOUT 300)
set_property(TEST test_messages_schema_fit APPEND PROPERTY ENVIRONMENT
             "KAFSCOPE_TEST_KAFKA1SR_DIR=${KAFSCOPE_TEST_KAFKA1SR_DIR}")
# Issue #39: Copy to… from the Messages view, with its progress and report.
kafscope_add_test(test_copy_dialog SOURCES test_copy_dialog.cpp LIBS kafscope_app FIXTURES kafka1
                  LABELS gui TIMEOUT 300)
