# The window at 960x600, half a 1920 screen (issue #33): every view usable, one row height.
kafscope_add_test(test_small_window SOURCES test_small_window.cpp LIBS kafscope_app FIXTURES kafka1
                  LABELS gui)
