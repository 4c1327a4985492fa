# Schema registry (issue #18). kafka1sr: one broker with Apicurio Registry (in-memory) beside it,
# fetched from Maven Central into the cache like the Kafka jars.
set(KAFSCOPE_TEST_KAFKA1SR_DIR ${CMAKE_BINARY_DIR}/test-kafka/single-sr)
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
