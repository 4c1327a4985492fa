# Streams groups (KIP-1071: core/groups/streams_group, `kafscope-cli groups describe`) with Kafka's
# own Streams library as the peer (tests/peers/java-streams, two instances of a word count with a
# repartition topic and a state store), checked against kafka-streams-groups (StreamsGroupCommand).
kafscope_add_test(test_streams_groups SOURCES test_streams_groups.cpp FIXTURES kafka1 LABELS integration TIMEOUT 400)
target_compile_definitions(test_streams_groups PRIVATE
    KAFSCOPE_JAVA_STREAMS="${PROJECT_SOURCE_DIR}/tests/peers/java-streams/WordCountApp.java")
add_dependencies(test_streams_groups kafscope-cli)
