#!/usr/bin/env bash
# Builds one of Kafscope's lab consumers and puts an executable OUTDIR/lab-consumer-CLIENT that
# takes the lab consumer flags (see README.md):
#
#   build.sh CLIENT OUTDIR        CLIENT: kafka-go | sarama | java | python
#
# kafka-go, sarama: `go build` of the example (the executable is the Go binary itself). The Go
#   environment is used as it is: GOMODCACHE, GOCACHE, GOFLAGS, GOTOOLCHAIN, GOPROXY...
# java: javac of LabConsumer.java against a Kafka distribution's libs directory: $KAFKA_LIBS, or
#   the newest ~/.cache/kafscope/kafka-*/libs. The wrapper looks for it the same way when it runs
#   (falling back to the directory found at build time) and execs java.
# python: a venv in OUTDIR/venv (python3 -m venv) with requirements.txt installed by pip (which
#   honours PIP_CACHE_DIR, PIP_FIND_LINKS, ...); the wrapper execs the venv's python.
#
# Every wrapper `exec`s the real program, so the signals the lab sends (SIGTERM, SIGKILL,
# SIGSTOP/SIGCONT, SIGUSR1) reach the consumer process itself.
set -euo pipefail

usage() {
    echo "usage: $0 kafka-go|sarama|java|python OUTDIR" >&2
    exit 2
}
[ $# -eq 2 ] || usage
client=$1
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
mkdir -p "$2"
out=$(cd "$2" && pwd)
case "$out" in *"'"*) echo "build.sh: OUTDIR must not contain a single quote" >&2; exit 2 ;; esac
wrapper="$out/lab-consumer-$client"

# Finds a Kafka libs directory: $KAFKA_LIBS, else the newest ~/.cache/kafscope/kafka-*/libs.
find_kafka_libs() {
    if [ -n "${KAFKA_LIBS:-}" ]; then
        echo "$KAFKA_LIBS"
        return
    fi
    local d
    d=$(ls -d "$HOME"/.cache/kafscope/kafka-*/libs 2>/dev/null | sort -V | tail -n 1 || true)
    [ -n "$d" ] && echo "$d"
}

case "$client" in
kafka-go | sarama)
    # The example's own module; `go build` runs in it and leaves the source tree alone.
    (cd "$here/$client" && go build -o "$wrapper" .)
    ;;

java)
    libs=$(find_kafka_libs || true)
    if [ -z "$libs" ] || ! ls "$libs"/kafka-clients-*.jar >/dev/null 2>&1; then
        echo "build.sh: no Kafka libs directory with kafka-clients (set KAFKA_LIBS)" >&2
        exit 1
    fi
    javac=javac
    java=java
    if [ -n "${JAVA_HOME:-}" ]; then
        javac="$JAVA_HOME/bin/javac"
        java="$JAVA_HOME/bin/java"
    fi
    rm -rf "$out/java-classes"
    mkdir -p "$out/java-classes"
    # -nowarn: sun.misc.Signal (for a clean SIGTERM exit code) draws an "internal API" warning.
    "$javac" -nowarn -cp "$libs/*" -d "$out/java-classes" "$here/java/LabConsumer.java" 2>&1 |
        { grep -v -e 'internal proprietary API' -e 'sun.misc.Signal' -e '^ *\^' -e '^[0-9]* warnings*$' || true; } >&2
    [ -f "$out/java-classes/LabConsumer.class" ] || { echo "build.sh: javac failed" >&2; exit 1; }
    cat >"$wrapper" <<EOF
#!/usr/bin/env bash
# Kafscope lab consumer (Java, kafka-clients), built by build.sh. Execs java: signals reach it.
libs=\${KAFKA_LIBS:-}
if [ -z "\$libs" ]; then
    libs=\$(ls -d "\$HOME"/.cache/kafscope/kafka-*/libs 2>/dev/null | sort -V | tail -n 1 || true)
    [ -n "\$libs" ] || libs='$libs'
fi
exec ${java@Q} -cp '$out/java-classes':"\$libs/*" LabConsumer "\$@"
EOF
    ;;

python)
    [ -x "$out/venv/bin/python" ] || python3 -m venv "$out/venv"
    "$out/venv/bin/python" -m pip install --quiet -r "$here/python/requirements.txt"
    mkdir -p "$out/python"
    cp "$here/python/lab_consumer.py" "$out/python/lab_consumer.py"
    cat >"$wrapper" <<EOF
#!/bin/sh
# Kafscope lab consumer (Python, confluent-kafka), built by build.sh. Execs python: signals reach it.
exec '$out/venv/bin/python' '$out/python/lab_consumer.py' "\$@"
EOF
    ;;

*)
    usage
    ;;
esac

chmod +x "$wrapper"
echo "$wrapper"
