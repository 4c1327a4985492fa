# Issue #20: closing the window mid-run never blocks the GUI thread or the program's exit.
kafscope_add_test(test_close_during_run SOURCES test_close_during_run.cpp LIBS kafscope_ui FIXTURES kafka1 LABELS gui TIMEOUT 180)
