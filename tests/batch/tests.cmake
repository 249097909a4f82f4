# The batch calls (include/lwc/batch.h) against the one-message calls of every AEAD row
# (tests/batch/batch_check.c), at every kernel level this CPU has (LWC_LEVEL forced; the lane
# kernels run at avx2), and the gateway example (examples/gateway/). Host only.
if(CMAKE_CROSSCOMPILING)
  return()
endif()
add_executable(batch_check ${CMAKE_CURRENT_LIST_DIR}/batch_check.c)
target_link_libraries(batch_check PRIVATE lwc)
add_test(NAME batch-check COMMAND batch_check)
foreach(level IN ITEMS portable ssse3 avx2)
  add_test(NAME batch-check-at-${level} COMMAND batch_check 8)
  set_tests_properties(batch-check-at-${level} PROPERTIES ENVIRONMENT "LWC_LEVEL=${level}")
endforeach()
