# Message browser against the real broker: start modes, partitions, limits, tail, codecs, nulls,
# headers, big values, transactions, the no-group guarantee, and the consume CLI.
kafscope_add_test(test_browse_reader SOURCES test_browse_reader.cpp FIXTURES kafka1 LABELS integration TIMEOUT 240)
kafscope_add_test(test_browse_safety SOURCES test_browse_safety.cpp FIXTURES kafka1 LABELS integration TIMEOUT 180)
kafscope_add_test(test_consume_cli SOURCES test_consume_cli.cpp FIXTURES kafka1 LABELS integration TIMEOUT 180)
