# Transactions (core/transactions, kafscope-cli transactions) with Kafka's own transactional producer
# (tests/peers/java-txn) and kafka-transactions (TransactionsCommand) as peers: an open transaction
# on the shared broker; a hanging one on a private broker the test restarts.
kafscope_add_test(test_transactions SOURCES test_transactions.cpp FIXTURES kafka1 LABELS integration TIMEOUT 300)
target_compile_definitions(test_transactions PRIVATE
    KAFSCOPE_JAVA_TXN="${PROJECT_SOURCE_DIR}/tests/peers/java-txn/OpenTransaction.java")
add_dependencies(test_transactions kafscope-cli)
