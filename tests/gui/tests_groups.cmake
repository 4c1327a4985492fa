# Consumer groups GUI: group list, detail, lag chart and CSV, reset dialog, __consumer_offsets explorer.
kafscope_add_test(test_groups_view SOURCES test_groups_view.cpp LIBS kafscope_app kafscope_groups_test_support
                  FIXTURES kafka1 LABELS gui TIMEOUT 240)
# --open groups|group:G|offsets --screenshot: filled when shot, and the program writes the images.
kafscope_add_test(test_groups_screenshot SOURCES test_groups_screenshot.cpp LIBS kafscope_app kafscope_groups_test_support
                  FIXTURES kafka1 LABELS gui TIMEOUT 180)
kafscope_add_test(test_offsets_log_model SOURCES test_offsets_log_model.cpp LIBS kafscope_ui LABELS gui)
# Issue 33: per-partition Lag and the rebalance list's stop and cause whole at 1280x800 and 960x600,
# en and zh_CN, light and dark; the rebalance chart's legend, generation labels and lab panel.
kafscope_add_test(test_groups_rebalance_fit SOURCES test_groups_rebalance_fit.cpp LIBS kafscope_app kafscope_groups_test_support
                  FIXTURES kafka1 LABELS gui TIMEOUT 300)
# A share group (KIP-932, kafka-console-share-consumer as its member) in the groups view and its detail.
kafscope_add_test(test_share_group_view SOURCES test_share_group_view.cpp LIBS kafscope_app kafscope_groups_test_support
                  FIXTURES kafka1 LABELS gui TIMEOUT 300)
