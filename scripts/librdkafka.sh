#!/usr/bin/env bash
# Builds a current static librdkafka (SSL, SASL/SCRAM, OIDC via curl, zstd, zlib, lz4) from Debian's own
# librdkafka source package, once, into the Kafscope cache, and prints its install prefix on stdout
# (everything else goes to stderr). Debian 12 ships 2.0.2, which cannot log in to Kafka 4 with SCRAM.
#
# The source comes from `apt-get source` with a private apt state folder and a deb-src entry whose
# URIs line is copied at run time from this machine's own apt sources; the system's apt configuration
# is never changed. apt checks the signed Release file with Debian's archive keyring.
#
#   KAFSCOPE_RDKAFKA_VERSION  upstream version to build (default below); if the archive does not serve
#                             it, the newest one >= the minimum that it serves is built instead
#   KAFSCOPE_CACHE            cache root (default ${XDG_CACHE_HOME:-~/.cache}/kafscope, like the Kafka jars)
set -euo pipefail

pinned="${KAFSCOPE_RDKAFKA_VERSION:-2.14.2}"
minimum=2.12.0
cache="${KAFSCOPE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kafscope}"
stamp_name=.kafscope-complete

log() { echo "librdkafka: $*" >&2; }
die() { echo "librdkafka: error: $*" >&2; exit 1; }

complete_prefix() { [ -f "$cache/librdkafka-$1/$stamp_name" ]; }

# --- 1. A complete cached build: nothing to do (no network, no apt).
if complete_prefix "$pinned"; then
  echo "$cache/librdkafka-$pinned"
  exit 0
fi
# The pinned version was not served earlier and a fallback was built: reuse that.
if [ -f "$cache/librdkafka-pin-$pinned" ]; then
  used=$(cat "$cache/librdkafka-pin-$pinned")
  if complete_prefix "$used"; then
    echo "$cache/librdkafka-$used"
    exit 0
  fi
fi

# --- 2. Tools and build dependencies (scripts/setup.sh installs them).
need=()
for p in dpkg-dev debian-archive-keyring libssl-dev libsasl2-dev libzstd-dev zlib1g-dev \
         libcurl4-openssl-dev build-essential pkg-config; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
[ ${#need[@]} -eq 0 ] || die "missing Debian packages: ${need[*]} (run scripts/setup.sh)"
keyring=/usr/share/keyrings/debian-archive-keyring.gpg
[ -f "$keyring" ] || die "$keyring not found"

# --- 3. The archive this machine already uses, copied from its own apt sources.
mirror_uri() {
  local f=/etc/apt/sources.list.d/debian.sources
  if [ -f "$f" ]; then
    # The first URIs line of a stanza that is not the security archive.
    awk '
      /^[[:space:]]*#/ { next }
      /^[[:space:]]*$/ { if (uri != "" && !sec) { print uri; exit } uri = ""; sec = 0; next }
      tolower($1) == "uris:" { uri = $2 }
      tolower($1) == "suites:" { for (i = 2; i <= NF; i++) if ($i ~ /-security$/) sec = 1 }
      END { if (uri != "" && !sec) print uri }' "$f" | head -n 1
    return
  fi
  if [ -f /etc/apt/sources.list ]; then
    # "deb [options] URI suite components": the URI of the first non-security line.
    awk '$1 ~ /^deb(-src)?$/ {
           i = 2; if ($i ~ /^\[/) { while ($i !~ /\]$/) i++; i++ }
           if ($(i + 1) !~ /-security$/ && $i !~ /security/) { print $i; exit } }' /etc/apt/sources.list
  fi
}
uri=$(mirror_uri || true)
[ -n "$uri" ] || die "no Debian archive URI found in /etc/apt/sources.list.d/debian.sources or /etc/apt/sources.list"

# --- 4. Private apt state: its own sources, lists and cache; the system's apt state is untouched.
apt_dir="$cache/apt-src"
mkdir -p "$apt_dir/sources.list.d" "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$apt_dir/src"
cat > "$apt_dir/sources.list.d/kafscope-librdkafka.sources" <<EOF
Types: deb-src
URIs: $uri
Suites: unstable testing
Components: main
Signed-By: $keyring
EOF
apt_opts=(
  -o Dir::Etc::SourceList=/dev/null
  -o "Dir::Etc::SourceParts=$apt_dir/sources.list.d"
  -o "Dir::State::Lists=$apt_dir/lists"
  -o "Dir::Cache=$apt_dir/cache"
  -o Dir::State::Status=/var/lib/dpkg/status
)
# As root, apt downloads as the _apt user, who cannot write into a private folder in root's home.
[ "$(id -u)" -ne 0 ] || apt_opts+=(-o APT::Sandbox::User=root)

log "reading the source index of Debian unstable/testing (private apt state in $apt_dir)"
apt-get "${apt_opts[@]}" -qq update >&2 || log "apt-get update reported errors; trying with what it fetched"
versions=$(apt-cache "${apt_opts[@]}" showsrc librdkafka 2>/dev/null | sed -n 's/^Version: //p' | sort -u)
[ -n "$versions" ] || die "the archive at $uri serves no librdkafka source package"

# Newest Debian version whose upstream part is the pin; else the newest >= minimum.
newest() {
  local best=""
  while read -r v; do
    [ -n "$v" ] || continue
    if [ -z "$best" ] || dpkg --compare-versions "$v" gt "$best"; then best=$v; fi
  done
  echo "$best"
}
upstream_of() { local v=${1#*:}; echo "${v%-*}"; }
debver=$(for v in $versions; do if [ "$(upstream_of "$v")" = "$pinned" ]; then echo "$v"; fi; done | newest)
if [ -z "$debver" ]; then
  debver=$(for v in $versions; do
             if dpkg --compare-versions "$(upstream_of "$v")" ge "$minimum"; then echo "$v"; fi
           done | newest)
  [ -n "$debver" ] || die "librdkafka $pinned is not served and nothing >= $minimum is (served: $(echo $versions))"
  log "librdkafka $pinned is not served (served: $(echo $versions)); using $debver instead"
fi
version=$(upstream_of "$debver")
prefix="$cache/librdkafka-$version"
echo "librdkafka: using Debian source package librdkafka $debver" >&2
if complete_prefix "$version"; then
  [ "$version" = "$pinned" ] || echo "$version" > "$cache/librdkafka-pin-$pinned"
  echo "$prefix"
  exit 0
fi

# --- 5. Fetch (apt checks each file against the signed index) and unpack. Debian's patches are left
# out: they only switch cJSON and nanopb/OpenTelemetry to system libraries that bookworm lacks and
# regenerate code in debian/rules; without them the upstream tree builds its own bundled copies.
work="$apt_dir/src/$debver"
rm -rf "$work"
mkdir -p "$work"
(cd "$work" && apt-get "${apt_opts[@]}" -qq source --download-only --only-source "librdkafka=$debver") >&2 \
  || die "apt-get source librdkafka=$debver failed"
# dpkg-source may warn that it cannot check the .dsc's inline signature: that is the uploader's key
# (debian-keyring, not installed); apt has already checked every file against the archive's signed index.
(cd "$work" && dpkg-source --skip-patches -x ./*.dsc "librdkafka-$version") >&2 \
  || die "dpkg-source could not unpack librdkafka $debver"
srcdir="$work/librdkafka-$version"
[ -x "$srcdir/configure" ] || die "no unpacked source tree in $work"

# --- 6. Build the C library only (src/, not the C++ wrapper, examples or tests) and install it into the
# cache. lz4 is librdkafka's bundled copy (--enable-lz4-ext did not pick up bookworm's liblz4 in a static
# build here, so it is not asked for).
start=$(date +%s)
log "building librdkafka $version into $prefix (log: $work/build.log)"
rm -rf "$prefix"
build_log="$work/build.log"
(
  cd "$srcdir" &&
  ./configure --prefix="$prefix" --enable-static --enable-ssl --enable-sasl --enable-zstd \
    --enable-zlib --enable-curl &&
  make -C src -j"$(nproc)" &&
  make -C src install
) > "$build_log" 2>&1 || { tail -n 40 "$build_log" >&2; die "build failed (full log: $build_log)"; }
seconds=$(( $(date +%s) - start ))
log "built in $seconds s"

# --- 7. Check what was built: a program linked against the static library reports its features. The
# libraries after librdkafka.a are the ones cmake/KafscopeRdkafka.cmake links too (the installed rdkafka-static.pc
# names none of them, and `pkg-config --static rdkafka` pulls in every private dependency of libcurl).
probe="$work/features"
printf '%s\n' '#include <stdio.h>' '#include <librdkafka/rdkafka.h>' \
  'int main(void) { char b[512]; size_t n = sizeof b; rd_kafka_conf_t *c = rd_kafka_conf_new();' \
  '  if (rd_kafka_conf_get(c, "builtin.features", b, &n) != RD_KAFKA_CONF_OK) return 1;' \
  '  printf("%s %s\n", rd_kafka_version_str(), b); rd_kafka_conf_destroy(c); return 0; }' > "$probe.c"
cc -o "$probe" "$probe.c" -I"$prefix/include" "$prefix/lib/librdkafka.a" \
  -lssl -lcrypto -lsasl2 -lzstd -lz -lcurl -lm -ldl -lpthread -lrt >&2 \
  || die "a program cannot link the static library"
report=$("$probe") || die "the probe program failed"
log "built $report"
for f in ssl sasl_scram sasl_oauthbearer oidc zstd lz4 gzip; do
  [[ ",${report#* }," == *",$f,"* ]] || die "builtin.features lacks $f: $report"
done

# --- 8. Done: the stamp is written last, so an interrupted build is never taken for a complete one.
rm -rf "$srcdir" "$work"/*.orig.tar.* "$work"/*.debian.tar.*
echo "debian=$debver built_seconds=$seconds version_features=$report" > "$prefix/$stamp_name"
[ "$version" = "$pinned" ] || echo "$version" > "$cache/librdkafka-pin-$pinned"
echo "$prefix"
