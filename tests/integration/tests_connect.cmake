# Kafka Connect (issue #38). kafka1connect: one broker with a distributed Connect worker beside it
# (local start --connect) that loads the test connectors in tests/integration/connect.
find_program(KAFSCOPE_JAVAC javac)
find_program(KAFSCOPE_JAR jar)
add_test(NAME kafka1connect_start
         COMMAND ${CMAKE_COMMAND} -DCLI=$<TARGET_FILE:kafscope-cli> -DDIR=${KAFSCOPE_TEST_KAFKA1CONNECT_DIR}
                 -DSRC=${CMAKE_CURRENT_SOURCE_DIR}/connect -DJAVAC=${KAFSCOPE_JAVAC} -DJAR=${KAFSCOPE_JAR}
                 -P ${CMAKE_CURRENT_SOURCE_DIR}/connect/start_fixture.cmake)
add_test(NAME kafka1connect_stop COMMAND kafscope-cli local stop --dir ${KAFSCOPE_TEST_KAFKA1CONNECT_DIR} --purge --json)
set_tests_properties(kafka1connect_start PROPERTIES FIXTURES_SETUP kafka1connect TIMEOUT 900 RESOURCE_LOCK kafka_start)
set_tests_properties(kafka1connect_stop PROPERTIES FIXTURES_CLEANUP kafka1connect TIMEOUT 120)

# connect clusters|list|show|create|edit|validate|pause|resume|stop|restart|delete|offsets|plugins
# as printed: lines through a topic, per-field refusals, states, a failed task's trace, offsets of a
# stopped source, read-only, secrets masked.
# The Connect tests share one worker (and test_connect_cli clears it first): one at a time.
kafscope_add_test(test_connect_cli SOURCES test_connect_cli.cpp FIXTURES kafka1connect LABELS integration TIMEOUT 600
                  RESOURCE_LOCK connect_worker)
set_property(TEST test_connect_cli APPEND PROPERTY ENVIRONMENT "KAFSCOPE_TEST_KAFKA1CONNECT_DIR=${KAFSCOPE_TEST_KAFKA1CONNECT_DIR}")
add_dependencies(test_connect_cli kafscope-cli)

# ConnectJobs, the Worker-run calls a view makes: order, owner's thread, write policy, dropped jobs.
kafscope_add_test(test_connect_jobs SOURCES test_connect_jobs.cpp FIXTURES kafka1connect LABELS integration TIMEOUT 300
                  RESOURCE_LOCK connect_worker)
set_property(TEST test_connect_jobs APPEND PROPERTY ENVIRONMENT "KAFSCOPE_TEST_KAFKA1CONNECT_DIR=${KAFSCOPE_TEST_KAFKA1CONNECT_DIR}")
