kafscope_add_test(test_topics_view SOURCES test_topics_view.cpp LIBS kafscope_app FIXTURES kafka1 LABELS gui TIMEOUT 180)
# The topic page (Consumers tab, Produce, configs in human units) on kafka1 and kafka3 at 1280x800
# and 960x600, and the brokers view of three nodes (never a KRaft "controller").
kafscope_add_test(test_topic_page SOURCES test_topic_page.cpp LIBS kafscope_app kafscope_groups_test_support
                  FIXTURES kafka1 kafka3 LABELS gui TIMEOUT 300 RESOURCE_LOCK kafka3_nodes)
# The Move replicas dialog (issue #36) on kafka3: plan, typed confirmation, a factor raised to 3
# followed to its end, a throttled move found under way by a second dialog and cancelled.
kafscope_add_test(test_reassign_dialog SOURCES test_reassign_dialog.cpp LIBS kafscope_app
                  FIXTURES kafka3 LABELS gui TIMEOUT 400 RESOURCE_LOCK kafka3_nodes)
