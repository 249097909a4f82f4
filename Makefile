# lwcrypt front door. The two commands a user types:
#   make test    install what is missing, build the host and every target, run every test
#   make bench   install what is missing, build, run the benchmarks, print the tables
# and the quick loop while working: make check (the host's tests and one simulated target's
# vectors: ctest -L quick; docs/architecture.md, "Which tests to run").
# Everything else is plumbing for those two. The targets are those of targets/list.txt (each has a
# preset of its name in CMakePresets.json and a descriptor, targets/<target>/target.json).

JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CTEST_FLAGS ?= --output-on-failure -j $(JOBS)
TARGETS := $(shell sed -e 's/\#.*//' targets/list.txt)
# every firmware target, each also in its other profiles (avr avr-small cm3 cm3-small ...): the
# configurations of tools/lwctargets.py, one preset and build tree each
CROSS := $(shell python3 tools/lwctargets.py configs)
PRESETS := host host-asan host-clang-asan host-native-o3 host-bench $(CROSS)

# the quick tier's simulated target (cmake/targets.cmake: LWC_QUICK_TARGET)
QUICK_TARGET ?= avr

.PHONY: all check deps build $(addprefix build-,$(PRESETS)) build-avr-m328p-small test test-host test-asan test-clang-asan test-native build-avr-m328p bench fuzz clean

all: build

# (DEPS_DONE=1: a make run by make test, whose deps ran already)
deps:
	@[ -n "$(DEPS_DONE)" ] || sh tools/install-deps.sh

build: $(addprefix build-,host $(CROSS))

build/%/build.ninja: CMakeLists.txt CMakePresets.json | deps
	@cmake --preset $* >/dev/null

$(addprefix build-,$(PRESETS)): build-%: build/%/build.ninja
	@cmake --build --preset $*

# The firmware-cost probes (bench/fit) built for the ATmega328P as well (the avr target's device
# atmega328p): make bench measures them.
build-avr-m328p: build/avr-m328p/build.ninja build/avr-m328p-small/build.ninja
	@cmake --build --preset avr-m328p
	@cmake --build --preset avr-m328p-small

# The quick tier: host tests (but packaging, Python, fuzzing and firmware cost) and the vector files
# on QUICK_TARGET's simulator; `ctest --test-dir build/host -L <label>` runs any other slice
# (target:<t>, primitive:<p>, area:<a>).
check: deps build-host build-$(QUICK_TARGET)
	@ctest --test-dir build/host $(CTEST_FLAGS) -L quick

test-host: build-host
	@ctest --test-dir build/host $(CTEST_FLAGS)

RUN_ASAN = ctest --test-dir build/host-asan $(CTEST_FLAGS)
RUN_CLANG_ASAN = ctest --test-dir build/host-clang-asan $(CTEST_FLAGS)
RUN_NATIVE = ctest --test-dir build/host-native-o3 $(CTEST_FLAGS) -R '$(NATIVE_TESTS)' -E '(-normal|-opt)$$'

test-asan: build-host-asan
	@$(RUN_ASAN)

test-clang-asan: build-host-clang-asan
	@$(RUN_CLANG_ASAN)

# gcc -O3 -march=native with -Werror: the whole host tree must build; then the quick host tests.
NATIVE_TESTS = ^(properties-[0-9]+|block-internals|tinyjambu-init-skip|variants-host|modes-host|modes-.*-host|lea-api-host|romulus-lfsr-host|security-(ct|double-fetch)-host|security-hostile-inputs|vectors-host-.*)$$
test-native: build-host-native-o3
	@$(RUN_NATIVE)

# The whole suite: host tests, the same under ASan+UBSan built by gcc and by clang, the host build
# at gcc -O3 -march=native, and every target's firmware in its simulators (the host tree's tests run
# them). Every tree is built first, $(JOBS) at a time; then the host suite runs in one lane, its
# output as it goes, and the sanitizer and -O3 suites one after another in a second lane beside it,
# their output printed when that lane ends, so that no core waits for the last test of a suite.
TEST_TREES := host host-asan host-clang-asan host-native-o3 $(CROSS)
test: deps
	@$(MAKE) --no-print-directory -j$(JOBS) DEPS_DONE=1 $(addprefix build-,$(TEST_TREES))
	@echo "make test: running the host suite and, beside it, the sanitizer and -O3 -march=native suites"
	@$(MAKE) --no-print-directory -j2 --output-sync=target DEPS_DONE=1 test-host-lane test-side-lane
	@echo "make test: host, sanitizer (gcc, clang), -O3 -march=native, simulator and on-target ($(CROSS)) suites all passed"

# make test's two lanes (their trees are built): a recursive make's output is not held back.
.PHONY: test-host-lane test-side-lane
test-host-lane:
	@$(MAKE) --no-print-directory DEPS_DONE=1 test-host
test-side-lane:
	@$(RUN_ASAN)
	@$(RUN_CLANG_ASAN)
	@$(RUN_NATIVE)

# The leakage checks (docs/leakage.md): m3-run's leakage-trace self-tests and the fixed-vs-random
# campaigns on the Cortex-M targets (ctest -L area:leakage), then the long campaigns of the masked
# TinyJAMBU, the leveled masked Romulus-T and the leveled masked Ascon-AEAD128 on both cores
# (LEAKAGE_TRACES per class for each one's encryption, LEAKAGE_TRACES_MORE for TinyJAMBU's decryption,
# key setup, a 64-byte message and the 192- and 256-bit keys, and for the masked Ascon with 16 bytes of
# AD; hours of simulation), with the seeds and batches of docs/leakage.md's results, whose first
# batches they reproduce exactly. Each result goes to build/leakage/ and, with its t-statistic plot,
# to bench/results/leakage/, from which REPORT.md's leakage section is written.
LEAKAGE_TRACES ?= 100000
LEAKAGE_TRACES_MORE ?= 100000
LEAKAGE_TVLA = build/venv-leakage/bin/python tools/leakage/tvla.py --m3-run build/host/sim/cortexm/m3-run \
	--order 2 --confirm --batch 2000 --jobs $(JOBS) --nice 10
LEAKAGE_PUBLISH = python3 tools/leakage/publish.py
.PHONY: leakage
leakage: deps build-host build-cm3 build-cm0plus
	@ctest --test-dir build/host $(CTEST_FLAGS) -L area:leakage
	@mkdir -p build/leakage
	@for cpu_seed in cm3:41 cm0plus:42; do cpu=$${cpu_seed%:*}; seed=$${cpu_seed#*:}; \
	  $(LEAKAGE_TVLA) --cpu $$cpu --firmware build/$$cpu/tests/leakage_fw.elf --op tinyjambu-128-masked --msg-len 0 \
	    --fixed-key 00000000000000000000000000000000 --traces $(LEAKAGE_TRACES) --seed $$seed \
	    --json build/leakage/tinyjambu-128-masked-$$cpu.json --save-t build/leakage/tinyjambu-128-masked-$$cpu.npz && \
	  $(LEAKAGE_PUBLISH) build/leakage/tinyjambu-128-masked-$$cpu.json build/leakage/tinyjambu-128-masked-$$cpu.npz build/$$cpu/tests/leakage_fw.elf \
	    bench/results/leakage || exit 1; \
	done
	@for run in cm3:43:128-masked-decrypt:0 cm3:44:128-masked-keyinit:0:334:353 cm3:45:192-masked:0 \
	    cm3:46:256-masked:0 cm3:47:128-masked:64 cm0plus:48:128-masked-decrypt:0 \
	    cm0plus:49:128-masked-keyinit:0:425:487 cm0plus:51:192-masked:0 cm0plus:52:256-masked:0 \
	    cm0plus:53:128-masked:64; do \
	  set -- $$(echo "$$run" | tr : ' '); cpu=$$1; seed=$$2; op=$$3; len=$$4; bits=$${op%%-*}; \
	  key=$$(printf "%0$$((bits / 4))d" 0); exempt=$${5:+--exempt $$5:$$6}; \
	  $(LEAKAGE_TVLA) --cpu $$cpu --firmware build/$$cpu/tests/leakage_fw.elf --op tinyjambu-$$op --msg-len $$len \
	    --fixed-key $$key --traces $(LEAKAGE_TRACES_MORE) --seed $$seed $$exempt \
	    --json build/leakage/tinyjambu-$$op-$$len-$$cpu.json --save-t build/leakage/tinyjambu-$$op-$$len-$$cpu.npz && \
	  $(LEAKAGE_PUBLISH) build/leakage/tinyjambu-$$op-$$len-$$cpu.json build/leakage/tinyjambu-$$op-$$len-$$cpu.npz build/$$cpu/tests/leakage_fw.elf \
	    bench/results/leakage || exit 1; \
	done
	@for cpu_seed in cm3:31 cm0plus:32; do cpu=$${cpu_seed%:*}; seed=$${cpu_seed#*:}; \
	  build/venv-leakage/bin/python tools/leakage/tvla.py --m3-run build/host/sim/cortexm/m3-run --cpu $$cpu \
	    --firmware build/$$cpu/tests/leakage_fw.elf --op romulus-t-masked --msg-len 16 --order 1 --confirm \
	    --fixed-key 00000000000000000000000000000000 --traces $(LEAKAGE_TRACES) --batch 500 --jobs $(JOBS) \
	    --nice 10 --seed $$seed --json build/leakage/romulus-t-masked-$$cpu.json --save-t build/leakage/romulus-t-masked-$$cpu.npz && \
	  $(LEAKAGE_PUBLISH) build/leakage/romulus-t-masked-$$cpu.json build/leakage/romulus-t-masked-$$cpu.npz build/$$cpu/tests/leakage_fw.elf \
	    bench/results/leakage || exit 1; \
	done
	@for cpu_seed in cm3:32 cm0plus:31; do cpu=$${cpu_seed%:*}; seed=$${cpu_seed#*:}; \
	  build/venv-leakage/bin/python tools/leakage/tvla.py --m3-run build/host/sim/cortexm/m3-run --cpu $$cpu \
	    --firmware build/$$cpu/tests/leakage_fw.elf --op ascon-aead128-masked --msg-len 16 --order 1 --confirm \
	    --fixed-key 00000000000000000000000000000000 --traces $(LEAKAGE_TRACES) --batch 1000 --jobs $(JOBS) \
	    --nice 10 --seed $$seed --json build/leakage/ascon-aead128-masked-$$cpu.json --save-t build/leakage/ascon-aead128-masked-$$cpu.npz && \
	  $(LEAKAGE_PUBLISH) build/leakage/ascon-aead128-masked-$$cpu.json build/leakage/ascon-aead128-masked-$$cpu.npz build/$$cpu/tests/leakage_fw.elf \
	    bench/results/leakage || exit 1; \
	done
	@for cpu_seed in cm3:34 cm0plus:35; do cpu=$${cpu_seed%:*}; seed=$${cpu_seed#*:}; \
	  build/venv-leakage/bin/python tools/leakage/tvla.py --m3-run build/host/sim/cortexm/m3-run --cpu $$cpu \
	    --firmware build/$$cpu/tests/leakage_fw.elf --op ascon-aead128-masked-ad --msg-len 16 --order 1 --confirm \
	    --fixed-key 00000000000000000000000000000000 --traces $(LEAKAGE_TRACES_MORE) --batch 1000 --jobs $(JOBS) \
	    --nice 10 --seed $$seed --json build/leakage/ascon-aead128-masked-ad16-$$cpu.json --save-t build/leakage/ascon-aead128-masked-ad16-$$cpu.npz && \
	  $(LEAKAGE_PUBLISH) build/leakage/ascon-aead128-masked-ad16-$$cpu.json build/leakage/ascon-aead128-masked-ad16-$$cpu.npz build/$$cpu/tests/leakage_fw.elf \
	    bench/results/leakage || exit 1; \
	done

# Long libFuzzer runs on the host (make test runs each family for 20 s): FUZZ_SECONDS per family.
FUZZ_SECONDS ?= 600
fuzz: build-host
	@sh tests/fuzz/run-fuzz.sh build/host/tests/fuzz/lwc_fuzz $(FUZZ_SECONDS) build/fuzz-corpus

# Runs the benchmark firmware of every target in its simulator and measures the firmware-cost probes
# of every build tree (the ATmega328P one too), and the host section on the host-bench tree (-O3
# -march=native -mno-avx512f: an AVX2 core's code; the run-time dispatched levels, OpenSSL as the
# yardstick); writes bench/results/<target>.json, REPORT.md, plots.
# AArch64: instructions per byte at every level under qemu-user (no timing), bench/results/aarch64.json.
bench: deps build build-avr-m328p build-host-bench
	@python3 tools/bench
	@python3 tools/aarch64-insns
	@python3 tools/choose-table

# The Python package's release files in build/dist: the sdist and a manylinux wheel per CPython found
# (3.9 and later), each installed in a clean venv and tested (tools/make-dist; docs/releasing.md).
.PHONY: dist
dist: deps
	@python3 tools/make-dist

# docs/choosing.md from the benchmark JSON; the API reference (Doxyfile -> build/docs/html) when
# doxygen is installed.
.PHONY: docs
docs:
	@python3 tools/choose-table
	@if command -v doxygen >/dev/null 2>&1; then doxygen Doxyfile >/dev/null && echo "API reference: build/docs/html/index.html"; \
	else echo "make docs: doxygen is not installed (apt-get install doxygen); API reference skipped"; fi

clean:
	rm -rf build
