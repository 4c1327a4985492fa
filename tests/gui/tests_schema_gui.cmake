# Schema registry in the GUI (issue #18), against kafka1sr (one broker and Apicurio Registry).
function(kafscope_add_schema_gui_test name)
    kafscope_add_test(${name} ${ARGN})
    set_property(TEST ${name} APPEND PROPERTY ENVIRONMENT "KAFSCOPE_TEST_KAFKA1SR_DIR=${KAFSCOPE_TEST_KAFKA1SR_DIR}")
endfunction()

# The message browser decodes framed Avro keys and values in its thread: Schema column, detail pane,
# decoder choice, filters on decoded fields, per-row reasons for what does not decode.
kafscope_add_schema_gui_test(test_schema_message_browser SOURCES test_schema_message_browser.cpp LIBS kafscope_app
                             FIXTURES kafka1sr LABELS gui TIMEOUT 180)

# The Schemas view: subjects, versions, pretty schema, compatibility level and check, register,
# delete with the name typed back, read-only refusal.
kafscope_add_schema_gui_test(test_schemas_view SOURCES test_schemas_view.cpp LIBS kafscope_app
                             FIXTURES kafka1sr LABELS gui TIMEOUT 180)

# The Produce view with value and key schemas: the spec's bytes on the topic, read back by core's
# decoder; a pinned version; JSON that does not fit names the field and sends nothing.
kafscope_add_schema_gui_test(test_schema_produce_view SOURCES test_schema_produce_view.cpp LIBS kafscope_app
                             FIXTURES kafka1sr LABELS gui TIMEOUT 180)
