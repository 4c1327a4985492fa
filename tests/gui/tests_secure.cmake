# The connect dialog's Test connection against the secured fixture (issue #16).
kafscope_add_test(test_connection_test_gui SOURCES test_connection_test_gui.cpp LIBS kafscope_app FIXTURES kafka1secure LABELS gui TIMEOUT 180)
# The ACLs and SCRAM users views (issue #17) as admin, read-only and as a user without rights.
kafscope_add_test(test_security_views SOURCES test_security_views.cpp LIBS kafscope_app FIXTURES kafka1secure LABELS gui TIMEOUT 240)
# The same views on kafka1 (plaintext, no authorizer): "no authorizer" and "no SASL listener" said (issue #33).
kafscope_add_test(test_security_plaintext_views SOURCES test_security_plaintext_views.cpp LIBS kafscope_app FIXTURES kafka1 LABELS gui TIMEOUT 180)
# Client quotas (issue #36): set and removed through the view's dialogs on kafka1, checked with the CLI.
kafscope_add_test(test_quotas_view SOURCES test_quotas_view.cpp LIBS kafscope_app FIXTURES kafka1 LABELS gui TIMEOUT 180)
