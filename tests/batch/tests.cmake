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

# examples/gateway: a recorded stream of 200 nodes' packets (some tampered, some replayed) opened through
# the batch call; the gateway's summary must be the one the recorder wrote (counts and a checksum of
# the readings), at the CPU's level and with the portable C forced.
add_executable(gateway_record ${PROJECT_SOURCE_DIR}/examples/gateway/record.c)
add_executable(gateway ${PROJECT_SOURCE_DIR}/examples/gateway/gateway.c)
target_link_libraries(gateway_record PRIVATE lwc)
target_link_libraries(gateway PRIVATE lwc)
# Every AEAD row of the manifest's primitives.
execute_process(COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/lwcprimitives rows aead
                OUTPUT_VARIABLE gateway_aeads OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)
string(REPLACE "\n" ";" gateway_aeads "${gateway_aeads}")
foreach(aead IN LISTS gateway_aeads)
  set(dir ${CMAKE_CURRENT_BINARY_DIR}/gateway-${aead})
  file(MAKE_DIRECTORY ${dir})
  add_test(NAME gateway-example-${aead}
           COMMAND sh -c "\"$0\" ${aead} 200 20 stream.bin expected.txt && \"$1\" ${aead} stream.bin expected.txt && LWC_LEVEL=portable \"$1\" ${aead} stream.bin expected.txt"
                   $<TARGET_FILE:gateway_record> $<TARGET_FILE:gateway>
           WORKING_DIRECTORY ${dir})
endforeach()
