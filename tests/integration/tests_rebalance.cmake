kafscope_add_test(test_lab_rebalance SOURCES test_lab_rebalance.cpp lab_test_util.h FIXTURES kafka1 LABELS integration TIMEOUT 240)
kafscope_add_test(test_lab_cli SOURCES test_lab_cli.cpp FIXTURES kafka1 LABELS integration TIMEOUT 300)
kafscope_add_test(test_rebalance_external SOURCES test_rebalance_external.cpp lab_test_util.h FIXTURES kafka1 LABELS integration TIMEOUT 240)
kafscope_add_test(test_rebalance_kip848 SOURCES test_rebalance_kip848.cpp lab_test_util.h FIXTURES kafka1 LABELS integration TIMEOUT 240)
