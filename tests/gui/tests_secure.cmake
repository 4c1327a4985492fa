# The connect dialog's Test connection against the secured fixture (issue #16).
kafscope_add_test(test_connection_test_gui SOURCES test_connection_test_gui.cpp LIBS kafscope_app FIXTURES kafka1secure LABELS gui TIMEOUT 180)
# The ACLs and SCRAM users views (issue #17) as admin, read-only and as a user without rights.
kafscope_add_test(test_security_views SOURCES test_security_views.cpp LIBS kafscope_app FIXTURES kafka1secure LABELS gui TIMEOUT 240)
