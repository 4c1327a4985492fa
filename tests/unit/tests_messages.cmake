# Message browser (issue #33): Kafka's default partitioner for a key search, the search box's
# filter, the limit shared fairly by the partitions of a read.
kafscope_add_test(test_messages_search SOURCES test_messages_search.cpp LABELS unit)
