// Compiled only so that CMake builds the tests' precompiled header (tests/CMakeLists.txt,
// kafscope_test_build_options); the tests of one directory and Qt flavour reuse it.
