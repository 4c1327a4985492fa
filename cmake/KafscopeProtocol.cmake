# The Kafka protocol codecs (core/protocol): generated at build time from the message
# specifications inside Apache Kafka's kafka-clients jar by scripts/kafka_codegen.py, into the build
# folder; never committed. The jar is the one of the Kafka version the project tests against,
# fetched once by scripts/kafka-clients.sh (or given with -DKAFSCOPE_KAFKA_CLIENTS_JAR=...).
set(KAFSCOPE_KAFKA_VERSION "4.4.0" CACHE STRING
    "The Apache Kafka release of the local clusters and of the protocol specifications")
if(NOT KAFSCOPE_KAFKA_CLIENTS_JAR OR NOT EXISTS "${KAFSCOPE_KAFKA_CLIENTS_JAR}")
    execute_process(COMMAND ${PROJECT_SOURCE_DIR}/scripts/kafka-clients.sh ${KAFSCOPE_KAFKA_VERSION}
                    OUTPUT_VARIABLE _jar RESULT_VARIABLE _rc OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT _rc EQUAL 0 OR NOT EXISTS "${_jar}")
        message(FATAL_ERROR "The kafka-clients ${KAFSCOPE_KAFKA_VERSION} jar is needed for the protocol "
                            "codecs: scripts/kafka-clients.sh could not fetch it")
    endif()
    set(KAFSCOPE_KAFKA_CLIENTS_JAR "${_jar}" CACHE FILEPATH "kafka-clients jar (protocol specifications)" FORCE)
endif()
# The records of the coordinators' logs are specified in the coordinators' jars of the same
# release: __consumer_offsets (KIP-848, share and streams group records) in
# kafka-group-coordinator, __transaction_state (TransactionLogKey/Value) in
# kafka-transaction-coordinator.
function(kafscope_spec_jar var artifact spec what)
    if(NOT ${var} OR NOT EXISTS "${${var}}")
        execute_process(COMMAND ${PROJECT_SOURCE_DIR}/scripts/kafka-clients.sh ${KAFSCOPE_KAFKA_VERSION}
                                ${artifact} ${spec}
                        OUTPUT_VARIABLE _jar RESULT_VARIABLE _rc OUTPUT_STRIP_TRAILING_WHITESPACE)
        if(NOT _rc EQUAL 0 OR NOT EXISTS "${_jar}")
            message(FATAL_ERROR "The ${artifact} ${KAFSCOPE_KAFKA_VERSION} jar is needed for ${what}: "
                                "scripts/kafka-clients.sh could not fetch it")
        endif()
        set(${var} "${_jar}" CACHE FILEPATH "${artifact} jar (${what})" FORCE)
    endif()
endfunction()
kafscope_spec_jar(KAFSCOPE_KAFKA_GROUP_COORDINATOR_JAR kafka-group-coordinator
                  ConsumerGroupMetadataValue "the __consumer_offsets record specifications")
kafscope_spec_jar(KAFSCOPE_KAFKA_TXN_COORDINATOR_JAR kafka-transaction-coordinator
                  TransactionLogValue "the __transaction_state record specifications")
find_package(Python3 REQUIRED COMPONENTS Interpreter)

# The requests librdkafka has no API for, and what a connection needs to make them.
set(KAFSCOPE_PROTOCOL_MESSAGES
    RequestHeader ResponseHeader
    ApiVersionsRequest ApiVersionsResponse
    StreamsGroupDescribeRequest StreamsGroupDescribeResponse
    SaslHandshakeRequest SaslHandshakeResponse SaslAuthenticateRequest SaslAuthenticateResponse
    DescribeLogDirsRequest DescribeLogDirsResponse
    AlterPartitionReassignmentsRequest AlterPartitionReassignmentsResponse
    ListPartitionReassignmentsRequest ListPartitionReassignmentsResponse
    DescribeQuorumRequest DescribeQuorumResponse
    DescribeClientQuotasRequest DescribeClientQuotasResponse
    AlterClientQuotasRequest AlterClientQuotasResponse
    FindCoordinatorRequest FindCoordinatorResponse
    ListTransactionsRequest ListTransactionsResponse
    DescribeTransactionsRequest DescribeTransactionsResponse
    DescribeProducersRequest DescribeProducersResponse
    WriteTxnMarkersRequest WriteTxnMarkersResponse
    ListGroupsRequest ListGroupsResponse
    ShareGroupDescribeRequest ShareGroupDescribeResponse
    DescribeShareGroupOffsetsRequest DescribeShareGroupOffsetsResponse
    AlterShareGroupOffsetsRequest AlterShareGroupOffsetsResponse
    DeleteShareGroupOffsetsRequest DeleteShareGroupOffsetsResponse
    FetchRequest FetchResponse
    TransactionLogKey TransactionLogValue)
# The group coordinator's records: types 0-2 (offsets/offsets_decoder.cpp), 3-23
# (offsets/schema_records.cpp).
list(APPEND KAFSCOPE_PROTOCOL_MESSAGES LegacyOffsetCommitKey OffsetCommitKey OffsetCommitValue
     GroupMetadataKey GroupMetadataValue)
foreach(_group IN ITEMS ConsumerGroup ShareGroup StreamsGroup)
    foreach(_record IN ITEMS Metadata MemberMetadata TargetAssignmentMetadata TargetAssignmentMember
                             CurrentMemberAssignment)
        list(APPEND KAFSCOPE_PROTOCOL_MESSAGES ${_group}${_record}Key ${_group}${_record}Value)
    endforeach()
endforeach()
list(APPEND KAFSCOPE_PROTOCOL_MESSAGES
     ConsumerGroupPartitionMetadataKey ConsumerGroupPartitionMetadataValue
     ConsumerGroupRegularExpressionKey ConsumerGroupRegularExpressionValue
     ShareGroupStatePartitionMetadataKey ShareGroupStatePartitionMetadataValue
     StreamsGroupTopologyKey StreamsGroupTopologyValue)
list(JOIN KAFSCOPE_PROTOCOL_MESSAGES "," _messages)
set(KAFSCOPE_PROTOCOL_GEN ${CMAKE_BINARY_DIR}/generated/protocol)
set(KAFSCOPE_PROTOCOL_SAMPLES ${CMAKE_BINARY_DIR}/generated/protocol_samples.tsv)
file(MAKE_DIRECTORY ${KAFSCOPE_PROTOCOL_GEN})
set(KAFSCOPE_PROTOCOL_MESSAGE_LIST "${_messages}")

# Called from core/CMakeLists.txt: a generated file's rule lives in the folder of the target that
# compiles it. The samples (random messages for the codec test) come out of the same run.
function(kafscope_generate_protocol target)
add_custom_command(
    OUTPUT ${KAFSCOPE_PROTOCOL_GEN}/kafka_messages.h ${KAFSCOPE_PROTOCOL_GEN}/kafka_messages.cpp
           ${KAFSCOPE_PROTOCOL_SAMPLES}
    COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/scripts/kafka_codegen.py
            --jar ${KAFSCOPE_KAFKA_CLIENTS_JAR} --jar ${KAFSCOPE_KAFKA_GROUP_COORDINATOR_JAR}
            --jar ${KAFSCOPE_KAFKA_TXN_COORDINATOR_JAR} --release ${KAFSCOPE_KAFKA_VERSION}
            --messages ${KAFSCOPE_PROTOCOL_MESSAGE_LIST}
            --out ${KAFSCOPE_PROTOCOL_GEN} --samples ${KAFSCOPE_PROTOCOL_SAMPLES}
    DEPENDS ${PROJECT_SOURCE_DIR}/scripts/kafka_codegen.py ${KAFSCOPE_KAFKA_CLIENTS_JAR}
            ${KAFSCOPE_KAFKA_GROUP_COORDINATOR_JAR} ${KAFSCOPE_KAFKA_TXN_COORDINATOR_JAR}
    COMMENT "Generating the Kafka protocol codecs from kafka-clients ${KAFSCOPE_KAFKA_VERSION}"
    VERBATIM)
target_sources(${target} PRIVATE ${KAFSCOPE_PROTOCOL_GEN}/kafka_messages.cpp
                                 ${KAFSCOPE_PROTOCOL_GEN}/kafka_messages.h)
target_include_directories(${target} PUBLIC ${CMAKE_BINARY_DIR}/generated)
endfunction()
