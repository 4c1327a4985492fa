# Typed error text and the zh_CN translation (issues #19, #20).
kafscope_add_test(test_error_text SOURCES test_error_text.cpp LABELS unit)
# Every user-visible string of core/, ui/ and app/ has a finished translation in resources/i18n
# (lupdate over the sources into a copy of each .ts; scripts/i18n.py update adds new ones).
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME i18n_complete COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/scripts/i18n.py check)
set_tests_properties(i18n_complete PROPERTIES LABELS unit TIMEOUT 120)
