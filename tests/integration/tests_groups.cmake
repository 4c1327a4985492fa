add_library(kafscope_groups_test_support STATIC groups_test_support.cpp groups_test_support.h)
target_link_libraries(kafscope_groups_test_support PUBLIC kafscope_test_support)
target_include_directories(kafscope_groups_test_support PUBLIC ${CMAKE_CURRENT_SOURCE_DIR})

kafscope_add_test(test_groups_cli SOURCES test_groups_cli.cpp LIBS kafscope_groups_test_support
                  FIXTURES kafka1 LABELS integration TIMEOUT 240)
kafscope_add_test(test_groups_reset SOURCES test_groups_reset.cpp LIBS kafscope_groups_test_support
                  FIXTURES kafka1 LABELS integration TIMEOUT 240)
kafscope_add_test(test_offsets_log SOURCES test_offsets_log.cpp LIBS kafscope_groups_test_support
                  FIXTURES kafka1 LABELS integration TIMEOUT 240)
kafscope_add_test(test_groups_many SOURCES test_groups_many.cpp LIBS kafscope_groups_test_support
                  FIXTURES kafka1 LABELS integration TIMEOUT 240)
# Kafka's own Java consumer: a KIP-848 consumer-protocol group and a classic Java member.
kafscope_add_test(test_groups_java SOURCES test_groups_java.cpp LIBS kafscope_groups_test_support
                  FIXTURES kafka1 LABELS integration TIMEOUT 240)
# KIP-848 groups (Java and librdkafka members) described by Kafscope and by Kafka's ConsumerGroupCommand.
kafscope_add_test(test_groups_kip848_command SOURCES test_groups_kip848_command.cpp LIBS kafscope_groups_test_support
                  FIXTURES kafka1 LABELS integration TIMEOUT 300)
# Issue 32 F7: group and client ids with terminal control sequences, printed by the CLI.
kafscope_add_test(test_terminal_escapes SOURCES test_terminal_escapes.cpp
                  LIBS kafscope_groups_test_support FIXTURES kafka1 LABELS integration TIMEOUT 240)
add_dependencies(test_terminal_escapes kafscope-cli)
# Share groups (KIP-932) with kafka-console-share-consumer as the peer, described by Kafscope and by
# Kafka's ShareGroupCommand; share offsets reset and deleted through the write policy.
kafscope_add_test(test_share_groups SOURCES test_share_groups.cpp LIBS kafscope_groups_test_support
                  FIXTURES kafka1 LABELS integration TIMEOUT 420)
add_dependencies(test_share_groups kafscope-cli)
