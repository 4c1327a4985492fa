# The Transactions view on a private broker (its own, restarted to make a hanging transaction),
# with Kafka's transactional producer (tests/peers/java-txn) as a peer.
kafscope_add_test(test_transactions_view SOURCES test_transactions_view.cpp LIBS kafscope_app LABELS gui TIMEOUT 300)
target_compile_definitions(test_transactions_view PRIVATE
    KAFSCOPE_JAVA_TXN="${PROJECT_SOURCE_DIR}/tests/peers/java-txn/OpenTransaction.java")
add_dependencies(test_transactions_view kafscope-cli)
