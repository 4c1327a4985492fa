# The window at its default size (issue #19): navigator entries and table headers never elide.
kafscope_add_test(test_layout_fit SOURCES test_layout_fit.cpp LIBS kafscope_app FIXTURES kafka1 LABELS gui)
