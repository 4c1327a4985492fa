# Issue #39: kafscope-cli copy between the two fixture clusters (kafka1 -> kafka3): record by record,
# killed and resumed, by key, paced, and what it refuses.
kafscope_add_test(test_copy SOURCES test_copy.cpp FIXTURES kafka1 kafka3 LABELS integration TIMEOUT 300)
