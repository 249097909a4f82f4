# Python area, host ctest tests (included by tests/CMakeLists.txt).
#
# Host tree (pip, as a user would; needs PyPI for scikit-build-core, pytest and mypy):
#   python-install          pip install . into build/host/pyenv (a wheel; its metadata and license checked)
#   python-editable         pip install -e . into build/host/pyenv-editable (the Python files stay in python/src)
#   python-pytest           python/tests against the wheel install: every vector file through the
#                           Python API, modes against models of the standards, errors, threads, CLI
#   python-pytest-source    `cd python && pytest` with the editable install
#   python-mypy             mypy --strict over the package and a typed client (pyproject.toml [tool.mypy])
#   python-protected-pytest python/tests/test_masked.py and the masked rows' vector files against the
#                           module over a protected library (LWC_PROFILE=protected, built -O0 in
#                           build/host/protected-host by protected-host-tree, tests/protected; label
#                           area:protected)
#   cli-stream-2gib         2 GiB through `lwcrypt encrypt --stream | lwcrypt decrypt --stream` and 64 MiB
#                           through `lwcrypt hash`, piped (no disk): output equal, peak RSS of each < 50 MB
#   sensor-gateway-<target>-<aead>   examples/sensor-gateway: node firmware on every target, Python gateway
# Sanitizer tree (LWC_PYTHON: the module is built here, with the tree's ASan+UBSan flags):
#   python-asan-pytest      python/tests against that module, under AddressSanitizer (LD_PRELOAD of its runtime)

if(LWC_SANITIZE)
  if(NOT TARGET _lwcrypt)
    return()
  endif()
  # ASan must be the first library loaded: a Python interpreter is not built with it, so preload it.
  if(CMAKE_C_COMPILER_ID STREQUAL "GNU")
    set(asan_runtime_name libasan.so)
  else()
    set(asan_runtime_name libclang_rt.asan-${CMAKE_SYSTEM_PROCESSOR}.so)
  endif()
  execute_process(COMMAND ${CMAKE_C_COMPILER} -print-file-name=${asan_runtime_name}
                  OUTPUT_VARIABLE asan_runtime OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT IS_ABSOLUTE "${asan_runtime}" OR NOT EXISTS "${asan_runtime}")
    message(FATAL_ERROR "lwcrypt: the ASan runtime ${asan_runtime_name} of ${CMAKE_C_COMPILER} was not found "
                        "(needed to run the Python binding's tests under ASan)")
  endif()
  # --capture=sys: a sanitizer report goes to the real stderr, not to the capture of a process that
  # aborts. The CLI tests (pure Python over the same calls, each a new process) are left out.
  # PYTHONMALLOC=malloc: every allocation goes through ASan. detect_leaks=0: the interpreter keeps
  # memory until exit on purpose.
  add_test(NAME python-asan-pytest
           COMMAND ${LWC_PYTHON_EXECUTABLE} -m pytest -q --capture=sys ${PROJECT_SOURCE_DIR}/python/tests
                   --ignore=${PROJECT_SOURCE_DIR}/python/tests/test_cli.py
           WORKING_DIRECTORY ${CMAKE_BINARY_DIR})
  set(asan_env PYTHONPATH=${CMAKE_BINARY_DIR}/python LWC_PYTHON_STAGED=1 LWC_REPO=${PROJECT_SOURCE_DIR}
      PYTHONDONTWRITEBYTECODE=1 LD_PRELOAD=${asan_runtime} ASAN_OPTIONS=detect_leaks=0:abort_on_error=1
      PYTHONMALLOC=malloc)
  set_tests_properties(python-asan-pytest PROPERTIES ENVIRONMENT "${asan_env}")
  return()
endif()

set(LWC_PYENV ${CMAKE_BINARY_DIR}/pyenv)
set(LWC_PYENV_PYTHON ${LWC_PYENV}/bin/python)
set(LWC_PYENV_EDITABLE ${CMAKE_BINARY_DIR}/pyenv-editable)
add_test(NAME python-install
         COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/pip_install.py --venv ${LWC_PYENV}
                 --repo ${PROJECT_SOURCE_DIR} --build-dir ${CMAKE_BINARY_DIR}/python-wheel-build --tools pytest mypy)
set_tests_properties(python-install PROPERTIES FIXTURES_SETUP lwc_pyenv RESOURCE_LOCK lwc_pyenv)
# The editable install reuses the wheel's CMake tree (after it: the same sources and flags, so its build
# is mostly a relink), not a second full build of the extension.
add_test(NAME python-editable
         COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/pip_install.py --venv ${LWC_PYENV_EDITABLE}
                 --repo ${PROJECT_SOURCE_DIR} --build-dir ${CMAKE_BINARY_DIR}/python-wheel-build --editable
                 --tools pytest)
set_tests_properties(python-editable PROPERTIES FIXTURES_SETUP lwc_pyenv_editable FIXTURES_REQUIRED lwc_pyenv
                     RESOURCE_LOCK "lwc_pyenv_editable;lwc_pyenv")

# Run from the build tree; no bytecode written into the source tree (pytest caches in build/, pyproject.toml).
add_test(NAME python-pytest
         COMMAND ${LWC_PYENV_PYTHON} -m pytest -q ${PROJECT_SOURCE_DIR}/python/tests
         WORKING_DIRECTORY ${CMAKE_BINARY_DIR})
set_tests_properties(python-pytest PROPERTIES FIXTURES_REQUIRED lwc_pyenv
                     ENVIRONMENT "LWC_REPO=${PROJECT_SOURCE_DIR};PYTHONDONTWRITEBYTECODE=1")
add_test(NAME python-pytest-source
         COMMAND ${LWC_PYENV_EDITABLE}/bin/pytest -q
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}/python)
set_tests_properties(python-pytest-source PROPERTIES FIXTURES_REQUIRED lwc_pyenv_editable
                     ENVIRONMENT "PYTHONDONTWRITEBYTECODE=1")
add_test(NAME python-mypy
         COMMAND ${LWC_PYENV_PYTHON} -m mypy --config-file ${PROJECT_SOURCE_DIR}/pyproject.toml
                 --cache-dir ${CMAKE_BINARY_DIR}/mypy-cache
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(python-mypy PROPERTIES FIXTURES_REQUIRED lwc_pyenv)
# The protected profile's binding (docs/protected.md): the system Python (its dev headers and pytest,
# tools/install-deps.sh), the module of the protected host tree (tests/protected/tests.cmake:
# protected-host-tree builds it), PYTHONPATH to its staged package.
set(lwc_py_protected ${CMAKE_BINARY_DIR}/protected-host)
add_test(NAME python-protected-pytest
         COMMAND Python3::Interpreter -m pytest -q ${PROJECT_SOURCE_DIR}/python/tests/test_masked.py
                 ${PROJECT_SOURCE_DIR}/python/tests/test_vectors.py -k "test_masked or tinyjambu or romulus-t or ascon-aead128"
         WORKING_DIRECTORY ${lwc_py_protected})
set_tests_properties(python-protected-pytest PROPERTIES FIXTURES_REQUIRED lwc_protected_host LABELS area:protected
                     ENVIRONMENT "PYTHONPATH=${lwc_py_protected}/python;LWC_PYTHON_STAGED=1;LWC_REPO=${PROJECT_SOURCE_DIR};PYTHONDONTWRITEBYTECODE=1")
add_test(NAME cli-stream-2gib
         COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/check_cli_stream.py --python ${LWC_PYENV_PYTHON}
                 --gib 2 --hash-gib 0.0625 --max-rss-mb 50)
set_tests_properties(cli-stream-2gib PROPERTIES FIXTURES_REQUIRED lwc_pyenv TIMEOUT 1200)

# The sensor node on each target (tests/python/firmware.cmake builds it for every target).
foreach(aead tinyjambu-128 romulus-n)
  lwc_add_target_test(sensor-gateway-{target}-${aead}
                      COMMAND ${LWC_PYENV_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/check_sensor_gateway.py --alg ${aead}
                              -- {run:sensor_node_${aead}}
                      PROPERTIES FIXTURES_REQUIRED lwc_pyenv)
endforeach()
