# lwcrypt front door. The two commands a user types:
#   make test    install what is missing, build host/avr/cm3, run every test
#   make bench   install what is missing, build, run the benchmarks, print the tables
# Everything else is plumbing for those two.

JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CTEST_FLAGS ?= --output-on-failure -j $(JOBS)

.PHONY: all deps build build-host build-host-asan build-avr build-avr-m328p build-cm3 test test-host test-asan bench fuzz clean

all: build

deps:
	@sh tools/install-deps.sh

build: build-host build-avr build-cm3

build/%/build.ninja: CMakeLists.txt CMakePresets.json | deps
	@cmake --preset $* >/dev/null

build-host: build/host/build.ninja
	@cmake --build --preset host

build-host-asan: build/host-asan/build.ninja
	@cmake --build --preset host-asan

build-avr: build/avr/build.ninja
	@cmake --build --preset avr

build-cm3: build/cm3/build.ninja
	@cmake --build --preset cm3

# The firmware-cost probes (bench/fit) built for the ATmega328P as well: make bench measures them.
build-avr-m328p: build/avr-m328p/build.ninja
	@cmake --build --preset avr-m328p

test-host: build-host
	@ctest --test-dir build/host $(CTEST_FLAGS)

test-asan: build-host-asan
	@ctest --test-dir build/host-asan $(CTEST_FLAGS)

# The whole suite: host tests, the same under ASan+UBSan, and the cross builds (avr, cm3).
test: deps build-avr build-cm3 test-host test-asan
	@echo "make test: host, sanitizer, simulator and on-target (avr, cm3, cm3-qemu) suites all passed"

# Long libFuzzer runs on the host (make test runs each family for 20 s): FUZZ_SECONDS per family.
FUZZ_SECONDS ?= 600
fuzz: build-host
	@sh tests/fuzz/run-fuzz.sh build/host/tests/fuzz/lwc_fuzz $(FUZZ_SECONDS) build/fuzz-corpus

# Runs the benchmark firmware in both simulators and measures the firmware-cost probes of every build
# tree (the ATmega328P one too); writes bench/results/{avr,cm3}.json, REPORT.md, plots.
bench: deps build build-avr-m328p
	@python3 tools/bench
	@python3 tools/choose-table

# docs/choosing.md from the benchmark JSON; the API reference (Doxyfile -> build/docs/html) when
# doxygen is installed.
.PHONY: docs
docs:
	@python3 tools/choose-table
	@if command -v doxygen >/dev/null 2>&1; then doxygen Doxyfile >/dev/null && echo "API reference: build/docs/html/index.html"; \
	else echo "make docs: doxygen is not installed (apt-get install doxygen); API reference skipped"; fi

clean:
	rm -rf build
