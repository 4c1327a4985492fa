kafscope_add_test(test_topics_view SOURCES test_topics_view.cpp LIBS kafscope_app FIXTURES kafka1 LABELS gui TIMEOUT 180)
