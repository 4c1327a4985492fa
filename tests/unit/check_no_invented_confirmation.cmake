# Core never invents a user's confirmation: only the UI (a name typed back, an override box) and the
# CLI (--yes, --allow-internal) make one. Fails when a core source outside the write policy itself
# calls WriteGuard::confirmationFor or internalOverrideFor.
file(GLOB_RECURSE sources ${ROOT}/core/*.cpp ${ROOT}/core/*.h)
set(found "")
foreach(f ${sources})
    if(f MATCHES "/admin/write_guard\\.(h|cpp)$")
        continue()
    endif()
    file(STRINGS ${f} lines REGEX "(confirmationFor|internalOverrideFor)[ ]*\\(")
    foreach(l ${lines})
        string(APPEND found "${f}: ${l}\n")
    endforeach()
endforeach()
if(found)
    message(FATAL_ERROR "core makes up a confirmation the user never gave:\n${found}")
endif()
message(STATUS "checked ${ROOT}/core: no invented confirmation")
