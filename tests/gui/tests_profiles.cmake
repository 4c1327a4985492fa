# Connection manager GUI (issue #16): type, test, save (no secret in the file) and connect a SASL_SSL
# profile; a window per cluster with its label and colour; the unverified-TLS mark.
kafscope_add_test(test_connection_manager SOURCES test_connection_manager.cpp LIBS kafscope_app FIXTURES kafka1secure
                  LABELS gui TIMEOUT 240)
