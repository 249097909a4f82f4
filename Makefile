# lwcrypt front door. The two commands a user types:
#   make test    install what is missing, build the host and every target, run every test
#   make bench   install what is missing, build, run the benchmarks, print the tables
# Everything else is plumbing for those two. The targets are those of targets/list.txt (each has a
# preset of its name in CMakePresets.json and a descriptor, targets/<target>/target.json).

JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CTEST_FLAGS ?= --output-on-failure -j $(JOBS)
TARGETS := $(shell sed -e 's/\#.*//' targets/list.txt)
CROSS := $(filter-out host,$(TARGETS))
PRESETS := host host-asan $(CROSS)

.PHONY: all deps build $(addprefix build-,$(PRESETS)) test test-host test-asan bench fuzz clean

all: build

deps:
	@sh tools/install-deps.sh

build: $(addprefix build-,host $(CROSS))

build/%/build.ninja: CMakeLists.txt CMakePresets.json | deps
	@cmake --preset $* >/dev/null

$(addprefix build-,$(PRESETS)): build-%: build/%/build.ninja
	@cmake --build --preset $*

test-host: build-host
	@ctest --test-dir build/host $(CTEST_FLAGS)

test-asan: build-host-asan
	@ctest --test-dir build/host-asan $(CTEST_FLAGS)

# The whole suite: host tests, the same under ASan+UBSan, and every target's firmware in its
# simulators (the host tree's tests run them).
test: deps $(addprefix build-,$(CROSS)) test-host test-asan
	@echo "make test: host, sanitizer, simulator and on-target ($(CROSS)) suites all passed"

# Long libFuzzer runs on the host (make test runs each family for 20 s): FUZZ_SECONDS per family.
FUZZ_SECONDS ?= 600
fuzz: build-host
	@sh tests/fuzz/run-fuzz.sh build/host/tests/fuzz/lwc_fuzz $(FUZZ_SECONDS) build/fuzz-corpus

# Runs the benchmark firmware of every target in its simulator; writes bench/results/<target>.json,
# REPORT.md, plots.
bench: deps build
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
