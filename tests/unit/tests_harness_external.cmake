# The priority harness's external consumer: command-line splitting and placeholders, reports that
# race the producer's acknowledgements, commit coverage.
kafscope_add_test(test_harness_external_logic SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_harness_external_logic.cpp
                  LABELS unit)
