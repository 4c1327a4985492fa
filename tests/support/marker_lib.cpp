// A shared library whose constructor creates the file named by KAFSCOPE_MARKER_FILE: the hardening
// tests hand it to properties that would load code and check that the file never appears.
#include <cstdio>
#include <cstdlib>

__attribute__((constructor)) static void kafscopeMarkerLoaded()
{
    if (const char *path = std::getenv("KAFSCOPE_MARKER_FILE"))
        if (std::FILE *f = std::fopen(path, "w"))
            std::fclose(f);
}
