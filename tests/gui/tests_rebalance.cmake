kafscope_add_test(test_rebalance_view SOURCES test_rebalance_view.cpp LIBS kafscope_app FIXTURES kafka1 LABELS gui TIMEOUT 240)
kafscope_add_test(test_timeline_chart SOURCES test_timeline_chart.cpp LIBS kafscope_ui LABELS gui)
kafscope_add_test(test_rebalance_lab_kip848 SOURCES test_rebalance_lab_kip848.cpp LIBS kafscope_app FIXTURES kafka1 LABELS gui TIMEOUT 240)
