# Every colour under ui/ comes from the palette (ui/common/palette.cpp): no literal colour elsewhere.
add_test(NAME ui_literal_colours
         COMMAND ${CMAKE_COMMAND} -DUI_DIR=${PROJECT_SOURCE_DIR}/ui -P ${CMAKE_CURRENT_SOURCE_DIR}/check_ui_colours.cmake)
set_tests_properties(ui_literal_colours PROPERTIES LABELS unit)
