# The Kafka protocol layer (core/protocol): the generated codecs against Kafka's own Java classes
# (the jars of the distribution the kafka1 fixture fetches).
kafscope_add_test(test_protocol_codecs SOURCES test_protocol_codecs.cpp FIXTURES kafka1 LABELS integration TIMEOUT 300)
target_compile_definitions(test_protocol_codecs PRIVATE
    KAFSCOPE_SAMPLES="${KAFSCOPE_PROTOCOL_SAMPLES}"
    KAFSCOPE_JAVA_CODEC="${PROJECT_SOURCE_DIR}/tests/peers/java-codec/KafkaCodec.java")
# Disks, the quorum and quotas on three nodes, against Kafka's own tools.
kafscope_add_test(test_protocol_admin SOURCES test_protocol_admin.cpp FIXTURES kafka3 LABELS integration TIMEOUT 400
                  RESOURCE_LOCK kafka3_nodes)
add_dependencies(test_protocol_admin kafscope-cli)
# The same requests over SASL_SSL (SCRAM, PLAIN), mutual TLS and OAUTHBEARER (OIDC).
kafscope_add_test(test_protocol_secure SOURCES test_protocol_secure.cpp FIXTURES kafka1secure LABELS integration TIMEOUT 300)
add_dependencies(test_protocol_secure kafscope-cli)
