# The kafka1connect fixture: one broker, the test connectors (LineSource, LineSink: Java written
# for these tests, compiled here against the cluster's own Kafka jars) and a Connect worker that
# loads them from its plugin.path. Arguments: CLI, DIR, SRC, JAVAC, JAR.
execute_process(COMMAND ${CLI} local start --dir ${DIR} --brokers 1 --json
                OUTPUT_VARIABLE started COMMAND_ERROR_IS_FATAL ANY)
string(JSON version GET "${started}" version)
if(DEFINED ENV{KAFSCOPE_CACHE} AND NOT "$ENV{KAFSCOPE_CACHE}" STREQUAL "")
    set(cache "$ENV{KAFSCOPE_CACHE}")
else()
    set(cache "$ENV{HOME}/.cache/kafscope")
endif()
file(GLOB sources ${SRC}/*.java)
file(REMOVE_RECURSE ${DIR}/test-connectors)
execute_process(COMMAND ${JAVAC} -nowarn -d ${DIR}/test-connectors/classes
                        -cp "${cache}/kafka-${version}/libs/*" ${sources}
                COMMAND_ERROR_IS_FATAL ANY)
file(MAKE_DIRECTORY ${DIR}/test-connectors/plugins)
execute_process(COMMAND ${JAR} cf ${DIR}/test-connectors/plugins/kafscope-test-connectors.jar
                        -C ${DIR}/test-connectors/classes .
                COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND ${CLI} local start --dir ${DIR} --connect
                        --connect-plugins ${DIR}/test-connectors/plugins --json
                COMMAND_ERROR_IS_FATAL ANY)
