# The cluster dashboard: health strip, rates and lag with their SQLite history, click-through.
kafscope_add_test(test_dashboard SOURCES test_dashboard.cpp LIBS kafscope_ui kafscope_groups_test_support
                  FIXTURES kafka1 LABELS gui TIMEOUT 240)
