# Ecosystem area, host ctest tests (included by tests/CMakeLists.txt):
#   python-install     pip install ./python into a venv under the build tree, offline
#   python-pytest      python/tests (every vector file through the Python API, round trips, errors, CLI)
#   sensor-gateway-<target>-<aead>   examples/sensor-gateway: node firmware on every target, Python gateway
# Not in the sanitizer build: the Python extension is built by its own backend, not by this tree.
if(LWC_SANITIZE)
  return()
endif()

set(LWC_PYENV ${CMAKE_BINARY_DIR}/pyenv)
set(LWC_PYENV_PYTHON ${LWC_PYENV}/bin/python)
add_test(NAME python-install
         COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/pip_install.py ${LWC_PYENV} ${PROJECT_SOURCE_DIR})
set_tests_properties(python-install PROPERTIES FIXTURES_SETUP lwc_pyenv RESOURCE_LOCK lwc_pyenv)

# Run from the build tree, so that python/lwcrypt (no extension) is not imported instead of the
# installed package; no cache files in the source tree.
add_test(NAME python-pytest
         COMMAND ${LWC_PYENV_PYTHON} -m pytest -q -p no:cacheprovider ${PROJECT_SOURCE_DIR}/python/tests
         WORKING_DIRECTORY ${CMAKE_BINARY_DIR})
set_tests_properties(python-pytest PROPERTIES FIXTURES_REQUIRED lwc_pyenv ENVIRONMENT LWC_REPO=${PROJECT_SOURCE_DIR})

# The sensor node on each target (tests/python/firmware.cmake builds it for every target).
foreach(aead tinyjambu-128 romulus-n)
  lwc_add_target_test(sensor-gateway-{target}-${aead}
                      COMMAND ${LWC_PYENV_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/check_sensor_gateway.py --alg ${aead}
                              -- {run:sensor_node_${aead}}
                      PROPERTIES FIXTURES_REQUIRED lwc_pyenv)
endforeach()
