# Themes and the palette (issue #19): --theme, the View menu, error colours, charts.
kafscope_add_test(test_theme SOURCES test_theme.cpp LIBS kafscope_app LABELS gui)
