# Saved profiles with a real Secret Service (gnome-keyring in a private D-Bus session, issue #16):
# the secret lands in the keyring, a SCRAM profile connects to kafka1sasl, an imported Java SASL_SSL
# file connects to kafka1secure, no file under the config, data and cache folders holds a secret.
# Run through with_secret_service.sh, so not with kafscope_add_test's plain command.
add_executable(test_profiles_keyring test_profiles_keyring.cpp)
target_link_libraries(test_profiles_keyring PRIVATE kafscope_test_support Qt6::Test Qt6::Gui)
kafscope_test_build_options(test_profiles_keyring "Qt6::Gui")
add_dependencies(test_profiles_keyring kafscope-cli kafscope)
add_test(NAME test_profiles_keyring
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/with_secret_service.sh $<TARGET_FILE:test_profiles_keyring>)
set_tests_properties(test_profiles_keyring PROPERTIES ENVIRONMENT "${KAFSCOPE_TEST_ENV}" TIMEOUT 300
                     LABELS integration FIXTURES_REQUIRED "kafka1sasl;kafka1secure")
