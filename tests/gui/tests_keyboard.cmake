# Keyboard and navigation (issue #19): back/forward, Ctrl+K quick open, Ctrl+F, F5.
kafscope_add_test(test_keyboard_nav SOURCES test_keyboard_nav.cpp LIBS kafscope_app FIXTURES kafka1 LABELS gui)
