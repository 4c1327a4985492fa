# Rebalance stops (issue 23) on the timeline: gaps in the members' lanes, exact and estimated.
kafscope_add_test(test_timeline_stops SOURCES test_timeline_stops.cpp LIBS kafscope_ui FIXTURES kafka1 LABELS gui TIMEOUT 240)
