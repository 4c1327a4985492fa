# Saved connection profiles: the store (no secret in its file), librdkafka's sensitive marking,
# Java/kcat/librdkafka imports (issue #16).
kafscope_add_test(test_profiles SOURCES test_profiles.cpp LABELS unit)
# kafscope-cli profiles in-process, without a keychain service (issue #16).
kafscope_add_test(test_profiles_cli SOURCES test_profiles_cli.cpp LIBS kafscope_cli LABELS unit)
# Kafka Connect's types: masking, the validate answer, URLs, Connect settings in a profile (#38).
kafscope_add_test(test_connect_types SOURCES test_connect_types.cpp LABELS unit)
