# Kerberos (SASL GSSAPI) against the kafka1gssapi fixture: a broker and an MIT KDC of its own realm
# (tests/CMakeLists.txt). The test reads the realm's krb5.conf and keeps librdkafka's tickets in a
# cache of its own, never the user's.
kafscope_add_test(test_kerberos SOURCES test_kerberos.cpp FIXTURES kafka1gssapi LABELS integration TIMEOUT 300)
add_dependencies(test_kerberos kafscope-cli)
set_property(TEST test_kerberos APPEND PROPERTY ENVIRONMENT
             "KRB5_CONFIG=${KAFSCOPE_TEST_KAFKA1GSSAPI_DIR}/kerberos/krb5.conf"
             "KRB5CCNAME=FILE:${KAFSCOPE_TEST_KAFKA1GSSAPI_DIR}/kerberos/test_kerberos.ccache")
