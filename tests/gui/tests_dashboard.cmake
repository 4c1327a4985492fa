# The cluster dashboard: health strip, rates and lag with their SQLite history, click-through.
kafscope_add_test(test_dashboard SOURCES test_dashboard.cpp LIBS kafscope_app kafscope_groups_test_support
                  FIXTURES kafka1 LABELS gui TIMEOUT 240)
# A broker of kafka3 stopped and started: the health strip and the status bar turn degraded and back.
kafscope_add_test(test_health_status SOURCES test_health_status.cpp LIBS kafscope_app FIXTURES kafka3
                  LABELS gui TIMEOUT 300 RESOURCE_LOCK kafka3_nodes)
