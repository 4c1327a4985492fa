# Rebalance stops (issue 23): Kafscope's estimates against a real sarama group's own callback times.
find_program(KAFSCOPE_GO go HINTS /usr/local/go/bin)
if(KAFSCOPE_GO)
    set(KAFSCOPE_SARAMA_PEER ${CMAKE_BINARY_DIR}/tests/peers/sarama-rebalance)
    add_test(NAME sarama_peer_build
             COMMAND ${CMAKE_COMMAND} -E env GOFLAGS=-mod=mod ${KAFSCOPE_GO} build -o ${KAFSCOPE_SARAMA_PEER} .
             WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}/tests/peers/sarama-rebalance)
    set_tests_properties(sarama_peer_build PROPERTIES FIXTURES_SETUP sarama_peer TIMEOUT 600)
    kafscope_add_test(test_rebalance_stops SOURCES test_rebalance_stops.cpp lab_test_util.h
                      FIXTURES kafka1 sarama_peer LABELS integration TIMEOUT 400)
    add_dependencies(test_rebalance_stops kafscope-cli) # it reads `rebalance watch --json` live
    set_property(TEST test_rebalance_stops APPEND PROPERTY ENVIRONMENT "KAFSCOPE_SARAMA_PEER=${KAFSCOPE_SARAMA_PEER}")
else()
    message(STATUS "go not found: test_rebalance_stops (sarama peer) is not built")
endif()
