# The version matrix (issue #37): the whole suite runs on the default release
# (KAFSCOPE_KAFKA_VERSION); this smoke test runs on one broker of each release in
# KAFSCOPE_SMOKE_KAFKA_VERSIONS, each a fixture started by `local start --kafka-version`. The jars
# are fetched once per release into the same cache as the default one's (~/.cache/kafscope).
set(KAFSCOPE_SMOKE_KAFKA_VERSIONS "3.9.1;4.3.2" CACHE STRING
    "Kafka releases the version smoke test (test_version_smoke_*) runs against")
add_executable(test_version_smoke test_version_smoke.cpp)
target_link_libraries(test_version_smoke PRIVATE kafscope_test_support Qt6::Test kafscope_app
                                                 kafscope_groups_test_support)
kafscope_test_build_options(test_version_smoke "kafscope_app")
foreach(_v IN LISTS KAFSCOPE_SMOKE_KAFKA_VERSIONS)
    string(REPLACE "." "_" _id "${_v}")
    set(_dir ${CMAKE_BINARY_DIR}/test-kafka/smoke-${_v})
    add_test(NAME kafka_smoke_${_id}_start
             COMMAND kafscope-cli local start --dir ${_dir} --brokers 1 --kafka-version ${_v} --json)
    add_test(NAME kafka_smoke_${_id}_stop COMMAND kafscope-cli local stop --dir ${_dir} --purge --json)
    set_tests_properties(kafka_smoke_${_id}_start PROPERTIES FIXTURES_SETUP kafka_smoke_${_id}
                         TIMEOUT 600 RESOURCE_LOCK kafka_start)
    set_tests_properties(kafka_smoke_${_id}_stop PROPERTIES FIXTURES_CLEANUP kafka_smoke_${_id}
                         TIMEOUT 120)
    add_test(NAME test_version_smoke_${_id} COMMAND test_version_smoke)
    set_tests_properties(test_version_smoke_${_id} PROPERTIES
        ENVIRONMENT "${KAFSCOPE_TEST_ENV};KAFSCOPE_TEST_KAFKA_SMOKE_DIR=${_dir};KAFSCOPE_TEST_SMOKE_VERSION=${_v}"
        FIXTURES_REQUIRED kafka_smoke_${_id} TIMEOUT 300 LABELS "integration;gui;smoke")
endforeach()
