# Partition reassignment (core/protocol/reassignment) on three nodes: a throttled move, a
# replication factor change and a cancelled move, checked with Kafka's ReassignPartitionsCommand.
kafscope_add_test(test_protocol_reassign SOURCES test_protocol_reassign.cpp FIXTURES kafka3 LABELS integration
                  TIMEOUT 900 RESOURCE_LOCK kafka3_nodes)
add_dependencies(test_protocol_reassign kafscope-cli)
