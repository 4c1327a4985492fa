# Message browser: filter language, decoders, export formats (pure logic, with bounded fuzzing).
kafscope_add_test(test_browse_filter SOURCES test_browse_filter.cpp LABELS unit TIMEOUT 120)
kafscope_add_test(test_browse_decoders SOURCES test_browse_decoders.cpp LABELS unit TIMEOUT 120)
kafscope_add_test(test_browse_export SOURCES test_browse_export.cpp LABELS unit)
