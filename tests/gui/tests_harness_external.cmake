# The harness view's "External consumer": the sarama peer of tests/peers/harness-consumer (built by
# the harness_peer fixture of tests/integration/tests_harness_external.cmake) under test in the GUI.
find_program(KAFSCOPE_GO go HINTS /usr/local/go/bin)
if(KAFSCOPE_GO)
    kafscope_add_test(test_harness_external_view SOURCES test_harness_external_view.cpp LIBS kafscope_app
                      FIXTURES kafka1 harness_peer LABELS gui TIMEOUT 480)
    set_tests_properties(test_harness_external_view PROPERTIES RUN_SERIAL TRUE
                         ENVIRONMENT "${KAFSCOPE_TEST_ENV};KAFSCOPE_HARNESS_PEER=${CMAKE_BINARY_DIR}/tests/peers/harness-consumer")
endif()
