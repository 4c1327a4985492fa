# SASL logins against the kafka1sasl fixture (issue #22).
kafscope_add_test(test_sasl_connect SOURCES test_sasl_connect.cpp FIXTURES kafka1sasl LABELS integration TIMEOUT 300)
add_dependencies(test_sasl_connect kafscope-cli)
