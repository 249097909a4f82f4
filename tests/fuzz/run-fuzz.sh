#!/bin/sh
# Long libFuzzer runs (make fuzz, from the repository's root): every family of tests/fuzz/fuzz_lwc.c
# (aead, hash, cipher, and each primitive's own, tests/<p>/fuzz_<p>*.c) in turn, each for
# FUZZ_SECONDS (default 600) with a corpus kept under build/fuzz-corpus/<family> between runs
# (a crashing input is written to build/fuzz-corpus/crash-*).
# usage: tests/fuzz/run-fuzz.sh FUZZER [SECONDS] [CORPUS_ROOT]
set -eu
fuzzer=$1
seconds=${2:-600}
corpus=${3:-build/fuzz-corpus}
# FUZZ_JOBS=N (N > 1): N parallel workers per family (libFuzzer then logs to fuzz-*.log in $corpus).
jobs=${FUZZ_JOBS:-1}
mkdir -p "$corpus"
corpus=$(cd "$corpus" && pwd)
families=$(for p in $(python3 tools/lwcprimitives list); do
    if ls tests/"$p"/fuzz_"$p"*.c >/dev/null 2>&1; then echo "$p"; fi
done)
for kind in aead hash cipher $families; do
    mkdir -p "$corpus/$kind"
    echo "fuzz: $kind for $seconds s (corpus $corpus/$kind)"
    if [ "$jobs" -gt 1 ]; then
        (cd "$corpus" && LWC_FUZZ_KIND=$kind "$fuzzer" -max_total_time="$seconds" -max_len=1400 -len_control=0 \
            -print_final_stats=1 -artifact_prefix="$corpus/" -jobs="$jobs" -workers="$jobs" "$corpus/$kind")
    else
        LWC_FUZZ_KIND=$kind "$fuzzer" -max_total_time="$seconds" -max_len=1400 -len_control=0 \
            -print_final_stats=1 -artifact_prefix="$corpus/" "$corpus/$kind"
    fi
done
echo "fuzz: all families ran $seconds s each without a finding"
