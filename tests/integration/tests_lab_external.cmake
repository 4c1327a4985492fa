# The external-consumer lab (issue 35): the four example consumers of examples/lab-consumers
# (kafka-go, sarama, Java's KafkaConsumer, confluent-kafka for Python), each built by its
# build.sh the way the README says, driven by `kafscope-cli lab run --consumer-cmd` and judged.
# Go modules and pip wheels come from their registries once and are kept under ~/.cache.
find_program(KAFSCOPE_GO go HINTS /usr/local/go/bin)
find_program(KAFSCOPE_JAVAC javac)
if(KAFSCOPE_GO AND KAFSCOPE_JAVAC)
    if(DEFINED ENV{HOME})
        set(kafscope_lab_cache $ENV{HOME}/.cache)
    else()
        set(kafscope_lab_cache ${CMAKE_BINARY_DIR}/cache)
    endif()
    get_filename_component(kafscope_go_dir ${KAFSCOPE_GO} DIRECTORY)
    set(kafscope_lab_consumers ${CMAKE_BINARY_DIR}/examples/lab-consumers)
    set(kafscope_lab_env "PATH=${kafscope_go_dir}:$ENV{PATH}" "GOTOOLCHAIN=local"
        "GOMODCACHE=${kafscope_lab_cache}/kafscope-go/mod" "GOCACHE=${kafscope_lab_cache}/kafscope-go/build"
        "GOFLAGS=-modcacherw -buildvcs=false" "PIP_CACHE_DIR=${kafscope_lab_cache}/kafscope-pip"
)
    foreach(client kafka-go sarama java python)
        add_test(NAME lab_consumer_build_${client}
                 COMMAND bash ${CMAKE_SOURCE_DIR}/examples/lab-consumers/build.sh ${client}
                         ${kafscope_lab_consumers})
        # java needs Kafka's libs: the kafka1 fixture has fetched them.
        set_tests_properties(lab_consumer_build_${client} PROPERTIES FIXTURES_SETUP lab_consumers
                             FIXTURES_REQUIRED kafka1 TIMEOUT 600 ENVIRONMENT "${kafscope_lab_env}")
    endforeach()
    set_tests_properties(lab_consumer_build_kafka-go lab_consumer_build_sarama PROPERTIES
                         RESOURCE_LOCK kafscope_go_cache)
    kafscope_add_test(test_lab_external SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_lab_external.cpp
                      FIXTURES kafka1 lab_consumers LABELS integration TIMEOUT 900)
    set_tests_properties(test_lab_external PROPERTIES
                         ENVIRONMENT "${KAFSCOPE_TEST_ENV};KAFSCOPE_LAB_CONSUMERS=${kafscope_lab_consumers}")
else()
    message(STATUS "Go or javac not found: the external-consumer lab tests are not registered")
endif()
if(KAFSCOPE_GO AND KAFSCOPE_JAVAC)
    # The same from the GUI's lab panel (offscreen, 1280x800).
    kafscope_add_test(test_rebalance_lab_external
                      SOURCES ${CMAKE_SOURCE_DIR}/tests/gui/test_rebalance_lab_external.cpp
                      LIBS kafscope_app FIXTURES kafka1 lab_consumers LABELS gui TIMEOUT 300)
    set_tests_properties(test_rebalance_lab_external PROPERTIES
                         ENVIRONMENT "${KAFSCOPE_TEST_ENV};KAFSCOPE_LAB_CONSUMERS=${kafscope_lab_consumers}")
endif()
if(KAFSCOPE_GO AND KAFSCOPE_JAVAC)
    # broker-restart coordinator on the three-node cluster.
    kafscope_add_test(test_lab_broker_restart
                      SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_lab_broker_restart.cpp
                      FIXTURES kafka3 lab_consumers LABELS integration TIMEOUT 400
                      RESOURCE_LOCK kafka3_nodes)
    set_tests_properties(test_lab_broker_restart PROPERTIES
                         ENVIRONMENT "${KAFSCOPE_TEST_ENV};KAFSCOPE_LAB_CONSUMERS=${kafscope_lab_consumers}")
endif()
