# The connect dialog's Test connection against the secured fixture (issue #16).
kafscope_add_test(test_connection_test_gui SOURCES test_connection_test_gui.cpp LIBS kafscope_ui FIXTURES kafka1secure LABELS gui TIMEOUT 180)
