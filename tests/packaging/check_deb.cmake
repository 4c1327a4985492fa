# Builds the DEB package and checks what a user installs: the programs (stripped, with their debug
# information in the separate -dbgsym package), desktop file, metainfo and icon, the monitor's
# systemd unit, its options file (a conffile, root's only), Prometheus rules and Grafana dashboard;
# no dependency on Debian's librdkafka1 (librdkafka is linked statically); and that the packaged CLI runs from the
# unpacked package and reports the librdkafka it was built with.
set(out ${BUILD_DIR}/package-test)
file(REMOVE_RECURSE ${out})
execute_process(COMMAND cpack -G DEB -B ${out} WORKING_DIRECTORY ${BUILD_DIR}
                RESULT_VARIABLE rc OUTPUT_VARIABLE log ERROR_VARIABLE log)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cpack failed:\n${log}")
endif()
file(GLOB debs ${out}/*.deb)
list(LENGTH debs n)
if(NOT n EQUAL 1)
    message(FATAL_ERROR "expected one .deb in ${out}, found ${n}")
endif()
file(GLOB ddebs ${out}/*.ddeb)
list(LENGTH ddebs n)
if(NOT n EQUAL 1)
    message(FATAL_ERROR "expected one debug-symbols .ddeb in ${out}, found ${n}:\n${log}")
endif()
execute_process(COMMAND dpkg-deb -c ${debs} OUTPUT_VARIABLE listing RESULT_VARIABLE rc)
foreach(path usr/bin/kafscope usr/bin/kafscope-cli usr/share/applications/io.github.kafscope.Kafscope.desktop
        usr/share/metainfo/io.github.kafscope.Kafscope.metainfo.xml
        usr/share/icons/hicolor/scalable/apps/io.github.kafscope.Kafscope.svg
        lib/systemd/system/kafscope-monitor.service etc/default/kafscope-monitor
        usr/share/kafscope/prometheus/kafscope-rules.yml
        usr/share/kafscope/prometheus/kafscope-rules.test.yml
        usr/share/kafscope/grafana/kafscope-dashboard.json)
    if(NOT listing MATCHES "${path}")
        message(FATAL_ERROR "${path} missing from the package:\n${listing}")
    endif()
endforeach()
# The monitor's options may hold secrets (KAFSCOPE_MONITOR_PASSWORD, KAFSCOPE_SECRET_*) and are the
# administrator's: root's only, and a conffile that an upgrade does not overwrite.
if(NOT listing MATCHES "-rw------- root/root [^\n]* \\./etc/default/kafscope-monitor\n")
    message(FATAL_ERROR "etc/default/kafscope-monitor is not -rw------- root/root:\n${listing}")
endif()
execute_process(COMMAND dpkg-deb -I ${debs} conffiles OUTPUT_VARIABLE conffiles RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT conffiles MATCHES "^/etc/default/kafscope-monitor\n")
    message(FATAL_ERROR "/etc/default/kafscope-monitor is not a conffile of the package (rc ${rc}):\n${conffiles}")
endif()
execute_process(COMMAND dpkg-deb -f ${debs} Depends OUTPUT_VARIABLE depends OUTPUT_STRIP_TRAILING_WHITESPACE)
if(depends MATCHES "librdkafka")
    message(FATAL_ERROR "the package depends on Debian's librdkafka: ${depends}")
endif()
execute_process(COMMAND dpkg-deb -f ${debs} Recommends OUTPUT_VARIABLE recommends OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT recommends MATCHES "gnome-keyring")
    message(FATAL_ERROR "the package does not recommend a Secret Service (gnome-keyring): ${recommends}")
endif()
# Plugins Qt loads at run time, which shlibdeps cannot see: the SVG icons and the history's SQLite driver.
foreach(lib libqt6svg6 libqt6sql6-sqlite)
    if(NOT depends MATCHES "${lib}")
        message(FATAL_ERROR "the package does not depend on ${lib} (a Qt plugin loaded at run time): ${depends}")
    endif()
endforeach()
foreach(lib libcurl4 libsasl2-2 libssl3 libzstd1)
    if(NOT depends MATCHES "${lib}")
        message(FATAL_ERROR "the package does not depend on ${lib} (static librdkafka needs it): ${depends}")
    endif()
endforeach()

# Unpack and look at the programs themselves.
set(root ${out}/root)
execute_process(COMMAND dpkg-deb -x ${debs} ${root} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "dpkg-deb -x failed")
endif()
foreach(prog kafscope kafscope-cli)
    execute_process(COMMAND readelf -S -W ${root}/usr/bin/${prog} OUTPUT_VARIABLE sections)
    if(sections MATCHES "\\.debug_info")
        message(FATAL_ERROR "usr/bin/${prog} in the package still has its debug information")
    endif()
    execute_process(COMMAND readelf -d ${root}/usr/bin/${prog} OUTPUT_VARIABLE dynamic)
    if(dynamic MATCHES "librdkafka")
        message(FATAL_ERROR "usr/bin/${prog} links a shared librdkafka:\n${dynamic}")
    endif()
    file(SIZE ${root}/usr/bin/${prog} size)
    message(STATUS "usr/bin/${prog}: ${size} bytes")
endforeach()
execute_process(COMMAND dpkg-deb -c ${ddebs} OUTPUT_VARIABLE dlisting)
if(NOT dlisting MATCHES "usr/lib/debug/")
    message(FATAL_ERROR "the debug-symbols package holds no usr/lib/debug files:\n${dlisting}")
endif()
execute_process(COMMAND ${root}/usr/bin/kafscope-cli version --json
                RESULT_VARIABLE rc OUTPUT_VARIABLE version ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT version MATCHES "\"librdkafka\": *\"2\\.(1[2-9]|[2-9][0-9])")
    message(FATAL_ERROR "the packaged kafscope-cli did not report librdkafka >= 2.12 (rc ${rc}):\n${version}${err}")
endif()
file(SIZE ${debs} debsize)
message(STATUS "package ok: ${debs} (${debsize} bytes); ${version}")
