# The group page of a streams group (KIP-1071) with Kafka's own Streams library as the peer
# (tests/peers/java-streams): tasks, topology, lag, and why a group is not Stable; whole at 1280x800
# and 960x600, en and zh_CN, light and dark.
kafscope_add_test(test_streams_group_view SOURCES test_streams_group_view.cpp LIBS kafscope_app
                  FIXTURES kafka1 LABELS gui TIMEOUT 600)
target_compile_definitions(test_streams_group_view PRIVATE
    KAFSCOPE_JAVA_STREAMS="${PROJECT_SOURCE_DIR}/tests/peers/java-streams/WordCountApp.java")
add_dependencies(test_streams_group_view kafscope-cli)
