# Consumer groups GUI: group list, detail, lag chart and CSV, reset dialog, __consumer_offsets explorer.
kafscope_add_test(test_groups_view SOURCES test_groups_view.cpp LIBS kafscope_app kafscope_groups_test_support
                  FIXTURES kafka1 LABELS gui TIMEOUT 240)
# --open groups|group:G|offsets --screenshot: filled when shot, and the program writes the images.
kafscope_add_test(test_groups_screenshot SOURCES test_groups_screenshot.cpp LIBS kafscope_app kafscope_groups_test_support
                  FIXTURES kafka1 LABELS gui TIMEOUT 180)
kafscope_add_test(test_offsets_log_model SOURCES test_offsets_log_model.cpp LIBS kafscope_ui LABELS gui)
