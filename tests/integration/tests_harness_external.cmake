# The priority harness driving an external consumer: a sarama consumer group (tests/peers/harness-consumer)
# built with Go by a fixture, in its four modes, with process faults, through the CLI and as an
# observed group. Go modules come from the module proxy once and are kept under ~/.cache (or the
# build dir when there is no HOME).
find_program(KAFSCOPE_GO go HINTS /usr/local/go/bin)
if(KAFSCOPE_GO)
    if(DEFINED ENV{HOME})
        set(kafscope_go_cache $ENV{HOME}/.cache/kafscope-go)
    else()
        set(kafscope_go_cache ${CMAKE_BINARY_DIR}/go-cache)
    endif()
    set(KAFSCOPE_GO_ENV "GOTOOLCHAIN=local" "GOMODCACHE=${kafscope_go_cache}/mod"
        "GOCACHE=${kafscope_go_cache}/build" "GOFLAGS=-modcacherw -buildvcs=false")
    set(kafscope_harness_peer ${CMAKE_BINARY_DIR}/tests/peers/harness-consumer)
    add_test(NAME harness_peer_build COMMAND ${KAFSCOPE_GO} build -o ${kafscope_harness_peer} .
             WORKING_DIRECTORY ${CMAKE_SOURCE_DIR}/tests/peers/harness-consumer)
    set_tests_properties(harness_peer_build PROPERTIES FIXTURES_SETUP harness_peer TIMEOUT 600
                         ENVIRONMENT "${KAFSCOPE_GO_ENV}")
    # The README's worked example (examples/priority-consumer-sarama), built the way the README says.
    set(kafscope_example_consumer ${CMAKE_BINARY_DIR}/examples/prio-consumer)
    add_test(NAME harness_example_build COMMAND ${KAFSCOPE_GO} build -o ${kafscope_example_consumer} .
             WORKING_DIRECTORY ${CMAKE_SOURCE_DIR}/examples/priority-consumer-sarama)
    set_tests_properties(harness_example_build PROPERTIES FIXTURES_SETUP harness_example TIMEOUT 600
                         ENVIRONMENT "${KAFSCOPE_GO_ENV}" RESOURCE_LOCK kafscope_go_cache)
    set_tests_properties(harness_peer_build PROPERTIES RESOURCE_LOCK kafscope_go_cache)
    kafscope_add_test(test_harness_external SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_harness_external.cpp
                      FIXTURES kafka1 harness_peer harness_example LABELS integration TIMEOUT 600)
    # It measures who is served under overload: alone, like test_harness_strategies.
    set_tests_properties(test_harness_external PROPERTIES RUN_SERIAL TRUE
                         ENVIRONMENT "${KAFSCOPE_TEST_ENV};KAFSCOPE_HARNESS_PEER=${kafscope_harness_peer};KAFSCOPE_EXAMPLE_CONSUMER=${kafscope_example_consumer}")
else()
    message(STATUS "Go not found: the external-consumer harness tests are not registered")
endif()
