# A host tree of the protected profile (LWC_PROFILE=protected, docs/protected.md) for the tests that run
# the portable masked C on the host (tests/protected/tests.cmake: its vector runner and protected check)
# and the Python module over that library (tests/python/tests.cmake: python-protected-pytest), built at
# -O0: the results and the binding's paths are tested, not the speed; only those programs are built.
#   cmake -DREPO=<repo> -DBIN=<tree> -DPYTHON=<python> -DGENERATOR=<generator> -P build_host_tree.cmake
foreach(step IN ITEMS configure build)
  if(step STREQUAL "configure")
    set(cmd ${CMAKE_COMMAND} -S ${REPO} -B ${BIN} -G ${GENERATOR} -DLWC_PROFILE=protected -DLWC_PYTHON=ON
            -DLWC_TARGET_VECTOR_TESTS=OFF -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_FLAGS_DEBUG=-O0
            -DPython_EXECUTABLE=${PYTHON})
  else()
    set(cmd ${CMAKE_COMMAND} --build ${BIN} --target _lwcrypt lwcrypt_python_files vector_runner protected_check)
  endif()
  execute_process(COMMAND ${cmd} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${step} of the protected host tree failed:\n${out}\n${err}")
  endif()
endforeach()
