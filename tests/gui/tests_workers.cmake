# Issue #20: closing the window mid-run never blocks the GUI thread or the program's exit.
add_executable(close_during_run_driver close_during_run_driver.cpp)
target_link_libraries(close_during_run_driver PRIVATE kafscope_app)
kafscope_add_test(test_close_during_run SOURCES test_close_during_run.cpp LIBS kafscope_app FIXTURES kafka1 LABELS gui TIMEOUT 180)
target_compile_definitions(test_close_during_run PRIVATE CLOSE_DURING_RUN_DRIVER="$<TARGET_FILE:close_during_run_driver>")
add_dependencies(test_close_during_run close_during_run_driver)
