# Priority-consumer harness GUI: configure and run, results and comparison tables, charts, openers.
kafscope_add_test(test_harness_view SOURCES test_harness_view.cpp LIBS kafscope_app FIXTURES kafka1 LABELS gui TIMEOUT 240)
# The comparison ranked, its best values marked, the charts of every run (issue #33); no broker.
kafscope_add_test(test_harness_comparison SOURCES test_harness_comparison.cpp LIBS kafscope_app LABELS gui TIMEOUT 60)
