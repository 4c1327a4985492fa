# The Kafka Connect view (issue #38) against kafka1connect's real Connect worker: list, detail, create
# with the worker's validation, config changes, pause/resume, a failed task's trace and restart, delete.
kafscope_add_test(test_connect_view SOURCES test_connect_view.cpp LIBS kafscope_app FIXTURES kafka1connect
                  LABELS gui TIMEOUT 300 RESOURCE_LOCK connect_worker)
set_property(TEST test_connect_view APPEND PROPERTY ENVIRONMENT "KAFSCOPE_TEST_KAFKA1CONNECT_DIR=${KAFSCOPE_TEST_KAFKA1CONNECT_DIR}")
