# Issue #33: a bounded read shares its limit among the partitions; a key search reads one partition.
kafscope_add_test(test_browse_fair SOURCES test_browse_fair.cpp FIXTURES kafka1 LABELS integration TIMEOUT 120)
