# Message browser GUI: browse, filter, details and decoders, export, copy, produce again, budget.
kafscope_add_test(test_message_browser SOURCES test_message_browser.cpp LIBS kafscope_app FIXTURES kafka1 LABELS gui TIMEOUT 180)
