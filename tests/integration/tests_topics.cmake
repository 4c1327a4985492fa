kafscope_add_test(test_topics_admin SOURCES test_topics_admin.cpp FIXTURES kafka1 LABELS integration TIMEOUT 180)
kafscope_add_test(test_topics_cli SOURCES test_topics_cli.cpp FIXTURES kafka1 LABELS integration TIMEOUT 180)
kafscope_add_test(test_topics_three_nodes SOURCES test_topics_three_nodes.cpp FIXTURES kafka3 LABELS integration
                  RESOURCE_LOCK kafka3_nodes TIMEOUT 240)
