#!/usr/bin/env bash
# Prints the path of an Apache Kafka jar holding message specifications (everything else goes to
# stderr): the build generates its protocol codecs from the specifications inside kafka-clients
# (common/message/*.json, scripts/kafka_codegen.py), and the decoder of __transaction_state from
# those inside kafka-transaction-coordinator. The jar of a Kafka the tests already fetched is used
# when present; otherwise Maven copies org.apache.kafka:ARTIFACT from Maven Central (through the
# mirror this machine's Maven settings name) into the Kafscope cache, once.
#
#   $1 / KAFSCOPE_KAFKA_VERSION   the Kafka version (the build passes the one it was configured with)
#   $2                            the artifact (default kafka-clients)
#   $3                            a specification the jar must hold (default ApiVersionsRequest)
#   KAFSCOPE_CACHE                cache root (default ${XDG_CACHE_HOME:-~/.cache}/kafscope)
set -euo pipefail

version="${1:-${KAFSCOPE_KAFKA_VERSION:?the Kafka version}}"
artifact="${2:-kafka-clients}"
spec="${3:-ApiVersionsRequest}"
case "$artifact" in kafka-*) ;; *) echo "kafka-clients: not a Kafka artifact: $artifact" >&2; exit 2 ;; esac
cache="${KAFSCOPE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/kafscope}"
log() { echo "$artifact: $*" >&2; }

for jar in "$cache/kafka-$version/libs/$artifact-$version.jar" \
           "$cache/$artifact-$version/$artifact-$version.jar"; do
  if [ -s "$jar" ] && python3 -c 'import sys, zipfile
sys.exit(0 if "common/message/" + sys.argv[2] + ".json" in zipfile.ZipFile(sys.argv[1]).namelist() else 1)' \
       "$jar" "$spec" 2>/dev/null; then
    echo "$jar"
    exit 0
  fi
done

command -v mvn >/dev/null || { log "error: Maven (mvn) not found; scripts/setup.sh installs it"; exit 1; }
dest="$cache/$artifact-$version"
mkdir -p "$dest"
log "fetching org.apache.kafka:$artifact:$version from Maven Central"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! (cd "$tmp" && mvn -B -q org.apache.maven.plugins:maven-dependency-plugin:3.6.1:copy \
        -Dartifact="org.apache.kafka:$artifact:$version" -DoutputDirectory="$tmp/out" \
        -Dmdep.overWriteReleases=true >&2); then
  log "error: Maven could not fetch $artifact $version"
  exit 1
fi
mv "$tmp/out/$artifact-$version.jar" "$dest/"
echo "$dest/$artifact-$version.jar"
