#!/usr/bin/env bash
# Prints the path of Apache Kafka's kafka-clients jar (everything else goes to stderr): the build
# generates its protocol codecs from the message specifications inside it (common/message/*.json,
# scripts/kafka_codegen.py). The jar of a Kafka the tests already fetched is used when present;
# otherwise Maven copies org.apache.kafka:kafka-clients from Maven Central (through the mirror this
# machine's Maven settings name) into the Kafscope cache, once.
#
#   $1 / KAFSCOPE_KAFKA_VERSION   the Kafka version (the build passes the one it was configured with)
#   KAFSCOPE_CACHE                cache root (default ${XDG_CACHE_HOME:-~/.cache}/kafscope)
set -euo pipefail

version="${1:-${KAFSCOPE_KAFKA_VERSION:?the Kafka version}}"
cache="${KAFSCOPE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kafscope}"
log() { echo "kafka-clients: $*" >&2; }

for jar in "$cache/kafka-$version/libs/kafka-clients-$version.jar" \
           "$cache/kafka-clients-$version/kafka-clients-$version.jar"; do
  if [ -s "$jar" ] && python3 -c 'import sys, zipfile
sys.exit(0 if "common/message/ApiVersionsRequest.json" in zipfile.ZipFile(sys.argv[1]).namelist() else 1)' \
       "$jar" 2>/dev/null; then
    echo "$jar"
    exit 0
  fi
done

command -v mvn >/dev/null || { log "error: Maven (mvn) not found; scripts/setup.sh installs it"; exit 1; }
dest="$cache/kafka-clients-$version"
mkdir -p "$dest"
log "fetching org.apache.kafka:kafka-clients:$version from Maven Central"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! (cd "$tmp" && mvn -B -q org.apache.maven.plugins:maven-dependency-plugin:3.6.1:copy \
        -Dartifact="org.apache.kafka:kafka-clients:$version" -DoutputDirectory="$tmp/out" \
        -Dmdep.overWriteReleases=true >&2); then
  log "error: Maven could not fetch kafka-clients $version"
  exit 1
fi
mv "$tmp/out/kafka-clients-$version.jar" "$dest/"
echo "$dest/kafka-clients-$version.jar"
