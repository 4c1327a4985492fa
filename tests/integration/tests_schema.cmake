# Schema registry (issue #18). kafka1sr: one broker with Apicurio Registry (in-memory) beside it,
# fetched from Maven Central into the cache like the Kafka jars.
add_test(NAME kafka1sr_start COMMAND kafscope-cli local start --dir ${KAFSCOPE_TEST_KAFKA1SR_DIR} --brokers 1
                                     --schema-registry --json)
add_test(NAME kafka1sr_stop COMMAND kafscope-cli local stop --dir ${KAFSCOPE_TEST_KAFKA1SR_DIR} --purge --json)
set_tests_properties(kafka1sr_start PROPERTIES FIXTURES_SETUP kafka1sr TIMEOUT 900 RESOURCE_LOCK kafka_start)
set_tests_properties(kafka1sr_stop PROPERTIES FIXTURES_CLEANUP kafka1sr TIMEOUT 120)

function(kafscope_add_schema_test name)
    kafscope_add_test(${name} ${ARGN})
    set_property(TEST ${name} APPEND PROPERTY ENVIRONMENT "KAFSCOPE_TEST_KAFKA1SR_DIR=${KAFSCOPE_TEST_KAFKA1SR_DIR}")
endfunction()

# Start, reuse, status and stop of the registry, and the fixture's registry answering the ccompat API.
kafscope_add_schema_test(test_schema_registry_local SOURCES test_schema_registry_local.cpp FIXTURES kafka1sr
                         LABELS integration TIMEOUT 600)
add_dependencies(test_schema_registry_local kafscope-cli)

# Independent encoders for the decoding tests: fastavro and Google's protobuf from PyPI in a venv under
# the build dir (made once; python3-venv and protoc come from scripts/setup.sh).
set(KAFSCOPE_SCHEMA_VENV ${CMAKE_BINARY_DIR}/schema-venv)
add_test(NAME schema_python_setup
         COMMAND sh -c "test -f '${KAFSCOPE_SCHEMA_VENV}/.ready-2' || { python3 -m venv '${KAFSCOPE_SCHEMA_VENV}' && '${KAFSCOPE_SCHEMA_VENV}/bin/pip' install -q 'fastavro==1.13.1' 'protobuf==6.31.1' && touch '${KAFSCOPE_SCHEMA_VENV}/.ready-2'; }")
set_tests_properties(schema_python_setup PROPERTIES FIXTURES_SETUP schema_python TIMEOUT 600)

# consume --decode: fastavro-encoded records (reference, nesting, recursion, every logical type)
# decoded field for field; unknown ids, mismatched payloads and an unreachable registry explained.
kafscope_add_schema_test(test_schema_consume_cli SOURCES test_schema_consume_cli.cpp FIXTURES kafka1sr schema_python
                         LABELS integration TIMEOUT 300)
set_property(TEST test_schema_consume_cli APPEND PROPERTY ENVIRONMENT
             "KAFSCOPE_TEST_SCHEMA_PYTHON=${KAFSCOPE_SCHEMA_VENV}/bin/python")
add_dependencies(test_schema_consume_cli kafscope-cli)

# consume --decode with Protobuf: messages serialized by Google's Python protobuf (descriptors from
# protoc), an import as a schema reference, well-known types, nested types by message index.
kafscope_add_schema_test(test_schema_protobuf_cli SOURCES test_schema_protobuf_cli.cpp FIXTURES kafka1sr schema_python
                         LABELS integration TIMEOUT 300)
set_property(TEST test_schema_protobuf_cli APPEND PROPERTY ENVIRONMENT
             "KAFSCOPE_TEST_SCHEMA_PYTHON=${KAFSCOPE_SCHEMA_VENV}/bin/python")
add_dependencies(test_schema_protobuf_cli kafscope-cli)

# schemas subjects|versions|get|register|check|delete: compatibility, references, read-only, --yes.
kafscope_add_schema_test(test_schema_admin_cli SOURCES test_schema_admin_cli.cpp FIXTURES kafka1sr LABELS integration TIMEOUT 300)
add_dependencies(test_schema_admin_cli kafscope-cli)

# produce --value-schema with a JSON Schema (a reference, local $refs): checked, framed, read back.
kafscope_add_schema_test(test_schema_json_cli SOURCES test_schema_json_cli.cpp FIXTURES kafka1sr LABELS integration TIMEOUT 300)
add_dependencies(test_schema_json_cli kafscope-cli)

# Misbehaving registries (issue 32, F1-F5, F9): fake registries in Python on loopback, records on kafka1.
kafscope_add_test(test_schema_bounds_cli SOURCES test_schema_bounds_cli.cpp FIXTURES kafka1 LABELS integration TIMEOUT 300)
add_dependencies(test_schema_bounds_cli kafscope-cli)
kafscope_add_test(test_schema_stop SOURCES test_schema_stop.cpp FIXTURES kafka1 LABELS integration TIMEOUT 300)
add_dependencies(test_schema_stop kafscope-cli)
