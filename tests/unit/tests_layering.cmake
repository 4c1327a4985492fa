# The ui layer rule: no include cycle between the folders of ui/, and no feature folder includes the
# shell's window (the views are composed in app/gui/application.cpp). The script first checks
# itself on a made-up tree with a cycle.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
add_test(NAME ui_layering COMMAND Python3::Interpreter ${CMAKE_CURRENT_SOURCE_DIR}/check_ui_layering.py
                                  ${PROJECT_SOURCE_DIR}/ui)
set_tests_properties(ui_layering PROPERTIES LABELS unit)
