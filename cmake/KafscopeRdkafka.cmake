# The librdkafka Kafscope links, as the target Kafscope::rdkafka.
#
# By default: the static librdkafka that scripts/librdkafka.sh builds from Debian's source package into
# the cache (scripts/build.sh runs it and passes -DKAFSCOPE_RDKAFKA_PREFIX). Its own dependencies are
# linked as the system's shared libraries. With -DKAFSCOPE_SYSTEM_RDKAFKA=ON: the system's librdkafka
# found by pkg-config, which must be new enough (Debian 12's 2.0.2 is not: see docs/LIBRDKAFKA.md).

set(KAFSCOPE_RDKAFKA_MIN_VERSION 2.12.0)
option(KAFSCOPE_SYSTEM_RDKAFKA
       "Link the system's librdkafka (>= ${KAFSCOPE_RDKAFKA_MIN_VERSION}) instead of scripts/librdkafka.sh's" OFF)
set(KAFSCOPE_RDKAFKA_PREFIX "" CACHE PATH
    "Install prefix of the static librdkafka built by scripts/librdkafka.sh (it prints it)")

if(KAFSCOPE_SYSTEM_RDKAFKA)
    pkg_check_modules(RDKAFKA IMPORTED_TARGET GLOBAL rdkafka)
    if(NOT RDKAFKA_FOUND)
        message(FATAL_ERROR "KAFSCOPE_SYSTEM_RDKAFKA=ON but pkg-config finds no rdkafka. Install librdkafka "
                            "${KAFSCOPE_RDKAFKA_MIN_VERSION} or newer, or drop the option to use "
                            "scripts/librdkafka.sh's build.")
    endif()
    if(RDKAFKA_VERSION VERSION_LESS KAFSCOPE_RDKAFKA_MIN_VERSION)
        message(FATAL_ERROR "KAFSCOPE_SYSTEM_RDKAFKA=ON but the system's librdkafka is ${RDKAFKA_VERSION}; "
                            "Kafscope needs ${KAFSCOPE_RDKAFKA_MIN_VERSION} or newer (SCRAM with Kafka 4, "
                            "OIDC). Drop the option to use scripts/librdkafka.sh's build.")
    endif()
    add_library(Kafscope::rdkafka ALIAS PkgConfig::RDKAFKA)
    set(KAFSCOPE_RDKAFKA_USED "system librdkafka ${RDKAFKA_VERSION}")
else()
    if(NOT KAFSCOPE_RDKAFKA_PREFIX)
        message(FATAL_ERROR "No librdkafka: run scripts/build.sh (it builds librdkafka with "
                            "scripts/librdkafka.sh), or pass -DKAFSCOPE_RDKAFKA_PREFIX=\"$(scripts/librdkafka.sh)\", "
                            "or -DKAFSCOPE_SYSTEM_RDKAFKA=ON for a system librdkafka >= "
                            "${KAFSCOPE_RDKAFKA_MIN_VERSION}.")
    endif()
    set(_rdk_header ${KAFSCOPE_RDKAFKA_PREFIX}/include/librdkafka/rdkafka.h)
    set(_rdk_archive ${KAFSCOPE_RDKAFKA_PREFIX}/lib/librdkafka.a)
    if(NOT EXISTS ${_rdk_header} OR NOT EXISTS ${_rdk_archive})
        message(FATAL_ERROR "KAFSCOPE_RDKAFKA_PREFIX=${KAFSCOPE_RDKAFKA_PREFIX} holds no librdkafka.a and "
                            "rdkafka.h; run scripts/librdkafka.sh.")
    endif()
    # RD_KAFKA_VERSION is 0xMMmmrrpp.
    file(STRINGS ${_rdk_header} _rdk_define REGEX "^#define RD_KAFKA_VERSION +0x[0-9a-fA-F]+")
    string(REGEX MATCH "0x([0-9a-fA-F][0-9a-fA-F])([0-9a-fA-F][0-9a-fA-F])([0-9a-fA-F][0-9a-fA-F])"
           _rdk_hex "${_rdk_define}")
    math(EXPR _rdk_major "0x${CMAKE_MATCH_1}")
    math(EXPR _rdk_minor "0x${CMAKE_MATCH_2}")
    math(EXPR _rdk_patch "0x${CMAKE_MATCH_3}")
    set(RDKAFKA_VERSION ${_rdk_major}.${_rdk_minor}.${_rdk_patch})
    if(RDKAFKA_VERSION VERSION_LESS KAFSCOPE_RDKAFKA_MIN_VERSION)
        message(FATAL_ERROR "${KAFSCOPE_RDKAFKA_PREFIX} holds librdkafka ${RDKAFKA_VERSION}; Kafscope needs "
                            "${KAFSCOPE_RDKAFKA_MIN_VERSION} or newer.")
    endif()
    # librdkafka.a's private dependencies, as the system's shared libraries (the same list
    # scripts/librdkafka.sh links its check program with).
    set(_rdk_deps)
    foreach(_lib ssl crypto sasl2 zstd z curl)
        find_library(KAFSCOPE_RDKAFKA_DEP_${_lib} NAMES ${_lib})
        if(NOT KAFSCOPE_RDKAFKA_DEP_${_lib})
            message(FATAL_ERROR "lib${_lib} (needed by the static librdkafka) not found: run scripts/setup.sh")
        endif()
        list(APPEND _rdk_deps ${KAFSCOPE_RDKAFKA_DEP_${_lib}})
    endforeach()
    find_package(Threads REQUIRED)
    add_library(Kafscope::rdkafka STATIC IMPORTED GLOBAL)
    set_target_properties(Kafscope::rdkafka PROPERTIES
        IMPORTED_LOCATION ${_rdk_archive}
        INTERFACE_INCLUDE_DIRECTORIES ${KAFSCOPE_RDKAFKA_PREFIX}/include
        INTERFACE_LINK_LIBRARIES "${_rdk_deps};Threads::Threads;${CMAKE_DL_LIBS};m;rt")
    set(KAFSCOPE_RDKAFKA_USED "static librdkafka ${RDKAFKA_VERSION} from ${KAFSCOPE_RDKAFKA_PREFIX}")
endif()
message(STATUS "Kafscope links ${KAFSCOPE_RDKAFKA_USED}")
