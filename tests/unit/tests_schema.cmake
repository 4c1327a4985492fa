# Schema registry decoding (issue #18): Confluent framing, the Avro schema parser and binary decoder.
kafscope_add_test(test_schema_avro SOURCES test_schema_avro.cpp LABELS unit)
kafscope_add_test(test_schema_avro_fuzz SOURCES test_schema_avro_fuzz.cpp LABELS unit TIMEOUT 120)
kafscope_add_test(test_schema_protobuf SOURCES test_schema_protobuf.cpp LABELS unit TIMEOUT 120)
kafscope_add_test(test_schema_registry_client SOURCES test_schema_registry_client.cpp LABELS unit TIMEOUT 60)
kafscope_add_test(test_schema_cli_args SOURCES test_schema_cli_args.cpp LIBS kafscope_cli LABELS unit)
kafscope_add_test(test_text_diff SOURCES test_text_diff.cpp LABELS unit)
kafscope_add_test(test_subject_topics SOURCES test_subject_topics.cpp LABELS unit)
kafscope_add_test(test_json_schema SOURCES test_json_schema.cpp LABELS unit)
# Issue 32: depth and size of .proto text, the Protobuf output bound, cut echoes, the request rate.
kafscope_add_test(test_schema_bounds SOURCES test_schema_bounds.cpp LABELS unit TIMEOUT 120)
