# SASL logins against the kafka1sasl fixture (issue #22).
kafscope_add_test(test_sasl_connect SOURCES test_sasl_connect.cpp FIXTURES kafka1sasl LABELS integration TIMEOUT 300)
add_dependencies(test_sasl_connect kafscope-cli)
# TLS, SASL_SSL, mTLS, OIDC and their failures against the kafka1secure fixture (issue #16).
kafscope_add_test(test_secure_connect SOURCES test_secure_connect.cpp FIXTURES kafka1secure LABELS integration TIMEOUT 400)
add_dependencies(test_secure_connect kafscope-cli)
# ACLs and SCRAM users, checked against Kafka's own AclCommand (issue #17).
kafscope_add_test(test_acls_users SOURCES test_acls_users.cpp FIXTURES kafka1secure LABELS integration TIMEOUT 300)
add_dependencies(test_acls_users kafscope-cli)
# The same views' facts on kafka1 (plaintext, no authorizer): said as such (issue #33).
kafscope_add_test(test_security_plaintext SOURCES test_security_plaintext.cpp FIXTURES kafka1 LABELS integration TIMEOUT 180)
add_dependencies(test_security_plaintext kafscope-cli)
