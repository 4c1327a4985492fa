# SASL logins against the kafka1sasl fixture (issue #22).
kafscope_add_test(test_sasl_connect SOURCES test_sasl_connect.cpp FIXTURES kafka1sasl LABELS integration TIMEOUT 300)
add_dependencies(test_sasl_connect kafscope-cli)
# TLS, SASL_SSL, mTLS, OIDC and their failures against the kafka1secure fixture (issue #16).
kafscope_add_test(test_secure_connect SOURCES test_secure_connect.cpp FIXTURES kafka1secure LABELS integration TIMEOUT 400)
add_dependencies(test_secure_connect kafscope-cli)
# ACLs and SCRAM users, checked against Kafka's own AclCommand (issue #17).
kafscope_add_test(test_acls_users SOURCES test_acls_users.cpp FIXTURES kafka1secure LABELS integration TIMEOUT 300)
add_dependencies(test_acls_users kafscope-cli)
