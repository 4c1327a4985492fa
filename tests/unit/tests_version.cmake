# `kafscope-cli version` and the librdkafka it reports (issue #22: >= 2.12 with SCRAM and OIDC).
kafscope_add_test(test_version_info SOURCES test_version_info.cpp LIBS kafscope_cli LABELS unit)
