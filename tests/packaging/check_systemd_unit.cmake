# systemd-analyze verify on packaging/systemd/kafscope-monitor.service: the unit must parse with no
# message at all (verify exits 0 on an unknown key or a bad value, so any output fails the check).
# The program it starts is not installed on a build machine, so a copy starting CMake in its place
# is verified, after checking that the unit starts /usr/bin/kafscope-cli monitor with its options.
if(NOT SYSTEMD_ANALYZE)
    message(FATAL_ERROR "systemd-analyze is missing (Debian package systemd): the unit cannot be checked")
endif()
file(READ ${UNIT} text)
if(NOT text MATCHES "\nExecStart=/usr/bin/kafscope-cli monitor \\$KAFSCOPE_MONITOR_ARGS\n")
    message(FATAL_ERROR "${UNIT} does not start /usr/bin/kafscope-cli monitor $KAFSCOPE_MONITOR_ARGS")
endif()
foreach(key "EnvironmentFile=-/etc/default/kafscope-monitor" "DynamicUser=yes" "NoNewPrivileges=yes"
        "ProtectSystem=strict" "PrivateTmp=yes" "RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX"
        "Restart=on-failure")
    string(FIND "${text}" "\n${key}\n" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "${UNIT} lacks ${key}")
    endif()
endforeach()
string(REPLACE "\nExecStart=/usr/bin/kafscope-cli " "\nExecStart=${CMAKE_COMMAND} " text "${text}")
set(dir ${WORK_DIR}/systemd-unit-check)
file(REMOVE_RECURSE ${dir})
file(WRITE ${dir}/kafscope-monitor.service "${text}")
execute_process(COMMAND ${SYSTEMD_ANALYZE} verify ${dir}/kafscope-monitor.service
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0 OR NOT out STREQUAL "")
    message(FATAL_ERROR "systemd-analyze verify (exit ${rc}):\n${out}")
endif()
message(STATUS "kafscope-monitor.service verified")
