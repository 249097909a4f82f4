# The Python module over a library of the protected profile (LWC_PROFILE=protected, docs/protected.md),
# for python-protected-pytest (tests/python/tests.cmake): a host tree of its own with LWC_PYTHON, built
# at -O0 (the binding's paths and the masked rows' results are tested, not their speed), only the
# module and the staged package.
#   cmake -DREPO=<repo> -DBIN=<tree> -DPYTHON=<python> -DGENERATOR=<generator> -P build_protected_module.cmake
foreach(step IN ITEMS configure build)
  if(step STREQUAL "configure")
    set(cmd ${CMAKE_COMMAND} -S ${REPO} -B ${BIN} -G ${GENERATOR} -DLWC_PROFILE=protected -DLWC_PYTHON=ON
            -DLWC_TARGET_VECTOR_TESTS=OFF -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_FLAGS_DEBUG=-O0
            -DPython_EXECUTABLE=${PYTHON})
  else()
    set(cmd ${CMAKE_COMMAND} --build ${BIN} --target _lwcrypt lwcrypt_python_files)
  endif()
  execute_process(COMMAND ${cmd} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${step} of the protected Python module failed:\n${out}\n${err}")
  endif()
endforeach()
