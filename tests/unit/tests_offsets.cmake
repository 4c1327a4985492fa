kafscope_add_test(test_offsets_decoder SOURCES test_offsets_decoder.cpp offsets_bytes.h LABELS unit)
kafscope_add_test(test_offsets_fuzz SOURCES test_offsets_fuzz.cpp offsets_bytes.h LABELS unit TIMEOUT 120)
